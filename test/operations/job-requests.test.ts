import { describe, it } from "vitest";
import { agentStartRequestSchema, crawlStartRequestSchema, extractStartRequestSchema } from "../../src/operations/index.js";
import { expectIssue, expectValid } from "./expect-issue.js";

describe("crawlStartRequestSchema", () => {
  it("accepts a documented request", () => {
    expectValid(crawlStartRequestSchema, {
      url: "https://example.com/docs",
      limit: 50,
      includePaths: ["^/docs/.*$"],
      excludePaths: ["/private"],
      maxDiscoveryDepth: 0,
      sitemap: "skip",
      crawlEntireDomain: true,
      allowSubdomains: false,
      allowExternalLinks: false,
      ignoreQueryParameters: true,
      deduplicateSimilarURLs: true,
      regexOnFullURL: false,
      delay: 0.5,
      maxConcurrency: 2,
      prompt: "only the API reference",
      scrapeOptions: { formats: ["markdown"], onlyMainContent: true },
      webhook: { url: "https://hooks.example.com/crawl", headers: { "x-a": "b" }, metadata: { run: 1 }, events: ["page", "completed"] },
      zeroDataRetention: false,
      origin: "webdata-kit",
    });
    expectValid(crawlStartRequestSchema, { url: "example.com", webhook: "https://hooks.example.com/crawl" });
  });

  it("requires a positive whole limit", () => {
    expectIssue(crawlStartRequestSchema, { url: "https://a.com", limit: 0 }, ["limit"], /positive/);
    expectIssue(crawlStartRequestSchema, { url: "https://a.com", limit: 2.5 }, ["limit"]);
  });

  it("reports which include/exclude pattern is not a valid regex", () => {
    expectIssue(crawlStartRequestSchema, { url: "https://a.com", includePaths: ["/ok", "/docs/(unclosed"] }, ["includePaths", 1], /includePaths\[1\].*regular expression/);
    expectIssue(crawlStartRequestSchema, { url: "https://a.com", excludePaths: ["*.pdf"] }, ["excludePaths", 0], /excludePaths\[0\]/);
  });

  it("bounds delay (>0, ≤60 seconds) and maxDiscoveryDepth (whole, ≥0)", () => {
    expectIssue(crawlStartRequestSchema, { url: "https://a.com", delay: 0 }, ["delay"], /seconds/);
    expectIssue(crawlStartRequestSchema, { url: "https://a.com", delay: 61 }, ["delay"], /at most 60/);
    expectIssue(crawlStartRequestSchema, { url: "https://a.com", maxDiscoveryDepth: -1 }, ["maxDiscoveryDepth"]);
    expectIssue(crawlStartRequestSchema, { url: "https://a.com", maxDiscoveryDepth: 1.5 }, ["maxDiscoveryDepth"]);
  });

  it("validates sitemap, webhook and nested scrapeOptions", () => {
    expectIssue(crawlStartRequestSchema, { url: "https://a.com", sitemap: "never" }, ["sitemap"]);
    expectIssue(crawlStartRequestSchema, { url: "https://a.com", webhook: "not a url" }, ["webhook"], /absolute http/);
    expectIssue(crawlStartRequestSchema, { url: "https://a.com", webhook: { url: "https://h.com", events: ["action"] } }, ["webhook"], /events.0/);
    expectIssue(crawlStartRequestSchema, { url: "https://a.com", webhook: { url: "https://h.com", secret: "x" } }, ["webhook"]);
    expectIssue(crawlStartRequestSchema, { url: "https://a.com", scrapeOptions: { waitFor: 4000, timeout: 5000 } }, ["scrapeOptions", "waitFor"]);
    expectIssue(crawlStartRequestSchema, { url: "https://a.com", scrapeOptions: { url: "https://a.com" } }, ["scrapeOptions"], /url/);
  });

  it("rejects unknown keys and a missing url", () => {
    expectIssue(crawlStartRequestSchema, { url: "https://a.com", maxDepth: 2 }, [], /maxDepth/);
    expectIssue(crawlStartRequestSchema, { limit: 5 }, ["url"]);
  });
});

describe("extractStartRequestSchema", () => {
  it("accepts urls with a prompt, and a prompt alone", () => {
    expectValid(extractStartRequestSchema, {
      urls: ["https://example.com/*"],
      prompt: "Extract the company mission",
      schema: { type: "object", properties: { company_mission: { type: "string" } } },
      systemPrompt: "Be terse",
      enableWebSearch: false,
      showSources: true,
      scrapeOptions: { formats: ["markdown"] },
      agent: { model: "FIRE-1" },
    });
    expectValid(extractStartRequestSchema, { prompt: "Find the founders of Example Inc." });
  });

  it("needs urls or a prompt, and a prompt or a schema", () => {
    expectIssue(extractStartRequestSchema, { schema: { type: "object" } }, ["urls"], /urls.*prompt/);
    expectIssue(extractStartRequestSchema, { urls: ["https://a.com"] }, ["prompt"], /prompt.*schema/);
  });

  it("caps urls at 10 and prompts at 10000 characters", () => {
    const urls = Array.from({ length: 11 }, (_, i) => `https://a.com/${i}`);
    expectIssue(extractStartRequestSchema, { urls, prompt: "x" }, ["urls"], /at most 10/);
    expectIssue(extractStartRequestSchema, { prompt: "x".repeat(10001) }, ["prompt"], /10000/);
    expectIssue(extractStartRequestSchema, { prompt: "x", systemPrompt: "x".repeat(10001) }, ["systemPrompt"], /10000/);
    expectIssue(extractStartRequestSchema, { prompt: "x", urls: ["ftp://a.com"] }, ["urls", 0]);
    // Like the service: invalid URLs next to valid ones are skipped (listed in invalidURLs) unless ignoreInvalidURLs is false.
    expectValid(extractStartRequestSchema, { prompt: "x", urls: ["https://a.com", "ftp://a.com"] });
    expectIssue(extractStartRequestSchema, { prompt: "x", urls: ["https://a.com", "ftp://a.com"], ignoreInvalidURLs: false }, ["urls", 1], /http/);
  });

  it('refuses agent.model "v3-beta"', () => {
    expectIssue(extractStartRequestSchema, { prompt: "x", agent: { model: "v3-beta" } }, ["agent", "model"], /agent operation/);
  });

  it("rejects unknown keys", () => {
    expectIssue(extractStartRequestSchema, { prompt: "x", model: "FIRE-1" }, [], /model/);
  });
});

describe("agentStartRequestSchema", () => {
  it("accepts a documented request", () => {
    expectValid(agentStartRequestSchema, {
      prompt: "Find the founders of Example Inc.",
      urls: ["https://example.com/about"],
      schema: { type: "object", properties: { founders: { type: "array" } } },
      maxCredits: 100,
      strictConstrainToURLs: true,
      model: "spark-1-mini",
      effort: "low",
      webhook: { url: "https://hooks.example.com/agent", events: ["action", "cancelled"] },
    });
  });

  it("bounds the prompt to 1–10000 characters", () => {
    expectIssue(agentStartRequestSchema, { prompt: "" }, ["prompt"], /empty/);
    expectIssue(agentStartRequestSchema, { prompt: "x".repeat(10001) }, ["prompt"], /10000/);
    expectIssue(agentStartRequestSchema, {}, ["prompt"]);
  });

  it("checks maxCredits, model, effort, urls and webhook events", () => {
    expectIssue(agentStartRequestSchema, { prompt: "x", maxCredits: 0 }, ["maxCredits"], /positive/);
    expectIssue(agentStartRequestSchema, { prompt: "x", model: "spark-3" }, ["model"]);
    expectIssue(agentStartRequestSchema, { prompt: "x", effort: "max" }, ["effort"]);
    expectIssue(agentStartRequestSchema, { prompt: "x", urls: ["not a url"] }, ["urls", 0]);
    expectIssue(agentStartRequestSchema, { prompt: "x", webhook: { url: "https://h.com", events: ["page"] } }, ["webhook"], /events.0/);
  });

  it("rejects unknown keys", () => {
    expectIssue(agentStartRequestSchema, { prompt: "x", pollInterval: 2 }, [], /pollInterval/);
  });
});
