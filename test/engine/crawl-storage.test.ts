import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine, MemoryFrontier } from "../../src/engine/index.js";
import { maxLinksPerPage } from "../../src/engine/crawl/crawl-bounds.js";
import { crawlResultsFileName, openSqliteResultStore } from "../../src/engine/crawl/sqlite-result-store.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { collectAllPages, getJson, postJson, waitForCrawl } from "./engine-http.js";

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const entry = (url: string) => ({ url, depth: 0, external: false, discoveryOnly: false });

describe("crawl results on disk", () => {
  let site: GeneratedSite;
  let dataDir: string;
  beforeAll(async () => {
    site = await startGeneratedSite({ pages: 30, paragraphs: 20 });
    dataDir = mkdtempSync(join(tmpdir(), "webdata-results-"));
  });
  afterAll(async () => {
    await site.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps documents in SQLite in dataDir and pages them exactly as before", async () => {
    await using engine = await createLocalEngine({ allowPrivateNetwork: true, dataDir });
    const started = await postJson(`${engine.url}/crawl`, { url: site.url("/"), limit: 30, sitemap: "skip" });
    await waitForCrawl(started.body.url);
    expect(existsSync(join(dataDir, crawlResultsFileName))).toBe(true);
    const { documents } = await collectAllPages(`${started.body.url}?limit=7`);
    expect(documents).toHaveLength(30);
    expect(new Set(documents.map((document) => document.metadata.url)).size).toBe(30);
    expect(documents[0].markdown).toContain("Page 0");
    const page = await getJson(`${started.body.url}?skip=28`);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.next).toBeUndefined();
  });

  it("evicts the oldest finished crawl when the size budget needs room (its status then answers 404)", async () => {
    // Each crawl of 12 pages stores about 25 kB: two fit; the second crawl needs the first one's room.
    await using engine = await createLocalEngine({ allowPrivateNetwork: true, maxResultBytes: 60_000 });
    const first = await postJson(`${engine.url}/crawl`, { url: site.url("/"), limit: 12, sitemap: "skip" });
    const firstFinal = await waitForCrawl(first.body.url);
    expect(firstFinal.data.length).toBe(12);
    const second = await postJson(`${engine.url}/crawl`, { url: site.url("/"), limit: 12, sitemap: "skip" });
    await waitForCrawl(second.body.url);
    const third = await postJson(`${engine.url}/crawl`, { url: site.url("/"), limit: 12, sitemap: "skip" });
    const thirdFinal = await waitForCrawl(third.body.url);
    expect(thirdFinal.status).toBe("completed");
    expect((await collectAllPages(third.body.url)).documents).toHaveLength(12);
    const gone = await getJson(first.body.url);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ success: false, error: "Job not found" });
  });

  it("stops a crawl that alone passes the budget, keeping what fits, with a warning", async () => {
    await using engine = await createLocalEngine({ allowPrivateNetwork: true, maxResultBytes: 40_000 });
    const started = await postJson(`${engine.url}/crawl`, { url: site.url("/"), limit: 30, sitemap: "skip", maxConcurrency: 1 });
    const final = await waitForCrawl(started.body.url);
    expect(final.status).toBe("completed");
    expect(final.warning).toContain("result storage is full (maxResultBytes)");
    const { documents } = await collectAllPages(started.body.url);
    expect(documents.length).toBeGreaterThan(0);
    expect(documents.length).toBeLessThan(30);
  });

  it("drops a finished job's documents after the retention time", async () => {
    let now = 1_000;
    const evicted: string[] = [];
    const store = await openSqliteResultStore({ maxBytes: 1e9, retentionMs: 100, onEvict: (id) => evicted.push(id), now: () => now });
    store.append("a", json({ metadata: { url: "u" } }));
    store.finish("a");
    store.append("b", json({ metadata: { url: "v" } }));
    now += 101;
    store.append("b", json({ metadata: { url: "w" } }));
    expect(evicted).toEqual(["a"]);
    expect(store.count("a")).toBe(0);
    expect(store.read("b", 0, 10).map((document) => document.metadata.url)).toEqual(["v", "w"]);
    // A status page reads stored bytes up to its budget (at least one document), never more.
    const size = json({ metadata: { url: "v" } }).byteLength;
    expect(store.readEncoded("b", 0, 10, size + 1)).toHaveLength(1);
    expect(store.readEncoded("b", 0, 10, 1)).toHaveLength(1);
    expect(store.readEncoded("b", 0, 10, 2 * size)).toHaveLength(2);
    await store.close();
  });
});

describe("crawl bounds on hostile pages", () => {
  let server: Server;
  let origin: string;
  const requested = new Set<string>();
  beforeAll(async () => {
    // Every page links to 6,000 unique pages: a link farm.
    server = createServer((req, res) => {
      requested.add(req.url ?? "");
      if (req.url === "/robots.txt" || req.url === "/sitemap.xml") {
        res.writeHead(404).end();
        return;
      }
      const base = (req.url ?? "/").replace(/\/$/, "");
      const links = Array.from({ length: 6_000 }, (_, i) => `<a href="${base}/n${i}">${i}</a>`).join("");
      res.setHeader("content-type", "text/html");
      res.end(`<html><body><main><p>farm</p>${links}</main></body></html>`);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("takes at most maxLinksPerPage links from one page, in document order", async () => {
    const seenUrls: string[] = [];
    class RecordingFrontier extends MemoryFrontier {
      override async offer(key: string, item: ReturnType<typeof entry>): Promise<boolean> {
        seenUrls.push(item.url);
        return super.offer(key, item);
      }
    }
    await using engine = await createLocalEngine({ allowPrivateNetwork: true, frontier: () => new RecordingFrontier() });
    const started = await postJson(`${engine.url}/crawl`, { url: `${origin}/`, limit: 1, sitemap: "skip" });
    await waitForCrawl(started.body.url);
    const fromHome = seenUrls.filter((url) => /\/n\d+$/.test(url));
    expect(fromHome).toHaveLength(maxLinksPerPage);
    expect(fromHome[0]).toBe(`${origin}/n0`);
  });

  it("bounds the default frontier's queue and seen set for the crawl's limit", async () => {
    const frontier = new MemoryFrontier(3, 5);
    const offered = await Promise.all(["a", "b", "c", "d"].map((key) => frontier.offer(key, entry(`http://x/${key}`))));
    expect(offered).toEqual([true, true, true, false]);
    await frontier.take();
    expect(await frontier.offer("e", entry("http://x/e"))).toBe(true);
    await frontier.take();
    expect(await frontier.offer("f", entry("http://x/f"))).toBe(true);
    await frontier.take();
    // Five keys remembered: a sixth cannot be deduplicated, so it is not queued.
    expect(await frontier.offer("g", entry("http://x/g"))).toBe(false);
    expect(frontier.seenCount).toBe(5);
    expect(await frontier.offer("a", entry("http://x/a"))).toBe(false);
  });

  it("a link-farm crawl with limit 5 stays within its page limit", async () => {
    await using engine = await createLocalEngine({ allowPrivateNetwork: true });
    const started = await postJson(`${engine.url}/crawl`, { url: `${origin}/`, limit: 5, sitemap: "skip", maxConcurrency: 2 });
    const final = await waitForCrawl(started.body.url);
    expect(final).toMatchObject({ status: "completed", total: 5, completed: 5 });
  });
});
