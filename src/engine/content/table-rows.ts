import type { TreeNode } from "./content-tree.js";

/**
 * The rows of a table itself, in document order: its `<tr>` children and those of its row groups
 * (`<thead>`, `<tbody>`, `<tfoot>`), not the rows of tables nested in its cells.
 * @param removed the extraction's removed nodes (`ArticleState.removed`): a removed row or row group is left out.
 */
export function rowsOf(table: TreeNode, removed?: Uint8Array, rows: TreeNode[] = []): TreeNode[] {
  for (const child of table.children) {
    if (removed !== undefined && removed[child.index] === 1) continue;
    if (child.name === "tr") rows.push(child);
    else if (child.name === "thead" || child.name === "tbody" || child.name === "tfoot") rowsOf(child, removed, rows);
  }
  return rows;
}

/** The cells of a row (`<td>`, `<th>`). */
export function cellsOf(row: TreeNode): TreeNode[] {
  return row.children.filter((child) => child.name === "td" || child.name === "th");
}
