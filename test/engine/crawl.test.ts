import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { until } from "../helpers/until.js";
import { deleteJson, getJson, postJson, waitForCrawl } from "./engine-http.js";

describe("crawl", () => {
  let engine: LocalEngine;
  const sites: GeneratedSite[] = [];

  beforeAll(async () => {
    engine = await createLocalEngine({
      allowPrivateNetwork: true,
      lookup: async (hostname) => {
        if (hostname === "gone.test") throw Object.assign(new Error("getaddrinfo ENOTFOUND gone.test"), { code: "ENOTFOUND" });
        return [{ address: "127.0.0.1", family: 4 }];
      },
    });
  });
  afterAll(async () => {
    await engine.close();
    await Promise.all(sites.map((site) => site.close()));
  });

  const site = async (options: Parameters<typeof startGeneratedSite>[0]) => {
    const started = await startGeneratedSite(options);
    sites.push(started);
    return started;
  };
  /** Starts a crawl and waits for its end; returns the final status and the start response. */
  const crawl = async (body: Record<string, unknown>) => {
    const started = await postJson(`${engine.url}/crawl`, body);
    expect(started.status).toBe(200);
    const final = await waitForCrawl(started.body.url);
    return { id: started.body.id as string, url: started.body.url as string, final };
  };
  const pathsOf = (status: { data: { metadata: { url: string } }[] }) =>
    status.data.map((document) => new URL(document.metadata.url).pathname).sort();

  it("starts a job with an absolute status URL on the engine's origin", async () => {
    const generated = await site({ pages: 3 });
    const { status, body } = await postJson(`${engine.url}/crawl`, { url: generated.url("/"), limit: 3 });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/), url: `${engine.url}/crawl/${body.id}` });
    await waitForCrawl(body.url);
  });

  it("crawls breadth-first, honours robots.txt and skips external links", async () => {
    const generated = await site({ pages: 15 });
    const { final, url } = await crawl({ url: generated.url("/"), limit: 100, sitemap: "skip", maxConcurrency: 1 });
    expect(final).toMatchObject({ success: true, status: "completed", total: 15, completed: 15, creditsUsed: 15 });
    expect(final.next).toBeUndefined();
    const order = final.data.map((document: { metadata: { url: string } }) => new URL(document.metadata.url).pathname);
    expect(order).toEqual(Array.from({ length: 15 }, (_, index) => generated.pagePath(index)));
    expect(generated.requests).not.toContain("/private/secret");
    const errors = await getJson(`${url}/errors`);
    expect(errors.body).toEqual({ errors: [], robotsBlocked: [generated.url("/private/secret")] });
    expect(final.warning).toContain("robots.txt");
  });

  it("matches robots.txt groups by the engine's product token", async () => {
    const generated = await site({ pages: 7, robotsTxt: "User-agent: webdata-kit\nDisallow: /page/1\n\nUser-agent: *\nDisallow: /page/2\n" });
    const { final, url } = await crawl({ url: generated.url("/"), limit: 100, sitemap: "skip" });
    // Page 1 and its subtree are blocked for us; the "*" group does not apply.
    expect(pathsOf(final)).toEqual(["/", "/page/2", "/page/5", "/page/6", "/private/secret"].sort());
    expect((await getJson(`${url}/errors`)).body.robotsBlocked).toEqual([generated.url("/page/1")]);
  });

  it("stops at limit", async () => {
    const generated = await site({ pages: 40 });
    const { final } = await crawl({ url: generated.url("/"), limit: 5 });
    expect(final.status).toBe("completed");
    expect(final.data).toHaveLength(5);
    expect(final.total).toBe(5);
  });

  it("applies excludePaths to discovery (excluded pages are not fetched)", async () => {
    const generated = await site({ pages: 40 });
    const { final } = await crawl({ url: generated.url("/"), limit: 100, sitemap: "skip", excludePaths: ["^/page/\\d*[13579]$", "^/private"] });
    expect(pathsOf(final)).toEqual(["/", "/page/14", "/page/2", "/page/30", "/page/6"]);
    expect(generated.requests).not.toContain("/page/1");
  });

  it("uses a start URL outside includePaths for discovery only", async () => {
    const generated = await site({ pages: 10 });
    const { final } = await crawl({ url: generated.url("/"), limit: 100, sitemap: "skip", includePaths: ["^/page/"] });
    expect(pathsOf(final)).toEqual(Array.from({ length: 9 }, (_, index) => `/page/${index + 1}`).sort());
  });

  it("limits link depth with maxDiscoveryDepth", async () => {
    const generated = await site({ pages: 30 });
    const { final } = await crawl({ url: generated.url("/"), limit: 100, sitemap: "skip", maxDiscoveryDepth: 1 });
    expect(pathsOf(final)).toEqual(["/", "/page/1", "/page/2"]);
  });

  it("reads sitemaps: include adds unlinked pages, skip ignores them, only follows no links", async () => {
    const orphan = (_req: unknown, res: ServerResponse) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<html><head><title>Orphan</title></head><body><p>orphan</p></body></html>");
    };
    const generated = await site({ pages: 7, sitemap: ["/page/5", "/orphan"], routes: { "/orphan": orphan } });
    const included = await crawl({ url: generated.url("/"), limit: 100 });
    expect(pathsOf(included.final)).toContain("/orphan");
    expect(included.final.data).toHaveLength(8);
    const skipped = await crawl({ url: generated.url("/"), limit: 100, sitemap: "skip" });
    expect(pathsOf(skipped.final)).not.toContain("/orphan");
    const only = await crawl({ url: generated.url("/"), limit: 100, sitemap: "only" });
    expect(pathsOf(only.final)).toEqual(["/", "/orphan", "/page/5"]);
  });

  it("follows only paths below the start URL unless crawlEntireDomain", async () => {
    const generated = await site({ pages: 10 });
    const narrow = await crawl({ url: generated.url("/page/1"), limit: 100, sitemap: "skip" });
    expect(pathsOf(narrow.final)).toEqual(["/page/1"]);
    expect(narrow.final.warning).toContain("crawlEntireDomain");
    const wide = await crawl({ url: generated.url("/page/1"), limit: 100, sitemap: "skip", crawlEntireDomain: true });
    expect(wide.final.data).toHaveLength(10);
  });

  it("stays on the host unless allowSubdomains / allowExternalLinks", async () => {
    const root = (_req: unknown, res: ServerResponse) => {
      const port = generated.port;
      res.writeHead(200, { "content-type": "text/html" });
      res.end(
        `<html><body><a href="http://docs.site.test:${port}/page/1">docs</a>` +
          `<a href="http://other.test:${port}/page/2">other</a><a href="http://other.test:${port}/">other home</a></body></html>`,
      );
    };
    const generated = await site({ pages: 3, routes: { "/": root } });
    const start = `http://site.test:${generated.port}/`;
    const hostsOf = (status: { data: { metadata: { url: string } }[] }) =>
      status.data.map((document) => new URL(document.metadata.url).hostname + new URL(document.metadata.url).pathname).sort();
    const plain = await crawl({ url: start, limit: 20, sitemap: "skip" });
    expect(hostsOf(plain.final)).toEqual(["site.test/"]);
    const subdomains = await crawl({ url: start, limit: 20, sitemap: "skip", allowSubdomains: true });
    expect(hostsOf(subdomains.final)).toEqual(["docs.site.test/", "docs.site.test/page/1", "site.test/"]);
    const external = await crawl({ url: start, limit: 20, sitemap: "skip", allowExternalLinks: true });
    // One hop to other.test/page/2 (its links not followed); the external home page is skipped.
    expect(hostsOf(external.final)).toEqual(["other.test/page/2", "site.test/"]);
  });

  it("dedupes by query string unless ignoreQueryParameters", async () => {
    const root = (_req: unknown, res: ServerResponse) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end('<html><body><a href="/page/1?a=1">a</a><a href="/page/1?a=2">b</a></body></html>');
    };
    const generated = await site({ pages: 2, routes: { "/": root } });
    const kept = await crawl({ url: generated.url("/"), limit: 20, sitemap: "skip" });
    // "/", both query variants, and the plain "/page/1" from the page's own nav.
    expect(kept.final.data).toHaveLength(4);
    const ignored = await crawl({ url: generated.url("/"), limit: 20, sitemap: "skip", ignoreQueryParameters: true });
    expect(ignored.final.data).toHaveLength(2);
  });

  it("keeps at most maxConcurrency requests in flight, and one with a delay", async () => {
    const parallel = await site({ pages: 20, latencyMs: 30 });
    await crawl({ url: parallel.url("/"), limit: 20, maxConcurrency: 3 });
    expect(parallel.load.maxInFlight).toBeLessThanOrEqual(3);
    expect(parallel.load.maxInFlight).toBeGreaterThan(1);
    const polite = await site({ pages: 6, latencyMs: 10 });
    await crawl({ url: polite.url("/"), limit: 6, maxConcurrency: 5, delay: 0.01 });
    expect(polite.load.maxInFlight).toBe(1);
  });

  it("records failed pages in /errors and fails a crawl with no page at all", async () => {
    const generated = await site({
      pages: 7,
      routes: { "/page/3": (req) => req.socket.destroy() },
    });
    const { final, url } = await crawl({ url: generated.url("/"), limit: 100, sitemap: "skip" });
    expect(final.status).toBe("completed");
    const errors = (await getJson(`${url}/errors`)).body.errors;
    expect(errors).toEqual([
      { id: expect.any(String), timestamp: expect.any(String), url: generated.url("/page/3"), code: "SCRAPE_SITE_ERROR", error: expect.any(String) },
    ]);
    expect(pathsOf(final)).not.toContain("/page/3");
    const failed = await crawl({ url: "http://gone.test/", limit: 5 });
    expect(failed.final.status).toBe("failed");
    expect(failed.final.error).toContain("DNS");
  });

  it("cancels a running crawl: DELETE answers {status:'cancelled'} and fetching stops", async () => {
    const generated = await site({ pages: 300, latencyMs: 20 });
    const started = await postJson(`${engine.url}/crawl`, { url: generated.url("/"), limit: 300, maxConcurrency: 2 });
    await until(async () => (await getJson(started.body.url)).body.completed >= 3, "three pages crawled", 25_000);
    const cancelled = await deleteJson(started.body.url);
    expect(cancelled).toEqual({ status: 200, body: { status: "cancelled" } });
    const status = await getJson(started.body.url);
    expect(status.body.status).toBe("cancelled");
    expect(status.body.data.length).toBeGreaterThanOrEqual(3);
    expect(status.body.data.length).toBeLessThan(300);
    await until(() => generated.load.inFlight === 0, "the site's requests in flight to end");
    const requested = generated.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(generated.requests.length).toBe(requested);
    expect((await deleteJson(started.body.url)).body).toEqual({ status: "cancelled" });
  });

  it("answers job errors in the service's shapes", async () => {
    const generated = await site({ pages: 2 });
    const { url } = await crawl({ url: generated.url("/"), limit: 2 });
    expect(await deleteJson(url)).toEqual({ status: 409, body: { error: "Crawl is already completed" } });
    const unknown = `${engine.url}/crawl/00000000-0000-4000-8000-000000000000`;
    expect(await getJson(unknown)).toEqual({ status: 404, body: { success: false, error: "Job not found" } });
    expect(await deleteJson(unknown)).toEqual({ status: 404, body: { error: "Job not found" } });
    expect((await getJson(`${engine.url}/crawl/not-a-uuid`)).status).toBe(400);
    expect((await getJson(`${url}?limit=0`)).status).toBe(400);
  });

  it("ignores a prompt with a warning, refuses formats it cannot produce and reuse of an idempotency key", async () => {
    const generated = await site({ pages: 2 });
    const prompt = await postJson(`${engine.url}/crawl`, { url: generated.url("/"), prompt: "docs only", limit: 1 });
    expect(prompt.status).toBe(200);
    expect(prompt.body.warning).toMatch(/prompt is ignored/);
    const audio = await postJson(`${engine.url}/crawl`, { url: generated.url("/"), scrapeOptions: { formats: ["audio"] } });
    expect(audio.status).toBe(501);
    expect(audio.body.error).toContain('"audio" format');
    // summary needs the engine's model, which this engine lacks.
    const summary = await postJson(`${engine.url}/crawl`, { url: generated.url("/"), scrapeOptions: { formats: ["summary"] } });
    expect(summary.status).toBe(501);
    expect(summary.body.error).toMatch(/WEBDATA_MODEL/);
    const badRegex = await postJson(`${engine.url}/crawl`, { url: generated.url("/"), includePaths: ["("] });
    expect(badRegex.status).toBe(400);
    const headers = { "x-idempotency-key": "key-1" };
    expect((await postJson(`${engine.url}/crawl`, { url: generated.url("/"), limit: 1 }, headers)).status).toBe(200);
    const again = await postJson(`${engine.url}/crawl`, { url: generated.url("/"), limit: 1 }, headers);
    expect(again).toEqual({ status: 409, body: { success: false, error: "Idempotency key already used" } });
  });
});
