import { generateText, stepCountIs } from "ai";
import { describe, expect, it } from "vitest";
import { createWebDataTools, toolSetUsage } from "../../src/adapters/ai/index.js";
import type { ToolResult } from "../../src/tools/types.js";
import { useMockServer } from "../helpers/mock-client.js";
import { modelViews, scriptedModel } from "../helpers/scripted-ai-model.js";

const ctx = useMockServer();

describe("web_interact through the AI SDK", () => {
  it("scrapes, interacts twice in one browser, stops, and leaks no session", async () => {
    const { model, seen } = scriptedModel([
      { calls: [{ tool: "web_scrape", input: { url: "https://example.com/pricing" } }] },
      { calls: [{ tool: "web_interact", input: { url: "https://example.com/pricing", prompt: "Open the Pro plan" } }] },
      { calls: [{ tool: "web_interact", input: { prompt: "What is the monthly price?" } }] },
      { calls: [{ tool: "web_interact_stop", input: {} }] },
      { text: "$49" },
    ]);
    const tools = createWebDataTools({ client: ctx.client() });
    const { steps, text } = await generateText({ model, tools, stopWhen: stepCountIs(8), prompt: "price?" });
    expect(text).toBe("$49");
    const results = steps.flatMap((s) => s.toolResults.map((r) => r.output as ToolResult));
    expect(results.map((r) => [r.tool, r.ok])).toEqual([
      ["web_scrape", true],
      ["web_interact", true],
      ["web_interact", true],
      ["web_interact_stop", true],
    ]);
    const interacts = ctx.mock.requestsTo("POST /scrape/:id/interact");
    expect(interacts).toHaveLength(2);
    expect(new Set(interacts.map((r) => r.path)).size).toBe(1);
    const views = modelViews(seen);
    expect(views[1]).toMatch(/^text:Browser on https:\/\/example.com\/pricing/);
    expect(views.join("\n")).not.toMatch(/cdpUrl|wss:\/\//);
    expect(views[3]).toMatch(/Stopped the browser session/);
    expect(ctx.mock.sessions).toHaveLength(0);
    await toolSetUsage(tools).closeSessions();
  });

  it("an expired browser is re-opened and the model is told its state was lost", async () => {
    const tools = createWebDataTools({ client: ctx.client(), tools: ["web_interact"] });
    const first = (await tools.web_interact!.execute!({ url: "https://example.com/app", prompt: "log in" }, { toolCallId: "a", messages: [] } as never)) as ToolResult;
    expect(first.ok).toBe(true);
    const scrapeId = (first.output as { scrapeId: string }).scrapeId;
    ctx.mock.expireSession(scrapeId);
    const second = (await tools.web_interact!.execute!({ prompt: "open settings" }, { toolCallId: "b", messages: [] } as never)) as ToolResult;
    expect(second.ok).toBe(true);
    expect(second.modelText).toMatch(/Note: .*(redo|again)/i);
    await toolSetUsage(tools).closeSessions();
  });

  it("two conversations keep two browsers", async () => {
    const a = createWebDataTools({ client: ctx.client(), tools: ["web_interact"], interact: { sessionKey: "thread-a" } });
    const b = createWebDataTools({ client: ctx.client(), tools: ["web_interact"], interact: { sessionKey: "thread-b" } });
    const opts = { toolCallId: "x", messages: [] } as never;
    await a.web_interact!.execute!({ url: "https://example.com/a", prompt: "x" }, opts);
    await b.web_interact!.execute!({ url: "https://example.com/b", prompt: "y" }, opts);
    const paths = new Set(ctx.mock.requestsTo("POST /scrape/:id/interact").map((r) => r.path));
    expect(paths.size).toBe(2);
    await toolSetUsage(a).closeSessions();
    await toolSetUsage(b).closeSessions();
    expect(ctx.mock.sessions).toHaveLength(0);
  });
});
