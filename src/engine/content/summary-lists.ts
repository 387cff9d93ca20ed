import { listTags, type TreeNode } from "./content-tree.js";

/** Items a summary holds (its key points), and characters an item says on average at least: a sentence, not a byline or a date. */
const SUMMARY_ITEMS = { least: 2, most: 10 };
const SUMMARY_ITEM = 25;
/** A summary's label over its list is this short at most ("Key points", "Das Wichtigste in Kürze"). */
const SUMMARY_LABEL = 40;

/**
 * The story's key points under its headline: a list of a few sentences without links under a short
 * label of its own ("Key points"), in a box. A list without its label under a headline is the
 * story's meta lines or the site's promises ("Published Monday …", "Free to read, funded by
 * readers"); a teaser list links to other stories.
 */
export function isSummary(block: TreeNode): boolean {
  if (block.link > 0 || block.img > 0 || block.embed > 0 || block.input > 0) return false;
  let list: TreeNode | undefined;
  let labels = 0;
  for (const child of block.children) {
    if (child.text === 0) continue;
    if (list !== undefined || labels > 1) return false;
    if (listTags.has(child.name) && child.name !== "dl") list = child;
    else if (child.text <= SUMMARY_LABEL && child.li === 0) labels++;
    else return false;
  }
  return labels === 1 && list !== undefined && list.li >= SUMMARY_ITEMS.least && list.li <= SUMMARY_ITEMS.most && list.text >= list.li * SUMMARY_ITEM;
}
