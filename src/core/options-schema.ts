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
  const result = schema.safeParse(options ?? {});
  if (result.success) return options;
  const known = optionPaths(schema);
  const issues: ArgumentIssue[] = [];
  for (const issue of result.error.issues) {
    const path = issue.path.map((p) => (typeof p === "symbol" ? String(p) : p));
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        const full = [...path, key].join(".");
        const guess = suggestOption(full, known);
        issues.push({ path: [...path, key], code: issue.code, message: `unknown option${guess ? ` (did you mean ${guess}?)` : ""}` });
      }
    } else {
      issues.push({ path, code: issue.code, message: issue.message });
    }
  }
  const text = issues
    .slice(0, 6)
    .map((i) => (i.path.length > 0 ? `${i.path.join(".")}: ${i.message}` : i.message))
    .join("; ");
  throw new InvalidArgumentError(`Invalid ${what} options: ${text}`, issues);
}

/** Every option path a schema knows, dotted (`agent.params.schema`), through optional/default/union wrappers. */
export function optionPaths(schema: z.ZodType, prefix = "", depth = 0, out = new Set<string>()): Set<string> {
  if (depth > 6) return out;
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) {
    for (const [key, child] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
      const path = prefix ? `${prefix}.${key}` : key;
      out.add(path);
      optionPaths(child, path, depth + 1, out);
    }
  } else if (inner instanceof z.ZodUnion) {
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
 * (`maxCallPerTool` → `maxCallsPerTool`), else the same name anywhere.
 */
export function suggestOption(unknown: string, known: ReadonlySet<string>): string | undefined {
  const parts = unknown.split(".");
  const key = parts.at(-1) ?? unknown;
  const parent = parts.slice(0, -1).join(".");
  const under = (path: string) => (parent === "" ? true : path.startsWith(`${parent}.`));
  const candidates = [...known];
  const deeper = candidates.filter((p) => under(p) && p.endsWith(`.${key}`)).sort((a, b) => a.length - b.length);
  if (deeper[0]) return deeper[0];
  const siblings = candidates.filter((p) => p.split(".").slice(0, -1).join(".") === parent);
  let best: { path: string; distance: number } | undefined;
  for (const path of siblings) {
    const name = path.split(".").at(-1) ?? path;
    const distance = editDistance(key.toLowerCase(), name.toLowerCase());
    if (distance <= Math.max(1, Math.floor(name.length / 3)) && (!best || distance < best.distance)) best = { path, distance };
  }
  if (best) return best.path;
  return candidates.filter((p) => p.endsWith(`.${key}`)).sort((a, b) => a.length - b.length)[0];
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
  /** A function (callbacks, fetch, clocks): only its type is checked. */
  fn: () => z.custom<(...args: never[]) => unknown>((v) => typeof v === "function", "must be a function").optional(),
  /** Any object (dispatchers, registries, clients): only that it is one. */
  object: () => z.custom<object>((v) => typeof v === "object" && v !== null, "must be an object").optional(),
};
