import { isRecord } from "./validation.js";

/**
 * Builds a deterministic value that fits a JSON Schema: each property gets a sample of its type.
 * Only the common keywords are read (type, properties, items, enum, const, anyOf/oneOf); enough for
 * a mock answer that a schema-aware client can parse.
 */
export function sampleFromSchema(schema: unknown, name = "value", depth = 0): unknown {
  if (!isRecord(schema) || depth > 8) return `Example ${name}`;
  if ("const" in schema) return schema["const"];
  const enumValues = schema["enum"];
  if (Array.isArray(enumValues) && enumValues.length > 0) return enumValues[0];
  const variants = schema["anyOf"] ?? schema["oneOf"];
  if (Array.isArray(variants) && variants.length > 0) {
    const firstNonNull = variants.find((variant) => !(isRecord(variant) && variant["type"] === "null"));
    return sampleFromSchema(firstNonNull ?? variants[0], name, depth + 1);
  }
  const type = Array.isArray(schema["type"])
    ? (schema["type"] as unknown[]).find((entry) => entry !== "null")
    : schema["type"];
  switch (type) {
    case "string":
      return schema["format"] === "uri" || schema["format"] === "url" ? `https://example.com/${slug(name)}` : `Example ${name}`;
    case "number":
      return 42.5;
    case "integer":
      return 42;
    case "boolean":
      return true;
    case "null":
      return null;
    case "array":
      return [sampleFromSchema(schema["items"], singular(name), depth + 1)];
    default:
      break;
  }
  const properties = schema["properties"];
  if (isRecord(properties)) {
    return Object.fromEntries(
      Object.entries(properties).map(([key, child]) => [key, sampleFromSchema(child, key, depth + 1)]),
    );
  }
  return type === "object" ? {} : `Example ${name}`;
}

/** Data for a job that was given a prompt and maybe a schema. */
export function sampleFromRequest(schema: unknown, prompt: unknown): unknown {
  if (isRecord(schema)) return sampleFromSchema(schema);
  const text = typeof prompt === "string" ? prompt : "";
  return { result: `Mock result for: ${text}` };
}

/** Lower-case, dash-separated form of a text, for URLs. */
export function slug(text: string): string {
  const cleaned = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return cleaned.length > 0 ? cleaned : "item";
}

function singular(name: string): string {
  return name.endsWith("s") && name.length > 1 ? name.slice(0, -1) : name;
}
