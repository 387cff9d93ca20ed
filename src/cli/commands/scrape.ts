import { Option, type Command } from "commander";
import type { ScrapeParams } from "../../client.js";
import type { WebDocument } from "../../operations/document.js";
import type { CommandContext } from "../context.js";
import { scrapeFormats, type JsonFormatFlags } from "../json-format-option.js";
import { addModelTimeoutOption, modelFromFlags, modelTimeoutFromFlags, type ModelFlags } from "../model-option.js";
import { commaList, integerIn, webUrl } from "../options.js";
import { clip, metaText, type Output } from "../output.js";

interface ScrapeOptions extends JsonFormatFlags, ModelFlags {
  formats?: string[];
  /** `--format`: firecrawl-cli's name of `--formats`. */
  format?: string[];
  fullPage?: boolean;
  waitFor?: number;
}

// Formats a human can read on stdout, in the order one is picked for printing.
const PRINTABLE = ["markdown", "summary", "html", "rawHtml"] as const;

export function addScrapeCommand(program: Command, context: CommandContext): void {
  const command = program
    .command("scrape")
    .description("fetch one page and print it as markdown (or --json for the whole document)")
    .argument("<url>", "page to scrape", webUrl)
    .option("-f, --formats <list>", "comma-separated formats: markdown, html, rawHtml, links, images, summary, json, branding, …", commaList)
    .addOption(new Option("--format <list>", "same as --formats").argParser(commaList).hideHelp())
    .option("--schema <json>", "JSON Schema of the data to extract (the json format; or @file.json)")
    .option("--prompt <text>", "what data to extract (the json format)")
    .option("--full-page", "keep navigation, headers and footers (onlyMainContent: false)")
    .option("--wait-for <ms>", "wait this long after load before reading the page", integerIn(0, 60_000))
    .option("--model <id>", "the embedded engine's model for the json and summary formats (env WEBDATA_MODEL; see `serve --help`)")
    .option("--model-base-url <url>", "an OpenAI-compatible server to run --model on (env WEBDATA_MODEL_BASE_URL)");
  addModelTimeoutOption(command).action(async (url: string, _options: unknown, command: Command) => {
    const options = context.options<ScrapeOptions>(command);
    // Checked before anything starts: a json format without a schema or prompt is a usage error.
    const listed = options.formats === undefined && options.format === undefined ? undefined : [...(options.formats ?? []), ...(options.format ?? [])];
    const formats = scrapeFormats(listed, options);
    const model = await modelFromFlags(options, context.io.env);
    const modelTimeoutMs = modelTimeoutFromFlags(options, context.io.env);
    await context.withTarget(options, async ({ client }, out) => {
      const params: ScrapeParams = {
        url,
        formats: formats as ScrapeParams["formats"],
        ...(options.fullPage ? { onlyMainContent: false } : {}),
        ...(options.waitFor === undefined ? {} : { waitFor: options.waitFor }),
      };
      const page = await client.scrape(params, { signal: context.signal });
      await printPage(page, out);
    }, { model, modelTimeoutMs });
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
  // Extracted data is the answer: printed as JSON, whatever else came with it (branding when it is all there is).
  const data = page.json !== undefined ? ["json", page.json] : shown === undefined && page.branding !== undefined ? ["branding", page.branding] : undefined;
  if (data !== undefined) {
    out.info(`scraped ${metaText(meta.url) ?? metaText(meta.sourceURL) ?? "page"}${title ? ` "${clip(title, 80)}"` : ""}${status === undefined ? "" : ` (HTTP ${status})`}, ${String(data[0])}`);
    await out.line(JSON.stringify(data[1], null, 2));
    return;
  }
  const body = shown === undefined ? "" : (page[shown] as string);
  out.info(`scraped ${metaText(meta.url) ?? metaText(meta.sourceURL) ?? "page"}${title ? ` "${clip(title, 80)}"` : ""}` +
    `${status === undefined ? "" : ` (HTTP ${status})`}${shown ? `, ${body.length} chars of ${shown}` : ""}`);
  if (shown !== undefined) await out.line(body.trimEnd());
  if (Array.isArray(page.links) && page.links.length > 0) {
    if (shown !== undefined) await out.line();
    for (const link of page.links) await out.line(String(link));
  }
}
