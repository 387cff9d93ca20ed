/** Bounds on a caller's JSON Schema and on the time its checks may take (docs/engine-limits.md). */
export interface SchemaLimits {
  /** Characters of the schema as JSON text. It is also shown to the model in every call. @default 65536 */
  maxChars: number;
  /** Nesting of JSON objects and arrays in the schema. @default 64 */
  maxDepth: number;
  /** Values of one `enum`. @default 1000 */
  maxEnumEntries: number;
  /** Characters of one `pattern` (or `patternProperties` key). @default 1000 */
  maxPatternChars: number;
  /** Milliseconds compiling the schema may take (in the schema worker). @default 5000 */
  compileTimeMs: number;
  /** Milliseconds checking one model answer may take (in the schema worker). @default 1000 */
  checkTimeMs: number;
}

export const schemaLimits: SchemaLimits = {
  maxChars: 65_536,
  maxDepth: 64,
  maxEnumEntries: 1_000,
  maxPatternChars: 1_000,
  compileTimeMs: 5_000,
  checkTimeMs: 1_000,
};

/**
 * What the size check found: the refusal, or what can make a check slow — the schema's patterns
 * and whether it asks for `uniqueItems` (quadratic in the array) — named when a check runs out of time.
 */
export type SchemaSizeCheck = { ok: true; patterns: string[]; uniqueItems: boolean } | { ok: false; message: string };

const count = (n: number) => n.toLocaleString("en-US");

/**
 * Checks a schema's size before any compile: nesting depth (walked without recursion, so a
 * hostile depth cannot overflow the stack), enum entries, pattern lengths, then its JSON length.
 * Cheap, linear, on the calling thread. `path` names the schema field in messages.
 */
export function checkSchemaSize(schema: unknown, path = "schema", limits: SchemaLimits = schemaLimits): SchemaSizeCheck {
  const patterns: string[] = [];
  let uniqueItems = false;
  const tooLong = (chars: string) => ({ ok: false as const, message: `${path} is ${chars} characters of JSON; at most ${count(limits.maxChars)} are accepted. Shorten it.` });
  // Every value takes at least one character of JSON, so more values than `maxChars` is too long:
  // this bounds the walk itself, however large the request body.
  let values = 1;
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: schema, path, depth: 1 }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { value, depth } = next;
    if (typeof value !== "object" || value === null) continue;
    if (depth > limits.maxDepth) return { ok: false, message: `${next.path} nests deeper than ${limits.maxDepth} levels of objects and arrays; flatten the schema.` };
    const children = Array.isArray(value) ? value.length : Object.keys(value).length;
    values += children;
    if (values > limits.maxChars) return tooLong(`more than ${count(limits.maxChars)}`);
    if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: `${next.path}[${i}]`, depth: depth + 1 }));
      continue;
    }
    const node = value as Record<string, unknown>;
    if (node.uniqueItems === true) uniqueItems = true;
    if (Array.isArray(node.enum) && node.enum.length > limits.maxEnumEntries) {
      return {
        ok: false,
        message: `${next.path}.enum has ${count(node.enum.length)} entries; at most ${count(limits.maxEnumEntries)} are accepted. Use a shorter list, or a pattern.`,
      };
    }
    const found = [node.pattern, ...(isPlainObject(node.patternProperties) ? Object.keys(node.patternProperties) : [])];
    for (const pattern of found) {
      if (typeof pattern !== "string") continue;
      if (pattern.length > limits.maxPatternChars) {
        return { ok: false, message: `${next.path} has a pattern of ${count(pattern.length)} characters; at most ${count(limits.maxPatternChars)} are accepted.` };
      }
      patterns.push(pattern);
    }
    for (const [key, item] of Object.entries(node)) stack.push({ value: item, path: `${next.path}.${key}`, depth: depth + 1 });
  }
  const chars = JSON.stringify(schema).length;
  if (chars > limits.maxChars) return tooLong(count(chars));
  return { ok: true, patterns, uniqueItems };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
