import { elementText, type TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * A block built of many short scraps of text and no paragraph is most often chrome (player controls,
 * a ticker, a menu of divs), but a story's timeline or a list of dated events set in `div`s is the same
 * shape: a date, then a sentence. The sentences tell them apart: controls, prices and menu items do
 * not end in a full stop, events do. So does a poem's or a song's short lines written straight into
 * a block between `<br>`s. Read only for blocks the scraps rule would remove.
 */

/** A sentence in such a block is at least this long (characters): not "Read more." or "Next." */
const SENTENCE = 20;
/** Sentences needed, at least, and their share of the block's scraps. */
const SENTENCES = 3;
const SHARE = 0.25;

/** Text up to and including a full stop, question or exclamation mark followed by a space or the end. */
const sentenceEnd = /[^.!?。！？]*[.!?。！？]+(?=\s|$)/gu;

/**
 * Whether the scraps of `node` hold several sentences (a timeline's events), not only labels and
 * numbers, or are lines of text set apart by line breaks only (a poem, a song, an address): controls
 * and menus are built of elements, not of `<br>`s.
 */
export function scrapsOfSentences(node: TreeNode, output: ScanOutput): boolean {
  if (node.children.length > 0 && node.children.every((child) => child.name === "br")) return true;
  let sentences = 0;
  for (const match of elementText(node, output).matchAll(sentenceEnd)) if (match[0].trim().length >= SENTENCE) sentences++;
  return sentences >= SENTENCES && sentences >= node.fragments * SHARE;
}
