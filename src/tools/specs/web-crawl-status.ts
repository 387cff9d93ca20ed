import { z } from "zod/v4";
import { TERMINAL_JOB_STATES } from "../../client/job-wait.js";
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
      const page = await runtime.client.crawl.status(input.jobId, { signal: ctx.signal, skip: offset, limit });
      // Servers that ignore `limit` send up to 100 pages: keep what was asked for.
      const documents = (page.data ?? []).slice(0, limit);
      const done = TERMINAL_JOB_STATES.has(String(page.status));
      return {
        jobId: input.jobId,
        status: page.status ?? "unknown",
        total: page.total,
        completed: page.completed,
        creditsUsed: page.creditsUsed,
        offset,
        documents,
        // `completed` also counts pages that failed, so after the end only `next` says more exist.
        moreAvailable: done ? Boolean(page.next) : true,
        error: page.status === "failed" ? (page.error ?? "the crawl failed") : undefined,
      };
    },
    creditsOf: (out) => runtime.settleJobCredits(out.jobId, out.creditsUsed),
    render(out, budget) {
      const head = `Crawl ${out.jobId}: ${out.status}, ${out.completed ?? "?"}/${out.total ?? "?"} pages done.${out.error ? ` Error: ${out.error}` : ""}`;
      if (out.documents.length === 0) {
        return `${head}\nNo pages at offset ${out.offset}${out.moreAvailable ? " yet; check again shortly." : "."}`;
      }
      return `${head}\n\n${renderCrawlPages(out.jobId, out.documents, out.offset, budget.maxTokens - 80, out.moreAvailable)}`;
    },
  };
}
