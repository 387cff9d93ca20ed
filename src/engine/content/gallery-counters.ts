import { htmlText, type TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";
import { counterJoin, holdsPosts } from "./numbered-parts.js";

/**
 * A slideshow's legends: a list whose every item opens with a counter over the same total ("1/50
 * United goin down", "2 of 12 …"), one item per slide. The slides are a gallery widget beside the
 * story, captions of pictures the page shows one at a time; the article's own figures carry no
 * counter. Only the start of each item is read. A thread's posts numbered the same way are
 * paragraphs without pictures (`numbered-parts.ts`): they stay.
 */

/** Fewer items than this, a counter may be a list's own numbering. */
const MIN_SLIDES = 3;
/** How much of an item's HTML (characters) is searched for its counter. */
const HEAD = 300;
/** How many of an item's output pieces (a tag or a text run each) are read for those characters. */
const HEAD_PIECES = 64;
const counter = new RegExp(String.raw`^(\d{1,3})${counterJoin}(\d{1,3})(?!\d)`, "iu");

export function isSlideshowLegends(list: TreeNode, output: ScanOutput): boolean {
  if ((list.name !== "ul" && list.name !== "ol") || list.li < MIN_SLIDES) return false;
  const items = list.children;
  if (items.length < MIN_SLIDES) return false;
  let expected = 1;
  for (const item of items) {
    if (item.name !== "li") return false;
    // The first item that has no counter ends the reading: most lists fail on their first item.
    // Only the item's first pieces (tags, text runs) are joined: an item of a list nested a hundred
    // times holds all the lists below it, and was read whole at every level.
    const head = htmlText(output.between(item.openEnd, Math.min(item.closeStart, item.openEnd + HEAD_PIECES)).slice(0, HEAD).replace(/<[^>]*$/, ""));
    const match = counter.exec(head);
    if (match === null || Number(match[1]) !== expected || Number(match[2]) !== items.length) return false;
    expected++;
  }
  return !holdsPosts(list);
}
