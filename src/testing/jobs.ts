import { newId } from "./fixtures.js";
import type { MockCrawlOptions, MockDocument, MockExtractJobOptions, MockJobOptions } from "./types.js";

/** Documents a crawl finds when nothing else is seeded. */
export const DEFAULT_CRAWL_DOCUMENTS = 12;
/** Crawl `limit` default of the service (docs/api.md §4.1). */
export const DEFAULT_CRAWL_LIMIT = 10_000;
/** Crawl pages are trimmed to stay at or below this JSON size (docs/api.md §4.2). */
export const DEFAULT_MAX_PAGE_BYTES = 10 * 1024 * 1024;
/** Job results are kept for 24 h (docs/api.md §4.2, §6, §7). */
export const JOB_TTL_MS = 24 * 60 * 60 * 1000;

export type CrawlStatus = "scraping" | "completed" | "failed" | "cancelled";

/** A crawl job; generated documents are built per page, never all at once. */
export interface CrawlJob {
  id: string;
  /** Origin of generated pages; `null` until the POSTed url (or the default) fixes it. */
  origin: string | null;
  documents: number | MockDocument[];
  total: number;
  completed: number;
  status: CrawlStatus;
  progressPerPoll: number;
  finalStatus: "completed" | "failed" | "cancelled";
  failWith: string | undefined;
  nextOrigin: string | undefined;
  repeatNext: boolean;
  docBytes: number | undefined;
  errors: Array<Record<string, unknown>>;
  robotsBlocked: string[];
  maxPageBytes: number;
  createdAt: number;
  completedAt: number | undefined;
}

export function createCrawlJob(options: MockCrawlOptions, now: number): CrawlJob {
  const documents = options.documents ?? DEFAULT_CRAWL_DOCUMENTS;
  const total = typeof documents === "number" ? documents : documents.length;
  return {
    id: options.id ?? newId(),
    origin: options.url ? new URL(options.url).origin : null,
    documents,
    total,
    completed: 0,
    status: "scraping",
    progressPerPoll: options.progressPerPoll ?? Number.POSITIVE_INFINITY,
    finalStatus: options.finalStatus ?? (options.failWith ? "failed" : "completed"),
    failWith: options.failWith,
    nextOrigin: options.nextOrigin,
    repeatNext: options.repeatNext ?? false,
    docBytes: options.docBytes,
    errors: options.errors ?? [],
    robotsBlocked: options.robotsBlocked ?? [],
    maxPageBytes: options.maxPageBytes ?? DEFAULT_MAX_PAGE_BYTES,
    createdAt: now,
    completedAt: undefined,
  };
}

/** One status poll: more documents finish, and the job turns final once all are done. */
export function advanceCrawl(job: CrawlJob, now: number): void {
  if (job.status !== "scraping") return;
  job.completed = Math.min(job.total, job.completed + job.progressPerPoll);
  if (job.completed >= job.total) {
    job.status = job.finalStatus;
    job.completedAt = now;
  }
}

export type PolledStatus = "processing" | "completed" | "failed" | "cancelled";

/** An extract or agent job that turns final after a number of status polls. */
export interface PolledJob {
  id: string;
  status: PolledStatus;
  polls: number;
  pollsToComplete: number;
  finalStatus: "completed" | "failed" | "cancelled";
  /** Seeded data; when undefined the route derives it from the request. */
  data: unknown;
  creditsUsed: number | undefined;
  tokensUsed: number | undefined;
  error: string;
  createdAt: number;
  completedAt: number | undefined;
  /** The start request's body, kept to derive data from its schema or prompt. */
  request: Record<string, unknown>;
}

export function createPolledJob(options: MockJobOptions & MockExtractJobOptions, now: number): PolledJob {
  return {
    id: options.id ?? newId(),
    status: "processing",
    polls: 0,
    pollsToComplete: options.pollsToComplete ?? 1,
    finalStatus: options.finalStatus ?? "completed",
    data: options.data,
    creditsUsed: options.creditsUsed,
    tokensUsed: options.tokensUsed,
    error: options.error ?? "Job failed",
    createdAt: now,
    completedAt: undefined,
    request: {},
  };
}

/** One status poll of an extract or agent job. */
export function advancePolledJob(job: PolledJob, now: number): void {
  if (job.status !== "processing") return;
  job.polls += 1;
  if (job.polls >= job.pollsToComplete) {
    job.status = job.finalStatus;
    job.completedAt = now;
  }
}

/** Takes the next seeded job id (in seeding order), skipping ids that were reset away. */
export function takeSeed<T>(seeds: string[], jobs: Map<string, T>): T | undefined {
  while (seeds.length > 0) {
    const job = jobs.get(seeds.shift() ?? "");
    if (job) return job;
  }
  return undefined;
}
