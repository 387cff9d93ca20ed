import { z } from "zod/v4";
import { InvalidArgumentError, type ArgumentIssue } from "./errors.js";

/**
 * Validates a public options object (client, tool sets, loader, session, self-healing, engine, …)
 * against its schema, the one check every options object goes through: bad values and unknown
 * options fail with `InvalidArgumentError` naming the option path, and an unknown option comes with
 * the name it was probably meant to be (`agent.schema` → "did you mean agent.params.schema?").
 * Returns the options as given (the schema checks; defaults are applied where they are used).
 */
export function checkOptions<T>(schema: z.ZodType, options: T, what: string): T {
  const result = schema.safeParse(options === undefined ? {} : options);
  if (result.success) return options;
  throw optionsError(result.error, schema, options, what);
}

/** The `InvalidArgumentError` for a failed options check: every issue with its option path, and a guess for unknown names. */
export function optionsError(error: z.ZodError, schema: z.ZodType, options: unknown, what: string): InvalidArgumentError {
  const known = optionPaths(schema);
  const issues: ArgumentIssue[] = [];
  for (const issue of flattenUnions(error.issues)) {
    const path = issue.path.map((p) => (typeof p === "symbol" ? String(p) : p));
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        const guess = suggestOption([...path, key].join("."), known);
        issues.push({ path: [...path, key], code: issue.code, message: `unknown option${guess ? ` (did you mean ${guess}?)` : ""}` });
      }
    } else if (issue.code === "invalid_value" && issue.values.every((v) => typeof v === "string")) {
      const given = valueAt(options, path);
      const guess = typeof given === "string" ? closest(given, issue.values as string[]) : undefined;
      const choices = (issue.values as string[]).map((v) => JSON.stringify(v)).join(", ");
      issues.push({ path, code: issue.code, message: `expected one of ${choices}${guess ? ` (did you mean ${JSON.stringify(guess)}?)` : ""}` });
    } else {
      issues.push({ path, code: issue.code, message: issue.message });
    }
  }
  const text = issues
    .slice(0, 6)
    .map((i) => (i.path.length > 0 ? `${i.path.join(".")}: ${i.message}` : i.message))
    .join("; ");
  return new InvalidArgumentError(`Invalid ${what} options: ${text}`, issues);
}

/**
 * A union's failure as the issues of the branch the value was meant for (the one that got furthest),
 * so `selfHealing: { minConfidence: "sure" }` reports `selfHealing.minConfidence`, not just `selfHealing`.
 */
function flattenUnions(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  const out: z.core.$ZodIssue[] = [];
  for (const issue of issues) {
    if (issue.code !== "invalid_union" || issue.errors.length === 0) {
      out.push(issue);
      continue;
    }
    const depth = (branch: readonly z.core.$ZodIssue[]) => Math.max(...branch.map((i) => (i.code === "invalid_type" && i.path.length === 0 ? -1 : i.path.length)));
    const best = [...issue.errors].sort((a, b) => depth(b) - depth(a))[0] ?? [];
    if (depth(best) < 0) {
      out.push(issue);
      continue;
    }
    out.push(...flattenUnions(best.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }) as z.core.$ZodIssue)));
  }
  return out;
}

function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** The choice closest in spelling to `given`, when it is close enough to be a typo. */
function closest(given: string, choices: readonly string[]): string | undefined {
  let best: { choice: string; distance: number } | undefined;
  for (const choice of choices) {
    const distance = editDistance(given.toLowerCase(), choice.toLowerCase());
    if (distance <= Math.max(1, Math.floor(choice.length / 3)) && (!best || distance < best.distance)) best = { choice, distance };
  }
  return best?.choice;
}

/**
 * Options whose keys are checked by `schema` but whose deeper names live in `source` (e.g. a tool's
 * fixed `params`, checked against the operation's request schema): suggestions look there too.
 */
export function withNestedOptions<S extends z.ZodType>(schema: S, source: z.ZodType): S {
  NESTED.set(schema, source);
  return schema;
}

const NESTED = new WeakMap<z.ZodType, z.ZodType>();

/** Every option path a schema knows, dotted (`agent.params.schema`), through optional/default/union wrappers. */
export function optionPaths(schema: z.ZodType, prefix = "", depth = 0, out = new Set<string>()): Set<string> {
  if (depth > 6) return out;
  const inner = unwrap(schema);
  const nested = NESTED.get(inner) ?? NESTED.get(schema);
  if (nested) optionPaths(nested, prefix, depth + 1, out);
  if (inner instanceof z.ZodObject) {
    for (const [key, child] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
      const path = prefix ? `${prefix}.${key}` : key;
      out.add(path);
      optionPaths(child, path, depth + 1, out);
    }
  } else if (inner instanceof z.ZodUnion || inner instanceof z.ZodDiscriminatedUnion) {
    for (const option of inner.options as readonly z.ZodType[]) optionPaths(option, prefix, depth + 1, out);
  }
  return out;
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (let i = 0; i < 10; i++) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      current = current.out as z.ZodType;
    } else if (current instanceof z.ZodLazy) {
      current = current.unwrap() as z.ZodType;
    } else {
      return current;
    }
  }
  return current;
}

/**
 * The known option `unknown` was most likely meant to be: the same name one level deeper under the
 * same parent (`agent.schema` → `agent.params.schema`), else a close spelling among its siblings
 * (`maxCallPerTool` → `maxCallsPerTool`), else the same name elsewhere, nearest first (a name put one
 * level too deep: `agent.params.maxCalls` → `agent.maxCalls`).
 */
export function suggestOption(unknown: string, known: ReadonlySet<string>): string | undefined {
  const parts = unknown.split(".");
  const key = parts.at(-1) ?? unknown;
  const parent = parts.slice(0, -1).join(".");
  const under = (path: string) => (parent === "" ? true : path.startsWith(`${parent}.`));
  const candidates = [...known].filter((p) => p !== unknown);
  const deeper = candidates.filter((p) => under(p) && p.endsWith(`.${key}`)).sort((a, b) => a.length - b.length || a.localeCompare(b));
  if (deeper[0]) return deeper[0];
  const siblings = candidates.filter((p) => p.split(".").slice(0, -1).join(".") === parent);
  const spelled = closest(key, siblings.map((p) => p.split(".").at(-1) ?? p));
  if (spelled !== undefined) return parent === "" ? spelled : `${parent}.${spelled}`;
  const shared = (path: string) => {
    const other = path.split(".");
    let n = 0;
    while (n < parts.length - 1 && other[n] === parts[n]) n++;
    return n;
  };
  return candidates
    .filter((p) => p === key || p.endsWith(`.${key}`))
    .sort((a, b) => shared(b) - shared(a) || a.length - b.length || a.localeCompare(b))[0];
}

/** Levenshtein distance (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}

/** Schema pieces shared by options schemas. */
export const optionTypes = {
  /** A duration or count that must be a positive finite number. */
  positive: () => z.number().positive().finite().optional(),
  nonNegative: () => z.number().nonnegative().finite().optional(),
  positiveInt: () => z.number().int().positive().optional(),
  nonNegativeInt: () => z.number().int().nonnegative().optional(),
  /** An `AbortSignal`. */
  signal: () => z.custom<AbortSignal>((v) => v instanceof AbortSignal, "must be an AbortSignal").optional(),
  /** A function (callbacks, fetch, clocks): only its type is checked. */
  fn: () => z.custom<(...args: never[]) => unknown>((v) => typeof v === "function", "must be a function").optional(),
  /** Any object (dispatchers, registries, clients): only that it is one. */
  object: () => z.custom<object>((v) => typeof v === "object" && v !== null, "must be an object").optional(),
};
