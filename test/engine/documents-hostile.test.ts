import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { documentRoutes } from "../helpers/documents/document-site.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { getJson, postJson, waitForCrawl } from "./engine-http.js";

describe("hostile documents fail alone, with a clear error", () => {
  let site: GeneratedSite;
  let engine: LocalEngine;
  const scrape = (path: string, options: Record<string, unknown> = {}) => postJson(`${engine.url}/scrape`, { url: site.url(path), ...options });

  beforeAll(async () => {
    site = await startGeneratedSite({ pages: 1, routes: documentRoutes() });
    // One worker thread: every hostile document goes through the same pool the good ones need after.
    engine = await createLocalEngine({ allowPrivateNetwork: true, browser: false, pageWorkers: 1 });
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  const cases: [path: string, message: RegExp][] = [
    ["/bad/bomb.docx", /expands to more than 100 MB/],
    ["/bad/lying-bomb.docx", /expands to more than 100 MB/],
    ["/bad/bomb.xlsx", /expands to more than 100 MB/],
    ["/bad/deep.odt", /nests elements more than 512 deep/],
    ["/bad/deep.docx", /word\/footer1.xml in the document nests elements more than 512 deep/],
    ["/bad/pages.pdf", /has 10000 pages; the local engine parses at most 1000 pages.*maxPages/],
    ["/bad/broken.pdf", /PDF could not be read/],
    ["/bad/truncated.docx", /not a readable zip archive/],
    ["/bad/huge.csv", /more than 250000 cells/],
    ["/bad/not-a-zip.xlsx", /could not be converted/],
    ["/bad/stored-bomb.xlsx", /could not be converted/],
  ];

  it.each(cases)("%s: 422 SCRAPE_UNSUPPORTED_FILE_ERROR, then the engine still converts documents", async (path, message) => {
    const { status, body } = await scrape(path);
    expect(status).toBe(422);
    expect(body).toMatchObject({ success: false, code: "SCRAPE_UNSUPPORTED_FILE_ERROR" });
    expect(body.error).toMatch(message);
    const good = await scrape("/docs/minutes.docx");
    expect(good.status).toBe(200);
    expect(good.body.data.markdown).toContain("# Quarterly Minutes");
  });

  it("parses the first pages of a 10,000-page PDF when maxPages asks for them", async () => {
    const { status, body } = await scrape("/bad/pages.pdf", { parsers: [{ type: "pdf", maxPages: 3, mode: "fast" }] });
    expect(status).toBe(200);
    expect(body.data.metadata).toMatchObject({ numPages: 3, totalPages: 10_000, creditsUsed: 4 });
    expect(body.data.markdown).toBe("Page 1\n\nPage 2\n\nPage 3");
  });

  it("records a hostile document as one failed page of a batch, and scrapes the rest", async () => {
    const started = await postJson(`${engine.url}/batch/scrape`, { urls: [site.url("/bad/bomb.docx"), site.url("/docs/report.pdf")] });
    expect(started.status).toBe(200);
    const status = await waitForCrawl(started.body.url);
    expect(status.status).toBe("completed");
    expect(status.data).toHaveLength(1);
    expect(status.data[0].markdown).toContain("# Harbour Annual Report");
    const errors = (await getJson(`${engine.url}/batch/scrape/${started.body.id}/errors`)).body;
    expect(errors.errors).toEqual([expect.objectContaining({ url: site.url("/bad/bomb.docx"), code: "SCRAPE_UNSUPPORTED_FILE_ERROR" })]);
  });
});
