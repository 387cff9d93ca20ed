import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebDataClient } from "../../src/client.js";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { withSelfHealing, type HealingRecord } from "../../src/healing/index.js";
import { getJson, postJson, waitForCrawl } from "../engine/engine-http.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { scriptedTextModel } from "../helpers/scripted-json-model.js";

const loopback = { allowPrivateNetwork: true, lookup: async () => [{ address: "127.0.0.1", family: 4 as const }] };
const page = (title: string, body: string) => `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
const prose = "<p>This paragraph has enough words in it to count as real content for any reader of the page.</p>";

describe("support ask on the engine's own failures (rules, validated by re-running)", () => {
  let site: GeneratedSite;
  let engine: LocalEngine;
  beforeAll(async () => {
    site = await startGeneratedSite({
      pages: 1,
      routes: {
        "/slow": (_req, res) => void setTimeout(() => res.end(page("Slow", prose)), 1500),
        "/forbidden": (_req, res) => res.writeHead(403, { "content-type": "text/html" }).end(page("Forbidden", "<p>No.</p>")),
        "/docs/start": (_req, res) => res.end(page("Start", `${prose}<a href="/guide/one">One</a> <a href="/guide/two">Two</a>`)),
        "/guide/one": (_req, res) => res.end(page("One", prose)),
        "/guide/two": (_req, res) => res.end(page("Two", prose)),
        "/blog": (_req, res) => res.end(page("Blog", `${prose}<a href="/blog/a">A</a> <a href="/blog/b">B</a>`)),
        "/blog/a": (_req, res) => res.end(page("A", prose)),
        "/blog/b": (_req, res) => res.end(page("B", prose)),
      },
    });
    engine = await createLocalEngine(loopback);
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  const ask = async (body: Record<string, unknown>) => {
    const { status, body: answer } = await postJson(`${engine.url}/support/ask`, body);
    expect(status).toBe(200);
    expect(answer).toMatchObject({ requestId: expect.stringMatching(/^req_/), answer: expect.any(String), durationMs: expect.any(Number) });
    return answer;
  };

  it("a timeout → a larger timeout, tested by re-running the scrape", async () => {
    const failed = await postJson(`${engine.url}/scrape`, { url: site.url("/slow"), timeout: 1000 });
    expect(failed.status).toBe(408);
    const answer = await ask({
      question: `My \`scrape\` call (POST /scrape) failed with HTTP 408, code SCRAPE_TIMEOUT.\nRequest parameters (credentials redacted): ${JSON.stringify({ url: site.url("/slow"), timeout: 1000 })}`,
    });
    expect(answer).toMatchObject({
      confidence: "high",
      fixParameters: { timeout: 60000 },
      validation: { tested: true, result: "success", evidence: expect.stringContaining("timeout=60000") },
      feedback: null,
    });
    expect(answer.answer).toMatch(/timed out/);
  });

  it("a 403 → explained, no fix offered", async () => {
    await postJson(`${engine.url}/scrape`, { url: site.url("/forbidden") });
    const answer = await ask({ question: `Why is my scrape of ${site.url("/forbidden")} blocked?` });
    expect(answer).toMatchObject({
      confidence: "high",
      fixParameters: null,
      validation: { tested: false, result: "skipped" },
      feedback: { blockedBy: "the site answered HTTP 403", attempted: expect.any(Array) },
    });
    expect(answer.answer).toMatch(/403/);
  });

  it("a crawl whose start page answers 403 → explained, no fix", async () => {
    const start = await postJson(`${engine.url}/crawl`, { url: site.url("/forbidden") });
    await waitForCrawl(`${engine.url}/crawl/${start.body.id}`);
    const answer = await ask({ question: `Crawl ${start.body.id} returned only an error page`, context: { operation: "crawl", jobId: start.body.id } });
    expect(answer).toMatchObject({ fixParameters: null, confidence: "high", feedback: { blockedBy: "the start page answered HTTP 403" } });
    expect(answer.answer).toMatch(/403/);
  });

  it("a crawl that found one page because of path scoping → crawlEntireDomain, tested", async () => {
    const start = await postJson(`${engine.url}/crawl`, { url: site.url("/docs/start") });
    const done = await waitForCrawl(`${engine.url}/crawl/${start.body.id}`);
    expect(done.total).toBe(1);
    const answer = await ask({
      question: `My crawl job ${start.body.id} (started with POST /crawl) completed with only 1 page.\nRequest parameters: ${JSON.stringify({ url: site.url("/docs/start") })}`,
      context: { operation: "crawl", jobId: start.body.id },
    });
    expect(answer).toMatchObject({
      confidence: "high",
      fixParameters: { crawlEntireDomain: true },
      validation: { tested: true, result: "success" },
    });
    expect(answer.validation.evidence).toMatch(/[2-9]\d* page\(s\) instead of 1/);
  });

  it("includePaths that match nothing → a corrected pattern, tested", async () => {
    const params = { url: site.url("/blog"), includePaths: ["^blog/.*"] };
    const start = await postJson(`${engine.url}/crawl`, params);
    const done = await waitForCrawl(`${engine.url}/crawl/${start.body.id}`);
    expect(done.total).toBeLessThanOrEqual(1);
    const answer = await ask({ question: `My crawl ${start.body.id} found nothing. Request parameters: ${JSON.stringify(params)}`, context: { operation: "crawl" } });
    expect(answer).toMatchObject({ fixParameters: { includePaths: ["^/blog/.*"] }, validation: { tested: true, result: "success" }, confidence: "high" });
  });

  it("a question that names only the crawl job: the engine remembers the job's parameters and diagnoses them", async () => {
    const start = await postJson(`${engine.url}/crawl`, { url: site.url("/blog"), includePaths: ["^blog/.+"] });
    await waitForCrawl(`${engine.url}/crawl/${start.body.id}`);
    const answer = await ask({ question: `Crawl ${start.body.id} returned almost nothing. Why?`, context: { operation: "crawl", jobId: start.body.id } });
    expect(answer).toMatchObject({ validation: { tested: true, result: "success" }, confidence: "high" });
    expect(answer.fixParameters.includePaths[0]).toMatch(/^\^?\/blog\//);
  });

  it("robots.txt → explained, no fix", async () => {
    const robotsSite = await startGeneratedSite({ pages: 1, robotsTxt: "User-agent: *\nDisallow: /" });
    try {
      const start = await postJson(`${engine.url}/crawl`, { url: robotsSite.url("/") });
      await waitForCrawl(`${engine.url}/crawl/${start.body.id}`);
      const errors = await getJson(`${engine.url}/crawl/${start.body.id}/errors`);
      expect(errors.body.robotsBlocked.length).toBeGreaterThan(0);
      const answer = await ask({ question: `Crawl ${start.body.id} returned nothing`, context: { operation: "crawl", jobId: start.body.id } });
      expect(answer).toMatchObject({ fixParameters: null, feedback: { blockedBy: "robots.txt" }, confidence: "high" });
      // Asked about the site alone (no job): support re-runs a bounded crawl and finds the same cause.
      const plain = await ask({ question: `My crawl of ${robotsSite.url("/")} found no pages. What is wrong?` });
      expect(plain).toMatchObject({ fixParameters: null, feedback: { blockedBy: "robots.txt" }, validation: { tested: false, result: "skipped" } });
      expect(plain.answer).toMatch(/robots\.txt/);
    } finally {
      await robotsSite.close();
    }
  });

  it("with a model, the model writes the answer and the rules still decide the fix", async () => {
    const { model, prompts } = scriptedTextModel(["The site is slow; give it a minute."]);
    await using withModel = await createLocalEngine({ ...loopback, model });
    await postJson(`${withModel.url}/scrape`, { url: site.url("/slow"), timeout: 1000 });
    const { body } = await postJson(`${withModel.url}/support/ask`, { question: `My scrape of ${site.url("/slow")} timed out. Request parameters: {"url":"${site.url("/slow")}","timeout":1000}` });
    expect(body).toMatchObject({ answer: "The site is slow; give it a minute.", fixParameters: { timeout: 60000 }, validation: { result: "success" } });
    expect(prompts[0]).toContain('"rule":"timeout"');
  });

  it("answers a question it cannot place with low confidence and feedback", async () => {
    const answer = await ask({ question: "Why is everything slow today?" });
    expect(answer).toMatchObject({ confidence: "low", fixParameters: null, feedback: { blockedBy: expect.any(String) } });
  });

  it("withSelfHealing against the engine heals a real timeout: no mock anywhere", async () => {
    const records: HealingRecord[] = [];
    const client = withSelfHealing(new WebDataClient({ baseUrl: engine.url, retry: { maxRetries: 0 } }), { onHeal: (r) => records.push(r) });
    const document = await client.scrape({ url: site.url("/slow"), timeout: 1000 });
    expect(document.markdown).toContain("enough words");
    expect(records[0]).toMatchObject({ outcome: "healed", applied: { timeout: 60000 }, confidence: "high", validation: { tested: true, result: "success" } });
  });
});
