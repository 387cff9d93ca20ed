import type { ArticleState } from "./content-cleanup.js";
import { isValueGrid } from "./value-grids.js";
import { siblingPosition, TreeKind, type TreeNode } from "./content-tree.js";
import { rowsOf } from "./table-rows.js";

/**
 * Section rows of a page laid out in a table. Old sites set a label ("Weitere Artikel", "Related
 * links") in a row of its own with the list it introduces in the next row. Inside the article's
 * layout table (not a table of data):
 * - a label row whose next row the cleaning emptied (its list was a link list) goes: it labels nothing;
 * - the rows that end the table after its last row of text, when each is a label, a row of links
 *   (a bullet picture beside each link allowed) or a row the cleaning emptied (and at least one is
 *   links or emptied), go: the site's lists after the story, not more of it; so does a table of
 *   only such rows with at least one label. The table must end the article (no text after it).
 */

/** A label is a short line: a word or a few ("Related links", "Kommentierte Artikel"). */
const LABEL = 60;
/** Nearly all of a row of links is its links. */
const ALL_LINKS = 0.8;

const enum Row {
  /** Nothing to read, and nothing of it was removed (`&nbsp;`, a spacer). */
  Blank,
  /** Everything in it was removed by the cleaning. */
  Emptied,
  Label,
  Links,
  /** Anything else: text of the story, a picture, a table. */
  Story,
}

/** Removes the label and list rows of the article's layout tables (see above); whether anything went. */
export function removeLabelRows(article: readonly TreeNode[], state: ArticleState): boolean {
  let removed = false;
  const tops = new Set(article);
  const walk = state.walk(article);
  for (let node = walk.next(); node !== undefined; node = walk.next()) {
    if (state.isRemoved(node)) continue;
    if (node.name === "table" && !isValueGrid(node, state)) removed = labelRows(node, article, tops, state) || removed;
    if ((node.below & TreeKind.Table) !== 0) walk.descend();
  }
  return removed;
}

function labelRows(table: TreeNode, article: readonly TreeNode[], tops: ReadonlySet<TreeNode>, state: ArticleState): boolean {
  // The table's own rows, without removed ones.
  const rows = rowsOf(table, state.removed);
  if (rows.length < 2) return false;
  const kinds = rows.map((row) => kindOf(row, state));
  const gone: TreeNode[] = [];
  for (let index = 0; index + 1 < rows.length; index++) {
    if (kinds[index] === Row.Label && kinds[nextWithContent(kinds, index + 1)] === Row.Emptied) gone.push(rows[index] as TreeNode);
  }
  // The rows after the last row of the story; a table without one is all labels and lists (then a label is needed).
  let story = rows.length - 1;
  let lists = 0;
  let labels = 0;
  for (; story >= 0 && kinds[story] !== Row.Story; story--) {
    if (kinds[story] === Row.Links || kinds[story] === Row.Emptied) lists++;
    else if (kinds[story] === Row.Label) labels++;
  }
  if ((story >= 0 || labels > 0) && lists > 0 && endsArticle(table, article, tops, state)) {
    for (let index = story + 1; index < rows.length; index++) if (kinds[index] !== Row.Blank) gone.push(rows[index] as TreeNode);
  }
  for (const row of gone) state.remove(row);
  return gone.length > 0;
}

/** The first row from `from` on that is not blank (`kinds.length` past the end). */
function nextWithContent(kinds: readonly Row[], from: number): number {
  let index = from;
  while (index < kinds.length && kinds[index] === Row.Blank) index++;
  return index;
}

function kindOf(row: TreeNode, state: ArticleState): Row {
  if (row.text === 0 && row.img === 0 && row.embed === 0 && row.input === 0) return emptiedBelow(row, state) ? Row.Emptied : Row.Blank;
  if (row.text === 0 || row.embed > 0 || row.input > 0 || row.prose > 0 || row.p > 1 || (row.below & (TreeKind.Table | TreeKind.List)) !== 0) return Row.Story;
  // A row of links may carry a bullet picture beside each; a label has none.
  if (row.link === 0) return row.text <= LABEL && row.img === 0 ? Row.Label : Row.Story;
  return row.link >= row.text * ALL_LINKS ? Row.Links : Row.Story;
}

/**
 * Whether the cleaning removed a block inside `row` (its descendants are the nodes after it up to
 * `end`): not a lone picture (a spacer, a pixel), which labels nothing.
 */
function emptiedBelow(row: TreeNode, state: ArticleState): boolean {
  for (let index = row.index + 1; index < row.end; index++) if (state.removed[index] === 1 && (state.nodes[index] as TreeNode).name !== "img") return true;
  return false;
}

/** Whether nothing with text follows `table` in the article. */
function endsArticle(table: TreeNode, article: readonly TreeNode[], tops: ReadonlySet<TreeNode>, state: ArticleState): boolean {
  for (let node = table; ; node = node.parent as TreeNode) {
    // The article's top nodes may be some of their parent's children only: their place is the article's.
    const top = tops.has(node);
    const siblings = top ? article : (node.parent?.children ?? []);
    for (let index = (top ? article.indexOf(node) : siblingPosition(node)) + 1; index < siblings.length; index++) {
      const sibling = siblings[index] as TreeNode;
      if (!state.isRemoved(sibling) && (sibling.text > 0 || sibling.img > 0 || sibling.embed > 0)) return false;
    }
    if (top || node.parent === null) return true;
  }
}
