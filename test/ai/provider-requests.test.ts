import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { generateText, stepCountIs, tool, type LanguageModel } from "ai";
import { z } from "zod/v4";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWebDataTools } from "../../src/adapters/ai/index.js";
import type { ToolResult } from "../../src/tools/types.js";
import { TOOL_NAMES } from "../../src/tools/types.js";
import { useMockServer } from "../helpers/mock-client.js";
import { startProviderLoopback } from "../helpers/provider-loopback.js";

type Loopback = Awaited<ReturnType<typeof startProviderLoopback>>;

/** What a strict-mode model sends: every argument, `null` for the ones it does not use. */
const STRICT_CALL = { name: "web_search", args: { query: "example pricing", limit: null, sources: null, timeRange: null, includeContent: null } };

const MODELS: Record<string, (url: string) => LanguageModel> = {
  "@ai-sdk/openai (chat completions, strict)": (url) => createOpenAI({ baseURL: `${url}/openai`, apiKey: "test" }).chat("gpt-4o"),
  "@ai-sdk/openai (responses, strict)": (url) => createOpenAI({ baseURL: `${url}/openai`, apiKey: "test" }).responses("gpt-4o"),
  "@ai-sdk/google": (url) => createGoogleGenerativeAI({ baseURL: `${url}/google`, apiKey: "test" })("gemini-2.5-flash"),
  "@ai-sdk/anthropic": (url) => createAnthropic({ baseURL: `${url}/anthropic`, apiKey: "test" })("claude-sonnet-4-5"),
};

describe("every tool through each provider's AI SDK package, to a loopback server that checks the provider's rules", () => {
  const ctx = useMockServer();
  let loopback: Loopback;
  beforeAll(async () => {
    // First request: a tool call as a strict-mode model makes it; then the final text.
    loopback = await startProviderLoopback((_request, index) => (index % 2 === 0 ? { toolCall: STRICT_CALL } : { text: "done" }));
  });
  afterAll(() => loopback.close());

  it.each(Object.keys(MODELS))("%s: the tool definitions are accepted and a call with nulls runs", async (label) => {
    const before = loopback.requests.length;
    const tools = createWebDataTools({ client: ctx.client(), tools: TOOL_NAMES });
    const result = await generateText({ model: MODELS[label]!(loopback.url), tools, stopWhen: stepCountIs(3), prompt: "find example pricing" });

    const seen = loopback.requests.slice(before);
    expect(seen).toHaveLength(2);
    for (const request of seen) expect(request.violations).toEqual([]);
    const toolCount = seen[0]!.provider === "google" ? ((seen[0]!.tools[0] as { functionDeclarations: unknown[] }).functionDeclarations.length) : seen[0]!.tools.length;
    expect(toolCount).toBe(TOOL_NAMES.length);

    // The nulls were read as "absent": the service got the query and the tool's defaults, no nulls.
    const sent = ctx.mock.requestsTo("POST /search").at(-1)?.body as Record<string, unknown>;
    expect(sent).toEqual({ query: "example pricing", limit: 5 });
    const toolResult = result.steps[0]!.toolResults[0]!.output as ToolResult;
    expect(toolResult.ok).toBe(true);
    expect(result.text).toBe("done");
  });
});

describe("the loopback server refuses what the provider would", () => {
  it("a tool with an optional argument, sent strict to OpenAI, is answered 400 and the call fails", async () => {
    const loopback = await startProviderLoopback(() => ({ text: "never" }));
    try {
      const loose = tool({ description: "d", inputSchema: z.object({ q: z.string().min(1), n: z.number().optional() }), strict: true, execute: async () => "x" });
      const model = createOpenAI({ baseURL: `${loopback.url}/openai`, apiKey: "test" }).chat("gpt-4o");
      await expect(generateText({ model, tools: { loose }, prompt: "go", maxRetries: 0 })).rejects.toThrow(/must be listed in required/);
      expect(loopback.requests[0]!.violations.join("\n")).toMatch(/"minLength" is not supported/);
    } finally {
      await loopback.close();
    }
  });
});
