import { describe, expect, it } from "vitest";
import { createInteractSession } from "../../src/browser/index.js";
import { ConflictError, InvalidArgumentError } from "../../src/core/errors.js";
import { useSessionMock } from "./session-fixture.js";

const ctx = useSessionMock();
const PRICING = "https://example.com/pricing";

describe("createInteractSession", () => {
  it("opens a page, runs three prompts in one browser and reports the billed stop", async () => {
    const session = createInteractSession(ctx.client(), { clock: () => ctx.clock.now });
    const opened = await session.open(PRICING);
    expect(opened.reused).toBe(false);
    expect(opened.document?.markdown).toContain("Pricing");
    expect(session.state).toMatchObject({ open: true, url: PRICING, scrapeId: opened.scrapeId, openedAt: ctx.clock.now });
    expect(session.state.expiresAt).toBeUndefined();

    const outputs: (string | undefined)[] = [];
    for (const prompt of ["Open the plans tab", "Switch to yearly billing", "Read the Pro price"]) {
      const result = await session.interact({ prompt });
      expect(result).toMatchObject({ success: true, url: PRICING, scrapeId: opened.scrapeId });
      expect(result.reopened).toBeUndefined();
      outputs.push(result.output);
      ctx.tick(60_000);
    }
    expect(outputs[2]).toContain("Read the Pro price");
    expect(ctx.interactCalls().map((c) => c.scrapeId)).toEqual([opened.scrapeId, opened.scrapeId, opened.scrapeId]);
    expect(ctx.mock.requestsTo("POST /scrape")).toHaveLength(1);
    expect(session.state.liveViewUrl).toMatch(/^https:\/\/liveview/);
    expect(session.state.interactiveLiveViewUrl).toContain("interactive=true");
    // Last step at +120 s; the service ends an idle browser 300 s after it.
    expect(session.state.expiresAt).toBe(session.state.lastActivityAt! + 300_000);

    const stop = await session.stop();
    // Browser started at +0, stopped at +180 s: 3 min × 7 credits (prompts were used).
    expect(stop).toEqual({ stopped: true, scrapeId: opened.scrapeId, creditsBilled: 21, sessionDurationMs: 180_000 });
    expect(session.state).toMatchObject({ open: false, url: PRICING, scrapeId: undefined });
    expect(ctx.mock.sessions).toEqual([]);
  });

  it("opens the configured url on the first interact, and open() of the same page is a no-op", async () => {
    const session = createInteractSession(ctx.client(), { url: PRICING, scrapeOptions: { waitFor: 500 } });
    const result = await session.interact({ code: "await page.title()", language: "python" });
    expect(result.stdout).toContain("python");
    expect(ctx.mock.requestsTo("POST /scrape")[0]?.body).toMatchObject({ url: PRICING, waitFor: 500 });
    const again = await session.open(`${PRICING}`);
    expect(again).toEqual({ url: PRICING, scrapeId: result.scrapeId, reused: true });
    expect(ctx.mock.requestsTo("POST /scrape")).toHaveLength(1);
  });

  it("switching to another url stops the old session first", async () => {
    const session = createInteractSession(ctx.client());
    const first = await session.interact({ prompt: "Look around", url: PRICING });
    ctx.tick(30_000);
    const second = await session.interact({ prompt: "Read the post", url: "https://example.com/blog" });
    expect(second.scrapeId).not.toBe(first.scrapeId);
    expect(second.switched).toEqual({
      previousUrl: PRICING,
      previousScrapeId: first.scrapeId,
      stop: { stopped: true, scrapeId: first.scrapeId, creditsBilled: 7, sessionDurationMs: 30_000 },
    });
    const deletes = ctx.mock.requestsTo("DELETE /scrape/:id/interact").map((r) => r.params["id"]);
    expect(deletes).toEqual([first.scrapeId]);
    // The DELETE came before the new page was scraped.
    const order = ctx.mock.requests.map((r) => r.route);
    expect(order.lastIndexOf("DELETE /scrape/:id/interact")).toBeLessThan(order.lastIndexOf("POST /scrape"));
    expect(ctx.mock.sessions).toEqual([second.scrapeId]);

    const opened = await session.open(PRICING);
    expect(opened.switched?.previousScrapeId).toBe(second.scrapeId);
    expect(ctx.mock.sessions).toEqual([]);
  });

  it("`await using` stops the session at the end of the block", async () => {
    let scrapeId: string;
    {
      await using session = createInteractSession(ctx.client(), { url: PRICING });
      scrapeId = (await session.interact({ prompt: "Accept cookies" })).scrapeId;
      expect(ctx.mock.sessions).toEqual([scrapeId]);
    }
    expect(ctx.mock.sessions).toEqual([]);
    expect(ctx.mock.requestsTo("DELETE /scrape/:id/interact").map((r) => r.params["id"])).toEqual([scrapeId]);
  });

  it("accepts client options instead of a client", async () => {
    const session = createInteractSession({ apiKey: ctx.mock.apiKey ?? undefined, baseUrl: ctx.mock.url }, { url: PRICING });
    await session.interact({ prompt: "Hi" });
    expect(ctx.mock.requestsTo("POST /scrape/:id/interact")[0]?.headers["authorization"]).toBe(`Bearer ${ctx.mock.apiKey}`);
    await session.stop();
  });

  it("stop() is a no-op before open, idempotent after, and sends nothing when no browser was started", async () => {
    const session = createInteractSession(ctx.client());
    expect(await session.stop()).toEqual({ stopped: false });
    const { scrapeId } = await session.open(PRICING);
    expect(await session.stop()).toEqual({ stopped: true, scrapeId, alreadyEnded: true });
    expect(await session.stop()).toEqual({ stopped: false });
    expect(ctx.mock.requestsTo("DELETE /scrape/:id/interact")).toHaveLength(0);
  });

  it("a 404 on stop counts as already stopped", async () => {
    const session = createInteractSession(ctx.client(), { url: PRICING });
    const { scrapeId } = await session.interact({ prompt: "Hi" });
    ctx.mock.script("DELETE /scrape/:id/interact", { status: 404, body: { success: false, error: "Browser session not found." } });
    expect(await session.stop()).toEqual({ stopped: true, scrapeId, alreadyEnded: true });
    expect(session.state.open).toBe(false);
  });

  it("a failed stop keeps the session so it can be stopped again", async () => {
    const session = createInteractSession(ctx.client({ retry: 0 }), { url: PRICING });
    const { scrapeId } = await session.interact({ prompt: "Hi" });
    ctx.mock.script("DELETE /scrape/:id/interact", { status: 502, body: { success: false, error: "Browser session release was not confirmed." } });
    await expect(session.stop()).rejects.toThrow(/release was not confirmed/);
    expect(session.state).toMatchObject({ open: true, scrapeId });
    expect((await session.stop()).creditsBilled).toBe(7);
  });

  it("rejects bad input before scraping anything", async () => {
    const session = createInteractSession(ctx.client(), { url: PRICING });
    await expect(session.interact({ prompt: "" })).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(session.interact({ prompt: "a", code: "b" })).rejects.toThrow(/not both/);
    await expect(createInteractSession(ctx.client()).interact({ prompt: "Hi" })).rejects.toThrow(/pass `url`/);
    await expect(session.open("")).rejects.toBeInstanceOf(InvalidArgumentError);
    expect(() => createInteractSession(ctx.client(), { ttlMs: 0 })).toThrow(/ttlMs/);
    expect(ctx.mock.requests).toHaveLength(0);
  });

  it("passes a browser-side failure through as a result, and throws a profile conflict", async () => {
    const session = createInteractSession(ctx.client(), { url: PRICING });
    await session.interact({ prompt: "Hi" });
    ctx.mock.script(
      "POST /scrape/:id/interact",
      { body: { success: false, error: "TypeError: x is undefined", exitCode: 1, killed: false } },
      { status: 409, body: { success: false, error: "Another session is currently writing to this profile." } },
    );
    const failed = await session.interact({ code: "x.y" });
    expect(failed).toMatchObject({ success: false, error: "TypeError: x is undefined", exitCode: 1 });
    await expect(session.interact({ prompt: "Again" })).rejects.toBeInstanceOf(ConflictError);
    expect(ctx.mock.requestsTo("POST /scrape")).toHaveLength(1);
  });
});
