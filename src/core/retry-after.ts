import { isRecord } from "./is-record.js";

/**
 * Reads how long the service asked us to wait, in the order docs/api.md §9 gives: the `Retry-After`
 * header, `details.retryAfterSeconds`, `retry_after_seconds`, then the "retry after Ns" text that
 * the hosted 429 puts in its message (the only place it usually is).
 */
export function parseRetryAfterMs(headers: Headers | undefined, body: unknown, now = Date.now()): number | undefined {
  const header = headers?.get("retry-after");
  if (header) {
    const fromHeader = parseRetryAfterHeader(header, now);
    if (fromHeader !== undefined) return fromHeader;
  }
  if (!isRecord(body)) return undefined;
  const details = isRecord(body.details) ? body.details : undefined;
  const seconds = numberOf(details?.retryAfterSeconds) ?? numberOf(body.retry_after_seconds);
  if (seconds !== undefined) return seconds * 1000;
  const text = typeof body.error === "string" ? body.error : typeof body.message === "string" ? body.message : "";
  const match = /retry after (\d+(?:\.\d+)?)\s*s/i.exec(text);
  return match?.[1] ? Number(match[1]) * 1000 : undefined;
}

function parseRetryAfterHeader(value: string, now: number): number | undefined {
  const seconds = Number(value.trim());
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function numberOf(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : undefined;
}
