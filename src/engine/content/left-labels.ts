import type { ArticleState } from "./content-cleanup.js";
import { elementText, headingTags, inlineTags, siblingPosition, type TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";
import { isLeadIn } from "./lead-ins.js";

/**
 * A box's title left alone in the box once its links went: `<div class="box"><div>Aus dem
 * Ressort</div><div class="teasers">…</div></div>` loses its teasers to the cleaning and keeps a
 * line that introduces nothing. The box is the line's parent, every other block in it was removed
 * or is empty, and one of those was a box of links; so a line beside the story's paragraphs (a
 * subheading, a sign-off) is never judged. Only the parents of the attempt's removals are read.
 */

/** Link text (characters) of a removed block that makes it a box of links (two or three headlines). */
const LINK_BOX = 40;
/** Longer than this (characters), a block is more than a title. */
const LINE = 60;
/** More words than this, a line says something. */
const TITLE_WORDS = 4;
/** How a sentence or a question ends (a title may end on a colon). */
const sentenceEnd = /[.!?;…。！？)"”»]$/u;

/** Removes such titles, and lead-ins (`lead-ins.ts`) left over a list of links that went, for the removals made so far in this attempt. */
export function removeLeftLabels(state: ArticleState, output: ScanOutput): void {
  const boxes = new Set<TreeNode>();
  const lists: TreeNode[] = [];
  for (const node of state.removedNodes()) {
    if (node.link < LINK_BOX || node.parent === null) continue;
    boxes.add(node.parent);
    if (node.name === "ul" || node.name === "ol") lists.push(node);
  }
  for (const box of boxes) {
    if (state.isRemoved(box)) continue;
    const line = onlyKeptChild(box, state);
    if (line !== undefined && isTitleLine(line, output)) state.remove(line);
  }
  for (const list of lists) {
    const lead = keptBlockBefore(list, state);
    if (lead !== undefined && isLeadIn(lead, output)) state.remove(lead);
  }
}

/** The sibling with text right before `node`, when the cleaning kept it. */
function keptBlockBefore(node: TreeNode, state: ArticleState): TreeNode | undefined {
  const siblings = node.parent?.children ?? [];
  for (let index = siblingPosition(node) - 1; index >= 0; index--) {
    const sibling = siblings[index] as TreeNode;
    if (sibling.text === 0 && sibling.img === 0) continue;
    return state.isRemoved(sibling) ? undefined : sibling;
  }
  return undefined;
}

/** The one child of `box` that is kept and holds anything, if only one does. */
function onlyKeptChild(box: TreeNode, state: ArticleState): TreeNode | undefined {
  let kept: TreeNode | undefined;
  for (const child of box.children) {
    if (state.isRemoved(child) || (child.text === 0 && child.img === 0 && child.embed === 0)) continue;
    if (kept !== undefined) return undefined;
    kept = child;
  }
  return kept;
}

/** One short line of plain text (no link, picture or heading: a heading is `removeEmptyHeadings`') that ends like no sentence. */
function isTitleLine(node: TreeNode, output: ScanOutput): boolean {
  return (mayBeLabelLine(node) || (plainShort(node) && wrapsLine(node))) && labelWords(node, output);
}

/** Whether `node` is one short block of plain text (no link, picture or heading), by its counts alone. */
export function mayBeLabelLine(node: TreeNode): boolean {
  // A paragraph or a div: not a list's item or a table's cell (a table of thousands of short cells is walked as one run of content).
  if (node.name !== "p" && node.name !== "div") return false;
  // Only text and inline elements inside (each text run adds one to `text`); no block at all, not
  // even one that went (a box whose links went holds only its title: the title is judged, not the box).
  return plainShort(node) && node.text - node.inlineText <= node.fragments && node.children.every((child) => inlineTags.has(child.name));
}

function plainShort(node: TreeNode): boolean {
  return node.text > 0 && node.text <= LINE && node.link === 0 && node.img === 0 && node.embed === 0 && !headingTags.has(node.name) && !inlineTags.has(node.name);
}

/** Whether the text of such a block is a title's: at most four words, not ending like a sentence. */
export function labelWords(node: TreeNode, output: ScanOutput): boolean {
  const text = elementText(node, output);
  return text.split(" ").length <= TITLE_WORDS && !sentenceEnd.test(text);
}

/** A block that only wraps one block of inline text (`<div class="head"><p>…</p></div>`). */
function wrapsLine(node: TreeNode): boolean {
  const only = node.children.length === 1 ? node.children[0] : undefined;
  return only !== undefined && only.text === node.text && !inlineTags.has(only.name) && !headingTags.has(only.name) && only.text - only.inlineText <= only.fragments;
}
