import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine } from "../../src/engine/index.js";
import { deleteJson, getJson, postJson } from "../engine/engine-http.js";
import { waitForJob } from "./job-http.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { modelViews, scriptedModel } from "../helpers/scripted-ai-model.js";
import { scriptedTextModel } from "../helpers/scripted-json-model.js";

const loopback = { allowPrivateNetwork: true, lookup: async () => [{ address: "127.0.0.1", family: 4 as const }] };


describe("agent jobs", () => {
  let site: GeneratedSite;
  let other: GeneratedSite;
  beforeAll(async () => {
    site = await startGeneratedSite({ pages: 8 });
    other = await startGeneratedSite({ pages: 2 });
  });
  afterAll(async () => {
    await site.close();
    await other.close();
  });

  it("drives the engine's own scrape tool and returns schema-checked data with its credits", async () => {
    const { model, seen } = scriptedModel([
      { calls: [{ tool: "web_scrape", input: { url: site.url("/page/3") } }] },
      { text: "Page 3 has the token token3." },
      { text: '{"token":"token3"}' },
    ]);
    await using engine = await createLocalEngine({ ...loopback, model });
    const start = await postJson(`${engine.url}/agent`, {
      prompt: "Which token does page 3 mention?",
      urls: [site.url("/")],
      schema: { type: "object", properties: { token: { type: "string" } }, required: ["token"] },
    });
    expect(start).toMatchObject({ status: 200, body: { success: true, id: expect.any(String) } });
    const done = await waitForJob(`${engine.url}/agent/${start.body.id}`);
    expect(done).toMatchObject({ success: true, status: "completed", data: { token: "token3" }, model: "spark-1-mini" });
    // 3 model calls × 2 tokens → 1 credit, plus 1 page fetch.
    expect(done.creditsUsed).toBe(2);
    expect(Date.parse(done.expiresAt)).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(modelViews(seen)[0]).toMatch(/token3/);
    expect(site.requests).toContain("/page/3");
  });

  it("answers without a schema with the final text, as JSON when it is JSON", async () => {
    const { model } = scriptedModel([{ text: "The site has eight pages." }]);
    await using engine = await createLocalEngine({ ...loopback, model });
    const start = await postJson(`${engine.url}/agent`, { prompt: "How many pages?" });
    const done = await waitForJob(`${engine.url}/agent/${start.body.id}`);
    expect(done).toMatchObject({ status: "completed", data: { answer: "The site has eight pages." } });
  });

  it("strictConstrainToURLs is enforced by the tools: other sites are refused without a request", async () => {
    const { model, seen } = scriptedModel([
      { calls: [{ tool: "web_scrape", input: { url: other.url("/page/1") } }] },
      { calls: [{ tool: "web_map", input: { url: other.url("/") } }] },
      { calls: [{ tool: "web_scrape", input: { url: site.url("/page/2") } }] },
      { text: "done" },
    ]);
    await using engine = await createLocalEngine({ ...loopback, model });
    const before = other.requests.length;
    const start = await postJson(`${engine.url}/agent`, { prompt: "Read around", urls: [site.url("/page")], strictConstrainToURLs: true });
    const done = await waitForJob(`${engine.url}/agent/${start.body.id}`);
    expect(done.status).toBe("completed");
    const views = modelViews(seen);
    expect(views[0]).toMatch(/^error-text:Error \(url_not_allowed\)/);
    expect(views[1]).toMatch(/^error-text:Error \(url_not_allowed\)/);
    expect(views[2]).toMatch(/token2/);
    expect(other.requests.length).toBe(before);
  });

  it("strictConstrainToURLs also holds for search: results from other sites (same host, other port) are dropped and never fetched", async () => {
    const { model, seen } = scriptedModel([{ calls: [{ tool: "web_search", input: { query: "token1", includeContent: true } }] }, { text: "done" }]);
    await using engine = await createLocalEngine({ ...loopback, model });
    // Both sites' page 1 is in the engine's index and mentions token1.
    await postJson(`${engine.url}/scrape`, { url: other.url("/page/1") });
    await postJson(`${engine.url}/scrape`, { url: site.url("/page/1") });
    const before = other.requests.length;
    const start = await postJson(`${engine.url}/agent`, { prompt: "Find token1", urls: [site.url("/page")], strictConstrainToURLs: true });
    const done = await waitForJob(`${engine.url}/agent/${start.body.id}`);
    expect(done.status).toBe("completed");
    const view = modelViews(seen)[0] ?? "";
    expect(view).toContain(site.url("/page/1"));
    expect(view).not.toContain(other.origin);
    expect(view).toMatch(/token1/);
    expect(other.requests.length).toBe(before);
  });

  it("without strictConstrainToURLs the urls are only a starting point", async () => {
    const { model, seen } = scriptedModel([{ calls: [{ tool: "web_scrape", input: { url: other.url("/page/1") } }] }, { text: "ok" }]);
    await using engine = await createLocalEngine({ ...loopback, model });
    const start = await postJson(`${engine.url}/agent`, { prompt: "Read", urls: [site.url("/")] });
    await waitForJob(`${engine.url}/agent/${start.body.id}`);
    expect(modelViews(seen)[0]).toMatch(/token1/);
  });

  it("stops when maxCredits is spent: failed, no data, not billed, and it says why", async () => {
    const calls = Array.from({ length: 30 }, (_, i) => ({ calls: [{ tool: "web_scrape", input: { url: site.url(`/page/${(i % 7) + 1}`) } }] }));
    const { model } = scriptedModel(calls);
    await using engine = await createLocalEngine({ ...loopback, model });
    const before = site.requests.length;
    const start = await postJson(`${engine.url}/agent`, { prompt: "Read everything", maxCredits: 3 });
    const done = await waitForJob(`${engine.url}/agent/${start.body.id}`);
    expect(done).toMatchObject({ success: true, status: "failed", creditsUsed: 0, stopReason: "max_credits" });
    expect(done.data).toBeUndefined();
    expect(done.error).toMatch(/reached maxCredits \(3\)/);
    expect(site.requests.length - before).toBeLessThanOrEqual(3);
  });

  it("runs spark-1-pro on models.pro", async () => {
    const mini = scriptedTextModel(["mini answer"]);
    const pro = scriptedTextModel(["pro answer"]);
    await using engine = await createLocalEngine({ ...loopback, model: mini.model, models: { pro: pro.model } });
    const start = await postJson(`${engine.url}/agent`, { prompt: "Hi", model: "spark-1-pro" });
    const done = await waitForJob(`${engine.url}/agent/${start.body.id}`);
    expect(done).toMatchObject({ status: "completed", model: "spark-1-pro", data: { answer: "pro answer" } });
    expect(mini.prompts).toHaveLength(0);
  });

  it("cancels a running agent, and validates prompt length and ids", async () => {
    const { model } = scriptedTextModel(["x"], new Promise(() => {}));
    await using engine = await createLocalEngine({ ...loopback, model });
    const start = await postJson(`${engine.url}/agent`, { prompt: "wait" });
    expect((await deleteJson(`${engine.url}/agent/${start.body.id}`)).body).toEqual({ success: true });
    expect((await getJson(`${engine.url}/agent/${start.body.id}`)).body).toMatchObject({ status: "cancelled" });
    const long = await postJson(`${engine.url}/agent`, { prompt: "x".repeat(10_001) });
    expect(long.status).toBe(400);
    expect((await getJson(`${engine.url}/agent/00000000-0000-4000-8000-000000000000`)).body).toEqual({ success: false, error: "Agent job not found" });
  });
});
