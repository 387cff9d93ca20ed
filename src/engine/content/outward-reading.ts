import { headingTags, listTags, type TreeNode } from "./content-tree.js";
import { linksLeaveSite, siteOf } from "./link-sites.js";
import type { ScanOutput } from "./scan-output.js";
import { standsInText } from "./framed-blocks.js";

/**
 * A short list of links that leave the site, alone in its box or under a label of its own, with
 * running text before it (and running text or the story's end after it) is the article's further
 * reading, whatever the box is called ("related-reading"): a site's related boxes point to its own
 * pages, a partner's box of teasers has pictures, and a share list names networks, not titles.
 */

/** More items than this, a list of links is an index, not a story's reading list. */
const ITEMS = 12;
/** Link text (characters) per item, at least: a title of a few words. */
const TITLE = 20;
/** Children of the box read for its label and its list. */
const PARTS = 3;

/** Whether `block` (a box judged by its name) is a short list of links out of the site beside the story's running text. */
export function isOutwardReading(block: TreeNode, output: ScanOutput, pageUrl: string): boolean {
  if (block.link === 0 || block.img > 0 || block.embed > 0 || block.li === 0 || block.li > ITEMS) return false;
  const list = labelledList(block);
  // Items named by titles, not by a network's or a site's name (a share list: "Facebook", "Mastodon").
  if (list === undefined || list.link < list.li * TITLE || !standsInText(block, false)) return false;
  return linksLeaveSite(list, output, siteOf(pageUrl));
}

/** The list a block is, or holds under labels (a heading, a short line). */
function labelledList(block: TreeNode): TreeNode | undefined {
  if (listTags.has(block.name)) return block;
  const children = block.children;
  if (children.length > PARTS + 2) return undefined;
  let list: TreeNode | undefined;
  let parts = 0;
  for (const child of children) {
    if (child.text === 0) continue;
    if (++parts > PARTS || list !== undefined) return undefined;
    if (listTags.has(child.name)) list = child;
    else if (!headingTags.has(child.name) && !(child.name === "p" && child.link === 0 && child.text < 80)) return undefined;
  }
  return list;
}
