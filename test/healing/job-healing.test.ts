import { describe, expect, it } from "vitest";
import { BadRequestError, JobFailedError, NotFoundError } from "../../src/core/errors.js";
import { healingOf, withSelfHealing, type HealingRecord, type SelfHealingOptions } from "../../src/healing/index.js";
import type { WebDocument } from "../../src/operations/document.js";
import { useMockServer } from "../helpers/mock-client.js";
import { supportAnswer } from "./support-answers.js";

const ctx = useMockServer();

function healingClient(options: SelfHealingOptions = {}) {
  const records: HealingRecord[] = [];
  const client = withSelfHealing(ctx.client({ retry: { maxRetries: 0, initialDelayMs: 5, maxDelayMs: 20 } }), {
    onHeal: (r) => records.push(r),
    ...options,
  });
  return { client, records };
}

function asks() {
  return ctx.mock.requestsTo("POST /support/ask").map((r) => r.body as { question: string; jobId?: string });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

describe("withSelfHealing: jobs", () => {
  it("heals a failed crawl with a NEW crawl started with the fixed options (deep-merged scrapeOptions)", async () => {
    const failedId = ctx.mock.crawl({ documents: 2, failWith: "Too many pages timed out" });
    ctx.mock.script("POST /support/ask", supportAnswer({ fixParameters: { waitFor: 3000, maxDiscoveryDepth: 2 } }));
    const { client } = healingClient();

    const result = await client.crawl.run({ url: "https://docs.example.com", limit: 5, scrapeOptions: { onlyMainContent: false } });

    expect(result.status).toBe("completed");
    expect(result.id).not.toBe(failedId);
    expect(result.data.length).toBe(5);
    const starts = ctx.mock.requestsTo("POST /crawl").map((r) => r.body);
    expect(starts).toEqual([
      { url: "https://docs.example.com", limit: 5, scrapeOptions: { onlyMainContent: false } },
      // A page option suggested at the top level lands in scrapeOptions, next to the caller's own.
      { url: "https://docs.example.com", limit: 5, scrapeOptions: { onlyMainContent: false, waitFor: 3000 }, maxDiscoveryDepth: 2 },
    ]);
    const [ask] = asks();
    expect(ask?.jobId).toBe(failedId);
    expect(ask?.question).toContain(`crawl job ${failedId}`);
    expect(ask?.question).toContain("Too many pages timed out");
    expect(healingOf(result)).toMatchObject({
      operation: "crawl",
      outcome: "healed",
      failure: { trigger: "job_failed", jobId: failedId },
      applied: { "scrapeOptions.waitFor": 3000, maxDiscoveryDepth: 2 },
      retryJobId: result.id,
    });
  });

  it("a crawl that completes with 0 pages counts as a failure", async () => {
    ctx.mock.crawl({ documents: 0 });
    ctx.mock.script("POST /support/ask", supportAnswer({ fixParameters: { sitemap: "include", crawlEntireDomain: true } }));
    const { client } = healingClient();

    const result = await client.crawl.run({ url: "https://docs.example.com/start", limit: 3, sitemap: "skip" });

    expect(result.data).toHaveLength(3);
    expect(asks()[0]?.question).toContain("the crawl completed with 0 pages");
    expect(healingOf(result)).toMatchObject({ failure: { code: "EMPTY_CRAWL" }, applied: { sitemap: "include", crawlEntireDomain: true } });
  });

  it("a fix may lower a crawl's limit but never raise it", async () => {
    ctx.mock.crawl({ documents: 0 });
    ctx.mock.script("POST /support/ask", supportAnswer({ fixParameters: { limit: 5000, allowExternalLinks: true, sitemap: "include" } }));
    const { client } = healingClient();

    const result = await client.crawl.run({ url: "https://docs.example.com", limit: 4 });

    expect(ctx.mock.requestsTo("POST /crawl")[1]?.body).toEqual({ url: "https://docs.example.com", limit: 4, sitemap: "include" });
    expect(healingOf(result)?.refused).toEqual([
      expect.objectContaining({ path: "limit", reason: "protected", detail: expect.stringMatching(/only lower/) }),
      expect.objectContaining({ path: "allowExternalLinks", reason: "protected" }),
    ]);
  });

  it("crawl.start → crawl.pages (how the tools crawl) heals a failed job and skips pages already delivered", async () => {
    ctx.mock.crawl({ documents: 2, failWith: "Crawl failed" });
    ctx.mock.script("POST /support/ask", supportAnswer({ fixParameters: { scrapeOptions: { waitFor: 2000 } } }));
    const { client, records } = healingClient();

    const { id } = await client.crawl.start({ url: "https://docs.example.com", limit: 4 });
    const docs: WebDocument[] = [];
    for await (const doc of client.crawl.pages(id)) docs.push(doc);

    const urls = docs.map((d) => d.metadata?.sourceURL);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toHaveLength(4);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ outcome: "healed", failure: { jobId: id }, applied: { "scrapeOptions.waitFor": 2000 } });
    expect(records[0]?.retryJobId).toMatch(/^[0-9a-f-]{36}$/);
    expect(ctx.mock.requestsTo("POST /crawl")[1]?.body).toEqual({ url: "https://docs.example.com", limit: 4, scrapeOptions: { waitFor: 2000 } });
  });

  it("crawl.wait heals a job this client started; a job it did not start is left alone", async () => {
    const { client } = healingClient();
    ctx.mock.crawl({ documents: 1, failWith: "Crawl failed" });
    ctx.mock.script("POST /support/ask", supportAnswer({ fixParameters: { maxConcurrency: 1 } }));
    const { id } = await client.crawl.start({ url: "https://docs.example.com", limit: 2 });
    const status = await client.crawl.wait(id);
    expect(status.status).toBe("completed");
    expect(healingOf(status)).toMatchObject({ outcome: "healed", applied: { maxConcurrency: 1 } });
    expect(asks()).toHaveLength(1);

    // Seeded, never started through this client: its parameters are unknown, so it cannot be healed.
    const foreign = ctx.mock.crawl({ documents: 1, failWith: "Crawl failed" });
    expect(await rejection(client.crawl.wait(foreign))).toBeInstanceOf(JobFailedError);
    expect(asks()).toHaveLength(1);
  });

  it("a failed status poll (expired job id) does not start a replacement job", async () => {
    const { client } = healingClient();
    const { id } = await client.crawl.start({ url: "https://docs.example.com", limit: 2 });
    ctx.mock.script("GET /crawl/:id", { status: 404, body: { success: false, error: "Job expired" } });
    expect(await rejection(client.crawl.wait(id))).toBeInstanceOf(NotFoundError);
    ctx.mock.script("GET /crawl/:id", { status: 404, body: { success: false, error: "Job expired" } });
    expect(await rejection(drain(client.crawl.pages(id)))).toBeInstanceOf(NotFoundError);
    expect(asks()).toHaveLength(0);
    expect(ctx.mock.requestsTo("POST /crawl")).toHaveLength(1);
  });

  it("heals a failed agent run with a new run; a higher maxCredits is refused", async () => {
    const failedId = ctx.mock.agentJob({ finalStatus: "failed", error: "Could not find the data" });
    ctx.mock.script("POST /support/ask", supportAnswer({ fixParameters: { effort: "high", maxCredits: 9000 } }));
    const { client } = healingClient();

    const result = await client.agent.run({ prompt: "Find the founders of Example Inc", maxCredits: 100 });

    expect(result.status).toBe("completed");
    expect(result.id).not.toBe(failedId);
    expect(ctx.mock.requestsTo("POST /agent")[1]?.body).toEqual({ prompt: "Find the founders of Example Inc", maxCredits: 100, effort: "high" });
    expect(healingOf(result)).toMatchObject({ outcome: "healed", applied: { effort: "high" }, refused: [{ path: "maxCredits", reason: "protected" }] });
  });

  it("heals a failed extract via start + wait (how the tools run it)", async () => {
    ctx.mock.extractJob({ finalStatus: "failed", error: "No data extracted" });
    ctx.mock.script("POST /support/ask", supportAnswer({ fixParameters: { scrapeOptions: { waitFor: 1000 }, urls: ["https://evil.example"] } }));
    const { client } = healingClient();

    const { id } = await client.extract.start({ urls: ["https://example.com/about"], prompt: "the company mission" });
    const status = await client.extract.wait(id);

    expect(status.status).toBe("completed");
    expect(ctx.mock.requestsTo("POST /extract")[1]?.body).toEqual({
      urls: ["https://example.com/about"],
      prompt: "the company mission",
      scrapeOptions: { waitFor: 1000 },
    });
    expect(healingOf(status)?.refused).toEqual([expect.objectContaining({ path: "urls", reason: "protected" })]);
  });

  it("a start rejected with 400 is retried with the fix (one job, not two)", async () => {
    ctx.mock.script("POST /crawl", { status: 400, body: { success: false, code: "BAD_REQUEST", error: "maxDiscoveryDepth too large for sitemap only" } });
    ctx.mock.script("POST /support/ask", supportAnswer({ fixParameters: { sitemap: "include" } }));
    const { client } = healingClient();

    const result = await client.crawl.start({ url: "https://docs.example.com", limit: 2, sitemap: "only" });

    expect(result.id).toBeTruthy();
    expect(ctx.mock.requestsTo("POST /crawl").map((r) => (r.body as { sitemap: string }).sitemap)).toEqual(["only", "include"]);
  });
});

describe("withSelfHealing: search, map and interact", () => {
  it("heals a search error", async () => {
    ctx.mock.script("POST /search", { status: 408, body: { success: false, code: "SCRAPE_TIMEOUT", error: "Timed out scraping results" } });
    ctx.mock.script("POST /support/ask", supportAnswer({ fixParameters: { timeout: 120_000, query: "something else" } }));
    const { client } = healingClient();

    const result = await client.search({ query: "vector databases", limit: 3, scrapeOptions: { formats: ["markdown"] } });

    expect(result.web?.length).toBe(3);
    expect(ctx.mock.requestsTo("POST /search")[1]?.body).toMatchObject({ query: "vector databases", timeout: 120_000 });
    expect(healingOf(result)?.refused).toEqual([expect.objectContaining({ path: "query", reason: "protected" })]);
  });

  it("treats a map with 0 links as suspicious", async () => {
    ctx.mock.script("POST /map", { body: { success: true, links: [] } });
    ctx.mock.script("POST /support/ask", supportAnswer({ fixParameters: { sitemap: "include", ignoreCache: true } }));
    const { client } = healingClient();

    const result = await client.map({ url: "https://example.com", sitemap: "skip" });

    expect(result.links.length).toBeGreaterThan(0);
    expect(healingOf(result)).toMatchObject({ failure: { code: "EMPTY_MAP" }, applied: { sitemap: "include", ignoreCache: true } });
  });

  it("heals an interact error without touching the prompt or code", async () => {
    const { client } = healingClient();
    const page = await client.scrape({ url: "https://example.com/app" });
    const scrapeId = page.metadata!.scrapeId!;
    ctx.mock.script("POST /scrape/:id/interact", { status: 400, body: { success: false, code: "BAD_REQUEST", error: "timeout too short" } });
    ctx.mock.script("POST /support/ask", supportAnswer({ fixParameters: { timeout: 120, code: "await page.goto('https://evil.example')" } }));

    const result = await client.interact(scrapeId, { prompt: "Open the pricing tab", timeout: 5 });

    expect(result.output).toContain("Open the pricing tab");
    expect(ctx.mock.requestsTo("POST /scrape/:id/interact")[1]?.body).toEqual({ prompt: "Open the pricing tab", timeout: 120 });
    expect(healingOf(result)?.refused).toEqual([expect.objectContaining({ path: "code", reason: "protected" })]);
  });

  it("only heals the operations it is asked to", async () => {
    ctx.mock.script("POST /search", { status: 400, body: { success: false, error: "Invalid request body" } });
    const { client } = healingClient({ operations: ["scrape"] });
    expect(await rejection(client.search({ query: "x" }))).toBeInstanceOf(BadRequestError);
    expect(asks()).toHaveLength(0);
  });
});

async function drain(pages: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of pages) {
    // read everything
  }
}
