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
  type APIErrorInit,
  type NotFoundKind,
} from "./errors.js";
import { isRecord } from "./is-record.js";
import { parseRetryAfterMs } from "./retry-after.js";

const CLASS_BY_STATUS: Record<number, new (init: APIErrorInit) => APIError> = {
  400: BadRequestError,
  401: AuthenticationError,
  402: PaymentRequiredError,
  403: PermissionDeniedError,
  404: NotFoundError,
  408: RequestTimeoutError,
  409: ConflictError,
  410: GoneError,
  429: RateLimitError,
};

const REASON: Record<number, string> = {
  200: "OK (success: false)",
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  408: "Request Timeout",
  409: "Conflict",
  410: "Gone",
  429: "Too Many Requests",
  500: "Internal Server Error",
  501: "Not Implemented",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/** What to do next, per status: errors should say how to fix them. */
function hintFor(status: number, retryAfterMs: number | undefined, missing: NotFoundKind | undefined): string | undefined {
  switch (status) {
    case 401:
      return "check the apiKey option or WEBDATA_API_KEY";
    case 402:
      return "the team is out of credits: top up, or lower the request's limit";
    case 404:
      if (missing === "route") return "this server has no such route, so it does not support this operation (an older or partial v2 server, or a baseUrl that is not a v2 API)";
      return missing === "id" ? "job ids expire 24 h after the job ends; scrape ids only work for recent scrapes" : undefined;
    case 408:
      return "the target was slow: raise `timeout` or retry later";
    case 429:
      return retryAfterMs === undefined
        ? "rate limited: slow down or retry later"
        : `rate limited: retry after ${Math.ceil(retryAfterMs / 1000)} s`;
    case 501:
      return "this server does not implement the operation";
    default:
      return undefined;
  }
}

export interface ErrorSource {
  status: number;
  body: unknown;
  headers?: Headers | undefined;
  /** `METHOD /path`, used in the message. */
  endpoint?: string | undefined;
  /** The call named a job or scrape id in its path (a 404 then most likely means that id is unknown or expired). */
  idLookup?: boolean | undefined;
}

/**
 * Bodies of a 404 for a path the server does not route: the engine's and mock's "Route not found",
 * Express's "Cannot POST /v2/…" page (the self-hosted server), or any non-JSON page (a proxy, a
 * base URL that is not a v2 API). A v2 route's own 404 is JSON with `success: false`.
 */
function isMissingRoute(body: unknown): boolean {
  const text = typeof body === "string" ? body : isRecord(body) ? [body.error, body.message].find((v) => typeof v === "string") : undefined;
  if (typeof text === "string" && /route not found|cannot (get|post|put|delete|patch) \//i.test(text)) return true;
  return typeof body === "string";
}

/** The single mapping from an error response to an error class (DESIGN rule 2). */
export function createAPIError(source: ErrorSource): APIError {
  const { status, body, headers } = source;
  const retryAfterMs = parseRetryAfterMs(headers, body);
  const missing = status !== 404 ? undefined : isMissingRoute(body) ? "route" : source.idLookup ? "id" : undefined;
  const init: APIErrorInit = {
    status,
    body,
    code: codeOf(body),
    requestId: headers?.get("x-request-id") ?? (isRecord(body) && typeof body.requestId === "string" ? body.requestId : undefined),
    retryAfterMs,
    endpoint: source.endpoint,
    missing,
    message: composeMessage(source, retryAfterMs, missing),
  };
  const ErrorClass = status >= 500 ? InternalServerError : (CLASS_BY_STATUS[status] ?? APIError);
  return new ErrorClass(init);
}

function codeOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (typeof body.code === "string") return body.code;
  // Support proxy bodies carry only a code-like `error` ("support_agent_timeout").
  if (typeof body.error === "string" && /^[a-z]+(_[a-z]+)+$/.test(body.error)) return body.error;
  return undefined;
}

function composeMessage(source: ErrorSource, retryAfterMs: number | undefined, missing: NotFoundKind | undefined): string {
  const reason = REASON[source.status] ?? "Error";
  const serverText = serverMessage(source.body);
  const head = serverText && serverText.toLowerCase().startsWith(reason.toLowerCase())
    ? `${source.status} ${serverText}`
    : `${source.status} ${reason}${serverText ? `: ${serverText}` : ""}`;
  const hint = hintFor(source.status, retryAfterMs, missing);
  const where = source.endpoint ? ` (${source.endpoint})` : "";
  return `${head}${hint ? ` — ${hint}` : ""}${where}`;
}

/** The server's own words plus the first validation issues, trimmed to one readable line. */
function serverMessage(body: unknown): string | undefined {
  if (typeof body === "string") return body.trim().slice(0, 300) || undefined;
  if (!isRecord(body)) return undefined;
  const text = [body.error, body.message].find((v): v is string => typeof v === "string");
  const issues = Array.isArray(body.details) ? body.details.slice(0, 3).map(describeIssue).filter(Boolean) : [];
  const parts = [text, issues.length > 0 ? `[${issues.join("; ")}]` : undefined].filter(Boolean);
  return parts.length > 0 ? parts.join(" ").slice(0, 500) : undefined;
}

function describeIssue(issue: unknown): string {
  if (!isRecord(issue)) return "";
  const path = Array.isArray(issue.path) && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  return typeof issue.message === "string" ? `${path}${issue.message}` : "";
}
