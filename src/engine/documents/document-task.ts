import { buildPageDocument, type ProcessedPage } from "../content/page-document.js";
import type { HtmlToMarkdown } from "../content/html-to-markdown.js";
import { decodeBody } from "../content/decode-text.js";
import type { FetchedResponse } from "../fetch/safe-fetch.js";
import { csvToHtml } from "./csv-to-html.js";
import { DocumentFailure, type DocumentFailureKind } from "./document-failure.js";
import { documentMimeTypes, isGenericType, type DocumentKind } from "./document-kind.js";
import type { DocumentLimits, DocumentParsers } from "./document-options.js";
import { escapeHtml } from "./html-text.js";
import { docxToHtml, odtToHtml, xlsxToHtml } from "./office-to-html.js";
import { pdfToHtml } from "./pdf-to-html.js";

/** What a page task carries when its body is a document. */
export interface DocumentJob {
  kind: DocumentKind;
  parsers: DocumentParsers;
  limits: DocumentLimits;
  /** Epoch milliseconds by which the conversion must end (the worker is stopped a little after). */
  deadline: number;
}

/** A document the worker could not convert, handed back as data. */
export interface DocumentTaskFailure {
  failure: { kind: DocumentFailureKind; message: string };
}

/** A converted document: the content pipeline's page plus what only documents have. */
export interface DocumentPage extends ProcessedPage {
  notes: string[];
  /** PDF pages parsed (each adds a credit, docs/api.md §10); 0 for other documents and unparsed PDFs. */
  pdfPages: number;
}

/** The service's page marker between PDF pages (none before the first). */
export const pageMarker = (pageNumber: number) => `\n\n---\n\n<!-- page ${pageNumber} -->\n\n`;

function wrap(body: string, head = ""): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
}

/**
 * Converts a document into a page: to HTML first (PDF, DOCX, ODT, XLSX, CSV each their own way),
 * then through the same content pipeline as any HTML page (`buildPageDocument`, main-content
 * filter off: the whole document is content). A PDF with `parsers: []` comes back as base64,
 * as the service returns it.
 */
export async function convertDocument(
  response: FetchedResponse,
  options: Parameters<typeof buildPageDocument>[1],
  job: DocumentJob,
  toMarkdown: HtmlToMarkdown,
  scrapeId: string,
): Promise<DocumentPage> {
  const contentType = isGenericType(response.contentType) ? documentMimeTypes[job.kind] : response.contentType;
  const notes: string[] = [];
  let html: string;
  let pdfPages: { pageNumber: number; html: string }[] | undefined;
  let pdfCounts: { numPages: number; totalPages: number } | undefined;
  switch (job.kind) {
    case "pdf": {
      if (job.parsers.pdf === false) return base64Page(response, options, contentType, scrapeId);
      const pdf = await pdfToHtml(response.body, job.parsers.pdf, job.limits, job.deadline);
      const head = `${pdf.title === undefined ? "" : `<title>${escapeHtml(pdf.title)}</title>`}${pdf.author === undefined ? "" : `<meta name="author" content="${escapeHtml(pdf.author)}">`}`;
      html = wrap(pdf.pages.map((page) => page.html).join("\n"), head);
      pdfPages = pdf.pages;
      pdfCounts = { numPages: pdf.numPages, totalPages: pdf.totalPages };
      notes.push(...pdf.notes);
      break;
    }
    case "docx":
      html = wrap(await docxToHtml(response.body, job.limits));
      break;
    case "odt":
      html = wrap(await odtToHtml(response.body, job.limits));
      break;
    case "xlsx":
      html = wrap(await xlsxToHtml(response.body, job.limits));
      break;
    case "csv":
    case "tsv":
      html = wrap(csvToHtml(decodeBody(response.body, response.headers["content-type"], false), job.kind === "tsv", job.limits));
      break;
  }
  const asHtml: FetchedResponse = { ...response, contentType: "text/html", headers: { ...response.headers, "content-type": "text/html; charset=utf-8" }, body: Buffer.from(html) };
  const page = buildPageDocument(asHtml, { ...options, onlyMainContent: false }, toMarkdown, scrapeId);
  const { document } = page;
  document.metadata.contentType = contentType;
  let parsedPages = 0;
  if (pdfCounts !== undefined && pdfPages !== undefined && job.parsers.pdf !== false) {
    Object.assign(document.metadata, pdfCounts);
    parsedPages = pdfCounts.numPages;
    const { pageMarkers, pages } = job.parsers.pdf;
    if (pageMarkers || pages) {
      const markdowns = pdfPages.map((entry) => ({ pageNumber: entry.pageNumber, markdown: toMarkdown(entry.html).trim() }));
      if (pages) (document as { pages?: unknown }).pages = markdowns;
      if (pageMarkers && document.markdown !== undefined) {
        document.markdown = markdowns.map((entry, index) => (index === 0 ? entry.markdown : `${pageMarker(entry.pageNumber)}${entry.markdown}`)).join("");
      }
    }
  }
  return { ...page, notes, pdfPages: parsedPages };
}

/** `parsers: []`: the PDF itself, base64, in `markdown` (and `html`/`rawHtml` when asked), at the flat page price. */
function base64Page(response: FetchedResponse, options: Parameters<typeof buildPageDocument>[1], contentType: string, scrapeId: string): DocumentPage {
  const base64 = response.body.toString("base64");
  const document: ProcessedPage["document"] = {
    metadata: { sourceURL: response.requestedUrl, url: response.url, statusCode: response.status, contentType, scrapeId, proxyUsed: "basic", cacheState: "miss", creditsUsed: 0 },
  };
  if (options.formats.has("markdown")) document.markdown = base64;
  if (options.formats.has("html")) document.html = base64;
  if (options.formats.has("rawHtml")) document.rawHtml = base64;
  if (options.formats.has("links")) document.links = [];
  if (options.formats.has("images")) document.images = [];
  return { document, links: [], indexText: { title: "", description: "", content: "" }, notes: [], pdfPages: 0 };
}

/** The failure as data for the trip back from the worker; anything unexpected a document did counts as unreadable. */
export function documentFailureOf(error: unknown): DocumentTaskFailure {
  if (error instanceof DocumentFailure) return { failure: { kind: error.kind, message: error.message } };
  const reason = error instanceof RangeError && /call stack/i.test(error.message) ? "it nests too deeply" : error instanceof Error ? error.message : String(error);
  return { failure: { kind: "unreadable", message: `The document could not be converted (${reason}).` } };
}
