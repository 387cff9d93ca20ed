import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { postJson, waitForCrawl } from "./engine-http.js";

const resolveToLoopback = async () => [{ address: "127.0.0.1", family: 4 as const }];

describe("POST /map", () => {
  let engine: LocalEngine;
  let site: GeneratedSite;

  beforeAll(async () => {
    engine = await createLocalEngine({ allowPrivateNetwork: true, lookup: resolveToLoopback });
    site = await startGeneratedSite({
      pages: 12,
      sitemap: ["/page/9", "/page/10", "/docs/guide", "/docs/api"],
    });
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  const urlsOf = (body: { links: { url: string }[] }) => body.links.map((link) => new URL(link.url).pathname);

  it("lists sitemap URLs and the start page's links without crawling", async () => {
    const before = site.requests.length;
    const { status, body } = await postJson(`${engine.url}/map`, { url: site.url("/") });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, id: expect.any(String) });
    expect(urlsOf(body)).toEqual(["/", "/page/9", "/page/10", "/docs/guide", "/docs/api", "/page/1", "/page/2", "/private/secret"]);
    // robots.txt, sitemap.xml and the start page: nothing else was fetched.
    expect(site.requests.slice(before).sort()).toEqual(["/", "/robots.txt", "/sitemap.xml"]);
  });

  it("orders by search relevance, applies limit, and keeps to a path prefix", async () => {
    const searched = await postJson(`${engine.url}/map`, { url: site.url("/"), search: "guide", limit: 3 });
    expect(urlsOf(searched.body)).toEqual(["/docs/guide", "/", "/page/9"]);
    const prefixed = await postJson(`${engine.url}/map`, { url: site.url("/docs"), sitemap: "only" });
    expect(urlsOf(prefixed.body)).toEqual(["/docs", "/docs/guide", "/docs/api"]);
  });

  it("labels URLs the engine has already fetched with their title", async () => {
    await postJson(`${engine.url}/scrape`, { url: site.url("/page/9") });
    const { body } = await postJson(`${engine.url}/map`, { url: site.url("/"), sitemap: "only" });
    expect(body.links.find((link: { url: string }) => link.url === site.url("/page/9"))).toEqual({
      url: site.url("/page/9"),
      title: "Page 9",
      description: "Description of page 9",
    });
  });

  it("includes subdomains by default and drops them with includeSubdomains: false", async () => {
    const subdomainSite = await startGeneratedSite({
      pages: 2,
      sitemap: false,
      routes: {
        "/": (_req, res) => {
          res.writeHead(200, { "content-type": "text/html" });
          res.end(`<a href="http://blog.map.test:${subdomainSite.port}/post">post</a><a href="http://elsewhere.test/">x</a>`);
        },
      },
    });
    try {
      const start = `http://map.test:${subdomainSite.port}/`;
      const withSubdomains = await postJson(`${engine.url}/map`, { url: start });
      expect(withSubdomains.body.links.map((link: { url: string }) => link.url)).toEqual([
        start,
        `http://blog.map.test:${subdomainSite.port}/post`,
      ]);
      const without = await postJson(`${engine.url}/map`, { url: start, includeSubdomains: false });
      expect(without.body.links.map((link: { url: string }) => link.url)).toEqual([start]);
    } finally {
      await subdomainSite.close();
    }
  });

  it("validates the request", async () => {
    const { status, body } = await postJson(`${engine.url}/map`, { url: site.url("/"), limit: 0 });
    expect(status).toBe(400);
    expect(body.code).toBe("BAD_REQUEST");
    expect(body.details[0].path).toEqual(["limit"]);
  });
});

describe("POST /search", () => {
  let site: GeneratedSite;
  let dataDir: string;

  beforeAll(async () => {
    site = await startGeneratedSite({ pages: 30 });
    dataDir = await mkdtemp(join(tmpdir(), "webdata-engine-"));
  });
  afterAll(async () => {
    await site.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("says the index is empty before anything was fetched", async () => {
    await using engine = await createLocalEngine({ allowPrivateNetwork: true });
    const { status, body } = await postJson(`${engine.url}/search`, { query: "lighthouse" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, data: { web: [] }, creditsUsed: 0, id: expect.any(String) });
    expect(body.warning).toContain("none yet");
  });

  it("ranks crawled pages and keeps them across restarts with a data directory", async () => {
    {
      await using engine = await createLocalEngine({ allowPrivateNetwork: true, dataDir });
      const started = await postJson(`${engine.url}/crawl`, { url: site.url("/"), limit: 30 });
      await waitForCrawl(started.body.url);
      const { body } = await postJson(`${engine.url}/search`, { query: "token17" });
      expect(body.data.web).toEqual([
        { url: site.url("/page/17"), title: "Page 17", description: "Description of page 17", position: 1 },
      ]);
    }
    await using restarted = await createLocalEngine({ allowPrivateNetwork: true, dataDir });
    const { body } = await postJson(`${restarted.url}/search`, { query: "Page 23 token23", limit: 5 });
    expect(body.data.web[0].url).toBe(site.url("/page/23"));
    const many = await postJson(`${restarted.url}/search`, { query: "lighthouse", limit: 7 });
    expect(many.body.data.web).toHaveLength(7);
    expect(many.body.data.web.map((result: { position: number }) => result.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("falls back from all words to any word, filters domains, and scrapes results on request", async () => {
    await using engine = await createLocalEngine({ allowPrivateNetwork: true, dataDir });
    const anyWord = await postJson(`${engine.url}/search`, { query: "token5 zebra-unknown-word" });
    expect(anyWord.body.data.web[0].url).toBe(site.url("/page/5"));
    const excluded = await postJson(`${engine.url}/search`, { query: "token5", excludeDomains: ["127.0.0.1"] });
    expect(excluded.body.data.web).toEqual([]);
    const scraped = await postJson(`${engine.url}/search`, {
      query: "token8",
      sources: ["web", "news"],
      scrapeOptions: { formats: ["markdown", "links"] },
    });
    expect(scraped.body.data.news).toEqual([]);
    expect(scraped.body.data.web[0].markdown).toContain("# Page 8");
    expect(scraped.body.data.web[0].links).toContain(site.url("/page/17"));
    expect(scraped.body.data.web[0].metadata.statusCode).toBe(200);
  });

  it("does not index pages scraped with zeroDataRetention or storeInCache: false", async () => {
    await using engine = await createLocalEngine({ allowPrivateNetwork: true });
    await postJson(`${engine.url}/scrape`, { url: site.url("/page/3"), zeroDataRetention: true });
    await postJson(`${engine.url}/scrape`, { url: site.url("/page/4"), storeInCache: false });
    await postJson(`${engine.url}/scrape`, { url: site.url("/page/6") });
    const { body } = await postJson(`${engine.url}/search`, { query: "lighthouse" });
    expect(body.data.web.map((result: { url: string }) => result.url)).toEqual([site.url("/page/6")]);
  });

  it("answers validation errors in search's own shape", async () => {
    await using engine = await createLocalEngine({ allowPrivateNetwork: true });
    const empty = await postJson(`${engine.url}/search`, { query: "  " });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ success: false, error: "Invalid request body", details: expect.any(Array) });
    // A format that needs the engine's model (which it lacks) is a 501 naming how to give it one.
    const format = await postJson(`${engine.url}/search`, { query: "x", scrapeOptions: { formats: ["summary"] } });
    expect(format.status).toBe(501);
    expect(format.body.error).toContain('"summary" format needs a language model');
  });
});
