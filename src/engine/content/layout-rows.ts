import type { TreeNode } from "./content-tree.js";
import { isDataTable } from "./content-cleanup.js";

/**
 * Rows of a table used to lay out a page: a table cell's run of text scores its row (the paragraph's
 * parent), so the row of a page laid out as menu | article | sidebar can win as the article, with the
 * menu and the sidebar in it. Such a row is a layout's row when one cell holds nearly all its text
 * beside other cells with text: that cell is the article's column.
 */

/** Share of a layout row's text its article column holds, at least. */
const COLUMN_SHARE = 0.75;

/** The cell of a layout row that holds nearly all of its text beside other cells with text (see above); undefined for any other node. */
export function articleColumn(row: TreeNode): TreeNode | undefined {
  if (row.name !== "tr" || row.text === 0) return undefined;
  let column: TreeNode | undefined;
  let others = 0;
  for (const cell of row.children) {
    if (cell.name !== "td" && cell.name !== "th") continue;
    if (cell.text >= row.text * COLUMN_SHARE) column = cell;
    else if (cell.text > 0) others++;
  }
  if (column === undefined || others === 0) return undefined;
  // A data table's row (a long description beside short values) is a row of data, read whole.
  const table = row.parent?.name === "table" ? row.parent : row.parent?.parent;
  return table === undefined || table === null || !isDataTable(table) ? column : undefined;
}
