import type { ArticleState } from "./content-cleanup.js";
import { elementText, siblingPosition, type TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * A breadcrumb trail over the title: the block just before the page's title whose words are links
 * (the site's sections) and, last, the title itself again is where the page sits in the site, not
 * part of the article ("Home › Local news › Ferry returns…", as a list, a line or a paragraph). Only
 * the one block before the title (or before the title's box) is read.
 */

/** A trail is a line or two: longer, it is a paragraph that happens to end with the title's words. */
const TRAIL_MAX = 300;
/** Characters outside the links and the title: separators ("›", "/", "»") and nothing more. */
const SEPARATORS = 12;
/** Title boxes climbed to find the block before the title. */
const LEVELS = 2;

/** Removes the trail before `title` when there is one; whether it went. */
export function removeBreadcrumbTrail(title: TreeNode | undefined, state: ArticleState, output: ScanOutput): boolean {
  if (title === undefined) return false;
  let anchor = title;
  for (let level = 0; level <= LEVELS && anchor.parent !== null; level++) {
    const before = previousWithText(anchor, state);
    if (before !== undefined) {
      if (!isTrail(before, title, output)) return false;
      state.remove(before);
      return true;
    }
    anchor = anchor.parent;
  }
  return false;
}

function previousWithText(node: TreeNode, state: ArticleState): TreeNode | undefined {
  const siblings = node.parent?.children ?? [];
  for (let index = siblingPosition(node) - 1; index >= 0; index--) {
    const sibling = siblings[index] as TreeNode;
    if (sibling.text > 0 && !state.isRemoved(sibling)) return sibling;
  }
  return undefined;
}

/** Links, separators and, last, the title's words again. */
function isTrail(block: TreeNode, title: TreeNode, output: ScanOutput): boolean {
  if (block.text <= title.text || block.text > TRAIL_MAX || block.link === 0 || block.img > 0 || block.p > 1) return false;
  if (block.text - block.link - title.text > SEPARATORS) return false;
  const text = elementText(block, output).trimEnd();
  const titleText = elementText(title, output).trim();
  return text.endsWith(titleText) && text.length > titleText.length;
}
