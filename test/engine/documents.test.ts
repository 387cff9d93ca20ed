import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { documentRoutes, reportPages, serve } from "../helpers/documents/document-site.js";
import { writePdf } from "../helpers/documents/pdf-writer.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { postJson, waitForCrawl } from "./engine-http.js";

describe("documents through POST /scrape", () => {
  let site: GeneratedSite;
  let engine: LocalEngine;
  const scrape = (path: string, options: Record<string, unknown> = {}) => postJson(`${engine.url}/scrape`, { url: site.url(path), ...options });

  beforeAll(async () => {
    const index = '<html><body><h1>Library</h1><a href="/docs/report.pdf">Report</a> <a href="/docs/minutes.docx">Minutes</a> <a href="/docs/stock.xlsx">Stock</a></body></html>';
    site = await startGeneratedSite({ pages: 1, routes: { ...documentRoutes(), "/": serve("text/html", index) } });
    engine = await createLocalEngine({ allowPrivateNetwork: true, browser: false });
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  it("turns a PDF's text layer into headings, paragraphs, a list and a table, with the service's metadata and credits", async () => {
    const { status, body } = await scrape("/docs/report.pdf", { formats: ["markdown", "html"] });
    expect(status).toBe(200);
    const { markdown, html, metadata } = body.data;
    expect(markdown).toContain("# Harbour Annual Report");
    expect(markdown).toContain("The harbour opened in spring and the ferries ran daily. Ships arrived from the northern ports every week.");
    expect(markdown).toContain("- lighthouse repairs\n- new pier lights");
    expect(markdown).toContain("| Vessel | Arrivals |\n| --- | --- |\n| Ferry | 365 |\n| Freighter | 52 |");
    expect(markdown).toContain("## Outlook");
    expect(markdown).not.toContain("<!-- page");
    expect(html).toContain("<h1>Harbour Annual Report</h1>");
    expect(metadata).toMatchObject({ contentType: "application/pdf", numPages: 2, totalPages: 2, title: "Harbour Report", statusCode: 200, creditsUsed: 3 });
    expect(body.data.pages).toBeUndefined();
  });

  it("marks pages and returns them one by one when asked (pageMarkers, pages), and stops at maxPages", async () => {
    const marked = (await scrape("/docs/report.pdf", { parsers: [{ type: "pdf", pageMarkers: true, pages: true }] })).body.data;
    expect(marked.markdown).toContain("\n\n---\n\n<!-- page 2 -->\n\n## Outlook");
    expect(marked.markdown).not.toContain("<!-- page 1 -->");
    expect(marked.pages).toEqual([
      { pageNumber: 1, markdown: expect.stringContaining("# Harbour Annual Report") as string },
      { pageNumber: 2, markdown: "## Outlook\n\nNext year the quay will be extended." },
    ]);
    const first = await scrape("/docs/report.pdf", { parsers: [{ type: "pdf", maxPages: 1, mode: "fast" }] });
    expect(first.body.data.metadata).toMatchObject({ numPages: 1, totalPages: 2, creditsUsed: 2 });
    expect(first.body.data.markdown).not.toContain("Outlook");
    expect(first.body.warning).toContain("Parsed 1 of the PDF's 2 pages");
  });

  it("drops a PDF's running head and page footer, kept on every page at the same height", async () => {
    const { markdown } = (await scrape("/docs/handbook.pdf")).body.data;
    expect(markdown).toBe("Chapter 1 text about tides.\n\nChapter 2 text about tides.\n\nChapter 3 text about tides.\n\nChapter 4 text about tides.");
  });

  it("reads a page set in two columns column by column, not as a table", async () => {
    const { markdown } = (await scrape("/docs/two-columns.pdf")).body.data;
    expect(markdown).not.toContain("|");
    const left = Array.from({ length: 6 }, (_, row) => `Left column sentence ${row + 1} about the tides and the moon.`).join(" ");
    const right = Array.from({ length: 6 }, (_, row) => `Right column sentence ${row + 1} about ships and their cargo.`).join(" ");
    expect(markdown).toBe(`${left}\n\n${right}`);
  });

  it("returns the PDF itself as base64 at the flat price with parsers: [] (the service's no-parsing answer)", async () => {
    const { body } = await scrape("/docs/report.pdf", { parsers: [] });
    expect(Buffer.from(body.data.markdown, "base64").equals(writePdf(reportPages, { title: "Harbour Report" }))).toBe(true);
    expect(body.data.metadata).toMatchObject({ contentType: "application/pdf", creditsUsed: 1 });
    expect(body.data.metadata.numPages).toBeUndefined();
  });

  it("recognises a PDF and an ODT served as octet-stream by their bytes, and a CSV served as text by its name", async () => {
    const pdf = (await scrape("/docs/download")).body.data;
    expect(pdf.markdown).toContain("# Harbour Annual Report");
    expect(pdf.metadata.contentType).toBe("application/pdf");
    const odt = (await scrape("/docs/minutes-octet.odt")).body.data;
    expect(odt.markdown).toContain("# Quarterly Minutes");
    expect(odt.metadata.contentType).toBe("application/vnd.oasis.opendocument.text");
    expect((await scrape("/docs/served-as-text.csv")).body.data.markdown).toBe("| a | b |\n| --- | --- |\n| 1 | 2 |");
  });

  it("converts DOCX and ODT through HTML and the content pipeline: headings, paragraph, list, table", async () => {
    for (const path of ["/docs/minutes.docx", "/docs/minutes.odt"]) {
      const { status, body } = await scrape(path);
      expect(status, path).toBe(200);
      expect(body.data.markdown, path).toBe(
        "# Quarterly Minutes\n\nThe committee approved the budget for the garden.\n\n## Actions\n\n- Plant the orchard\n- Fix the fence\n\n" +
          "| Owner | Task |\n| --- | --- |\n| Ada | Seeds |",
      );
      expect(body.data.metadata.creditsUsed).toBe(1);
    }
  });

  it("turns XLSX sheets and CSV into markdown tables", async () => {
    const xlsx = (await scrape("/docs/stock.xlsx")).body.data.markdown;
    expect(xlsx).toBe("## Stock\n\n| Fruit | Count |\n| --- | --- |\n| Pear | 7 |\n| Quince | 12 |\n\n## Notes\n\n| Remark | By |\n| --- | --- |\n| Fresh | Ada |");
    const csv = (await scrape("/docs/prices.csv")).body.data.markdown;
    expect(csv).toBe('| item | price | note |\n| --- | --- | --- |\n| bread | 2.50 | fresh, warm |\n| milk | 1.20 | say "hi" |');
  });

  it("passes JSON and XML through as fenced code and plain text as it is", async () => {
    expect((await scrape("/docs/data.json")).body.data.markdown).toBe('```json\n{"name": "harbour", "ships": [1, 2]}\n```');
    expect((await scrape("/docs/feed.xml")).body.data.markdown).toBe("```xml\n<feed><title>News</title></feed>\n```");
    expect((await scrape("/docs/readme.txt")).body.data.markdown).toBe("Plain words, kept as they are.");
  });

  it("crawls the documents a site links to, as pages", async () => {
    const started = await postJson(`${engine.url}/crawl`, { url: site.url("/"), limit: 10, sitemap: "skip" });
    expect(started.status).toBe(200);
    const status = await waitForCrawl(started.body.url);
    const byUrl = new Map<string, string>(status.data.map((page: { metadata: { sourceURL: string }; markdown: string }) => [page.metadata.sourceURL, page.markdown]));
    expect(byUrl.get(site.url("/docs/report.pdf"))).toContain("# Harbour Annual Report");
    expect(byUrl.get(site.url("/docs/minutes.docx"))).toContain("# Quarterly Minutes");
    expect(byUrl.get(site.url("/docs/stock.xlsx"))).toContain("| Pear | 7 |");
  });
});
