import { APIConnectionError, APIError, JobFailedError, JobTimeoutError } from "./errors.js";
import { sleep } from "./signals.js";

/** Consecutive polls that may fail (after the transport's own retries) before a wait gives up. */
const MAX_FAILED_POLLS = 5;

/** How to watch one job until it ends. */
export interface PollSpec<S> {
  jobId: string;
  /** Human name for messages: "crawl", "extract", "agent". */
  kind: string;
  fetchStatus: () => Promise<S>;
  statusOf: (status: S) => string | undefined;
  terminalStates: ReadonlySet<string>;
  intervalMs: number;
  /** Give up after this many milliseconds; the job keeps running on the server. */
  maxWaitMs?: number | undefined;
  signal?: AbortSignal | undefined;
  /** Called with every status seen (progress reporting). */
  onStatus?: ((status: S) => void) | undefined;
}

/**
 * Polls until the job reaches a terminal state. A `failed` job throws `JobFailedError` carrying the
 * last status (so partial data is not lost); running out of `maxWaitMs` throws `JobTimeoutError`
 * with the job id, so the caller can resume. Every wait is abortable.
 */
export async function pollUntilDone<S>(spec: PollSpec<S>): Promise<S> {
  const started = Date.now();
  let last: S | undefined;
  let failedPolls = 0;
  for (;;) {
    try {
      last = await spec.fetchStatus();
      failedPolls = 0;
    } catch (error) {
      // The transport already retried; a transient failure must not end a long wait (the job is
      // unaffected by one bad poll) — but a server that stays unreachable does.
      const transient = (error instanceof APIError || error instanceof APIConnectionError) && error.isRetryable;
      if (!transient || ++failedPolls >= MAX_FAILED_POLLS) throw error;
    }
    if (last !== undefined) {
      spec.onStatus?.(last);
      const state = spec.statusOf(last);
      if (state && spec.terminalStates.has(state)) {
        if (state === "failed") throw jobFailed(spec.kind, spec.jobId, last);
        return last;
      }
    }
    const elapsed = Date.now() - started;
    if (spec.maxWaitMs !== undefined && elapsed + spec.intervalMs > spec.maxWaitMs) {
      throw new JobTimeoutError(
        `Stopped waiting for ${spec.kind} job ${spec.jobId} after ${Math.round(elapsed / 1000)} s; it is still running. ` +
          `Check it later with its status call.`,
        spec.jobId,
        last,
      );
    }
    await sleep(spec.intervalMs, spec.signal);
  }
}

export function jobFailed(kind: string, jobId: string, status: unknown): JobFailedError {
  const reason = typeof (status as { error?: unknown })?.error === "string" ? `: ${(status as { error: string }).error}` : "";
  return new JobFailedError(`The ${kind} job ${jobId} failed${reason}`, jobId, status);
}
