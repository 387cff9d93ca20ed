import { generateText, stepCountIs } from "ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWebDataTools, toolSetUsage } from "../../src/adapters/ai/index.js";
import { WebDataClient } from "../../src/client.js";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import type { ToolResult } from "../../src/tools/types.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { modelViews, scriptedModel, type Turn } from "../helpers/scripted-ai-model.js";
import { postJson, waitForCrawl } from "./engine-http.js";

const resolveToLoopback = async () => [{ address: "127.0.0.1", family: 4 as const }];

// maxCredits trips on the engine as it does on the service: the engine reports the credits the
// service would bill (not charged), and the tool set's ledger reads them.
describe("maxCredits against the local engine (AI SDK tool set)", () => {
  let engine: LocalEngine;
  let site: GeneratedSite;

  beforeAll(async () => {
    engine = await createLocalEngine({ allowPrivateNetwork: true, lookup: resolveToLoopback });
    site = await startGeneratedSite({ pages: 20, paragraphs: 1 });
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  async function run(turns: Turn[], maxCredits: number) {
    const { model, seen } = scriptedModel(turns);
    const tools = createWebDataTools({ client: new WebDataClient({ baseUrl: engine.url }), maxCredits });
    const { steps } = await generateText({ model, tools, stopWhen: stepCountIs(turns.length + 1), prompt: "go" });
    const results = steps.flatMap((step) => step.toolResults.map((result) => result.output as ToolResult));
    return { results, views: modelViews(seen), spent: toolSetUsage(tools).creditsSpent };
  }

  it("web_scrape: two pages spend a budget of 2; the third is refused before any fetch", async () => {
    const before = site.requests.length;
    const { results, views, spent } = await run(
      [
        { calls: [{ tool: "web_scrape", input: { url: site.url("/page/1") } }] },
        { calls: [{ tool: "web_scrape", input: { url: site.url("/page/2") } }] },
        { calls: [{ tool: "web_scrape", input: { url: site.url("/page/3") } }] },
        { text: "done" },
      ],
      2,
    );
    expect(results.map((result) => result.ok)).toEqual([true, true, false]);
    expect(results.map((result) => result.creditsUsed)).toEqual([1, 1, 0]);
    expect(views[2]).toMatch(/^error-text:Error \(budget_exhausted\)/);
    expect(spent).toBe(2);
    expect(site.requests.slice(before)).not.toContain("/page/3");
  });

  it("web_crawl: a crawl is cut to the budget, spends it, and the next crawl is refused", async () => {
    const { results, views, spent } = await run(
      [
        { calls: [{ tool: "web_crawl", input: { url: site.url("/"), limit: 10 } }] },
        { calls: [{ tool: "web_crawl", input: { url: site.url("/page/4"), limit: 10 } }] },
        { text: "done" },
      ],
      3,
    );
    const [first, second] = results;
    expect(first?.ok).toBe(true);
    expect(first?.output).toMatchObject({ status: "completed", creditsUsed: 3 });
    expect(first?.creditsUsed).toBe(3);
    expect(second?.ok).toBe(false);
    expect(views[1]).toMatch(/^error-text:Error \(budget_exhausted\)/);
    expect(spent).toBe(3);
  });

  it("web_search: each search of up to ten results spends 2; the budget of 4 stops the third", async () => {
    // The engine searches the pages it has fetched: crawl the site first (outside the tool set).
    await waitForCrawl((await postJson(`${engine.url}/crawl`, { url: site.url("/"), limit: 20 })).body.url);
    const { results, views, spent } = await run(
      [
        { calls: [{ tool: "web_search", input: { query: "lighthouse", limit: 5 } }] },
        { calls: [{ tool: "web_search", input: { query: "token7", limit: 5 } }] },
        { calls: [{ tool: "web_search", input: { query: "token8", limit: 5 } }] },
        { text: "done" },
      ],
      4,
    );
    expect(results.map((result) => result.ok)).toEqual([true, true, false]);
    expect(results.map((result) => result.creditsUsed)).toEqual([2, 2, 0]);
    expect(views[2]).toMatch(/^error-text:Error \(budget_exhausted\)/);
    expect(spent).toBe(4);
  });

  it("web_search with scraped results: 2 for the results plus 1 per scraped page", async () => {
    const { results, spent } = await run([{ calls: [{ tool: "web_search", input: { query: "lighthouse", limit: 3, includeContent: true } }] }, { text: "done" }], 100);
    expect(results[0]?.ok).toBe(true);
    expect(results[0]?.creditsUsed).toBe(2 + 3);
    expect(spent).toBe(5);
  });
});
