import { z } from "zod/v4";
import { zodToJsonSchema } from "zod-to-json-schema";
import { InvalidArgumentError } from "./errors.js";
import { isRecord } from "./retry-after.js";

/** A JSON Schema object. */
export type JsonSchema = Record<string, unknown>;

/**
 * What users may pass as a schema: a zod 4 schema, a zod 3 schema, an AI SDK `jsonSchema(...)`
 * value, or a plain JSON Schema object.
 */
export type SchemaInput = z.ZodType | { _def: unknown } | { jsonSchema: JsonSchema } | JsonSchema;

/**
 * Converts a user schema to the JSON Schema the service expects (DESIGN rule 11). zod 4 goes
 * through `z.toJSONSchema`, zod 3 through zod-to-json-schema; `$schema` is stripped. A zod schema
 * that converts to an empty schema is refused — sending `{}` silently is the bug users hit most.
 */
export function toJsonSchema(schema: SchemaInput): JsonSchema {
  if (!isRecord(schema) && typeof schema !== "function") {
    throw new InvalidArgumentError(`Expected a zod schema or a JSON Schema object, got ${typeof schema}.`);
  }
  const source = schema as Record<string, unknown>;
  if ("_zod" in source) return checked(stripMeta(z.toJSONSchema(schema as z.ZodType, { io: "input", unrepresentable: "any" })), "zod 4");
  if ("_def" in source && typeof (source as { safeParse?: unknown }).safeParse === "function") {
    const converted = zodToJsonSchema(schema as Parameters<typeof zodToJsonSchema>[0], { $refStrategy: "none" });
    return checked(stripMeta(converted as JsonSchema), "zod 3");
  }
  if (isRecord(source.jsonSchema) && Object.keys(source).every((k) => k === "jsonSchema" || k === "validate" || k.startsWith("_") || k === "~standard")) {
    return stripMeta(source.jsonSchema);
  }
  return stripMeta(source);
}

/** True when a value looks like a zod (3 or 4) schema. */
export function isZodSchema(value: unknown): boolean {
  return isRecord(value) && ("_zod" in value || ("_def" in value && typeof value.safeParse === "function"));
}

function stripMeta(schema: JsonSchema): JsonSchema {
  const { $schema: _ignored, ...rest } = schema;
  return rest;
}

function checked(schema: JsonSchema, kind: string): JsonSchema {
  if (Object.keys(schema).length === 0) {
    throw new InvalidArgumentError(
      `The ${kind} schema converted to an empty JSON Schema ({}), so the service would ignore it. ` +
        "Pass a z.object({...}) schema or a JSON Schema object.",
    );
  }
  return schema;
}
