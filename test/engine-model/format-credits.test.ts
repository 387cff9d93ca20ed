import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine } from "../../src/engine/index.js";
import { getJson, postJson, waitForCrawl } from "../engine/engine-http.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { scriptedTextModel } from "../helpers/scripted-json-model.js";

const loopback = { allowPrivateNetwork: true, lookup: async () => [{ address: "127.0.0.1", family: 4 as const }] };

// docs/api.md §10: 1 credit a page, +4 with the json format; search adds 2 per started ten results.
describe("credits of the formats in batch, crawl and search scrapeOptions", () => {
  let site: GeneratedSite;
  beforeAll(async () => {
    site = await startGeneratedSite({ pages: 3 });
  });
  afterAll(() => site.close());

  it("bills json +4 a page and the other model formats nothing extra, as the service does", async () => {
    const { model } = scriptedTextModel(['{"summary":"A page."}']);
    await using engine = await createLocalEngine({ ...loopback, model });
    const urls = [site.url("/page/1"), site.url("/page/2")];

    const batch = await postJson(`${engine.url}/batch/scrape`, { urls, formats: ["markdown", { type: "json", prompt: "summary" }] });
    const batchDone = await waitForCrawl(`${engine.url}/batch/scrape/${batch.body.id}`);
    expect(batchDone.data.map((page: { metadata: { creditsUsed: number } }) => page.metadata.creditsUsed)).toEqual([5, 5]);
    expect(batchDone.creditsUsed).toBe(10);

    const summaries = await postJson(`${engine.url}/batch/scrape`, { urls, formats: ["summary"] });
    const summariesDone = await waitForCrawl(`${engine.url}/batch/scrape/${summaries.body.id}`);
    expect(summariesDone.creditsUsed).toBe(2);

    const crawl = await postJson(`${engine.url}/crawl`, { url: site.url("/page/1"), limit: 1, scrapeOptions: { formats: [{ type: "json", prompt: "summary" }] } });
    const crawlDone = await waitForCrawl(`${engine.url}/crawl/${crawl.body.id}`);
    expect(crawlDone.creditsUsed).toBe(5);

    const search = await postJson(`${engine.url}/search`, { query: "token1", limit: 1, scrapeOptions: { formats: [{ type: "json", prompt: "summary" }] } });
    expect(search.status).toBe(200);
    expect(search.body.data.web).toHaveLength(1);
    expect(search.body.data.web[0].metadata.creditsUsed).toBe(5);
    expect(search.body.creditsUsed).toBe(2 + 5);

    const usage = await getJson(`${engine.url}/team/credit-usage`);
    expect(usage.status).toBe(200);
  });
});
