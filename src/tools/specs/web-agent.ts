import { z } from "zod/v4";
import { lazyValue } from "../../core/lazy-value.js";
import type { AgentParams, AgentStatus } from "../../client/agent-jobs.js";
import { TERMINAL_JOB_STATES } from "../../operations/job-status.js";
import type { WithUserSchema } from "../../client/user-schemas.js";
import { defined, modelSchema } from "../fixed-params.js";
import { effectiveJobId, parseSchemaJson, waitMs, waitWithinBudget } from "../job-wait.js";
import { maxWaitOf, type ToolSettings, type WaitingToolSettings } from "../options.js";
import type { ToolRuntime } from "../runtime.js";
import type { ToolSpec } from "../types.js";

const shape = lazyValue(() => ({
  prompt: z.string().min(1).max(10_000).describe("The research task, e.g. 'Find the founders of Example Inc and their roles'."),
  urls: z.array(z.string()).optional().describe("Pages to start from, if you know them."),
  schemaJson: z.string().optional().describe("Optional JSON Schema (as a JSON string) the answer must follow."),
  maxCredits: z.number().int().min(1).optional().describe("Most credits this run may spend."),
  waitSeconds: z.number().int().min(0).max(600).optional().describe("Wait at most this long (capped by the app)."),
}));
type Input = { prompt: string; urls?: string[]; schemaJson?: string; maxCredits?: number; waitSeconds?: number };

/** What web_agent and web_agent_status return to the application. */
export interface AgentToolOutput {
  jobId: string;
  status: string;
  data?: unknown;
  creditsUsed?: number | undefined;
  error?: string | undefined;
  done: boolean;
}

/** `web_agent`: an autonomous research run that browses and returns (structured) data. */
export function webAgentSpec(runtime: ToolRuntime, settings: WaitingToolSettings<Partial<WithUserSchema<AgentParams>>> = {}): ToolSpec<Input, AgentToolOutput> {
  const fixed = settings.params ?? {};
  const budgetMs = maxWaitOf(settings, runtime.maxWaitMs);
  return {
    name: "web_agent",
    costly: true,
    description:
      settings.description ??
      "Delegate a multi-step web research task to an autonomous agent that searches, browses and extracts data. " +
        "Expensive (often tens to hundreds of credits) and slow (minutes): prefer web_search + web_scrape for simple " +
        "lookups. If it is not done within the wait budget you get a jobId: call web_agent_status with it later.",
    inputSchema: modelSchema(shape(), fixed, { schemaJson: ["schema"] }) as unknown as z.ZodType<Input>,
    async execute(input, ctx) {
      const client = runtime.client;
      const remaining = runtime.ledger.remaining;
      const wanted = input.maxCredits ?? (fixed.maxCredits as number | undefined);
      // The agent may never be allowed more than the tool set has left.
      const maxCredits = Number.isFinite(remaining) ? Math.floor(Math.min(wanted ?? remaining, remaining)) : wanted;
      const params = {
        ...defined({ prompt: input.prompt, urls: input.urls, schema: parseSchemaJson(input.schemaJson) }),
        ...fixed,
        ...defined({ maxCredits }),
      } as WithUserSchema<AgentParams>;
      const job = await client.agent.start(params, { signal: ctx.signal });
      const outcome = await waitWithinBudget(() => job.wait({ signal: ctx.signal, maxWaitMs: waitMs(budgetMs, input.waitSeconds) }), job);
      return agentOutput(effectiveJobId(job.id), outcome.status, outcome.state === "done", outcome.state === "failed" ? outcome.error : undefined);
    },
    creditsOf: (out) => runtime.settleJobCredits(out.jobId, out.creditsUsed),
    startsJob: (out) => out.jobId,
    check: agentCheck,
    render: renderAgent,
  };
}

const statusSchema = lazyValue(() =>
  z.object({
    jobId: z.string().min(1).describe("The jobId web_agent returned."),
    waitSeconds: z.number().int().min(0).max(600).optional().describe("Wait up to this long for it to finish (default: just check)."),
  }),
);

/** `web_agent_status`: check (or wait a little for) an agent run. Free. */
export function webAgentStatusSpec(runtime: ToolRuntime, settings: ToolSettings = {}): ToolSpec<z.infer<ReturnType<typeof statusSchema>>, AgentToolOutput> {
  return {
    name: "web_agent_status",
    costly: false,
    description: settings.description ?? "Check an agent run started by web_agent and get its result when done (free).",
    inputSchema: statusSchema(),
    async execute(input, ctx) {
      const client = runtime.client;
      if (!input.waitSeconds) {
        const status = await client.agent.status(input.jobId, { signal: ctx.signal });
        const done = TERMINAL_JOB_STATES.has(String(status.status));
        return agentOutput(input.jobId, status, done, status.status === "failed" ? (status.error ?? "the run failed") : undefined);
      }
      const outcome = await waitWithinBudget(
        () => client.agent.wait(input.jobId, { signal: ctx.signal, maxWaitMs: waitMs(runtime.maxWaitMs, input.waitSeconds) }),
        undefined,
      );
      return agentOutput(input.jobId, outcome.status, outcome.state === "done", outcome.state === "failed" ? outcome.error : undefined);
    },
    readsJob: (input) => input.jobId,
    creditsOf: (out) => runtime.settleJobCredits(out.jobId, out.creditsUsed),
    check: agentCheck,
    render: renderAgent,
  };
}

function agentOutput(jobId: string, status: AgentStatus | undefined, done: boolean, error: string | undefined): AgentToolOutput {
  return {
    jobId,
    status: error ? "failed" : String(status?.status ?? "processing"),
    data: status?.data,
    creditsUsed: status?.creditsUsed,
    error,
    done: done || error !== undefined,
  };
}

function agentCheck(out: AgentToolOutput) {
  return out.error
    ? { category: "job_failed", message: out.error, hint: "Simplify the task, give starting urls, or raise maxCredits if it ran out." }
    : undefined;
}

function renderAgent(out: AgentToolOutput): string {
  if (!out.done) {
    return `Agent run ${out.jobId} is still ${out.status}. Call web_agent_status with jobId="${out.jobId}" (and waitSeconds) to get the result.`;
  }
  const credits = out.creditsUsed !== undefined ? ` (${out.creditsUsed} credits)` : "";
  return `Agent run ${out.jobId} ${out.status}${credits}.\nResult:\n${JSON.stringify(out.data ?? null, null, 1)}`;
}
