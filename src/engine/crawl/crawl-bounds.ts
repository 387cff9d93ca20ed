/**
 * The engine's maxima for one crawl and for the engine as a whole. A crawl that asks for more is
 * clamped and told so in `warning`, as the service clamps `maxConcurrency` to the team's
 * concurrency and `limit` to what the team can pay for (docs/api.md §4.1); it is never refused for it.
 */

/** Most pages one crawl scrapes. Larger `limit`s are lowered to this. */
export const maxCrawlLimit = 100_000;
/** Most parallel requests of one crawl. Larger `maxConcurrency` values are lowered to this. */
export const maxCrawlConcurrency = 50;
/** Links taken from one page (in document order); the rest of a link farm is ignored. */
export const maxLinksPerPage = 5_000;
/** Crawls (and batch scrapes) running at once on one engine by default; the next one gets a 429. */
export const defaultMaxConcurrentJobs = 10;
/** Disk budget of crawl results across all crawls, in bytes. */
export const defaultMaxResultBytes = 1024 * 1024 * 1024;
/** The wait `Retry-After` suggests when the engine is at its job maximum, in seconds. */
export const busyRetryAfterSeconds = 10;

/** URLs a crawl keeps queued at most: enough to reach `limit` with room for skipped ones, never unbounded. */
export function frontierCapacity(limit: number): number {
  return Math.min(200_000, Math.max(1_000, limit * 10));
}

/** Keys a crawl's seen set holds at most (queued + taken + redirect targets). */
export function seenCapacity(limit: number): number {
  return frontierCapacity(limit) * 4;
}

/** A request value lowered to the engine's maximum, with the warning that says so. */
export function clampToMaximum(value: number, maximum: number, name: string): { value: number; warning?: string } {
  if (value <= maximum) return { value };
  return {
    value: maximum,
    warning: `${name} ${value} is above the local engine's maximum of ${maximum}; the crawl uses ${name} ${maximum}.`,
  };
}

/** The 429 message when the engine already runs its maximum of jobs. */
export function busyMessage(maxConcurrentJobs: number): string {
  return (
    `The local engine is already running ${maxConcurrentJobs} crawl/batch job(s), its maximum (maxConcurrentJobs). ` +
    `Wait for one to finish or cancel one, then retry after ${busyRetryAfterSeconds}s.`
  );
}
