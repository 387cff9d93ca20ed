import { loadOptional } from "../../core/optional-peer.js";
import { DocumentFailure } from "./document-failure.js";
import type { DocumentLimits } from "./document-options.js";
import { escapeHtml, htmlTable } from "./html-text.js";
import { odtContentToHtml } from "./odt-content.js";
import { readZip, xmlDepthExceeds } from "./zip-reader.js";

/**
 * DOCX, ODT and XLSX to HTML. Each is a zip: it is read once with the engine's bounds (entry
 * count, expanded size, XML nesting) before any library sees it, so a zip bomb or a part nested
 * thousands deep fails here with a clear error instead of inside the library.
 */

function checkedZip(data: Buffer, limits: DocumentLimits, xmlParts: (name: string) => boolean): Map<string, Buffer> {
  const entries = readZip(data, { maxEntries: limits.maxZipEntries, maxUnzippedBytes: limits.maxUnzippedBytes });
  for (const [name, content] of entries) {
    if (xmlParts(name) && xmlDepthExceeds(content.toString("utf8"), limits.maxXmlDepth)) {
      throw new DocumentFailure("limit", `${name} in the document nests elements more than ${limits.maxXmlDepth} deep, past the engine's limit.`);
    }
  }
  return entries;
}

function failure(what: string, error: unknown): DocumentFailure {
  if (error instanceof DocumentFailure) return error;
  return new DocumentFailure("unreadable", `The ${what} could not be read (${error instanceof Error ? error.message : String(error)}).`);
}

/** DOCX through mammoth (styles to headings, lists, tables); images are dropped (the pipeline keeps no data: images), external files never read. */
export async function docxToHtml(data: Buffer, limits: DocumentLimits): Promise<string> {
  checkedZip(data, limits, (name) => name.startsWith("word/") && name.endsWith(".xml"));
  const mammoth = (await loadOptional("Converting DOCX files", () => import("mammoth"))).default;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: data },
      { externalFileAccess: false, convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: "" })) },
    );
    return result.value;
  } catch (error) {
    throw failure("DOCX file", error);
  }
}

/** ODT: its content.xml, read by the engine's own small converter (odt-content.ts). */
export async function odtToHtml(data: Buffer, limits: DocumentLimits): Promise<string> {
  const entries = checkedZip(data, limits, (name) => name === "content.xml");
  const content = entries.get("content.xml");
  if (content === undefined) throw new DocumentFailure("unreadable", "The ODT file has no content.xml.");
  try {
    return await odtContentToHtml(content.toString("utf8"));
  } catch (error) {
    throw failure("ODT file", error);
  }
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().replace(/T00:00:00\.000Z$/, "");
  return String(value);
}

/** XLSX through read-excel-file: each sheet a heading and a table, at most `maxTableCells` cells in all. */
export async function xlsxToHtml(data: Buffer, limits: DocumentLimits): Promise<string> {
  checkedZip(data, limits, (name) => name.startsWith("xl/") && name.endsWith(".xml"));
  const readXlsx = (await loadOptional("Converting XLSX files", () => import("read-excel-file/universal"))).default;
  let sheets: Awaited<ReturnType<typeof readXlsx>>;
  try {
    sheets = await readXlsx(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer);
  } catch (error) {
    throw failure("XLSX file", error);
  }
  let cells = 0;
  const parts: string[] = [];
  for (const { sheet, data: rows } of sheets) {
    cells += rows.reduce((sum, row) => sum + row.length, 0);
    if (cells > limits.maxTableCells) throw tooManyCells(limits);
    parts.push(`<h2>${escapeHtml(sheet)}</h2>`);
    parts.push(htmlTable(rows.map((row) => row.map(cellText))));
  }
  return parts.join("\n");
}

export function tooManyCells(limits: DocumentLimits): DocumentFailure {
  return new DocumentFailure("limit", `The table has more than ${limits.maxTableCells} cells, past the engine's limit for one document.`);
}
