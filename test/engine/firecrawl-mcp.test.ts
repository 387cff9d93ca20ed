import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFirecrawlMcp, type FirecrawlMcp } from "../helpers/firecrawl-mcp-client.js";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";

// firecrawl-mcp (the service's own MCP server, a devDependency) as an outside client: spawned over
// stdio with FIRECRAWL_API_URL at the engine, driven by the MCP SDK's client. Every tool it offers
// either works or says clearly that the engine does not have the feature (a 501), never a 400/404.
const apiKey = "fc-local-engine-test";
const UNKNOWN_ID = "0192aaaa-0000-7000-8000-000000000001";

let engine: LocalEngine;
let site: GeneratedSite;
let mcp: FirecrawlMcp;

beforeAll(async () => {
  engine = await createLocalEngine({ allowPrivateNetwork: true, apiKey, browser: false });
  site = await startGeneratedSite({ pages: 20, paragraphs: 1 });
  mcp = await startFirecrawlMcp(engine.origin, apiKey);
  writeFileSync(join(mcp.work, "page.html"), "<html><body><h1>Parse me</h1></body></html>");
}, 60_000);

afterAll(async () => {
  await mcp?.close();
  await engine?.close();
  await site?.close();
});

const call = (name: string, args: Record<string, unknown>) => mcp.call(name, args);

/** What a feature the engine does not have must look like: an error that says so, not a 400/404. */
function expectClearlyUnsupported(result: { isError: boolean; text: string }, says: RegExp): void {
  expect(result.isError).toBe(true);
  expect(result.text).toMatch(says);
  expect(result.text).not.toMatch(/\b40[04]\b|Route not found|Invalid input/);
}

const NOT_HERE = /501|does not have it|local engine has none/;

describe("firecrawl-mcp against the local engine", () => {
  it("lists its tools", async () => {
    const { tools } = await mcp.client.listTools();
    const names = tools.map((tool) => tool.name);
    for (const name of ["firecrawl_scrape", "firecrawl_map", "firecrawl_search", "firecrawl_crawl", "firecrawl_check_crawl_status", "firecrawl_agent", "firecrawl_interact"]) {
      expect(names).toContain(name);
    }
  });

  it("scrape, map, search, crawl + status and credit usage work", async () => {
    const scraped = await call("firecrawl_scrape", { url: site.url("/page/2"), formats: ["markdown"] });
    expect(scraped.isError).toBe(false);
    expect(scraped.text).toContain("# Page 2");

    const mapped = await call("firecrawl_map", { url: site.url("/") });
    expect(mapped.isError).toBe(false);
    expect(mapped.text).toContain(site.url("/page/3"));

    const found = await call("firecrawl_search", { query: "token2", limit: 3 });
    expect(found.isError).toBe(false);
    expect(found.text).toContain(site.url("/page/2"));

    const crawled = await call("firecrawl_crawl", { url: site.url("/"), limit: 5 });
    expect(crawled.isError).toBe(false);
    const id = /"id":\s*"([0-9a-f-]{36})"/.exec(crawled.text)?.[1];
    expect(id).toBeDefined();
    const status = await call("firecrawl_check_crawl_status", { id });
    expect(status.isError).toBe(false);
    expect(status.text).toMatch(/"status":\s*"(scraping|completed)"/);

    const usage = await call("firecrawl_credit_usage", {});
    expect(usage.isError).toBe(false);
    expect(usage.text).toMatch(/"remainingCredits":\s*99999999/);
  });

  it("an unknown crawl id is a plain not-found (the engine has crawls)", async () => {
    const status = await call("firecrawl_check_crawl_status", { id: UNKNOWN_ID });
    expect(status.isError).toBe(true);
    expect(status.text).toMatch(/404/);
  });

  const hostedOnly: Array<[string, Record<string, unknown>]> = [
    ["firecrawl_find_tools", { query: "scrape" }],
    ["firecrawl_search_feedback", { searchId: UNKNOWN_ID, rating: "good" }],
    ["firecrawl_feedback", { endpoint: "scrape", jobId: UNKNOWN_ID, rating: "good" }],
    ["firecrawl_parse", { filePath: "page.html" }],
    ["firecrawl_monitor_list", {}],
    ["firecrawl_monitor_create", { page: "https://example.com", goal: "price changes", name: "m", scheduleText: "every day" }],
    ["firecrawl_monitor_get", { id: "m1" }],
    ["firecrawl_monitor_run", { id: "m1" }],
    ["firecrawl_research_search_papers", { query: "crispr" }],
    ["firecrawl_research_inspect_paper", { paperId: "arxiv:2401.00001" }],
    ["firecrawl_research_read_paper", { paperId: "arxiv:2401.00001", question: "q" }],
    ["firecrawl_developer_search", { query: "undici timeout" }],
  ];

  it.each(hostedOnly)("%s: a hosted-only feature answers 501, not a misleading 400/404", async (name, args) => {
    const result = await call(name, args);
    // The feedback tools report a failed submission as a result with success:false (feedback is optional).
    expect(result.isError || /"success":\s*false/.test(result.text), result.text).toBe(true);
    expect(result.text).toMatch(NOT_HERE);
    expect(result.text).not.toMatch(/\b40[04]\b|Route not found|Invalid input/);
  });

  it("what needs a model or a browser says what to configure", async () => {
    expectClearlyUnsupported(await call("firecrawl_agent", { prompt: "Who founded Example?", urls: [site.url("/")] }), /needs a language model/);
    expectClearlyUnsupported(await call("firecrawl_interact", { url: site.url("/page/2"), code: "1 + 1" }), /needs a browser/);
    expectClearlyUnsupported(await call("firecrawl_interact_stop", { scrapeId: UNKNOWN_ID }), /501/);
  });
});
