import { HumanMessage } from "@langchain/core/messages";
import { BaseToolkit, tool, type StructuredToolInterface } from "@langchain/core/tools";
import type { z } from "zod/v4";
import { prepareToolSet, type PreparedTool } from "../../tools/create-tool-specs.js";
import type { WebDataToolsOptions } from "../../tools/options.js";
import type { ToolRuntime } from "../../tools/runtime.js";
import type { ToolResult } from "../../tools/types.js";

/**
 * LangChain tools for the Web Data Service. Each returns `[modelText, ToolResult]`
 * (`responseFormat: "content_and_artifact"`): the model reads the text, the app keeps the artifact.
 * `config.signal` cancels the call and any job it started.
 */
export function createWebDataTools(options: WebDataToolsOptions = {}): StructuredToolInterface[] {
  return buildTools(options).tools;
}

/** A LangChain toolkit over the same tools; `usage` and `resetUsage()` track credits per run. */
export class WebDataToolkit extends BaseToolkit {
  tools: StructuredToolInterface[];
  private readonly runtime: ToolRuntime;

  constructor(options: WebDataToolsOptions = {}) {
    super();
    const built = buildTools(options);
    this.tools = built.tools;
    this.runtime = built.runtime;
  }

  /** Credits spent so far and what is left of `maxCredits`. */
  get usage(): { creditsSpent: number; creditsRemaining: number } {
    return { creditsSpent: this.runtime.ledger.spent, creditsRemaining: this.runtime.ledger.remaining };
  }

  /** Starts a new run: call counts and the credit tally go back to zero. */
  resetUsage(): void {
    this.runtime.resetUsage();
  }

  /** Stops every browser session web_interact opened. */
  closeSessions(): Promise<void> {
    return this.runtime.closeSessions();
  }
}

function buildTools(options: WebDataToolsOptions): { tools: StructuredToolInterface[]; runtime: ToolRuntime } {
  const prepared = prepareToolSet(options);
  return { tools: prepared.tools.map(toLangChainTool), runtime: prepared.runtime };
}

function toLangChainTool(entry: PreparedTool): StructuredToolInterface {
  return tool(
    async (input: unknown, config): Promise<[string, ToolResult]> => {
      const threadId = (config?.configurable as { thread_id?: unknown } | undefined)?.thread_id;
      const result = await entry.run(input, {
        signal: config?.signal,
        toolCallId: config?.toolCall?.id,
        sessionKey: typeof threadId === "string" ? threadId : undefined,
        rationale: userGoal((config as { state?: { messages?: unknown } } | undefined)?.state?.messages),
      });
      return [result.modelText, result];
    },
    {
      name: entry.spec.name,
      description: entry.spec.description,
      schema: entry.spec.inputSchema as z.ZodObject,
      responseFormat: "content_and_artifact",
    },
  ) as unknown as StructuredToolInterface;
}

/**
 * The user's latest request in an agent's state (createAgent passes it to tools), as the goal
 * self-healing tells the service's support (≤ 2000 chars).
 */
function userGoal(messages: unknown): string | undefined {
  if (!Array.isArray(messages)) return undefined;
  const last = [...messages].reverse().find((m) => m instanceof HumanMessage);
  const text = last ? last.text : "";
  return text.trim().slice(0, 2000) || undefined;
}
