import type { Paging } from "./job-paging.js";
import { DEFAULT_PAGE_SIZE, jsonBytes, MAX_PAGE_BYTES, trimToBytes } from "./job-paging.js";

/** States of a crawl or batch scrape job (docs/api.md §4.2). */
export type ResultJobStatus = "scraping" | "completed" | "cancelled" | "failed";

/**
 * What a status page needs from a crawl or batch scrape job. Both servers' jobs implement it; the
 * engine's crawl storage (in memory today, on disk later) only has to answer `readyCount()` and
 * `read()`, which may be async.
 */
export interface ResultJobView<D> {
  readonly id: string;
  readonly status: ResultJobStatus;
  readonly createdAt: Date;
  /** Set once the job is terminal. */
  readonly completedAt: Date | undefined;
  readonly expiresAt: Date;
  /** Pages finished (scraped or failed). */
  readonly completed: number;
  readonly creditsUsed: number;
  /** Set when the job failed as a whole. */
  readonly error: string | undefined;
  /** Pages the job expects in all (what is known so far while it runs). */
  total(): number | Promise<number>;
  /** Documents ready to read, in order. */
  readyCount(): number | Promise<number>;
  /** Documents `[skip, skip + count)` of those ready. */
  read(skip: number, count: number): readonly D[] | Promise<readonly D[]>;
  /** A hint for the caller when the result looks thin. */
  warning?(): string | undefined;
}

export function isTerminalResultStatus(status: ResultJobStatus): boolean {
  return status !== "scraping";
}

/** How a status page is built beyond the job itself. */
export interface StatusPageOptions<D> {
  /** Absolute URL of the job's status route, e.g. `https://host/v2/crawl/<id>`; `next` extends it. */
  jobUrl: string;
  /** Documents per page when the caller sends no `limit`. @default 100 */
  pageSize?: number;
  /** @default 10 MiB */
  maxPageBytes?: number;
  /** @default JSON size */
  sizeOf?: (document: D) => number;
  /** Misbehave like some self-hosted servers: send `next` even after the last page (mock only). */
  alwaysNext?: boolean;
}

/**
 * One page of `GET /crawl/{id}` or `GET /batch/scrape/{id}`: a full status object plus the ready
 * documents from `skip` (≤ `limit` or 100, ≤ 10 MiB, at least one when any is ready). `next` is
 * present while more documents exist or may still come: while the job runs it follows `total`,
 * so it can point at an empty page (and repeat) as the service's does. A failed job is
 * `success: false, status: "failed", error` with the counters and data (docs/api.md §4.2).
 */
export async function resultStatusPage<D>(job: ResultJobView<D>, paging: Paging, options: StatusPageOptions<D>): Promise<Record<string, unknown>> {
  const size = paging.limit ?? options.pageSize ?? DEFAULT_PAGE_SIZE;
  const ready = await job.readyCount();
  const candidates = paging.skip < ready ? await job.read(paging.skip, Math.min(size, ready - paging.skip)) : [];
  const data = trimToBytes(candidates, options.maxPageBytes ?? MAX_PAGE_BYTES, options.sizeOf ?? jsonBytes);
  const total = await job.total();
  const reached = paging.skip + data.length;
  const terminal = isTerminalResultStatus(job.status);
  const more = terminal ? ready > reached : total > reached;
  const end = job.completedAt ?? new Date();
  const body: Record<string, unknown> = {
    success: job.status !== "failed",
    status: job.status,
    ...(job.error === undefined ? {} : { error: job.error }),
    total,
    completed: job.completed,
    creditsUsed: job.creditsUsed,
    expiresAt: job.expiresAt.toISOString(),
    createdAt: job.createdAt.toISOString(),
    ...(job.completedAt === undefined ? {} : { completedAt: job.completedAt.toISOString() }),
    duration: Math.max(0, Math.round((end.getTime() - job.createdAt.getTime()) / 1000)),
  };
  if (more || options.alwaysNext === true) {
    body.next = `${options.jobUrl}?skip=${reached}${paging.limit === undefined ? "" : `&limit=${paging.limit}`}`;
  }
  body.data = data;
  const warning = job.warning?.();
  if (warning !== undefined) body.warning = warning;
  return body;
}
