import { Option, type Command } from "commander";
import { readFileSync } from "node:fs";
import { z } from "zod/v4";
import { checkOptions } from "../core/options-schema.js";
import type { WebDataToolsOptions } from "../tools/options.js";
import { fixedParamsSchemas, toolSetOptionsSchema } from "../tools/options-schema.js";
import { TOOL_NAMES, type ToolName } from "../tools/types.js";
import { UsageError } from "./exit-codes.js";
import { commaList, integerIn } from "./options.js";

/** Flags of `webdata mcp` and of `webdata serve`'s `/mcp`: the tool set's guardrails. */
export interface ToolSetFlags {
  tools?: string[];
  maxCredits?: number;
  maxCallsPerTool?: number;
  maxOutputTokens?: number;
  maxWait?: number;
  /** @deprecated Old name of `--max-wait`. */
  waitBudget?: number;
  params?: string;
  selfHealing?: boolean;
  /** `--scrape-json-schema`: web_scrape takes a JSON Schema from the model (`allowJsonSchema`). */
  scrapeJsonSchema?: boolean;
}

/**
 * How long a call waits for a crawl, extract or agent job before answering with what it has and
 * the job id, in seconds. Below the 60 s MCP clients commonly wait for an answer (the official
 * SDK's default request timeout), so a slow job answers with its id instead of a client timeout.
 */
export const MCP_WAIT_BUDGET_SECONDS = 45;

/** Tools whose API parameters the developer can fix with `--params`, and their settings key. */
const PARAM_SETTINGS = {
  web_search: "search",
  web_scrape: "scrape",
  web_map: "map",
  web_crawl: "crawl",
  web_extract: "extract",
  web_agent: "agent",
} as const satisfies Partial<Record<ToolName, keyof WebDataToolsOptions>>;

export function addToolSetOptions(command: Command): Command {
  return command
    .option("--tools <names>", `tools to offer, comma-separated (default: all): ${TOOL_NAMES.join(", ")}`, commaList)
    .option("--max-credits <n>", "most credits the tools may spend per MCP session; then costly calls are refused", integerIn(1))
    .option("--max-calls-per-tool <n>", "most calls of each tool per MCP session (default 20)", integerIn(1))
    .option("--max-output-tokens <n>", "budget of one tool result as the model sees it, in tokens (default 4000)", integerIn(100))
    .option("--max-wait <seconds>", `longest wait of a crawl, extract or agent call before it returns the job id (default ${MCP_WAIT_BUDGET_SECONDS})`, integerIn(1, 3600))
    .addOption(new Option("--wait-budget <seconds>", "deprecated name of --max-wait").argParser(integerIn(1, 3600)).hideHelp())
    .option("--params <json>", 'API parameters fixed per tool and hidden from the model, e.g. \'{"web_scrape":{"onlyMainContent":false}}\' (or @file.json)')
    .option("--self-healing", "retry failed calls with parameters the service's support suggests")
    .option("--scrape-json-schema", "let the model ask web_scrape for structured JSON (schemaJson, jsonPrompt arguments; needs a model on the server)");
}

/** `--params`: one object per tool, each checked by that tool's own `params` schema. */
const paramsFlagSchema = z.strictObject(
  Object.fromEntries(Object.entries(PARAM_SETTINGS).map(([tool, key]) => [tool, fixedParamsSchemas()[key]])),
);

/**
 * The tool-set options the flags describe (the client is added by the caller), checked by the same
 * schemas as `createWebDataTools` so a bad flag fails (exit 2) before anything starts.
 */
export function toolSetOptionsFrom(flags: ToolSetFlags): WebDataToolsOptions {
  const options: WebDataToolsOptions = {
    tools: flags.tools === undefined ? undefined : toolNames(flags.tools),
    maxCredits: flags.maxCredits,
    maxCallsPerTool: flags.maxCallsPerTool,
    maxOutputTokens: flags.maxOutputTokens,
    maxWaitMs: (flags.maxWait ?? flags.waitBudget ?? MCP_WAIT_BUDGET_SECONDS) * 1000,
    selfHealing: flags.selfHealing === true ? true : undefined,
  };
  const fixed = flags.params === undefined ? {} : parseParams(flags.params);
  for (const [tool, params] of Object.entries(fixed)) {
    const key = PARAM_SETTINGS[tool as keyof typeof PARAM_SETTINGS];
    (options as Record<string, unknown>)[key] = { params };
  }
  if (flags.scrapeJsonSchema === true) options.scrape = { ...options.scrape, allowJsonSchema: true };
  return checkOptions(toolSetOptionsSchema(), options, "tool set");
}

function toolNames(names: string[]): ToolName[] {
  const unknown = names.filter((name) => !(TOOL_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new UsageError(`--tools: unknown tool ${unknown.join(", ")}; available: ${TOOL_NAMES.join(", ")}`);
  return names as ToolName[];
}

function parseParams(text: string): Record<string, Record<string, unknown>> {
  const source = text.startsWith("@") ? readParamsFile(text.slice(1)) : text;
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (error) {
    throw new UsageError(`--params is not valid JSON: ${(error as Error).message}`);
  }
  if (!isObject(value)) throw new UsageError('--params must be a JSON object keyed by tool name, e.g. {"web_scrape":{"onlyMainContent":false}}');
  for (const [tool, params] of Object.entries(value)) {
    if ((TOOL_NAMES as readonly string[]).includes(tool) && !(tool in PARAM_SETTINGS)) {
      throw new UsageError(`--params: ${tool} takes no fixed parameters; tools that do: ${Object.keys(PARAM_SETTINGS).join(", ")}`);
    }
    if (tool in PARAM_SETTINGS && !isObject(params)) throw new UsageError(`--params: the value of ${tool} must be an object of API parameters`);
  }
  // Unknown tools and parameters: the same InvalidArgumentError (and suggestion) as createWebDataTools' `params`.
  return checkOptions(paramsFlagSchema, value, "--params") as Record<string, Record<string, unknown>>;
}

function readParamsFile(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    throw new UsageError(`--params: cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
