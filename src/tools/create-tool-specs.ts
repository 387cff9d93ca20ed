import { checkOptions } from "../core/options-schema.js";
import { DEFAULT_MAX_CALLS_PER_TOOL, type ToolSettings, type WebDataToolsOptions } from "./options.js";
import { toolSetOptionsSchema } from "./options-schema.js";
import { unavailableTools } from "./capabilities.js";
import type { ToolLimits } from "./run-tool.js";
import { ToolRuntime } from "./runtime.js";
import { providerInputSchema, toolInputSchema } from "./provider-schema.js";
import { webAgentSpec, webAgentStatusSpec } from "./specs/web-agent.js";
import { webCrawlStatusSpec } from "./specs/web-crawl-status.js";
import { webCrawlSpec } from "./specs/web-crawl.js";
import { webExtractSpec } from "./specs/web-extract.js";
import { webInteractSpec, webInteractStopSpec } from "./specs/web-interact.js";
import { webMapSpec } from "./specs/web-map.js";
import { webScrapeSpec } from "./specs/web-scrape.js";
import { webSearchSpec } from "./specs/web-search.js";
import { webSupportAskSpec } from "./specs/web-support-ask.js";
import { TOOL_NAMES, type ToolCallContext, type ToolName, type ToolResult, type ToolSpec } from "./types.js";

/** A spec ready to hand to an adapter: its limits resolved and a `run` that applies the pipeline. */
export interface PreparedTool {
  spec: ToolSpec<unknown, unknown>;
  /** The input schema every adapter publishes: accepted by OpenAI strict mode, Gemini and Anthropic (provider-schema.ts). */
  inputJsonSchema: Record<string, unknown>;
  limits: ToolLimits;
  run(input: unknown, ctx: ToolCallContext): Promise<ToolResult>;
}

export interface PreparedToolSet {
  runtime: ToolRuntime;
  tools: PreparedTool[];
  /** Tools left out because the server cannot serve them (`capabilities`), with the reason. */
  omitted: ReadonlyMap<ToolName, string>;
}

// Specs differ in input and output types; the registry only needs to run and render them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySpec = ToolSpec<any, any>;
type SpecFactory = (runtime: ToolRuntime, options: WebDataToolsOptions) => { spec: AnySpec; settings: Pick<ToolSettings, "maxOutputTokens" | "maxCalls"> | undefined };

const FACTORIES: Partial<Record<ToolName, SpecFactory>> = {
  web_search: (r, o) => ({ spec: webSearchSpec(r, o.search), settings: o.search }),
  web_scrape: (r, o) => ({ spec: webScrapeSpec(r, o.scrape), settings: o.scrape }),
  web_map: (r, o) => ({ spec: webMapSpec(r, o.map), settings: o.map }),
  web_crawl: (r, o) => ({ spec: webCrawlSpec(r, o.crawl), settings: o.crawl }),
  web_crawl_status: (r, o) => ({ spec: webCrawlStatusSpec(r, o.crawlStatus), settings: o.crawlStatus }),
  web_extract: (r, o) => ({ spec: webExtractSpec(r, o.extract), settings: o.extract }),
  web_agent: (r, o) => ({ spec: webAgentSpec(r, o.agent), settings: o.agent }),
  web_agent_status: (r, o) => ({ spec: webAgentStatusSpec(r, o.agentStatus), settings: o.agentStatus }),
  web_interact: (r, o) => ({ spec: webInteractSpec(r, o.interact), settings: o.interact }),
  web_interact_stop: (r, o) => ({ spec: webInteractStopSpec(r, o.interact), settings: o.interact }),
  web_support_ask: (r, o) => ({ spec: webSupportAskSpec(r, o.supportAsk), settings: o.supportAsk }),
};

/** Tools a tool set includes when the developer does not choose. */
export const DEFAULT_TOOLS: readonly ToolName[] = TOOL_NAMES.filter((name) => FACTORIES[name] !== undefined);

/** How a tool set is built: which factory names it in errors, and tools only the engine adds. */
export interface PrepareOptions {
  /** The public factory, for error messages. @default "createWebDataTools" */
  label?: string;
  extra?: Partial<Record<ToolName, SpecFactory>>;
}

/**
 * Builds the framework-neutral tool set both adapters map from. Options are checked here, by
 * their one schema, before any tool runs.
 */
export function prepareToolSet(options: WebDataToolsOptions = {}, how: PrepareOptions = {}): PreparedToolSet {
  checkOptions(toolSetOptionsSchema(), options, how.label ?? "createWebDataTools");
  const factories = { ...FACTORIES, ...how.extra };
  const omitted = unavailableTools(options.capabilities);
  const names = (options.tools ?? DEFAULT_TOOLS).filter((name) => !omitted.has(name));
  const runtime = new ToolRuntime(options);
  const tools = names.map((name): PreparedTool => {
    const { spec, settings } = factories[name]!(runtime, options);
    const limits: ToolLimits = {
      maxOutputTokens: settings?.maxOutputTokens ?? runtime.maxOutputTokens,
      maxCalls: settings?.maxCalls ?? options.maxCallsPerTool ?? DEFAULT_MAX_CALLS_PER_TOOL,
    };
    // Calls are checked against the published schema's rules: `null` is "absent", unknown arguments are refused.
    const anySpec = { ...spec, inputSchema: toolInputSchema(spec.inputSchema, spec.name) } as unknown as ToolSpec<unknown, unknown>;
    const inputJsonSchema = providerInputSchema(spec.inputSchema, spec.name);
    // The call pipeline is imported on the first call: building a tool set only describes the tools.
    const run = async (input: unknown, ctx: ToolCallContext) => (await import("./run-tool.js")).runTool(anySpec, input, ctx, runtime, limits);
    return { spec: anySpec, inputJsonSchema, limits, run };
  });
  return { runtime, tools, omitted };
}
