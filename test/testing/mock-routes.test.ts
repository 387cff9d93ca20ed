import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebDataClient } from "../../src/index.js";
import { createMockServer, type MockServer } from "../../src/testing/index.js";
import { call } from "./mock-http.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let mock: MockServer;
beforeAll(async () => {
  mock = await createMockServer();
});
afterAll(async () => {
  await mock.close();
});

describe("POST /search", () => {
  it("accepts every field the shared schema accepts, e.g. toolDetail (one validator, no drifted key list)", async () => {
    const client = new WebDataClient({ apiKey: mock.apiKey, baseUrl: mock.url });
    const result = await client.search({ query: "vector databases", toolDetail: "summary", domainTools: false, sources: ["web", "alexandria"] });
    expect(result.web).toHaveLength(10);
    expect(mock.requestsTo("POST /search").at(-1)?.body).toMatchObject({ toolDetail: "summary" });
  });

  it("returns 10 web results by default, derived from the query, with credits and an id", async () => {
    const res = await call(mock, "POST /search", { body: { query: "vector databases" } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(["web"]);
    expect(res.body.data.web).toHaveLength(10);
    expect(res.body.data.web[0]).toEqual({
      url: "https://example.com/vector-databases/1",
      title: "vector databases - result 1",
      description: 'Mock search result 1 for "vector databases".',
      position: 1,
    });
    expect(res.body.data.web.map((r: { position: number }) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(res.body.creditsUsed).toBe(2);
    expect(res.body.id).toMatch(UUID);
  });

  it("applies limit per source and adds news/images only when asked", async () => {
    const res = await call(mock, "POST /search", { body: { query: "q", limit: 3, sources: ["web", "news", "images"] } });
    expect(res.body.data.web).toHaveLength(3);
    expect(res.body.data.news).toHaveLength(3);
    expect(res.body.data.news[0]).toMatchObject({ snippet: expect.any(String), date: "1 days ago", position: 1 });
    expect(res.body.data.images[0]).toMatchObject({ imageUrl: expect.any(String), imageWidth: 1200, imageHeight: 800 });
    expect(res.body.creditsUsed).toBe(2);
  });

  it("caps results at maxSearchResults and bills 2 credits per started 10", async () => {
    const capped = await call(mock, "POST /search", { body: { query: "q", limit: 50 } });
    expect(capped.body.data.web).toHaveLength(10);
    const wide = await createMockServer({ maxSearchResults: 50 });
    try {
      const res = await call(wide, "POST /search", { body: { query: "q", limit: 11 } });
      expect(res.body.data.web).toHaveLength(11);
      expect(res.body.creditsUsed).toBe(4);
    } finally {
      await wide.close();
    }
  });

  it("scrapes results only when formats are requested, adding the scrape credits", async () => {
    const res = await call(mock, "POST /search", { body: { query: "q", limit: 3, scrapeOptions: { formats: ["markdown"] } } });
    for (const result of res.body.data.web) {
      expect(result.markdown).toContain("# ");
      expect(result.metadata.scrapeId).toMatch(UUID);
      expect(result.metadata.sourceURL).toBe(result.url);
    }
    expect(res.body.creditsUsed).toBe(2 + 3);
    const plain = await call(mock, "POST /search", { body: { query: "q", limit: 3, scrapeOptions: { formats: [] } } });
    expect(plain.body.data.web[0].markdown).toBeUndefined();
  });

  it("answers the search-style 400 (no code) for an empty query, a bad limit or an unknown key", async () => {
    const empty = await call(mock, "POST /search", { body: { query: "   " } });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe("Invalid request body");
    expect(empty.body.code).toBeUndefined();
    expect(empty.body.details[0].path).toEqual(["query"]);
    const limit = await call(mock, "POST /search", { body: { query: "q", limit: 101 } });
    expect(limit.body.details[0]).toMatchObject({ code: "too_big", maximum: 100, path: ["limit"] });
    const unknown = await call(mock, "POST /search", { body: { query: "q", pages: 2 } });
    expect(unknown.body.details[0]).toMatchObject({ code: "unrecognized_keys", keys: ["pages"] });
  });
});

describe("POST /scrape and GET /scrape/:id", () => {
  it("returns markdown and full metadata by default", async () => {
    const res = await call(mock, "POST /scrape", { body: { url: "https://example.com/docs/getting-started" } });
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data.markdown.startsWith("# Getting Started\n")).toBe(true);
    expect(data.html).toBeUndefined();
    expect(data.metadata).toMatchObject({
      title: "Getting Started",
      sourceURL: "https://example.com/docs/getting-started",
      url: "https://example.com/docs/getting-started",
      statusCode: 200,
      creditsUsed: 1,
      contentType: "text/html",
    });
    expect(data.metadata.scrapeId).toMatch(UUID);
  });

  it("adds the requested formats; json follows the schema and costs 4 more credits", async () => {
    const schema = { type: "object", properties: { name: { type: "string" }, price: { type: "number" }, tags: { type: "array", items: { type: "string" } } } };
    const res = await call(mock, "POST /scrape", {
      body: { url: "https://shop.example.com/item", formats: ["html", "rawHtml", "links", { type: "json", schema }] },
    });
    const { data } = res.body;
    expect(data.html).toContain("<h1>Item</h1>");
    expect(data.rawHtml).toContain("<!DOCTYPE html>");
    expect(data.links).toContain("https://shop.example.com/about");
    expect(data.json).toEqual({ name: "Example name", price: 42.5, tags: ["Example tag"] });
    expect(data.markdown).toBeUndefined();
    expect(data.metadata.creditsUsed).toBe(5);
  });

  it("adds http:// to a URL without scheme but keeps sourceURL as sent", async () => {
    const res = await call(mock, "POST /scrape", { body: { url: "example.com" } });
    expect(res.body.data.metadata).toMatchObject({ sourceURL: "example.com", url: "http://example.com/" });
  });

  it("answers the global BAD_REQUEST shape for unknown keys, bad formats and bad URLs", async () => {
    const unknown = await call(mock, "POST /scrape", { body: { url: "https://example.com", foo: 1 } });
    expect(unknown.status).toBe(400);
    // The same strict schema and 400 body as the engine and the client (first issue as the message).
    expect(unknown.body).toMatchObject({
      success: false,
      code: "BAD_REQUEST",
      error: expect.stringContaining("foo"),
      details: [{ code: "unrecognized_keys", keys: ["foo"], path: [] }],
    });
    const nested = await call(mock, "POST /scrape", { body: { url: "https://example.com", formats: [{ type: "json", prompt: "p", strict: true }] } });
    expect(nested.body.details[0]).toMatchObject({ code: "unrecognized_keys", keys: ["strict"], path: ["formats", 0] });
    const badFormat = await call(mock, "POST /scrape", { body: { url: "https://example.com", formats: ["pdf"] } });
    expect(badFormat.body.details[0].path).toEqual(["formats", 0]);
    const badUrl = await call(mock, "POST /scrape", { body: { url: "not a url" } });
    expect(badUrl.body.details[0].path).toEqual(["url"]);
    const missing = await call(mock, "POST /scrape", { body: {} });
    expect(missing.body.details[0]).toMatchObject({ code: "invalid_type", path: ["url"] });
  });

  it("simulates a DNS failure (.invalid) as HTTP 200 success:false and a target status via /status/<code>", async () => {
    const dns = await call(mock, "POST /scrape", { body: { url: "https://nowhere.invalid" } });
    expect(dns.status).toBe(200);
    expect(dns.body).toMatchObject({ success: false, code: "SCRAPE_DNS_RESOLUTION_ERROR" });
    const gone = await call(mock, "POST /scrape", { body: { url: "https://example.com/status/404" } });
    expect(gone.status).toBe(200);
    expect(gone.body.data.metadata.statusCode).toBe(404);
  });

  it("GET /scrape/:id returns a stored scrape or 404", async () => {
    const scraped = await call(mock, "POST /scrape", { body: { url: "https://example.com" } });
    const id = scraped.body.data.metadata.scrapeId;
    const again = await call(mock, `GET /scrape/${id}`);
    expect(again.body).toEqual({ success: true, data: scraped.body.data });
    const missing = await call(mock, "GET /scrape/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, error: "Job not found." });
  });
});

describe("POST /map", () => {
  it("returns links on the URL's host, respecting limit", async () => {
    const res = await call(mock, "POST /map", { body: { url: "https://docs.example.org", limit: 5 } });
    expect(res.body.success).toBe(true);
    expect(res.body.links).toHaveLength(5);
    for (const link of res.body.links) expect(link.url.startsWith("https://docs.example.org/")).toBe(true);
    expect(res.body.links[0]).toMatchObject({ url: "https://docs.example.org/", title: "Home" });
  });

  it("orders by search relevance and filters to a non-root path", async () => {
    const searched = await call(mock, "POST /map", { body: { url: "https://example.com", search: "pricing" } });
    expect(searched.body.links[0].url).toBe("https://example.com/pricing");
    const scoped = await call(mock, "POST /map", { body: { url: "https://example.com/docs" } });
    expect(scoped.body.links.length).toBeGreaterThan(1);
    for (const link of scoped.body.links) expect(link.url.startsWith("https://example.com/docs")).toBe(true);
  });

  it("rejects unknown keys", async () => {
    const res = await call(mock, "POST /map", { body: { url: "https://example.com", depth: 2 } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("BAD_REQUEST");
  });
});

describe("support and team", () => {
  it("ask returns the default envelope; docs-search its own shape", async () => {
    const ask = await call(mock, "POST /support/ask", { body: { question: "Why is my markdown empty?", rationale: "user wants prices" } });
    expect(ask.status).toBe(200);
    expect(ask.body).toMatchObject({
      answer: expect.stringContaining("Why is my markdown empty?"),
      confidence: "medium",
      fixParameters: null,
      validation: { tested: false, result: "skipped", evidence: "" },
      feedback: null,
      durationMs: expect.any(Number),
    });
    expect(ask.body.requestId).toMatch(/^req_/);
    const docs = await call(mock, "POST /support/docs-search", { body: { question: "webhook signature?" } });
    expect(docs.body.evidence[0]).toHaveProperty("pathOrUrl");
    expect(docs.body.usage.totalTokens).toBe(docs.body.usage.inputTokens + docs.body.usage.outputTokens);
  });

  it("ask without a question answers {error} with no success key; scripted answers replace the default", async () => {
    const bad = await call(mock, "POST /support/ask", { body: {} });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: "invalid_request" });
    mock.script("POST /support/ask", { body: { requestId: "req_1", answer: "Wait longer.", confidence: "high", fixParameters: { waitFor: 5000 } } });
    const fixed = await call(mock, "POST /support/ask", { body: { question: "q" } });
    expect(fixed.body.fixParameters).toEqual({ waitFor: 5000 });
  });

  it("support needs a key", async () => {
    expect((await call(mock, "POST /support/ask", { key: null, body: { question: "q" } })).status).toBe(401);
  });

  it("credit usage reports a balance", async () => {
    const res = await call(mock, "GET /team/credit-usage");
    expect(res.body).toMatchObject({ success: true, data: { remainingCredits: expect.any(Number), planCredits: expect.any(Number) } });
  });
});

describe("route table", () => {
  it("MOCK_ROUTES lists exactly the routes the mock serves, all from the operations registry", async () => {
    const { MOCK_ROUTES } = await import("../../src/testing/index.js");
    const { mockRouteKeys } = await import("../../src/testing/router.js");
    expect([...mockRouteKeys.values()].sort()).toEqual([...MOCK_ROUTES].sort());
  });
});
