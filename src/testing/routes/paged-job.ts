import { readPaging, resultStatusPage, type ResultJobView } from "../../server-kit/index.js";
import { crawlDocument } from "../fixtures.js";
import { json } from "../http-io.js";
import { JOB_TTL_MS, advanceCrawl, type CrawlJob } from "../jobs.js";
import type { MockState, RouteHandler } from "../state.js";
import type { MockDocument } from "../types.js";

/**
 * Status, cancel and errors of a paged job — crawl and batch scrape behave alike (docs/api.md §4.2–4.5);
 * only the path (`crawl` or `batch/scrape`) and the job map differ.
 */
export function pagedJobRoutes(path: "crawl" | "batch/scrape", jobsOf: (state: MockState) => Map<string, CrawlJob>) {
  /**
   * `GET /<path>/:id`: status plus one page of documents, built by the server kit like the engine's.
   * A poll without `skip` advances the job first. A paging request that has caught up with the
   * finished documents gets the empty page and the same `next` (as the service answers), and
   * advances the job afterwards — time passes while a client waits to ask again.
   */
  const status: RouteHandler = async (request, context) => {
    const job = jobsOf(context.state).get(request.params["id"] ?? "");
    if (!job) return json(404, { success: false, error: "Job not found" });
    const paging = readPaging(new URLSearchParams(request.query));
    if ("status" in paging) return paging;
    if (request.query["skip"] === undefined) advanceCrawl(job, context.now());
    const body = await resultStatusPage(resultView(job), paging, {
      jobUrl: `${job.nextOrigin ?? context.origin}/v2/${path}/${job.id}`,
      pageSize: context.pageSize,
      maxPageBytes: job.maxPageBytes,
      alwaysNext: job.repeatNext,
    });
    if (request.query["skip"] !== undefined && paging.skip >= job.completed) advanceCrawl(job, context.now());
    return json(200, body);
  };

  /** `DELETE /<path>/:id` (docs/api.md §4.3): bodies without `success`. */
  const cancel: RouteHandler = (request, context) => {
    const job = jobsOf(context.state).get(request.params["id"] ?? "");
    if (!job) return json(404, { error: "Job not found" });
    if (job.status === "completed") return json(409, { error: `${path === "crawl" ? "Crawl" : "Batch scrape"} is already completed` });
    if (job.status === "failed") return json(409, { error: `${path === "crawl" ? "Crawl" : "Batch scrape"} has already failed` });
    if (job.status === "scraping") {
      job.status = "cancelled";
      job.completedAt = context.now();
    }
    return json(200, { status: "cancelled" });
  };

  /** `GET /<path>/:id/errors` (docs/api.md §4.4): no `success`, no `data` wrapper. */
  const errors: RouteHandler = (request, context) => {
    const job = jobsOf(context.state).get(request.params["id"] ?? "");
    if (!job) return json(404, { success: false, error: "Job not found" });
    return json(200, { errors: job.errors, robotsBlocked: job.robotsBlocked });
  };

  return { status, cancel, errors };
}

/** The mock job as the server kit's status pages read it; generated documents are built per page. */
function resultView(job: CrawlJob): ResultJobView<MockDocument> {
  return {
    id: job.id,
    status: job.status,
    createdAt: new Date(job.createdAt),
    completedAt: job.completedAt === undefined ? undefined : new Date(job.completedAt),
    expiresAt: new Date(job.createdAt + JOB_TTL_MS),
    completed: job.completed,
    creditsUsed: job.completed,
    error: job.status === "failed" ? (job.failWith ?? "Crawl failed") : undefined,
    total: () => job.total,
    readyCount: () => job.completed,
    read: (skip, count) => Array.from({ length: count }, (_, offset) => documentAt(job, skip + offset)),
  };
}

function documentAt(job: CrawlJob, index: number): MockDocument {
  if (Array.isArray(job.documents)) return job.documents[index] ?? {};
  return crawlDocument(job.id, job.origin ?? "https://example.com", index + 1, job.docBytes);
}
