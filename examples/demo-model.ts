/**
 * The model part of `npm start`: extract and support ask on the local engine. It uses a real model
 * when one is configured in the environment (WEBDATA_MODEL, plus WEBDATA_MODEL_BASE_URL for an
 * OpenAI-compatible server such as Ollama), and otherwise a scripted stand-in that is labelled as such.
 */
import type { LanguageModelV4GenerateResult } from "@ai-sdk/provider";
import type { LanguageModel } from "ai";
import { MockLanguageModelV4 } from "ai/test";

/** The model the demo runs on, and how to describe it. */
export interface DemoModel {
  model: LanguageModel;
  label: string;
  scripted: boolean;
}

/** A real model from the environment, or the scripted stand-in. */
export async function demoModel(env: Record<string, string | undefined> = process.env): Promise<DemoModel> {
  const id = env.WEBDATA_MODEL || undefined;
  const baseURL = env.WEBDATA_MODEL_BASE_URL || undefined;
  if (id !== undefined && baseURL !== undefined) {
    const { createOpenAICompatible } = await import("@ai-sdk/openai-compatible");
    const apiKey = env.WEBDATA_MODEL_API_KEY || undefined;
    return { model: createOpenAICompatible({ name: "openai-compatible", baseURL, ...(apiKey ? { apiKey } : {}) }).chatModel(id), label: `${id} at ${baseURL}`, scripted: false };
  }
  if (id !== undefined) return { model: id, label: id, scripted: false };
  return { model: scriptedModel(), label: "SCRIPTED stand-in model (no model configured: set WEBDATA_MODEL, and WEBDATA_MODEL_BASE_URL for Ollama/vLLM)", scripted: true };
}

const usage: LanguageModelV4GenerateResult["usage"] = {
  inputTokens: { total: 600, noCache: 600, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 60, text: 60, reasoning: undefined },
};

/** Cells of the markdown table row that starts with `label`. */
function row(prompt: string, label: string): string[] {
  const line = prompt.split("\n").find((l) => new RegExp(`^\\|\\s*${label}\\s*\\|`, "i").test(l.trim()));
  return line === undefined ? [] : line.split("|").slice(2, -1).map((cell) => cell.trim());
}

/** The diagnosis the engine's support rules sent along (a real model rewords it; the stand-in repeats it). */
function supportFinding(prompt: string): string {
  const json = prompt.slice(Math.max(0, prompt.indexOf('{"question"')));
  try {
    const finding = (JSON.parse(json) as { diagnosis?: { finding?: unknown } }).diagnosis?.finding;
    if (typeof finding === "string" && finding !== "") return finding;
  } catch {
    // Not the engine's support prompt: fall through.
  }
  return "The engine's support rules found the cause and tested a fix.";
}

/**
 * Not a language model: it reads the pricing table out of the page text the engine sends it (so the
 * demo's numbers are real), and repeats the support rules' diagnosis as its answer. Replace it with a real model via env.
 */
function scriptedModel(): LanguageModel {
  return new MockLanguageModelV4({
    provider: "scripted",
    modelId: "demo",
    doGenerate: async ({ prompt }): Promise<LanguageModelV4GenerateResult> => {
      const text = prompt.map((m) => (typeof m.content === "string" ? m.content : m.content.map((p) => ("text" in p ? p.text : "")).join("\n"))).join("\n");
      let answer: string;
      if (text.includes("support engineer")) {
        answer = supportFinding(text);
      } else {
        const plans = row(text, "Plan");
        const prices = row(text, "Price");
        answer = JSON.stringify({ plans: plans.map((name, i) => ({ name, price: prices[i] ?? "" })) });
      }
      return { content: [{ type: "text", text: answer }], finishReason: { unified: "stop", raw: undefined }, usage, warnings: [] };
    },
  });
}
