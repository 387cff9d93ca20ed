import type { ServerResponse } from "node:http";
import type { FetchFailure } from "../fetch/fetch-failure.js";
import { sendJson } from "./http-io.js";

/** A zod-like issue as the API puts it in `details` (API.md §9). */
export interface ApiIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  [key: string]: unknown;
}

/** `{success:false, error, code?, details?}`, the common error body. */
export function sendError(
  res: ServerResponse,
  status: number,
  error: string,
  extra: { code?: string; details?: unknown } = {},
): void {
  sendJson(res, status, { success: false, ...(extra.code === undefined ? {} : { code: extra.code }), error, ...(extra.details === undefined ? {} : { details: extra.details }) });
}

function pathText(path: readonly PropertyKey[]): string {
  return path.map(String).join(".");
}

/** The global 400: `code: "BAD_REQUEST"`, the first issue as the message, every issue in `details`. */
export function sendBadRequest(res: ServerResponse, issues: readonly ApiIssue[], code = "BAD_REQUEST"): void {
  const firstIssue = issues[0];
  const message =
    firstIssue === undefined
      ? "Bad Request"
      : firstIssue.path.length > 0
        ? `${pathText(firstIssue.path)}: ${firstIssue.message}`
        : firstIssue.message;
  sendError(res, 400, message, { code, details: issues });
}

/** Search's own 400 shape: no `code`, `error: "Invalid request body"` (API.md §1). */
export function sendSearchBadRequest(res: ServerResponse, issues: readonly ApiIssue[]): void {
  sendJson(res, 400, { success: false, error: "Invalid request body", details: issues });
}

/** The malformed-JSON 400 (API.md §9). */
export function sendInvalidJson(res: ServerResponse, reason: "invalid-json" | "too-large"): void {
  if (reason === "too-large") sendError(res, 413, "Request body is too large.", { code: "BAD_REQUEST" });
  else sendError(res, 400, "Bad request, malformed JSON", { code: "BAD_REQUEST_INVALID_JSON" });
}

/** How a failed page fetch is answered by scrape and map: status, code, and whether the body says success:false with 200. */
export function fetchFailureResponse(failure: FetchFailure): { status: number; code: string } {
  switch (failure.kind) {
    case "dns":
      // The service answers DNS failures with HTTP 200 and success:false (API.md §2.4).
      return { status: 200, code: "SCRAPE_DNS_RESOLUTION_ERROR" };
    case "blocked-address":
      return { status: 403, code: "SCRAPE_BLOCKED_ADDRESS" };
    case "timeout":
      return { status: 408, code: "SCRAPE_TIMEOUT" };
    case "too-large":
      return { status: 413, code: "SCRAPE_CONTENT_TOO_LARGE" };
    case "too-many-redirects":
      return { status: 500, code: "SCRAPE_TOO_MANY_REDIRECTS" };
    case "tls":
      return { status: 500, code: "SCRAPE_SSL_ERROR" };
    case "unsupported-url":
      return { status: 400, code: "BAD_REQUEST" };
    case "aborted":
      return { status: 499, code: "SCRAPE_CANCELLED" };
    case "connection":
      return { status: 500, code: "SCRAPE_SITE_ERROR" };
  }
}

/** Answers a failed fetch in the API's shape. */
export function sendFetchFailure(res: ServerResponse, failure: FetchFailure): void {
  const { status, code } = fetchFailureResponse(failure);
  sendError(res, status, failure.message, { code });
}
