import type { z } from "zod/v4";
import { checkBearer, type AuthSettings } from "./bearer-auth.js";
import {
  badRequest,
  bodyTooLarge,
  invalidJobId,
  invalidJson,
  methodNotAllowed,
  routeNotFound,
  searchBadRequest,
  type ApiIssue,
} from "./error-replies.js";
import { json, type Reply } from "./reply.js";
import { parseJsonBody, type RawBody } from "./request-body.js";
import type { OperationName, RouteMatch } from "./route-table.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The checks before a handler runs, in the order both servers apply them: auth first (so an
 * anonymous caller learns nothing about which paths exist), then 404/405, then the path id.
 * Returns the reply that ends the request, or `null`.
 */
export function gateRequest<H>(
  match: RouteMatch<H>,
  request: { method: string; path: string; authorization: string | undefined },
  auth: AuthSettings,
  notFoundNote?: string,
): Reply | null {
  const mode = match.kind === "route" ? match.route.operation.auth : undefined;
  const denied = checkBearer(request.authorization, mode, auth);
  if (denied !== null) return denied;
  if (match.kind === "none") return routeNotFound(request.method, request.path, notFoundNote);
  if (match.kind === "wrong-method") return methodNotAllowed(request.method, request.path, match.allowed);
  // Like the service's validateJobIdParam (docs/api.md §0): ids in paths are UUIDs.
  if (Object.values(match.params).some((id) => !UUID.test(id))) return invalidJobId();
  return null;
}

/** zod issues as plain JSON for `details`. */
export function toApiIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.map((issue) => JSON.parse(JSON.stringify(issue)) as ApiIssue);
}

/** The 400 an operation answers for an invalid body: search and support have their own shapes (docs/api.md §1, §8). */
export function invalidBodyReply(name: OperationName, issues: readonly ApiIssue[]): Reply {
  if (name === "search") return searchBadRequest(issues);
  // Support is a pass-through proxy: `{error}` without `success`.
  if (name === "support.ask" || name === "support.docsSearch") return json(400, { error: "invalid_request" });
  return badRequest(issues);
}

/** A body read, parsed and (when `schema` is given) validated. */
export type BodyOutcome = { ok: true; value: unknown } | { ok: false; reply: Reply };

/**
 * Turns a raw body into the operation's validated request: 413 past the size cap, 400 for
 * malformed JSON, the operation's 400 shape for schema issues. An empty body validates as `{}`.
 * `extraKeys` are top-level fields accepted beyond the schema, unchecked (a newer service's fields).
 */
export function admitBody(name: OperationName, raw: RawBody, maxBytes: number, schema: z.ZodType | null, extraKeys: readonly string[] = []): BodyOutcome {
  if (raw.tooLarge) return { ok: false, reply: bodyTooLarge(maxBytes) };
  const parsed = parseJsonBody(raw.text);
  if (!parsed.ok) return { ok: false, reply: invalidJson() };
  if (schema === null) return { ok: true, value: parsed.value };
  const { known, extra } = splitKeys(parsed.value ?? {}, extraKeys);
  const result = schema.safeParse(known);
  if (!result.success) return { ok: false, reply: invalidBodyReply(name, toApiIssues(result.error)) };
  return { ok: true, value: extra === undefined ? result.data : { ...(result.data as object), ...extra } };
}

function splitKeys(body: unknown, extraKeys: readonly string[]): { known: unknown; extra: Record<string, unknown> | undefined } {
  if (extraKeys.length === 0 || typeof body !== "object" || body === null || Array.isArray(body)) return { known: body, extra: undefined };
  const known: Record<string, unknown> = {};
  const extra: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) (extraKeys.includes(key) ? extra : known)[key] = value;
  return { known, extra };
}
