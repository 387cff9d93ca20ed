import type { RequestOptions, WaitOptions } from "../core/options.js";

/** Per-call self-healing settings, passed in a call's options as `healing` (part of `RequestOptions`). */
export type HealingCallOptions = Pick<RequestOptions, "healing">;

/** Request options of a self-healing client's calls (the same as `RequestOptions`). */
export type HealingRequestOptions = RequestOptions;
/** Wait options of a self-healing client's job calls (the same as `WaitOptions`). */
export type HealingWaitOptions = WaitOptions;

/** A call's options split into what the base client gets and the healing settings. */
export interface SplitOptions<O> {
  options: O | undefined;
  enabled: boolean;
  rationale: string | undefined;
  signal: AbortSignal | undefined;
  /** The caller's own deadline (epoch ms) from `totalTimeoutMs` / `maxWaitMs`. */
  deadline: number | undefined;
  /** Options for a retry: the caller's remaining time, and no idempotency key (it is a new request). */
  forRetry(): O | undefined;
}

export function splitOptions<O extends RequestOptions & { maxWaitMs?: number | undefined }>(raw: (O & HealingCallOptions) | undefined): SplitOptions<O> {
  const started = Date.now();
  if (raw === undefined) return { options: undefined, enabled: true, rationale: undefined, signal: undefined, deadline: undefined, forRetry: () => undefined };
  const { healing, ...rest } = raw;
  const options = rest as unknown as O;
  const limits = [options.totalTimeoutMs, options.maxWaitMs].filter((v): v is number => typeof v === "number");
  const deadline = limits.length > 0 ? started + Math.min(...limits) : undefined;
  return {
    options,
    enabled: healing !== false,
    rationale: healing ? healing.rationale : undefined,
    signal: options.signal,
    deadline,
    forRetry() {
      const { idempotencyKey: _key, ...retry } = options;
      const left = (limit: number | undefined) => (limit === undefined ? undefined : Math.max(1, limit - (Date.now() - started)));
      return {
        ...retry,
        ...(options.totalTimeoutMs !== undefined ? { totalTimeoutMs: left(options.totalTimeoutMs) } : {}),
        ...(options.maxWaitMs !== undefined ? { maxWaitMs: left(options.maxWaitMs) } : {}),
      } as O;
    },
  };
}
