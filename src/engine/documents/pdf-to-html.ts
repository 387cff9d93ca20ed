import { loadOptional } from "../../core/optional-peer.js";
import { DocumentFailure } from "./document-failure.js";
import type { DocumentLimits, PdfParserSettings } from "./document-options.js";
import { escapeHtml } from "./html-text.js";
import { bodySizeOf, dropRunningLines, headingLevels, pageHtml, type TextRun } from "./pdf-layout.js";
import { ocrImage, tesseractPackage } from "./tesseract.js";

/** A PDF as HTML: one fragment per parsed page, plus what the document's metadata reports. */
export interface PdfHtml {
  pages: { pageNumber: number; html: string }[];
  title?: string | undefined;
  author?: string | undefined;
  /** Pages parsed (`metadata.numPages`). */
  numPages: number;
  /** Pages in the file (`metadata.totalPages`). */
  totalPages: number;
  notes: string[];
}

/** Fewer characters than this on a page: its text is (probably) in a picture, a case for OCR. */
const textlessPage = 16;

function loadUnpdf() {
  return loadOptional("Parsing PDFs", () => import("unpdf"));
}

/**
 * Reads a PDF with pdf.js (unpdf's serverless build: no canvas, no native code) into HTML pages:
 * the text layer laid out as headings, paragraphs, lists and tables (pdf-layout.ts), and, for OCR,
 * each page's images (decoded by pdf.js) read by tesseract. Runs in a page worker; the worker's
 * heap limit and deadline bound a hostile file.
 */
export async function pdfToHtml(data: Buffer, parser: PdfParserSettings, limits: DocumentLimits, deadline: number): Promise<PdfHtml> {
  const { getDocumentProxy, extractImages } = await loadUnpdf();
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js takes (detaches) the bytes it is given: hand it a copy. (The pdf.js of unpdf ≥ 1.8 has no
    // eval path at all, so there is no `isEvalSupported` to turn off.)
    pdf = await getDocumentProxy(new Uint8Array(data), { stopAtErrors: false, verbosity: 0, maxImageSize: limits.maxOcrPixels });
  } catch (error) {
    throw new DocumentFailure("unreadable", `The PDF could not be read (${error instanceof Error ? error.message : String(error)}).`);
  }
  try {
    const totalPages = pdf.numPages;
    const wanted = Math.min(totalPages, parser.maxPages ?? totalPages);
    if (wanted > limits.maxPdfPages) {
      throw new DocumentFailure(
        "limit",
        `The PDF has ${totalPages} pages; the local engine parses at most ${limits.maxPdfPages} pages of one PDF. ` +
          `Ask for fewer with parsers: [{ "type": "pdf", "maxPages": ${limits.maxPdfPages} }].`,
      );
    }
    const notes: string[] = [];
    const collected: TextRun[][] = [];
    const heights: number[] = [];
    for (let pageNumber = 1; pageNumber <= wanted; pageNumber += 1) {
      if (Date.now() > deadline) throw new DocumentFailure("timeout", `Parsing the PDF ran out of time after ${pageNumber - 1} of ${wanted} pages. Ask for fewer with parsers: [{ "type": "pdf", "maxPages": N }], or raise timeout.`);
      const page = await pdf.getPage(pageNumber);
      const content = await page.getTextContent();
      const runs: TextRun[] = [];
      for (const item of content.items) {
        if (!("str" in item)) continue;
        const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
        runs.push({ text: item.str, x, y, width: item.width, size: Math.hypot(c, d) || item.height });
      }
      collected.push(runs);
      heights.push(page.view[3] ?? 792);
      page.cleanup();
    }
    const pageRuns = dropRunningLines(collected, heights);
    const all = pageRuns.flat();
    const bodySize = bodySizeOf(all);
    const levels = headingLevels(all, bodySize);
    const pages: PdfHtml["pages"] = [];
    let unread = 0;
    for (const [index, runs] of pageRuns.entries()) {
      const pageNumber = index + 1;
      let html = pageHtml(runs, bodySize, levels);
      const textless = runs.reduce((sum, run) => sum + run.text.trim().length, 0) < textlessPage;
      if (parser.mode === "ocr" || (parser.mode === "auto" && textless)) {
        // Mode "ocr" without tesseract was refused before the fetch; "auto" without it notes what was missed.
        if (parser.tesseract === undefined) unread += 1;
        else {
          const text = await ocrPage(pdf, extractImages, pageNumber, parser.tesseract, limits, deadline);
          if (text !== "") html += `\n${text}`;
        }
      }
      pages.push({ pageNumber, html });
    }
    if (unread > 0) notes.push(`${unread} page(s) of this PDF have no text layer (scanned?); install ${tesseractPackage} for OCR (modes "auto" and "ocr" use it).`);
    const { info } = (await pdf.getMetadata().catch(() => ({ info: {} }))) as { info: Record<string, unknown> };
    const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);
    if (wanted < totalPages) notes.push(`Parsed ${wanted} of the PDF's ${totalPages} pages (maxPages).`);
    return { pages, title: text(info["Title"]), author: text(info["Author"]), numPages: wanted, totalPages, notes };
  } finally {
    // The loading task ends the document in every pdf.js unpdf bundles (newer ones dropped `PDFDocumentProxy.destroy`).
    await pdf.loadingTask.destroy().catch(() => {});
  }
}

type ExtractImages = Awaited<ReturnType<typeof loadUnpdf>>["extractImages"];
type PdfProxy = Parameters<ExtractImages>[0];

/** OCR of a page's images (pdf.js decodes them; no canvas renders the page), as HTML paragraphs. */
async function ocrPage(pdf: PdfProxy, extractImages: ExtractImages, pageNumber: number, tesseract: string, limits: DocumentLimits, deadline: number): Promise<string> {
  const images = await extractImages(pdf, pageNumber);
  const paragraphs: string[] = [];
  for (const image of images) {
    if (image.width * image.height > limits.maxOcrPixels || image.width < 16 || image.height < 16) continue;
    const outOfTime = () => new DocumentFailure("timeout", `OCR of the PDF ran out of time on page ${pageNumber}. Ask for fewer pages (maxPages), or raise timeout.`);
    const left = deadline - Date.now();
    if (left <= 0) throw outOfTime();
    let text: string;
    try {
      text = await ocrImage(tesseract, image, left);
    } catch (error) {
      // Killed at the deadline, or tesseract failed on this picture.
      if ((error as { killed?: unknown }).killed === true || Date.now() >= deadline) throw outOfTime();
      throw new DocumentFailure("unreadable", `OCR failed on page ${pageNumber} (${error instanceof Error ? error.message.split("\n")[0] : String(error)}).`);
    }
    for (const block of text.split(/\n\s*\n/)) {
      const line = block.replace(/\s+/g, " ").trim();
      if (line !== "") paragraphs.push(`<p>${escapeHtml(line)}</p>`);
    }
  }
  return paragraphs.join("\n");
}
