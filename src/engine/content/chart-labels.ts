import { elementText, type TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * The labels of a chart drawn in HTML (axis ticks, values: "$915", "600", "’17", "’18", …): many
 * scraps of text, each a few characters, mostly figures, and no running text. The chart's picture
 * is not in the markdown, so its labels are noise without it.
 */

/** More text than this (characters) is more than a chart's labels (and is not read at every level of a deep block). */
const MAX_TEXT = 1500;
/** At least this many scraps of text. */
const SCRAPS = 8;
/** Characters per scrap, on average (each run counts one more), under this. */
const SCRAP = 8;
/** Digits make up at least this share of the letters and digits: figures, not words. */
const FIGURES = 0.5;

export function isChartLabels(node: TreeNode, output: ScanOutput): boolean {
  if (node.text > MAX_TEXT || node.li > 0 || node.prose > 0 || node.pre > 0 || node.commas >= 10 || node.fragments < SCRAPS || node.text / node.fragments >= SCRAP) return false;
  const text = elementText(node, output);
  const digits = text.match(/\p{N}/gu)?.length ?? 0;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return digits >= (digits + letters) * FIGURES;
}
