import { elementText, inlineTags, type TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";

/** Longer than this (characters), a line ending on a colon says more than what follows it. */
const LEAD_IN = 100;

/**
 * A line that announces the block after it ("The main points raised were:", "Useful links:"): a
 * paragraph of plain text, up to `LEAD_IN` characters, ending on a colon (a fullwidth one in CJK).
 */
export function isLeadIn(node: TreeNode, output: ScanOutput): boolean {
  if ((node.name !== "p" && node.name !== "div") || node.text > LEAD_IN || node.link > 0 || node.img > 0 || node.embed > 0) return false;
  if (!node.children.every((child) => inlineTags.has(child.name))) return false;
  const text = elementText(node, output);
  return text.endsWith(":") || text.endsWith("：");
}
