import { z } from "zod/v4";
import { lazyValue } from "../../core/lazy-value.js";
import type { ScrapeParams } from "../../client.js";
import type { WithUserSchema } from "../../client/user-schemas.js";
import type { WebDocument } from "../../operations/document.js";
import { defined, modelSchema } from "../fixed-params.js";
import { parseSchemaJson } from "../job-wait.js";
import type { ScrapeToolSettings } from "../options.js";
import { fitWithMarker } from "../../core/token-budget.js";
import { markdownWindow, pageHeader, textOf } from "../render.js";
import type { ToolRuntime } from "../runtime.js";
import type { ToolSpec } from "../types.js";

const shape = lazyValue(() => ({
  url: z.string().min(1).describe("The page to read (http or https URL)."),
  offset: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe("Character offset to continue reading a long page you already scraped (free, no new request)."),
  onlyMainContent: z.boolean().optional().describe("Drop navigation, headers and footers (default true)."),
  waitFor: z.number().int().min(0).max(30_000).optional().describe("Milliseconds to wait for client-side content before reading."),
}));

/** Arguments a tool set with `allowJsonSchema` adds: the model asks for structured data instead of the text. */
const jsonShape = lazyValue(() => ({
  schemaJson: z
    .string()
    .max(20_000)
    .optional()
    .describe("Optional: a JSON Schema (as a JSON string) to get the page as structured data (`json`) instead of its text."),
  jsonPrompt: z.string().max(10_000).optional().describe("Optional: what data to extract from the page as JSON (with or without schemaJson)."),
}));

type Input = { url: string; offset?: number; onlyMainContent?: boolean; waitFor?: number; schemaJson?: string; jsonPrompt?: string };

/** What the application gets from web_scrape: the full document plus the window shown. */
export interface ScrapeToolOutput {
  url: string;
  document: WebDocument;
  offset: number;
  /** Where the model should continue reading, when the page was cut. */
  nextOffset?: number | undefined;
  /** The page came from this tool set's cache (no credits used). */
  cached: boolean;
  /** The structured data, when a json format was asked for (fixed in `params`, or by the model with `schemaJson`/`jsonPrompt`). */
  json?: unknown;
}

/** `web_scrape`: read one page as markdown. */
export function webScrapeSpec(runtime: ToolRuntime, settings: ScrapeToolSettings = {}): ToolSpec<Input, ScrapeToolOutput> {
  const fixed = settings.params ?? {};
  const cacheKey = (input: Input) => JSON.stringify([input.url, input.onlyMainContent ?? null, input.waitFor ?? null, input.schemaJson ?? null, input.jsonPrompt ?? null]);
  // The schema arguments only where the developer allowed them; fixed `formats` win over them (and remove them).
  const fullShape = settings.allowJsonSchema === true ? { ...shape(), ...jsonShape() } : shape();
  return {
    name: "web_scrape",
    // Reading on through a page already fetched costs nothing.
    costly: (input) => !(input.offset && runtime.pages.has(cacheKey(input))),
    description:
      settings.description ??
      "Read one web page as clean markdown. Use it when you know the URL. Long pages are cut; the result says " +
        "which `offset` to pass to read on (reading on is free). For many pages of one site use web_crawl; to find " +
        "pages use web_search or web_map. Costs 1 credit per page.",
    inputSchema: modelSchema(fullShape, fixed, { schemaJson: ["formats"], jsonPrompt: ["formats"] } as Record<string, readonly string[]>) as unknown as z.ZodType<Input>,
    async execute(input, ctx) {
      const offset = input.offset ?? 0;
      const cachedDoc = offset > 0 ? runtime.pages.get(cacheKey(input)) : undefined;
      if (cachedDoc) return withJson({ url: input.url, document: cachedDoc, offset, cached: true });
      const schema = parseSchemaJson(input.schemaJson);
      const asked = schema !== undefined || (input.jsonPrompt !== undefined && input.jsonPrompt.trim() !== "");
      const params = {
        ...defined({ url: input.url, onlyMainContent: input.onlyMainContent, waitFor: input.waitFor }),
        ...(asked ? { formats: [{ type: "json", ...defined({ schema, prompt: input.jsonPrompt }) }] } : {}),
        ...fixed,
      } as WithUserSchema<ScrapeParams>;
      const document = await runtime.client.scrape(params, { signal: ctx.signal });
      runtime.pages.set(cacheKey(input), document);
      return withJson({ url: input.url, document, offset, cached: false });
    },
    creditsOf: (out) => (out.cached ? 0 : Number(out.document.metadata?.creditsUsed ?? 1)),
    check(out) {
      const status = out.document.metadata?.statusCode;
      if (typeof status === "number" && status >= 400) {
        return {
          category: "target_http_error",
          message: `The page answered HTTP ${status}${textOf(out.document.metadata?.error) ? `: ${textOf(out.document.metadata?.error)}` : ""}.`,
          hint: status === 404 ? "Check the URL, or find the right page with web_map or web_search." : "Try another URL for the same information.",
          status,
        };
      }
      const hasContent = [out.document.markdown, out.document.summary, out.document.json, out.document.html].some(
        (v) => v !== undefined && v !== null && String(typeof v === "string" ? v : JSON.stringify(v)).trim() !== "",
      );
      if (!hasContent) {
        return {
          category: "empty_result",
          message: "The page has no readable content.",
          hint: "It may render client-side: call again with waitFor (e.g. 3000), or with onlyMainContent false.",
        };
      }
      return undefined;
    },
    render(out, budget) {
      const header = `${pageHeader(out.document)}${out.cached ? " (from cache)" : ""}`;
      // Extracted data can be large too: it gets at most the budget left after the header, and the app keeps all of it.
      const extras = fitWithMarker(renderExtras(out.document), Math.max(0, budget.maxTokens - 8 - budget.tokens.count(header)), " [truncated: the data is longer than this result may be]", budget.tokens);
      const body = out.document.markdown ?? "";
      const window = markdownWindow(
        body,
        out.offset,
        budget.maxTokens - 8 - budget.tokens.count(header) - budget.tokens.count(extras),
        (next) => `call web_scrape with url="${out.url}" and offset=${next} to read on`,
        budget.tokens,
      );
      // The app sees where the model was told to continue.
      out.nextOffset = window.nextOffset;
      return [header, extras, window.text].filter(Boolean).join("\n\n");
    },
  };
}

function withJson(out: ScrapeToolOutput): ScrapeToolOutput {
  return out.document.json === undefined ? out : { ...out, json: out.document.json };
}

/** Non-markdown formats a developer may have fixed (summary, json, answer). */
function renderExtras(doc: WebDocument): string {
  const parts: string[] = [];
  if (typeof doc.summary === "string") parts.push(`Summary: ${doc.summary}`);
  if (doc.json !== undefined) parts.push(`JSON: ${JSON.stringify(doc.json)}`);
  if (typeof doc.answer === "string") parts.push(`Answer: ${doc.answer}`);
  return parts.join("\n");
}
