import { z } from "zod/v4";
import { lazyValue } from "../../core/lazy-value.js";
import type { CrawlStatus } from "../../client/crawl-jobs.js";
import { IncompleteJobError } from "../../client/incomplete-job.js";
import { TERMINAL_JOB_STATES } from "../../operations/job-status.js";
import { JobFailedError, JobTimeoutError } from "../../core/errors.js";
import type { WebDocument } from "../../operations/document.js";
import type { ToolSettings } from "../options.js";
import type { ToolRuntime } from "../runtime.js";
import type { ToolSpec } from "../types.js";
import { renderCrawlPages } from "./crawl-render.js";
import { shortfallFields, shortfallText, type CrawlToolOutput } from "./web-crawl.js";

const schema = lazyValue(() =>
  z.object({
    jobId: z.string().min(1).describe("The jobId web_crawl returned."),
    offset: z.number().int().min(0).optional().describe("Index of the first page to return (default 0)."),
    limit: z.number().int().min(1).max(50).optional().describe("How many pages to return (default 10)."),
  }),
);
type Input = z.infer<ReturnType<typeof schema>>;

/** A status read's output: the crawl's, plus how many reads in a row showed no progress once that counts as stalled. */
export type CrawlStatusOutput = CrawlToolOutput & { stalledReads?: number | undefined };

/** `web_crawl_status`: progress and pages of a crawl, from any offset. Free. */
export function webCrawlStatusSpec(runtime: ToolRuntime, settings: ToolSettings = {}): ToolSpec<Input, CrawlStatusOutput> {
  return {
    name: "web_crawl_status",
    costly: false,
    description:
      settings.description ??
      "Check a crawl started by web_crawl and read its pages from `offset` (free). Use it when web_crawl said the " +
        "crawl is still running or that more pages are available. Reading a running crawl does not use up this tool's " +
        "call limit; stop reading on when the result says the crawl made no progress.",
    inputSchema: schema(),
    async execute(input, ctx) {
      const offset = input.offset ?? 0;
      const limit = input.limit ?? 10;
      const read = await readWindow(runtime, input.jobId, offset, limit, ctx.signal);
      const page = read.last;
      const running = page !== undefined && !read.ended;
      return {
        stalledReads: running ? runtime.jobs.observe(input.jobId, `${page.status}:${page.completed ?? "?"}/${page.total ?? "?"}`) : undefined,
        jobId: input.jobId,
        status: page?.status ?? "unknown",
        total: page?.total,
        completed: page?.completed,
        creditsUsed: page?.creditsUsed,
        offset,
        documents: read.documents.slice(0, limit),
        moreAvailable: read.documents.length > limit || (!read.ended && read.shortfall === undefined),
        error: page?.status === "failed" ? (page.error ?? "the crawl failed") : undefined,
        ...shortfallFields(read.shortfall),
      };
    },
    creditsOf: (out) => runtime.settleJobCredits(out.jobId, out.creditsUsed),
    readsJob: (input) => input.jobId,
    render(out, budget) {
      const head = `Crawl ${out.jobId}: ${out.status}, ${out.completed ?? "?"}/${out.total ?? "?"} pages done.${out.error ? ` Error: ${out.error}` : ""}${shortfallText(out)}${stallText(out)}`;
      if (out.documents.length === 0) {
        return `${head}\nNo pages at offset ${out.offset}${out.moreAvailable ? " yet; check again shortly." : "."}`;
      }
      return `${head}\n\n${renderCrawlPages(out.jobId, out.documents, out.offset, budget.maxTokens - 80, out.moreAvailable, budget.tokens)}`;
    },
  };
}

/** When reading on is no use: the crawl showed no progress over several reads and a while. */
function stallText(out: CrawlStatusOutput): string {
  if (!out.stalledReads) return "";
  return (
    `\nNo progress in the last ${out.stalledReads} reads: stop reading this crawl now and work with the pages you have ` +
    `(the crawl keeps running; jobId ${out.jobId} can be read later).`
  );
}

/**
 * The documents at `offset`… that exist right now (never waiting for more), each once, plus one
 * beyond `limit` to tell whether more exist. Read through the client's exactly-once page stream, so
 * the window is right even on servers that ignore `skip` and repeat documents.
 */
async function readWindow(runtime: ToolRuntime, jobId: string, offset: number, limit: number, signal: AbortSignal | undefined) {
  const documents: WebDocument[] = [];
  let last: CrawlStatus | undefined;
  // `maxWaitMs: 0`: stop as soon as the stream would have to wait for the crawl. No healing here:
  // a status read must not start a replacement crawl.
  const options = { signal, skip: offset, pageSize: Math.min(limit + 1, 1000), maxWaitMs: 0, onStatus: (s: CrawlStatus) => (last = s), healing: false as const };
  let shortfall: IncompleteJobError | undefined;
  try {
    for await (const doc of runtime.client.crawl.pages(jobId, options)) {
      documents.push(doc);
      if (documents.length > limit) break;
    }
  } catch (error) {
    if (error instanceof IncompleteJobError) shortfall = error;
    else if (!(error instanceof JobTimeoutError || error instanceof JobFailedError)) throw error;
  }
  const ended = last !== undefined && TERMINAL_JOB_STATES.has(String(last.status));
  return { documents, last, ended, shortfall };
}
