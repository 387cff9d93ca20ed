import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { findTesseract } from "../../src/engine/documents/tesseract.js";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { documentRoutes, ocrLines } from "../helpers/documents/document-site.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { aptInstall, onCi } from "../setup/apt-install.js";
import { postJson } from "./engine-http.js";

// CI installs Debian's tesseract-ocr (a fresh machine, as root); elsewhere the OCR cases skip without it.
if (findTesseract() === undefined && onCi) aptInstall(["tesseract-ocr"], "PDF OCR test");
const tesseract = findTesseract();
if (tesseract === undefined && onCi) throw new Error("tesseract-ocr is not installed and could not be installed; the PDF OCR test needs it on CI.");

describe("PDF OCR", () => {
  let site: GeneratedSite;
  let engine: LocalEngine;
  const scrape = (options: Record<string, unknown>) => postJson(`${engine.url}/scrape`, { url: site.url("/docs/scan.pdf"), ...options });

  beforeAll(async () => {
    site = await startGeneratedSite({ pages: 1, routes: documentRoutes() });
    engine = await createLocalEngine({ allowPrivateNetwork: true, browser: false });
  });
  afterEach(() => {
    delete process.env["WEBDATA_TESSERACT"];
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  it.skipIf(tesseract === undefined)("reads the words of a scanned page with tesseract (mode ocr, and auto for a page without text)", async () => {
    for (const mode of ["ocr", "auto"]) {
      const { status, body } = await scrape({ parsers: [{ type: "pdf", mode }] });
      expect(status, mode).toBe(200);
      for (const line of ocrLines) expect(body.data.markdown, mode).toContain(line);
      expect(body.data.metadata).toMatchObject({ numPages: 1, creditsUsed: 2 });
    }
  });

  it.skipIf(tesseract === undefined)("stops a conversion past the scrape's timeout with 408 and what to lower, and answers the next scrape", async () => {
    // 60 pages of OCR cannot finish in one second on any machine (tesseract takes a fair part of one per page).
    const { status, body } = await postJson(`${engine.url}/scrape`, { url: site.url("/docs/long-scan.pdf"), timeout: 1000, parsers: [{ type: "pdf", mode: "ocr" }] });
    expect(status).toBe(408);
    expect(body).toMatchObject({ success: false, code: "SCRAPE_TIMEOUT" });
    expect(body.error).toContain("maxPages");
    const next = await postJson(`${engine.url}/scrape`, { url: site.url("/docs/report.pdf") });
    expect(next.status).toBe(200);
    expect(next.body.data.markdown).toContain("# Harbour Annual Report");
  });

  it("answers 501 naming tesseract-ocr for mode ocr without it, before fetching; fast and auto still answer", async () => {
    process.env["WEBDATA_TESSERACT"] = "off";
    const requests = site.requests.length;
    const { status, body } = await scrape({ parsers: [{ type: "pdf", mode: "ocr" }] });
    expect(status).toBe(501);
    expect(body).toMatchObject({ success: false, code: "OCR_NOT_AVAILABLE" });
    expect(body.error).toContain("tesseract-ocr");
    expect(site.requests.length).toBe(requests);
    const crawl = await postJson(`${engine.url}/crawl`, { url: site.url("/"), scrapeOptions: { parsers: [{ type: "pdf", mode: "ocr" }] } });
    expect(crawl.status).toBe(501);
    const auto = await scrape({ parsers: [{ type: "pdf", mode: "auto" }] });
    expect(auto.status).toBe(200);
    expect(auto.body.warning).toContain("install tesseract-ocr");
  });
});
