import { AIMessage, ToolMessage } from "@langchain/core/messages";
import { generateText, stepCountIs } from "ai";
import { countTokens as cl100k } from "gpt-tokenizer/encoding/cl100k_base";
import { countTokens as o200k } from "gpt-tokenizer/encoding/o200k_base";
import { createAgent, fakeModel } from "langchain";
import { describe, expect, it } from "vitest";
import { createWebDataTools } from "../../src/adapters/ai/index.js";
import { WebDataToolkit } from "../../src/adapters/langchain/index.js";
import type { TokenizerOption } from "../../src/core/tokenizers.js";
import { useMockServer } from "../helpers/mock-client.js";
import { modelViews, scriptedModel } from "../helpers/scripted-ai-model.js";
import { KINDS } from "../helpers/token-texts.js";

const ctx = useMockServer();
const plain = { disallowedSpecial: new Set<string>() };
const BUDGET = 600;

/** What the model is billed for: the larger of the two encodings (conservative must hold for both). */
function realTokens(text: string, tokenizer: TokenizerOption): number {
  if (tokenizer === "o200k") return o200k(text, plain);
  if (tokenizer === "cl100k") return cl100k(text, plain);
  return Math.max(o200k(text, plain), cl100k(text, plain));
}

function scriptPage(markdown: string): void {
  ctx.mock.script("POST /scrape", {
    body: { success: true, data: { markdown, metadata: { sourceURL: "https://example.com/long", title: "Long page", statusCode: 200, creditsUsed: 1 } } },
  });
}

// The conservative estimate may be under by up to 3 %; the OpenAI encodings count exactly.
const allowed = (tokenizer: TokenizerOption) => (tokenizer === "conservative" ? BUDGET * 1.03 : BUDGET);

describe("tool results within maxOutputTokens in real tokens", () => {
  for (const tokenizer of ["o200k", "cl100k", "conservative"] as const) {
    it(`AI SDK, ${tokenizer}: a long page of every kind`, async () => {
      for (const [kind, make] of Object.entries(KINDS)) {
        scriptPage(make());
        const { model, seen } = scriptedModel([{ calls: [{ tool: "web_scrape", input: { url: "https://example.com/long" } }] }, { text: "ok" }]);
        const tools = createWebDataTools({ client: ctx.client(), maxOutputTokens: BUDGET, tokenizer });
        await generateText({ model, tools, stopWhen: stepCountIs(3), prompt: "go" });
        const view = modelViews(seen)[0]!.replace(/^text:/, "");
        expect(view, kind).toMatch(/\[truncated: showed characters 0–\d+ of \d+; call web_scrape/);
        expect(realTokens(view, tokenizer), kind).toBeLessThanOrEqual(allowed(tokenizer));
        // Exact counting uses most of the budget.
        if (tokenizer !== "conservative") expect(realTokens(view, tokenizer), kind).toBeGreaterThan(BUDGET * 0.8);
      }
    });

    it(`LangChain, ${tokenizer}: a 40-page crawl`, async () => {
      ctx.mock.crawl({ documents: 40, docBytes: 8000 });
      const model = fakeModel()
        .respondWithTools([{ name: "web_crawl", args: { url: "https://example.com", limit: 40 }, id: "c0" }])
        .respond(new AIMessage("done"));
      const toolkit = new WebDataToolkit({ client: ctx.client(), maxOutputTokens: BUDGET, tokenizer });
      const res = await createAgent({ model, tools: toolkit.getTools() }).invoke({ messages: [{ role: "user", content: "crawl" }] });
      const crawl = res.messages.find((m): m is ToolMessage => m instanceof ToolMessage)!;
      const text = String(crawl.content);
      expect(text).toMatch(/\[truncated: showed pages 0–\d+; call web_crawl_status with jobId="[^"]+" and offset=\d+ for more\]/);
      expect(realTokens(text, tokenizer)).toBeLessThanOrEqual(allowed(tokenizer));
    });
  }

  it("a tokenizer function is used as given", async () => {
    scriptPage(KINDS.links());
    const { model, seen } = scriptedModel([{ calls: [{ tool: "web_scrape", input: { url: "https://example.com/long" } }] }, { text: "ok" }]);
    const tools = createWebDataTools({ client: ctx.client(), maxOutputTokens: BUDGET, tokenizer: (text) => o200k(text, plain) });
    await generateText({ model, tools, stopWhen: stepCountIs(3), prompt: "go" });
    const view = modelViews(seen)[0]!.replace(/^text:/, "");
    expect(o200k(view, plain)).toBeLessThanOrEqual(BUDGET);
    expect(o200k(view, plain)).toBeGreaterThan(BUDGET * 0.8);
  });

  it("an unknown tokenizer is refused when the tool set is made", () => {
    expect(() => createWebDataTools({ client: ctx.client(), tokenizer: "o200k_base" as never })).toThrow(/tokenizer/);
  });
});
