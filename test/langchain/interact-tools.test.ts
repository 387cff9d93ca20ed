import { AIMessage, ToolMessage } from "@langchain/core/messages";
import { createAgent, fakeModel } from "langchain";
import { describe, expect, it } from "vitest";
import { WebDataToolkit } from "../../src/adapters/langchain/index.js";
import { useMockServer } from "../helpers/mock-client.js";

const ctx = useMockServer();

describe("web_interact through LangChain", () => {
  it("keys browser sessions by configurable.thread_id, and serialises parallel calls of one thread", async () => {
    const toolkit = new WebDataToolkit({ client: ctx.client(), tools: ["web_interact", "web_interact_stop"] });
    const [interact, stop] = toolkit.getTools();
    const thread = (id: string) => ({ configurable: { thread_id: id } });
    await interact!.invoke({ url: "https://example.com/a", prompt: "open" }, thread("t1"));
    await interact!.invoke({ url: "https://example.com/b", prompt: "open" }, thread("t2"));
    await Promise.all([
      interact!.invoke({ prompt: "step 1" }, thread("t1")),
      interact!.invoke({ prompt: "step 2" }, thread("t1")),
    ]);
    const calls = ctx.mock.requestsTo("POST /scrape/:id/interact");
    expect(new Set(calls.map((r) => r.path)).size).toBe(2);
    const t1 = calls.filter((r) => r.path === calls[0]!.path).map((r) => (r.body as { prompt: string }).prompt);
    expect(t1).toEqual(["open", "step 1", "step 2"]);
    expect(String(await stop!.invoke({}, thread("t1")))).toMatch(/Stopped the browser session/);
    await toolkit.closeSessions();
    expect(ctx.mock.sessions).toHaveLength(0);
  });

  it("a createAgent loop scrapes, interacts twice, stops, and leaves no session open", async () => {
    const toolkit = new WebDataToolkit({ client: ctx.client(), tools: ["web_scrape", "web_interact", "web_interact_stop"] });
    const model = fakeModel()
      .respondWithTools([{ name: "web_scrape", args: { url: "https://example.com/pricing" }, id: "c1" }])
      .respondWithTools([{ name: "web_interact", args: { url: "https://example.com/pricing", prompt: "open Pro" }, id: "c2" }])
      .respondWithTools([{ name: "web_interact", args: { prompt: "read the price" }, id: "c3" }])
      .respondWithTools([{ name: "web_interact_stop", args: {}, id: "c4" }])
      .respond(new AIMessage("$49"));
    const agent = createAgent({ model, tools: toolkit.getTools() });
    const res = await agent.invoke({ messages: [{ role: "user", content: "price?" }] }, { configurable: { thread_id: "conv-1" } });
    const tools = res.messages.filter((m): m is ToolMessage => m instanceof ToolMessage);
    expect(tools.map((m) => [m.name, String(m.content).split("\n")[0]])).toEqual([
      ["web_scrape", expect.stringMatching(/^## /)],
      ["web_interact", "Browser on https://example.com/pricing"],
      ["web_interact", "Browser on https://example.com/pricing"],
      ["web_interact_stop", expect.stringMatching(/^Stopped the browser session/)],
    ]);
    expect(res.messages.at(-1)?.content).toBe("$49");
    expect(ctx.mock.sessions).toHaveLength(0);
  });
});
