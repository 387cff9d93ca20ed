import Firecrawl from "@mendable/firecrawl-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";

// The service's official SDK as an outside client: if it works, the engine speaks the wire protocol.
describe("the official SDK against the local engine", () => {
  const apiKey = "fc-local-engine-test";
  let engine: LocalEngine;
  let site: GeneratedSite;
  let sdk: Firecrawl;

  beforeAll(async () => {
    engine = await createLocalEngine({ allowPrivateNetwork: true, apiKey });
    site = await startGeneratedSite({ pages: 150, paragraphs: 1 });
    // The SDK appends "/v2/..." itself, so it takes the origin.
    sdk = new Firecrawl({ apiKey, apiUrl: engine.origin });
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  it("scrapes", async () => {
    const document = await sdk.scrape(site.url("/page/2"), { formats: ["markdown", "links"] });
    expect(document.markdown).toContain("# Page 2");
    expect(document.links).toContain(site.url("/page/5"));
    expect(document.metadata).toMatchObject({ title: "Page 2", statusCode: 200, sourceURL: site.url("/page/2") });
  });

  it("crawls, following next across pages of 100", async () => {
    const job = await sdk.crawl(site.url("/"), { limit: 150, pollInterval: 1 });
    expect(job.status).toBe("completed");
    expect(job.total).toBe(150);
    expect(job.data).toHaveLength(150);
    expect(new Set(job.data.map((document) => document.metadata?.sourceURL)).size).toBe(150);
  });

  it("starts, reads and cancels a crawl", async () => {
    const started = await sdk.startCrawl(site.url("/"), { limit: 150 });
    expect(started.url).toBe(`${engine.url}/crawl/${started.id}`);
    const cancelled = await sdk.cancelCrawl(started.id);
    expect(cancelled).toBe(true);
    const status = await sdk.getCrawlStatus(started.id, { autoPaginate: false });
    expect(status.status).toBe("cancelled");
    const errors = await sdk.getCrawlErrors(started.id);
    expect(errors.errors).toEqual([]);
  });

  it("maps", async () => {
    const mapped = await sdk.map(site.url("/"), { limit: 20 });
    expect(mapped.links).toHaveLength(20);
    expect(mapped.links[0]?.url).toBe(site.url("/"));
  });

  it("searches what the engine has fetched", async () => {
    const results = await sdk.search("token77", { limit: 3 });
    expect(results.web?.[0]).toMatchObject({ url: site.url("/page/77"), title: "Page 77" });
  });

  it("is refused without the right key", async () => {
    const stranger = new Firecrawl({ apiKey: "fc-wrong", apiUrl: engine.origin });
    await expect(stranger.scrape(site.url("/"))).rejects.toThrow(/Unauthorized/);
  });
});
