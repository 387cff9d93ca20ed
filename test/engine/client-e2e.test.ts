import { afterAll, beforeAll, describe, expect, it } from "vitest";
// Imported by package name, through package.json `exports`, as a user does.
import { WebDataClient } from "webdata-kit";
import { createLocalEngine, type LocalEngine } from "webdata-kit/engine";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";

// End to end: our own client, keyless, against the local engine's base URL.
describe("WebDataClient against the local engine", () => {
  let engine: LocalEngine;
  let site: GeneratedSite;
  let client: WebDataClient;

  beforeAll(async () => {
    engine = await createLocalEngine({ allowPrivateNetwork: true });
    site = await startGeneratedSite({ pages: 250, paragraphs: 1 });
    client = new WebDataClient({ baseUrl: engine.url });
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  it("scrapes, maps, crawls across three result pages, and searches the crawl", async () => {
    const page = await client.scrape({ url: site.url("/page/3") });
    expect(page.markdown).toContain("# Page 3");
    const map = await client.map({ url: site.url("/"), limit: 5 });
    expect(map.links).toHaveLength(5);
    const crawl = await client.crawl.run({ url: site.url("/"), limit: 250 });
    expect(crawl.status).toBe("completed");
    expect(crawl.data).toHaveLength(250);
    const found = await client.search({ query: "token42" });
    expect(found.web?.[0]?.url).toBe(site.url("/page/42"));
  });
});
