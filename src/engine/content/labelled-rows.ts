import type { Rewrite } from "./content-emit.js";
import { headingTags, inlineTags, isCellPair, twoPartsWithText, type TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";

/** Rows a table built of blocks has at least. */
const MIN_ROWS = 2;
/** A row's label and value together are short (characters): "Prep Time 5 minutes", "Servings 4". */
const ROW_TEXT = 60;
/** A title over such rows is this short at most (characters): "Ingredients", "材料 (4人分)". */
const TITLE = 40;

/**
 * A table built of blocks: two or more rows of the same tag and class, each a label and a value in
 * inline elements of their own (the label's class the same in every row), with no links — a recipe's
 * times (`<div><span class="label">Prep Time</span> <span>5 minutes</span></div>` …), a product's facts,
 * its ingredients and their amounts. A group's title among them (`<div class="ingredient
 * ingredient-category"><span class="name">For the sauce</span></div>`) is a row of its label alone.
 * Its many short scraps are cells, not a widget's controls or a menu built of divs.
 */
export function isLabelledRows(node: TreeNode): boolean {
  const rows = node.children;
  // A title over the rows in their block ("<h3>材料</h3>") is read past.
  const start = rows[0] !== undefined && headingTags.has(rows[0].name) ? 1 : 0;
  const first = rows[start];
  if (first === undefined || rows.length - start < MIN_ROWS || node.link > 0) return false;
  const labelClass = first.children[0]?.className;
  let pairs = 0;
  for (let index = start; index < rows.length; index++) {
    const row = rows[index] as TreeNode;
    if (inlineTags.has(row.name) || row.name !== first.name || row.text > ROW_TEXT) return false;
    if (row !== first && isGroupTitle(row, first, labelClass)) continue;
    if (row.className !== first.className || !isCellPair(row)) return false;
    const [label, value] = row.children as [TreeNode, TreeNode];
    if (label.className !== labelClass || row.text - label.text - value.text > 2) return false;
    pairs++;
  }
  return pairs >= MIN_ROWS;
}

/** A row of a label alone (or of its text alone), its class the rows' with a word added: a group's title among the rows. */
function isGroupTitle(row: TreeNode, first: TreeNode, labelClass: string | undefined): boolean {
  if (first.className === "" || !row.className.startsWith(`${first.className} `)) return false;
  const only = row.children[0];
  return row.children.length === 0 || (row.children.length === 1 && only !== undefined && only.className === labelClass && row.text - only.text <= 2);
}

/** Whether `node` is such rows, or a box of a short title over them ("材料 (4人分)" over the ingredients). */
export function holdsLabelledRows(node: TreeNode): boolean {
  if (isLabelledRows(node)) return true;
  const parts = twoPartsWithText(node);
  return parts !== undefined && parts[0].text <= TITLE && isLabelledRows(parts[1]);
}

/**
 * The value of each row whose label touches it (`<span>Screen</span><span>6.1 inch</span>`, set
 * apart by the site's style only) gets a space before it: "Screen 6.1 inch", not "Screen6.1 inch".
 * `rows` is a block `isLabelledRows` holds true of.
 */
export function separateLabelledCells(rows: TreeNode, output: ScanOutput, rewrites: Map<TreeNode, Rewrite>): void {
  for (const row of rows.children) {
    // The rows' title, and a group's title (its label alone), are no pair.
    if (row.children.length < 2 || headingTags.has(row.name)) continue;
    const [label, value] = row.children as [TreeNode, TreeNode];
    const between = output.between(label.openEnd, label.closeStart).slice(-1) + output.between(label.closeEnd, value.openStart) + output.between(value.openEnd, value.closeStart).charAt(0);
    if (!/\s/u.test(between)) rewrites.set(value, { kind: "rename", name: value.name, around: " " });
  }
}
