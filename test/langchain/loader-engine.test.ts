import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebDataLoader } from "../../src/adapters/langchain/loader.js";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";

// The loader against an independent server: the local engine crawling a real site on loopback.
describe("WebDataLoader against the local engine", () => {
  let engine: LocalEngine;
  let site: GeneratedSite;

  beforeAll(async () => {
    engine = await createLocalEngine({ allowPrivateNetwork: true });
    site = await startGeneratedSite({ pages: 250 });
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  it("crawls a 250-page site across result pages: every page once, robots-blocked URLs reported", async () => {
    const loader = new WebDataLoader({ mode: "crawl", url: site.url("/"), limit: 400, baseUrl: engine.url, pollIntervalMs: 50 });
    const docs = await loader.load();

    const sources = docs.map((doc) => String(doc.metadata.source));
    expect(new Set(sources).size).toBe(sources.length);
    const expected = Array.from({ length: 250 }, (_, i) => site.pagePath(i));
    expect(sources.map((url) => new URL(url).pathname).sort()).toEqual([...expected].sort());
    expect(docs.every((doc) => doc.pageContent.includes("lighthouse"))).toBe(true);
    expect(loader.lastSummary).toMatchObject({ status: "completed", yielded: 250, jobStatus: "completed" });
    expect(loader.lastSummary?.skipped.some((s) => s.reason === "robots-blocked" && s.url.includes("/private/"))).toBe(true);
  });

  it("scrapes pages and reports a missing one as an http-status skip", async () => {
    const loader = new WebDataLoader({ mode: "scrape", urls: [site.url("/page/3"), site.url("/missing")], baseUrl: engine.url });
    const docs = await loader.load();
    expect(docs.map((doc) => doc.metadata.source)).toEqual([site.url("/page/3")]);
    expect(loader.lastSummary?.skipped).toMatchObject([{ url: site.url("/missing"), reason: "http-status", statusCode: 404 }]);
  });
});
