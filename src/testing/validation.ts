import { badRequest as kitBadRequest, searchBadRequest as kitSearchBadRequest } from "../server-kit/index.js";
import { json, type MockReply } from "./http-io.js";

// Request bodies are validated once, by the operations' schemas in the server kit (as on the engine);
// what is left here are the service's own answers for bodies the schema lets through.

/** A zod-like issue, as the service puts them in `details`. */
export interface ValidationIssue {
  code: string;
  path: Array<string | number>;
  message: string;
  [extra: string]: unknown;
}

/** The global 400 body (docs/api.md §9): `code: "BAD_REQUEST"`, the first issue as message, zod details. */
export function badRequest(issues: ValidationIssue[]): MockReply {
  return kitBadRequest(issues);
}

/** Search's own 400 body (docs/api.md §1): no `code`. */
export function searchBadRequest(issues: ValidationIssue[]): MockReply {
  return kitSearchBadRequest(issues);
}

/** A 400 `{success:false,error}` for endpoint-specific checks. */
export function plainBadRequest(error: string): MockReply {
  return json(400, { success: false, error });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The body as an object, or `null` when it is missing or not an object. */
export function bodyObject(body: unknown): Record<string, unknown> | null {
  return isRecord(body) ? body : null;
}
