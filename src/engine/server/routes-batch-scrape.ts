import { pageFormatSchemaProblem } from "../model/page-model-formats.js";
import { randomUUID } from "node:crypto";
import { describeWebUrlProblem } from "../../operations/index.js";
import { apiError, badRequest, customIssue, json, readPaging, type Reply } from "../../server-kit/index.js";
import { storedStatusPage } from "../crawl/stored-status-page.js";
import { BatchJob, BatchQueue, runBatchScrape } from "../batch/batch-scrape-run.js";
import { busyMessage, busyRetryAfterSeconds, clampToMaximum, maxCrawlConcurrency } from "../crawl/crawl-bounds.js";
import { CrawlJob } from "../crawl/crawl-jobs.js";
import { toScrapeSettings, withScheme } from "../scrape/scrape-settings.js";
import { fetchFailureResponse, problemReply } from "./api-errors.js";
import { browserRequirement } from "./browser-requirement.js";
import type { EngineRequest, EngineRouteTable } from "./engine-routes.js";
import { checkWebhook, startJobEvents } from "./job-webhooks.js";

function findBatch({ params, engine }: EngineRequest<unknown>, missing: Reply): CrawlJob | Reply {
  return engine.batchJobs.get(params.id ?? "") ?? missing;
}

/** Batch scrape (docs/api.md §4.5) on the crawl job machinery: same status pages, errors, cancel and retention. */
export const batchScrapeRoutes: EngineRouteTable = {
  /** `POST /batch/scrape`: scrape options at the top level; invalid URLs listed in `invalidURLs` (or a 400 when not ignored). */
  "batchScrape.start": async ({ body, engine, baseUrl }) => {
    const { urls, webhook, appendToId, ignoreInvalidURLs, maxConcurrency, ...scrapeOptions } = body;
    const valid: string[] = [];
    const invalidURLs: string[] = [];
    urls.forEach((url) => (describeWebUrlProblem(url, "url") === undefined ? valid.push(withScheme(url)) : invalidURLs.push(url)));
    if (invalidURLs.length > 0 && ignoreInvalidURLs === false) {
      return badRequest(urls.flatMap((url, index) => {
        const problem = describeWebUrlProblem(url, `urls[${index}]`);
        return problem === undefined ? [] : [customIssue(["urls", index], problem)];
      }));
    }
    if (valid.length === 0) return badRequest([customIssue(["urls"], "None of the URLs is valid (expected e.g. https://example.com/page).")]);
    const target = checkWebhook(engine, webhook);
    if (target !== undefined && "status" in target) return target;
    if (appendToId !== undefined) {
      return badRequest([customIssue(["appendToId"], "The local engine cannot add URLs to a running batch; start a new batch scrape instead.")]);
    }
    const resolved = toScrapeSettings(scrapeOptions, ["markdown"], [], { model: engine.models !== undefined });
    if ("problem" in resolved) return problemReply(resolved.problem);
    const schemaProblem = await pageFormatSchemaProblem(resolved.settings.pageFormats);
    if (schemaProblem !== undefined) return problemReply(schemaProblem);
    const needsBrowser = browserRequirement(engine, resolved.settings);
    if (needsBrowser !== undefined) return needsBrowser;
    if (engine.running.size >= engine.maxConcurrentJobs) {
      return apiError(429, busyMessage(engine.maxConcurrentJobs), { code: "ENGINE_BUSY" }, { "retry-after": String(busyRetryAfterSeconds) });
    }
    const concurrency = clampToMaximum(maxConcurrency ?? engine.crawlConcurrency, maxCrawlConcurrency, "maxConcurrency");
    const warnings = [...resolved.notes, ...(concurrency.warning === undefined ? [] : [concurrency.warning])];

    const id = randomUUID();
    const queue = new BatchQueue(valid);
    const job = new BatchJob(id, valid[0] ?? "", valid.length, queue, engine.results, warnings);
    engine.batchJobs.add(job);
    engine.log(`batch scrape ${id}: started with ${valid.length} URL(s)`);
    startJobEvents(engine, "batch_scrape", id, job.events, target);
    const run = runBatchScrape(job, queue, resolved.settings, concurrency.value, engine, (failure) => fetchFailureResponse(failure).code)
      .then(
        () => job.finish(),
        (error: unknown) => job.finish(error),
      )
      .then(() => engine.log(`batch scrape ${id}: ${job.status}, ${job.documentCount} page(s), ${job.errors.length} error(s)`));
    engine.running.add(run);
    void run.finally(() => engine.running.delete(run));
    return json(200, {
      success: true,
      id,
      url: `${baseUrl}/batch/scrape/${id}`,
      ...(invalidURLs.length > 0 ? { invalidURLs } : {}),
      ...(warnings.length > 0 ? { warning: warnings.join(" ") } : {}),
    });
  },

  /** `GET /batch/scrape/{id}`: status and one page of results, exactly like a crawl's. */
  "batchScrape.status": async (request) => {
    const job = findBatch(request, apiError(404, "Job not found"));
    if (!(job instanceof CrawlJob)) return job;
    const paging = readPaging(request.query);
    if ("status" in paging) return paging;
    return json(200, await storedStatusPage(job, paging, `${request.baseUrl}/batch/scrape/${job.id}`));
  },

  /** `DELETE /batch/scrape/{id}`: `{status:"cancelled"}` without `success`, as for a crawl. */
  "batchScrape.cancel": (request) => {
    const job = findBatch(request, json(404, { error: "Job not found" }));
    if (!(job instanceof CrawlJob)) return job;
    if (job.status === "completed") return json(409, { error: "Batch scrape is already completed" });
    if (job.status === "failed") return json(409, { error: "Batch scrape has already failed" });
    job.cancel();
    return json(200, { status: "cancelled" });
  },

  "batchScrape.errors": (request) => {
    const job = findBatch(request, apiError(404, "Job not found"));
    if (!(job instanceof CrawlJob)) return job;
    return json(200, { errors: job.errors, robotsBlocked: job.robotsBlockedUrls });
  },
};
