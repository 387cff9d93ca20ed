import { describe, expect, it } from "vitest";
import { createAPIError } from "../../src/core/error-factory.js";
import {
  APIError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  GoneError,
  InternalServerError,
  NotFoundError,
  PaymentRequiredError,
  PermissionDeniedError,
  RateLimitError,
  RequestTimeoutError,
} from "../../src/core/errors.js";

const RATE_LIMIT_TEXT =
  "Rate limit exceeded. Consumed (req/min): 11, Remaining (req/min): 0. Upgrade your plan at https://firecrawl.dev/pricing for increased rate limits or please retry after 23s, resets at Tue Sep 08 2026 12:01:00 GMT+0000";

describe("createAPIError", () => {
  it.each([
    [400, BadRequestError],
    [401, AuthenticationError],
    [402, PaymentRequiredError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [408, RequestTimeoutError],
    [409, ConflictError],
    [410, GoneError],
    [429, RateLimitError],
    [500, InternalServerError],
    [502, InternalServerError],
    [504, InternalServerError],
    [200, APIError],
    [418, APIError],
  ])("maps status %i to its class", (status, cls) => {
    const error = createAPIError({ status, body: { success: false, error: "x" } });
    expect(error).toBeInstanceOf(cls);
    expect(error.status).toBe(status);
  });

  it("says what to do on 401", () => {
    const error = createAPIError({ status: 401, body: { success: false, error: "Unauthorized: Invalid token" } });
    expect(error.message).toBe("401 Unauthorized: Invalid token — check the apiKey option or WEBDATA_API_KEY");
  });

  it("reads the 429 wait from the message text when no header is sent", () => {
    const error = createAPIError({ status: 429, body: { success: false, error: RATE_LIMIT_TEXT } });
    expect(error.retryAfterMs).toBe(23_000);
    expect(error.message).toContain("retry after 23 s");
    expect(error.isRetryable).toBe(true);
  });

  it("prefers Retry-After, then details.retryAfterSeconds, then retry_after_seconds", () => {
    const headers = new Headers({ "retry-after": "7" });
    expect(createAPIError({ status: 429, body: { error: RATE_LIMIT_TEXT }, headers }).retryAfterMs).toBe(7_000);
    const details = { success: false, code: "SCRAPE_TIMEOUT", details: { state: "processing_continues", retryAfterSeconds: 12 } };
    expect(createAPIError({ status: 408, body: details }).retryAfterMs).toBe(12_000);
    expect(createAPIError({ status: 429, body: { error: "slow down", retry_after_seconds: 3 } }).retryAfterMs).toBe(3_000);
  });

  it("keeps code, body and request id, and lists validation issues", () => {
    const body = {
      success: false,
      code: "BAD_REQUEST",
      error: "Bad Request",
      details: [{ code: "too_big", path: ["limit"], message: "Number must be less than or equal to 100" }],
    };
    const error = createAPIError({ status: 400, body, headers: new Headers({ "x-request-id": "req_1" }), endpoint: "POST /search" });
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.body).toEqual(body);
    expect(error.requestId).toBe("req_1");
    expect(error.message).toContain("limit: Number must be less than or equal to 100");
    expect(error.message).toContain("(POST /search)");
    expect(error.isRetryable).toBe(false);
  });

  it("handles bodies without `success` (support proxy, crawl DELETE)", () => {
    const error = createAPIError({ status: 504, body: { error: "support_agent_timeout" } });
    expect(error.code).toBe("support_agent_timeout");
    expect(error.isRetryable).toBe(true);
    expect(createAPIError({ status: 409, body: { error: "Crawl is already completed" } }).message).toContain(
      "Crawl is already completed",
    );
  });

  it("treats non-JSON bodies as text", () => {
    const error = createAPIError({ status: 502, body: "<html>Bad gateway</html>" });
    expect(error.message).toContain("502 Bad Gateway");
  });
});
