import { z } from "zod/v4";
import { clientSourceShape, paramsOption } from "../client/params-option.js";
import { lazyValue } from "../core/lazy-value.js";
import { optionTypes as t } from "../core/options-schema.js";
import { TOKENIZER_NAMES } from "../core/tokenizers.js";
import { selfHealingOptionsSchema } from "../healing/healing-policy.js";
import { agentStartRequestShape } from "../operations/agent.js";
import { crawlStartRequestShape } from "../operations/crawl.js";
import { extractStartRequestShape } from "../operations/extract.js";
import { mapRequestShape } from "../operations/map.js";
import { scrapeRequestShape } from "../operations/scrape.js";
import { searchRequestShape } from "../operations/search.js";
import type { InteractToolSettings, ScrapeToolSettings, ToolSettings, WaitingToolSettings, WebDataToolsOptions } from "./options.js";
import { TOOL_NAMES } from "./types.js";

// `satisfies Record<keyof …>` keeps each schema and its documented interface in step (tsc fails otherwise).
// Built on first use (`lazyValue`): a tool set's construction checks its options, an import does not.
const settingsShape = lazyValue(
  () =>
    ({
      maxOutputTokens: t.positive(),
      maxCalls: t.positiveInt(),
      description: z.string().min(1).optional(),
    }) satisfies Record<Exclude<keyof ToolSettings, "params">, z.ZodType>,
);

/** Settings of a tool without API parameters to fix (`crawlStatus`, `agentStatus`, `supportAsk`). */
const plainSettings = () => z.strictObject(settingsShape()).optional();

const toolSettings = (params: z.ZodType) => z.strictObject({ ...settingsShape(), params }).optional();

const waitingSettings = (params: z.ZodType) =>
  z
    .strictObject({ ...settingsShape(), params, maxWaitMs: t.positive(), waitBudgetMs: t.positive() } satisfies Record<keyof WaitingToolSettings, z.ZodType>)
    .superRefine(oneWaitName)
    .optional();

/** `waitBudgetMs` is the deprecated name of `maxWaitMs`: one of them, not both. */
function oneWaitName(value: { maxWaitMs?: unknown; waitBudgetMs?: unknown }, ctx: z.RefinementCtx): void {
  if (value.maxWaitMs !== undefined && value.waitBudgetMs !== undefined) {
    ctx.addIssue({ code: "custom", path: ["waitBudgetMs"], message: "waitBudgetMs is the deprecated name of maxWaitMs; give only maxWaitMs" });
  }
}

/** The schema of `InteractToolSettings`. */
const interactToolSettingsSchema = () =>
  z.strictObject({
    ...settingsShape(),
    sessions: t.object(),
    sessionKey: z.string().min(1).optional(),
    scrapeOptions: paramsOption(scrapeRequestShape(), ["url"]),
  } satisfies Record<Exclude<keyof InteractToolSettings, "params">, z.ZodType>);

/** Each tool's fixed `params` schema by settings key (the CLI's `--params` checks with the same ones). */
export const fixedParamsSchemas = lazyValue(
  () =>
    ({
      search: paramsOption(searchRequestShape()),
      scrape: paramsOption(scrapeRequestShape()),
      map: paramsOption(mapRequestShape()),
      crawl: paramsOption(crawlStartRequestShape()),
      extract: paramsOption(extractStartRequestShape()),
      agent: paramsOption(agentStartRequestShape()),
    }) as const,
);

/** The schema of `WebDataToolsOptions` (both adapters' `createWebDataTools`, the toolkit, the MCP server), as a shape. */
export const toolSetOptionsShape = lazyValue(() => {
  const params = fixedParamsSchemas();
  return {
    ...clientSourceShape(),
    tools: z.array(z.enum(TOOL_NAMES)).optional(),
    capabilities: z
      .strictObject({ model: z.union([z.boolean(), z.null(), t.object()]).optional(), browser: z.union([z.boolean(), z.null(), t.object()]).optional(), search: z.union([z.null(), t.object()]).optional() })
      .optional(),
    maxOutputTokens: t.positive(),
    tokenizer: z.union([z.enum(TOKENIZER_NAMES), z.custom<(text: string) => number>((v) => typeof v === "function", "must be a function")]).optional(),
    maxCredits: t.positive(),
    maxCallsPerTool: t.positiveInt(),
    maxWaitMs: t.positive(),
    waitBudgetMs: t.positive(),
    selfHealing: z.union([z.boolean(), selfHealingOptionsSchema]).optional(),
    search: toolSettings(params.search),
    scrape: z
      .strictObject({ ...settingsShape(), params: params.scrape, allowJsonSchema: z.boolean().optional() } satisfies Record<keyof ScrapeToolSettings, z.ZodType>)
      .optional(),
    map: toolSettings(params.map),
    crawl: waitingSettings(params.crawl),
    crawlStatus: plainSettings(),
    extract: waitingSettings(params.extract),
    agent: waitingSettings(params.agent),
    agentStatus: plainSettings(),
    supportAsk: plainSettings(),
    interact: interactToolSettingsSchema().optional(),
    strict: z.boolean().optional(),
  } satisfies Record<keyof WebDataToolsOptions, z.ZodType>;
});

/** The schema of `WebDataToolsOptions`. */
export const toolSetOptionsSchema = lazyValue(() => z.strictObject(toolSetOptionsShape()).superRefine(oneWaitName));
