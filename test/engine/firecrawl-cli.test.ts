import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { runFirecrawlCli } from "../helpers/firecrawl-cli-runner.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";

// firecrawl-cli (the service's own command line, a devDependency) pointed at the engine with
// FIRECRAWL_API_URL: each command either works or exits saying the engine lacks the feature.
const apiKey = "fc-local-engine-test";
const UNKNOWN_ID = "0192aaaa-0000-7000-8000-000000000001";

let engine: LocalEngine;
let site: GeneratedSite;
let home: string;

beforeAll(async () => {
  engine = await createLocalEngine({ allowPrivateNetwork: true, apiKey, browser: false });
  site = await startGeneratedSite({ pages: 20, paragraphs: 1 });
  home = mkdtempSync(join(tmpdir(), "firecrawl-cli-"));
  writeFileSync(join(home, "page.html"), "<html><body><h1>Parse me</h1></body></html>");
});

afterAll(async () => {
  await engine?.close();
  await site?.close();
  if (home) rmSync(home, { recursive: true, force: true });
});

/** Runs `firecrawl ARGS` against the engine (its own HOME, so no stored config). */
const firecrawl = (...args: string[]) => runFirecrawlCli({ origin: engine.origin, apiKey, home }, ...args);

describe("firecrawl-cli against the local engine", () => {
  it("scrape, map, search and crawl work", async () => {
    const scraped = await firecrawl("scrape", site.url("/page/2"));
    expect(scraped).toMatchObject({ code: 0 });
    expect(scraped.out).toContain("# Page 2");

    const mapped = await firecrawl("map", site.url("/"));
    expect(mapped.code).toBe(0);
    expect(mapped.out).toContain(site.url("/page/3"));

    const found = await firecrawl("search", "token2");
    expect(found.code).toBe(0);
    expect(found.out).toContain(site.url("/page/2"));

    const crawled = await firecrawl("crawl", site.url("/"), "--limit", "5", "--wait");
    expect(crawled.code).toBe(0);
    expect(crawled.out).toMatch(/"status":\s*"completed"/);
  });

  it("credit usage and --status read the engine's no-billing answer without crashing", async () => {
    const usage = await firecrawl("credit-usage");
    expect(usage.code, usage.out).toBe(0);
    expect(usage.out).toContain("99,999,999");
    const status = await firecrawl("--status");
    expect(status.code, status.out).toBe(0);
    expect(status.out).toMatch(/Concurrency/);
  });

  it("the agent (no model here) says what to configure", async () => {
    const agent = await firecrawl("agent", "Who founded Example?");
    expect(agent.code).not.toBe(0);
    expect(agent.out).toMatch(/needs a language model/);
  });

  it.each([
    ["parse", "page.html"],
    ["monitor", "list"],
    ["developer", "undici timeout"],
    ["research", "search-papers", "crispr"],
    ["feedback", "scrape", UNKNOWN_ID, "--rating", "good"],
    ["search-feedback", UNKNOWN_ID, "--rating", "good"],
  ])("%s: a hosted-only feature fails with a clear 501, not a misleading 400/404", async (...args) => {
    const result = await firecrawl(...args);
    expect(result.code).not.toBe(0);
    expect(result.out).toMatch(/501|does not have it/);
    expect(result.out).not.toMatch(/\b40[04]\b|Route not found/);
  });
});
