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
});
