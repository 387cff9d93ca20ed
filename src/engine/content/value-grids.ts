import type { ArticleState } from "./content-cleanup.js";
import type { TreeNode } from "./content-tree.js";

/**
 * A table of values as the layout rules read it (`layout-rows.ts`, `label-rows.ts`, a dominant cell
 * in `markdown-shaping.ts`): a header cell, a header row group or a caption, or at least two rows with
 * two or more cells of text. Stricter than the cleaning's `isDataTable` (three rows of two cells),
 * which keeps a list set as a table (an icon beside each download) from being judged as a block of
 * links; here a column of bullets or spacers beside one of links, or one row of `&nbsp;` cells
 * between a layout's sections, makes no grid.
 */
export function isValueGrid(table: TreeNode, state?: ArticleState): boolean {
  if (table.name !== "table" || table.role === "presentation") return false;
  let rows = 0;
  let gridRows = 0;
  // Breadth first: a header row or caption (near the top) settles it before the body's rows are read.
  const queue: TreeNode[] = [...table.children];
  for (let next = 0; next < queue.length; next++) {
    const node = queue[next] as TreeNode;
    if (state?.isRemoved(node) === true) continue;
    if (node.name === "table") return false; // nested tables are layout
    if (node.name === "th" || node.name === "thead" || node.name === "caption") return true;
    if (node.name === "tr") {
      rows++;
      let cells = 0;
      for (const child of node.children) if (child.name === "td" && child.text > 0) cells++;
      if (cells >= 2) gridRows++;
    }
    for (const child of node.children) queue.push(child);
  }
  return rows >= 3 && gridRows >= 2;
}
