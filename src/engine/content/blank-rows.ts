import type { TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * Rows of a table that hold nothing to read: cells that are empty, hold only `&nbsp;` or held only
 * spacer pictures (hidden by the tree). Old sites put such rows between a layout's sections; printed,
 * they are a "|   |   |" line or blank blocks, so they print nothing.
 */

/** A cell's text this long (source characters, entities unread) may still be blank: a few `&nbsp;`. */
const SHORT_CELL = 24;

const blankText = /^(?:\s|&nbsp;|&#160;|&#xa0;|\u00a0)*$/i;

/** Whether every cell of `row` is blank (see above); `removed` marks what the article's cleaning took out. */
export function isBlankRow(row: TreeNode, removed: Uint8Array | undefined, output: ScanOutput): boolean {
  let cells = 0;
  // Numbers first: a row with a picture, a control or a long text settles it without reading any output.
  for (const cell of row.children) {
    if (cell.name !== "td" && cell.name !== "th") continue;
    cells++;
    if (cell.img > 0 || cell.embed > 0 || cell.input > 0 || cell.text > SHORT_CELL) return false;
  }
  if (cells === 0) return false;
  for (const cell of row.children) if ((cell.name === "td" || cell.name === "th") && cell.text > 0 && !blankCell(cell, removed, output)) return false;
  return true;
}

/** Whether a table cell holds nothing to read (see above). */
export function isBlankCell(cell: TreeNode, removed: Uint8Array | undefined, output: ScanOutput): boolean {
  if (cell.img > 0 || cell.embed > 0 || cell.input > 0 || cell.text > SHORT_CELL) return false;
  return cell.text === 0 || blankCell(cell, removed, output);
}

/** A short cell (or an element in it: `<font>&nbsp;</font>`) whose kept text is only white space and no-break spaces. */
function blankCell(node: TreeNode, removed: Uint8Array | undefined, output: ScanOutput): boolean {
  let from = node.openEnd;
  for (const child of node.children) {
    if (removed?.[child.index] !== 1 && child.text > 0 && !blankCell(child, removed, output)) return false;
    if (!blankText.test(output.between(from, child.openStart))) return false;
    from = child.closeEnd;
  }
  return blankText.test(output.between(from, node.closeStart));
}
