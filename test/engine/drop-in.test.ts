import Firecrawl from "@mendable/firecrawl-js";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { until } from "../helpers/until.js";
import { getJson, postJson } from "./engine-http.js";

// Issue 12 item 4: the engine as a drop-in for today's clients. Every operation the official SDK
// offers either works or fails with a clear 501 — never a misleading 400/404/405.
describe("the engine as a drop-in for the official SDK", () => {
  const apiKey = "fc-drop-in";
  const auth = { authorization: `Bearer ${apiKey}` };
  let engine: LocalEngine;
  let site: GeneratedSite;
  let sdk: Firecrawl;

  beforeAll(async () => {
    engine = await createLocalEngine({ allowPrivateNetwork: true, apiKey });
    site = await startGeneratedSite({ pages: 30, paragraphs: 1 });
    sdk = new Firecrawl({ apiKey, apiUrl: engine.origin });
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  it("batch scrapes: start, wait, pages, errors, invalid URLs listed", async () => {
    const urls = [site.url("/page/1"), site.url("/page/2"), site.url("/page/3"), "not a url at all"];
    const job = await sdk.batchScrape(urls, { options: { formats: ["markdown"] }, ignoreInvalidURLs: true, pollInterval: 1 });
    expect(job.status).toBe("completed");
    expect(job.data.map((document) => document.metadata?.sourceURL).sort()).toEqual(urls.slice(0, 3).sort());
    expect(job.data[0]?.markdown).toMatch(/# Page \d/);

    const started = await sdk.startBatchScrape(urls, { ignoreInvalidURLs: true });
    expect(started.invalidURLs).toEqual(["not a url at all"]);
    expect(started.url).toBe(`${engine.url}/batch/scrape/${started.id}`);
    const errors = await sdk.getBatchScrapeErrors(started.id);
    expect(errors).toEqual({ errors: expect.any(Array), robotsBlocked: [] });
  });

  it("pages a batch with skip/limit like a crawl, and cancels one", async () => {
    const urls = Array.from({ length: 12 }, (_, index) => site.url(`/page/${index + 1}`));
    const { id } = await sdk.startBatchScrape(urls);
    await until(async () => (await sdk.getBatchScrapeStatus(id, { autoPaginate: false })).status !== "scraping", "the batch to end", 25_000);
    const first = await getJson(`${engine.url}/batch/scrape/${id}?limit=5`, auth);
    expect(first.body.data).toHaveLength(5);
    expect(first.body.next).toBe(`${engine.url}/batch/scrape/${id}?skip=5&limit=5`);
    const all = await sdk.getBatchScrapeStatus(id);
    expect(new Set(all.data.map((document) => document.metadata?.sourceURL)).size).toBe(12);

    const running = await sdk.startBatchScrape(Array.from({ length: 25 }, (_, index) => site.url(`/page/${index + 1}?slow`)), { maxConcurrency: 1 });
    expect(await sdk.cancelBatchScrape(running.id)).toBe(true);
    expect((await sdk.getBatchScrapeStatus(running.id, { autoPaginate: false })).status).toBe("cancelled");
  });

  it("returns a recent scrape by its scrapeId (GET /scrape/{id})", async () => {
    const scraped = await postJson(`${engine.url}/scrape`, { url: site.url("/page/4") }, auth);
    const id = scraped.body.data.metadata.scrapeId as string;
    const again = await getJson(`${engine.url}/scrape/${id}`, auth);
    expect(again).toEqual({ status: 200, body: { success: true, data: scraped.body.data } });
    const missing = await getJson(`${engine.url}/scrape/00000000-0000-4000-8000-000000000000`, auth);
    expect(missing).toEqual({ status: 404, body: { success: false, error: "Job not found." } });
  });

  it("refuses invalid batch URLs with a 400 when they are not to be ignored", async () => {
    const response = await postJson(`${engine.url}/batch/scrape`, { urls: ["https://example.com", "ftp://x"], ignoreInvalidURLs: false }, auth);
    expect(response.status).toBe(400);
    expect(response.body.details[0].path).toEqual(["urls", 1]);
  });

  it("answers the team and queue routes in the SDK's shapes, saying that nothing is billed", async () => {
    // Unmetered as the self-hosted server says it: a large balance, never null (clients format it) nor 0 ("out of credits").
    expect(await sdk.getCreditUsage()).toMatchObject({ remainingCredits: 99_999_999, billingPeriodStart: null });
    const credits = await getJson(`${engine.url}/team/credit-usage`, auth);
    expect(credits.body).toMatchObject({ success: true, data: { remainingCredits: 99_999_999 }, warning: expect.stringMatching(/does not bill/) });
    expect(await sdk.getTokenUsage()).toMatchObject({ remainingTokens: 99_999_999 });
    expect(await sdk.getQueueStatus()).toMatchObject({ success: true, jobsInQueue: expect.any(Number), maxConcurrency: 10 });
    expect(await sdk.getConcurrency()).toMatchObject({ concurrency: expect.any(Number), maxConcurrency: 10 });
  });

  it("lists active crawls", async () => {
    const started = await sdk.startCrawl(site.url("/"), { limit: 30 });
    const active = await sdk.getActiveCrawls();
    expect(active.success).toBe(true);
    expect(Array.isArray(active.crawls)).toBe(true);
    await sdk.cancelCrawl(started.id);
    const after = await sdk.getActiveCrawls();
    expect(after.crawls.map((crawl) => crawl.id)).not.toContain(started.id);
  });

  it("answers what needs a model with a clear 501", async () => {
    await expect(sdk.crawlParamsPreview(site.url("/"), "only the blog")).rejects.toMatchObject({ status: 501, message: expect.stringMatching(/model/) });
    await expect(sdk.startAgent({ prompt: "find the price" })).rejects.toMatchObject({ status: 501 });
    await expect(sdk.startExtract({ urls: [site.url("/")], prompt: "title" })).rejects.toMatchObject({ status: 501 });
  });

  it("accepts today's search fields: unknown-to-it sources answer empty with a warning", async () => {
    const response = await postJson(
      `${engine.url}/search`,
      { query: "token7", sources: ["web", "news", "images"], domainTools: true, toolDetail: "compact", categories: ["github"], origin: "mcp" },
      auth,
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ news: [], images: [] });
    expect(response.body.warning).toMatch(/news/);
    expect(response.body.warning).toMatch(/domainTools/);
    const rejected = await postJson(`${engine.url}/search`, { query: "x", sources: ["podcasts"] }, auth);
    expect(rejected.status).toBe(400);
  });

  it("takes a crawl webhook (delivered: test/engine/job-webhooks.test.ts) and ignores a prompt with a warning instead of a 400", async () => {
    // Only `failed` is asked for, so this completed crawl sends nothing off the machine.
    const webhook = { url: "https://hooks.example.com/x", events: ["failed"] };
    const response = await postJson(`${engine.url}/crawl`, { url: site.url("/"), limit: 1, webhook, prompt: "docs only" }, auth);
    expect(response.status).toBe(200);
    expect(response.body.warning).not.toMatch(/webhook/);
    expect(response.body.warning).toMatch(/prompt is ignored/);
  });

  it("answers unknown routes 404 without the expired-job hint", async () => {
    const response = await getJson(`${engine.url}/no/such/route`, auth);
    expect(response.status).toBe(404);
    expect(response.body.error).not.toMatch(/expire/i);
  });
});

describe("job links behind a proxy", () => {
  it("use the request's Host, and X-Forwarded-* only with trustProxy", async () => {
    const site = await startGeneratedSite({ pages: 2 });
    // A name other than loopback's must be allowed, or the request gate answers 421 (DNS rebinding).
    const plain = await createLocalEngine({ allowPrivateNetwork: true, allowedHosts: ["engine.lan:8080"] });
    const proxied = await createLocalEngine({ allowPrivateNetwork: true, trustProxy: true });
    try {
      const headers = { "x-forwarded-host": "api.example.com", "x-forwarded-proto": "https" };
      const direct = await postJson(`${plain.url}/crawl`, { url: site.url("/"), limit: 1 }, headers);
      expect(direct.body.url).toBe(`${plain.url}/crawl/${direct.body.id}`);
      const viaProxy = await postJson(`${proxied.url}/crawl`, { url: site.url("/"), limit: 1 }, headers);
      expect(viaProxy.body.url).toBe(`https://api.example.com/v2/crawl/${viaProxy.body.id}`);
      // fetch() will not send a custom Host; node:http does.
      const byHost = await new Promise<{ url: string }>((resolve, reject) => {
        const body = JSON.stringify({ url: site.url("/"), limit: 1 });
        const req = request(`${plain.url}/crawl`, { method: "POST", headers: { host: "engine.lan:8080", "content-type": "application/json" } }, (res) => {
          let text = "";
          res.on("data", (chunk: Buffer) => (text += chunk.toString()));
          res.on("end", () => resolve(JSON.parse(text) as { url: string }));
        });
        req.on("error", reject);
        req.end(body);
      });
      expect(byHost.url.startsWith("http://engine.lan:8080/v2/crawl/")).toBe(true);
    } finally {
      await Promise.all([plain.close(), proxied.close(), site.close()]);
    }
  });
});
