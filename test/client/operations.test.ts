import { describe, expect, it } from "vitest";
import { z } from "zod/v4";
import { useMockServer } from "../helpers/mock-client.js";

const ctx = useMockServer();

describe("WebDataClient operations against the mock server", () => {
  it("search sends the body and flattens data with credits and id", async () => {
    const result = await ctx.client().search({ query: "web data", limit: 3, sources: ["web", "news"] });
    const [req] = ctx.mock.requestsTo("POST /search");
    expect(req?.body).toEqual({ query: "web data", limit: 3, sources: ["web", "news"] });
    expect(req?.headers.authorization).toBe(`Bearer ${ctx.mock.apiKey}`);
    expect(req?.headers["user-agent"]).toMatch(/^webdata-kit\/\d+\.\d+\.\d+/);
    expect(result.web?.length).toBe(3);
    expect(result.news?.length).toBeGreaterThan(0);
    expect(typeof result.creditsUsed).toBe("number");
    expect(typeof result.id).toBe("string");
  });

  it("scrape returns the document with metadata and credits", async () => {
    const doc = await ctx.client().scrape({ url: "https://example.com/docs", formats: ["markdown", "links"] });
    expect(doc.markdown).toContain("#");
    expect(doc.metadata?.scrapeId).toBeTruthy();
    expect(doc.metadata?.sourceURL).toBe("https://example.com/docs");
    expect(doc.metadata?.creditsUsed).toBe(1);
    expect(Array.isArray(doc.links)).toBe(true);
  });

  it("a zod 4 schema in a json format reaches the server as JSON Schema without $schema", async () => {
    const schema = z.object({ title: z.string(), price: z.number() });
    await ctx.client().scrape({ url: "https://example.com", formats: [{ type: "json", schema }] });
    const body = ctx.mock.requestsTo("POST /scrape")[0]?.body as { formats: { schema: Record<string, unknown> }[] };
    const sent = body.formats[0]?.schema;
    expect(sent).toMatchObject({ type: "object", properties: { title: { type: "string" }, price: { type: "number" } } });
    expect(sent).not.toHaveProperty("$schema");
  });

  it("map returns link objects", async () => {
    const res = await ctx.client().map({ url: "https://example.com", limit: 5 });
    expect(res.links.length).toBeLessThanOrEqual(5);
    expect(res.links[0]).toHaveProperty("url");
  });

  it("interact posts to /scrape/{id}/interact and stopInteraction reports billing", async () => {
    const client = ctx.client();
    const doc = await client.scrape({ url: "https://example.com/pricing" });
    const scrapeId = String(doc.metadata?.scrapeId);
    const out = await client.interact(scrapeId, { prompt: "What does the Pro plan cost?" });
    expect(out.success).toBe(true);
    expect(typeof out.output).toBe("string");
    const [req] = ctx.mock.requestsTo("POST /scrape/:id/interact");
    expect(req?.path).toBe(`/v2/scrape/${scrapeId}/interact`);
    expect(req?.body).toEqual({ prompt: "What does the Pro plan cost?" });
    const stop = await client.stopInteraction(scrapeId);
    expect(typeof stop.sessionDurationMs).toBe("number");
    expect(ctx.mock.requestsTo("POST /interact")).toHaveLength(0);
  });

  it("crawl start/status/errors/cancel", async () => {
    const client = ctx.client();
    ctx.mock.crawl({ documents: 5, progressPerPoll: 2, errors: [{ id: "e1", url: "https://example.com/x", error: "boom" }] });
    const { id } = await client.crawl.start({ url: "https://example.com", limit: 5 });
    const first = await client.crawl.status(id);
    expect(first.status).toBe("scraping");
    const errors = await client.crawl.errors(id);
    expect(errors.errors).toHaveLength(1);
    const cancelled = await client.crawl.cancel(id);
    expect(cancelled.status).toBe("cancelled");
  });

  it("crawl.run collects every document across pages", async () => {
    ctx.mock.crawl({ documents: 250, progressPerPoll: 90 });
    const result = await ctx.client().crawl.run({ url: "https://example.com", limit: 250 });
    expect(result.status).toBe("completed");
    expect(result.data).toHaveLength(250);
    expect(new Set(result.data.map((d) => d.metadata?.sourceURL)).size).toBe(250);
  });

  it("extract.run waits for the data and reports tokens", async () => {
    ctx.mock.extractJob({ pollsToComplete: 2, data: { mission: "x" } });
    const res = await ctx.client().extract.run({ urls: ["https://example.com"], prompt: "Find the mission" });
    expect(res.status).toBe("completed");
    expect(res.data).toEqual({ mission: "x" });
    expect(typeof res.tokensUsed).toBe("number");
  });

  it("agent.run waits for completion; agent.cancel cancels", async () => {
    const client = ctx.client();
    ctx.mock.agentJob({ pollsToComplete: 2, data: { founders: ["A"] }, creditsUsed: 15 });
    const res = await client.agent.run({ prompt: "Who founded Example?", maxCredits: 100 });
    expect(res.data).toEqual({ founders: ["A"] });
    expect(res.creditsUsed).toBe(15);
    const { id } = await client.agent.start({ prompt: "Long research" });
    expect((await client.agent.cancel(id)).success).toBe(true);
  });

  it("support.ask sends question and rationale with an Idempotency-Key", async () => {
    const res = await ctx.client().support.ask({ question: "Why is my markdown empty?", rationale: "need prices" });
    expect(res.answer).toBeTruthy();
    const [req] = ctx.mock.requestsTo("POST /support/ask");
    expect(req?.headers["idempotency-key"]).toMatch(/[0-9a-f-]{36}/);
  });
});
