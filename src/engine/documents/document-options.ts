/**
 * How documents are parsed: the scrape's `parsers` option (docs/api.md §2.2) read into settings,
 * and the engine's bounds on a document.
 */

/** `{ type: "pdf", … }` of `parsers`, as the engine runs it. */
export interface PdfParserSettings {
  /** `fast`: the text layer only; `auto`: OCR for pages without text (when tesseract is installed); `ocr`: OCR every page's images too. */
  mode: "fast" | "auto" | "ocr";
  /** Pages parsed at most (the first ones). */
  maxPages?: number | undefined;
  /** Also return `pages: [{ pageNumber, markdown }]`. */
  pages: boolean;
  /** Join pages in the markdown with `\n\n---\n\n<!-- page N -->\n\n` (the service's marker). */
  pageMarkers: boolean;
  /** The tesseract binary OCR runs (set by the scraper from the machine; absent: no OCR). */
  tesseract?: string | undefined;
}

/** What the scrape asked of its documents: `pdf` false when `parsers` leaves PDFs unparsed (base64). */
export interface DocumentParsers {
  pdf: PdfParserSettings | false;
}

/** The engine's bounds on one document; a document past one fails alone with a clear error. */
export interface DocumentLimits {
  /** PDF pages parsed at most; a longer PDF needs `maxPages` at or below this. */
  maxPdfPages: number;
  /** Bytes a zip (DOCX, XLSX, ODT) may expand to, all entries together. */
  maxUnzippedBytes: number;
  /** Entries a zip may hold. */
  maxZipEntries: number;
  /** Element nesting of an XML part. */
  maxXmlDepth: number;
  /** Table cells of a spreadsheet or CSV, all sheets together. */
  maxTableCells: number;
  /** Pixels of one image handed to OCR. */
  maxOcrPixels: number;
  /** Time budget of one document's conversion, in milliseconds (the scrape's `timeout` can only shorten it). */
  timeoutMs: number;
}

export const documentLimitDefaults: DocumentLimits = {
  maxPdfPages: 1000,
  maxUnzippedBytes: 100 * 1024 * 1024,
  maxZipEntries: 5000,
  maxXmlDepth: 512,
  maxTableCells: 250_000,
  maxOcrPixels: 40_000_000,
  timeoutMs: 60_000,
};

/** Parsers when the request sends none: PDFs parsed, mode auto (the service's default). */
export const defaultDocumentParsers: DocumentParsers = { pdf: { mode: "auto", pages: false, pageMarkers: false } };

/** Reads the validated `parsers` option (`undefined`: the default; `[]`: PDFs come back as base64). */
export function toDocumentParsers(parsers: readonly unknown[] | undefined): DocumentParsers {
  if (parsers === undefined) return defaultDocumentParsers;
  for (const entry of parsers) {
    if (entry === "pdf") return defaultDocumentParsers;
    if (typeof entry === "object" && entry !== null && (entry as { type?: unknown }).type === "pdf") {
      const pdf = entry as { mode?: PdfParserSettings["mode"]; maxPages?: number; pages?: boolean; pageMarkers?: boolean };
      return {
        pdf: {
          mode: pdf.mode ?? "auto",
          maxPages: pdf.maxPages,
          pages: pdf.pages === true,
          pageMarkers: pdf.pageMarkers === true,
        },
      };
    }
  }
  return { pdf: false };
}
