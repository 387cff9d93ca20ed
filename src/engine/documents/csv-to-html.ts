import type { DocumentLimits } from "./document-options.js";
import { htmlTable } from "./html-text.js";
import { tooManyCells } from "./office-to-html.js";

/** The delimiter of a CSV: the one of `,`, `;`, tab and `|` most frequent on its first line. */
function delimiterOf(text: string, fallback: string): string {
  const firstLine = text.slice(0, Math.min(text.length, 64 * 1024)).split(/\r?\n/, 1)[0] ?? "";
  let best = fallback;
  let bestCount = 0;
  for (const candidate of [",", ";", "\t", "|"]) {
    const count = firstLine.split(candidate).length - 1;
    if (count > bestCount) [best, bestCount] = [candidate, count];
  }
  return best;
}

/** Parses CSV (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes) into rows, at most `maxCells` cells. */
export function parseCsv(text: string, delimiter: string, maxCells: number): string[][] | undefined {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let cells = 0;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else quoted = false;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === delimiter) {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[at + 1] === "\n") at += 1;
      row.push(field);
      cells += row.length;
      if (cells > maxCells) return undefined;
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
    if (cells + row.length > maxCells) return undefined;
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ""));
}

/** A CSV (or TSV) as an HTML table, its first row the header. */
export function csvToHtml(text: string, tabs: boolean, limits: DocumentLimits): string {
  const rows = parseCsv(text.replace(/^\ufeff/, ""), tabs ? "\t" : delimiterOf(text, ","), limits.maxTableCells);
  if (rows === undefined) throw tooManyCells(limits);
  return htmlTable(rows);
}
