import { describe, expect, it } from "vitest";
import { APIConnectionError, APIUserAbortError, BadRequestError, InternalServerError, RateLimitError } from "../../src/core/errors.js";
import { canRetry, DEFAULT_RETRY_POLICY, retryDelayMs, withRetry } from "../../src/core/retry.js";
import { Deadline } from "../../src/core/signals.js";

const serverError = () => new InternalServerError({ status: 503, message: "503", body: {} });

describe("retry policy", () => {
  it("never duplicates a job start unless the request surely never left or was rate limited", () => {
    const startJob = { safety: "starts-job" as const, hasIdempotencyKey: false };
    expect(canRetry(serverError(), startJob)).toBe(false);
    expect(canRetry(new APIConnectionError("reset"), startJob)).toBe(false);
    expect(canRetry(new APIConnectionError("refused", { notSent: true }), startJob)).toBe(true);
    expect(canRetry(new RateLimitError({ status: 429, message: "429", body: {} }), startJob)).toBe(true);
    expect(canRetry(serverError(), { ...startJob, hasIdempotencyKey: true })).toBe(true);
  });

  it("does not retry client errors or aborts", () => {
    const idem = { safety: "idempotent" as const, hasIdempotencyKey: false };
    expect(canRetry(new BadRequestError({ status: 400, message: "400", body: {} }), idem)).toBe(false);
    expect(canRetry(new APIUserAbortError(), idem)).toBe(false);
  });

  it("uses the server's hint over exponential backoff", () => {
    const hinted = new RateLimitError({ status: 429, message: "", body: {}, retryAfterMs: 4_000 });
    expect(retryDelayMs(hinted, 1, DEFAULT_RETRY_POLICY, () => 0)).toBe(4_000);
    expect(retryDelayMs(serverError(), 1, DEFAULT_RETRY_POLICY, () => 0)).toBe(250);
    expect(retryDelayMs(serverError(), 3, DEFAULT_RETRY_POLICY, () => 0.999)).toBeLessThanOrEqual(2_000);
    expect(retryDelayMs(serverError(), 20, DEFAULT_RETRY_POLICY, () => 0.999)).toBeLessThanOrEqual(DEFAULT_RETRY_POLICY.maxDelayMs);
  });

  it("stops after maxRetries and rethrows the last error", async () => {
    let calls = 0;
    const run = withRetry(
      async () => {
        calls++;
        throw serverError();
      },
      {
        policy: { ...DEFAULT_RETRY_POLICY, maxRetries: 2, initialDelayMs: 1 },
        safety: "idempotent",
        hasIdempotencyKey: false,
        deadline: new Deadline(undefined),
      },
    );
    await expect(run).rejects.toBeInstanceOf(InternalServerError);
    expect(calls).toBe(3);
  });

  it("gives up at once when the server asks for a wait longer than the budget", async () => {
    let calls = 0;
    const run = withRetry(
      async () => {
        calls++;
        throw new RateLimitError({ status: 429, message: "429", body: {}, retryAfterMs: 120_000 });
      },
      { policy: DEFAULT_RETRY_POLICY, safety: "idempotent", hasIdempotencyKey: false, deadline: new Deadline(undefined) },
    );
    await expect(run).rejects.toBeInstanceOf(RateLimitError);
    expect(calls).toBe(1);
  });

  it("an abort during a backoff wait rejects at once", async () => {
    const controller = new AbortController();
    const run = withRetry(
      async () => {
        setTimeout(() => controller.abort(), 5);
        throw serverError();
      },
      {
        policy: { ...DEFAULT_RETRY_POLICY, initialDelayMs: 60_000, maxDelayMs: 60_000 },
        safety: "idempotent",
        hasIdempotencyKey: false,
        deadline: new Deadline(undefined),
        signal: controller.signal,
      },
    );
    await expect(run).rejects.toBeInstanceOf(APIUserAbortError);
  });
});
