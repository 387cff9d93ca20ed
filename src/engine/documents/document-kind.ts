import type { FetchedResponse } from "../fetch/safe-fetch.js";

/** The documents the engine converts in its worker threads (HTML and plain text take the page path). */
export type DocumentKind = "pdf" | "docx" | "odt" | "xlsx" | "csv" | "tsv";

const byType: Record<string, DocumentKind> = {
  "application/pdf": "pdf",
  "application/x-pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/vnd.oasis.opendocument.text": "odt",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "text/csv": "csv",
  "application/csv": "csv",
  "text/comma-separated-values": "csv",
  "text/tab-separated-values": "tsv",
};

const byExtension: Record<string, DocumentKind> = { pdf: "pdf", docx: "docx", odt: "odt", xlsx: "xlsx", csv: "csv", tsv: "tsv" };

/** Types that say nothing about the body: a server's default, a download, a zip, or text that may be a mislabelled file. */
const genericTypes = new Set([
  "",
  "application/octet-stream",
  "binary/octet-stream",
  "application/download",
  "application/force-download",
  "application/x-download",
  "application/zip",
  "application/x-zip-compressed",
  "text/plain",
]);

/** Whether a `Content-Type` says nothing about what the body is. */
export function isGenericType(contentType: string): boolean {
  return genericTypes.has(contentType);
}

function extensionOf(url: string): string {
  try {
    const name = new URL(url).pathname.split("/").pop() ?? "";
    const dot = name.lastIndexOf(".");
    return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
  } catch {
    return "";
  }
}

/** Which office format a zip is, from the entry names in its central directory (at the end) or first local header. */
function zipKind(body: Buffer): DocumentKind | undefined {
  // ODF puts an uncompressed `mimetype` entry first: its content follows the 30-byte header and the name.
  if (body.subarray(30, 38).toString("latin1") === "mimetype" && body.subarray(38, 38 + 39).toString("latin1") === "application/vnd.oasis.opendocument.text") {
    return "odt";
  }
  const tail = body.subarray(Math.max(0, body.length - 256 * 1024)).toString("latin1");
  if (tail.includes("word/document.xml")) return "docx";
  if (tail.includes("xl/workbook.xml")) return "xlsx";
  return undefined;
}

/**
 * The document a response holds, or undefined for HTML, text and what the engine does not convert.
 * The `Content-Type` decides when it names a document; under a generic type (octet-stream, a zip,
 * text/plain, none) the first bytes (`%PDF-`, a zip's entry names) decide, then the URL's extension.
 */
export function documentKindOf(response: Pick<FetchedResponse, "contentType" | "body" | "url">): DocumentKind | undefined {
  const declared = byType[response.contentType];
  if (declared !== undefined) return declared;
  if (!genericTypes.has(response.contentType)) return undefined;
  const head = response.body.subarray(0, 1024).toString("latin1");
  if (head.startsWith("%PDF-") || head.trimStart().startsWith("%PDF-")) return "pdf";
  const extension = byExtension[extensionOf(response.url)];
  if (head.startsWith("PK\u0003\u0004")) return zipKind(response.body) ?? (extension === "docx" || extension === "xlsx" || extension === "odt" ? extension : undefined);
  // A text body is a document only by its name (data.csv served as text/plain).
  return extension === "csv" || extension === "tsv" ? extension : undefined;
}

/** The MIME type of a document kind, for `metadata.contentType` when the server sent a generic one. */
export const documentMimeTypes: Record<DocumentKind, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  odt: "application/vnd.oasis.opendocument.text",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv",
  tsv: "text/tab-separated-values",
};
