/** Where to pick up a job's results after a read stopped: pass `skip` with the `jobId`. */
export interface ResumePoint {
  jobId: string;
  /** Documents already read: continue with `pages(jobId, { skip })` (or the loader's `jobId` + `skip`). */
  skip: number;
}

/** What an interrupted read of a job (crawl, batch scrape) had already delivered, and where to resume. */
export interface JobInterruption<D = unknown> extends ResumePoint {
  /** Documents received before the read stopped (set by `run()`, `load()` and the CLI; else empty). */
  documents: D[];
}

const RESUME = "resume";
const DOCUMENTS = "documents";

/**
 * Marks an error that stopped reading a job (connection lost, timeout, abort, server error, the
 * job failed) with where to resume. The error keeps its class; it gains `resume: { jobId, skip }`
 * and `jobId`. An inner walk's mark (the more precise one) is kept.
 */
export function markResumable(error: unknown, point: ResumePoint): unknown {
  if (typeof error !== "object" || error === null || !Object.isExtensible(error)) return error;
  const target = error as Record<string, unknown>;
  if (target[RESUME] === undefined) {
    Object.defineProperty(target, RESUME, { value: { ...point }, enumerable: true, configurable: true, writable: true });
  }
  if (target.jobId === undefined) {
    Object.defineProperty(target, "jobId", { value: point.jobId, enumerable: true, configurable: true, writable: true });
  }
  return error;
}

/**
 * Attaches the documents received before an interruption to the error (not enumerable, so logging
 * the error does not print every page). Read them with `interruptionOf(error).documents`.
 */
export function attachDocuments<D>(error: unknown, documents: D[], point?: ResumePoint): unknown {
  if (point) markResumable(error, point);
  if (typeof error !== "object" || error === null || !Object.isExtensible(error)) return error;
  Object.defineProperty(error, DOCUMENTS, { value: documents, enumerable: false, configurable: true, writable: true });
  return error;
}

/**
 * What an error that interrupted a crawl or batch read carries: the documents received so far and
 * `{ jobId, skip }` to resume, or `undefined` for errors that did not stop a job read.
 *
 * ```ts
 * try { await client.crawl.run({ url, limit: 500 }); }
 * catch (error) {
 *   const stopped = interruptionOf(error);
 *   if (stopped) { keep(stopped.documents); resumeLater(stopped.jobId, stopped.skip); }
 * }
 * ```
 */
export function interruptionOf<D = unknown>(error: unknown): JobInterruption<D> | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const point = (error as Record<string, unknown>)[RESUME] as ResumePoint | undefined;
  if (!point || typeof point.jobId !== "string") return undefined;
  const documents = (error as Record<string, unknown>)[DOCUMENTS];
  return { jobId: point.jobId, skip: point.skip, documents: Array.isArray(documents) ? (documents as D[]) : [] };
}
