import { jsonSchema, tool, type Tool, type ToolSet } from "ai";
import { WebDataError } from "../../core/errors.js";
import { prepareToolSet, type PreparedTool } from "../../tools/create-tool-specs.js";
import { isInfrastructureError } from "../../tools/error-policy.js";
import type { WebDataToolsOptions } from "../../tools/options.js";
import { attachRuntime, usageOf, type ToolSetUsage } from "../../tools/tool-set-usage.js";
import type { ToolName, ToolResult } from "../../tools/types.js";

/** The AI SDK tool set: every tool's `execute` returns a `ToolResult`; the model sees its `modelText`. */
export type WebDataToolSet = Partial<Record<ToolName, Tool<Record<string, unknown>, ToolResult>>> & ToolSet;

/**
 * AI SDK 7 tools for the Web Data Service. The application receives each call's full
 * `ToolResult` (in `steps[i].toolResults`); the model receives a rendering within the token budget.
 *
 * ```ts
 * const result = await generateText({ model, tools: createWebDataTools({ maxCredits: 200 }), stopWhen: stepCountIs(8), prompt });
 * ```
 */
export function createWebDataTools(options: WebDataToolsOptions = {}): WebDataToolSet {
  const prepared = prepareToolSet(options);
  const tools: Record<string, Tool> = {};
  for (const entry of prepared.tools) tools[entry.spec.name] = toAiTool(entry, options.strict ?? true);
  return attachRuntime(tools, prepared.runtime) as WebDataToolSet;
}

/** One prepared tool as an AI SDK tool. */
export function toAiTool(entry: PreparedTool, strict = true): Tool {
  return tool({
    description: entry.spec.description,
    // The provider-safe schema (provider-schema.ts); `strict` lets OpenAI enforce it. The shared
    // pipeline validates each call (nulls read as absent), so the SDK does not validate again.
    inputSchema: jsonSchema<Record<string, unknown>>(entry.inputJsonSchema),
    strict,
    execute: (input: unknown, { abortSignal, toolCallId, messages }) =>
      entry.run(input, { signal: abortSignal, toolCallId, rationale: userGoal(messages) }),
    toModelOutput: ({ output }: { output: ToolResult }) =>
      output.ok ? { type: "text", value: output.modelText } : { type: "error-text", value: output.modelText },
  }) as Tool;
}

/**
 * Credits spent by a tool set; `reset()` starts a new run (call counts and credits back to zero),
 * `closeSessions()` stops the browser sessions web_interact opened. The counters are live.
 */
export function toolSetUsage(tools: ToolSet): ToolSetUsage {
  return usageOf(tools);
}

/**
 * A `stopWhen` condition: end the agent loop when a web tool failed for a reason the model cannot
 * fix (auth, credits, network, exhausted retries). The AI SDK otherwise shows the error to the
 * model and keeps going.
 */
export function stopOnInfrastructureError({ steps }: { steps: ReadonlyArray<{ content: ReadonlyArray<{ type: string; error?: unknown }> }> }): boolean {
  const last = steps.at(-1);
  return last?.content.some((part) => part.type === "tool-error" && part.error instanceof WebDataError && isInfrastructureError(part.error)) ?? false;
}

/** The user's latest request, as the goal self-healing tells the service's support (≤ 2000 chars). */
function userGoal(messages: ReadonlyArray<{ role: string; content: unknown }> | undefined): string | undefined {
  const last = messages?.findLast((m) => m.role === "user");
  if (!last) return undefined;
  const text =
    typeof last.content === "string"
      ? last.content
      : Array.isArray(last.content)
        ? last.content.map((p: { type?: string; text?: string }) => (p.type === "text" ? (p.text ?? "") : "")).join(" ")
        : "";
  return text.trim().slice(0, 2000) || undefined;
}
