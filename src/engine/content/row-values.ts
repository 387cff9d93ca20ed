import { siblingPosition, type TreeNode } from "./content-tree.js";
import { betweenRunningText } from "./framed-blocks.js";

/**
 * A cell beside another cell of text, in a table of two rows or more, is a value of the table's data
 * ("Deadline | 30 June 2026" in a box of key dates), not the article's dateline: a dateline set in a
 * layout table stands in a row of its own or in a table of one row. Only the cell's row and its
 * table's rows are counted. Likewise a description under its term in a definition list with running
 * text right before and after it ("Opening | 8:00" between two paragraphs): a post's meta list
 * stands at the story's edge.
 */

/** Rows a table section holds at least for a cell to be read as data. */
const ROWS = 2;
/** Cells of a row and rows of a section read at most (bounds the reading on hostile tables). */
const READ = 32;

const cellTags = new Set(["td", "th", "dd"]);

/** Whether `node` (a `td`, `th` or `dd`, or all of one's text) is a value of a table's row or a framed list's term (see above). */
export function isRowValue(node: TreeNode): boolean {
  // A paragraph that is all of a cell's text (`<dd><p>8:00</p></dd>`) is the cell's value.
  const parent = node.parent;
  const cell = parent !== null && parent.text === node.text && cellTags.has(parent.name) ? parent : node;
  if (cell.name === "dd") return termValue(cell);
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

/** Whether `value` (a `<dd>`) follows its term in a definition list framed by running text. */
function termValue(value: TreeNode): boolean {
  const list = value.parent;
  if (list === null || list.name !== "dl") return false;
  const term = list.children[siblingPosition(value) - 1];
  return term !== undefined && term.name === "dt" && term.text > 0 && betweenRunningText(list);
}
