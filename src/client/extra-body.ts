import { z } from "zod/v4";
import { InvalidArgumentError, type ArgumentIssue } from "../core/errors.js";
import { isRecord } from "../core/is-record.js";

/** A value that survives `JSON.stringify` unchanged. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue | undefined };

/**
 * Request-body fields this version of the package does not know yet — fields the service added
 * after this release — sent as given at the top level of the body. Keys the operation already knows
 * are refused (set them in the params, where they are validated); see `ParamsOf`.
 */
export type ExtraBody = { readonly [key: string]: JsonValue | undefined };

/** The `extraBody` escape hatch every body-sending operation's params accept. */
export interface WithExtraBody {
  /**
   * Fields the service added after this release, merged into the request body as given. Only the
   * type is checked: a JSON object whose keys are not fields this operation already knows (those
   * go in the params themselves, where they are validated; a known key here is an error, so one
   * field never has two values). The server still validates them.
   * @default undefined
   */
  extraBody?: ExtraBody | undefined;
}

/** Params split into what the schema validates and the extra fields (`undefined`: none given). */
export interface SplitParams {
  params: unknown;
  extra: Record<string, unknown> | undefined;
}

/** Takes `extraBody` out of `params` (a copy; the caller's object is not changed). */
export function splitExtraBody(params: unknown): SplitParams {
  if (!isRecord(params) || !("extraBody" in params)) return { params, extra: undefined };
  const { extraBody, ...rest } = params;
  return { params: rest, extra: extraBody === undefined ? undefined : (extraBody as Record<string, unknown>) };
}

/**
 * Checks `extra` for `operation` and returns the body with it merged in. Throws
 * `InvalidArgumentError` (before any network call) when it is not a JSON object or names a field
 * the operation's request schema knows.
 */
export function mergeExtraBody(body: Record<string, unknown>, extra: unknown, operation: string, schema: z.ZodType): Record<string, unknown> {
  if (!isPlainObject(extra)) throw invalid(operation, [{ path: ["extraBody"], message: `expected a JSON object, got ${describe(extra)}` }]);
  const known = knownKeys(schema);
  const issues: ArgumentIssue[] = [];
  for (const [key, value] of Object.entries(extra)) {
    if (known.has(key)) {
      issues.push({ path: ["extraBody", key], message: `"${key}" is a known ${operation} field: set it in the params, where it is validated (extraBody is for fields this version does not know)` });
      continue;
    }
    const problem = jsonProblem(value, ["extraBody", key], new Set());
    if (problem) issues.push(problem);
  }
  if (issues.length > 0) throw invalid(operation, issues);
  return { ...body, ...extra };
}

function invalid(operation: string, issues: ArgumentIssue[]): InvalidArgumentError {
  const text = issues.slice(0, 6).map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
  return new InvalidArgumentError(`Invalid ${operation} params: ${text}`, issues);
}

const keysBySchema = new WeakMap<z.ZodType, ReadonlySet<string>>();

/** Top-level body keys an operation's request schema knows (its object shape). */
function knownKeys(schema: z.ZodType): ReadonlySet<string> {
  let keys = keysBySchema.get(schema);
  if (keys === undefined) {
    // Request schemas are built on first use (`z.lazy`, operations/): look through to the object.
    const object = schema instanceof z.ZodLazy ? (schema.unwrap() as z.ZodType) : schema;
    keys = new Set(object instanceof z.ZodObject ? Object.keys(object.shape as object) : []);
    keysBySchema.set(schema, keys);
  }
  return keys;
}

/** Why `value` would not reach the server as written (functions, NaN, Dates, cycles …), or undefined. */
function jsonProblem(value: unknown, path: Array<string | number>, seen: Set<object>): ArgumentIssue | undefined {
  if (value === null || value === undefined || typeof value === "string" || typeof value === "boolean") return undefined;
  if (typeof value === "number") return Number.isFinite(value) ? undefined : { path, message: `${value} is not a JSON number` };
  if (typeof value !== "object") return { path, message: `${describe(value)} is not a JSON value` };
  if (seen.has(value)) return { path, message: "circular reference" };
  if (!Array.isArray(value) && !isPlainObject(value)) return { path, message: `${describe(value)} is not a JSON value` };
  seen.add(value);
  const entries: Array<[string | number, unknown]> = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  for (const [key, child] of entries) {
    const problem = jsonProblem(child, [...path, key], seen);
    if (problem) return problem;
  }
  seen.delete(value);
  return undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return `a ${value.constructor?.name ?? "object"}`;
  return `a ${typeof value}`;
}
