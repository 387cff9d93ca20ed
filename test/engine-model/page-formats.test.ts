import Firecrawl from "@mendable/firecrawl-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine } from "../../src/engine/index.js";
import { getJson, postJson } from "../engine/engine-http.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { scriptedTextModel } from "../helpers/scripted-json-model.js";
import { until } from "../helpers/until.js";

/** Polls a crawl or batch job until it is no longer scraping. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function waitForCrawl(url: string): Promise<any> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let body: any;
  await until(async () => {
    body = (await getJson(url)).body;
    return body.status !== "scraping";
  }, `the job at ${url} to end`, 25_000);
  return body;
}

const loopback = { allowPrivateNetwork: true, lookup: async () => [{ address: "127.0.0.1", family: 4 as const }] };

const companySchema = {
  type: "object",
  properties: { name: { type: "string" }, founded: { type: "integer" } },
  required: ["name", "founded"],
};

const shop = "<html><head><title>Acme Shop</title></head><body><main><h1>Acme Anvil</h1><p>Acme was founded in 1949. The anvil costs 99 USD.</p></main></body></html>";

describe("model formats without a model", () => {
  it("answer 501 naming the model options, in scrape, batch, crawl and search", async () => {
    await using engine = await createLocalEngine();
    const scrape = await postJson(`${engine.url}/scrape`, { url: "https://example.com", formats: [{ type: "json", schema: companySchema }] });
    expect(scrape.status).toBe(501);
    expect(scrape.body.error).toMatch(/"json" format needs a language model/);
    expect(scrape.body.error).toMatch(/`model` option/);
    expect(scrape.body.error).toMatch(/--model/);
    expect(scrape.body.error).toMatch(/WEBDATA_MODEL/);
    for (const format of ["summary", { type: "question", question: "Who?" }, { type: "highlights", query: "price" }, "product", "menu"]) {
      const reply = await postJson(`${engine.url}/scrape`, { url: "https://example.com", formats: [format] });
      expect(reply.status, JSON.stringify(format)).toBe(501);
    }
    const batch = await postJson(`${engine.url}/batch/scrape`, { urls: ["https://example.com"], formats: ["summary"] });
    expect(batch.status).toBe(501);
    const crawl = await postJson(`${engine.url}/crawl`, { url: "https://example.com", scrapeOptions: { formats: ["summary"] } });
    expect(crawl.status).toBe(501);
    const search = await postJson(`${engine.url}/search`, { query: "anvil", scrapeOptions: { formats: ["summary"] } });
    expect(search.status).toBe(501);
  });

  it("audio and video answer 501 naming the hosted service", async () => {
    await using engine = await createLocalEngine();
    for (const format of ["audio", "video"]) {
      const reply = await postJson(`${engine.url}/scrape`, { url: "https://example.com", formats: [format] });
      expect(reply.status).toBe(501);
      expect(reply.body.error).toMatch(/hosted service/);
    }
  });
});

describe("model formats with a model", () => {
  let site: GeneratedSite;
  beforeAll(async () => {
    site = await startGeneratedSite({
      pages: 2,
      routes: {
        "/shop": (_req, res) => res.end(shop),
        "/long": (_req, res) => res.end(`<html><body><main>${Array.from({ length: 200 }, (_, i) => `<p>Paragraph ${i} ${"word ".repeat(60)}</p>`).join("")}</main></body></html>`),
      },
    });
  });
  afterAll(() => site.close());

  it("json: validated against the schema, asked again once on a miss, billed 5 credits, markdown only when asked", async () => {
    const { model, prompts } = scriptedTextModel(['{"name":"Acme"}', '{"name":"Acme","founded":1949}']);
    await using engine = await createLocalEngine({ ...loopback, model });
    const { status, body } = await postJson(`${engine.url}/scrape`, { url: site.url("/shop"), formats: [{ type: "json", schema: companySchema }] });
    expect(status).toBe(200);
    expect(body.data.json).toEqual({ name: "Acme", founded: 1949 });
    expect(body.data.markdown).toBeUndefined();
    expect(body.data.metadata.creditsUsed).toBe(5);
    expect(prompts).toHaveLength(2);
    expect(prompts[0]).toContain("founded in 1949");
    expect(prompts[1]).toMatch(/previous answer was not usable/);
  });

  it("json: a second miss leaves the field out with a warning", async () => {
    const { model } = scriptedTextModel(['{"name":"Acme"}']);
    await using engine = await createLocalEngine({ ...loopback, model });
    const { status, body } = await postJson(`${engine.url}/scrape`, { url: site.url("/shop"), formats: ["markdown", { type: "json", schema: companySchema }] });
    expect(status).toBe(200);
    expect(body.data.json).toBeUndefined();
    expect(body.data.markdown).toContain("Acme Anvil");
    expect(body.warning).toMatch(/model failed/);
  });

  it("summary, question, highlights, query, product and menu land in their fields", async () => {
    const { model, prompts } = scriptedTextModel([
      '{"summary":"A shop selling anvils."}',
      '{"answer":"1949"}',
      '{"highlights":"The anvil costs 99 USD."}',
      '{"answer":"99 USD"}',
      '{"title":"Acme Anvil","variants":[{"name":"Standard","price":99}]}',
      '{"sections":[{"name":"Tools","items":[{"name":"Anvil","price":99}]}]}',
    ]);
    await using engine = await createLocalEngine({ ...loopback, model });
    const { status, body } = await postJson(`${engine.url}/scrape`, {
      url: site.url("/shop"),
      formats: ["summary", { type: "question", question: "When was Acme founded?" }, { type: "highlights", query: "price" }, { type: "query", prompt: "Price?" }, "product", "menu"],
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      summary: "A shop selling anvils.",
      answer: "99 USD",
      highlights: "The anvil costs 99 USD.",
      product: { title: "Acme Anvil", variants: [{ name: "Standard", price: 99 }] },
      menu: { sections: [{ name: "Tools", items: [{ name: "Anvil", price: 99 }] }] },
    });
    expect(body.data.metadata.creditsUsed).toBe(1);
    expect(prompts[1]).toContain("When was Acme founded?");
  });

  it("reads a long page in parts and merges them", async () => {
    const { model, prompts } = scriptedTextModel(['{"summary":"part"}']);
    await using engine = await createLocalEngine({ ...loopback, model, modelContextTokens: 6000 });
    const { status, body } = await postJson(`${engine.url}/scrape`, { url: site.url("/long"), formats: ["summary"] });
    expect(status).toBe(200);
    expect(body.data.summary).toBe("part");
    expect(prompts.length).toBeGreaterThan(2);
    expect(prompts.at(-1)).toMatch(/Merge these partial answers/);
    expect(body.warning).toMatch(/in parts/);
  });

  it("works in batch scrape and crawl scrapeOptions", async () => {
    const { model } = scriptedTextModel(['{"summary":"A page."}']);
    await using engine = await createLocalEngine({ ...loopback, model });
    const batch = await postJson(`${engine.url}/batch/scrape`, { urls: [site.url("/shop")], formats: ["summary"] });
    expect(batch.status).toBe(200);
    const batchDone = await waitForCrawl(`${engine.url}/batch/scrape/${batch.body.id}`);
    expect(batchDone.data[0]).toMatchObject({ summary: "A page." });
    const crawl = await postJson(`${engine.url}/crawl`, { url: site.url("/shop"), limit: 1, scrapeOptions: { formats: [{ type: "json", prompt: "name" }] } });
    expect(crawl.status).toBe(200);
    const crawlDone = await waitForCrawl(`${engine.url}/crawl/${crawl.body.id}`);
    expect(crawlDone.data[0].json).toEqual({ summary: "A page." });
    expect(crawlDone.data[0].metadata.creditsUsed).toBe(5);
    expect((await getJson(`${engine.url}/team/credit-usage`)).status).toBe(200);
  });

  it("refuses a schema that does not compile with a 400 before any page is fetched", async () => {
    const { model, prompts } = scriptedTextModel(["{}"]);
    await using engine = await createLocalEngine({ ...loopback, model });
    const schema = { type: "object", properties: { a: { type: "no-such-type" } } };
    const scrape = await postJson(`${engine.url}/scrape`, { url: site.url("/shop"), formats: [{ type: "json", schema }] });
    expect(scrape.status).toBe(400);
    expect(JSON.stringify(scrape.body)).toMatch(/schema of the \\"json\\" format is not usable/);
    const crawl = await postJson(`${engine.url}/crawl`, { url: site.url("/shop"), scrapeOptions: { formats: [{ type: "json", schema }] } });
    expect(crawl.status).toBe(400);
    expect(prompts).toHaveLength(0);
  });

  it("works in search scrapeOptions", async () => {
    const { model } = scriptedTextModel(['{"summary":"An anvil shop."}']);
    await using engine = await createLocalEngine({ ...loopback, model });
    expect((await postJson(`${engine.url}/scrape`, { url: site.url("/shop") })).status).toBe(200);
    const { status, body } = await postJson(`${engine.url}/search`, { query: "anvil", scrapeOptions: { formats: ["summary"] } });
    expect(status).toBe(200);
    expect(body.data.web[0]).toMatchObject({ url: site.url("/shop"), summary: "An anvil shop." });
  });

  it("changeTracking's json mode compares the model's answers", async () => {
    const { model } = scriptedTextModel(['{"price":99}', '{"price":99}']);
    await using engine = await createLocalEngine({ ...loopback, model });
    const format = { type: "changeTracking", modes: ["json"], schema: { type: "object", properties: { price: { type: "number" } } } };
    const first = await postJson(`${engine.url}/scrape`, { url: site.url("/shop"), formats: ["markdown", format] });
    expect(first.body.data.changeTracking).toMatchObject({ changeStatus: "new", json: { price: { previous: null, current: 99 } } });
    const second = await postJson(`${engine.url}/scrape`, { url: site.url("/shop"), formats: ["markdown", format] });
    expect(second.body.data.changeTracking).toMatchObject({ changeStatus: "same", json: { price: { previous: 99, current: 99 } } });
  });

  it("the official SDK gets json from scrape", async () => {
    const { model } = scriptedTextModel(['{"name":"Acme","founded":1949}']);
    await using engine = await createLocalEngine({ ...loopback, model, apiKey: "fc-test" });
    const sdk = new Firecrawl({ apiKey: "fc-test", apiUrl: engine.origin });
    const document = await sdk.scrape(site.url("/shop"), { formats: [{ type: "json", schema: companySchema }] });
    expect(document.json).toEqual({ name: "Acme", founded: 1949 });
  });
});
