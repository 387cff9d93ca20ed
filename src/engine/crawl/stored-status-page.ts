import { randomUUID } from "node:crypto";
import { EncodedJson, MAX_PAGE_BYTES, resultStatusPage, type Paging, type ResultJobView } from "../../server-kit/index.js";
import type { CrawlJob } from "./crawl-jobs.js";

/**
 * `GET /crawl/{id}` and `GET /batch/scrape/{id}` of a job whose documents are stored as JSON: the
 * status fields come from the shared status page, the documents are spliced in as stored bytes.
 * Parsing and re-serialising them would cost the event loop ~100 ms and the heap tens of MB for each
 * multi-megabyte page, on every poll; the parts are written one by one (no joined copy) and freed
 * once sent.
 */
export async function storedStatusPage(job: CrawlJob, paging: Paging, jobUrl: string): Promise<EncodedJson> {
  const tag = randomUUID();
  const stored = new Map<string, Uint8Array>();
  const view: ResultJobView<string> = {
    id: job.id,
    status: job.status,
    createdAt: job.createdAt,
    completedAt: job.completedAt,
    expiresAt: job.expiresAt,
    completed: job.completed,
    creditsUsed: job.creditsUsed,
    error: job.error,
    total: () => job.total(),
    readyCount: () => job.readyCount(),
    read: (skip, count) =>
      job.readEncoded(skip, count, MAX_PAGE_BYTES).map((bytes, index) => {
        const marker = `${tag}:${index}`;
        stored.set(marker, bytes);
        return marker;
      }),
    warning: () => job.warning(),
  };
  const body = await resultStatusPage(view, paging, { jobUrl, sizeOf: (marker) => stored.get(marker)?.byteLength ?? 0 });
  const text = JSON.stringify(body);
  // Each marker appears once, as a JSON string, in `data`: replace it with the stored document.
  const parts: Uint8Array[] = [];
  let at = 0;
  for (const [marker, bytes] of stored) {
    const quoted = JSON.stringify(marker);
    const found = text.indexOf(quoted, at);
    if (found === -1) continue; // trimmed off the page
    parts.push(Buffer.from(text.slice(at, found)), bytes);
    at = found + quoted.length;
  }
  parts.push(Buffer.from(text.slice(at)));
  // The documents were read for this answer alone: freed once it is sent (bench P7).
  return new EncodedJson(parts, true);
}
