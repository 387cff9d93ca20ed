import { STATUS_CODES } from "node:http";
import { json, type Reply } from "./reply.js";

/**
 * The error bodies both servers send (docs/api.md §9): `{success:false, error, code?, details?}`, plus
 * the exceptions the service makes (search's 400, bodies without `success`).
 */

/** A zod-like issue as the API puts it in `details`. */
export interface ApiIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  [key: string]: unknown;
}

/** `{success:false, error, code?, details?}`, the common error body. */
export function apiError(status: number, error: string, extra: { code?: string; details?: unknown } = {}, headers?: Record<string, string>): Reply {
  return json(
    status,
    {
      success: false,
      ...(extra.code === undefined ? {} : { code: extra.code }),
      error,
      ...(extra.details === undefined ? {} : { details: extra.details }),
    },
    headers,
  );
}

function pathText(path: readonly PropertyKey[]): string {
  return path.map(String).join(".");
}

/** The global 400: `code: "BAD_REQUEST"`, the first issue as the message, every issue in `details`. */
export function badRequest(issues: readonly ApiIssue[], code = "BAD_REQUEST"): Reply {
  const first = issues[0];
  const message =
    first === undefined ? "Bad Request" : first.path.length > 0 ? `${pathText(first.path)}: ${first.message}` : first.message;
  return apiError(400, message, { code, details: issues });
}

/** Search's own 400 shape: no `code`, `error: "Invalid request body"` (docs/api.md §1). */
export function searchBadRequest(issues: readonly ApiIssue[]): Reply {
  return json(400, { success: false, error: "Invalid request body", details: issues });
}

/** A single custom issue at `path`. */
export function customIssue(path: PropertyKey[], message: string): ApiIssue {
  return { code: "custom", path, message };
}

/** Malformed JSON (docs/api.md §9). */
export function invalidJson(): Reply {
  return apiError(400, "Bad request, malformed JSON", { code: "BAD_REQUEST_INVALID_JSON" });
}

/** A request body over the size cap. */
export function bodyTooLarge(maxBytes: number): Reply {
  return apiError(413, `Request body is too large (the limit is ${maxBytes} bytes).`, { code: "BAD_REQUEST" });
}

/** No route has this path. Deliberately no hint about expired jobs: the path itself is wrong. */
export function routeNotFound(method: string, path: string, note?: string): Reply {
  return apiError(404, `Route not found: ${method} ${path}.${note === undefined ? "" : ` ${note}`}`);
}

/** The path exists with other methods. */
export function methodNotAllowed(method: string, path: string, allowed: readonly string[]): Reply {
  return apiError(405, `Method ${method} is not allowed on ${path}; use ${allowed.join(" or ")}.`, {}, { allow: allowed.join(", ") });
}

/** A path id that is not a UUID (docs/api.md §0, the service's `validateJobIdParam`). */
export function invalidJobId(): Reply {
  return apiError(400, "Invalid job ID format. Job ID must be a valid UUID.");
}

/** An operation this server knows but cannot run; the message says what to configure. */
export function notImplemented(message: string): Reply {
  return apiError(501, message, { code: "NOT_IMPLEMENTED" });
}

/** Unexpected failure inside a handler; the details go to the log, never to the caller. */
export function internalError(message = "An unexpected error occurred."): Reply {
  return apiError(500, message, { code: "UNKNOWN_ERROR" });
}

/** Default body for a bare status (scripted mock answers with no body). */
export function defaultBodyFor(status: number): unknown {
  if (status < 400) return { success: true };
  return { success: false, error: STATUS_CODES[status] ?? `HTTP ${status}` };
}
