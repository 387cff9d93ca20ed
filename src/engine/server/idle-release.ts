import { fullGc } from "../../core/full-gc.js";

/** Quiet time after the last request or job before memory is given back. */
export const idleReleaseQuietMs = 2_000;
/** At most one full GC in this long: a steady trickle of requests must not cost a full GC each. */
const minGcIntervalMs = 30_000;
/** Below this much heap growth since the last GC, a GC would give back too little to be worth it. */
const minHeapGrowthBytes = 16 * 1024 * 1024;

/**
 * Gives memory back once the engine has gone quiet: the work of a crawl is on disk by then, but
 * V8 keeps the heap it grew (and its garbage, as nothing allocates any more to trigger a
 * collection) and SQLite keeps its page caches. After `quietMs` with no request and no running
 * job, `releaseCaches` runs and, when the heap has grown by 16 MB since the last one (and at most
 * every 30 s), one full GC (tens of milliseconds on the engine's heap; bench/README.md "Where the memory goes").
 * Activity is recorded with `touch()`; one unref'd timer at a time, none while idle.
 */
export class IdleRelease {
  readonly #isBusy: () => boolean;
  readonly #releaseCaches: () => void;
  readonly #quietMs: number;
  #timer: NodeJS.Timeout | undefined;
  #lastActivity = 0;
  #lastGc = Number.NEGATIVE_INFINITY;
  #heapAfterGc = process.memoryUsage().heapTotal;
  #dirty = false;
  #closed = false;

  constructor(options: { isBusy: () => boolean; releaseCaches: () => void; quietMs?: number }) {
    this.#isBusy = options.isBusy;
    this.#releaseCaches = options.releaseCaches;
    this.#quietMs = options.quietMs ?? idleReleaseQuietMs;
  }

  /** Something happened (a request, a job that ended): the quiet time starts again. */
  touch(): void {
    if (this.#closed) return;
    this.#lastActivity = Date.now();
    this.#dirty = true;
    this.#schedule(this.#quietMs);
  }

  close(): void {
    this.#closed = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #schedule(delayMs: number): void {
    if (this.#timer !== undefined) return;
    this.#timer = setTimeout(() => this.#check(), delayMs);
    this.#timer.unref();
  }

  #check(): void {
    this.#timer = undefined;
    if (this.#closed || !this.#dirty) return;
    const now = Date.now();
    const quietFor = now - this.#lastActivity;
    if (this.#isBusy() || quietFor < this.#quietMs) {
      this.#schedule(Math.max(this.#quietMs - quietFor, 250));
      return;
    }
    this.#dirty = false;
    try {
      this.#releaseCaches();
    } catch {
      // A cache that cannot shrink now keeps its memory; nothing else depends on it.
    }
    if (process.memoryUsage().heapTotal - this.#heapAfterGc < minHeapGrowthBytes) return;
    const sinceGc = now - this.#lastGc;
    if (sinceGc < minGcIntervalMs) {
      // Come back for the GC once the interval has passed (still only if nothing happened meanwhile).
      this.#dirty = true;
      this.#lastActivity = now - this.#quietMs;
      this.#schedule(minGcIntervalMs - sinceGc);
      return;
    }
    this.#lastGc = now;
    fullGc();
    this.#heapAfterGc = process.memoryUsage().heapTotal;
  }
}
