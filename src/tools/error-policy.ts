import { formatIssues } from "../client/invoke.js";
import {
  APIConnectionError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  GoneError,
  InvalidArgumentError,
  JobFailedError,
  MissingApiKeyError,
  NotFoundError,
  PaymentRequiredError,
  PermissionDeniedError,
  RateLimitError,
  RequestTimeoutError,
} from "../core/errors.js";
import { firstLine } from "./render.js";
import type { ModelFixableError } from "./types.js";

interface PolicyRow {
  matches: (e: unknown) => boolean;
  category: string;
  hint: string;
  /** The model's message when the error's own first line is written for a developer. */
  message?: (e: Error) => string;
}

/**
 * The one table every adapter follows (docs/architecture.md rule 10). A row turns an error the
 * model can act on into a short message with a hint: a tool result in every adapter. Errors in
 * `INFRASTRUCTURE` (auth, credits, abort, exhausted retries) are thrown to the application by the
 * AI SDK and LangChain tools; the MCP server, whose client has no other channel, shows them as
 * `isError` results with the same text.
 */
const MODEL_FIXABLE: PolicyRow[] = [
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
  {
    // 501 from the local engine without a browser: the same page may still be read without one.
    matches: (e) => e instanceof APIError && e.status === 501 && e.code === "BROWSER_NOT_AVAILABLE",
    category: "no_browser",
    message: firstSentence,
    hint: "This server has no browser. Call web_scrape without actions or screenshots (a plain fetch works), or tell the user this needs a browser.",
  },
  {
    matches: (e) => e instanceof APIError && e.status === 501 && /language model/i.test(e.message),
    category: "no_model",
    message: firstSentence,
    hint: "This server has no model configured. Use web_scrape (or web_crawl) instead and read the pages yourself; do not call web_extract or web_agent here.",
  },
  {
    // Any other 501: a hosted-only feature, or an operation this server does not implement.
    matches: (e) => e instanceof APIError && e.status === 501,
    category: "not_available",
    message: firstSentence,
    hint: "This server does not offer this feature. Use another tool for the same information, or tell the user it is unavailable here.",
  },
  {
    // Refused, DNS, connect timeout: the request never reached the server, so retrying now will not help.
    matches: (e) => e instanceof APIConnectionError && e.notSent,
    category: "server_unreachable",
    hint: "The web data server could not be reached (it is down or its address is wrong). Do not call the web tools again now; answer with what you have and tell the user they are unavailable.",
  },
  {
    matches: (e) => e instanceof APIConnectionError,
    category: "connection_failed",
    hint: "The connection to the web data server failed after retries. Try once more at most; if it fails again, answer with what you have.",
  },
];

/** Thrown by the AI SDK and LangChain tools (the application must act); `isError` results on MCP. */
const INFRASTRUCTURE: PolicyRow[] = [
  {
    matches: (e) => e instanceof APIUserAbortError,
    category: "aborted",
    hint: "The call was cancelled by the user or the application; do not repeat it unless asked.",
  },
  {
    matches: (e) => e instanceof AuthenticationError || e instanceof MissingApiKeyError,
    category: "auth",
    hint: "The web data service did not accept the API key (or none is set). Tell the user to fix the key; do not call the web tools again.",
  },
  {
    matches: (e) => e instanceof PaymentRequiredError,
    category: "out_of_credits",
    hint: "The account has no credits left. Tell the user; do not call the web tools again.",
  },
  {
    matches: (e) => e instanceof RateLimitError,
    category: "rate_limited",
    hint: "The service is rate limiting this account. Wait before calling again, or answer with what you have.",
  },
  {
    matches: (e) => e instanceof APIError && e.status >= 500,
    category: "server_error",
    hint: "The server failed on this request after retries. Try once more later, or use another tool.",
  },
  {
    matches: () => true,
    category: "internal",
    hint: "This tool failed unexpectedly. Do not repeat the same call; answer with what you have or tell the user.",
  },
];

/** The model-facing error for `error`, or `undefined` when the error must be thrown. */
export function modelFixableError(error: unknown): ModelFixableError | undefined {
  const row = MODEL_FIXABLE.find((r) => r.matches(error));
  return row ? view(error, row) : undefined;
}

/**
 * The model-facing view of any error, infrastructure included (the MCP server shows every failure
 * as a result). `infrastructure` is true for errors the AI SDK and LangChain tools throw.
 */
export function errorView(error: unknown): ModelFixableError & { infrastructure: boolean } {
  const fixable = modelFixableError(error);
  if (fixable) return { ...fixable, infrastructure: false };
  return { ...view(error, INFRASTRUCTURE.find((r) => r.matches(error))!), infrastructure: true };
}

function view(error: unknown, row: PolicyRow): ModelFixableError {
  const asError = error instanceof Error ? error : new Error(String(error));
  const message =
    error instanceof InvalidArgumentError && error.issues.length > 0
      ? `Invalid arguments: ${formatIssues(error.issues)}`
      : row.message
        ? row.message(asError)
        : firstLine(asError.message);
  return {
    category: row.category,
    message,
    hint: row.hint,
    status: error instanceof APIError ? error.status : undefined,
    code: error instanceof APIError ? error.code : undefined,
  };
}

/** The first sentence of a server message written for developers (the rest says how to configure the server). */
function firstSentence(error: Error): string {
  const line = firstLine(error.message);
  const end = line.search(/[.!?](\s|$)/);
  return end === -1 ? line : line.slice(0, end + 1);
}

/** True for errors the tools throw to the application rather than show the model. */
export function isInfrastructureError(error: unknown): boolean {
  return modelFixableError(error) === undefined;
}

/** The model's view of a model-fixable error. */
export function renderModelError(error: ModelFixableError): string {
  return `Error (${error.category}): ${error.message}\nHint: ${error.hint}`;
}
