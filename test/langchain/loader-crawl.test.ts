import type { Document } from "@langchain/core/documents";
import { describe, expect, it } from "vitest";
import { WebDataLoader } from "../../src/adapters/langchain/loader.js";
import type { WebDataLoaderOptions } from "../../src/loading/load-options.js";
import { APIUserAbortError, JobFailedError, JobTimeoutError } from "../../src/core/errors.js";
import type { MockDocument } from "../../src/testing/index.js";
import { useMockServer } from "../helpers/mock-client.js";

const ctx = useMockServer();

function loader(options: WebDataLoaderOptions): WebDataLoader {
  return new WebDataLoader({ ...options, client: ctx.client() });
}

function sources(docs: Document[]): string[] {
  return docs.map((doc) => String(doc.metadata.source));
}

function page(n: number, extra: Partial<MockDocument> = {}, metadata: Record<string, unknown> = {}): MockDocument {
  const url = `https://site.example/p${n}`;
  return { markdown: `# Page ${n}\n\nBody ${n}.`, metadata: { sourceURL: url, url, statusCode: 200, title: `Page ${n}`, ...metadata }, ...extra };
}

describe("WebDataLoader crawl mode", () => {
  it("streams a 2,500-page crawl while it runs: every page exactly once, trimmed pages included", async () => {
    ctx.mock.crawl({ documents: 2_500, progressPerPoll: 700, docBytes: 4_000, maxPageBytes: 100_000 });
    const statuses: Array<{ yielded: number; jobStatus?: string | undefined }> = [];
    const load = loader({ mode: "crawl", url: "https://site.example", limit: 2_500, onProgress: (p) => statuses.push(p) });
    const docs = await load.load();

    expect(docs).toHaveLength(2_500);
    const unique = new Set(sources(docs));
    expect(unique.size).toBe(2_500);
    for (let n = 1; n <= 2_500; n++) expect(unique.has(`https://site.example/page-${n}`)).toBe(true);
    expect(load.lastSummary).toMatchObject({ status: "completed", yielded: 2_500, read: 2_500, skipped: [], jobStatus: "completed" });
    // Documents were yielded while the crawl was still running.
    expect(statuses.some((p) => p.jobStatus === "scraping" && p.yielded > 0)).toBe(true);
    expect(ctx.mock.requestsTo("DELETE /crawl/:id")).toHaveLength(0);
  });

  it("always sends an explicit limit: the given one, else maxPages, else 1000", async () => {
    await loader({ mode: "crawl", url: "https://a.example", limit: 7 }).load();
    await loader({ mode: "crawl", url: "https://b.example", maxPages: 3 }).load();
    await loader({ mode: "crawl", url: "https://c.example" }).load();
    const bodies = ctx.mock.requestsTo("POST /crawl").map((r) => r.body as { limit?: number; scrapeOptions?: unknown });
    expect(bodies.map((b) => b.limit)).toEqual([7, 3, 1000]);
    expect(bodies[0]?.scrapeOptions).toEqual({ formats: ["markdown"] });
  });

  it("reads lazily: one result page of 25 documents is fetched per 25 consumed, not the whole crawl", async () => {
    const id = ctx.mock.crawl({ documents: 1_000, docBytes: 20_000 });
    const iterator = loader({ mode: "crawl", jobId: id }).lazyLoad();
    const pages = () => ctx.mock.requestsTo("GET /crawl/:id");

    for (let i = 0; i < 25; i++) expect((await iterator.next()).done).toBe(false);
    expect(pages()).toHaveLength(1);
    expect(pages()[0]?.query.limit).toBe("25");
    await iterator.next(); // the 26th document needs the second page
    expect(pages()).toHaveLength(2);
    for (let i = 0; i < 24; i++) await iterator.next();
    expect(pages()).toHaveLength(2);
    await iterator.return(undefined);
    expect(pages()).toHaveLength(2);
  });

  it("resumes an existing job by id from `skip` without downloading the skipped documents, and never cancels it", async () => {
    const id = ctx.mock.crawl({ documents: 300, progressPerPoll: 150 });
    const first = loader({ mode: "crawl", jobId: id, maxPages: 120 });
    const docs = await first.load();
    expect(docs).toHaveLength(120);
    expect(first.lastSummary).toMatchObject({ status: "maxPages", jobId: id, read: 120, jobStatus: "scraping" });
    expect(first.lastSummary?.jobCancelled).toBeUndefined();

    const before = ctx.mock.requestsTo("GET /crawl/:id").length;
    const second = loader({ mode: "crawl", jobId: id, skip: first.lastSummary?.read ?? 0 });
    const rest = await second.load();
    // The skipped documents are not downloaded again.
    expect(ctx.mock.requestsTo("GET /crawl/:id")[before]?.query.skip).toBe("120");
    expect(rest).toHaveLength(180);
    expect(sources(rest)[0]).toBe("https://example.com/page-121");
    expect(new Set([...sources(docs), ...sources(rest)]).size).toBe(300);
    expect(second.lastSummary).toMatchObject({ status: "completed", read: 300, yielded: 180, jobStatus: "completed" });

    expect(ctx.mock.requestsTo("POST /crawl")).toHaveLength(0);
    expect(ctx.mock.requestsTo("DELETE /crawl/:id")).toHaveLength(0);
  });

  it("maxPages stops reading and cancels the crawl the loader started", async () => {
    ctx.mock.crawl({ documents: 500, progressPerPoll: 50 });
    const load = loader({ mode: "crawl", url: "https://site.example", limit: 500, maxPages: 60 });
    const docs = await load.load();
    expect(docs).toHaveLength(60);
    expect(load.lastSummary).toMatchObject({ status: "maxPages", yielded: 60, jobCancelled: true });
    expect(ctx.mock.requestsTo("DELETE /crawl/:id")).toHaveLength(1);
  });

  it("a consumer that stops early cancels the loader's own crawl", async () => {
    ctx.mock.crawl({ documents: 400, progressPerPoll: 100 });
    const load = loader({ mode: "crawl", url: "https://site.example", limit: 400 });
    let seen = 0;
    for await (const _doc of load.lazyLoad()) if (++seen === 10) break;
    expect(load.lastSummary).toMatchObject({ status: "stopped", yielded: 10, jobCancelled: true });
    expect(ctx.mock.requestsTo("DELETE /crawl/:id")).toHaveLength(1);
  });

  it("abort mid-way stops all requests, cancels the loader's job and reports `aborted`", async () => {
    ctx.mock.crawl({ documents: 1_000, progressPerPoll: 100 });
    const controller = new AbortController();
    const load = loader({ mode: "crawl", url: "https://site.example", limit: 1_000, signal: controller.signal });
    let seen = 0;
    const error = await (async () => {
      for await (const _doc of load.lazyLoad()) if (++seen === 150) controller.abort();
    })().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(load.lastSummary).toMatchObject({ status: "aborted", jobCancelled: true });
    expect(ctx.mock.requestsTo("DELETE /crawl/:id")).toHaveLength(1);
    const gets = ctx.mock.requestsTo("GET /crawl/:id").length;
    await new Promise((resolve) => setTimeout(resolve, 60)); // several poll intervals (5 ms)
    expect(ctx.mock.requestsTo("GET /crawl/:id").length).toBe(gets);
    expect(seen).toBeLessThan(1_000);
  });

  it("abort of a resumed job stops requests but leaves the job alone", async () => {
    const id = ctx.mock.crawl({ documents: 50, progressPerPoll: 0 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    const error = await loader({ mode: "crawl", jobId: id, signal: controller.signal }).load().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(ctx.mock.requestsTo("DELETE /crawl/:id")).toHaveLength(0);
  });

  it("maxWaitMs ends quietly by default with the job id and a resume hint, and leaves the job running", async () => {
    const id = ctx.mock.crawl({ documents: 10, progressPerPoll: 0 });
    const load = loader({ mode: "crawl", jobId: id, maxWaitMs: 40 });
    expect(await load.load()).toEqual([]);
    expect(load.lastSummary).toMatchObject({ status: "timedOut", jobId: id, jobStatus: "scraping" });
    expect(load.lastSummary?.message).toContain(`jobId: "${id}"`);

    ctx.mock.crawl({ documents: 10, progressPerPoll: 0 });
    const own = loader({ mode: "crawl", url: "https://site.example", limit: 10, maxWaitMs: 40 });
    await own.load();
    expect(own.lastSummary?.status).toBe("timedOut");
    expect(ctx.mock.requestsTo("DELETE /crawl/:id")).toHaveLength(0);
  });

  it('onTimeout: "throw" throws JobTimeoutError after yielding what arrived', async () => {
    const id = ctx.mock.crawl({ documents: 10, progressPerPoll: 0 });
    const error = await loader({ mode: "crawl", jobId: id, maxWaitMs: 40, onTimeout: "throw" }).load().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobTimeoutError);
    expect((error as JobTimeoutError).jobId).toBe(id);
  });

  it("skips and reports empty, failed and error-status pages, plus the crawl's own errors", async () => {
    const documents = [
      page(1),
      page(2, { markdown: "   " }),
      page(3, {}, { error: "Engine gave up" }),
      page(4, {}, { statusCode: 404 }),
      page(5),
    ];
    const id = ctx.mock.crawl({
      documents,
      errors: [{ id: "e1", url: "https://site.example/slow", code: "SCRAPE_TIMEOUT", error: "Scrape timed out" }],
      robotsBlocked: ["https://site.example/private"],
    });
    const skipped: unknown[] = [];
    const load = loader({ mode: "crawl", jobId: id, onSkip: (s) => skipped.push(s) });
    const docs = await load.load();

    expect(sources(docs)).toEqual(["https://site.example/p1", "https://site.example/p5"]);
    const expected = [
      { url: "https://site.example/p2", reason: "no-content", statusCode: 200 },
      { url: "https://site.example/p3", reason: "page-error", statusCode: 200, message: "Engine gave up" },
      { url: "https://site.example/p4", reason: "http-status", statusCode: 404 },
      { url: "https://site.example/slow", reason: "crawl-error", message: "SCRAPE_TIMEOUT: Scrape timed out" },
      { url: "https://site.example/private", reason: "robots-blocked" },
    ];
    expect(skipped).toMatchObject(expected);
    expect(load.lastSummary?.skipped).toMatchObject(expected);
    expect(load.lastSummary).toMatchObject({ status: "completed", yielded: 2, read: 5 });
  });

  it("includeErrorPages yields pages whose target answered 4xx", async () => {
    const id = ctx.mock.crawl({ documents: [page(1, {}, { statusCode: 404 })] });
    const docs = await loader({ mode: "crawl", jobId: id, includeErrorPages: true }).load();
    expect(docs[0]?.metadata.statusCode).toBe(404);
  });

  it("a failed crawl yields what arrived, reports it, then throws JobFailedError", async () => {
    const id = ctx.mock.crawl({ documents: 130, failWith: "All engines failed" });
    const load = loader({ mode: "crawl", jobId: id });
    const seen: Document[] = [];
    const error = await (async () => {
      for await (const doc of load.lazyLoad()) seen.push(doc);
    })().catch((e: unknown) => e);
    expect(seen).toHaveLength(130);
    expect(error).toBeInstanceOf(JobFailedError);
    expect(load.lastSummary).toMatchObject({ status: "failed", jobId: id, yielded: 130 });
  });

  it("load() of a failed crawl throws JobFailedError carrying the documents that arrived", async () => {
    const id = ctx.mock.crawl({ documents: 40, failWith: "All engines failed" });
    const error = await loader({ mode: "crawl", jobId: id }).load().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobFailedError);
    expect(((error as JobFailedError).lastStatus as { documents: Document[] }).documents).toHaveLength(40);
  });

  it("warns when a crawl it started stopped at its limit", async () => {
    ctx.mock.crawl({ documents: 50 });
    const load = loader({ mode: "crawl", url: "https://site.example", limit: 20 });
    expect(await load.load()).toHaveLength(20);
    expect(load.lastSummary?.warnings.join(" ")).toContain("limit of 20 pages");
  });

  it("reports progress with the job's counters", async () => {
    ctx.mock.crawl({ documents: 250, progressPerPoll: 100 });
    const progress: Array<{ yielded: number; total?: number | undefined }> = [];
    await loader({ mode: "crawl", url: "https://site.example", limit: 250, onProgress: (p) => progress.push(p) }).load();
    expect(progress.at(-1)).toMatchObject({ yielded: 250, total: 250, completed: 250, jobStatus: "completed" });
    const yielded = progress.map((p) => p.yielded);
    expect(yielded).toEqual([...yielded].sort((a, b) => a - b));
  });
});
