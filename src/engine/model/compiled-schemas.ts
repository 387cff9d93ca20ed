import { Ajv, type ValidateFunction } from "ajv";

// Only the schema worker imports this module (it loads ajv): the engine's main thread never
// compiles or runs a caller's schema.

const ajvOptions = { allErrors: true, strict: false, logger: false } as const;

/** The outcome of compiling a schema: `undefined` when it compiles, else why it is not a valid JSON Schema. */
export type CompileProblem = string | undefined;

/**
 * Compiled validators of callers' schemas by JSON text, the `max` most recently used kept.
 *
 * Each schema is compiled by an Ajv of its own, dropped with it: one shared Ajv keeps every schema
 * it ever compiled (its code-generation scope only grows; `removeSchema` does not free it), about
 * 10 MB per 1,000 schemas here, 80 MB in the engine. Schemas are checked against the JSON Schema
 * meta-schema first by one shared Ajv, which compiles nothing of the caller's, so the per-schema
 * Ajv needs no meta-schema of its own (a fresh Ajv with it costs ~8 ms more per compile).
 * `strict: false` accepts the keywords real schemas carry (title, examples, $comment …), as the
 * service's checker does; `logger: false` keeps unknown `format`s from printing warnings.
 */
export class CompiledSchemas {
  readonly #max: number;
  readonly #cache = new Map<string, ValidateFunction>();
  readonly #meta = new Ajv(ajvOptions);

  constructor(max = 64) {
    this.#max = max;
  }

  /** Compiled validators held (at most `max`). */
  get size(): number {
    return this.#cache.size;
  }

  /** Whether `text` is compiled and cached (a check of it then needs no compile first). */
  has(text: string): boolean {
    return this.#cache.has(text);
  }

  /** Compiles `text` (kept for later checks); `undefined` when it is a valid schema, else the problem. */
  compile(text: string): CompileProblem {
    const compiled = this.#validator(text);
    return typeof compiled === "string" ? compiled : undefined;
  }

  /** `undefined` when `value` conforms to the schema `text`, else the problems in one line. */
  problems(text: string, value: unknown): string | undefined {
    const validate = this.#validator(text);
    if (typeof validate === "string") return validate;
    if (validate(value)) return undefined;
    return (validate.errors ?? []).map((e) => `${e.instancePath || "(root)"} ${e.message ?? "is invalid"}`).join("; ");
  }

  #validator(text: string): ValidateFunction | string {
    const cached = this.#cache.get(text);
    if (cached !== undefined) {
      // Most recently used last: a Map iterates in insertion order, so the first key is the oldest.
      this.#cache.delete(text);
      this.#cache.set(text, cached);
      return cached;
    }
    let validate: ValidateFunction;
    try {
      const schema = JSON.parse(text) as Record<string, unknown>;
      if (!this.#meta.validateSchema(schema)) return `Invalid JSON schema: ${this.#meta.errorsText(this.#meta.errors, { dataVar: "schema" })}`;
      validate = new Ajv({ ...ajvOptions, meta: false, validateSchema: false }).compile(schema);
      // An async validator answers a promise, which would pass every value.
      if ((validate as { $async?: unknown }).$async === true) return "Invalid JSON schema: $async schemas are not supported.";
    } catch (error) {
      return `Invalid JSON schema: ${error instanceof Error ? error.message : String(error)}`;
    }
    this.#cache.set(text, validate);
    if (this.#cache.size > this.#max) this.#cache.delete(this.#cache.keys().next().value as string);
    return validate;
  }
}
