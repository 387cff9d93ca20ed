import { elementText, headingLevel, siblingPosition, type TreeNode } from "./content-tree.js";
import { isDateline } from "./chrome-phrases.js";
import type { ScanOutput } from "./scan-output.js";
import { isLabelledDate, mayHoldDate } from "./world-chrome.js";

/**
 * A date line right under a section's heading, when the next or the previous section of that level
 * opens the same way (heading, then a date line), is the section's date: a changelog's release dates
 * under their version headings, a diary's days. An article's dateline stands under its title once.
 * The same holds for sections set each in a box of its own, beside boxes of the same tag and class
 * (a plain `<section>` per version, too).
 * Sections either side are read up to their next heading only, so the work stays linear.
 */

/** Longer than this (raw characters), a block under a heading is a paragraph, not a date line. */
const DATE_LINE = 80;

/** Whether `node`, a date line, opens a section whose neighbour section opens with a date line too. */
export function datesSection(node: TreeNode, output: ScanOutput): boolean {
  const siblings = node.parent?.children ?? [];
  const at = siblingPosition(node);
  const heading = previousWithText(siblings, at);
  if (heading === undefined) return false;
  const level = headingLevel(heading);
  // The page's title is h1: a date under it is the article's dateline.
  if (level < 2) return false;
  const headingAt = siblingPosition(heading);
  if (opensDated(siblings, nextHeading(siblings, at, level), node.name, output) || opensDated(siblings, previousHeading(siblings, headingAt, level), node.name, output)) return true;
  // Each section in a box of its own (`<article class="release"><h2>…</h2><p>date</p>`): the boxes beside it.
  const box = node.parent;
  if (box === null || box.parent === null || firstWithText(siblings) !== headingAt) return false;
  const boxes = box.parent.children;
  const boxAt = siblingPosition(box);
  for (const twin of [boxes[boxAt - 1], boxes[boxAt + 1]]) {
    if (twin === undefined || twin.name !== box.name || twin.className !== box.className) continue;
    const first = firstWithText(twin.children);
    if (first >= 0 && headingLevel(twin.children[first] as TreeNode) === level && opensDated(twin.children, first, node.name, output)) return true;
  }
  return false;
}

/** The index of the first child with text (-1: none). */
function firstWithText(children: readonly TreeNode[]): number {
  return children.findIndex((child) => child.text > 0);
}

/** The nearest earlier sibling with text, when it is a heading. */
function previousWithText(siblings: readonly TreeNode[], at: number): TreeNode | undefined {
  for (let index = at - 1; index >= 0; index--) {
    const sibling = siblings[index] as TreeNode;
    if (sibling.text > 0) return headingLevel(sibling) > 0 ? sibling : undefined;
  }
  return undefined;
}

/** The index of the next heading of `level` after `from`, up to a heading of a higher level (-1: none). */
function nextHeading(siblings: readonly TreeNode[], from: number, level: number): number {
  for (let index = from + 1; index < siblings.length; index++) {
    const next = headingLevel(siblings[index] as TreeNode);
    if (next === level) return index;
    if (next > 0 && next < level) return -1;
  }
  return -1;
}

/** The index of the previous heading of `level` before `from`, up to a heading of a higher level (-1: none). */
function previousHeading(siblings: readonly TreeNode[], from: number, level: number): number {
  for (let index = from - 1; index >= 0; index--) {
    const previous = headingLevel(siblings[index] as TreeNode);
    if (previous === level) return index;
    if (previous > 0 && previous < level) return -1;
  }
  return -1;
}

/** Whether the heading at `index` is followed by a block of `tag` that is a date line. */
function opensDated(siblings: readonly TreeNode[], index: number, tag: string, output: ScanOutput): boolean {
  if (index < 0) return false;
  for (let next = index + 1; next < siblings.length; next++) {
    const sibling = siblings[next] as TreeNode;
    if (sibling.text === 0) continue;
    if (sibling.name !== tag || sibling.text > DATE_LINE) return false;
    const text = elementText(sibling, output);
    return isDateline(text) || (mayHoldDate(text) && isLabelledDate(text));
  }
  return false;
}
