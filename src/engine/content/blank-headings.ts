import { elementText, type TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";

/** Longer than this (characters), a heading has words in it. */
export const BLANK_HEADING = 40;

/**
 * A heading with nothing to read or see in it (`<h1></h1>`, `<h3>&nbsp;</h3>`, `<h3><basefont></h3>`):
 * a bare "#" line in the markdown.
 */
export function blankHeading(node: TreeNode, output: ScanOutput): boolean {
  if (node.img > 0 || node.embed > 0) return false;
  return node.text === 0 || (node.text <= BLANK_HEADING && elementText(node, output).replace(/[\s*_]+/gu, "") === "");
}
