import Firecrawl from "@mendable/firecrawl-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";

// Hosted-only features that today's clients call get a 501 naming the feature — not the
// "Route not found" 404 of a path nobody serves, nor a 400 blaming a well-formed request.
const apiKey = "fc-local-engine-test";
let engine: LocalEngine;
const auth = { authorization: `Bearer ${apiKey}`, "content-type": "application/json" };

beforeAll(async () => {
  engine = await createLocalEngine({ apiKey, browser: false });
});
afterAll(() => engine.close());

async function status(method: string, path: string, body?: unknown): Promise<{ status: number; error: string }> {
  const res = await fetch(`${engine.origin}${path}`, { method, headers: auth, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await res.json()) as { error?: string };
  return { status: res.status, error: json.error ?? "" };
}

describe("hosted-only features answer 501", () => {
  it.each([
    ["GET", "/v2/monitor"],
    ["PATCH", "/v2/monitor/m1"],
    ["POST", "/v2/monitor/m1/run"],
    ["POST", "/v2/parse"],
    ["GET", "/v2/search/research/papers?query=x"],
    ["GET", "/v2/search/developer?query=x"],
    ["POST", "/v2/search/0192aaaa-0000-7000-8000-000000000001/feedback"],
    ["POST", "/v2/feedback"],
    ["GET", "/v2/team/credit-usage/historical"],
    ["GET", "/exchange/discover"],
  ])("%s %s", async (method, path) => {
    const answer = await status(method, path, method === "GET" ? undefined : {});
    expect(answer.status).toBe(501);
    expect(answer.error).toMatch(/feature of the hosted service; the local engine does not have it/);
  });

  it("POST /scrape with the tool exchange (alexandria, no url) is a 501, not a 400 about the url", async () => {
    const answer = await status("POST", "/v2/scrape", { alexandria: { provider: "firecrawl", capability: "find-tools", options: {} } });
    expect(answer).toMatchObject({ status: 501, error: expect.stringMatching(/tool exchange/) });
  });

  it("a path nobody serves is still a 404, and a bad key still a 401 first", async () => {
    expect(await status("GET", "/v2/nothing-here")).toMatchObject({ status: 404, error: expect.stringMatching(/Route not found/) });
    const res = await fetch(`${engine.origin}/v2/monitor`, { headers: { authorization: "Bearer wrong" } });
    expect(res.status).toBe(401);
  });

  it("v1 paths are told to use v2", async () => {
    const answer = await status("POST", "/v1/scrape", { url: "https://example.com" });
    expect(answer).toMatchObject({ status: 501, error: expect.stringMatching(/serves the v2 API only.*WebDataLoader/) });
  });
});

// @langchain/community's FireCrawlLoader is ~30 lines over the SDK: `new FirecrawlApp({ apiKey, apiUrl })`
// then scrapeUrl / crawlUrl / mapUrl and `response.success`, `.data` / `.links`, `doc.markdown`. Those
// exact calls (the SDK maps them onto v2) against the engine; the package itself is not installed
// (docs/engine.md: measured too heavy for what it adds).
describe("the community LangChain loader's SDK calls", () => {
  let site: GeneratedSite;
  let engineWithSite: LocalEngine;
  beforeAll(async () => {
    site = await startGeneratedSite({ pages: 12, paragraphs: 1 });
    engineWithSite = await createLocalEngine({ apiKey, browser: false, allowPrivateNetwork: true });
  });
  afterAll(async () => {
    await engineWithSite.close();
    await site.close();
  });

  it("scrape, crawl and map modes", async () => {
    type Legacy = {
      scrapeUrl(url: string, params?: object): Promise<{ markdown?: string; metadata?: Record<string, unknown> }>;
      crawlUrl(url: string, params?: object): Promise<{ data: Array<{ markdown?: string; metadata?: Record<string, unknown> }> }>;
      mapUrl(url: string, params?: object): Promise<{ links: unknown[] }>;
    };
    const app = new Firecrawl({ apiKey, apiUrl: engineWithSite.origin }) as unknown as Legacy;
    const scraped = await app.scrapeUrl(site.url("/page/2"), { formats: ["markdown"] });
    // (SDK 4 answers these legacy names in v2 shapes, without the `success` the loader checks — so the
    // loader itself fails on any server with SDK 4; the engine's answers carry the data it would read.)
    expect(scraped.markdown).toContain("# Page 2");
    const crawled = await app.crawlUrl(site.url("/"), { limit: 5 });
    expect(crawled.data).toHaveLength(5);
    expect(crawled.data.every((doc) => (doc.markdown ?? "").length > 0)).toBe(true);
    const mapped = await app.mapUrl(site.url("/"), { limit: 10 });
    expect(mapped.links).toHaveLength(10);
  });
});
