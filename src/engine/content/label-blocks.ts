import { elementText, type TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * A short label that introduces the block after it without being a heading element: a span named a
 * title (`<span class="box-titel">Aus der Region</span>`), alone or as all of a paragraph or a box,
 * and a paragraph named a title (`<p class="widget-title">`).
 * Over a box of links that went (related stories, a "more from" strip), it is left introducing
 * nothing (`removeEmptyHeadings` drops it then). A line that ends like a sentence is the story's own,
 * and stays wherever it stands. A paragraph that is all one bold run is not judged so: readers' copies
 * of stories keep such a line over a box that went (a Chinese "recommended videos" label).
 */

/** Longer than this (characters), the block says more than a label. */
const LABEL = 60;
/** Named a title (the class of a block or a span styled as a heading), in a few languages' spelling. */
const titleClass = /(?:^|[\s_-])(?:[a-z]+-)?(?:title|titel|titulo|titre|heading|headline)(?:$|[\s_-])/i;
/** How a sentence, not a label, ends. */
const sentenceEnd = /[.!?。！？"”»)]$/u;

/** Whether `node` is such a label (the caller sees whether what it introduced went). */
export function isLabelBlock(node: TreeNode, output: ScanOutput): boolean {
  if (node.text === 0 || node.text > LABEL || node.link > 0 || node.img > 0 || node.embed > 0 || !labelShape(node)) return false;
  return !sentenceEnd.test(elementText(node, output));
}

function labelShape(node: TreeNode): boolean {
  const children = node.children;
  // A span named a title, alone among the text of its block.
  if (node.name === "span") return children.length === 0 && titleClass.test(node.className) && (node.parent?.inlineText ?? 0) <= node.text + 1;
  if (node.name !== "p" && node.name !== "div") return false;
  // A paragraph named a title (a div so named is `removeEmptyHeadings`' title block already).
  if (node.name === "p" && children.length === 0) return titleClass.test(node.className);
  if (children.length !== 1) return false;
  const only = children[0] as TreeNode;
  // All of the block's text is in its one child.
  if (only.text !== node.text) return false;
  return only.name === "span" && titleClass.test(only.className);
}
