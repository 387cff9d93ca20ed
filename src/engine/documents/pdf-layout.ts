import { escapeHtml, htmlTable } from "./html-text.js";

/** A run of text on a PDF page, in PDF units (origin bottom-left). */
export interface TextRun {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/** One visual line: its runs left to right, split into cells where a wide gap separates them. */
interface Line {
  y: number;
  x: number;
  size: number;
  cells: string[];
  /** Left edge of each cell, to match table columns across lines. */
  cellXs: number[];
  text: string;
}

const bullet = /^(?:[•●▪◦‣∙·○■□–—*-]|\(?\d{1,3}[.)]|\(?[a-z][.)])\s+/;

/** Groups runs into lines (close baselines), left to right, with cells split at gaps wider than 1.5 × the font size. */
function linesOf(runs: readonly TextRun[]): Line[] {
  const sorted = runs.filter((run) => run.text.trim() !== "").sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: TextRun[][] = [];
  for (const run of sorted) {
    const line = lines.at(-1);
    if (line !== undefined && Math.abs(line[0]!.y - run.y) <= Math.max(line[0]!.size, run.size) * 0.4) line.push(run);
    else lines.push([run]);
  }
  return lines.map((runsOfLine) => {
    runsOfLine.sort((a, b) => a.x - b.x);
    const cells: string[] = [];
    const cellXs: number[] = [];
    let end = Number.NEGATIVE_INFINITY;
    for (const run of runsOfLine) {
      const gap = run.x - end;
      if (cells.length === 0 || gap > run.size * 1.5) {
        cells.push(run.text.trim());
        cellXs.push(run.x);
      } else {
        cells[cells.length - 1] += gap > run.size * 0.15 && !/\s$/.test(cells.at(-1)!) ? ` ${run.text.trim()}` : run.text;
      }
      end = run.x + run.width;
    }
    const size = Math.max(...runsOfLine.map((run) => run.size));
    return { y: runsOfLine[0]!.y, x: runsOfLine[0]!.x, size, cells: cells.map((cell) => cell.replace(/\s+/g, " ").trim()), cellXs, text: cells.join(" ").replace(/\s+/g, " ").trim() };
  });
}

/** The body font size: the size carrying the most characters. */
export function bodySizeOf(runs: readonly TextRun[]): number {
  const weight = new Map<number, number>();
  for (const run of runs) {
    const size = Math.round(run.size * 2) / 2;
    weight.set(size, (weight.get(size) ?? 0) + run.text.length);
  }
  let best = 0;
  let bestWeight = -1;
  for (const [size, chars] of weight) if (chars > bestWeight) [best, bestWeight] = [size, chars];
  return best;
}

/** Heading levels by size: the larger sizes of the document (above the body size by 15 %), largest first, h1–h4. */
export function headingLevels(runs: readonly TextRun[], bodySize: number): Map<number, number> {
  const sizes = [...new Set(runs.filter((run) => run.size >= bodySize * 1.15 && run.text.trim() !== "").map((run) => Math.round(run.size * 2) / 2))].sort((a, b) => b - a);
  return new Map(sizes.map((size, index) => [size, Math.min(index + 1, 4)]));
}

/** Rows whose cells are mostly long prose: a page set in columns (a paper), not a table. */
function looksLikeTextColumns(rows: readonly string[][]): boolean {
  if (rows.length < 4) return false;
  const cells = rows.flat();
  const words = cells.reduce((sum, cell) => sum + cell.split(" ").length, 0);
  return words / cells.length >= 6;
}

/** Text set in columns, read column by column (each a paragraph, hyphenation undone). */
function textColumns(rows: readonly string[][]): string {
  const width = Math.max(...rows.map((row) => row.length));
  return Array.from({ length: width }, (_, column) => rows.map((row) => row[column] ?? "").filter((cell) => cell !== "").join(" "))
    .filter((text) => text !== "")
    .map((text) => `<p>${escapeHtml(text.replace(/(\w)- (\p{Ll})/gu, "$1$2"))}</p>`)
    .join("\n");
}

function sameColumns(a: Line, b: Line): boolean {
  if (a.cells.length !== b.cells.length) return false;
  return a.cellXs.every((x, index) => Math.abs(x - b.cellXs[index]!) <= Math.max(a.size, 6) * 1.5);
}

/**
 * Turns one page's text runs into HTML blocks: headings (lines set larger than the body text),
 * lists (lines opening with a bullet or a number), tables (two or more consecutive lines split
 * into the same columns), and paragraphs (lines closer than 1.6 × their size, hyphenation undone).
 */
export function pageHtml(runs: readonly TextRun[], bodySize: number, levels: ReadonlyMap<number, number>): string {
  const lines = linesOf(runs);
  const blocks: string[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | undefined;
  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push(`<p>${escapeHtml(paragraph.join(" ").replace(/(\w)- (\p{Ll})/gu, "$1$2"))}</p>`);
    paragraph = [];
  };
  const flushList = () => {
    if (list !== undefined) blocks.push(`<${list.ordered ? "ol" : "ul"}>${list.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</${list.ordered ? "ol" : "ul"}>`);
    list = undefined;
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const previous = lines[index - 1];
    const level = levels.get(Math.round(line.size * 2) / 2);
    if (line.cells.length >= 2 && lines[index + 1] !== undefined && sameColumns(line, lines[index + 1]!)) {
      flushParagraph();
      flushList();
      const rows = [line.cells];
      while (lines[index + 1] !== undefined && sameColumns(line, lines[index + 1]!)) rows.push(lines[++index]!.cells);
      blocks.push(looksLikeTextColumns(rows) ? textColumns(rows) : htmlTable(rows));
      continue;
    }
    if (level !== undefined) {
      flushParagraph();
      flushList();
      // A heading set over two lines stays one heading.
      const last = blocks.at(-1);
      const open = `<h${level}>`;
      if (last?.startsWith(open) === true && previous !== undefined && Math.round(previous.size * 2) === Math.round(line.size * 2) && previous.y - line.y <= line.size * 1.6) {
        blocks[blocks.length - 1] = `${last.slice(0, -(open.length + 1))} ${escapeHtml(line.text)}</h${level}>`;
      } else {
        blocks.push(`${open}${escapeHtml(line.text)}</h${level}>`);
      }
      continue;
    }
    const marker = bullet.exec(line.text);
    if (marker !== null) {
      flushParagraph();
      const ordered = /\d|[a-z]/.test(marker[0]);
      if (list !== undefined && list.ordered !== ordered) flushList();
      list ??= { ordered, items: [] };
      list.items.push(line.text.slice(marker[0].length));
      continue;
    }
    const gap = previous === undefined ? Number.POSITIVE_INFINITY : previous.y - line.y;
    const continues = gap <= Math.max(line.size, bodySize) * 1.6;
    if (list !== undefined && continues && line.x > (previous?.x ?? 0) + 1) {
      // A wrapped list item: indented under the previous item's text.
      list.items[list.items.length - 1] += ` ${line.text}`;
      continue;
    }
    flushList();
    if (!continues) flushParagraph();
    paragraph.push(line.text);
  }
  flushParagraph();
  flushList();
  return blocks.join("\n");
}

/**
 * Drops running heads and footers: a line in the top or bottom 8 % of its page whose text (digits
 * aside: "Page 3 of 9") comes back at the same height on at least 60 % of three or more pages.
 * A page keeps such a line when it has nothing else.
 */
export function dropRunningLines(pages: readonly TextRun[][], heights: readonly number[]): TextRun[][] {
  if (pages.length < 3) return pages.map((runs) => [...runs]);
  const keyOf = (run: TextRun, height: number): string | undefined => {
    if (run.y > height * 0.08 && run.y < height * 0.92) return undefined;
    return `${Math.round(run.y)}:${run.text.replace(/\d+/g, "#").replace(/\s+/g, " ").trim()}`;
  };
  const seen = new Map<string, number>();
  pages.forEach((runs, index) => {
    for (const key of new Set(runs.map((run) => keyOf(run, heights[index] ?? 792)))) if (key !== undefined) seen.set(key, (seen.get(key) ?? 0) + 1);
  });
  const running = new Set([...seen].filter(([key, count]) => count >= Math.max(3, pages.length * 0.6) && !key.endsWith(":")).map(([key]) => key));
  if (running.size === 0) return pages.map((runs) => [...runs]);
  return pages.map((runs, index) => {
    const kept = runs.filter((run) => !running.has(keyOf(run, heights[index] ?? 792) ?? ""));
    return kept.some((run) => run.text.trim() !== "") ? kept : [...runs];
  });
}
