import type { ArticleState } from "./content-cleanup.js";
import type { TreeNode } from "./content-tree.js";

/**
 * Tables of data, as opposed to tables used for layout. A header cell, a header row group or a
 * caption makes one; a table nested in a cell makes a layout; else the rows' cells are counted.
 */

/** A table of data (kept whatever its links): a header, or three rows and a row of two cells. */
export function isDataTable(table: TreeNode, state?: ArticleState): boolean {
  const grid = readGrid(table, state);
  return typeof grid === "boolean" ? grid : grid.rows >= 3 && grid.columns >= 2;
}

/**
 * A table of values as the layout rules read it (`layout-rows.ts`, `label-rows.ts`, a dominant cell
 * in `markdown-shaping.ts`): a header, or at least two rows with two or more cells of text. Stricter
 * than `isDataTable`, which keeps a list set as a table (an icon beside each download) from being
 * judged as a block of links; here a column of bullets or spacers beside one of links, or one row of
 * `&nbsp;` cells between a layout's sections, makes no grid.
 */
export function isValueGrid(table: TreeNode, state?: ArticleState): boolean {
  const grid = readGrid(table, state);
  return typeof grid === "boolean" ? grid : grid.rows >= 3 && grid.textRows >= 2;
}

interface GridCounts {
  rows: number;
  /** Cells of the widest row. */
  columns: number;
  /** Rows with two or more cells of text. */
  textRows: number;
}

/** Whether the table is headed (true) or holds a table (false), whichever comes first; else its rows counted. */
function readGrid(table: TreeNode, state?: ArticleState): boolean | GridCounts {
  if (table.name !== "table" || table.role === "presentation") return false;
  const counts: GridCounts = { rows: 0, columns: 0, textRows: 0 };
  // Breadth first: a header row or caption (near the top) settles it before the body's rows are read.
  const queue: TreeNode[] = [...table.children];
  for (let next = 0; next < queue.length; next++) {
    const node = queue[next] as TreeNode;
    if (state?.isRemoved(node) === true) continue;
    if (node.name === "table") return false; // nested tables are layout
    if (node.name === "th" || node.name === "thead" || node.name === "caption") return true;
    if (node.name === "tr") {
      counts.rows++;
      let cells = 0;
      let withText = 0;
      for (const child of node.children) {
        if (child.name !== "td") continue;
        cells++;
        if (child.text > 0) withText++;
      }
      counts.columns = Math.max(counts.columns, cells);
      if (withText >= 2) counts.textRows++;
    }
    for (const child of node.children) queue.push(child);
  }
  return counts;
}
