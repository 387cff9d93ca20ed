import { z } from "zod/v4";
import { createRequire } from "node:module";
import type { zodToJsonSchema as ZodToJsonSchema } from "zod-to-json-schema";
import { InvalidArgumentError } from "./errors.js";
import { isRecord } from "./is-record.js";
import { requireOptional } from "./optional-peer.js";

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
    const converted = zod3Converter()(schema as Parameters<typeof ZodToJsonSchema>[0], { $refStrategy: "none" });
    return checked(stripMeta(converted as JsonSchema), "zod 3");
  }
  if (isRecord(source.jsonSchema) && Object.keys(source).every((k) => k === "jsonSchema" || k === "validate" || k.startsWith("_") || k === "~standard")) {
    return stripMeta(source.jsonSchema);
  }
  return stripMeta(source);
}

let zod3: typeof ZodToJsonSchema | undefined;

/** zod-to-json-schema, loaded on first use: only zod 3 users need it, and it costs ~20 ms of cold import (bench P6). */
function zod3Converter(): typeof ZodToJsonSchema {
  // An optional peer (docs/packaging.md): zod 4 users never need it.
  zod3 ??= requireOptional(
    "toJsonSchema() of a zod 3 schema",
    () => (createRequire(import.meta.url)("zod-to-json-schema") as { zodToJsonSchema: typeof ZodToJsonSchema }).zodToJsonSchema,
  );
  return zod3;
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
