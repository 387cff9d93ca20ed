import type { PageDocument } from "../content/page-document.js";
import type { CrawlJob } from "./crawl-jobs.js";

/** Documents per status page unless the caller passes `limit` (API.md §4.2). */
export const defaultPageSize = 100;
/** A page is trimmed to stay under this many bytes of JSON, but always holds one document. */
export const maxPageBytes = 10 * 1024 * 1024;

const jsonSizes = new WeakMap<PageDocument, number>();

function jsonSize(document: PageDocument): number {
  let size = jsonSizes.get(document);
  if (size === undefined) {
    size = Buffer.byteLength(JSON.stringify(document));
    jsonSizes.set(document, size);
  }
  return size;
}

/**
 * One page of `GET /crawl/{id}`: a full status object plus the documents from `skip`. `next` is an
 * absolute URL on the engine's own origin, present while more documents exist or may still come;
 * while the crawl runs and no new documents are ready, it repeats the same cursor.
 */
export async function crawlStatusPage(
  job: CrawlJob,
  skip: number,
  limit: number | undefined,
  jobUrl: string,
): Promise<Record<string, unknown>> {
  const pageSize = limit ?? defaultPageSize;
  const data: PageDocument[] = [];
  let bytes = 0;
  for (const document of job.documents.slice(skip, skip + pageSize)) {
    const size = jsonSize(document);
    if (data.length > 0 && bytes + size > maxPageBytes) break;
    bytes += size;
    data.push(document);
  }
  const total = await job.total();
  const reached = skip + data.length;
  const more = job.isTerminal ? job.documents.length > reached : total > reached;
  const end = job.completedAt ?? new Date();
  const body: Record<string, unknown> = {
    success: true,
    status: job.status,
    total,
    completed: job.finished,
    creditsUsed: 0,
    expiresAt: job.expiresAt.toISOString(),
    createdAt: job.createdAt.toISOString(),
    duration: Math.round((end.getTime() - job.createdAt.getTime()) / 1000),
  };
  if (job.completedAt !== undefined) body.completedAt = job.completedAt.toISOString();
  if (more) body.next = `${jobUrl}?skip=${reached}${limit === undefined ? "" : `&limit=${limit}`}`;
  body.data = data;
  const warning = job.warning();
  if (warning !== undefined) body.warning = warning;
  if (job.error !== undefined) body.error = job.error;
  return body;
}
