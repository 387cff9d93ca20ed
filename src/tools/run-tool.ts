import { argumentIssues, formatIssues } from "../client/invoke.js";
import { healingNotes } from "../healing/healing-note.js";
import type { HealingRecord } from "../healing/healing-record.js";
import { runInHealingScope } from "../healing/healing-scope.js";
import { modelFixableError, renderModelError } from "./error-policy.js";
import { MIN_READS_PER_JOB, READS_PER_CALL } from "./job-reads.js";
import type { ToolRuntime } from "./runtime.js";
import { fitWithMarker, type TokenCounter } from "../core/token-budget.js";
import type { ModelFixableError, ToolCallContext, ToolResult, ToolSpec } from "./types.js";

/** Per-tool limits resolved from the tool set's options. */
export interface ToolLimits {
  maxOutputTokens: number;
  maxCalls: number;
}

/**
 * Runs one tool call through the shared pipeline: input validation, call limit, credit budget,
 * execution, error policy, credit accounting, and rendering within the token budget. Errors the
 * model can fix come back as a result; all others are thrown.
 */
export async function runTool<I, O>(
  spec: ToolSpec<I, O>,
  rawInput: unknown,
  ctx: ToolCallContext,
  runtime: ToolRuntime,
  limits: ToolLimits,
): Promise<ToolResult<O>> {
  const parsed = spec.inputSchema.safeParse(rawInput);
  if (!parsed.success) {
    return failure(spec, {
      category: "invalid_arguments",
      message: `Invalid arguments: ${formatIssues(argumentIssues(parsed.error))}`,
      hint: "Fix the fields named above and call again.",
    });
  }
  const refused = takeCall(spec, parsed.data, runtime, limits);
  if (refused) return failure(spec, refused);
  const costly = typeof spec.costly === "function" ? spec.costly(parsed.data) : spec.costly;
  if (costly && runtime.ledger.exhausted) {
    return failure(spec, {
      category: "budget_exhausted",
      message: `The credit budget of this run is spent (${runtime.ledger.spent} of ${runtime.ledger.limit} credits).`,
      hint: "Do not start more web calls; answer with the information you already have.",
    });
  }

  // The client stack loads on the first call, not when the tool set is built.
  await runtime.ready();
  // Loaded before any work, so a missing optional tokenizer package fails the call, not its result.
  const tokens = await runtime.tokenCounter();
  let output: O;
  // Healings by a self-healing client during this call are collected here (async-local).
  const healing: HealingRecord[] = [];
  try {
    output = await runInHealingScope({ rationale: ctx.rationale, records: healing }, () => spec.execute(parsed.data, ctx));
  } catch (error) {
    const fixable = modelFixableError(error);
    if (!fixable) throw error;
    return withHealingNotes(failure(spec, fixable), healing);
  }

  const jobId = spec.startsJob?.(output) ?? spec.readsJob?.(parsed.data);
  if (jobId !== undefined) runtime.jobs.track(jobId);
  const creditsUsed = spec.creditsOf?.(output) ?? 0;
  runtime.ledger.add(creditsUsed);
  const soft = spec.check?.(output);
  if (soft) return withHealingNotes({ ...failure(spec, soft), output, creditsUsed }, healing);
  const rendered = spec.render(output, { maxTokens: limits.maxOutputTokens, tokens });
  const notes = healingNotes(healing);
  // Healing notes are appended after the budget is enforced: leave them room (+1 for the join).
  const room = limits.maxOutputTokens - (notes.length > 0 ? tokens.count(`\n\n${notes.join("\n")}`) + 1 : 0);
  return withHealingNotes({ ok: true, tool: spec.name, output, modelText: enforceBudget(rendered, room, tokens), creditsUsed, notes: [] }, healing);
}

/**
 * Counts the call: a status read of a job the tool set knows counts per job (bound:
 * `max(MIN_READS_PER_JOB, maxCalls × READS_PER_CALL)`), anything else against the tool's `maxCalls`.
 * Returns the error when the limit is reached.
 */
function takeCall<I>(spec: ToolSpec<I, unknown>, input: I, runtime: ToolRuntime, limits: ToolLimits): ModelFixableError | undefined {
  const jobId = spec.readsJob?.(input);
  if (jobId !== undefined && runtime.jobs.known(jobId)) {
    const bound = Math.max(MIN_READS_PER_JOB, limits.maxCalls * READS_PER_CALL);
    if (runtime.jobs.takeRead(jobId, bound)) return undefined;
    return {
      category: "call_limit",
      message: `${spec.name} already read job ${jobId} ${runtime.jobs.readsOf(jobId)} times in this run, the most allowed for one job.`,
      hint: "Stop reading on: work with the results you already have, or answer the user (the job id stays valid, so the user can read on later).",
    };
  }
  if (runtime.takeCall(spec.name, limits.maxCalls)) return undefined;
  return {
    category: "call_limit",
    message: `${spec.name} was already called ${runtime.callsOf(spec.name)} times in this run, the most allowed.`,
    hint: "Work with the results you already have, or answer the user.",
  };
}

/** Adds a one-line note for each retry that used the service's suggested parameters (the model should know). */
function withHealingNotes<R extends ToolResult<unknown>>(result: R, records: readonly HealingRecord[]): R {
  const notes = healingNotes(records);
  if (notes.length === 0) return result;
  return { ...result, notes: [...result.notes, ...notes], modelText: `${result.modelText}\n\n${notes.join("\n")}` };
}

function failure<O>(spec: Pick<ToolSpec, "name">, error: ModelFixableError): ToolResult<O> & { ok: false } {
  return { ok: false, tool: spec.name, error, modelText: renderModelError(error), creditsUsed: 0, notes: [] };
}

/** Last line of defence: whatever a renderer produced, the model never gets more than the budget (marker included). */
function enforceBudget(text: string, maxTokens: number, tokens: TokenCounter): string {
  return fitWithMarker(text, maxTokens, "\n[truncated: this result hit its size budget]", tokens);
}
