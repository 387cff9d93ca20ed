import type { Command } from "commander";
import type { ScrapeParams } from "../../client.js";
import type { WebDocument } from "../../operations/document.js";
import type { CommandContext } from "../context.js";
import { commaList, integerIn, webUrl } from "../options.js";
import { clip, metaText, type Output } from "../output.js";

interface ScrapeOptions {
  formats?: string[];
  fullPage?: boolean;
  waitFor?: number;
}

// Formats a human can read on stdout, in the order one is picked for printing.
const PRINTABLE = ["markdown", "summary", "html", "rawHtml"] as const;

export function addScrapeCommand(program: Command, context: CommandContext): void {
  program
    .command("scrape")
    .description("fetch one page and print it as markdown (or --json for the whole document)")
    .argument("<url>", "page to scrape", webUrl)
    .option("-f, --formats <list>", "comma-separated formats: markdown, html, rawHtml, links, images, summary", commaList)
    .option("--full-page", "keep navigation, headers and footers (onlyMainContent: false)")
    .option("--wait-for <ms>", "wait this long after load before reading the page", integerIn(0, 60_000))
    .action(async (url: string, _options: unknown, command: Command) => {
      const options = context.options<ScrapeOptions>(command);
      await context.withTarget(options, async ({ client }, out) => {
        const params: ScrapeParams = {
          url,
          formats: (options.formats ?? ["markdown"]) as ScrapeParams["formats"],
          ...(options.fullPage ? { onlyMainContent: false } : {}),
          ...(options.waitFor === undefined ? {} : { waitFor: options.waitFor }),
        };
        const page = await client.scrape(params, { signal: context.signal });
        await printPage(page, out);
      });
    });
}

async function printPage(page: WebDocument, out: Output): Promise<void> {
  const meta = page.metadata ?? {};
  const status = typeof meta.statusCode === "number" ? meta.statusCode : undefined;
  if (status !== undefined && status >= 400) out.warn(`the page answered HTTP ${status}`);
  if (typeof meta.error === "string" && meta.error !== "") out.warn(`page error: ${meta.error}`);
  if (page.warning) out.warn(page.warning);
  if (out.json) return out.result(page);

  const title = metaText(meta.title);
  const shown = PRINTABLE.find((format) => typeof page[format] === "string");
  const body = shown === undefined ? "" : (page[shown] as string);
  out.info(`scraped ${metaText(meta.url) ?? metaText(meta.sourceURL) ?? "page"}${title ? ` "${clip(title, 80)}"` : ""}` +
    `${status === undefined ? "" : ` (HTTP ${status})`}${shown ? `, ${body.length} chars of ${shown}` : ""}`);
  if (shown !== undefined) await out.line(body.trimEnd());
  if (Array.isArray(page.links) && page.links.length > 0) {
    if (shown !== undefined) await out.line();
    for (const link of page.links) await out.line(String(link));
  }
}
