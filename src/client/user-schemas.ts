import { isZodSchema, toJsonSchema, type SchemaInput } from "../core/json-schema.js";
import { isRecord } from "../core/is-record.js";
import type { Without } from "./operation-types.js";

type WidenSchema<T> = T extends { schema?: unknown } ? Without<T, "schema"> & { schema?: SchemaInput } : T;
type WidenFormats<T> = T extends { formats?: infer F }
  ? Without<T, "formats"> & { formats?: F extends readonly (infer E)[] ? WidenSchema<E>[] : F }
  : T;
type WidenScrapeOptions<T> = T extends { scrapeOptions?: infer S }
  ? Without<T, "scrapeOptions"> & { scrapeOptions?: WidenFormats<NonNullable<S>> }
  : T;

/**
 * Request params where every `schema` (top level, in json/changeTracking formats, and under
 * `scrapeOptions`) may be a zod 4 schema, a zod 3 schema or JSON Schema.
 */
export type WithUserSchema<T> = WidenSchema<WidenFormats<WidenScrapeOptions<T>>>;

/**
 * Converts every user schema in a request (top-level `schema`, and the `schema` of json or
 * changeTracking formats, directly or under `scrapeOptions`) to JSON Schema, before validation.
 * Returns a copy; the caller's object is not changed.
 */
export function convertUserSchemas<T>(params: T): T {
  if (!isRecord(params)) return params;
  const out: Record<string, unknown> = { ...params };
  if (out.schema !== undefined && needsConversion(out.schema)) out.schema = toJsonSchema(out.schema as SchemaInput);
  if (Array.isArray(out.formats)) out.formats = out.formats.map(convertFormat);
  if (isRecord(out.scrapeOptions) && Array.isArray(out.scrapeOptions.formats)) {
    out.scrapeOptions = { ...out.scrapeOptions, formats: out.scrapeOptions.formats.map(convertFormat) };
  }
  return out as T;
}

function convertFormat(format: unknown): unknown {
  if (!isRecord(format) || format.schema === undefined || !needsConversion(format.schema)) return format;
  return { ...format, schema: toJsonSchema(format.schema as SchemaInput) };
}

function needsConversion(schema: unknown): boolean {
  return isZodSchema(schema) || (isRecord(schema) && ("$schema" in schema || isRecord(schema.jsonSchema)));
}
