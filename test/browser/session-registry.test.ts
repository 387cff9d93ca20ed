import { describe, expect, it } from "vitest";
import { createSessionRegistry } from "../../src/browser/index.js";
import { InvalidArgumentError } from "../../src/core/errors.js";
import { useSessionMock } from "./session-fixture.js";

const ctx = useSessionMock();

function newRegistry(options: Parameters<typeof createSessionRegistry>[1] = {}) {
  return createSessionRegistry(ctx.client(), { clock: () => ctx.clock.now, ...options });
}

describe("createSessionRegistry", () => {
  it("keeps one session per conversation", async () => {
    await using registry = newRegistry();
    const alice = registry.get("thread-alice");
    const bob = registry.get("thread-bob");
    expect(alice).not.toBe(bob);
    expect(registry.get("thread-alice")).toBe(alice);

    const a = await alice.interact({ prompt: "Log in as Alice", url: "https://example.com/login" });
    const b = await bob.interact({ prompt: "Search shoes", url: "https://shop.example.com/" });
    expect(a.scrapeId).not.toBe(b.scrapeId);
    expect(new Set(ctx.mock.sessions)).toEqual(new Set([a.scrapeId, b.scrapeId]));
    // Alice's next step stays in Alice's browser.
    expect((await registry.get("thread-alice").interact({ prompt: "Open profile" })).scrapeId).toBe(a.scrapeId);
    expect(registry.size).toBe(2);
    expect(registry.keys().sort()).toEqual(["thread-alice", "thread-bob"]);

    expect(await registry.close("thread-bob")).toMatchObject({ stopped: true, scrapeId: b.scrapeId });
    expect(registry.has("thread-bob")).toBe(false);
    expect(ctx.mock.sessions).toEqual([a.scrapeId]);
    expect(await registry.close("thread-bob")).toEqual({ stopped: false });

    await registry.closeAll();
    expect(registry.size).toBe(0);
    expect(ctx.mock.sessions).toEqual([]);
  });

  it("passes sessionOptions to every session it creates", async () => {
    const registry = newRegistry({ sessionOptions: { url: "https://example.com/app", scrapeOptions: { waitFor: 250 } } });
    await registry.get("t1").interact({ prompt: "Hi" });
    expect(ctx.mock.requestsTo("POST /scrape")[0]?.body).toEqual({ url: "https://example.com/app", waitFor: 250 });
    await registry.closeAll();
  });

  it("sweeps sessions idle past idleMs on the next get and stops their browsers", async () => {
    const registry = newRegistry({ idleMs: 600_000 });
    const old = await registry.get("old").interact({ prompt: "Hi", url: "https://example.com/" });
    ctx.tick(599_999);
    registry.get("fresh");
    expect(registry.has("old")).toBe(true);
    ctx.tick(1);
    registry.get("fresh");
    expect(registry.has("old")).toBe(false);
    expect(registry.has("fresh")).toBe(true);
    await registry.closeAll();
    expect(ctx.mock.requestsTo("DELETE /scrape/:id/interact").map((r) => r.params["id"])).toEqual([old.scrapeId]);
  });

  it("never sweeps a busy session", async () => {
    const registry = newRegistry({ idleMs: 1000 });
    const session = registry.get("busy");
    await session.open("https://example.com/");
    ctx.mock.script("POST /scrape/:id/interact", { delayMs: 100 });
    const running = session.interact({ prompt: "Long task" });
    ctx.tick(5000);
    expect(registry.sweep()).toEqual([]);
    await running;
    expect(registry.sweep()).toEqual([]); // the step just finished: that is activity
    ctx.tick(1000);
    expect(registry.sweep()).toEqual(["busy"]);
    await registry.closeAll();
  });

  it("evicts the least recently used idle session past maxSessions, and refuses when all are busy", async () => {
    const registry = newRegistry({ maxSessions: 2 });
    const first = await registry.get("a").interact({ prompt: "Hi", url: "https://example.com/a" });
    ctx.tick(10);
    await registry.get("b").interact({ prompt: "Hi", url: "https://example.com/b" });
    ctx.tick(10);
    registry.get("c");
    expect(registry.keys().sort()).toEqual(["b", "c"]);

    ctx.mock.script("POST /scrape/:id/interact", { delayMs: 100, times: 2 });
    const busy = [
      registry.get("b").interact({ prompt: "Slow" }),
      registry.get("c").interact({ prompt: "Slow", url: "https://example.com/c" }),
    ];
    expect(() => registry.get("d")).toThrow(/busy/);
    await Promise.all(busy);
    await registry.closeAll();
    expect(ctx.mock.requestsTo("DELETE /scrape/:id/interact").map((r) => r.params["id"])).toContain(first.scrapeId);
  });

  it("sweeps on a timer when asked, and closeAll clears it", async () => {
    const registry = newRegistry({ idleMs: 1000, sweepIntervalMs: 5 });
    await registry.get("t").interact({ prompt: "Hi", url: "https://example.com/" });
    ctx.tick(1000);
    await expect.poll(() => registry.has("t")).toBe(false);
    await registry.closeAll();
    expect(ctx.mock.sessions).toEqual([]);
  });

  it("reports stops that failed in closeAll after trying every session", async () => {
    const registry = createSessionRegistry(ctx.client({ retry: 0 }), { clock: () => ctx.clock.now });
    await registry.get("x").interact({ prompt: "Hi", url: "https://example.com/x" });
    await registry.get("y").interact({ prompt: "Hi", url: "https://example.com/y" });
    ctx.mock.script("DELETE /scrape/:id/interact", { status: 502 });
    await expect(registry.closeAll()).rejects.toBeInstanceOf(AggregateError);
    expect(ctx.mock.requestsTo("DELETE /scrape/:id/interact")).toHaveLength(2);
    expect(ctx.mock.sessions).toHaveLength(1);
  });

  it("needs a non-empty key", () => {
    const registry = newRegistry();
    expect(() => registry.get("")).toThrow(InvalidArgumentError);
  });
});
