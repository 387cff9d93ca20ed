import { describe, expect, it } from "vitest";
import { createInteractSession } from "../../src/browser/index.js";
import { GoneError } from "../../src/core/errors.js";
import { useSessionMock } from "./session-fixture.js";

const ctx = useSessionMock();
const URL_A = "https://example.com/account";
const GONE = { status: 410, body: { success: false, error: "Browser session has been destroyed." } };

function newSession(scrapeOptions = {}) {
  return createInteractSession(ctx.client(), { url: URL_A, scrapeOptions, clock: () => ctx.clock.now });
}

describe("re-opening an ended browser session", () => {
  it("re-opens a session the service destroyed (410), retries once and says state was lost", async () => {
    const session = newSession({ waitFor: 1000 });
    const first = await session.interact({ prompt: "Log in" });
    ctx.mock.expireSession(first.scrapeId);

    const second = await session.interact({ prompt: "Open settings" });
    expect(second.success).toBe(true);
    expect(second.scrapeId).not.toBe(first.scrapeId);
    expect(second.reopened).toMatchObject({ reason: "gone", previousScrapeId: first.scrapeId });
    expect(second.reopened?.note).toMatch(/lost/);
    expect(second.reopened?.note).toContain(URL_A);
    // Same page, same scrape options; the prompt went to the old id (410), then to the new one.
    const scrapes = ctx.mock.requestsTo("POST /scrape").map((r) => r.body);
    expect(scrapes).toEqual([
      { url: URL_A, waitFor: 1000 },
      { url: URL_A, waitFor: 1000 },
    ]);
    expect(ctx.interactCalls()).toEqual([
      { scrapeId: first.scrapeId, prompt: "Log in" },
      { scrapeId: first.scrapeId, prompt: "Open settings" },
      { scrapeId: second.scrapeId, prompt: "Open settings" },
    ]);
    expect((await session.interact({ prompt: "Next" })).reopened).toBeUndefined();
  });

  it("re-opens proactively when the local clock says the idle limit has passed", async () => {
    const session = newSession();
    const first = await session.interact({ prompt: "Log in" });
    ctx.tick(300_000);
    const second = await session.interact({ prompt: "Open settings" });
    expect(second.reopened).toMatchObject({ reason: "expired", previousScrapeId: first.scrapeId });
    // It never sent the prompt to the dead session; it stopped it (the service had ended it: nothing billed).
    expect(ctx.interactCalls().map((c) => c.scrapeId)).toEqual([first.scrapeId, second.scrapeId]);
    expect(second.reopened?.previousStop).toEqual({ stopped: true, scrapeId: first.scrapeId, sessionDurationMs: 300_000 });
  });

  it("re-opens when the 600 s total lifetime has passed even with steady activity", async () => {
    const session = newSession();
    const first = await session.interact({ prompt: "Step 1" });
    for (const [step, wait] of [[2, 200_000], [3, 200_000], [4, 199_999]] as const) {
      ctx.tick(wait);
      const result = await session.interact({ prompt: `Step ${step}` });
      expect(result.scrapeId).toBe(first.scrapeId);
    }
    expect(session.state.expiresAt).toBe(session.state.lastActivityAt! + 1);
    ctx.tick(1);
    const late = await session.interact({ prompt: "Step 5" });
    expect(late.reopened?.reason).toBe("expired");
    expect(ctx.mock.requestsTo("POST /scrape")).toHaveLength(2);
  });

  it("does not count time before the first step against the browser's lifetime", async () => {
    const session = newSession();
    await session.open(URL_A);
    ctx.tick(900_000);
    const result = await session.interact({ prompt: "Hi" });
    expect(result.reopened).toBeUndefined();
    expect(ctx.mock.requestsTo("POST /scrape")).toHaveLength(1);
  });

  it("re-opens on 404 (scrape unknown) and on 409 replay unavailable", async () => {
    const session = newSession();
    await session.interact({ prompt: "Hi" });
    ctx.mock.script("POST /scrape/:id/interact", { status: 404, body: { success: false, error: "Job not found." } });
    expect((await session.interact({ prompt: "One" })).reopened?.reason).toBe("not-found");
    ctx.mock.script("POST /scrape/:id/interact", {
      status: 409,
      body: { success: false, error: "Replay context is unavailable for this scrape job. Please rerun the scrape." },
    });
    expect((await session.interact({ prompt: "Two" })).reopened?.reason).toBe("replay-unavailable");
    expect(ctx.mock.requestsTo("POST /scrape")).toHaveLength(3);
  });

  it("retries only once; the next call re-opens and still reports the lost state", async () => {
    const session = newSession();
    const first = await session.interact({ prompt: "Hi" });
    ctx.mock.script("POST /scrape/:id/interact", { ...GONE, times: 2 });
    await expect(session.interact({ prompt: "One" })).rejects.toBeInstanceOf(GoneError);
    expect(ctx.interactCalls()).toHaveLength(3);
    expect(session.state.open).toBe(false);

    const next = await session.interact({ prompt: "Two" });
    expect(next.success).toBe(true);
    expect(next.reopened?.reason).toBe("gone");
    expect(next.reopened?.previousScrapeId).not.toBe(first.scrapeId);
    expect(ctx.mock.requestsTo("POST /scrape")).toHaveLength(3);
  });

  it("does not retry a page it has just scraped", async () => {
    const session = newSession();
    ctx.mock.script("POST /scrape/:id/interact", GONE);
    await expect(session.interact({ prompt: "Hi" })).rejects.toBeInstanceOf(GoneError);
    expect(ctx.mock.requestsTo("POST /scrape")).toHaveLength(1);
  });
});
