import type { LanguageModelV4GenerateResult } from "@ai-sdk/provider";
import { MockLanguageModelV4 } from "ai/test";

const usage: LanguageModelV4GenerateResult["usage"] = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};

/** One model turn: tool calls to make, or a final text. */
export type Turn = { calls: Array<{ tool: string; input: unknown }> } | { text: string };

/**
 * An AI SDK mock model that plays a script of turns, one per model call, and records what it was
 * shown (tool results as the model sees them).
 */
export function scriptedModel(turns: Turn[]) {
  const seen: unknown[] = [];
  let index = 0;
  const model = new MockLanguageModelV4({
    doGenerate: async ({ prompt }): Promise<LanguageModelV4GenerateResult> => {
      const last = prompt.at(-1);
      if (last?.role === "tool") seen.push(...last.content);
      const turn = turns[index++] ?? { text: "done" };
      if ("text" in turn) {
        return { content: [{ type: "text", text: turn.text }], finishReason: { unified: "stop", raw: undefined }, usage, warnings: [] };
      }
      return {
        content: turn.calls.map((c, i) => ({
          type: "tool-call" as const,
          toolCallId: `call-${index}-${i}`,
          toolName: c.tool,
          input: JSON.stringify(c.input),
        })),
        finishReason: { unified: "tool-calls", raw: undefined },
        usage,
        warnings: [],
      };
    },
  });
  return { model, seen };
}

/** The text the model was shown for each tool result, in order. */
export function modelViews(seen: unknown[]): string[] {
  return seen.map((part) => {
    const output = (part as { output?: { type: string; value: unknown } }).output;
    return `${output?.type}:${typeof output?.value === "string" ? output.value : JSON.stringify(output?.value)}`;
  });
}
