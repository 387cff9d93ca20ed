import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMockServer, type MockServer } from "../../src/testing/index.js";
import { call, type CallResult } from "./mock-http.js";

let mock: MockServer;
beforeEach(async () => {
  mock = await createMockServer();
});
afterEach(async () => {
  await mock.close();
});

async function startCrawl(body: Record<string, unknown> = {}): Promise<string> {
  const res = await call(mock, "POST /crawl", { body: { url: "https://example.com", limit: 10_000, ...body } });
  expect(res.status).toBe(200);
  return res.body.id as string;
}

/** Follows `next` from `first` until it is missing (bounded, so a bug cannot hang the test). */
async function followAll(first: CallResult): Promise<{ pages: CallResult[]; nexts: string[] }> {
  const pages = [first];
  const nexts: string[] = [];
  let next: string | undefined = first.body.next;
  while (next && pages.length < 1000) {
    nexts.push(next);
    const page = await call(mock, `GET ${next}`);
    pages.push(page);
    next = page.body.next;
  }
  return { pages, nexts };
}

describe("crawl start and defaults", () => {
  it("POST /crawl answers {success,id,url}; the default job has 12 pages done after one poll", async () => {
    const res = await call(mock, "POST /crawl", { body: { url: "https://example.com", limit: 50 } });
    expect(res.body).toEqual({ success: true, id: res.body.id, url: `${mock.url}/crawl/${res.body.id}` });
    const status = await call(mock, `GET /crawl/${res.body.id}`);
    expect(status.body).toMatchObject({ success: true, status: "completed", total: 12, completed: 12, creditsUsed: 12 });
    expect(status.body.next).toBeUndefined();
    expect(status.body.expiresAt).toEqual(expect.any(String));
    expect(status.body.data.map((d: { metadata: { sourceURL: string } }) => d.metadata.sourceURL)).toEqual(
      Array.from({ length: 12 }, (_, i) => `https://example.com/page-${i + 1}`),
    );
    expect(status.body.data[2].markdown.startsWith("# Page 3")).toBe(true);
  });

  it("caps total at the POSTed limit and uses the start URL's origin", async () => {
    const id = await startCrawl({ url: "https://docs.example.org/start", limit: 5 });
    const status = await call(mock, `GET /crawl/${id}`);
    expect(status.body.total).toBe(5);
    expect(status.body.data[0].metadata.sourceURL).toBe("https://docs.example.org/page-1");
  });

  it("validates the body strictly", async () => {
    const res = await call(mock, "POST /crawl", { body: { url: "https://example.com", includePaths: ["("], maxDepth: 2 } });
    expect(res.status).toBe(400);
    const paths = res.body.details.map((d: { path: unknown[] }) => d.path);
    expect(paths).toContainEqual([]);
    expect(paths).toContainEqual(["includePaths", 0]);
  });

  it("refuses a reused idempotency key with 409", async () => {
    const headers = { "x-idempotency-key": "k-1" };
    expect((await call(mock, "POST /crawl", { headers, body: { url: "https://example.com" } })).status).toBe(200);
    const again = await call(mock, "POST /crawl", { headers, body: { url: "https://example.com" } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, error: "Idempotency key already used" });
  });

  it("POST /crawl returns seeded jobs in order, and seeded ids answer right away", async () => {
    const a = mock.crawl({ documents: 2 });
    const b = mock.crawl({ documents: 3, id: "0192aaaa-0000-7000-8000-00000000000b" });
    expect((await call(mock, `GET /crawl/${b}`)).body.total).toBe(3);
    expect(await startCrawl()).toBe(a);
    expect(await startCrawl()).toBe("0192aaaa-0000-7000-8000-00000000000b");
    expect(await startCrawl()).not.toBe(a);
  });
});

describe("crawl paging (docs/api.md §4.2)", () => {
  it("pages 2,500 documents in 25 pages with the exact next sequence", async () => {
    mock.crawl({ documents: 2500 });
    const id = await startCrawl();
    const first = await call(mock, `GET /crawl/${id}`);
    const { pages, nexts } = await followAll(first);
    expect(pages).toHaveLength(25);
    expect(nexts).toEqual(Array.from({ length: 24 }, (_, i) => `${mock.origin}/v2/crawl/${id}?skip=${(i + 1) * 100}`));
    for (const page of pages) {
      expect(page.body).toMatchObject({ success: true, status: "completed", total: 2500, completed: 2500 });
      expect(page.body.data).toHaveLength(100);
    }
    const urls = pages.flatMap((page) => page.body.data.map((d: { metadata: { sourceURL: string } }) => d.metadata.sourceURL));
    expect(new Set(urls).size).toBe(2500);
    expect(urls[2499]).toBe("https://example.com/page-2500");
  });

  it("keeps the client's limit in next", async () => {
    mock.crawl({ documents: 1200 });
    const id = await startCrawl();
    await call(mock, `GET /crawl/${id}`);
    const { pages, nexts } = await followAll(await call(mock, `GET /crawl/${id}?limit=500`));
    expect(nexts).toEqual([`${mock.origin}/v2/crawl/${id}?skip=500&limit=500`, `${mock.origin}/v2/crawl/${id}?skip=1000&limit=500`]);
    expect(pages.map((p) => p.body.data.length)).toEqual([500, 500, 200]);
  });

  it("while scraping, a next past the ready documents returns data [] and the same next", async () => {
    mock.crawl({ documents: 250, progressPerPoll: 100 });
    const id = await startCrawl();
    const poll1 = await call(mock, `GET /crawl/${id}`);
    expect(poll1.body).toMatchObject({ status: "scraping", total: 250, completed: 100 });
    expect(poll1.body.data).toHaveLength(100);
    const cursor = `${mock.origin}/v2/crawl/${id}?skip=100`;
    expect(poll1.body.next).toBe(cursor);
    const early = await call(mock, `GET ${cursor}`);
    expect(early.body).toMatchObject({ status: "scraping", completed: 100, data: [], next: cursor });
    // Time passed while the client waited: asking the same cursor again finds documents.
    const ready = await call(mock, `GET ${cursor}`);
    expect(ready.body.data).toHaveLength(100);
    expect(ready.body.next).toBe(`${mock.origin}/v2/crawl/${id}?skip=200`);
    const done = await call(mock, `GET /crawl/${id}`);
    expect(done.body).toMatchObject({ status: "completed", completed: 250 });
    const last = await call(mock, `GET /crawl/${id}?skip=200`);
    expect(last.body.data).toHaveLength(50);
    expect(last.body.next).toBeUndefined();
  });

  it("progressPerPoll: 0 never finishes", async () => {
    mock.crawl({ documents: 5, progressPerPoll: 0 });
    const id = await startCrawl();
    for (let i = 0; i < 3; i++) expect((await call(mock, `GET /crawl/${id}`)).body).toMatchObject({ status: "scraping", completed: 0, data: [] });
  });

  it("handles 10,000 documents of 20 KB, built per page", async () => {
    mock.crawl({ documents: 10_000, docBytes: 20_000 });
    const id = await startCrawl();
    const first = await call(mock, `GET /crawl/${id}`);
    expect(first.body.data).toHaveLength(100);
    expect(first.body.data[0].markdown).toHaveLength(20_000);
    const last = await call(mock, `GET /crawl/${id}?skip=9900`);
    expect(last.body.data).toHaveLength(100);
    expect(last.body.data[99].metadata.sourceURL).toBe("https://example.com/page-10000");
    expect(last.body.next).toBeUndefined();
  });

  it("trims a page to 10 MiB but always sends one document", async () => {
    mock.crawl({ documents: 30, docBytes: 1_000_000 });
    const id = await startCrawl();
    const page = await call(mock, `GET /crawl/${id}`);
    expect(page.text.length).toBeLessThanOrEqual(10 * 1024 * 1024);
    expect(page.body.data).toHaveLength(10);
    expect(page.body.next).toBe(`${mock.origin}/v2/crawl/${id}?skip=10`);
    mock.crawl({ documents: 2, docBytes: 1000, maxPageBytes: 10 });
    const tiny = await startCrawl();
    expect((await call(mock, `GET /crawl/${tiny}`)).body.data).toHaveLength(1);
  });

  it("rejects a page limit outside 1..1000", async () => {
    const id = await startCrawl();
    expect((await call(mock, `GET /crawl/${id}?limit=0`)).status).toBe(400);
    expect((await call(mock, `GET /crawl/${id}?limit=1001`)).status).toBe(400);
    expect((await call(mock, `GET /crawl/${id}?skip=-1`)).status).toBe(400);
  });

  it("nextOrigin points next elsewhere; repeatNext repeats the cursor after the end", async () => {
    mock.crawl({ documents: 150, nextOrigin: "https://evil.example" });
    const cross = await call(mock, `GET /crawl/${await startCrawl()}`);
    expect(cross.body.next).toMatch(/^https:\/\/evil\.example\/v2\/crawl\/.+\?skip=100$/);

    mock.crawl({ documents: 5, repeatNext: true });
    const id = await startCrawl();
    const done = await call(mock, `GET /crawl/${id}`);
    expect(done.body).toMatchObject({ status: "completed", next: `${mock.origin}/v2/crawl/${id}?skip=5` });
    const again = await call(mock, `GET ${done.body.next}`);
    expect(again.body.data).toEqual([]);
    expect(again.body.next).toBe(done.body.next);
  });

  it("serves seeded documents as given", async () => {
    mock.crawl({ documents: [{ markdown: "# A", metadata: { sourceURL: "https://x.test/a" } }, { markdown: "# B" }] });
    const res = await call(mock, `GET /crawl/${await startCrawl()}`);
    expect(res.body.data).toEqual([{ markdown: "# A", metadata: { sourceURL: "https://x.test/a" } }, { markdown: "# B" }]);
  });
});

describe("crawl cancel, failure and errors", () => {
  it("DELETE cancels a running crawl; done pages stay readable; bodies have no success key", async () => {
    mock.crawl({ documents: 50, progressPerPoll: 10 });
    const id = await startCrawl();
    await call(mock, `GET /crawl/${id}`);
    const cancel = await call(mock, `DELETE /crawl/${id}`);
    expect(cancel.status).toBe(200);
    expect(cancel.body).toEqual({ status: "cancelled" });
    const after = await call(mock, `GET /crawl/${id}`);
    expect(after.body).toMatchObject({ status: "cancelled", completed: 10 });
    expect(after.body.data).toHaveLength(10);
    expect(after.body.next).toBeUndefined();
  });

  it("DELETE answers 409 for a completed crawl and 404 {error} for an unknown one", async () => {
    const id = await startCrawl();
    await call(mock, `GET /crawl/${id}`);
    const done = await call(mock, `DELETE /crawl/${id}`);
    expect(done.status).toBe(409);
    expect(done.body).toEqual({ error: "Crawl is already completed" });
    const unknown = await call(mock, "DELETE /crawl/00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: "Job not found" });
    const status = await call(mock, "GET /crawl/00000000-0000-4000-8000-000000000000");
    expect(status.body).toEqual({ success: false, error: "Job not found" });
  });

  it("a failing crawl reports success:false with status failed and the message", async () => {
    mock.crawl({ documents: 3, failWith: "Crawl blew up" });
    const res = await call(mock, `GET /crawl/${await startCrawl()}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, status: "failed", error: "Crawl blew up", completed: 3 });
  });

  it("finalStatus cancelled ends the job as cancelled", async () => {
    mock.crawl({ documents: 2, finalStatus: "cancelled" });
    expect((await call(mock, `GET /crawl/${await startCrawl()}`)).body.status).toBe("cancelled");
  });

  it("GET /crawl/:id/errors returns {errors, robotsBlocked} without success", async () => {
    const errors = [{ id: "e1", url: "https://example.com/slow", code: "SCRAPE_TIMEOUT", error: "Scrape timed out" }];
    mock.crawl({ errors, robotsBlocked: ["https://example.com/private"] });
    const id = await startCrawl();
    expect((await call(mock, `GET /crawl/${id}/errors`)).body).toEqual({ errors, robotsBlocked: ["https://example.com/private"] });
    expect((await call(mock, `GET /crawl/${await startCrawl()}/errors`)).body).toEqual({ errors: [], robotsBlocked: [] });
    expect((await call(mock, "GET /crawl/00000000-0000-4000-8000-000000000000/errors")).status).toBe(404);
  });

  it("status routes need the key", async () => {
    const id = await startCrawl();
    expect((await call(mock, `GET /crawl/${id}`, { key: null })).status).toBe(401);
  });
});
