import { headingTags, linkDensity, listTags, siblingPosition, type TreeNode } from "./content-tree.js";

/**
 * A table or a list without links (alone in its block, or under a heading of its own) that running
 * text stands right beside — paragraphs on both sides, or one side when it opens or closes its
 * block — is the story's, whatever its class names say ("promo-table", "related-steps", "widget"):
 * chrome named that way (a related box, a promotion, a menu) is a list of links, or stands apart
 * from the text. Other such tables and lists next to it (a list split in two), and a heading right
 * before it (its own title), are read past.
 */

/** A paragraph this long (characters) with few links is running text. */
const RUNNING_TEXT = 80;
/** Siblings read on each side for the nearest one with text (bounds the scan on hostile pages). */
const LOOK = 4;

/** What stands on one side: running text, the block's edge (nothing with text), or something else. */
const Side = { Text: 0, Edge: 1, Other: 2 } as const;
type Side = (typeof Side)[keyof typeof Side];

/** Whether `block` (a table or list, or a wrapper whose content `inner` is one) stands beside running text (see above). */
export function framedByRunningText(block: TreeNode, inner: TreeNode): boolean {
  if (block.link > 0 || block.text === 0 || !plainBlock(block, inner)) return false;
  const parent = block.parent;
  if (parent === null) return false;
  const siblings = parent.children;
  const at = siblingPosition(block);
  const before = side(siblings, at, -1);
  const after = side(siblings, at, 1);
  return (before === Side.Text && after !== Side.Other) || (before === Side.Edge && after === Side.Text);
}

/** A table or a list, alone or under a heading: the wrapper's first child a heading, its second the table or list. */
function plainBlock(block: TreeNode, inner: TreeNode): boolean {
  if (tableOrList(inner)) return true;
  const children = block.children;
  return children.length === 2 && headingTags.has((children[0] as TreeNode).name) && tableOrList(children[1] as TreeNode);
}

function tableOrList(node: TreeNode): boolean {
  return node.name === "table" || listTags.has(node.name);
}

function side(siblings: readonly TreeNode[], at: number, step: -1 | 1): Side {
  for (let index = at + step, seen = 0; index >= 0 && index < siblings.length; index += step, seen++) {
    if (seen >= LOOK) return Side.Other;
    const sibling = siblings[index] as TreeNode;
    if (sibling.text === 0 || (sibling.link === 0 && tableOrList(sibling))) continue;
    // Before the block, its own heading is read past: the running text stands before the heading.
    if (step === -1 && sibling.link === 0 && headingTags.has(sibling.name)) continue;
    return runningText(sibling) ? Side.Text : Side.Other;
  }
  return Side.Edge;
}

function runningText(node: TreeNode): boolean {
  return node.name === "p" && node.text >= RUNNING_TEXT && linkDensity(node) < 0.3;
}
