import { describe, expect, it } from "vitest";
import { InvalidArgumentError, JobFailedError, JobTimeoutError } from "../../src/core/errors.js";
import { useMockServer } from "../helpers/mock-client.js";

const ctx = useMockServer();

async function collect<T>(iter: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iter) out.push(item);
  return out;
}

describe("crawl.pages", () => {
  it("a finished 2,500-document crawl arrives complete over 25 pages with no duplicates", async () => {
    const id = ctx.mock.crawl({ documents: 2_500 });
    const client = ctx.client();
    await client.crawl.wait(id);
    const before = ctx.mock.requestsTo("GET /crawl/:id").length;
    const docs = await collect(client.crawl.pages(id));
    expect(docs).toHaveLength(2_500);
    expect(new Set(docs.map((d) => d.metadata?.sourceURL)).size).toBe(2_500);
    expect(ctx.mock.requestsTo("GET /crawl/:id").length - before).toBe(25);
  });

  it("streams a running crawl's pages as they arrive, waiting on the repeated empty cursor", async () => {
    const id = ctx.mock.crawl({ documents: 350, progressPerPoll: 60 });
    const docs = await collect(ctx.client().crawl.pages(id));
    expect(docs).toHaveLength(350);
    expect(new Set(docs.map((d) => d.metadata?.sourceURL)).size).toBe(350);
  });

  it("terminates on a server that repeats `next` forever after completing", async () => {
    const id = ctx.mock.crawl({ documents: 230, repeatNext: true });
    const docs = await collect(ctx.client().crawl.pages(id));
    expect(docs).toHaveLength(230);
    expect(ctx.mock.requestsTo("GET /crawl/:id").length).toBeLessThan(10);
  });

  it("never sends the key to a cross-origin `next`; continues on its own origin", async () => {
    const id = ctx.mock.crawl({ documents: 250, nextOrigin: "https://evil.example" });
    const docs = await collect(ctx.client().crawl.pages(id));
    expect(docs).toHaveLength(250);
    // Every request landed on the mock itself, with the key; none left for evil.example.
    const gets = ctx.mock.requestsTo("GET /crawl/:id");
    expect(gets.length).toBe(3);
    expect(gets.every((r) => r.headers.authorization === `Bearer ${ctx.mock.apiKey}`)).toBe(true);
  });

  it("a failed crawl yields its documents, then throws JobFailedError with the id", async () => {
    const id = ctx.mock.crawl({ documents: 120, failWith: "All engines failed" });
    const seen: unknown[] = [];
    const error = await (async () => {
      for await (const doc of ctx.client().crawl.pages(id)) seen.push(doc);
    })().catch((e: unknown) => e);
    expect(seen).toHaveLength(120);
    expect(error).toBeInstanceOf(JobFailedError);
    expect((error as JobFailedError).jobId).toBe(id);
    expect((error as Error).message).toContain("All engines failed");
  });

  it("maxWaitMs bounds a crawl that never finishes, keeping the id", async () => {
    const id = ctx.mock.crawl({ documents: 10, progressPerPoll: 0 });
    const error = await collect(ctx.client({ pollIntervalMs: 20 }).crawl.pages(id, { maxWaitMs: 150 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobTimeoutError);
    expect((error as JobTimeoutError).jobId).toBe(id);
  });

  it("skip starts mid-crawl and pageSize sets the page length, both sent to the server", async () => {
    const id = ctx.mock.crawl({ documents: 100 });
    const docs = await collect(ctx.client().crawl.pages(id, { skip: 40, pageSize: 30 }));
    expect(docs).toHaveLength(60);
    expect(docs[0]?.metadata?.sourceURL).toBe("https://example.com/page-41");
    const gets = ctx.mock.requestsTo("GET /crawl/:id");
    expect(gets[0]?.query.skip).toBe("40");
    expect(gets.every((r) => r.query.limit === "30" && Number(r.query.skip) >= 40)).toBe(true);
  });

  it("bad paging options fail before any request", () => {
    expect(() => ctx.client().crawl.pages("0192aaaa-0000-7000-8000-000000000001", { pageSize: 0 })).toThrow(InvalidArgumentError);
    expect(() => ctx.client().crawl.pages("0192aaaa-0000-7000-8000-000000000001", { skip: -1 })).toThrow(/skip/);
    expect(ctx.mock.requests).toHaveLength(0);
  });

  it("crawl.run of a failed crawl throws JobFailedError carrying every page it collected", async () => {
    ctx.mock.crawl({ documents: 130, failWith: "All engines failed" });
    const error = await ctx.client().crawl.run({ url: "https://example.com", limit: 130 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobFailedError);
    expect(((error as JobFailedError).lastStatus as { data: unknown[] }).data).toHaveLength(130);
  });

  it("a wait survives a poll that fails at the network level", async () => {
    const id = ctx.mock.crawl({ documents: 3, progressPerPoll: 1 });
    ctx.mock.script("GET /crawl/:id", { reset: true, times: 2 });
    const done = await ctx.client({ retry: 0 }).crawl.wait(id);
    expect(done.status).toBe("completed");
  });
});
