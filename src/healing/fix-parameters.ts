import { z } from "zod/v4";
import { convertUserSchemas } from "../client/user-schemas.js";
import { isRecord } from "../core/is-record.js";
import { operations } from "../operations/index.js";
import { stableStringify } from "./fingerprint.js";
import { CREDENTIAL_KEY, PROTECTED_FIELDS, SAFE_ACTION_TYPES, SPEND_CAPS, type HealingPolicy } from "./healing-policy.js";
import type { HealableOperation, RefusedParameter } from "./healing-record.js";

/** The request schema each healable operation validates against. */
const REQUEST_OF = {
  search: "search",
  scrape: "scrape",
  map: "map",
  interact: "interact",
  crawl: "crawl.start",
  extract: "extract.start",
  agent: "agent.start",
} as const satisfies Record<HealableOperation, keyof typeof operations>;

/** The outcome of merging support's `fixParameters` into a call's parameters. */
export interface FixResult {
  /** The original parameters with the applied fix merged in (the original when nothing applies). */
  params: Record<string, unknown>;
  /** Applied changes by dot path. */
  applied: Record<string, unknown>;
  refused: RefusedParameter[];
}

interface Leaf {
  path: string[];
  value: unknown;
  known: boolean;
}

type Shape = Record<string, z.ZodType>;

/**
 * Merges a suggested fix into the original parameters under the safety policy: nested objects
 * (`scrapeOptions`, `location`) merge key by key; keys the operation does not have are dropped,
 * protected and spend-raising ones refused, and whatever remains must pass the operation's strict
 * request schema — each value that breaks it is refused with the schema's message.
 */
export function applyFix(
  operation: HealableOperation,
  original: Record<string, unknown>,
  fix: Record<string, unknown>,
  policy: Pick<HealingPolicy, "protectedFields">,
  /** The API key: a suggested value that contains it is refused. */
  secret?: string | undefined,
): FixResult {
  const schema = operations[REQUEST_OF[operation]].request as z.ZodType;
  const leaves = flatten(fix, objectShape(schema) ?? {}, []);
  const refused: RefusedParameter[] = [];
  let candidates: Leaf[] = [];
  for (const leaf of leaves) {
    const path = leaf.path.join(".");
    const current = getPath(original, leaf.path);
    const refusal =
      current !== undefined && stableStringify(current) === stableStringify(leaf.value)
        ? { reason: "unchanged" as const, detail: "the call already used this value" }
        : !leaf.known
          ? { reason: "unknown" as const, detail: `not a parameter of ${operation}` }
          : secret && secret.length >= 4 && JSON.stringify(leaf.value).includes(secret)
            ? { reason: "protected" as const, detail: "the value contains the API key" }
            : protectedRefusal(operation, leaf, current, policy.protectedFields);
    if (refusal) refused.push({ path, value: leaf.value, ...refusal });
    else candidates.push(leaf);
  }
  // Each round drops the values the schema names; a problem it cannot pin on one value drops them all.
  for (let round = 0; candidates.length > 0 && round <= leaves.length; round++) {
    const merged = mergeLeaves(original, candidates);
    const check = schema.safeParse(convertUserSchemas(merged));
    if (check.success) return { params: merged, applied: Object.fromEntries(candidates.map((l) => [l.path.join("."), l.value])), refused };
    const blamed = new Map<Leaf, string>();
    for (const issue of check.error.issues) {
      const issuePath = issue.path.map(String);
      for (const leaf of candidates) if (overlaps(leaf.path, issuePath)) blamed.set(leaf, issue.message);
    }
    const message = check.error.issues[0]?.message ?? "invalid";
    const dropped = blamed.size > 0 ? blamed : new Map(candidates.map((leaf) => [leaf, `the fixed request would be invalid: ${message}`]));
    for (const [leaf, detail] of dropped) refused.push({ path: leaf.path.join("."), value: leaf.value, reason: "invalid", detail });
    candidates = candidates.filter((leaf) => !dropped.has(leaf));
  }
  return { params: original, applied: {}, refused };
}

/** Splits a fix into leaf values, following the schema into nested objects, and moving keys to where the operation has them. */
function flatten(value: Record<string, unknown>, shape: Shape, prefix: string[]): Leaf[] {
  const leaves: Leaf[] = [];
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue;
    const located = locate(key, v, shape, prefix);
    if (located === "hoist") {
      leaves.push(...flatten(v as Record<string, unknown>, shape, prefix));
      continue;
    }
    const { path, schema } = located;
    const nested = schema ? objectShape(schema) : undefined;
    if (nested && isRecord(v) && Object.keys(v).length > 0) leaves.push(...flatten(v, nested, path));
    else leaves.push({ path, value: v, known: schema !== undefined });
  }
  return leaves;
}

/**
 * Where a top-level key belongs: crawl/extract/search take page options under `scrapeOptions`
 * (a suggested `waitFor` goes there), while scrape takes them at the top (a suggested
 * `scrapeOptions` is unpacked).
 */
function locate(key: string, value: unknown, shape: Shape, prefix: string[]): { path: string[]; schema: z.ZodType | undefined } | "hoist" {
  const own = shape[key];
  if (own || prefix.length > 0) return { path: [...prefix, key], schema: own };
  const scrapeOptions = shape.scrapeOptions ? objectShape(shape.scrapeOptions) : undefined;
  if (scrapeOptions?.[key]) return { path: ["scrapeOptions", key], schema: scrapeOptions[key] };
  if (key === "scrapeOptions" && isRecord(value)) return "hoist";
  return { path: [key], schema: undefined };
}

function protectedRefusal(
  operation: HealableOperation,
  leaf: Leaf,
  current: unknown,
  extra: readonly string[],
): Pick<RefusedParameter, "reason" | "detail"> | undefined {
  const dotted = leaf.path.join(".");
  const segment = leaf.path.find((s) => PROTECTED_FIELDS.includes(s) || CREDENTIAL_KEY.test(s));
  if (segment) return { reason: "protected", detail: `${segment} is protected: a fix may never change it` };
  const listed = extra.find((p) => dotted === p || dotted.startsWith(`${p}.`) || p.startsWith(`${dotted}.`));
  if (listed) return { reason: "protected", detail: `${listed} is protected by the application` };
  const cap = leaf.path.length === 1 ? SPEND_CAPS[operation]?.[dotted] : undefined;
  if (cap !== undefined) {
    const ceiling = typeof current === "number" ? current : cap;
    if (!(typeof leaf.value === "number" && leaf.value <= ceiling)) {
      return { reason: "protected", detail: `${dotted} caps spending: a fix may only lower it (to at most ${ceiling})` };
    }
  }
  if (leaf.path.at(-1) === "actions" && Array.isArray(leaf.value)) {
    const unsafe = leaf.value.find((a) => !(isRecord(a) && typeof a.type === "string" && SAFE_ACTION_TYPES.has(a.type)));
    if (unsafe !== undefined) {
      return { reason: "protected", detail: `actions may only ${[...SAFE_ACTION_TYPES].join(", ")}; not ${JSON.stringify(isRecord(unsafe) ? unsafe.type : unsafe)}` };
    }
  }
  return undefined;
}

/** The key shape of an object schema, looking through optional/nullable/default wrappers and lazy (built on first use) schemas. */
function objectShape(schema: z.ZodType): Shape | undefined {
  let current: z.ZodType = schema;
  for (let i = 0; i < 6; i++) {
    if (current instanceof z.ZodObject) return current.shape as Shape;
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault || current instanceof z.ZodLazy) {
      current = current.unwrap() as z.ZodType;
    } else return undefined;
  }
  return undefined;
}

function getPath(value: unknown, path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (!isRecord(current)) return undefined;
    current = current[key];
  }
  return current;
}

/** Copies only the objects along each changed path; the caller's objects (and schemas in them) stay untouched. */
function mergeLeaves(original: Record<string, unknown>, leaves: Leaf[]): Record<string, unknown> {
  let result = original;
  for (const leaf of leaves) result = setPath(result, leaf.path, leaf.value);
  return result;
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return target;
  const child = target[head];
  return { ...target, [head]: rest.length === 0 ? value : setPath(isRecord(child) ? child : {}, rest, value) };
}

function overlaps(a: string[], b: string[]): boolean {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}
