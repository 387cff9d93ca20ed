import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { pageCredits, searchCredits } from "../../src/engine/scrape/credits.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { getJson, postJson, waitForCrawl } from "./engine-http.js";

const resolveToLoopback = async () => [{ address: "127.0.0.1", family: 4 as const }];

// The engine reports what the hosted service would bill for the same work (docs/api.md §10), not charged.
describe("credits on the engine", () => {
  let engine: LocalEngine;
  let site: GeneratedSite;

  beforeAll(async () => {
    engine = await createLocalEngine({ allowPrivateNetwork: true, lookup: resolveToLoopback });
    site = await startGeneratedSite({ pages: 12, paragraphs: 1 });
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  it("prices a page, a search and a map as the service does", () => {
    expect(pageCredits({ url: "https://example.com/" })).toBe(1);
    expect(pageCredits({ url: "https://example.com/", formats: ["markdown", { type: "json", prompt: "x" }] })).toBe(5);
    expect(pageCredits({ url: "https://example.com/", zeroDataRetention: true })).toBe(2);
    expect(pageCredits({ url: "https://example.com/a.pdf", pdfPages: 3 })).toBe(4);
    expect(pageCredits({ url: "https://mobile.twitter.com/a", formats: ["markdown"] })).toBe(30);
    expect(pageCredits({ url: "https://x.com/a" })).toBe(30);
    expect(pageCredits({ url: "https://notx.com/a" })).toBe(1);
    expect(searchCredits(0, 0)).toBe(0);
    expect(searchCredits(10, 0)).toBe(2);
    expect(searchCredits(11, 0)).toBe(4);
    expect(searchCredits(3, 3)).toBe(5);
  });

  it("scrape: metadata.creditsUsed 1 a page, with X-Credits-Charged: false", async () => {
    const response = await fetch(`${engine.url}/scrape`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url: site.url("/page/1") }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-credits-charged")).toBe("false");
    const body = (await response.json()) as { data: { metadata: { creditsUsed: number } } };
    expect(body.data.metadata.creditsUsed).toBe(1);
    const zdr = await postJson(`${engine.url}/scrape`, { url: site.url("/page/2"), zeroDataRetention: true });
    expect(zdr.body.data.metadata.creditsUsed).toBe(2);
    // A target 404 is still a scraped page, billed.
    const missing = await postJson(`${engine.url}/scrape`, { url: site.url("/no-such-page") });
    expect(missing.body.data.metadata).toMatchObject({ statusCode: 404, creditsUsed: 1 });
  });

  it("scrape with the json format: refused before any work, so nothing is reported", async () => {
    const { status, body } = await postJson(`${engine.url}/scrape`, { url: site.url("/"), formats: [{ type: "json", prompt: "title" }] });
    expect([400, 501]).toContain(status);
    expect(body.success).toBe(false);
  });

  it("crawl and batch: creditsUsed is 1 per stored page; each document says 1", async () => {
    const started = await postJson(`${engine.url}/crawl`, { url: site.url("/"), limit: 5, sitemap: "skip" });
    const crawl = await waitForCrawl(started.body.url);
    expect(crawl).toMatchObject({ status: "completed", completed: 5, creditsUsed: 5 });
    expect(crawl.data.map((document: { metadata: { creditsUsed: number } }) => document.metadata.creditsUsed)).toEqual([1, 1, 1, 1, 1]);

    const urls = [site.url("/page/3"), site.url("/page/4"), site.url("/page/5")];
    const batch = await postJson(`${engine.url}/batch/scrape`, { urls });
    const done = await waitForCrawl(batch.body.url);
    expect(done).toMatchObject({ status: "completed", completed: 3, creditsUsed: 3 });
  });

  it("search: 2 per started ten results, plus 1 per scraped result", async () => {
    await waitForCrawl((await postJson(`${engine.url}/crawl`, { url: site.url("/"), limit: 12 })).body.url);
    const plain = await postJson(`${engine.url}/search`, { query: "lighthouse", limit: 3 });
    expect(plain.body.data.web).toHaveLength(3);
    expect(plain.body.creditsUsed).toBe(2);
    const scraped = await postJson(`${engine.url}/search`, { query: "lighthouse", limit: 3, scrapeOptions: { formats: ["markdown"] } });
    expect(scraped.body.data.web).toHaveLength(3);
    expect(scraped.body.creditsUsed).toBe(2 + 3);
    const many = await postJson(`${engine.url}/search`, { query: "lighthouse", limit: 11 });
    expect(many.body.data.web).toHaveLength(11);
    expect(many.body.creditsUsed).toBe(4);
    const none = await postJson(`${engine.url}/search`, { query: "zzzunfindable" });
    expect(none.body.creditsUsed).toBe(0);
  });

  it("map: 1 per call; team credit-usage shows the run's total, still unmetered", async () => {
    const map = await postJson(`${engine.url}/map`, { url: site.url("/") });
    expect(map.body).toMatchObject({ success: true, creditsUsed: 1 });
    const before = await getJson(`${engine.url}/team/credit-usage`);
    const reported = before.body.data.localCreditsReported as number;
    expect(reported).toBeGreaterThan(0);
    await postJson(`${engine.url}/scrape`, { url: site.url("/page/6") });
    const after = await getJson(`${engine.url}/team/credit-usage`);
    expect(after.body.data).toMatchObject({ remainingCredits: 99_999_999, localCreditsReported: reported + 1 });
    expect(after.body.warning).toMatch(/does not bill.*not charged/);
  });
});
