import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { until } from "../helpers/until.js";
import { collectAllPages, getJson, postJson, waitForCrawl } from "./engine-http.js";

describe("crawl status pagination", () => {
  let engine: LocalEngine;
  let site: GeneratedSite;
  let statusUrl: string;

  beforeAll(async () => {
    engine = await createLocalEngine({ allowPrivateNetwork: true });
    site = await startGeneratedSite({ pages: 1000, paragraphs: 1 });
    const started = await postJson(`${engine.url}/crawl`, { url: site.url("/"), limit: 1000 });
    statusUrl = started.body.url;
    await waitForCrawl(statusUrl);
    // A 1,000-page crawl: seconds alone, longer when the suite loads both cores.
  }, 120_000);
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  it("crawls a 1,000-page generated site completely", async () => {
    const { body } = await getJson(statusUrl);
    expect(body).toMatchObject({ status: "completed", total: 1000, completed: 1000 });
  });

  it("pages 100 documents at a time with an absolute next on the engine's origin", async () => {
    const first = (await getJson(statusUrl)).body;
    expect(first.data).toHaveLength(100);
    expect(first.next).toBe(`${statusUrl}?skip=100`);
    const { documents, pages } = await collectAllPages(statusUrl);
    expect(pages).toHaveLength(10);
    expect(pages.at(-1).next).toBeUndefined();
    for (const page of pages) expect(page).toMatchObject({ success: true, status: "completed", total: 1000 });
    const urls = new Set(documents.map((document: { metadata: { url: string } }) => document.metadata.url));
    expect(urls.size).toBe(1000);
    expect(urls).toContain(site.url("/page/999"));
  });

  it("keeps the caller's page size in next and ends past the last document", async () => {
    const page = (await getJson(`${statusUrl}?skip=900&limit=60`)).body;
    expect(page.data).toHaveLength(60);
    expect(page.next).toBe(`${statusUrl}?skip=960&limit=60`);
    const last = (await getJson(page.next)).body;
    expect(last.data).toHaveLength(40);
    expect(last.next).toBeUndefined();
    const beyond = (await getJson(`${statusUrl}?skip=5000`)).body;
    expect(beyond.data).toEqual([]);
    expect(beyond.next).toBeUndefined();
  });
});

describe("crawl status pagination while the crawl runs", () => {
  it("repeats the same next while no further documents are ready", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const hold = (_req: unknown, res: ServerResponse) => {
      void held.then(() => {
        res.writeHead(200, { "content-type": "text/html" });
        res.end("<html><body><p>last</p></body></html>");
      });
    };
    const site = await startGeneratedSite({ pages: 5, routes: { "/page/4": hold } });
    const engine = await createLocalEngine({ allowPrivateNetwork: true });
    try {
      const started = await postJson(`${engine.url}/crawl`, { url: site.url("/"), limit: 10, maxConcurrency: 1 });
      const statusUrl: string = started.body.url;
      let status = (await getJson(statusUrl)).body;
      await until(async () => {
        status = (await getJson(statusUrl)).body;
        return status.completed >= 4;
      }, "four pages crawled", 25_000);
      expect(status.status).toBe("scraping");
      const waiting = (await getJson(`${statusUrl}?skip=4`)).body;
      expect(waiting.data).toEqual([]);
      expect(waiting.next).toBe(`${statusUrl}?skip=4`);
      release();
      const final = await waitForCrawl(statusUrl);
      expect(final.status).toBe("completed");
      const rest = (await getJson(`${statusUrl}?skip=4`)).body;
      expect(rest.data).toHaveLength(1);
      expect(rest.next).toBeUndefined();
    } finally {
      release();
      await engine.close();
      await site.close();
    }
  });
});
