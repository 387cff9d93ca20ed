import { crawlDocument } from "../fixtures.js";
import { json, type MockReply } from "../http-io.js";
import {
  DEFAULT_CRAWL_LIMIT,
  JOB_TTL_MS,
  advanceCrawl,
  createCrawlJob,
  isTerminalCrawl,
  takeSeed,
  type CrawlJob,
} from "../jobs.js";
import { iso, type MockContext, type RouteHandler } from "../state.js";
import type { MockDocument, RecordedRequest } from "../types.js";
import { IssueList, badRequest, bodyObject, isRecord } from "../validation.js";
import { notAnObject, requireTargetUrl } from "./scrape.js";

const CRAWL_KEYS = [
  "url", "limit", "includePaths", "excludePaths", "maxDiscoveryDepth", "sitemap", "crawlEntireDomain",
  "allowSubdomains", "allowExternalLinks", "ignoreQueryParameters", "deduplicateSimilarURLs", "regexOnFullURL",
  "ignoreRobotsTxt", "robotsUserAgent", "delay", "maxConcurrency", "prompt", "scrapeOptions", "webhook",
  "zeroDataRetention",
];

/** Room left for the status fields around `data` when a page is trimmed to its byte budget. */
const ENVELOPE_BYTES = 1024;

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
 * `GET /crawl/:id`: status plus one page of documents (API.md §4.2). A poll without `skip` advances
 * the job first. A paging request that has caught up with the finished documents gets the empty
 * page and the same `next` (as the service answers), and advances the job afterwards — time passes
 * while a client waits to ask again.
 */
export const crawlStatus: RouteHandler = (request, context) => {
  const job = context.state.crawls.get(request.params["id"] ?? "");
  if (!job) return json(404, { success: false, error: "Job not found" });
  const paging = readPaging(request);
  if ("status" in paging) return paging;
  if (request.query["skip"] === undefined) advanceCrawl(job, context.now());

  const skip = paging.skip;
  const data = pageOfDocuments(job, skip, paging.limit ?? context.pageSize);
  const end = skip + data.length;
  // While scraping the cursor follows `total` (it may point past what is ready); after the end, what is done.
  const hasMore = isTerminalCrawl(job) ? job.completed > end : job.total > end;
  const next = hasMore || job.repeatNext ? nextUrl(job, context, end, paging.limit) : undefined;
  const reply = json(200, statusBody(job, data, next));
  if (request.query["skip"] !== undefined && skip >= job.completed) advanceCrawl(job, context.now());
  return reply;
};

/** `DELETE /crawl/:id` (API.md §4.3): bodies without `success`. */
export const cancelCrawl: RouteHandler = (request, context) => {
  const job = context.state.crawls.get(request.params["id"] ?? "");
  if (!job) return json(404, { error: "Job not found" });
  if (job.status === "completed") return json(409, { error: "Crawl is already completed" });
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

function readPaging(request: RecordedRequest): { skip: number; limit: number | undefined } | MockReply {
  const issues = new IssueList();
  const numbers: Record<string, unknown> = {};
  for (const key of ["skip", "limit"]) {
    const raw = request.query[key];
    if (raw !== undefined) numbers[key] = /^-?\d+$/.test(raw) ? Number(raw) : raw;
  }
  issues.intRange(numbers, "skip", 0, Number.MAX_SAFE_INTEGER);
  issues.intRange(numbers, "limit", 1, 1000);
  if (!issues.ok) return badRequest(issues.issues);
  return { skip: (numbers["skip"] as number | undefined) ?? 0, limit: numbers["limit"] as number | undefined };
}

/** Documents [skip, skip+size) of those done, trimmed to the byte budget but never empty when any are ready. */
function pageOfDocuments(job: CrawlJob, skip: number, size: number): MockDocument[] {
  const end = Math.min(skip + size, job.completed);
  const page: MockDocument[] = [];
  let bytes = ENVELOPE_BYTES;
  for (let index = skip; index < end; index++) {
    const document = documentAt(job, index);
    bytes += Buffer.byteLength(JSON.stringify(document)) + 1;
    if (page.length > 0 && bytes > job.maxPageBytes) break;
    page.push(document);
  }
  return page;
}

function documentAt(job: CrawlJob, index: number): MockDocument {
  if (Array.isArray(job.documents)) return job.documents[index] ?? {};
  return crawlDocument(job.id, job.origin ?? "https://example.com", index + 1, job.docBytes);
}

function nextUrl(job: CrawlJob, context: MockContext, skip: number, limit: number | undefined): string {
  const base = `${job.nextOrigin ?? context.origin}/v2/crawl/${job.id}?skip=${skip}`;
  return limit === undefined ? base : `${base}&limit=${limit}`;
}

function statusBody(job: CrawlJob, data: MockDocument[], next: string | undefined): Record<string, unknown> {
  const terminal = isTerminalCrawl(job);
  return {
    success: job.status !== "failed",
    status: job.status,
    ...(job.status === "failed" ? { error: job.failWith ?? "Crawl failed" } : {}),
    total: job.total,
    completed: job.completed,
    creditsUsed: job.completed,
    expiresAt: iso(job.createdAt + JOB_TTL_MS),
    createdAt: iso(job.createdAt),
    ...(terminal && job.completedAt !== undefined
      ? { completedAt: iso(job.completedAt), duration: Math.round((job.completedAt - job.createdAt) / 1000) }
      : {}),
    ...(next === undefined ? {} : { next }),
    data,
  };
}
