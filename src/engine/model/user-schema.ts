import { SchemaChecker, SchemaCheckError } from "./schema-checker.js";
import { checkSchemaSize, schemaLimits, type SchemaLimits } from "./schema-limits.js";

/** A caller's JSON Schema, compiled: what extract and agent results are checked against. */
export interface UserSchema {
  /** The schema as the model is shown it (its root is always an object). */
  readonly objectSchema: Record<string, unknown>;
  /** Whether the caller's root was not an object and results are wrapped as `{ result }`. */
  readonly wrapped: boolean;
  /**
   * `undefined` when `value` conforms, else the problems in one line. Runs off the event loop;
   * rejects with a `SchemaCheckError` when the check runs out of time or memory.
   */
  problems(value: unknown): Promise<string | undefined>;
}

export interface CompileUserSchemaOptions {
  /** Where compiles and checks run. @default the engine's shared checker */
  checker?: SchemaChecker | undefined;
  limits?: SchemaLimits | undefined;
}

// One checker (one worker thread, started on first use) for the engine process.
const sharedChecker = new SchemaChecker();

/**
 * Compiles a caller's schema, bounded: its size is checked first (on this thread, linear), then it
 * is compiled in the schema worker within `compileTimeMs`. The message says why it is refused.
 */
export async function compileUserSchema(
  schema: Record<string, unknown>,
  options: CompileUserSchemaOptions = {},
): Promise<{ ok: true; schema: UserSchema } | { ok: false; message: string }> {
  const checker = options.checker ?? sharedChecker;
  const limits = options.limits ?? schemaLimits;
  const { $schema: _ignored, ...rest } = schema;
  const size = checkSchemaSize(rest, "schema", limits);
  if (!size.ok) return { ok: false, message: size.message };
  const wrapped = rest.type !== "object" && rest.properties === undefined;
  const objectSchema = wrapped ? { type: "object", properties: { result: rest }, required: ["result"] } : rest;
  const text = JSON.stringify(objectSchema);
  const patterns = size.patterns.length === 0 ? "" : `${size.patterns.length > 1 ? "patterns" : "pattern"} ${size.patterns.map((p) => JSON.stringify(p)).join(", ")}`;
  let problem: string | undefined;
  try {
    problem = await checker.compile(text, limits.compileTimeMs, `The schema took longer than ${limits.compileTimeMs} ms to compile${patterns ? ` (its ${patterns})` : ""}; simplify it.`);
  } catch (error) {
    if (!(error instanceof SchemaCheckError && error.schemaFault)) throw error;
    problem = error.message;
  }
  if (problem !== undefined) return { ok: false, message: problem };
  const checkTimeout = `Checking the model's answer against the schema took longer than ${limits.checkTimeMs} ms: ${slowCheckCause(patterns, size.uniqueItems)}`;
  return {
    ok: true,
    schema: { objectSchema, wrapped, problems: (value) => checker.check(text, value, limits.checkTimeMs, checkTimeout, limits.compileTimeMs) },
  };
}

/** What to simplify when a check ran out of time: the patterns first (backtracking is the usual cause). */
function slowCheckCause(patterns: string, uniqueItems: boolean): string {
  const unique = "uniqueItems compares every pair of items";
  if (patterns === "") return uniqueItems ? `${unique}; drop it or bound the array with maxItems.` : "simplify the schema.";
  return `the schema's ${patterns} backtracks too much on that answer (nested repetition such as (a+)+)${uniqueItems ? `, or ${unique}` : ""}; simplify it.`;
}
