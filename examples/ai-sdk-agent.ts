/**
 * An AI SDK agent with the web tools.
 *
 *   npm run example -- examples/ai-sdk-agent.ts
 *
 * With AI_GATEWAY_API_KEY set it uses a real model through the AI Gateway (MODEL, default
 * "openai/gpt-4o-mini"); without it, a scripted mock model drives the same loop, so the example
 * runs offline. The web side is the hosted service when WEBDATA_API_KEY is set, else the mock server.
 */
import { generateText, stepCountIs, type LanguageModel } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { createWebDataTools, stopOnInfrastructureError, toolSetUsage } from "webdata-kit/ai";
import { createMockServer } from "webdata-kit/testing";

const mock = process.env.WEBDATA_API_KEY ? undefined : await createMockServer({ apiKey: null });
const realModel = Boolean(process.env.AI_GATEWAY_API_KEY);
const model: LanguageModel = realModel ? (process.env.MODEL ?? "openai/gpt-4o-mini") : scriptedModel();
console.log(`model: ${realModel ? String(model) : "scripted mock (set AI_GATEWAY_API_KEY for a real one)"}; web: ${mock ? "mock server" : "hosted service"}`);

const tools = createWebDataTools({
  ...(mock ? { baseUrl: mock.url } : {}),
  tools: ["web_search", "web_scrape", "web_map"],
  maxCredits: 25,
  maxOutputTokens: 2000,
});

try {
  const result = await generateText({
    model,
    tools,
    stopWhen: [stepCountIs(6), stopOnInfrastructureError],
    prompt: "What does example.com say about its pricing? Cite the URL.",
  });
  for (const step of result.steps) {
    for (const call of step.toolCalls) console.log(`→ ${call.toolName}(${JSON.stringify(call.input)})`);
  }
  console.log(`\nanswer: ${result.text}`);
  console.log(`credits spent: ${toolSetUsage(tools).creditsSpent}`);
} finally {
  await mock?.close();
}

/** A mock model that searches, reads the first result, then answers from what it read. */
function scriptedModel(): LanguageModel {
  const usage = { inputTokens: { total: 0, noCache: 0, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 0, text: 0, reasoning: undefined } };
  let step = 0;
  return new MockLanguageModelV4({
    doGenerate: async ({ prompt }) => {
      step++;
      const call = (toolName: string, input: unknown) => ({
        content: [{ type: "tool-call" as const, toolCallId: `c${step}`, toolName, input: JSON.stringify(input) }],
        finishReason: { unified: "tool-calls" as const, raw: undefined },
        usage,
        warnings: [],
      });
      if (step === 1) return call("web_search", { query: "example.com pricing", limit: 3 });
      if (step === 2) return call("web_scrape", { url: "https://example.com/pricing" });
      const lastTool = JSON.stringify(prompt.at(-1)?.content ?? "").slice(0, 160);
      return { content: [{ type: "text", text: `From https://example.com/pricing: ${lastTool}…` }], finishReason: { unified: "stop", raw: undefined }, usage, warnings: [] };
    },
  });
}
