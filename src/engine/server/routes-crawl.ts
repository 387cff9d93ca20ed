import { pageFormatSchemaProblem } from "../model/page-model-formats.js";
import { randomUUID } from "node:crypto";
import { apiError, json, readPaging, type Reply } from "../../server-kit/index.js";
import { storedStatusPage } from "../crawl/stored-status-page.js";
import { busyMessage, busyRetryAfterSeconds } from "../crawl/crawl-bounds.js";
import { CrawlJob } from "../crawl/crawl-jobs.js";
import { runCrawl } from "../crawl/crawler.js";
import { ipLiteralOf } from "../fetch/address-policy.js";
import { blockedMessage } from "../fetch/fetch-failure.js";
import { problemReply } from "./api-errors.js";
import { browserRequirement } from "./browser-requirement.js";
import { planCrawl } from "./crawl-request.js";
import { checkWebhook, startJobEvents } from "./job-webhooks.js";
import type { EngineRequest, EngineRouteTable } from "./engine-routes.js";

/** The job of a `/crawl/{id}` route (the kit already checked the id is a UUID), or the 404 answer. */
function findJob({ params, engine }: EngineRequest<unknown>, missing: Reply): CrawlJob | Reply {
  return engine.jobs.get(params.id ?? "") ?? missing;
}

const jobNotFound = () => apiError(404, "Job not found");

/** Crawl routes (docs/api.md §4): start, status pages, cancel, errors. */
export const crawlRoutes: EngineRouteTable = {
  /** `POST /crawl` (docs/api.md §4.1): validate, plan, start in the background, answer the job id. */
  "crawl.start": async ({ req, body, engine, baseUrl }) => {
    const planned = planCrawl(body, { maxConcurrency: engine.crawlConcurrency, userAgent: engine.userAgent, model: engine.models !== undefined });
    if ("problem" in planned) return problemReply(planned.problem);
    const { plan, warnings } = planned;
    const webhook = checkWebhook(engine, body.webhook);
    if (webhook !== undefined && "status" in webhook) return webhook;
    const schemaProblem = await pageFormatSchemaProblem(plan.scrape.pageFormats, ["scrapeOptions"]);
    if (schemaProblem !== undefined) return problemReply(schemaProblem);
    const needsBrowser = browserRequirement(engine, plan.scrape);
    if (needsBrowser !== undefined) return needsBrowser;
    const literal = ipLiteralOf(plan.scope.start.hostname);
    if (literal !== undefined && engine.fetcher.isBlocked(literal, literal)) {
      return apiError(403, blockedMessage(plan.scope.start.href), { code: "SCRAPE_BLOCKED_ADDRESS" });
    }
    const idempotencyKey = req.headers["x-idempotency-key"];
    const keyed = typeof idempotencyKey === "string" && idempotencyKey !== "";
    if (keyed && engine.idempotencyKeys.has(idempotencyKey)) return apiError(409, "Idempotency key already used");

    if (engine.running.size >= engine.maxConcurrentJobs) {
      return apiError(429, busyMessage(engine.maxConcurrentJobs), { code: "ENGINE_BUSY" }, { "retry-after": String(busyRetryAfterSeconds) });
    }

    const id = randomUUID();
    const frontier = engine.frontierFactory(id, plan.limit);
    const job = new CrawlJob(id, plan.scope.start.href, plan.limit, frontier, engine.results, warnings);
    engine.jobs.add(job);
    engine.requestLog.recordJob(job.id, body);
    if (keyed) rememberKey(engine.idempotencyKeys, idempotencyKey, job.id);
    engine.log(`crawl ${job.id}: started at ${plan.scope.start.href} (limit ${plan.limit})`);
    startJobEvents(engine, "crawl", job.id, job.events, webhook);
    const run = runCrawl(plan, { scraper: engine.scraper, fetcher: engine.fetcher, frontier, log: engine.log }, job, job.controller.signal)
      .then(
        () => job.finish(),
        (error: unknown) => job.finish(error),
      )
      .then(() => engine.log(`crawl ${job.id}: ${job.status}, ${job.documentCount} page(s), ${job.errors.length} error(s)`));
    engine.running.add(run);
    void run.finally(() => engine.running.delete(run));
    const warning = warnings.length > 0 ? { warning: warnings.join(" ") } : {};
    return json(200, { success: true, id: job.id, url: `${baseUrl}/crawl/${job.id}`, ...warning });
  },

  /** `GET /crawl/{id}` (docs/api.md §4.2): status and one page of results. */
  "crawl.status": async (request) => {
    const job = findJob(request, jobNotFound());
    if (!(job instanceof CrawlJob)) return job;
    const paging = readPaging(request.query);
    if ("status" in paging) return paging;
    return json(200, await storedStatusPage(job, paging, `${request.baseUrl}/crawl/${job.id}`));
  },

  /** `DELETE /crawl/{id}` (docs/api.md §4.3): bodies without `success`, as the service sends them. */
  "crawl.cancel": (request) => {
    const job = findJob(request, json(404, { error: "Job not found" }));
    if (!(job instanceof CrawlJob)) return job;
    if (job.status === "completed") return json(409, { error: "Crawl is already completed" });
    if (job.status === "failed") return json(409, { error: "Crawl has already failed" });
    job.cancel();
    return json(200, { status: "cancelled" });
  },

  /** `GET /crawl/{id}/errors` (docs/api.md §4.4). */
  "crawl.errors": (request) => {
    const job = findJob(request, jobNotFound());
    if (!(job instanceof CrawlJob)) return job;
    return json(200, { errors: job.errors, robotsBlocked: job.robotsBlockedUrls });
  },
};

/** Most idempotency keys remembered; the oldest are forgotten first, so a long `serve` stays bounded. */
const MAX_IDEMPOTENCY_KEYS = 10_000;

function rememberKey(keys: Map<string, string>, key: string, jobId: string): void {
  keys.set(key, jobId);
  while (keys.size > MAX_IDEMPOTENCY_KEYS) keys.delete(keys.keys().next().value!);
}
