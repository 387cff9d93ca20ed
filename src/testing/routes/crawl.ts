import { json } from "../http-io.js";
import { DEFAULT_CRAWL_LIMIT, createCrawlJob, takeSeed } from "../jobs.js";
import type { RouteHandler } from "../state.js";
import { IssueList, badRequest, bodyObject, isRecord } from "../validation.js";
import { pagedJobRoutes } from "./paged-job.js";
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

/** `GET /crawl/:id`, `DELETE /crawl/:id`, `GET /crawl/:id/errors`. */
export const { status: crawlStatus, cancel: cancelCrawl, errors: crawlErrors } = pagedJobRoutes("crawl", (state) => state.crawls);
