import { isRoleTable, TreeKind, type TreeNode } from "./content-tree.js";
import type { Rewrite } from "./content-emit.js";

/**
 * A table built of elements with ARIA roles (`<div role="table">` of `role="row"`s of `role="cell"`s,
 * an embed's or a framework's data grid) is a table to the reader: the markdown prints it as one,
 * its elements renamed to `table`, `tr`, `td` and `th` (row groups unwrapped). Only a table whose
 * every part with content has the role its place asks for, and whose cells hold no blocks (a grid of
 * feature cards is a layout), is renamed; another prints as before, block after block.
 */

const cellRoles = new Set(["cell", "gridcell", "columnheader", "rowheader"]);
const blockKinds = TreeKind.Heading | TreeKind.List | TreeKind.Pre | TreeKind.Table | TreeKind.Quote | TreeKind.Embed;

/** Adds the renames that print the role table `table` as a table; nothing when its parts are not all rows and cells. */
export function shapeRoleTable(table: TreeNode, removed: Uint8Array | undefined, rewrites: Map<TreeNode, Rewrite>): void {
  const renames = new Map<TreeNode, Rewrite>();
  const kept = (node: TreeNode) => removed?.[node.index] !== 1;
  const empty = (node: TreeNode) => node.text === 0 && node.img === 0 && node.embed === 0;
  const readRow = (row: TreeNode): boolean => {
    renames.set(row, { kind: "rename", name: "tr" });
    let cells = 0;
    for (const cell of row.children) {
      // A cell gone (judged chrome) would shift its row's values under the wrong headers: the table prints as blocks.
      if (!kept(cell)) {
        if (cellRoles.has(cell.role)) return false;
        continue;
      }
      // A cell holding blocks (a card's heading, a list, code) makes a grid of a layout, not a table of data.
      if (cellRoles.has(cell.role) && (cell.below & blockKinds) !== 0) return false;
      if (cellRoles.has(cell.role)) {
        renames.set(cell, { kind: "rename", name: cell.role === "columnheader" || cell.role === "rowheader" ? "th" : "td" });
        cells++;
      } else if (empty(cell)) renames.set(cell, { kind: "drop" });
      else return false;
    }
    return cells > 0;
  };
  let rows = 0;
  for (const child of table.children) {
    if (!kept(child)) continue;
    if (child.role === "row") {
      if (!readRow(child)) return;
      rows++;
    } else if (child.role === "rowgroup") {
      renames.set(child, { kind: "unwrap" });
      for (const row of child.children) {
        if (!kept(row)) continue;
        if (row.role === "row" && readRow(row)) rows++;
        else if (!empty(row)) return;
      }
    } else if (!empty(child)) return;
  }
  if (rows === 0 || !isRoleTable(table)) return;
  renames.set(table, { kind: "rename", name: "table" });
  for (const [node, rewrite] of renames) rewrites.set(node, rewrite);
}

/** Rows a table of divs holds at least to be a table of data for the chrome rules: its header and two rows (a widget's counters are one). */
const DATA_ROWS = 3;

/**
 * Whether `table` (a role table) is one of data: three rows or more, not mostly links. Its cells
 * (dates, counts) are then its data, not lines of chrome (`chrome-text.ts`).
 */
export function isRoleDataTable(table: TreeNode): boolean {
  if (!isRoleTable(table) || table.link * 2 >= table.text) return false;
  let rows = 0;
  for (const child of table.children) {
    if (child.role === "row") rows++;
    else if (child.role === "rowgroup") for (const row of child.children) if (row.role === "row") rows++;
    if (rows >= DATA_ROWS) return true;
  }
  return false;
}
