import { describe, expect, it } from "vitest";
import { mapRequestSchema, scrapeRequestSchema, searchRequestSchema } from "../../src/operations/index.js";
import { expectIssue, expectValid } from "./expect-issue.js";

describe("searchRequestSchema", () => {
  it("accepts a documented request", () => {
    expectValid(searchRequestSchema, {
      query: "web data for agents",
      limit: 5,
      sources: ["web", "news"],
      categories: ["github"],
      includeDomains: ["example.com"],
      tbs: "qdr:w",
      location: "Berlin,Germany",
      country: "DE",
      lang: "de",
      safe: true,
      timeout: 30000,
      ignoreInvalidURLs: true,
      highlights: false,
      scrapeOptions: { formats: ["markdown", { type: "json", prompt: "price" }], onlyMainContent: true },
      origin: "webdata-kit",
      integration: "langchain",
    });
    expectValid(searchRequestSchema, { query: "x", sources: [{ type: "web", tbs: "qdr:d" }, { type: "images" }] });
  });

  it("requires a non-blank query of at most 500 characters", () => {
    expectIssue(searchRequestSchema, {}, ["query"]);
    expectIssue(searchRequestSchema, { query: "   " }, ["query"], /must not be empty/);
    expectIssue(searchRequestSchema, { query: "q".repeat(501) }, ["query"], /500/);
    expectValid(searchRequestSchema, { query: "q".repeat(500) });
  });

  it("bounds limit to whole numbers 1–100", () => {
    expectIssue(searchRequestSchema, { query: "x", limit: 0 }, ["limit"]);
    expectIssue(searchRequestSchema, { query: "x", limit: 101 }, ["limit"], /100/);
    expectIssue(searchRequestSchema, { query: "x", limit: 2.5 }, ["limit"]);
  });

  it("rejects includeDomains together with excludeDomains, and domains that are not bare hosts", () => {
    expectIssue(
      searchRequestSchema,
      { query: "x", includeDomains: ["a.com"], excludeDomains: ["b.com"] },
      ["includeDomains"],
      /cannot both/,
    );
    expectIssue(searchRequestSchema, { query: "x", includeDomains: ["https://a.com/x"] }, ["includeDomains", 0], /bare host/);
  });

  it("rejects sources that mix names and objects, and unknown sources", () => {
    expectIssue(searchRequestSchema, { query: "x", sources: ["web", { type: "news" }] }, ["sources"], /not a mix/);
    expectIssue(searchRequestSchema, { query: "x", sources: ["videos"] }, ["sources", 0], /Sources/);
    expectIssue(searchRequestSchema, { query: "x", sources: [{ type: "news", tbs: "qdr:d" }] }, ["sources", 0]);
  });

  it("keeps the developer category alone", () => {
    expectIssue(searchRequestSchema, { query: "x", categories: ["developer", "pdf"] }, ["categories"], /developer/);
  });

  it("only allows search formats in scrapeOptions", () => {
    expectIssue(searchRequestSchema, { query: "x", scrapeOptions: { formats: ["branding"] } }, ["scrapeOptions", "formats", 0]);
    expectIssue(searchRequestSchema, { query: "x", scrapeOptions: { formats: ["markdown"], waitFor: 9000, timeout: 10000 } }, [
      "scrapeOptions",
      "waitFor",
    ]);
  });

  it("rejects unknown keys, and accepts the SDK 4.42 fields the service takes today", () => {
    expectIssue(searchRequestSchema, { query: "x", fooTools: true }, [], /fooTools/);
    expectValid(searchRequestSchema, { query: "x", domainTools: true, toolDetail: "compact", sources: ["web", "alexandria"] });
    expectIssue(searchRequestSchema, { query: "x", toolDetail: "huge" }, ["toolDetail"], /compact/);
    expectIssue(searchRequestSchema, { query: "x", scrapeOptions: { formats: [], foo: 1 } }, ["scrapeOptions"], /foo/);
  });
});

describe("scrapeRequestSchema", () => {
  it("accepts a URL with options, zeroDataRetention and telemetry keys", () => {
    expectValid(scrapeRequestSchema, {
      url: "https://example.com",
      formats: ["markdown", "links"],
      waitFor: 1000,
      zeroDataRetention: true,
      origin: "webdata-kit",
      integration: "ai-sdk",
    });
  });

  it("accepts URLs the server completes with http://", () => {
    for (const url of ["example.com", "example.com/docs?a=1", "example.com:8080/x", "127.0.0.1:3000/page", "http://localhost:4000"]) {
      expectValid(scrapeRequestSchema, { url });
    }
  });

  it("rejects empty URLs, URLs without a host and non-web schemes", () => {
    expectIssue(scrapeRequestSchema, {}, ["url"]);
    expectIssue(scrapeRequestSchema, { url: "" }, ["url"], /empty/);
    expectIssue(scrapeRequestSchema, { url: "   " }, ["url"], /empty/);
    expectIssue(scrapeRequestSchema, { url: " https://example.com" }, ["url"], /whitespace/);
    expectIssue(scrapeRequestSchema, { url: "ftp://example.com/file" }, ["url"], /http:\/\/ or https:\/\//);
    expectIssue(scrapeRequestSchema, { url: "javascript:alert(1)" }, ["url"], /http:\/\/ or https:\/\//);
    expectIssue(scrapeRequestSchema, { url: "mailto:someone@example.com" }, ["url"], /http:\/\/ or https:\/\//);
    expectIssue(scrapeRequestSchema, { url: "http://" }, ["url"]);
    expectIssue(scrapeRequestSchema, { url: "exa mple.com" }, ["url"], /not a valid URL/);
  });

  it("applies the scrape option rules at the top level", () => {
    expectIssue(scrapeRequestSchema, { url: "https://a.com", waitFor: 3000, timeout: 5000 }, ["waitFor"], /half of timeout/);
    expectIssue(scrapeRequestSchema, { url: "https://a.com", formats: ["changeTracking"] }, ["formats"], /markdown/);
    expectIssue(scrapeRequestSchema, { url: "https://a.com", timeout: 500 }, ["timeout"]);
  });

  it("rejects unknown keys", () => {
    expectIssue(scrapeRequestSchema, { url: "https://a.com", scrapeOptions: {} }, [], /scrapeOptions/);
    expectIssue(scrapeRequestSchema, { url: "https://a.com", jsonOptions: {} }, [], /jsonOptions/);
  });

  it("keeps the request as written (no defaults injected into the body)", () => {
    expect(scrapeRequestSchema.parse({ url: "example.com" })).toEqual({ url: "example.com" });
  });
});

describe("mapRequestSchema", () => {
  it("accepts a documented request", () => {
    expectValid(mapRequestSchema, {
      url: "https://example.com/blog",
      search: "pricing",
      sitemap: "only",
      includeSubdomains: false,
      ignoreQueryParameters: true,
      limit: 100000,
      timeout: 10000,
      ignoreCache: true,
      location: { country: "US" },
    });
  });

  it("bounds limit to 1–100000 and validates sitemap and url", () => {
    expectIssue(mapRequestSchema, { url: "https://a.com", limit: 0 }, ["limit"]);
    expectIssue(mapRequestSchema, { url: "https://a.com", limit: 100001 }, ["limit"], /100000/);
    expectIssue(mapRequestSchema, { url: "https://a.com", sitemap: "yes" }, ["sitemap"]);
    expectIssue(mapRequestSchema, { url: "file:///etc/passwd" }, ["url"], /http/);
    expectIssue(mapRequestSchema, { url: "https://a.com", formats: ["markdown"] }, [], /formats/);
  });
});
