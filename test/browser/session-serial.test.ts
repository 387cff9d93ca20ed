import { describe, expect, it } from "vitest";
import { createInteractSession } from "../../src/browser/index.js";
import { APIUserAbortError } from "../../src/core/errors.js";
import { useSessionMock } from "./session-fixture.js";

const ctx = useSessionMock();
const PAGE = "https://example.com/shop";

describe("one session, parallel calls", () => {
  it("serialises two parallel prompts: the second starts after the first has answered", async () => {
    const client = ctx.recordingClient();
    const session = createInteractSession(client, { url: PAGE });
    await session.open(PAGE);
    // A slow first answer: without serialisation the second request would go out meanwhile.
    ctx.mock.script("POST /scrape/:id/interact", {
      delayMs: 150,
      body: { success: true, output: "first done", exitCode: 0, killed: false },
    });
    const [first, second] = await Promise.all([
      session.interact({ prompt: "Add the red shirt to the cart" }),
      session.interact({ prompt: "Open the cart" }),
    ]);
    expect(first.output).toBe("first done");
    expect(second.output).toContain("Open the cart");
    expect(client.events).toEqual([
      "start Add the red shirt to the cart",
      "end Add the red shirt to the cart",
      "start Open the cart",
      "end Open the cart",
    ]);
    expect(ctx.interactCalls().map((c) => c.prompt)).toEqual(["Add the red shirt to the cart", "Open the cart"]);
  });

  it("parallel first calls open the page once", async () => {
    const session = createInteractSession(ctx.client(), { url: PAGE });
    const results = await Promise.all([session.interact({ prompt: "One" }), session.interact({ prompt: "Two" }), session.interact({ prompt: "Three" })]);
    expect(new Set(results.map((r) => r.scrapeId)).size).toBe(1);
    expect(ctx.mock.requestsTo("POST /scrape")).toHaveLength(1);
  });

  it("stop() waits for the running step instead of cutting it off", async () => {
    const client = ctx.recordingClient();
    const session = createInteractSession(client, { url: PAGE });
    await session.open(PAGE);
    ctx.mock.script("POST /scrape/:id/interact", { delayMs: 100, body: { success: true, output: "ok" } });
    const running = session.interact({ prompt: "Checkout" });
    expect(session.state.busy).toBe(true);
    const stop = await session.stop();
    expect((await running).output).toBe("ok");
    expect(stop.stopped).toBe(true);
    const routes = ctx.mock.requests.map((r) => r.route);
    expect(routes.slice(-2)).toEqual(["POST /scrape/:id/interact", "DELETE /scrape/:id/interact"]);
    expect(session.state.busy).toBe(false);
  });

  it("an abort reaches the HTTP call, and a waiter aborted in the queue never sends", async () => {
    const session = createInteractSession(ctx.client({ retry: 0 }), { url: PAGE });
    await session.interact({ prompt: "Warm up" });
    ctx.mock.script("POST /scrape/:id/interact", { delayMs: 10_000 });
    const running = new AbortController();
    const queued = new AbortController();
    const slow = session.interact({ prompt: "Slow" }, { signal: running.signal });
    const waiting = session.interact({ prompt: "Never sent" }, { signal: queued.signal });
    const after = session.interact({ prompt: "After" });
    queued.abort();
    await expect(waiting).rejects.toBeInstanceOf(APIUserAbortError);
    // Abort the in-flight call once the server has it.
    await expect.poll(() => ctx.interactCalls().length).toBe(2);
    running.abort();
    await expect(slow).rejects.toBeInstanceOf(APIUserAbortError);
    expect((await after).success).toBe(true);
    expect(ctx.interactCalls().map((c) => c.prompt)).toEqual(["Warm up", "Slow", "After"]);
  });
});
