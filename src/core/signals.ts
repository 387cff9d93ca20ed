import { APIUserAbortError } from "./errors.js";

/** Throws `APIUserAbortError` if the caller's signal has already fired. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new APIUserAbortError(undefined, { cause: signal.reason });
}

/**
 * Waits `ms`, rejecting at once with `APIUserAbortError` when `signal` fires. Every retry and
 * poll wait goes through here, so an abort never has to sit out a backoff.
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  throwIfAborted(signal);
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(new APIUserAbortError(undefined, { cause: signal?.reason }));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** `AbortSignal.any` over the defined signals (undefined when there are none). */
export function anySignal(...signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const defined = signals.filter((s): s is AbortSignal => s !== undefined);
  if (defined.length === 0) return undefined;
  if (defined.length === 1) return defined[0];
  return AbortSignal.any(defined);
}

/** A deadline shared by all attempts of one call. */
export class Deadline {
  readonly at: number | undefined;
  constructor(totalMs: number | undefined, now = Date.now()) {
    this.at = totalMs === undefined ? undefined : now + totalMs;
  }
  /** Milliseconds left, or Infinity without a deadline. */
  remaining(now = Date.now()): number {
    return this.at === undefined ? Infinity : Math.max(0, this.at - now);
  }
}
