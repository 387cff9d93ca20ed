import { z } from "zod/v4";
import { lazyValue } from "../../core/lazy-value.js";
import type { CrawlParams, CrawlStatus } from "../../client/crawl-jobs.js";
import { IncompleteJobError } from "../../client/incomplete-job.js";
import type { WithUserSchema } from "../../client/user-schemas.js";
import type { WebDocument } from "../../operations/document.js";
import { defined, modelSchema } from "../fixed-params.js";
import { effectiveJobId, waitMs, waitWithinBudget } from "../job-wait.js";
import { maxWaitOf, type WaitingToolSettings } from "../options.js";
import type { ToolRuntime } from "../runtime.js";
import type { ToolCallContext, ToolSpec } from "../types.js";
import { renderCrawlPages } from "./crawl-render.js";

const shape = lazyValue(() => ({
  url: z.string().min(1).describe("Where to start; the crawl follows links below this URL."),
  limit: z.number().int().min(1).max(100).optional().describe("Most pages to crawl (default 10). Each page costs 1 credit."),
  includePaths: z.array(z.string()).optional().describe('Only URLs whose path matches one of these regexes, e.g. ["^/docs/"].'),
  excludePaths: z.array(z.string()).optional().describe('Skip URLs whose path matches one of these regexes, e.g. ["^/blog/"].'),
  maxDepth: z.number().int().min(0).max(10).optional().describe("How many links deep to follow from the start URL."),
  waitSeconds: z.number().int().min(0).max(600).optional().describe("Wait at most this long for pages (capped by the app)."),
}));

type Input = { url: string; limit?: number; includePaths?: string[]; excludePaths?: string[]; maxDepth?: number; waitSeconds?: number };

/** What web_crawl and web_crawl_status return to the application. */
export interface CrawlToolOutput {
  jobId: string;
  status: string;
  total?: number | undefined;
  completed?: number | undefined;
  creditsUsed?: number | undefined;
  /** Index of the first document in `documents` within the crawl. */
  offset: number;
  documents: WebDocument[];
  /** More pages exist (the crawl is running, or later pages were not fetched). */
  moreAvailable: boolean;
  error?: string | undefined;
  /**
   * Pages the server reports finished but never delivered (a capped status page on a server that
   * ignores `skip`); `warning` says so in words. Absent when nothing is missing.
   */
  missing?: number | undefined;
  warning?: string | undefined;
}

/** `web_crawl`: crawl a site section and return its pages, within a wait budget. */
export function webCrawlSpec(
  runtime: ToolRuntime,
  settings: WaitingToolSettings<Partial<WithUserSchema<CrawlParams>>> = {},
): ToolSpec<Input, CrawlToolOutput> {
  const fixed = settings.params ?? {};
  const budgetMs = maxWaitOf(settings, runtime.maxWaitMs);
  return {
    name: "web_crawl",
    costly: true,
    description:
      settings.description ??
      "Crawl several pages of one website and return them as markdown (1 credit per page). Use it to read a " +
        "documentation section or a whole small site. For one page use web_scrape. If the crawl takes longer than " +
        "the wait budget you get the pages so far and a jobId: call web_crawl_status with it for the rest.",
    inputSchema: modelSchema(shape(), fixed, { maxDepth: ["maxDiscoveryDepth"] }) as unknown as z.ZodType<Input>,
    async execute(input, ctx) {
      const client = runtime.client;
      const requested = input.limit ?? (fixed.limit as number | undefined) ?? 10;
      // Never start a crawl that could spend more than the credit budget has left.
      const limit = Math.max(1, Math.min(requested, Math.floor(runtime.ledger.remaining / creditsPerPage(fixed))));
      const params = {
        ...defined({
          url: input.url,
          includePaths: input.includePaths,
          excludePaths: input.excludePaths,
          maxDiscoveryDepth: input.maxDepth,
        }),
        ...fixed,
        limit,
      } as WithUserSchema<CrawlParams>;
      const job = await client.crawl.start(params, { signal: ctx.signal });
      const documents: WebDocument[] = [];
      let last: CrawlStatus | undefined;
      const onStatus = (s: CrawlStatus) => {
        last = s;
        reportProgress(ctx, s, documents.length);
      };
      let shortfall: IncompleteJobError | undefined;
      const outcome = await waitWithinBudget(async () => {
        const pages = job.pages({ signal: ctx.signal, maxWaitMs: waitMs(budgetMs, input.waitSeconds), onStatus });
        try {
          for await (const doc of pages) documents.push(doc);
        } catch (error) {
          if (!(error instanceof IncompleteJobError)) throw error;
          shortfall = error;
        }
        return last;
      }, job);
      const status = last?.status ?? (outcome.state === "failed" ? "failed" : "scraping");
      return {
        jobId: effectiveJobId(job.id),
        status,
        total: last?.total,
        completed: last?.completed,
        creditsUsed: last?.creditsUsed,
        offset: 0,
        documents,
        moreAvailable: outcome.state === "still-running",
        error: outcome.state === "failed" ? outcome.error : undefined,
        ...shortfallFields(shortfall),
      };
    },
    creditsOf: (out) => runtime.settleJobCredits(out.jobId, out.creditsUsed ?? out.documents.length),
    startsJob: (out) => out.jobId,
    check: (out) =>
      out.error
        ? { category: "job_failed", message: out.error, hint: "Narrow the crawl (includePaths, a smaller limit) or scrape single pages." }
        : out.documents.length === 0 && !out.moreAvailable
          ? {
              category: "empty_result",
              message: "The crawl finished with 0 pages.",
              hint: "Check the URL; includePaths may exclude the start page; try web_map to see the site's URLs.",
            }
          : undefined,
    render(out, budget) {
      const state = out.moreAvailable
        ? `Crawl ${out.jobId} is still running (${out.completed ?? out.documents.length}/${out.total ?? "?"} pages done).`
        : `Crawl ${out.jobId} ${out.status}: ${out.documents.length} pages.${shortfallText(out)}`;
      return `${state}\n\n${renderCrawlPages(out.jobId, out.documents, 0, budget.maxTokens - 80, out.moreAvailable, budget.tokens)}`;
    },
  };
}

/** The output fields of a read its server could not deliver in full. */
export function shortfallFields(shortfall: IncompleteJobError | undefined): Pick<CrawlToolOutput, "missing" | "warning"> {
  return shortfall ? { missing: shortfall.missing, warning: shortfall.message } : {};
}

/** What the model reads about pages it will never get (empty when none are missing). */
export function shortfallText(out: CrawlToolOutput): string {
  return out.missing && out.warning
    ? ` WARNING: ${out.warning} To read the others, crawl narrower sections (includePaths) or scrape their URLs.`
    : "";
}

/** Tells the caller the crawl's counters (MCP progress notifications). */
function reportProgress(ctx: ToolCallContext, status: CrawlStatus, received: number): void {
  const completed = status.completed ?? received;
  ctx.onProgress?.({ completed, total: status.total, message: `crawl ${status.status ?? "running"}: ${completed}/${status.total ?? "?"} pages` });
}

/** Credits one crawled page costs with these options: 1, plus 4 with a json format (docs/api.md §10). */
function creditsPerPage(fixed: Partial<WithUserSchema<CrawlParams>>): number {
  const formats = (fixed.scrapeOptions as { formats?: unknown[] } | undefined)?.formats ?? [];
  const json = formats.some((f) => f === "json" || (typeof f === "object" && f !== null && (f as { type?: unknown }).type === "json"));
  return json ? 5 : 1;
}
