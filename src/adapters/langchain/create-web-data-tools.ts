// ToolMessage from its own module, which @langchain/core/tools loads anyway: the messages index costs
// ~10 ms at import (bench/README.md, issue 31); HumanMessage is imported on the first call.
import { ToolMessage } from "@langchain/core/messages/tool";
import { BaseToolkit, tool, ToolInputParsingException, type StructuredToolInterface, type ToolSchemaBase } from "@langchain/core/tools";
import { prepareToolSet, type PreparedTool } from "../../tools/create-tool-specs.js";
import type { WebDataToolsOptions } from "../../tools/options.js";
import { withAbsentAsNull } from "../../tools/provider-schema.js";
import type { ToolRuntime } from "../../tools/runtime.js";
import { attachRuntime, usageOf, type ToolSetUsage } from "../../tools/tool-set-usage.js";
import type { ToolResult } from "../../tools/types.js";

/**
 * LangChain tools for the Web Data Service. Each returns `[modelText, ToolResult]`
 * (`responseFormat: "content_and_artifact"`): the model reads the text, the app keeps the artifact.
 * `config.signal` cancels the call and any job it started.
 */
export function createWebDataTools(options: WebDataToolsOptions = {}): StructuredToolInterface[] {
  return buildTools(options, "createWebDataTools").tools;
}

/**
 * Credits spent by the tools `createWebDataTools` returned (or a toolkit's); `reset()` starts a new
 * run, `closeSessions()` stops web_interact's browser sessions. Same as `toolkit.usage`.
 */
export function toolSetUsage(tools: readonly StructuredToolInterface[] | WebDataToolkit): ToolSetUsage {
  return usageOf(tools instanceof WebDataToolkit ? tools.tools : tools);
}

/** A LangChain toolkit over the same tools; `usage` tracks credits per run (`usage.reset()` starts a new one). */
export class WebDataToolkit extends BaseToolkit {
  tools: StructuredToolInterface[];
  private readonly runtime: ToolRuntime;

  constructor(options: WebDataToolsOptions = {}) {
    super();
    const built = buildTools(options, "WebDataToolkit");
    this.tools = built.tools;
    this.runtime = built.runtime;
  }

  /** Credits spent so far, what is left of `maxCredits`, and `reset()` to start a new run. */
  get usage(): ToolSetUsage {
    return this.runtime.usage;
  }

  /** @deprecated Use `toolkit.usage.reset()` (the same as `toolSetUsage(tools).reset()`); still works. */
  resetUsage(): void {
    this.runtime.usage.reset();
  }

  /** Stops every browser session web_interact opened. */
  closeSessions(): Promise<void> {
    return this.runtime.closeSessions();
  }
}

function buildTools(options: WebDataToolsOptions, label: string): { tools: StructuredToolInterface[]; runtime: ToolRuntime } {
  const prepared = prepareToolSet(options, { label });
  return { tools: attachRuntime(prepared.tools.map(toLangChainTool), prepared.runtime), runtime: prepared.runtime };
}

function toLangChainTool(entry: PreparedTool): StructuredToolInterface {
  const built = tool(
    async (input: unknown, config): Promise<[string, ToolResult]> => {
      const threadId = (config?.configurable as { thread_id?: unknown } | undefined)?.thread_id;
      const result = await entry.run(input, {
        signal: config?.signal,
        toolCallId: config?.toolCall?.id,
        sessionKey: typeof threadId === "string" ? threadId : undefined,
        rationale: await userGoal((config as { state?: { messages?: unknown } } | undefined)?.state?.messages),
      });
      return [result.modelText, result];
    },
    {
      name: entry.spec.name,
      description: entry.spec.description,
      // The provider-safe JSON Schema (provider-schema.ts); the shared pipeline validates each call.
      schema: entry.inputJsonSchema as ToolSchemaBase,
      responseFormat: "content_and_artifact",
    },
  ) as unknown as StructuredToolInterface;
  // LangChain checks calls against the schema, where every argument is "required" (nullable):
  // an omitted optional argument is filled in as null first, which the pipeline reads as absent.
  const call = built.call.bind(built);
  const fill = (args: unknown) => withAbsentAsNull(args, entry.inputJsonSchema);
  built.call = (async (arg: unknown, ...rest: unknown[]) => {
    try {
      return await call((isToolCall(arg) ? { ...arg, args: fill(arg.args) } : fill(arg)) as never, ...(rest as []));
    } catch (error) {
      // LangChain's own check refuses a misspelt or mistyped argument before the pipeline runs; the
      // pipeline words that refusal, so the model reads what the AI SDK and MCP adapters show it.
      if (!(error instanceof ToolInputParsingException)) throw error;
      // `invoke(toolCall)` passes the arguments here and the call itself in `config.toolCall`.
      const config = rest[0] as { signal?: AbortSignal; toolCall?: { id?: string } } | undefined;
      const toolCall = isToolCall(arg) ? arg : config?.toolCall;
      const result = await entry.run(isToolCall(arg) ? arg.args : arg, { signal: config?.signal, toolCallId: toolCall?.id });
      if (toolCall === undefined) return result.modelText;
      return new ToolMessage({ content: result.modelText, artifact: result, tool_call_id: toolCall.id ?? "", name: entry.spec.name, status: "error" });
    }
  }) as typeof built.call;
  return built;
}

/**
 * The user's latest request in an agent's state (createAgent passes it to tools), as the goal
 * self-healing tells the service's support (≤ 2000 chars).
 */
async function userGoal(messages: unknown): Promise<string | undefined> {
  if (!Array.isArray(messages)) return undefined;
  const { HumanMessage } = await import("@langchain/core/messages");
  const last = [...messages].reverse().find((m) => m instanceof HumanMessage);
  const text = last ? last.text : "";
  return text.trim().slice(0, 2000) || undefined;
}

/** A LangChain ToolCall (`{ type: "tool_call", args, ... }`) rather than the arguments themselves. */
function isToolCall(arg: unknown): arg is { type: "tool_call"; args: unknown; id?: string } {
  return typeof arg === "object" && arg !== null && (arg as { type?: unknown }).type === "tool_call" && "args" in arg;
}
