import { z } from "zod/v4";
import type { JsonSchema } from "../core/json-schema.js";
import { isRecord } from "../core/is-record.js";
import { FIXED_FIELDS } from "./fixed-params.js";

/**
 * The one input schema every adapter publishes (AI SDK, LangChain, MCP), derived from a spec's zod
 * schema so that OpenAI strict mode, Gemini function declarations and Anthropic all accept it:
 *
 * - every object lists all its properties in `required` and has `additionalProperties: false`;
 * - an optional argument is nullable (`anyOf: [T, {type: "null"}]`): the model sends `null` for an
 *   argument it does not use, and {@link toolInputSchema} turns that `null` back into "absent";
 * - keywords some provider refuses (`minLength`, `maximum`, `maxItems`, `format`, …) are dropped
 *   and said in the description instead; the spec's zod schema still enforces them on our side.
 */
export function providerInputSchema(input: z.ZodType, tool: string): JsonSchema {
  const raw = z.toJSONSchema(strictObject(input, tool), { io: "input", unrepresentable: "throw" }) as JsonSchema;
  const root = safeNode(raw, tool);
  if (!isRecord(root.properties) || Object.keys(root.properties).length === 0) {
    // Gemini refuses an object with an empty `properties`; a tool without arguments needs one optional argument.
    throw new Error(`Tool ${tool}: its input schema has no properties; give it at least one (optional) argument.`);
  }
  return root;
}

/**
 * The schema a tool call's arguments are checked with: the spec's own, refusing unknown (misspelt)
 * arguments, with `null` for an optional argument read as "absent" (what strict-mode models send).
 */
export function toolInputSchema<I>(input: z.ZodType<I>, tool: string): z.ZodType<I> {
  const strict = strictObject(input, tool);
  const fixed = new Set(FIXED_FIELDS.get(input) ?? []);
  return z.preprocess((value) => withoutNulls(value, strict.shape, fixed), strict) as unknown as z.ZodType<I>;
}

/** Removes `null` values of optional properties, and fields the developer fixed (their value wins). */
function withoutNulls(value: unknown, shape: z.ZodRawShape, fixed: ReadonlySet<string>): unknown {
  if (!isRecord(value)) return value;
  // Own fields only (`valueOf` or `__proto__` from a model are unknown keys, not Object.prototype's),
  // and built with fromEntries, so a `__proto__` key stays a key the strict schema refuses.
  const kept = Object.entries(value).filter(([key, v]) => {
    if (fixed.has(key)) return false;
    const field = Object.hasOwn(shape, key) ? (shape[key] as z.ZodType) : undefined;
    return !(v === null && field !== undefined && field.safeParse(undefined).success && !field.safeParse(null).success);
  });
  return Object.fromEntries(kept);
}

function strictObject(input: z.ZodType, tool: string): z.ZodObject {
  if (!(input instanceof z.ZodObject)) throw new Error(`Tool ${tool}: its input schema must be a z.object(...).`);
  return input.strict();
}

// Bounds zod adds to every integer: not worth telling the model.
const SAFE = Number.MAX_SAFE_INTEGER;

/** One node rebuilt from the keywords every provider accepts; the rest goes into the description. */
function safeNode(node: JsonSchema, where: string): JsonSchema {
  const notes: string[] = [];
  const out: JsonSchema = {};
  const type = node.type;
  if (Array.isArray(node.anyOf)) {
    out.anyOf = node.anyOf.map((member, i) => safeNode(member as JsonSchema, `${where}.anyOf[${i}]`));
  } else if (typeof type !== "string") {
    throw new Error(`Tool input ${where}: a schema without a single type cannot be published to every provider.`);
  } else {
    out.type = type;
  }
  if (Array.isArray(node.enum)) out.enum = node.enum;
  if (node.const !== undefined) out.enum = [node.const];
  if (type === "object") {
    const properties = isRecord(node.properties) ? node.properties : {};
    const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
    const safe: Record<string, JsonSchema> = {};
    for (const [key, child] of Object.entries(properties)) {
      const converted = safeNode(child as JsonSchema, `${where}.${key}`);
      safe[key] = required.has(key) ? converted : nullable(converted);
    }
    out.properties = safe;
    out.required = Object.keys(safe);
    out.additionalProperties = false;
  }
  if (type === "array") {
    if (!isRecord(node.items)) throw new Error(`Tool input ${where}: an array needs one item schema.`);
    out.items = safeNode(node.items, `${where}[]`);
  }
  notes.push(...constraintNotes(node));
  const description = [typeof node.description === "string" ? node.description : "", ...notes].filter(Boolean).join(" ");
  return description ? { description, ...out } : out;
}

/** `T` or `null`; the description stays on the outside, where every provider reads it. */
function nullable(schema: JsonSchema): JsonSchema {
  const { description, ...rest } = schema;
  return { ...(description === undefined ? {} : { description }), anyOf: [rest, { type: "null" }] };
}

/** Constraints providers refuse as keywords, in words. */
function constraintNotes(node: JsonSchema): string[] {
  const notes: string[] = [];
  const num = (k: string) => (typeof node[k] === "number" && Math.abs(node[k]) < SAFE ? (node[k] as number) : undefined);
  const min = num("minimum");
  const max = num("maximum");
  const what = node.type === "integer" ? "An integer" : "A number";
  if (min !== undefined && max !== undefined) notes.push(`${what} from ${min} to ${max}.`);
  else if (min !== undefined) notes.push(`${what}, at least ${min}.`);
  else if (max !== undefined) notes.push(`${what}, at most ${max}.`);
  const minLength = num("minLength");
  const maxLength = num("maxLength");
  if (maxLength !== undefined) notes.push(`At most ${maxLength} characters.`);
  if (minLength !== undefined && minLength > 1) notes.push(`At least ${minLength} characters.`);
  const minItems = num("minItems");
  const maxItems = num("maxItems");
  if (maxItems !== undefined) notes.push(`At most ${maxItems} items.`);
  if (minItems !== undefined && minItems > 0) notes.push(`At least ${minItems} items.`);
  if (typeof node.format === "string") notes.push(`Format: ${node.format}.`);
  if (typeof node.pattern === "string") notes.push(`Must match the regular expression ${node.pattern}.`);
  return notes;
}

/**
 * Arguments with every published property present, `null` for the ones left out: for a framework
 * that checks calls against the published schema itself (LangChain), where "all required" would
 * refuse a call that simply omits an optional argument. The pipeline reads the `null`s as absent.
 */
export function withAbsentAsNull(args: unknown, published: JsonSchema): unknown {
  if (!isRecord(args) || !isRecord(published.properties)) return args;
  const filled: Record<string, unknown> = { ...args };
  for (const key of Object.keys(published.properties)) if (!(key in filled)) filled[key] = null;
  return filled;
}
