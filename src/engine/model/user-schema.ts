import { Ajv, type ValidateFunction } from "ajv";

/** A caller's JSON Schema, compiled: what extract and agent results are checked against. */
export interface UserSchema {
  /** The schema as the model is shown it (its root is always an object). */
  readonly objectSchema: Record<string, unknown>;
  /** Whether the caller's root was not an object and results are wrapped as `{ result }`. */
  readonly wrapped: boolean;
  /** `undefined` when `value` conforms, else the problems in one line. */
  problems(value: unknown): string | undefined;
}

// One Ajv for the engine: it caches compiled schemas. `strict: false` accepts the keywords real
// schemas carry (title, examples, $comment …) as the service's checker does.
const ajv = new Ajv({ allErrors: true, strict: false });

/** Compiles a caller's schema; the message says why it is not a valid JSON Schema. */
export function compileUserSchema(schema: Record<string, unknown>): { ok: true; schema: UserSchema } | { ok: false; message: string } {
  const { $schema: _ignored, ...rest } = schema;
  const wrapped = rest.type !== "object" && rest.properties === undefined;
  const objectSchema = wrapped ? { type: "object", properties: { result: rest }, required: ["result"] } : rest;
  let validate: ValidateFunction;
  try {
    validate = ajv.compile(objectSchema);
  } catch (error) {
    return { ok: false, message: `Invalid JSON schema: ${error instanceof Error ? error.message : String(error)}` };
  }
  return {
    ok: true,
    schema: {
      objectSchema,
      wrapped,
      problems(value) {
        if (validate(value)) return undefined;
        return (validate.errors ?? []).map((e) => `${e.instancePath || "(root)"} ${e.message ?? "is invalid"}`).join("; ");
      },
    },
  };
}
