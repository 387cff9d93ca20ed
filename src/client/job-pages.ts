import { JobTimeoutError } from "../core/errors.js";
import { jobFailed } from "../core/polling.js";
import { sleep } from "../core/signals.js";
import { IncompleteJobError } from "./incomplete-job.js";
import { markResumable } from "./job-interruption.js";

/** One page of a paged job status (crawl, batch scrape). */
export interface StatusPage<D> {
  status?: string | undefined;
  next?: string | undefined;
  completed?: number | undefined;
  data?: D[] | undefined;
}

export interface PageWalk<D> {
  jobId: string;
  kind: string;
  /** Absolute URL of the job's status route on the configured server, e.g. `{base}/crawl/{id}`. */
  statusUrl: string;
  /** Index of the first document to read (documents before it are never delivered). @default 0 */
  startOffset?: number | undefined;
  fetchPage: (url: string) => Promise<StatusPage<D>>;
  /** What identifies a document across pages (crawl: `metadata.scrapeId`, else its URL). */
  keyOf: (doc: D) => string | undefined;
  terminalStates: ReadonlySet<string>;
  intervalMs: number;
  maxWaitMs?: number | undefined;
  signal?: AbortSignal | undefined;
  onPage?: ((page: StatusPage<D>) => void) | undefined;
  /**
   * Pages the job lists as failed (they count in `completed` on some servers but are never in
   * `data`). Asked only when a finished job delivered fewer documents than `completed`.
   */
  countFailed?: (() => Promise<number | undefined>) | undefined;
}

/**
 * Every document of a job exactly once, streamed page by page while it runs and after it ends
 * (DESIGN rule 6). Works on any v2 server, including ones that ignore `skip`/`limit` and re-send
 * everything finished so far on every status page (the self-hosted service does): repeats are
 * dropped by identity, and a `startOffset` the server ignored is applied here.
 *
 * It always terminates: on a terminal status's last page, on a page with nothing new after the job
 * ended, on abort, or when `maxWaitMs` runs out. A `next` on another origin is never requested: its
 * cursor is applied to our own status URL instead, so the key stays with the configured server.
 * Whatever stops it, the thrown error carries `{ jobId, skip }` to resume from (see `interruptionOf`).
 *
 * Nothing is lost silently: when the job ended and fewer documents arrived than the server reports
 * finished (a status page cut by a size cap on a server that ignores `skip`), it throws
 * `IncompleteJobError` after delivering everything it could get, each document once.
 */
export async function* walkPages<D>(walk: PageWalk<D>): AsyncGenerator<D, void, undefined> {
  const startOffset = walk.startOffset ?? 0;
  const started = Date.now();
  const seen = new Set<string>();
  let delivered = 0;
  // Documents still to drop because the server ignored our `skip` (undefined: not known yet).
  let clientSkip: number | undefined = startOffset > 0 ? undefined : 0;
  let url = startOffset > 0 ? withSkip(walk.statusUrl, startOffset, undefined) : walk.statusUrl;
  let skipIgnored = false;
  // How far into the job's documents we got: delivered, plus what `skip` passed over.
  const position = () => startOffset - (clientSkip ?? 0) + delivered;
  try {
    for (;;) {
      const page = await walk.fetchPage(url);
      walk.onPage?.(page);
      const data = page.data ?? [];
      if (clientSkip === undefined && data.length > 0) {
        skipIgnored = !(await honoursSkip(walk, page, startOffset));
        clientSkip = skipIgnored ? startOffset : 0;
      } else if (data[0] !== undefined && asksSkip(url) && seen.has(walk.keyOf(data[0]) ?? "")) {
        // A `skip=N` page that starts with a document we already have: `skip` is not honoured.
        skipIgnored = true;
      }
      let fresh = 0;
      for (const doc of data) {
        const key = walk.keyOf(doc);
        if (key !== undefined) {
          if (seen.has(key)) continue;
          seen.add(key);
        }
        fresh += 1;
        if (clientSkip !== undefined && clientSkip > 0) {
          clientSkip -= 1;
          continue;
        }
        delivered += 1;
        yield doc;
      }
      const ended = page.status !== undefined && walk.terminalStates.has(page.status);
      const nextUrl = page.next ? vetNext(page.next, walk.statusUrl) : undefined;
      const progressed = fresh > 0 && nextUrl !== undefined && nextUrl !== url;

      if (ended && !progressed) {
        if (page.status === "failed") throw jobFailed(walk.kind, walk.jobId, { ...page, data: undefined });
        await checkComplete(walk, page, position(), skipIgnored);
        return;
      }
      if (progressed) {
        url = nextUrl;
        continue;
      }
      // Running and caught up: wait, then ask again from where we are.
      if (walk.maxWaitMs !== undefined && Date.now() - started + walk.intervalMs > walk.maxWaitMs) {
        throw new JobTimeoutError(
          `Stopped reading ${walk.kind} job ${walk.jobId} after ${position()} documents; it is still running. Resume with its id.`,
          walk.jobId,
          { ...page, data: undefined },
        );
      }
      await sleep(walk.intervalMs, walk.signal);
      url = withSkip(walk.statusUrl, position(), nextUrl);
    }
  } catch (error) {
    throw markResumable(error, { jobId: walk.jobId, skip: position() });
  }
}

/**
 * Whether the server applied our `skip`. A server that ignores it sends the job's documents from
 * the first one: more than `completed - skip` of them, or more than the `limit` we sent. A short
 * page proves nothing (a size cap cuts it too), so otherwise the content decides: a probe at
 * `skip + 1` starts with the same document only on a server that ignores `skip`.
 */
async function honoursSkip<D>(walk: PageWalk<D>, page: StatusPage<D>, skip: number): Promise<boolean> {
  const data = page.data ?? [];
  const limit = Number(new URL(walk.statusUrl).searchParams.get("limit") ?? Number.NaN);
  if (Number.isInteger(limit) && data.length > limit) return false;
  if (typeof page.completed === "number" && data.length > page.completed - skip) return false;
  const first = data[0] === undefined ? undefined : walk.keyOf(data[0]);
  if (first === undefined) return true;
  const probeUrl = new URL(walk.statusUrl);
  probeUrl.searchParams.set("skip", String(skip + 1));
  // The page size the caller chose, else one document: the probe stays small where `limit` works.
  if (!probeUrl.searchParams.has("limit")) probeUrl.searchParams.set("limit", "1");
  const probe = await walk.fetchPage(probeUrl.toString());
  const probeFirst = probe.data?.[0];
  return probeFirst === undefined || walk.keyOf(probeFirst) !== first;
}

/** Throws `IncompleteJobError` when a finished job delivered fewer documents than it reports finished. */
async function checkComplete<D>(walk: PageWalk<D>, page: StatusPage<D>, received: number, skipIgnored: boolean): Promise<void> {
  const completed = page.completed;
  if (typeof completed !== "number" || received >= completed) return;
  // Failed pages count in `completed` on some servers (the engine) but never appear in `data`.
  const failed = (await walk.countFailed?.().catch(() => undefined)) ?? 0;
  const expected = completed - failed;
  if (received >= expected) return;
  throw new IncompleteJobError(walk.kind, { jobId: walk.jobId, received, expected, skipIgnored }, { ...page, data: undefined });
}

function asksSkip(url: string): boolean {
  return Number(new URL(url).searchParams.get("skip") ?? 0) > 0;
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
