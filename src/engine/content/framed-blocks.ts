import { linkDensity, listTags, siblingPosition, type TreeNode } from "./content-tree.js";

/**
 * A table or a list without links set between two paragraphs of the story's running text (the
 * nearest block with text before it and the nearest after it, in the same parent and past other
 * such tables and lists, are both such paragraphs) is the story's, whatever its class names say ("promo-table", "related-steps",
 * "nav-steps"): chrome named that way (a related box, a promotion, a menu) is a list of links or
 * stands beside the text, not inside it.
 */

/** A paragraph this long (characters) with few links is running text. */
const RUNNING_TEXT = 80;
/** Siblings read on each side for the nearest one with text (bounds the scan on hostile pages). */
const LOOK = 4;

/** Whether `block` (a table or list, or the one it wraps in `inner`) stands between two paragraphs of running text. */
export function framedByRunningText(block: TreeNode, inner: TreeNode): boolean {
  if (block.link > 0 || block.text === 0 || (inner.name !== "table" && !listTags.has(inner.name))) return false;
  const parent = block.parent;
  if (parent === null) return false;
  const siblings = parent.children;
  const at = siblingPosition(block);
  return runningText(nearest(siblings, at, -1)) && runningText(nearest(siblings, at, 1));
}

function nearest(siblings: readonly TreeNode[], at: number, step: -1 | 1): TreeNode | undefined {
  for (let index = at + step, seen = 0; index >= 0 && index < siblings.length && seen < LOOK; index += step, seen++) {
    const sibling = siblings[index] as TreeNode;
    // A neighbouring list or table without links (a list split in two) is read past.
    if (sibling.text > 0 && !(sibling.link === 0 && (sibling.name === "table" || listTags.has(sibling.name)))) return sibling;
  }
  return undefined;
}

function runningText(node: TreeNode | undefined): boolean {
  return node !== undefined && node.name === "p" && node.text >= RUNNING_TEXT && linkDensity(node) < 0.3;
}
