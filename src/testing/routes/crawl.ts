import { readPaging, resultStatusPage, type ResultJobView } from "../../server-kit/index.js";
import { crawlDocument } from "../fixtures.js";
import { json } from "../http-io.js";
import {
  DEFAULT_CRAWL_LIMIT,
  JOB_TTL_MS,
  advanceCrawl,
  createCrawlJob,
  takeSeed,
  type CrawlJob,
} from "../jobs.js";
import type { RouteHandler } from "../state.js";
import type { MockDocument } from "../types.js";
import { IssueList, badRequest, bodyObject, isRecord } from "../validation.js";
import { notAnObject, requireTargetUrl } from "./scrape.js";

const CRAWL_KEYS = [
  "url", "limit", "includePaths", "excludePaths", "maxDiscoveryDepth", "sitemap", "crawlEntireDomain",
  "allowSubdomains", "allowExternalLinks", "ignoreQueryParameters", "deduplicateSimilarURLs", "regexOnFullURL",
  "ignoreRobotsTxt", "robotsUserAgent", "delay", "maxConcurrency", "prompt", "scrapeOptions", "webhook",
  "zeroDataRetention",
];

/** `POST /crawl` (API.md §4.1): starts the next seeded job, or a default one. */
export const startCrawl: RouteHandler = (request, context) => {
  const body = bodyObject(request.body);
  if (!body) return notAnObject();
  const issues = validateCrawlBody(body);
  const url = requireTargetUrl(body, issues);
  if (!issues.ok || !url) return badRequest(issues.issues);
  const idempotencyKey = request.headers["x-idempotency-key"];
  if (idempotencyKey !== undefined) {
    if (context.state.idempotencyKeys.has(idempotencyKey)) {
      return json(409, { success: false, error: "Idempotency key already used" });
    }
    context.state.idempotencyKeys.add(idempotencyKey);
  }
  const now = context.now();
  const job = takeSeed(context.state.crawlSeeds, context.state.crawls) ?? createCrawlJob({}, now);
  context.state.crawls.set(job.id, job);
  job.origin ??= url.origin;
  const limit = typeof body["limit"] === "number" ? body["limit"] : DEFAULT_CRAWL_LIMIT;
  job.total = Math.min(job.total, limit);
  job.completed = Math.min(job.completed, job.total);
  return json(200, { success: true, id: job.id, url: `${context.origin}/v2/crawl/${job.id}` });
};

/**
 * `GET /crawl/:id`: status plus one page of documents (API.md §4.2), built by the server kit like
 * the engine's. A poll without `skip` advances the job first. A paging request that has caught up
 * with the finished documents gets the empty page and the same `next` (as the service answers),
 * and advances the job afterwards — time passes while a client waits to ask again.
 */
export const crawlStatus: RouteHandler = async (request, context) => {
  const job = context.state.crawls.get(request.params["id"] ?? "");
  if (!job) return json(404, { success: false, error: "Job not found" });
  const paging = readPaging(new URLSearchParams(request.query));
  if ("status" in paging) return paging;
  if (request.query["skip"] === undefined) advanceCrawl(job, context.now());
  const body = await resultStatusPage(resultView(job), paging, {
    jobUrl: `${job.nextOrigin ?? context.origin}/v2/crawl/${job.id}`,
    pageSize: context.pageSize,
    maxPageBytes: job.maxPageBytes,
    alwaysNext: job.repeatNext,
  });
  if (request.query["skip"] !== undefined && paging.skip >= job.completed) advanceCrawl(job, context.now());
  return json(200, body);
};

/** The mock job as the server kit's status pages read it; generated documents are built per page. */
function resultView(job: CrawlJob): ResultJobView<MockDocument> {
  const end = job.completedAt === undefined ? undefined : new Date(job.completedAt);
  return {
    id: job.id,
    status: job.status,
    createdAt: new Date(job.createdAt),
    completedAt: end,
    expiresAt: new Date(job.createdAt + JOB_TTL_MS),
    completed: job.completed,
    creditsUsed: job.completed,
    error: job.status === "failed" ? (job.failWith ?? "Crawl failed") : undefined,
    total: () => job.total,
    readyCount: () => job.completed,
    read: (skip, count) => Array.from({ length: count }, (_, offset) => documentAt(job, skip + offset)),
  };
}

/** `DELETE /crawl/:id` (API.md §4.3): bodies without `success`. */
export const cancelCrawl: RouteHandler = (request, context) => {
  const job = context.state.crawls.get(request.params["id"] ?? "");
  if (!job) return json(404, { error: "Job not found" });
  if (job.status === "completed") return json(409, { error: "Crawl is already completed" });
  if (job.status === "failed") return json(409, { error: "Crawl has already failed" });
  if (job.status === "scraping") {
    job.status = "cancelled";
    job.completedAt = context.now();
  }
  return json(200, { status: "cancelled" });
};

/** `GET /crawl/:id/errors` (API.md §4.4): no `success`, no `data` wrapper. */
export const crawlErrors: RouteHandler = (request, context) => {
  const job = context.state.crawls.get(request.params["id"] ?? "");
  if (!job) return json(404, { success: false, error: "Job not found" });
  return json(200, { errors: job.errors, robotsBlocked: job.robotsBlocked });
};

function validateCrawlBody(body: Record<string, unknown>): IssueList {
  const issues = new IssueList();
  issues.strictKeys(body, CRAWL_KEYS, []);
  issues.intRange(body, "limit", 1, Number.MAX_SAFE_INTEGER);
  issues.intRange(body, "maxDiscoveryDepth", 0, Number.MAX_SAFE_INTEGER);
  for (const key of ["includePaths", "excludePaths"]) {
    const patterns = body[key];
    if (patterns === undefined) continue;
    if (!Array.isArray(patterns)) {
      issues.add({ code: "invalid_type", expected: "array", path: [key], message: "Expected array" });
      continue;
    }
    patterns.forEach((pattern: unknown, index) => {
      if (typeof pattern !== "string" || !compiles(pattern)) {
        issues.add({ code: "custom", path: [key, index], message: "Invalid regular expression" });
      }
    });
  }
  const delay = body["delay"];
  if (delay !== undefined && (typeof delay !== "number" || delay <= 0 || delay > 60)) {
    issues.add({ code: "custom", path: ["delay"], message: "delay must be greater than 0 and at most 60 seconds" });
  }
  if (isRecord(body["scrapeOptions"])) issues.scrapeOptions(body["scrapeOptions"], ["scrapeOptions"]);
  return issues;
}

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

function documentAt(job: CrawlJob, index: number): MockDocument {
  if (Array.isArray(job.documents)) return job.documents[index] ?? {};
  return crawlDocument(job.id, job.origin ?? "https://example.com", index + 1, job.docBytes);
}
