import { siblingPosition, type TreeNode } from "./content-tree.js";
import { isDataTable } from "./value-grids.js";

/**
 * A short line right after a data table ("Source: harbour board budget 2026", "Quelle: Destatis") is
 * the table's note on where its figures come from, not a photo credit: a picture's credit stands in
 * or after its figure, and a data table is no picture.
 */

/** Wrapper levels around the table read (`<div class="table-responsive"><table>`), at most. */
const WRAPPERS = 3;
/** Siblings read back for the nearest one with text, at most (bounds the scan on hostile pages). */
const LOOK = 4;

/** Whether the nearest sibling with text before `line` is a data table or a wrapper of one. */
export function followsDataTable(line: TreeNode): boolean {
  const siblings = line.parent?.children ?? [];
  for (let index = siblingPosition(line) - 1, seen = 0; index >= 0 && seen < LOOK; index--, seen++) {
    let before = siblings[index] as TreeNode;
    if (before.text === 0) continue;
    for (let level = 0; level < WRAPPERS && before.name !== "table" && before.children.length === 1; level++) before = before.children[0] as TreeNode;
    return before.name === "table" && isDataTable(before);
  }
  return false;
}
