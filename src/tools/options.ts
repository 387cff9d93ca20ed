import type { MapParams, ScrapeParams, SearchParams } from "../client.js";
import type { AgentParams } from "../client/agent-jobs.js";
import type { CrawlParams } from "../client/crawl-jobs.js";
import type { ExtractParams } from "../client/extract-jobs.js";
import type { WithUserSchema } from "../client/user-schemas.js";
import type { SessionRegistry } from "../browser/session-registry.js";
import type { SessionScrapeOptions } from "../browser/session-types.js";
import type { WebDataClientSource } from "../client/client-source.js";
import type { SelfHealingOptions } from "../healing/healing-policy.js";
import type { TokenizerOption } from "../core/tokenizers.js";
import type { ToolName } from "./types.js";

/** Settings every tool accepts. */
export interface ToolSettings<P = never> {
  /**
   * API parameters fixed by the developer: applied to every call and removed from the schema the
   * model sees (the developer's choice wins quietly).
   */
  params?: P;
  /** Budget for this tool's result as shown to the model, in tokens. Overrides the tool set's. */
  maxOutputTokens?: number;
  /** Most calls of this tool per tool set (per run). Overrides the tool set's. */
  maxCalls?: number;
  /** Replaces the description the model sees. */
  description?: string;
}

/** Settings of web_scrape. */
export interface ScrapeToolSettings extends ToolSettings<Partial<WithUserSchema<ScrapeParams>>> {
  /**
   * Let the model ask web_scrape for structured data: adds the arguments `schemaJson` (a JSON Schema
   * as a JSON string, so every provider's strict tool schema accepts it) and `jsonPrompt`; a call that
   * uses them gets the page as `json` instead of its text (a json format: the server needs a model,
   * and the service bills +4 credits a page). A `formats` fixed in `params` wins and removes them.
   * For one fixed schema, set `params: { formats: [{ type: "json", schema }] }` instead. @default false
   */
  allowJsonSchema?: boolean | undefined;
}

/** Settings of tools that wait for a job (crawl, extract, agent). */
export interface WaitingToolSettings<P = never> extends ToolSettings<P> {
  /**
   * Longest time a call waits before returning what has arrived plus the job id, in milliseconds
   * (the same name as the client's and the loader's wait limit). Overrides the tool set's. @default 60000
   */
  maxWaitMs?: number;
  /** @deprecated Old name of `maxWaitMs`; still accepted. */
  waitBudgetMs?: number;
}

/** Settings of web_interact and web_interact_stop. */
export interface InteractToolSettings extends ToolSettings {
  /**
   * Sessions by conversation. Pass one registry to share it between tool sets (or to close its
   * sessions yourself). @default a registry owned by this tool set
   */
  sessions?: SessionRegistry | undefined;
  /**
   * Conversation key for tools that cannot learn it from the framework (the AI SDK). LangChain
   * calls use `configurable.thread_id` when present. @default "default"
   */
  sessionKey?: string | undefined;
  /** Scrape options used to open pages (waitFor, location, profile, …). */
  scrapeOptions?: SessionScrapeOptions | undefined;
}

/** What a server can do: `false` or `null` means it cannot (`engine.capabilities` fits as it is). */
export interface ServerCapabilities {
  /** A language model (extract, agent); an engine's `ModelCapability` counts as true. */
  model?: boolean | object | null | undefined;
  /** A browser (interact); an engine's `BrowserCapability` counts as true. */
  browser?: boolean | object | null | undefined;
  /** Where the engine's search finds pages (an engine's `capabilities.search`); informative, no tool is left out for it. */
  search?: object | null | undefined;
}

/** Options of `createWebDataTools` in both adapters. */
export interface WebDataToolsOptions extends WebDataClientSource {
  /** Tools to include. @default every tool */
  tools?: readonly ToolName[] | undefined;
  /**
   * What the server behind the tools can do: tools it cannot serve are left out of the set (no
   * model: web_extract, web_agent, web_agent_status; no browser: web_interact, web_interact_stop).
   * Pass a local engine's `engine.capabilities`, or `{ model: false }`. A key left out means unknown:
   * those tools are listed, and a call the server cannot serve comes back as a readable error.
   * @default undefined (every tool listed)
   */
  capabilities?: ServerCapabilities | undefined;
  /** Budget for one tool result as shown to the model, in tokens counted by `tokenizer`. @default 4000 */
  maxOutputTokens?: number | undefined;
  /**
   * How results are counted against `maxOutputTokens`: `"o200k"` (GPT-4o, GPT-4.1, GPT-5, o-series)
   * or `"cl100k"` (GPT-4, GPT-3.5) count exactly and need the optional package `gpt-tokenizer`;
   * `"conservative"` holds for any model (a calibrated estimate, about 1.3–1.7× over); or a
   * function `(text) => number` with your model's tokenizer. @default "conservative"
   */
  tokenizer?: TokenizerOption | undefined;
  /** Most credits the tool set may spend; once spent, costly calls are refused. @default undefined (no limit) */
  maxCredits?: number | undefined;
  /** Most calls per tool (a looping agent stops burning credits). @default 20 */
  maxCallsPerTool?: number | undefined;
  /**
   * Longest time a web_crawl, web_extract or web_agent call waits before it returns what has arrived
   * and the job id, in milliseconds (the model may ask for less with `waitSeconds`). @default 60000
   */
  maxWaitMs?: number | undefined;
  /** @deprecated Old name of `maxWaitMs`; still accepted. */
  waitBudgetMs?: number | undefined;
  /**
   * Heal failed calls with the service's support (see `withSelfHealing`): `true` for the strict
   * defaults, or the options. The model sees a one-line note when a retry used suggested parameters.
   * @default false
   */
  selfHealing?: boolean | SelfHealingOptions | undefined;
  search?: ToolSettings<Partial<SearchParams>> | undefined;
  scrape?: ScrapeToolSettings | undefined;
  map?: ToolSettings<Partial<MapParams>> | undefined;
  crawl?: WaitingToolSettings<Partial<WithUserSchema<CrawlParams>>> | undefined;
  crawlStatus?: ToolSettings | undefined;
  extract?: WaitingToolSettings<Partial<WithUserSchema<ExtractParams>>> | undefined;
  agent?: WaitingToolSettings<Partial<WithUserSchema<AgentParams>>> | undefined;
  agentStatus?: ToolSettings | undefined;
  supportAsk?: ToolSettings | undefined;
  interact?: InteractToolSettings | undefined;
  /**
   * AI SDK: mark every tool `strict`, so providers that support it constrain the model's arguments
   * to the schema (OpenAI strict mode; Gemini's VALIDATED function calling). The schemas are the same
   * either way: every provider accepts them. Set `false` for a model that refuses strict tools.
   * @default true
   */
  strict?: boolean | undefined;
}

export const DEFAULT_MAX_OUTPUT_TOKENS = 4000;
export const DEFAULT_MAX_CALLS_PER_TOOL = 20;
export const DEFAULT_MAX_WAIT_MS = 60_000;

/** A tool's wait limit: its own `maxWaitMs` (or the deprecated `waitBudgetMs`), else `fallback`. */
export function maxWaitOf(settings: { maxWaitMs?: number | undefined; waitBudgetMs?: number | undefined } | undefined, fallback: number): number {
  return settings?.maxWaitMs ?? settings?.waitBudgetMs ?? fallback;
}
