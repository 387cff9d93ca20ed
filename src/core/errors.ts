/** Base class of every error this package throws. */
export class WebDataError extends Error {
  override name = "WebDataError";
  /** Whether sending the same request again may succeed. */
  get isRetryable(): boolean {
    return false;
  }
}

/** Where an API error came from, kept for diagnosis (never includes credentials). */
export interface APIErrorInit {
  status: number;
  message: string;
  body: unknown;
  code?: string | undefined;
  requestId?: string | undefined;
  /** Wait the server asked for, from `Retry-After`, the body or the message text. */
  retryAfterMs?: number | undefined;
  /** `METHOD /path` of the call, for messages (no host, no query). */
  endpoint?: string | undefined;
  /** For a 404: what was not found (see `NotFoundError.missing`). */
  missing?: NotFoundKind | undefined;
  cause?: unknown;
}

/**
 * What a 404 did not find: `"route"` — the server has no such route (an older or partial v2
 * server, or a base URL that is not a v2 API): it does not support the operation; `"id"` — the job
 * or scrape id the call named (unknown, or expired 24 h after its job ended).
 */
export type NotFoundKind = "route" | "id";

/** The service answered with an error status, or with HTTP 200 and `success: false`. */
export class APIError extends WebDataError {
  override name = "APIError";
  readonly status: number;
  /** Machine-readable code from the body, e.g. `SCRAPE_TIMEOUT`, when the service sent one. */
  readonly code: string | undefined;
  /** The parsed response body, as received. */
  readonly body: unknown;
  readonly requestId: string | undefined;
  readonly retryAfterMs: number | undefined;
  readonly endpoint: string | undefined;

  constructor(init: APIErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.body = init.body;
    this.requestId = init.requestId;
    this.retryAfterMs = init.retryAfterMs;
    this.endpoint = init.endpoint;
  }

  override get isRetryable(): boolean {
    return RETRYABLE_STATUSES.has(this.status);
  }
}

const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

export class BadRequestError extends APIError {
  override name = "BadRequestError";
}
export class AuthenticationError extends APIError {
  override name = "AuthenticationError";
}
export class PaymentRequiredError extends APIError {
  override name = "PaymentRequiredError";
}
export class PermissionDeniedError extends APIError {
  override name = "PermissionDeniedError";
}
export class NotFoundError extends APIError {
  override name = "NotFoundError";
  /** What was not found: the route (the server does not support the call) or the id; `undefined` when unclear. */
  readonly missing: NotFoundKind | undefined;
  constructor(init: APIErrorInit) {
    super(init);
    this.missing = init.missing;
  }
}
export class RequestTimeoutError extends APIError {
  override name = "RequestTimeoutError";
}
export class ConflictError extends APIError {
  override name = "ConflictError";
}
/** 410: e.g. an interact browser session that the service destroyed. */
export class GoneError extends APIError {
  override name = "GoneError";
}
export class RateLimitError extends APIError {
  override name = "RateLimitError";
}
export class InternalServerError extends APIError {
  override name = "InternalServerError";
}

/** The request could not be completed at the network level (refused, reset, truncated body). */
export class APIConnectionError extends WebDataError {
  override name = "APIConnectionError";
  /** True when the request surely never reached the server (refused, DNS, connect timeout). */
  readonly notSent: boolean;
  constructor(message: string, options: { cause?: unknown; notSent?: boolean } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.notSent = options.notSent ?? false;
  }
  override get isRetryable(): boolean {
    return true;
  }
}

/** A per-attempt or total timeout ran out. */
export class APIConnectionTimeoutError extends APIConnectionError {
  override name = "APIConnectionTimeoutError";
  /** True when the call's total time budget is spent (retrying is pointless). */
  readonly budgetSpent: boolean;
  constructor(message: string, options: { cause?: unknown; notSent?: boolean; budgetSpent?: boolean } = {}) {
    super(message, options);
    this.budgetSpent = options.budgetSpent ?? false;
  }
  override get isRetryable(): boolean {
    return !this.budgetSpent;
  }
}

/** The caller's `signal` aborted the call. Never retried. */
export class APIUserAbortError extends WebDataError {
  override name = "APIUserAbortError";
  constructor(message = "Request was aborted by the caller's signal.", options: { cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
  }
}

/** One problem with an argument, as zod reports it. */
export interface ArgumentIssue {
  path: (string | number)[];
  message: string;
  code?: string;
}

/** Arguments were rejected before any request was sent. */
export class InvalidArgumentError extends WebDataError {
  override name = "InvalidArgumentError";
  readonly issues: ArgumentIssue[];
  constructor(message: string, issues: ArgumentIssue[] = []) {
    super(message);
    this.issues = issues;
  }
}

/** No API key is configured for an operation that needs one. */
export class MissingApiKeyError extends WebDataError {
  override name = "MissingApiKeyError";
}

/** A job (crawl, extract, agent) ended in `failed`. `lastStatus` keeps whatever data it returned. */
export class JobFailedError extends WebDataError {
  override name = "JobFailedError";
  readonly jobId: string;
  readonly lastStatus: unknown;
  constructor(message: string, jobId: string, lastStatus: unknown) {
    super(message);
    this.jobId = jobId;
    this.lastStatus = lastStatus;
  }
}

/** Waiting for a job ran past its budget. The job keeps running; `jobId` lets you resume. */
export class JobTimeoutError extends WebDataError {
  override name = "JobTimeoutError";
  readonly jobId: string;
  readonly lastStatus: unknown;
  constructor(message: string, jobId: string, lastStatus: unknown) {
    super(message);
    this.jobId = jobId;
    this.lastStatus = lastStatus;
  }
}
