import { isEntryRun } from "./entry-runs.js";
import { TreeKind, type TreeNode } from "./content-tree.js";

/**
 * A box at the very start or end of a story's own container (the block that also holds the page's
 * headline, or its header with it: an `<article>` or a column with its `h1`), right before or after the chosen text, is the
 * story's fact box or info box: a list of facts, a data table or a paragraph of running text, with
 * few links. A byline or a row of share links is too short or mostly links; boxes named as chrome were
 * removed before (`removeNonArticle`), and the cleaning still judges what joins.
 */

/** Blocks that may be such a box. */
const boxTags = new Set(["div", "section", "ul", "ol", "dl", "table"]);
/** Shorter than this (characters), a box is a byline or a label, not facts. */
const MIN_TEXT = 50;
/** Longer than this, it is a story (or a page's column) of its own. */
const MAX_TEXT = 1500;

/**
 * Whether `parent` (the chosen blocks' parent) holds the page's headline itself or in a child (the
 * story's `<header>` over its text): the story's own container.
 */
export function holdsHeadline(parent: TreeNode, titlePath: ReadonlySet<TreeNode>): boolean {
  return titlePath.has(parent) && parent.children.some((child) => child.name === "h1" || (titlePath.has(child) && child.children.some((inner) => inner.name === "h1")));
}

/** Whether `node`, beside the chosen blocks in the story's own container, is its fact box or info box. */
export function isEdgeBox(node: TreeNode): boolean {
  if (!boxTags.has(node.name) || node.text < MIN_TEXT || node.text > MAX_TEXT || node.link * 4 >= node.text || node.img > 1 || node.input > 0 || node.embed > 0) return false;
  if (node.li < 2 && node.name !== "table" && (node.below & TreeKind.Table) === 0 && node.prose === 0) return false;
  return !isEntryRun(node);
}

/** The index of the nearest sibling with text from `from` in `direction` (-1 or 1), or -1. */
export function nearestWithText(siblings: readonly TreeNode[], from: number, direction: number): number {
  for (let index = from + direction; index >= 0 && index < siblings.length; index += direction) if ((siblings[index] as TreeNode).text > 0) return index;
  return -1;
}
