import { randomUUID } from "node:crypto";
import { crawlStartRequestSchema } from "../../operations/index.js";
import { busyMessage, busyRetryAfterSeconds } from "../crawl/crawl-bounds.js";
import { CrawlJob } from "../crawl/crawl-jobs.js";
import { crawlStatusPage } from "../crawl/crawl-status-page.js";
import { runCrawl } from "../crawl/crawler.js";
import { ipLiteralOf, isPrivateAddress } from "../fetch/address-policy.js";
import { blockedMessage } from "../fetch/fetch-failure.js";
import { sendBadRequest, sendError, sendInvalidJson } from "./api-errors.js";
import { planCrawl } from "./crawl-request.js";
import { readJsonBody, sendJson } from "./http-io.js";
import { customIssue, parseRequest } from "./request-validation.js";
import type { RouteRequest, Router } from "./router.js";
import { maxRequestBytes } from "./routes-scrape.js";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `POST /crawl` (API.md §4.1): validate, plan, start in the background, answer the job id. */
async function startCrawl({ req, res, engine }: RouteRequest): Promise<void> {
  const body = await readJsonBody(req, maxRequestBytes);
  if (!body.ok) return sendInvalidJson(res, body.reason);
  const parsed = parseRequest(crawlStartRequestSchema, body.value);
  if (!parsed.ok) return sendBadRequest(res, parsed.issues);
  const planned = planCrawl(parsed.data, { maxConcurrency: engine.crawlConcurrency, userAgent: engine.userAgent });
  if ("problem" in planned) {
    const { problem } = planned;
    if (problem.status === 400) return sendBadRequest(res, [customIssue(problem.path, problem.message)], problem.code);
    return sendError(res, problem.status, problem.message, { code: problem.code });
  }
  const { plan, warnings } = planned;
  const literal = ipLiteralOf(plan.scope.start.hostname);
  if (literal !== undefined && !engine.allowPrivateNetwork && isPrivateAddress(literal)) {
    return sendError(res, 403, blockedMessage(plan.scope.start.href, literal), { code: "SCRAPE_BLOCKED_ADDRESS" });
  }
  const idempotencyKey = req.headers["x-idempotency-key"];
  if (typeof idempotencyKey === "string" && idempotencyKey !== "") {
    if (engine.idempotencyKeys.has(idempotencyKey)) return sendError(res, 409, "Idempotency key already used");
  }

  if (engine.running.size >= engine.maxConcurrentJobs) {
    res.setHeader("retry-after", String(busyRetryAfterSeconds));
    return sendError(res, 429, busyMessage(engine.maxConcurrentJobs), { code: "ENGINE_BUSY" });
  }

  const id = randomUUID();
  const frontier = engine.frontierFactory(id);
  const job = new CrawlJob(id, plan.scope.start.href, plan.limit, frontier, warnings);
  engine.jobs.add(job);
  if (typeof idempotencyKey === "string" && idempotencyKey !== "") rememberKey(engine.idempotencyKeys, idempotencyKey, job.id);
  engine.log(`crawl ${job.id}: started at ${plan.scope.start.href} (limit ${plan.limit})`);
  const run = runCrawl(plan, { scraper: engine.scraper, fetcher: engine.fetcher, frontier, log: engine.log }, job, job.controller.signal)
    .then(
      () => job.finish(),
      (error: unknown) => job.finish(error),
    )
    .then(() => engine.log(`crawl ${job.id}: ${job.status}, ${job.documents.length} page(s), ${job.errors.length} error(s)`));
  engine.running.add(run);
  void run.finally(() => engine.running.delete(run));
  const warning = warnings.length > 0 ? { warning: warnings.join(" ") } : {};
  sendJson(res, 200, { success: true, id: job.id, url: `${engine.baseUrl}/crawl/${job.id}`, ...warning });
}

/** Resolves the job of a `/crawl/:id` route, answering 400/404 itself when there is none. */
function findJob({ params, res, engine }: RouteRequest, missing: () => void): CrawlJob | undefined {
  const id = params.id ?? "";
  if (!uuidPattern.test(id)) {
    sendError(res, 400, "Invalid job ID format. Job ID must be a valid UUID.");
    return undefined;
  }
  const job = engine.jobs.get(id);
  if (job === undefined) missing();
  return job;
}

function readIntParam(value: string | null, name: string, min: number, max: number): number | undefined | Error {
  if (value === null || value === "") return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    return new Error(`${name} must be an integer from ${min} to ${max}`);
  }
  return number;
}

/** `GET /crawl/:id` (API.md §4.2): status and one page of results. */
async function crawlStatus(request: RouteRequest): Promise<void> {
  const { res, query, engine } = request;
  const job = findJob(request, () => sendError(res, 404, "Job not found"));
  if (job === undefined) return;
  const skip = readIntParam(query.get("skip"), "skip", 0, Number.MAX_SAFE_INTEGER);
  const limit = readIntParam(query.get("limit"), "limit", 1, 1000);
  for (const [name, value] of [["skip", skip], ["limit", limit]] as const) {
    if (value instanceof Error) return sendBadRequest(res, [customIssue([name], value.message)]);
  }
  const page = await crawlStatusPage(job, (skip as number | undefined) ?? 0, limit as number | undefined, `${engine.baseUrl}/crawl/${job.id}`);
  sendJson(res, 200, page);
}

/** `DELETE /crawl/:id` (API.md §4.3): bodies without `success`, as the service sends them. */
function cancelCrawl(request: RouteRequest): void {
  const { res } = request;
  const job = findJob(request, () => sendJson(res, 404, { error: "Job not found" }));
  if (job === undefined) return;
  if (job.status === "completed") return sendJson(res, 409, { error: "Crawl is already completed" });
  if (job.status === "failed") return sendJson(res, 409, { error: "Crawl has already failed" });
  job.cancel();
  sendJson(res, 200, { status: "cancelled" });
}

/** `GET /crawl/:id/errors` (API.md §4.4). */
function crawlErrors(request: RouteRequest): void {
  const { res } = request;
  const job = findJob(request, () => sendError(res, 404, "Job not found"));
  if (job === undefined) return;
  sendJson(res, 200, { errors: job.errors, robotsBlocked: job.robotsBlockedUrls });
}

/** Registers the crawl routes. */
export function addCrawlRoutes(router: Router): void {
  router
    .add("POST", "/crawl", startCrawl)
    .add("GET", "/crawl/:id", crawlStatus)
    .add("DELETE", "/crawl/:id", cancelCrawl)
    .add("GET", "/crawl/:id/errors", crawlErrors);
}

/** Most idempotency keys remembered; the oldest are forgotten first, so a long `serve` stays bounded. */
const MAX_IDEMPOTENCY_KEYS = 10_000;

function rememberKey(keys: Map<string, string>, key: string, jobId: string): void {
  keys.set(key, jobId);
  while (keys.size > MAX_IDEMPOTENCY_KEYS) keys.delete(keys.keys().next().value!);
}
