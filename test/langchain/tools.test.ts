import { AIMessage, ToolMessage } from "@langchain/core/messages";
import { createAgent, fakeModel } from "langchain";
import { describe, expect, it } from "vitest";
import { createWebDataTools, WebDataToolkit } from "../../src/adapters/langchain/index.js";
import { estimateTokens } from "../../src/core/token-budget.js";
import type { ToolResult } from "../../src/tools/types.js";
import { until } from "../helpers/until.js";
import { useMockServer } from "../helpers/mock-client.js";

const ctx = useMockServer();

type Call = { name: string; args: Record<string, unknown> };

function agentWith(calls: Call[][], options: ConstructorParameters<typeof WebDataToolkit>[0] = {}) {
  let model = fakeModel();
  calls.forEach((turn, i) => {
    model = model.respondWithTools(turn.map((c, j) => ({ ...c, id: `c${i}-${j}` })));
  });
  model = model.respond(new AIMessage("final answer"));
  const toolkit = new WebDataToolkit({ client: ctx.client(), ...options });
  return { agent: createAgent({ model, tools: toolkit.getTools() }), toolkit };
}

const toolMessages = (messages: unknown[]) => messages.filter((m): m is ToolMessage => m instanceof ToolMessage);

describe("LangChain tools in a createAgent loop with a fake model", () => {
  it("search → scrape: the model reads text, the artifact keeps the full result", async () => {
    const { agent } = agentWith([
      [{ name: "web_search", args: { query: "example", limit: 2 } }],
      [{ name: "web_scrape", args: { url: "https://example.com/docs" } }],
    ]);
    const res = await agent.invoke({ messages: [{ role: "user", content: "find docs" }] });
    const tools = toolMessages(res.messages);
    expect(tools).toHaveLength(2);
    expect(String(tools[0]!.content)).toMatch(/^Search results \(2\)/);
    expect((tools[1]!.artifact as ToolResult).ok).toBe(true);
    expect(((tools[1]!.artifact as ToolResult).output as { document: { markdown: string } }).document.markdown).toBeTruthy();
    expect(res.messages.at(-1)?.content).toBe("final answer");
  });

  it("results stay within the token budget", async () => {
    ctx.mock.crawl({ documents: 40, docBytes: 8000 });
    const { agent } = agentWith([[{ name: "web_crawl", args: { url: "https://example.com", limit: 40 } }]], { maxOutputTokens: 800 });
    const res = await agent.invoke({ messages: [{ role: "user", content: "crawl" }] });
    const [crawl] = toolMessages(res.messages);
    expect(estimateTokens(String(crawl!.content))).toBeLessThanOrEqual(800);
    expect(String(crawl!.content)).toMatch(/\[truncated: showed pages 0–\d+; call web_crawl_status with jobId="[^"]+" and offset=\d+ for more\]/);
    expect(((crawl!.artifact as ToolResult).output as { documents: unknown[] }).documents).toHaveLength(40);
  });

  it("model-fixable errors come back as a message with a hint", async () => {
    ctx.mock.script("POST /map", { status: 403, body: { success: false, error: "This website is no longer supported" } });
    const { agent } = agentWith([[{ name: "web_map", args: { url: "https://blocked.example" } }]]);
    const res = await agent.invoke({ messages: [{ role: "user", content: "map" }] });
    const [map] = toolMessages(res.messages);
    expect(String(map!.content)).toMatch(/^Error \(blocked\): 403 Forbidden: This website is no longer supported.*\nHint: /s);
  });

  it("infrastructure errors are thrown by the tool (the agent reports them as a tool error)", async () => {
    ctx.mock.script("POST /search", { status: 402, body: { success: false, error: "Insufficient credits" } });
    const [search] = createWebDataTools({ client: ctx.client() });
    await expect(search!.invoke({ query: "x" })).rejects.toThrow(/402 Payment Required: Insufficient credits/);
  });

  it("config.signal cancels web_crawl and its server job", async () => {
    const id = ctx.mock.crawl({ documents: 20, progressPerPoll: 0 });
    const crawl = createWebDataTools({ client: ctx.client(), tools: ["web_crawl"] })[0]!;
    const controller = new AbortController();
    // Abort once the crawl runs (its status is being polled), however slow the machine is.
    void until(() => ctx.mock.requestsTo("GET /crawl/:id").length > 0, "the first crawl status poll").then(() => controller.abort());
    await expect(crawl.invoke({ url: "https://example.com", limit: 20 }, { signal: controller.signal })).rejects.toThrow();
    // LangChain rejects on abort at once; the tool stops its job right after.
    await until(() => ctx.mock.requestsTo("DELETE /crawl/:id").length > 0, "the crawl cancel");
    expect(ctx.mock.requestsTo("DELETE /crawl/:id").map((r) => r.path)).toEqual([`/v2/crawl/${id}`]);
  });

  it("budget refusal reaches the model; the toolkit reports usage", async () => {
    const { agent, toolkit } = agentWith(
      [[{ name: "web_search", args: { query: "a", limit: 10 } }], [{ name: "web_map", args: { url: "https://example.com" } }]],
      { maxCredits: 2 },
    );
    const res = await agent.invoke({ messages: [{ role: "user", content: "go" }] });
    const [, map] = toolMessages(res.messages);
    expect(String(map!.content)).toMatch(/^Error \(budget_exhausted\)/);
    expect(toolkit.usage.creditsSpent).toBe(2);
    expect(ctx.mock.requestsTo("POST /map")).toHaveLength(0);
  });
});
