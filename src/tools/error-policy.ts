import { formatIssues } from "../client/invoke.js";
import {
  APIError,
  BadRequestError,
  ConflictError,
  GoneError,
  InvalidArgumentError,
  JobFailedError,
  NotFoundError,
  PermissionDeniedError,
  RequestTimeoutError,
} from "../core/errors.js";
import { firstLine } from "./render.js";
import type { ModelFixableError } from "./types.js";

/**
 * The one table both adapters follow (DESIGN rule 10). A row turns an error the model can fix into
 * a short message with a hint; everything else (auth, credits, abort, exhausted retries, network)
 * is thrown to the application.
 */
const MODEL_FIXABLE: Array<{ matches: (e: unknown) => boolean; category: string; hint: string }> = [
  {
    matches: (e) => e instanceof InvalidArgumentError,
    category: "invalid_arguments",
    hint: "Fix the fields named above and call again.",
  },
  {
    matches: (e) => e instanceof BadRequestError,
    category: "bad_request",
    hint: "The service rejected these parameters; change the ones named above.",
  },
  {
    // The server has no such route: an older or partial v2 server. Retrying cannot help; another tool can.
    matches: (e) => e instanceof NotFoundError && e.missing === "route",
    category: "not_supported",
    hint: "This server does not offer this operation. Use another tool for the same information, or tell the user it is unavailable here.",
  },
  {
    matches: (e) => e instanceof NotFoundError && e.missing === "id",
    category: "not_found",
    hint: "Check the id. Job ids expire 24 h after the job ends; start a new job if needed.",
  },
  {
    matches: (e) => e instanceof NotFoundError,
    category: "not_found",
    hint: "Check the URL or id you passed.",
  },
  {
    matches: (e) => e instanceof PermissionDeniedError,
    category: "blocked",
    hint: "This site or request is not allowed; try another source for the same information.",
  },
  {
    matches: (e) => e instanceof RequestTimeoutError,
    category: "target_timeout",
    hint: "The page was too slow. Retry once with a larger waitFor, or use another URL.",
  },
  {
    matches: (e) => e instanceof GoneError,
    category: "session_gone",
    hint: "The browser session ended; open it again by passing `url`.",
  },
  {
    matches: (e) => e instanceof ConflictError,
    category: "conflict",
    hint: "The job is already finished or busy; check its status instead of repeating the call.",
  },
  {
    matches: (e) => e instanceof JobFailedError,
    category: "job_failed",
    hint: "Narrow the request (fewer pages, a simpler prompt) or try another approach.",
  },
  {
    // HTTP 200 with success:false: the target could not be fetched (DNS and similar).
    matches: (e) => e instanceof APIError && e.status === 200,
    category: "target_unreachable",
    hint: "The site could not be reached; check the domain spelling or use another URL.",
  },
];

/** The model-facing error for `error`, or `undefined` when the error must be thrown. */
export function modelFixableError(error: unknown): ModelFixableError | undefined {
  const row = MODEL_FIXABLE.find((r) => r.matches(error));
  if (!row) return undefined;
  const message =
    error instanceof InvalidArgumentError && error.issues.length > 0
      ? `Invalid arguments: ${formatIssues(error.issues)}`
      : firstLine((error as Error).message);
  return {
    category: row.category,
    message,
    hint: row.hint,
    status: error instanceof APIError ? error.status : undefined,
    code: error instanceof APIError ? error.code : undefined,
  };
}

/** True for errors the tools throw to the application rather than show the model. */
export function isInfrastructureError(error: unknown): boolean {
  return modelFixableError(error) === undefined;
}

/** The model's view of a model-fixable error. */
export function renderModelError(error: ModelFixableError): string {
  return `Error (${error.category}): ${error.message}\nHint: ${error.hint}`;
}
