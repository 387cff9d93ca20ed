import {
  APIConnectionTimeoutError,
  APIError,
  AuthenticationError,
  PaymentRequiredError,
  RateLimitError,
} from "../core/errors.js";

/**
 * True when a failed page request concerns only that page (blocked, not found, timed out, a DNS
 * failure, an engine error), so the load reports it and goes on. Everything else — abort, bad
 * key, no credits, rate limit after retries, unreachable server, invalid arguments — would fail
 * every other page too, so it ends the load.
 */
export function isPageLevelFailure(error: unknown): boolean {
  if (error instanceof AuthenticationError || error instanceof PaymentRequiredError || error instanceof RateLimitError) {
    return false;
  }
  if (error instanceof APIError) return true;
  // One slow page timing out is that page's problem; a refused or reset connection is not.
  return error instanceof APIConnectionTimeoutError && !error.notSent;
}
