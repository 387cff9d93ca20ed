import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadMarkdownConverter } from "../../src/engine/content/html-to-markdown.js";
import { localFormats } from "../../src/engine/content/page-document.js";
import { createLocalEngine } from "../../src/engine/index.js";
import { maxTreeElements } from "../../src/engine/content/content-budget.js";
import { FetchFailure } from "../../src/engine/fetch/fetch-failure.js";
import { PageProcessor } from "../../src/engine/scrape/page-pool.js";
import type { PageTask } from "../../src/engine/scrape/page-task.js";
import { postJson } from "./engine-http.js";

const bigPage = (paragraphs: number) =>
  `<html><head><title>Big</title></head><body><nav><a href="/nav">Nav</a></nav><main><h1>Big page</h1>` +
  Array.from({ length: paragraphs }, (_, i) => `<p>Paragraph ${i} with <a href="/p/${i}">a link</a> and some words.</p>`).join("") +
  `</main></body></html>`;

function task(html: string, serialize: boolean): PageTask {
  return {
    response: {
      requestedUrl: "http://site.test/",
      url: "http://site.test/",
      status: 200,
      headers: { "content-type": "text/html; charset=utf-8" },
      contentType: "text/html",
      body: Buffer.from(html),
    },
    options: { formats: new Set(localFormats), removeBase64Images: true, onlyMainContent: true },
    scrapeId: "00000000-0000-4000-8000-000000000001",
    maxLinks: 100,
    serialize,
  };
}

describe("page processing in worker threads", () => {
  it("gives the same document in a worker as inline, with discovery links capped", async () => {
    const converter = await loadMarkdownConverter();
    const inline = new PageProcessor(converter.convert, { threads: 0 });
    // A 1-byte budget: every page runs alone, and none waits forever.
    const pooled = new PageProcessor(converter.convert, { threads: 2, inlineMaxBytes: 0, maxBytesInFlight: 1 });
    try {
      const html = bigPage(2_000);
      const [a, b, c] = await Promise.all([inline.process(task(html, false)), pooled.process(task(html, false)), pooled.process(task(html, false))]);
      expect(c.document).toEqual(a.document);
      expect(b.document).toEqual(a.document);
      expect(b.links).toHaveLength(100);
      expect(a.document?.links?.length).toBeGreaterThan(2_000);
      const stored = await pooled.process(task(html, true));
      expect(stored.document).toBeUndefined();
      expect(JSON.parse(Buffer.from(stored.documentBytes ?? new Uint8Array()).toString("utf8"))).toEqual(a.document);
      expect(stored.finalUrl).toBe("http://site.test/");
    } finally {
      await Promise.all([inline.close(), pooled.close()]);
    }
  }, 120_000);

  describe("engine", () => {
    let server: Server;
    let origin: string;
    beforeAll(async () => {
      server = createServer((req, res) => {
        res.setHeader("content-type", "text/html");
        res.end(req.url === "/big" ? bigPage(10_000) : bigPage(3));
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it("scrapes a multi-megabyte page through the pool while small scrapes keep answering", async () => {
      await using engine = await createLocalEngine({ allowPrivateNetwork: true, pageWorkers: 1 });
      const big = postJson(`${engine.url}/scrape`, { url: `${origin}/big`, formats: ["markdown"] });
      const small = await Promise.all(Array.from({ length: 5 }, () => postJson(`${engine.url}/scrape`, { url: `${origin}/small` })));
      for (const response of small) expect(response.body.data.markdown).toContain("Paragraph 2");
      const { status, body } = await big;
      expect(status).toBe(200);
      expect(body.data.markdown).toContain("Paragraph 9999");
    }, 120_000);
  });

  it("fails only the page that passes a worker's heap limit, with a clear too-large error", async () => {
    const converter = await loadMarkdownConverter();
    const pooled = new PageProcessor(converter.convert, { threads: 1, inlineMaxBytes: 0, workerHeapMb: 40 });
    try {
      // ~20 MB of text in a few paragraphs: a handful of copies of it pass a 40 MB heap.
      const textWall = `<html><body><main>${Array.from({ length: 40 }, (_, i) => `<p>${`word${i} `.repeat(75_000)}</p>`).join("")}</main></body></html>`;
      const failure = await pooled.process(task(textWall, false)).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(FetchFailure);
      expect(failure).toMatchObject({ kind: "too-large" });
      expect((failure as Error).message).toMatch(/needs more memory to convert than a page worker may use \(40 MB\)/);
      // The pool replaced its worker: the next page converts.
      const next = await pooled.process(task(bigPage(3), false));
      expect(next.document?.markdown).toContain("Paragraph 2");
    } finally {
      await pooled.close();
    }
  }, 120_000);

  it("keeps the scanner's pass as the content of a page too big for the content tree (a link farm)", async () => {
    const converter = await loadMarkdownConverter();
    const inline = new PageProcessor(converter.convert, { threads: 0 });
    const links = Array.from({ length: maxTreeElements + 10 }, (_, i) => `<a href="/f/${i}">f${i}</a> `).join("");
    const html = `<html><head><title>Farm</title></head><body><nav><a href="/nav">Menu</a></nav><main><h1>Farm</h1>${links}</main></body></html>`;
    const page = await inline.process(task(html, false));
    expect(page.document?.markdown).toContain("[f50009](http://site.test/f/50009)");
    expect(page.document?.markdown).not.toContain("Menu");
    expect(page.links).toHaveLength(100);
  }, 120_000);

  it("converts huge pages one after another in one reused thread, discovery links the first unique ones in page order", async () => {
    const converter = await loadMarkdownConverter();
    const inline = new PageProcessor(converter.convert, { threads: 0 });
    const huge = new PageProcessor(converter.convert, { threads: 1, inlineMaxBytes: 0, ownWorkerAboveBytes: 1024, ownWorkerAboveElements: 10 });
    // Duplicates and same-page anchors first: the cap counts unique discovery links, as the full list does.
    const head = `<a href="/f/0">again</a> <a href="#top">top</a> <a href="/">self</a> <a href="/f/0#x">frag</a> `;
    const farm = (n: number) => `<html><body><main>${head}${Array.from({ length: 3_000 }, (_, i) => `<a href="/f/${n}-${i}">f${i}</a> `).join("")}</main></body></html>`;
    const markdownOnly = (html: string, serialize: boolean): PageTask => ({ ...task(html, serialize), options: { formats: new Set(["markdown"] as const), removeBase64Images: true, onlyMainContent: true } });
    try {
      for (const n of [1, 2, 3]) {
        const all = await inline.process({ ...task(farm(n), false), maxLinks: Number.POSITIVE_INFINITY });
        const expected = await inline.process(markdownOnly(farm(n), false));
        const page = await huge.process(markdownOnly(farm(n), true));
        expect(page.links).toEqual(all.links.slice(0, 100));
        expect(expected.links).toEqual(all.links.slice(0, 100));
        expect(JSON.parse(Buffer.from(page.documentBytes ?? new Uint8Array()).toString("utf8"))).toEqual(expected.document);
        // The links format still lists every link.
        const listed = await huge.process(task(farm(n), false));
        expect(listed.document?.links).toEqual(all.links);
        expect(listed.links).toHaveLength(100);
      }
    } finally {
      await Promise.all([inline.close(), huge.close()]);
    }
  }, 120_000);
});
