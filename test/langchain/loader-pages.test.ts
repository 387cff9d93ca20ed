import type { Document } from "@langchain/core/documents";
import { describe, expect, it } from "vitest";
import { WebDataLoader } from "../../src/adapters/langchain/loader.js";
import type { WebDataLoaderOptions } from "../../src/loading/load-options.js";
import type { FetchLike } from "../../src/core/options.js";
import { APIUserAbortError, AuthenticationError } from "../../src/core/errors.js";
import { useMockServer } from "../helpers/mock-client.js";

const ctx = useMockServer();

function loader(options: WebDataLoaderOptions, clientOptions = {}): WebDataLoader {
  return new WebDataLoader({ ...options, client: ctx.client(clientOptions) });
}

const urls = (n: number, host = "docs.example") => Array.from({ length: n }, (_, i) => `https://${host}/guide-${i + 1}`);
const sources = (docs: Document[]) => docs.map((doc) => String(doc.metadata.source));

/** A `fetch` that records how many requests were in flight at most. */
function countingFetch(): { fetch: FetchLike; maxInFlight: () => number } {
  let inFlight = 0;
  let max = 0;
  return {
    maxInFlight: () => max,
    fetch: async (input, init) => {
      max = Math.max(max, ++inFlight);
      try {
        return await fetch(input, init);
      } finally {
        inFlight--;
      }
    },
  };
}

/** Scripted scrape answers that take a while, so concurrent requests overlap. */
function slowScrapes(times: number): void {
  ctx.mock.script("POST /scrape", {
    delayMs: 25,
    times,
    body: (req) => {
      const url = (req.body as { url: string }).url;
      return { success: true, data: { markdown: `# ${url}`, metadata: { sourceURL: url, url, statusCode: 200 } } };
    },
  });
}

describe("WebDataLoader scrape mode", () => {
  it("scrapes every URL once with at most `concurrency` requests in flight", async () => {
    slowScrapes(12);
    const counter = countingFetch();
    const list = urls(12);
    const docs = await loader({ mode: "scrape", urls: [...list, list[0] as string], concurrency: 3, batch: false }, { fetch: counter.fetch }).load();

    expect(sources(docs).sort()).toEqual([...list].sort());
    expect(ctx.mock.requestsTo("POST /scrape")).toHaveLength(12);
    expect(counter.maxInFlight()).toBe(3);
    expect(docs[0]?.pageContent).toMatch(/^# https:\/\/docs\.example\/guide-/);
  });

  it("takes a single URL and client options instead of a client", async () => {
    const load = new WebDataLoader({ mode: "scrape", urls: "https://docs.example/pricing", apiKey: ctx.mock.apiKey ?? "", baseUrl: ctx.mock.url });
    const [doc] = await load.load();
    expect(doc?.pageContent).toContain("# Pricing");
    expect(doc?.metadata).toMatchObject({ source: "https://docs.example/pricing", statusCode: 200 });
    expect(ctx.mock.requestsTo("POST /scrape")[0]?.headers.authorization).toBe(`Bearer ${ctx.mock.apiKey}`);
  });

  it("reports per-URL failures as skips and goes on", async () => {
    ctx.mock.script("POST /scrape", { status: 403, body: { success: false, error: "This website is no longer supported" } });
    const skipped: unknown[] = [];
    const list = ["https://blocked.example/a", "https://gone.invalid/b", "https://docs.example/status/404", "https://docs.example/ok"];
    const load = loader({ mode: "scrape", urls: list, concurrency: 1, batch: false, onSkip: (s) => skipped.push(s) });
    const docs = await load.load();

    expect(sources(docs)).toEqual(["https://docs.example/ok"]);
    expect(skipped).toMatchObject([
      { url: "https://blocked.example/a", reason: "request-failed", message: expect.stringContaining("no longer supported") },
      { url: "https://gone.invalid/b", reason: "request-failed", message: expect.stringContaining("DNS resolution failed") },
      { url: "https://docs.example/status/404", reason: "http-status", statusCode: 404 },
    ]);
    expect(load.lastSummary).toMatchObject({ status: "completed", yielded: 1, read: 4 });
  });

  it("an infrastructure error (bad key) ends the load instead of being skipped", async () => {
    const load = loader({ mode: "scrape", urls: urls(5, "auth.example") }, { apiKey: "fc-wrong" });
    await expect(load.load()).rejects.toBeInstanceOf(AuthenticationError);
    expect(load.lastSummary?.status).toBe("error");
    expect(load.lastSummary?.skipped).toEqual([]);
  });

  it("maxPages: scrapes no more than needed and lists the URLs it did not load", async () => {
    const list = urls(10, "max.example");
    const load = loader({ mode: "scrape", urls: list, maxPages: 3, concurrency: 2, batch: false });
    const docs = await load.load();
    expect(docs).toHaveLength(3);
    const ours = ctx.mock.requestsTo("POST /scrape").filter((r) => (r.body as { url: string }).url.startsWith("https://max.example/"));
    expect(ours).toHaveLength(3);
    expect(load.lastSummary).toMatchObject({ status: "maxPages", yielded: 3 });
    expect(load.lastSummary?.pending).toHaveLength(7);
  });

  it("abort stops further scrapes", async () => {
    slowScrapes(20);
    const controller = new AbortController();
    const load = loader({ mode: "scrape", urls: urls(20), concurrency: 2, batch: false, signal: controller.signal });
    let seen = 0;
    const error = await (async () => {
      for await (const _doc of load.lazyLoad()) if (++seen === 2) controller.abort();
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(load.lastSummary?.status).toBe("aborted");
    const sent = ctx.mock.requestsTo("POST /scrape").length;
    expect(sent).toBeLessThanOrEqual(4);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(ctx.mock.requestsTo("POST /scrape").length).toBe(sent);
  });

  it("format picks the page field used as content and is added to the requested formats", async () => {
    const [doc] = await loader({ mode: "scrape", urls: "https://docs.example/a", format: "html", scrapeOptions: { formats: ["links"] } }).load();
    expect(ctx.mock.requestsTo("POST /scrape")[0]?.body).toMatchObject({ formats: ["links", "html"] });
    expect(doc?.pageContent).toMatch(/^<html|<h1|<!doctype/i);
  });
});

describe("WebDataLoader map mode", () => {
  it("yields one document per link (title and description as content), without scraping", async () => {
    const load = loader({ mode: "map", url: "https://docs.example" });
    const docs = await load.load();
    expect(docs.length).toBeGreaterThan(5);
    expect(new Set(sources(docs)).size).toBe(docs.length);
    expect(docs.every((d) => String(d.metadata.source).startsWith("https://docs.example"))).toBe(true);
    expect(docs.every((d) => d.pageContent.trim() !== "")).toBe(true);
    expect(ctx.mock.requestsTo("POST /scrape")).toHaveLength(0);
    expect(load.lastSummary).toMatchObject({ status: "completed", total: docs.length });
  });

  it("with scrape: true, scrapes every mapped URL", async () => {
    const docs = await loader({ mode: "map", url: "https://docs.example", mapOptions: { limit: 6 }, scrape: true, batch: false }).load();
    expect(docs).toHaveLength(6);
    expect(ctx.mock.requestsTo("POST /map")[0]?.body).toMatchObject({ url: "https://docs.example", limit: 6 });
    expect(ctx.mock.requestsTo("POST /scrape")).toHaveLength(6);
    expect(docs.every((d) => d.pageContent.startsWith("# "))).toBe(true);
  });

  it("maxPages lists the links it did not load", async () => {
    const load = loader({ mode: "map", url: "https://docs.example", maxPages: 2 });
    expect(await load.load()).toHaveLength(2);
    expect(load.lastSummary?.pending.length).toBe((load.lastSummary?.total ?? 0) - 2);
  });
});

describe("WebDataLoader search mode", () => {
  it("yields results with their scraped content and result metadata", async () => {
    const load = loader({ mode: "search", query: "vector databases", limit: 4 });
    const docs = await load.load();
    expect(docs).toHaveLength(4);
    expect(ctx.mock.requestsTo("POST /search")[0]?.body).toEqual({
      query: "vector databases",
      limit: 4,
      scrapeOptions: { formats: ["markdown"] },
    });
    for (const doc of docs) {
      expect(doc.pageContent.length).toBeGreaterThan(0);
      expect(typeof doc.metadata.source).toBe("string");
      expect(typeof doc.metadata.title).toBe("string");
    }
    expect(load.lastSummary?.creditsUsed).toBeGreaterThan(0);
  });

  it("skips results whose page failed", async () => {
    ctx.mock.script("POST /search", {
      body: {
        success: true,
        creditsUsed: 3,
        data: {
          web: [
            { url: "https://a.example/", title: "A", markdown: "# A", metadata: { sourceURL: "https://a.example/", statusCode: 200 } },
            { url: "https://b.example/", title: "B", metadata: { sourceURL: "https://b.example/", statusCode: 500, error: "Site error" } },
          ],
        },
      },
    });
    const load = loader({ mode: "search", query: "anything" });
    const docs = await load.load();
    expect(sources(docs)).toEqual(["https://a.example/"]);
    expect(load.lastSummary?.skipped).toEqual([{ url: "https://b.example/", reason: "page-error", statusCode: 500, message: "Site error" }]);
  });
});

describe("WebDataLoader options", () => {
  const bad: Array<[string, unknown]> = [
    ["unknown mode", { mode: "spider", url: "https://a.example" }],
    ["no urls", { mode: "scrape", urls: [] }],
    ["a URL with another scheme", { mode: "scrape", urls: ["ftp://a.example/file"] }],
    ["an unknown scrape option", { mode: "scrape", urls: "https://a.example", scrapeOptions: { wait: 5 } }],
    ["maxPages 0", { mode: "scrape", urls: "https://a.example", maxPages: 0 }],
    ["concurrency 0", { mode: "scrape", urls: "https://a.example", concurrency: 0 }],
    ["an unknown format", { mode: "scrape", urls: "https://a.example", format: "pdf" }],
    ["crawl with url and jobId", { mode: "crawl", url: "https://a.example", jobId: "0192" }],
    ["crawl with neither url nor jobId", { mode: "crawl" }],
    ["a negative crawl limit", { mode: "crawl", url: "https://a.example", limit: -1 }],
    ["a job id with a slash", { mode: "crawl", jobId: "../team" }],
    ["negative skip", { mode: "crawl", jobId: "0192", skip: -1 }],
    ["zero maxWaitMs", { mode: "crawl", jobId: "0192", maxWaitMs: 0 }],
    ["an invalid crawl regex", { mode: "crawl", url: "https://a.example", crawlOptions: { includePaths: ["("] } }],
    ["an empty search query", { mode: "search", query: "  " }],
    ["a search limit over 100", { mode: "search", query: "x", limit: 500 }],
  ];
  for (const [what, options] of bad) {
    it(`rejects ${what} in the constructor, before any request`, () => {
      expect(() => new WebDataLoader({ ...(options as WebDataLoaderOptions), client: ctx.client() })).toThrow(
        expect.objectContaining({ name: "InvalidArgumentError" }),
      );
      expect(ctx.mock.requests).toHaveLength(0);
    });
  }
});
