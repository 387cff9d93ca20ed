import type { Command } from "commander";
import type { SearchParams } from "../../client.js";
import type { CommandContext } from "../context.js";
import { integerIn } from "../options.js";
import { clip } from "../output.js";

interface SearchOptions {
  limit?: number;
  scrape?: boolean;
}

export function addSearchCommand(program: Command, context: CommandContext): void {
  program
    .command("search")
    .description("search the web (the embedded engine searches the pages it has fetched)")
    .argument("<query...>", "what to search for")
    .option("-l, --limit <n>", "most results", integerIn(1, 100))
    .option("--scrape", "also fetch each result's page as markdown (more credits)")
    .action(async (words: string[], _options: unknown, command: Command) => {
      const options = context.options<SearchOptions>(command);
      await context.withTarget(options, async ({ client, kind }, out) => {
        const params: SearchParams = {
          query: words.join(" "),
          ...(options.limit === undefined ? {} : { limit: options.limit }),
          ...(options.scrape ? { scrapeOptions: { formats: ["markdown"] } } : {}),
        };
        const result = await client.search(params, { signal: context.signal });
        if (result.warning) out.warn(result.warning);
        for (const hit of result.web ?? []) if (typeof hit.warning === "string" && hit.warning !== "") out.warn(`${hit.url ?? "(no url)"}: ${hit.warning}`);
        if (out.json) return out.result(result);
        const web = result.web ?? [];
        for (const [index, hit] of web.entries()) {
          await out.line(`${index + 1}. ${clip(hit.title ?? hit.url ?? "(untitled)", 100)}`);
          if (hit.url) await out.line(`   ${hit.url}`);
          if (hit.description) await out.line(`   ${clip(hit.description, 160)}`);
          if (options.scrape && typeof hit.markdown === "string") await out.line(`   (${hit.markdown.length} chars of markdown; use --json to get them)`);
        }
        out.info(`${web.length} result(s) for "${params.query}"`);
        if (web.length === 0 && kind === "embedded" && options.dataDir === undefined) {
          out.info("the embedded engine forgets its pages when the command ends: crawl and search with the same --data-dir DIR");
        }
      });
    });
}
