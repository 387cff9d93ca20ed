import type { LanguageModelV4CallOptions, LanguageModelV4GenerateResult } from "@ai-sdk/provider";
import { MockLanguageModelV4 } from "ai/test";

/** Tokens each scripted call reports: 100 in + 50 out. */
export const tokensPerCall = 150;

const usage: LanguageModelV4GenerateResult["usage"] = {
  inputTokens: { total: 100, noCache: 100, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 50, text: 50, reasoning: undefined },
};

/** The text of every message of a call's prompt, joined (what the model was shown). */
export function promptText(options: LanguageModelV4CallOptions): string {
  return options.prompt
    .map((message) =>
      typeof message.content === "string"
        ? message.content
        : message.content.map((part) => ("text" in part ? part.text : JSON.stringify(part))).join("\n"),
    )
    .join("\n");
}

/**
 * A mock model that answers each call with the next scripted text (or what `answer` returns for the
 * prompt), and records every prompt. `gate` holds calls until it resolves.
 */
export function scriptedTextModel(answers: Array<string | ((prompt: string) => string)>, gate?: Promise<void>) {
  const prompts: string[] = [];
  let index = 0;
  const model = new MockLanguageModelV4({
    doGenerate: async (options): Promise<LanguageModelV4GenerateResult> => {
      const prompt = promptText(options);
      prompts.push(prompt);
      if (gate) {
        await Promise.race([
          gate,
          new Promise((_, reject) => options.abortSignal?.addEventListener("abort", () => reject(new Error("aborted")), { once: true })),
        ]);
      }
      const next = answers[Math.min(index++, answers.length - 1)] ?? "{}";
      const text = typeof next === "function" ? next(prompt) : next;
      return { content: [{ type: "text", text }], finishReason: { unified: "stop", raw: undefined }, usage, warnings: [] };
    },
  });
  return { model, prompts };
}
