import { headingTags, siblingPosition, type TreeNode } from "./content-tree.js";
import { isValueGrid } from "./value-grids.js";

/**
 * Rows of a table used to lay out a page: a table cell's run of text scores its row (the paragraph's
 * parent), so the row of a page laid out as menu | article | sidebar can win as the article, with the
 * menu and the sidebar in it. Such a row is a layout's row when one cell holds nearly all its text
 * beside other cells with text: that cell is the article's column.
 */

/** Share of a layout row's text its article column holds, at least. */
const COLUMN_SHARE = 0.75;

/** Text (characters) of another column without links, at least. */
const OTHER_COLUMN = 25;

/** The cell of a layout row that holds nearly all of its text beside other cells with text (see above); undefined for any other node. */
export function articleColumn(row: TreeNode): TreeNode | undefined {
  if (row.name !== "tr" || row.text === 0) return undefined;
  let column: TreeNode | undefined;
  let others = 0;
  for (const cell of row.children) {
    if (cell.name !== "td" && cell.name !== "th") continue;
    if (cell.text >= row.text * COLUMN_SHARE) column = cell;
    // A column of its own: a menu's links or buttons, a sidebar's text; not a cell of `&nbsp;` between columns,
    // nor a picture with its caption beside the story (the story's figure).
    else if (cell.link > 0 || ((cell.img > 0 || cell.text >= OTHER_COLUMN) && !isFigureCell(cell))) others++;
  }
  if (column === undefined || others === 0) return undefined;
  // A data table's row (a long description beside short values) is a row of data, read whole.
  const table = row.parent?.name === "table" ? row.parent : row.parent?.parent;
  return table === undefined || table === null || !isValueGrid(table) ? column : undefined;
}

/**
 * Whether a cell holds a picture and a caption of a line or more (`OTHER_COLUMN`) and no link at all
 * (a menu's buttons are linked pictures): the story's figure beside its text, not a column. Read once
 * per chosen row.
 */
function isFigureCell(cell: TreeNode): boolean {
  if (cell.img === 0 || cell.text < OTHER_COLUMN) return false;
  const stack = [...cell.children];
  while (stack.length > 0) {
    const node = stack.pop() as TreeNode;
    if (node.name === "a") return false;
    for (const child of node.children) stack.push(child);
  }
  return true;
}

/** A title row's text is a line (characters), at most. */
const TITLE_ROW = 150;
/** Wrapper levels between a title row's cell and its heading or bold line, at most. */
const TITLE_WRAPPERS = 4;

/**
 * The article chosen as rows of a layout table, with the row right above its first row when that row
 * is the story's title: one line without links set as a heading or in bold (`<b>`, `<strong>`), the
 * only text of its row (spacer rows between are read past). Else `article`.
 */
export function withTitleRow(article: TreeNode[], isRemoved: (node: TreeNode) => boolean): TreeNode[] {
  const first = article[0];
  if (first === undefined || first.name !== "tr" || first.parent === null) return article;
  const rows = first.parent.children;
  for (let index = siblingPosition(first) - 1; index >= 0; index--) {
    const row = rows[index] as TreeNode;
    if (isRemoved(row) || (row.text === 0 && row.img === 0 && row.embed === 0)) continue;
    return row.name === "tr" && isTitleRow(row) ? [row, ...article] : article;
  }
  return article;
}

function isTitleRow(row: TreeNode): boolean {
  if (row.link > 0 || row.img > 0 || row.embed > 0 || row.input > 0 || row.text > TITLE_ROW || row.prose > 0) return false;
  let cell: TreeNode | undefined;
  for (const child of row.children) {
    if (child.text === 0) continue;
    if (cell !== undefined) return false;
    cell = child;
  }
  // Down the wrappers that hold all of the text, to a heading or a bold line.
  let inner = cell;
  for (let level = 0; inner !== undefined && level <= TITLE_WRAPPERS; level++) {
    if (headingTags.has(inner.name) || inner.name === "b" || inner.name === "strong") return true;
    const holder: TreeNode | undefined = inner.children.find((child) => child.text > 0);
    inner = holder !== undefined && holder.text === inner.text ? holder : undefined;
  }
  return false;
}
