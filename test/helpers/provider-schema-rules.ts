/**
 * Each provider's published rules for a function tool's definition, as checkers that list every
 * violation (empty list: the provider accepts it). Written from the providers' documentation:
 *
 * - OpenAI, structured outputs "Supported schemas" (strict mode): the root is an object, not
 *   `anyOf`; every object has `additionalProperties: false` and lists all its properties in
 *   `required`; optional values are expressed as a union with `null`; only the supported keywords
 *   (validation keywords such as `minLength`/`maxLength` are refused; we also treat `pattern`,
 *   `format`, `minimum`/`maximum`, `minItems`/`maxItems` as refused, as older strict-mode models
 *   do); at most 10 levels of nesting, 5000 properties, 1000 enum values.
 * - Gemini, function declarations: name `[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}`; parameters an object
 *   schema in the supported subset (OpenAPI 3 subset for `parameters`, a JSON Schema subset for
 *   `parametersJsonSchema`); an OBJECT's `properties` must not be empty; `type` is one name (no
 *   type arrays) of STRING, NUMBER, INTEGER, BOOLEAN, ARRAY, OBJECT, NULL; `enum` only on strings;
 *   `required` names existing properties; no `$ref`; `additionalProperties` only in the JSON
 *   Schema form.
 * - Anthropic, tool use: name `^[a-zA-Z0-9_-]{1,64}$`; `input_schema` a JSON Schema whose `type`
 *   is `"object"`; `required` names existing properties; with `strict`, `additionalProperties: false`.
 */

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

const JSON_TYPES = new Set(["string", "number", "integer", "boolean", "object", "array", "null"]);

const OPENAI_KEYWORDS = new Set(["type", "description", "title", "properties", "required", "additionalProperties", "items", "enum", "const", "anyOf", "$defs", "$ref"]);

/** OpenAI strict mode (structured outputs) rules for a function's `parameters`. */
export function openAiStrictViolations(schema: unknown): string[] {
  const out: string[] = [];
  if (!isObject(schema)) return ["parameters: not an object"];
  if (schema.type !== "object") out.push("root: type must be \"object\"");
  if ("anyOf" in schema) out.push("root: must not be anyOf");
  let properties = 0;
  let enums = 0;
  const visit = (node: unknown, path: string, depth: number) => {
    if (!isObject(node)) return void out.push(`${path}: not a schema object`);
    if (depth > 10) out.push(`${path}: nested deeper than 10 levels`);
    for (const key of Object.keys(node)) if (!OPENAI_KEYWORDS.has(key)) out.push(`${path}: keyword "${key}" is not supported in strict mode`);
    const types = Array.isArray(node.type) ? node.type : node.type === undefined ? [] : [node.type];
    for (const t of types) if (!JSON_TYPES.has(String(t))) out.push(`${path}: unsupported type ${String(t)}`);
    if (types.length === 0 && !("anyOf" in node) && !("$ref" in node) && !("enum" in node) && !("const" in node)) out.push(`${path}: no type`);
    if (Array.isArray(node.enum)) enums += node.enum.length;
    if (types.includes("object")) {
      if (node.additionalProperties !== false) out.push(`${path}: additionalProperties must be false`);
      const props = isObject(node.properties) ? node.properties : {};
      const required = Array.isArray(node.required) ? node.required : [];
      for (const key of Object.keys(props)) if (!required.includes(key)) out.push(`${path}.${key}: must be listed in required (make it nullable instead of optional)`);
      for (const key of required) if (!(String(key) in props)) out.push(`${path}: required names unknown property ${String(key)}`);
      properties += Object.keys(props).length;
      for (const [key, child] of Object.entries(props)) visit(child, `${path}.${key}`, depth + 1);
    }
    if (types.includes("array")) {
      if (!isObject(node.items)) out.push(`${path}: array without an items schema`);
      else visit(node.items, `${path}[]`, depth + 1);
    }
    if (Array.isArray(node.anyOf)) node.anyOf.forEach((m, i) => visit(m, `${path}.anyOf[${i}]`, depth));
    if (isObject(node.$defs)) for (const [key, child] of Object.entries(node.$defs)) visit(child, `${path}.$defs.${key}`, depth);
  };
  visit(schema, "parameters", 1);
  if (properties > 5000) out.push("more than 5000 properties");
  if (enums > 1000) out.push("more than 1000 enum values");
  return out;
}

const GEMINI_NAME = /^[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}$/;
const GEMINI_SCHEMA_KEYWORDS = new Set([
  "type", "format", "title", "description", "nullable", "enum", "maxItems", "minItems", "properties", "required",
  "minProperties", "maxProperties", "minLength", "maxLength", "pattern", "example", "anyOf", "propertyOrdering",
  "default", "items", "minimum", "maximum",
]);

/**
 * Gemini rules for one function declaration (`{ name, description, parameters | parametersJsonSchema }`).
 * `additionalProperties` is accepted only in `parametersJsonSchema` (the JSON Schema form).
 */
export function geminiDeclarationViolations(declaration: unknown): string[] {
  if (!isObject(declaration)) return ["declaration: not an object"];
  const out: string[] = [];
  const name = String(declaration.name);
  if (!GEMINI_NAME.test(name)) out.push(`name "${name}" is not a valid function name`);
  if ("parameters" in declaration && "parametersJsonSchema" in declaration) out.push(`${name}: both parameters and parametersJsonSchema`);
  const jsonForm = "parametersJsonSchema" in declaration;
  const schema = jsonForm ? declaration.parametersJsonSchema : declaration.parameters;
  if (schema === undefined) return out;
  if (!isObject(schema) || schema.type !== "object") out.push(`${name}: parameters must be an object schema`);
  const visit = (node: unknown, path: string) => {
    if (!isObject(node)) return void out.push(`${path}: not a schema object`);
    for (const key of Object.keys(node)) {
      if (GEMINI_SCHEMA_KEYWORDS.has(key)) continue;
      if (jsonForm && key === "additionalProperties" && typeof node[key] === "boolean") continue;
      out.push(`${path}: keyword "${key}" is not in Gemini's schema subset`);
    }
    if (Array.isArray(node.type)) out.push(`${path}: type must be one name, not an array`);
    else if (node.type !== undefined && !JSON_TYPES.has(String(node.type).toLowerCase())) out.push(`${path}: unsupported type ${String(node.type)}`);
    if (node.type === undefined && !Array.isArray(node.anyOf)) out.push(`${path}: no type`);
    const type = String(node.type).toLowerCase();
    if (Array.isArray(node.enum) && (type !== "string" || node.enum.some((v) => typeof v !== "string"))) out.push(`${path}: enum is only for strings`);
    if (type === "object" && "properties" in node) {
      if (!isObject(node.properties) || Object.keys(node.properties).length === 0) out.push(`${path}: properties should be non-empty for OBJECT type`);
      const props = isObject(node.properties) ? node.properties : {};
      for (const key of Array.isArray(node.required) ? node.required : []) if (!(String(key) in props)) out.push(`${path}: required names unknown property ${String(key)}`);
      for (const [key, child] of Object.entries(props)) visit(child, `${path}.${key}`);
    }
    if (type === "array") {
      if (!isObject(node.items)) out.push(`${path}: array without an items schema`);
      else visit(node.items, `${path}[]`);
    }
    if (Array.isArray(node.anyOf)) node.anyOf.forEach((m, i) => visit(m, `${path}.anyOf[${i}]`));
  };
  visit(schema, name);
  return out;
}

const ANTHROPIC_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

/** Anthropic rules for one tool (`{ name, description, input_schema, strict? }`). */
export function anthropicToolViolations(tool: unknown): string[] {
  if (!isObject(tool)) return ["tool: not an object"];
  const out: string[] = [];
  const name = String(tool.name);
  if (!ANTHROPIC_NAME.test(name)) out.push(`name "${name}" is not a valid tool name`);
  const schema = tool.input_schema;
  if (!isObject(schema)) return [...out, `${name}: input_schema missing`];
  if (schema.type !== "object") out.push(`${name}: input_schema.type must be "object"`);
  const visit = (node: unknown, path: string) => {
    if (!isObject(node)) return void out.push(`${path}: not a schema object`);
    const types = Array.isArray(node.type) ? node.type : node.type === undefined ? [] : [node.type];
    for (const t of types) if (!JSON_TYPES.has(String(t))) out.push(`${path}: unsupported type ${String(t)}`);
    if (types.includes("object")) {
      const props = isObject(node.properties) ? node.properties : {};
      for (const key of Array.isArray(node.required) ? node.required : []) if (!(String(key) in props)) out.push(`${path}: required names unknown property ${String(key)}`);
      if (tool.strict === true && node.additionalProperties !== false) out.push(`${path}: strict tools need additionalProperties: false`);
      for (const [key, child] of Object.entries(props)) visit(child, `${path}.${key}`);
    }
    if (isObject(node.items)) visit(node.items, `${path}[]`);
    if (Array.isArray(node.anyOf)) node.anyOf.forEach((m, i) => visit(m, `${path}.anyOf[${i}]`));
  };
  visit(schema, name);
  return out;
}

/** Every rule set over one tool's published input schema (name, description, schema). */
export function allProviderViolations(name: string, description: string, schema: unknown): string[] {
  return [
    ...openAiStrictViolations(schema).map((v) => `OpenAI strict: ${name}: ${v}`),
    ...geminiDeclarationViolations({ name, description, parametersJsonSchema: schema }).map((v) => `Gemini: ${v}`),
    ...anthropicToolViolations({ name, description, input_schema: schema, strict: true }).map((v) => `Anthropic: ${v}`),
  ];
}
