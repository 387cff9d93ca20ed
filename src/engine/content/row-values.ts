import type { TreeNode } from "./content-tree.js";

/**
 * A cell beside another cell of text, in a table of two rows or more, is a value of the table's data
 * ("Deadline | 30 June 2026" in a box of key dates), not the article's dateline: a dateline set in a
 * layout table stands in a row of its own or in a table of one row. Only the cell's row and its
 * table's rows are counted.
 */

/** Rows a table section holds at least for a cell to be read as data. */
const ROWS = 2;
/** Cells of a row and rows of a section read at most (bounds the reading on hostile tables). */
const READ = 32;

/** Whether `cell` (a `td` or `th`) is a value in a row of a table's data (see above). */
export function isRowValue(cell: TreeNode): boolean {
  if (cell.name !== "td" && cell.name !== "th") return false;
  const row = cell.parent;
  const section = row?.parent;
  if (row === null || row === undefined || row.name !== "tr" || section === null || section === undefined) return false;
  let beside = false;
  for (let index = 0; index < row.children.length && index < READ && !beside; index++) {
    const other = row.children[index] as TreeNode;
    beside = other !== cell && other.text > 0;
  }
  if (!beside) return false;
  let rows = 0;
  for (let index = 0; index < section.children.length && index < READ && rows < ROWS; index++) {
    const other = section.children[index] as TreeNode;
    if (other.name === "tr" && other.text > 0) rows++;
  }
  return rows >= ROWS;
}
