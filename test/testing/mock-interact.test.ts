import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMockServer, type MockServer } from "../../src/testing/index.js";
import { call } from "./mock-http.js";

let mock: MockServer;
let clock = 1_000_000;
beforeEach(async () => {
  clock = 1_000_000;
  mock = await createMockServer({ now: () => clock });
});
afterEach(async () => {
  await mock.close();
});

async function scrapeId(): Promise<string> {
  const res = await call(mock, "POST /scrape", { body: { url: "https://example.com/pricing" } });
  return res.body.data.metadata.scrapeId as string;
}

describe("scrape-bound interact sessions", () => {
  it("opens a session on the first prompt and reuses it for code", async () => {
    const id = await scrapeId();
    expect(mock.sessions).toEqual([]);
    const prompt = await call(mock, `POST /scrape/${id}/interact`, { body: { prompt: "Find the Pro plan price", language: "node" } });
    expect(prompt.status).toBe(200);
    expect(prompt.body).toMatchObject({ success: true, stderr: "", exitCode: 0, killed: false });
    expect(prompt.body.output).toContain("Find the Pro plan price");
    expect(prompt.body.result).toContain('heading "Pricing"');
    expect(prompt.body.liveViewUrl).toEqual(expect.any(String));
    expect(prompt.body.interactiveLiveViewUrl).toContain("interactive=true");
    expect(mock.sessions).toEqual([id]);

    const code = await call(mock, `POST /scrape/${id}/interact`, { body: { code: "await page.title()", language: "python" } });
    expect(code.body.sessionId).toBe(prompt.body.sessionId);
    expect(code.body.output).toBeUndefined();
    expect(code.body.stdout).toContain("python");
    expect(code.body.exitCode).toBe(0);
  });

  it("refuses code and prompt together with the strict schema; lenient runs the code, like the service", async () => {
    const id = await scrapeId();
    const strict = await call(mock, `POST /scrape/${id}/interact`, { body: { code: "1+1", prompt: "ignored" } });
    expect(strict.status).toBe(400);
    expect(strict.body).toMatchObject({ success: false, code: "BAD_REQUEST", details: [{ path: ["code"] }] });
    await using lenient = await createMockServer({ lenient: true });
    const scraped = await call(lenient, "POST /scrape", { body: { url: "https://example.com" } });
    const res = await call(lenient, `POST /scrape/${scraped.body.data.metadata.scrapeId}/interact`, { body: { code: "1+1", prompt: "ignored" } });
    expect(res.body.output).toBeUndefined();
    expect(res.body.stdout).toEqual(expect.any(String));
  });

  it("answers 404 for an unknown scrape and 400 without prompt or code", async () => {
    const unknown = await call(mock, "POST /scrape/00000000-0000-4000-8000-000000000000/interact", { body: { prompt: "x" } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, error: "Job not found." });
    const empty = await call(mock, `POST /scrape/${await scrapeId()}/interact`, { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ success: false, code: "BAD_REQUEST", details: [{ path: ["prompt"] }] });
  });

  it("works keyless", async () => {
    const id = await scrapeId();
    expect((await call(mock, `POST /scrape/${id}/interact`, { key: null, body: { prompt: "hi" } })).status).toBe(200);
    expect((await call(mock, `DELETE /scrape/${id}/interact`, { key: null })).status).toBe(200);
  });

  it("DELETE bills the duration: 7 credits/min with prompts, one-minute minimum; then 404", async () => {
    const id = await scrapeId();
    await call(mock, `POST /scrape/${id}/interact`, { body: { prompt: "hi" } });
    clock += 10_000;
    const short = await call(mock, `DELETE /scrape/${id}/interact`);
    expect(short.body).toEqual({ success: true, sessionDurationMs: 10_000, creditsBilled: 7, cleanupQueued: true });
    expect(mock.sessions).toEqual([]);
    const again = await call(mock, `DELETE /scrape/${id}/interact`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ success: false, error: "Browser session not found." });
    expect((await call(mock, `POST /scrape/${id}/interact`, { body: { prompt: "hi" } })).status).toBe(410);
  });

  it("code-only sessions cost 2 credits/min, prorated past the first minute", async () => {
    const id = await scrapeId();
    await call(mock, `POST /scrape/${id}/interact`, { body: { code: "1" } });
    mock.advanceClock(90_000);
    await call(mock, `POST /scrape/${id}/interact`, { body: { code: "2" } });
    const res = await call(mock, `DELETE /scrape/${id}/interact`);
    expect(res.body).toMatchObject({ sessionDurationMs: 90_000, creditsBilled: 3 });
  });

  it("DELETE with no session answers 404", async () => {
    const res = await call(mock, `DELETE /scrape/${await scrapeId()}/interact`);
    expect(res.status).toBe(404);
  });

  it("expireSession makes the next call answer 410; DELETE then leaves creditsBilled out", async () => {
    const id = await scrapeId();
    await call(mock, `POST /scrape/${id}/interact`, { body: { prompt: "hi" } });
    mock.expireSession(id);
    expect(mock.sessions).toEqual([]);
    const gone = await call(mock, `POST /scrape/${id}/interact`, { body: { prompt: "again" } });
    expect(gone.status).toBe(410);
    expect(gone.body).toEqual({ success: false, error: "Browser session has been destroyed." });
    const stop = await call(mock, `DELETE /scrape/${id}/interact`);
    expect(stop.status).toBe(200);
    expect(stop.body.creditsBilled).toBeUndefined();
  });

  it("expireSession before any interact also yields 410", async () => {
    const id = await scrapeId();
    mock.expireSession(id);
    expect((await call(mock, `POST /scrape/${id}/interact`, { body: { prompt: "hi" } })).status).toBe(410);
  });

  it("expires after 300 s idle and after 600 s in total", async () => {
    const idle = await scrapeId();
    await call(mock, `POST /scrape/${idle}/interact`, { body: { prompt: "a" } });
    clock += 299_000;
    expect((await call(mock, `POST /scrape/${idle}/interact`, { body: { prompt: "b" } })).status).toBe(200);
    clock += 300_000;
    expect((await call(mock, `POST /scrape/${idle}/interact`, { body: { prompt: "c" } })).status).toBe(410);

    const busy = await scrapeId();
    await call(mock, `POST /scrape/${busy}/interact`, { body: { prompt: "a" } });
    for (let i = 0; i < 2; i++) {
      clock += 250_000;
      expect((await call(mock, `POST /scrape/${busy}/interact`, { body: { prompt: "b" } })).status).toBe(200);
    }
    clock += 100_000;
    expect((await call(mock, `POST /scrape/${busy}/interact`, { body: { prompt: "c" } })).status).toBe(410);
  });
});

describe("POST /interact (standalone browser alias)", () => {
  it("creates a session that is not tied to a scrape and needs a key", async () => {
    const res = await call(mock, "POST /interact", { body: { ttl: 120, scrapeId: "ignored", prompt: "ignored" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, id: expect.any(String), cdpUrl: expect.any(String) });
    expect(res.body.expiresAt).toBe(new Date(clock + 120_000).toISOString());
    expect(mock.sessions).toEqual([res.body.id]);
    expect((await call(mock, "POST /interact", { key: null, body: {} })).status).toBe(401);
  });
});
