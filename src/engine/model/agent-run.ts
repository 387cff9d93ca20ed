import type { LanguageModel, StepResult, Tool, ToolSet } from "ai";
import { WebDataClient } from "../../client.js";
import { prepareToolSet, type PreparedTool } from "../../tools/create-tool-specs.js";
import type { CreditLedger } from "../../tools/credit-ledger.js";
import { renderModelError } from "../../tools/error-policy.js";
import { clipText } from "../../core/token-budget.js";
import type { ToolResult } from "../../tools/types.js";
import { generateJson, tokensToCredits, TokenMeter } from "./generate-json.js";
import { loadAi, type AiSdk } from "./load-ai.js";
import type { ModelJob } from "./model-jobs.js";
import { constrainedClient, UrlConstraint, urlNotAllowedCode } from "./url-constraint.js";
import type { UserSchema } from "./user-schema.js";

/** The service's default credit cap of one agent run (docs/api.md §7). */
export const defaultAgentMaxCredits = 2500;
/** Model steps (a step = one model call and the tools it asked for) one run takes at most. */
export const maxAgentSteps = 24;

export interface AgentInput {
  prompt: string;
  urls?: readonly string[] | undefined;
  strictConstrainToURLs?: boolean | undefined;
  schema?: UserSchema | undefined;
  maxCredits?: number | undefined;
}

export interface AgentDeps {
  model: LanguageModel;
  contextTokens: number;
  /** How the agent's tools reach this engine: its own v2 URL and key. */
  self: { baseUrl: string; apiKey: string | undefined };
}

const system =
  "You are a web research agent. Use the tools to find and read pages, then answer the task from what the pages say. " +
  "Do not guess facts you did not read. When you have the answer, reply with it (JSON when a structure is asked for) and call no more tools.";

/**
 * Credits of the pages a tool call fetched: the local engine reports none, but an agent's budget
 * counts page fetches (1 per page read or mapped, as the service bills them).
 */
function fetchCredits(result: ToolResult): number {
  if (!result.ok) return 0;
  const output = result.output as { cached?: boolean; web?: Array<{ markdown?: unknown }> } | undefined;
  if (result.tool === "web_scrape") return output?.cached === true ? 0 : 1;
  if (result.tool === "web_map") return 1;
  if (result.tool === "web_search") return 1 + (output?.web ?? []).filter((hit) => typeof hit.markdown === "string").length;
  return 0;
}

/**
 * A prepared tool as the agent runs it: its URL argument must stay inside the constraint (enforced
 * here, not only asked for in the prompt), and its page fetches count against the budget.
 */
function agentTool(entry: PreparedTool, constraint: UrlConstraint | undefined, ledger: CreditLedger, job: ModelJob): PreparedTool {
  return {
    ...entry,
    run: async (input, ctx) => {
      const url = (input as { url?: unknown } | null)?.url;
      if (constraint !== undefined && typeof url === "string" && !constraint.allows(url)) {
        const error = {
          category: "url_not_allowed",
          message: `${url} is outside the URLs this task is limited to.`,
          hint: `Only these sites and the paths below them may be read: ${constraint.urls.join(", ")}.`,
        };
        const refused: ToolResult = { ok: false, tool: entry.spec.name, error, modelText: renderModelError(error), creditsUsed: 0, notes: [] };
        return refused;
      }
      const result = await entry.run(input, ctx);
      ledger.add(fetchCredits(result) - result.creditsUsed);
      // The service's `agent.action` event names the action as its API does: scrape, search, map.
      job.events.emit({ type: "action", action: entry.spec.name.replace(/^web_/, ""), input, creditsUsed: fetchCredits(result) });
      if (constraint !== undefined && !result.ok && result.error.code === urlNotAllowedCode) {
        // The page was fetched (a redirect is only seen by following it) but not shown: say why, as for the URL itself.
        const error = { ...result.error, category: "url_not_allowed", hint: `Only these sites and the paths below them may be read: ${constraint.urls.join(", ")}.` };
        return { ...result, error, modelText: renderModelError(error) };
      }
      return result;
    },
  };
}

/**
 * A prepared tool as an AI SDK tool. The engine maps the toolkit's specs itself rather than importing
 * the AI SDK adapter: the engine sits beside the toolkit and never depends on an adapter.
 */
function asAiTool(ai: AiSdk, entry: PreparedTool): Tool {
  return ai.tool({
    description: entry.spec.description,
    // The toolkit's published schema (provider-schema.ts); the pipeline validates each call.
    inputSchema: ai.jsonSchema<Record<string, unknown>>(entry.inputJsonSchema),
    execute: (input: unknown, { abortSignal, toolCallId }) => entry.run(input, { signal: abortSignal, toolCallId }),
    toModelOutput: ({ output }: { output: ToolResult }) =>
      output.ok ? { type: "text", value: output.modelText } : { type: "error-text", value: output.modelText },
  }) as Tool;
}

function taskPrompt(input: AgentInput, constraint: UrlConstraint | undefined): string {
  const lines = [`Task: ${input.prompt}`];
  if (input.urls?.length) {
    lines.push(
      constraint
        ? `Use only these URLs and pages below them (other pages are refused): ${input.urls.join(", ")}`
        : `Start from these URLs: ${input.urls.join(", ")}`,
    );
  }
  if (input.schema) lines.push(`The final answer must be JSON conforming to this JSON Schema: ${JSON.stringify(input.schema.objectSchema)}`);
  return lines.join("\n");
}

/** What the tools returned, as the model saw it, within `maxTokens` (the material for the final answer). */
function findings(steps: ReadonlyArray<StepResult<ToolSet>>, maxTokens: number): string {
  const parts: string[] = [];
  for (const step of steps) {
    for (const result of step.toolResults) {
      const output = result.output as ToolResult | undefined;
      if (output?.ok) parts.push(`[${result.toolName}] ${output.modelText}`);
    }
    if (step.text.trim() !== "") parts.push(`[agent notes] ${step.text}`);
  }
  return clipText(parts.join("\n\n"), maxTokens).text;
}

/** The final text as data: its JSON when it is JSON, else `{ answer }`. */
function textAsData(text: string): unknown {
  const trimmed = text.trim().replace(/^```(?:json)?\s*|\s*```$/g, "");
  try {
    return JSON.parse(trimmed);
  } catch {
    return { answer: text.trim() };
  }
}

/**
 * One agent run: an AI SDK tool loop over this engine's own web_search / web_scrape / web_map (the
 * toolkit's tool specs with their token budgets, called over HTTP like any client), within
 * `maxCredits` (⌈tokens / 15⌉ plus page fetches); then the answer, checked against the schema.
 */
export async function runAgent(job: ModelJob, input: AgentInput, deps: AgentDeps): Promise<void> {
  const ai = await loadAi();
  const signal = job.controller.signal;
  const maxCredits = input.maxCredits ?? defaultAgentMaxCredits;
  const constraint = input.strictConstrainToURLs === true && input.urls?.length ? new UrlConstraint(input.urls) : undefined;
  const base = new WebDataClient({ baseUrl: deps.self.baseUrl, apiKey: deps.self.apiKey });
  const client = constraint === undefined ? base : base.use(() => constrainedClient(constraint));
  const prepared = prepareToolSet({
    client,
    tools: ["web_search", "web_scrape", "web_map"],
    maxCredits,
    maxOutputTokens: Math.max(500, Math.min(4000, Math.floor(deps.contextTokens / 8))),
    // A constrained agent searches only the allowed sites.
    ...(constraint ? { search: { params: { includeDomains: constraint.hosts } } } : {}),
  });
  const tools: ToolSet = {};
  const ledger = prepared.runtime.ledger;
  for (const entry of prepared.tools) tools[entry.spec.name] = asAiTool(ai, agentTool(entry, constraint, ledger, job));

  let tokens = 0;
  let tokenCredits = 0;
  const account = (steps: ReadonlyArray<StepResult<ToolSet>>) => {
    tokens = steps.reduce((sum, step) => sum + (step.usage.totalTokens ?? (step.usage.inputTokens ?? 0) + (step.usage.outputTokens ?? 0)), 0);
    const credits = tokensToCredits(tokens);
    // Model tokens count against the same budget as page fetches, so tools are refused once it is spent.
    ledger.add(credits - tokenCredits);
    tokenCredits = credits;
    job.tokensUsed = tokens;
    job.creditsUsed = ledger.spent;
  };
  const spent = () => ledger.spent >= maxCredits;

  const result = await ai.generateText({
    model: deps.model,
    system,
    prompt: taskPrompt(input, constraint),
    tools,
    abortSignal: signal,
    maxRetries: 1,
    stopWhen: [
      ai.stepCountIs(maxAgentSteps),
      ({ steps }) => {
        account(steps);
        return spent();
      },
    ],
  });
  account(result.steps);
  if (spent()) return stopOnBudget(job, maxCredits, ledger.spent, tokens);

  let data: unknown;
  if (input.schema) {
    const meter = new TokenMeter();
    const material = findings(result.steps, Math.max(500, deps.contextTokens - 3000));
    data = await generateJson({
      model: deps.model,
      system: "You turn a research agent's findings into the requested JSON. Use only facts in the findings.",
      prompt: `${taskPrompt(input, constraint)}\n\nThe agent's final answer:\n${result.text}\n\nWhat its tools returned:\n${material}`,
      schema: input.schema,
      meter,
      signal,
    });
    tokens += meter.tokens;
    ledger.add(tokensToCredits(tokens) - tokenCredits);
    job.tokensUsed = tokens;
    job.creditsUsed = ledger.spent;
    if (spent()) return stopOnBudget(job, maxCredits, ledger.spent, tokens);
  } else {
    data = textAsData(result.text);
  }
  job.extra.steps = result.steps.length;
  job.complete(data);
}

/** The cap was reached: the job fails with no data and is not billed, as on the service (docs/api.md §7). */
function stopOnBudget(job: ModelJob, maxCredits: number, spent: number, tokens: number): void {
  job.extra.stopReason = "max_credits";
  job.fail(
    `The agent stopped: it reached maxCredits (${maxCredits}) after spending ${spent} credits (${tokens} model tokens plus page fetches). ` +
      "No data is returned and the run is not billed; raise maxCredits or narrow the prompt or urls.",
  );
  job.creditsUsed = 0;
}
