import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { isRecord } from "../../core/is-record.js";
import type { ToolName, ToolResult } from "../../tools/types.js";

type OutputSchema = NonNullable<Tool["outputSchema"]>;
type Props = Record<string, object>;

const int = (description: string) => ({ type: "integer", description });
const str = (description: string) => ({ type: "string", description });
const bool = (description: string) => ({ type: "boolean", description });
const CREDITS = { creditsUsed: { type: "number", description: "Credits this call used." } };

const JOB: Props = {
  jobId: str("The job's id, to check on it later."),
  status: str("The job's status, e.g. completed, processing, failed."),
  done: bool("The job has ended; nothing more will come."),
  data: { description: "The extracted or researched data, when it fits the size budget (else see the text)." },
  error: str("Why the job failed, when it did."),
};
const CRAWL: Props = {
  jobId: str("The crawl's id (web_crawl_status reads on)."),
  status: str("The crawl's status, e.g. completed, scraping, failed."),
  completed: int("Pages the crawl has finished."),
  total: int("Pages the crawl expects in all."),
  offset: int("Index of the first page this result shows."),
  pagesReturned: int("Pages this result carries."),
  moreAvailable: bool("More pages can be read with web_crawl_status."),
  error: str("Why the crawl failed, when it did."),
};

/**
 * The tools whose result has a fixed shape: what MCP lists as `outputSchema` and sends as
 * `structuredContent` (MCP 2025-06-18) beside the text. Only small fields: page bodies and
 * snapshots stay in the text, which keeps the token budget. Other tools answer with text only.
 */
const SHAPES: Partial<Record<ToolName, { properties: Props; pick(output: Record<string, unknown>): Record<string, unknown> }>> = {
  web_scrape: {
    properties: {
      url: str("The page asked for."),
      title: str("The page's title."),
      statusCode: int("The HTTP status the page answered with."),
      offset: int("Character offset this result starts at."),
      nextOffset: int("Offset to pass to read on, when the page was cut."),
      cached: bool("The page came from this session's cache (no credits)."),
    },
    pick: (o) => {
      const metadata = isRecord(o.document) && isRecord(o.document.metadata) ? o.document.metadata : {};
      return { url: o.url, title: metadata.title, statusCode: metadata.statusCode, offset: o.offset, nextOffset: o.nextOffset, cached: o.cached };
    },
  },
  web_crawl: { properties: CRAWL, pick: crawlFields },
  web_crawl_status: { properties: CRAWL, pick: crawlFields },
  web_extract: { properties: JOB, pick: jobFields },
  web_agent: { properties: JOB, pick: jobFields },
  web_agent_status: { properties: JOB, pick: jobFields },
  web_interact_stop: {
    properties: {
      stopped: bool("A browser session was open and is now stopped."),
      creditsBilled: { type: "number", description: "Credits billed for the browser time." },
      sessionDurationMs: int("How long the session ran, in milliseconds."),
    },
    pick: (o) => ({ stopped: o.stopped, creditsBilled: o.creditsBilled, sessionDurationMs: o.sessionDurationMs }),
  },
};

function crawlFields(o: Record<string, unknown>): Record<string, unknown> {
  const { jobId, status, completed, total, offset, moreAvailable, error } = o;
  return { jobId, status, completed, total, offset, pagesReturned: Array.isArray(o.documents) ? o.documents.length : undefined, moreAvailable, error };
}

function jobFields(o: Record<string, unknown>): Record<string, unknown> {
  const { jobId, status, done, data, error } = o;
  return { jobId, status, done, data, error };
}

/** The output schema MCP lists for a tool, when its result has a shape. */
export function outputSchemaOf(name: ToolName): OutputSchema | undefined {
  const shape = SHAPES[name];
  return shape && { type: "object", properties: { ...shape.properties, ...CREDITS }, required: ["creditsUsed"] };
}

/**
 * A successful result's `structuredContent`, or undefined for tools without a shape. Fields of the
 * wrong type are left out (every field but `creditsUsed` is optional), so the listed schema always
 * holds; `data` is left out when its JSON is longer than `maxChars` (the text has it, cut to fit).
 */
export function structuredContentOf(result: ToolResult, maxChars: number): Record<string, unknown> | undefined {
  const shape = SHAPES[result.tool];
  if (!shape || !result.ok || !isRecord(result.output)) return undefined;
  const picked = shape.pick(result.output);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(picked)) {
    const declared = (shape.properties[key] as { type?: string } | undefined)?.type;
    if (value === undefined || value === null || !fits(value, declared)) continue;
    if (key === "data" && (JSON.stringify(value)?.length ?? 0) > maxChars) continue;
    out[key] = value;
  }
  return { ...out, creditsUsed: result.creditsUsed };
}

function fits(value: unknown, type: string | undefined): boolean {
  if (type === undefined) return true;
  if (type === "integer") return Number.isInteger(value);
  if (type === "number") return typeof value === "number" && Number.isFinite(value);
  return typeof value === type;
}
