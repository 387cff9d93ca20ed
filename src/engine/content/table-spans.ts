import { ContentEmitter, type Rewrite } from "./content-emit.js";
import { NodeFlag, type TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";
import { cellsOf } from "./table-rows.js";
import { attributeValue, valuePattern } from "./tag-attributes.js";

/**
 * A data table with cells that span rows, or a header of two rows or more with spanning cells,
 * prints its values under the wrong columns: markdown has no spans, and the converter drops
 * `rowspan` (the row under a spanning cell starts a column early: "Monday | North" over
 * "South | 8:00"). Such a table is written as a grid: a cell that spans rows stands again in each
 * row it covers (a rowspan stays in its row group, as in HTML), a cell that spans columns fills the
 * first and leaves the others empty (as the converter prints a colspan), and the header rows become
 * one row whose cells say each column's header texts in order ("RMS error (cm) 2.0").
 */

const rowspanValue = valuePattern("rowspan");
/** Wider than this (columns), a table is not rewritten (a hostile colspan). */
const MAX_COLUMNS = 64;
/** More cells than this in the grid, a table is left as the converter prints it. */
const MAX_CELLS = 20_000;

/** One row of the grid: the cell at each column, and whether it starts there (a spanned copy does not). */
interface GridRow {
  row: TreeNode;
  cells: Array<TreeNode | undefined>;
  starts: boolean[];
}

/** Rewrites the rows of `table` (its kept rows in `rows`) as a grid, when it has spans a markdown table loses. */
export function expandSpans(rows: readonly TreeNode[], removed: Uint8Array | undefined, output: ScanOutput, rewrites: Map<TreeNode, Rewrite>): void {
  // Most tables span nothing: one look at each cell.
  if (!rows.some((row) => row.children.some((cell) => cell.colspan > 1 || (cell.flags & NodeFlag.RowSpan) !== 0))) return;
  const kept = rows.filter((row) => removed?.[row.index] !== 1 && rewrites.get(row)?.kind !== "drop");
  const headerRows = leadingHeaderRows(kept);
  // A header row of one cell is the table's title ("Companies supporting LibreOffice development"), not a column's header: no merge.
  const header = kept.slice(0, headerRows);
  const spannedHeader = headerRows >= 2 && header.every((row) => cellsOf(row).length > 1) && header.some((row) => cellsOf(row).some((cell) => cell.colspan > 1 || (cell.flags & NodeFlag.RowSpan) !== 0));
  if (!spannedHeader && !spansRows(kept)) return;
  const grid = gridOf(kept, output);
  if (grid === undefined) return;
  const inner = cellContent(removed, rewrites, output);
  const width = Math.max(...grid.map((line) => line.cells.length));
  const html = new Map<TreeNode, string>();
  let first = 0;
  if (spannedHeader) {
    html.set(grid[0]?.row as TreeNode, mergedHeader(grid.slice(0, headerRows), width, inner));
    for (let index = 1; index < headerRows; index++) rewrites.set(grid[index]?.row as TreeNode, { kind: "drop" });
    first = headerRows;
  }
  for (const line of grid.slice(first)) {
    let cells = "";
    for (let column = 0; column < width; column++) {
      const cell = line.cells[column];
      const tag = cell?.name ?? "td";
      // A column a colspan covers is left empty past its first; a rowspan's copy says the cell again.
      const copy = cell !== undefined && (line.starts[column] === true || column === 0 || line.cells[column - 1] !== cell);
      cells += `<${tag}>${copy && cell !== undefined ? inner(cell) : ""}</${tag}>`;
    }
    html.set(line.row, `<tr>${cells}</tr>`);
  }
  for (const [row, rowHtml] of html) rewrites.set(row, { kind: "html", html: rowHtml });
}

/** Whether a cell of the rows spans rows (read in place: a data table has thousands of cells). */
function spansRows(rows: readonly TreeNode[]): boolean {
  for (const row of rows) for (const cell of row.children) if ((cell.flags & NodeFlag.RowSpan) !== 0) return true;
  return false;
}

/** How many rows at the top are all header cells (a table's header). */
function leadingHeaderRows(rows: readonly TreeNode[]): number {
  let count = 0;
  for (const row of rows) {
    const cells = cellsOf(row);
    if (cells.length === 0 || !cells.every((cell) => cell.name === "th")) break;
    count++;
  }
  return count;
}

/** The grid of the rows (undefined when too wide or too large to rewrite). */
function gridOf(rows: readonly TreeNode[], output: ScanOutput): GridRow[] | undefined {
  const grid: GridRow[] = [];
  // Per column: rows the cell above still covers, and that cell.
  let carried: number[] = [];
  let carriedCell: Array<TreeNode | undefined> = [];
  let group: TreeNode | null = null;
  let size = 0;
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index] as TreeNode;
    // A rowspan ends with its row group (thead, tbody, tfoot).
    if (row.parent !== group) {
      group = row.parent;
      carried = [];
      carriedCell = [];
    }
    const line: GridRow = { row, cells: [], starts: [] };
    let column = 0;
    const takeCarried = () => {
      while ((carried[column] ?? 0) > 0) {
        line.cells[column] = carriedCell[column];
        line.starts[column] = false;
        carried[column] = (carried[column] as number) - 1;
        column++;
      }
    };
    for (const cell of cellsOf(row)) {
      takeCarried();
      const span = Math.min(cell.colspan, MAX_COLUMNS - column);
      const down = (cell.flags & NodeFlag.RowSpan) === 0 ? 1 : rowspanOf(cell, output);
      for (let offset = 0; offset < span; offset++) {
        line.cells[column + offset] = cell;
        line.starts[column + offset] = offset === 0;
        if (down > 1) {
          carried[column + offset] = down - 1;
          carriedCell[column + offset] = cell;
        }
      }
      column += span;
      if (column >= MAX_COLUMNS) return undefined;
    }
    // Cells carried into the columns after the row's own.
    while (column < carried.length) {
      if ((carried[column] ?? 0) > 0) takeCarried();
      else column++;
    }
    size += line.cells.length;
    if (size > MAX_CELLS) return undefined;
    grid.push(line);
  }
  return grid;
}

/** A cell's `rowspan` (at least 1; 0 means "to the end of the group", taken as 1: the grid does not guess). */
function rowspanOf(cell: TreeNode, output: ScanOutput): number {
  const value = attributeValue(output.between(cell.openStart, cell.openEnd), rowspanValue);
  const span = value === undefined ? 1 : Number.parseInt(value, 10);
  return Number.isFinite(span) && span > 1 ? Math.min(span, 65_534) : 1;
}

/** A function giving the HTML inside a cell as it will be written (its rewrites and removals applied). */
function cellContent(removed: Uint8Array | undefined, rewrites: ReadonlyMap<TreeNode, Rewrite>, output: ScanOutput): (cell: TreeNode) => string {
  const written = new Map<TreeNode, string>();
  return (cell) => {
    let html = written.get(cell);
    if (html === undefined) {
      const whole = new ContentEmitter(output, removed, rewrites).nodes([cell]);
      html = /^<(t[dh])\b[^>]*>([\s\S]*)<\/\1>$/i.exec(whole.trim())?.[2] ?? whole;
      written.set(cell, html);
    }
    return html;
  };
}

/** One header row for several: each column's distinct header cells, top to bottom, in one `<th>`. */
function mergedHeader(lines: readonly GridRow[], width: number, inner: (cell: TreeNode) => string): string {
  let cells = "";
  for (let column = 0; column < width; column++) {
    const parts: string[] = [];
    let last: TreeNode | undefined;
    for (const line of lines) {
      const cell = line.cells[column];
      if (cell === undefined || cell === last) continue;
      last = cell;
      const content = inner(cell).trim();
      if (content !== "") parts.push(content);
    }
    cells += `<th>${parts.join(" ")}</th>`;
  }
  return `<tr>${cells}</tr>`;
}
