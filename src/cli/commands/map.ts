import type { Command } from "commander";
import type { MapParams } from "../../client.js";
import type { CommandContext } from "../context.js";
import { integerIn, oneOf, webUrl } from "../options.js";

interface MapOptions {
  limit?: number;
  search?: string;
  sitemap?: "include" | "skip" | "only";
  subdomains?: boolean;
}

export function addMapCommand(program: Command, context: CommandContext): void {
  program
    .command("map")
    .description("list a site's URLs (sitemap + links), one per line")
    .argument("<url>", "site to map", webUrl)
    .option("-l, --limit <n>", "most URLs to return", integerIn(1, 100_000))
    .option("-s, --search <text>", "order the URLs by relevance to this text")
    .option("--sitemap <mode>", "use the sitemap: include, skip or only", oneOf("include", "skip", "only"))
    .option("--no-subdomains", "leave out subdomains of the site")
    .action(async (url: string, _options: unknown, command: Command) => {
      const options = context.options<MapOptions>(command);
      await context.withTarget(options, async ({ client }, out) => {
        const params: MapParams = {
          url,
          ...(options.limit === undefined ? {} : { limit: options.limit }),
          ...(options.search === undefined ? {} : { search: options.search }),
          ...(options.sitemap === undefined ? {} : { sitemap: options.sitemap }),
          ...(options.subdomains === false ? { includeSubdomains: false } : {}),
        };
        const result = await client.map(params, { signal: context.signal });
        if (result.warning) out.warn(result.warning);
        if (out.json) return out.result(result);
        for (const link of result.links) await out.line(link.url);
        out.info(`${result.links.length} URL(s) on ${url}`);
      });
    });
}
