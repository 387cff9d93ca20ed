import { JobTimeoutError } from "./errors.js";
import { jobFailed } from "./polling.js";
import { sleep } from "./signals.js";

/** One page of a paged job status (crawl, batch scrape). */
export interface StatusPage<D> {
  status?: string | undefined;
  next?: string | undefined;
  data?: D[] | undefined;
}

export interface PageWalk<D> {
  jobId: string;
  kind: string;
  /** Absolute URL of the job's status route on the configured server, e.g. `{base}/crawl/{id}`. */
  statusUrl: string;
  /** Index of the first document to read (documents before it are never downloaded). @default 0 */
  startOffset?: number | undefined;
  fetchPage: (url: string) => Promise<StatusPage<D>>;
  terminalStates: ReadonlySet<string>;
  intervalMs: number;
  maxWaitMs?: number | undefined;
  signal?: AbortSignal | undefined;
  onPage?: ((page: StatusPage<D>) => void) | undefined;
}

/**
 * Every document of a job, streamed page by page while it runs and after it ends (DESIGN rule 6).
 * Holds one page in memory. It always terminates: on a terminal status's last page, on an empty
 * page or a repeated cursor after the job ended, on abort, or when `maxWaitMs` runs out. A `next`
 * on another origin is never requested: its cursor (`skip`, `limit`) is applied to our own status
 * URL instead, so the key stays with the configured server.
 */
export async function* walkPages<D>(walk: PageWalk<D>): AsyncGenerator<D, void, undefined> {
  const started = Date.now();
  let offset = walk.startOffset ?? 0;
  let url = offset > 0 ? withSkip(walk.statusUrl, offset, undefined) : walk.statusUrl;
  for (;;) {
    const page = await walk.fetchPage(url);
    walk.onPage?.(page);
    const data = page.data ?? [];
    for (const doc of data) yield doc;
    offset += data.length;
    const ended = page.status !== undefined && walk.terminalStates.has(page.status);
    const nextUrl = page.next ? vetNext(page.next, walk.statusUrl) : undefined;
    const progressed = data.length > 0 && nextUrl !== undefined && nextUrl !== url;

    if (ended && (!progressed || nextUrl === undefined)) {
      if (page.status === "failed") throw jobFailed(walk.kind, walk.jobId, { ...page, data: undefined });
      return;
    }
    if (progressed) {
      url = nextUrl;
      continue;
    }
    // Running and caught up: wait, then ask again from where we are.
    if (walk.maxWaitMs !== undefined && Date.now() - started + walk.intervalMs > walk.maxWaitMs) {
      throw new JobTimeoutError(
        `Stopped reading ${walk.kind} job ${walk.jobId} after ${offset} documents; it is still running. Resume with its id.`,
        walk.jobId,
        { ...page, data: undefined },
      );
    }
    await sleep(walk.intervalMs, walk.signal);
    url = withSkip(walk.statusUrl, offset, nextUrl);
  }
}

/** Same-origin `next` as is; a foreign one re-based onto our own status URL. */
function vetNext(next: string, statusUrl: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(next, statusUrl);
  } catch {
    return undefined;
  }
  const own = new URL(statusUrl);
  if (parsed.origin === own.origin) return parsed.toString();
  for (const [key, value] of parsed.searchParams) own.searchParams.set(key, value);
  return own.toString();
}

function withSkip(statusUrl: string, offset: number, hint: string | undefined): string {
  const url = new URL(statusUrl);
  const limit = hint ? new URL(hint).searchParams.get("limit") : null;
  if (offset > 0) url.searchParams.set("skip", String(offset));
  if (limit) url.searchParams.set("limit", limit);
  return url.toString();
}
