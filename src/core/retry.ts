import { APIConnectionError, APIConnectionTimeoutError, APIError, RateLimitError, type WebDataError } from "./errors.js";
import { Deadline, sleep } from "./signals.js";

/** How failed attempts are retried (DESIGN rule 5). */
export interface RetryPolicy {
  /** Retries after the first attempt. @default 3 */
  maxRetries: number;
  /** First backoff wait, in milliseconds; doubles per retry. @default 500 */
  initialDelayMs: number;
  /** Longest single wait, in milliseconds (a longer server hint is honoured up to `maxTotalWaitMs`). @default 30000 */
  maxDelayMs: number;
  /** Most time spent waiting between attempts of one call, in milliseconds. @default 60000 */
  maxTotalWaitMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxRetries: 3,
  initialDelayMs: 500,
  maxDelayMs: 30_000,
  maxTotalWaitMs: 60_000,
};

/** Is it safe to send this request again? Job starts must not be duplicated. */
export type RetrySafety = "idempotent" | "starts-job";

/** Observes each retry (for logging or metrics); never sees credentials. */
export type OnRetry = (info: { attempt: number; delayMs: number; error: WebDataError }) => void;

export interface RetryContext {
  policy: RetryPolicy;
  safety: RetrySafety;
  /** An idempotency key makes a job start safe to resend. */
  hasIdempotencyKey: boolean;
  deadline: Deadline;
  signal?: AbortSignal | undefined;
  onRetry?: OnRetry | undefined;
  random?: () => number;
}

/** Whether `error` may be retried under `context`'s safety rules. */
export function canRetry(error: unknown, context: Pick<RetryContext, "safety" | "hasIdempotencyKey">): boolean {
  if (!(error instanceof APIError || error instanceof APIConnectionError)) return false;
  if (!error.isRetryable) return false;
  if (context.safety === "idempotent" || context.hasIdempotencyKey) return true;
  // A job start is resent only when the server surely did not start it.
  if (error instanceof RateLimitError) return true;
  return error instanceof APIConnectionError && error.notSent;
}

/** Wait before retry number `attempt` (1-based): the server's hint, else backoff with jitter. */
export function retryDelayMs(error: unknown, attempt: number, policy: RetryPolicy, random = Math.random): number {
  const hint = error instanceof APIError ? error.retryAfterMs : undefined;
  if (hint !== undefined) return hint + Math.floor(random() * 250);
  const base = Math.min(policy.initialDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);
  // "Equal jitter": at least half the backoff, so bursts of clients spread out but still back off.
  return Math.floor(base / 2 + random() * (base / 2));
}

/**
 * Runs `attempt` until it succeeds, fails for good, or the policy's bounds are reached. Waits are
 * abortable; an abort is never retried.
 */
export async function withRetry<T>(run: (attempt: number) => Promise<T>, context: RetryContext): Promise<T> {
  let waited = 0;
  for (let attempt = 1; ; attempt++) {
    try {
      return await run(attempt);
    } catch (error) {
      if (attempt > context.policy.maxRetries || !canRetry(error, context)) throw error;
      const delay = retryDelayMs(error, attempt, context.policy, context.random);
      const overBudget = waited + delay > context.policy.maxTotalWaitMs || delay >= context.deadline.remaining();
      if (overBudget) throw error;
      context.onRetry?.({ attempt, delayMs: delay, error: error as WebDataError });
      await sleep(delay, context.signal);
      waited += delay;
      if (context.deadline.remaining() <= 0) {
        throw new APIConnectionTimeoutError("Total timeout reached while retrying.", { cause: error, budgetSpent: true });
      }
    }
  }
}
