import { z } from "zod/v4";
import type { CrawlStatus } from "../../client/crawl-jobs.js";
import { TERMINAL_JOB_STATES } from "../../client/job-wait.js";
import { JobFailedError, JobTimeoutError } from "../../core/errors.js";
import type { WebDocument } from "../../operations/document.js";
import type { ToolSettings } from "../options.js";
import type { ToolRuntime } from "../runtime.js";
import type { ToolSpec } from "../types.js";
import { renderCrawlPages } from "./crawl-render.js";
import type { CrawlToolOutput } from "./web-crawl.js";

const schema = z.object({
  jobId: z.string().min(1).describe("The jobId web_crawl returned."),
  offset: z.number().int().min(0).optional().describe("Index of the first page to return (default 0)."),
  limit: z.number().int().min(1).max(50).optional().describe("How many pages to return (default 10)."),
});
type Input = z.infer<typeof schema>;

/** `web_crawl_status`: progress and pages of a crawl, from any offset. Free. */
export function webCrawlStatusSpec(runtime: ToolRuntime, settings: ToolSettings = {}): ToolSpec<Input, CrawlToolOutput> {
  return {
    name: "web_crawl_status",
    costly: false,
    description:
      settings.description ??
      "Check a crawl started by web_crawl and read its pages from `offset` (free). Use it when web_crawl said the " +
        "crawl is still running or that more pages are available.",
    inputSchema: schema,
    async execute(input, ctx) {
      const offset = input.offset ?? 0;
      const limit = input.limit ?? 10;
      const read = await readWindow(runtime, input.jobId, offset, limit, ctx.signal);
      const page = read.last;
      return {
        jobId: input.jobId,
        status: page?.status ?? "unknown",
        total: page?.total,
        completed: page?.completed,
        creditsUsed: page?.creditsUsed,
        offset,
        documents: read.documents.slice(0, limit),
        moreAvailable: read.documents.length > limit || !read.ended,
        error: page?.status === "failed" ? (page.error ?? "the crawl failed") : undefined,
      };
    },
    creditsOf: (out) => runtime.settleJobCredits(out.jobId, out.creditsUsed),
    render(out, budget) {
      const head = `Crawl ${out.jobId}: ${out.status}, ${out.completed ?? "?"}/${out.total ?? "?"} pages done.${out.error ? ` Error: ${out.error}` : ""}`;
      if (out.documents.length === 0) {
        return `${head}\nNo pages at offset ${out.offset}${out.moreAvailable ? " yet; check again shortly." : "."}`;
      }
      return `${head}\n\n${renderCrawlPages(out.jobId, out.documents, out.offset, budget.maxTokens - 80, out.moreAvailable, budget.tokens)}`;
    },
  };
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
  try {
    for await (const doc of runtime.client.crawl.pages(jobId, options)) {
      documents.push(doc);
      if (documents.length > limit) break;
    }
  } catch (error) {
    if (!(error instanceof JobTimeoutError || error instanceof JobFailedError)) throw error;
  }
  const ended = last !== undefined && TERMINAL_JOB_STATES.has(String(last.status));
  return { documents, last, ended };
}
