import { readFileSync } from "node:fs";
import { UsageError } from "./exit-codes.js";

/** `--schema` / `--prompt` of `webdata scrape`: what the json format asks for. */
export interface JsonFormatFlags {
  schema?: string | undefined;
  prompt?: string | undefined;
}

/**
 * The scrape's `formats` from `--formats`/`--format` and the json flags: `json` in the list, or a
 * `--schema`/`--prompt` alone, becomes `{ type: "json", schema?, prompt? }` (the service needs one of
 * the two, so `json` without them is a usage error, before anything starts).
 */
export function scrapeFormats(listed: readonly string[] | undefined, flags: JsonFormatFlags): unknown[] {
  const schema = flags.schema === undefined ? undefined : readSchema(flags.schema);
  const prompt = flags.prompt?.trim() === "" ? undefined : flags.prompt;
  const asked = schema !== undefined || prompt !== undefined;
  const names = listed ?? (asked ? ["json"] : ["markdown"]);
  if (names.includes("json") && !asked) {
    throw new UsageError("--formats json needs --schema <json or @file.json> and/or --prompt <text>: what to extract");
  }
  if (asked && !names.includes("json")) throw new UsageError("--schema/--prompt describe the json format: add json to --formats (or leave --formats out)");
  return [...new Set(names)].map((name) => (name === "json" ? { type: "json", ...(schema === undefined ? {} : { schema }), ...(prompt === undefined ? {} : { prompt }) } : name));
}

function readSchema(text: string): Record<string, unknown> {
  let source = text;
  if (text.startsWith("@")) {
    try {
      source = readFileSync(text.slice(1), "utf8");
    } catch (error) {
      throw new UsageError(`--schema: cannot read ${text.slice(1)}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    }
  }
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (error) {
    throw new UsageError(`--schema is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new UsageError("--schema must be a JSON Schema object, e.g. '{\"type\":\"object\",\"properties\":{…}}'");
  return value as Record<string, unknown>;
}
