import type { ArticleState } from "./content-cleanup.js";
import { lastParagraph } from "./article-tail.js";
import { elementText, headingTags, NodeFlag, siblingPosition, type TreeNode } from "./content-tree.js";
import { linksLeaveSite } from "./link-sites.js";
import type { ScanOutput } from "./scan-output.js";
import { keptAsTopics } from "./topic-lists.js";

/**
 * Headlines of other articles written as lines of their own after the story: once the last
 * paragraph of running text has been read, when everything after it (at its level) is lines that
 * are each one link to another page of the site, those lines point elsewhere ("Diese Artikel
 * könnten dich interessieren:" and two titles), and the short line ending in a colon that
 * introduces them goes with them. Links out of the site (sources, downloads) stay, and so does a
 * line with words of its own beside its link.
 */

/** A headline is a line, not a word ("More") and not a paragraph. */
const HEADLINE_MIN = 15;
/** A headline in Han, kana or hangul says as much in a third of the characters (`NodeFlag.Ideographic`). */
const HEADLINE_MIN_IDEOGRAPHIC = 5;
const HEADLINE_MAX = 200;
/** Nearly all of the line is its link. */
const ALL_LINK = 0.9;
/** An introduction ("Read these too:") is one short line. */
const LEAD_IN = 120;

/** A paragraph that is one linked line: a headline pointing to another page. */
function linkedLine(node: TreeNode): boolean {
  const min = (node.flags & NodeFlag.Ideographic) !== 0 ? HEADLINE_MIN_IDEOGRAPHIC : HEADLINE_MIN;
  return node.name === "p" && node.img === 0 && node.embed === 0 && node.text >= min && node.text <= HEADLINE_MAX && node.link >= node.text * ALL_LINK;
}

/** Removes the linked headline lines that end the article, with their introduction; whether anything went. */
export function removeTailHeadlines(article: readonly TreeNode[], state: ArticleState, output: ScanOutput, site: string): boolean {
  const last = lastParagraph(article, state);
  if (last === undefined) return false;
  const siblings = article.includes(last) ? article : (last.parent?.children ?? []);
  const from = siblings === article ? article.indexOf(last) : siblingPosition(last);
  const lines: TreeNode[] = [];
  // The introduction is the last paragraph itself, or a short line right after it (too short to be running text).
  let lead = leadIn(last, output) ? last : undefined;
  for (let index = from + 1; index < siblings.length; index++) {
    const sibling = siblings[index] as TreeNode;
    if (state.isRemoved(sibling) || (sibling.text === 0 && sibling.img === 0 && sibling.embed === 0)) continue;
    // The article's list of its topics (`topic-lists.ts`) stays, with its heading, before or after the headlines.
    if (keptAsTopics(sibling) || (headingTags.has(sibling.name) && headsTopics(siblings, index, state))) continue;
    if (lead === undefined && lines.length === 0 && sibling.name === "p" && leadIn(sibling, output)) {
      lead = sibling;
      continue;
    }
    if (!linkedLine(sibling) || linksLeaveSite(sibling, output, site)) return false;
    lines.push(sibling);
  }
  if (lines.length === 0) return false;
  for (const line of lines) state.remove(line);
  if (lead !== undefined) state.remove(lead);
  return true;
}

/** Whether the next block with text after the heading at `index` is a list kept as the article's topics. */
function headsTopics(siblings: readonly TreeNode[], index: number, state: ArticleState): boolean {
  for (let next = index + 1; next < siblings.length; next++) {
    const sibling = siblings[next] as TreeNode;
    if (!state.isRemoved(sibling) && sibling.text > 0) return keptAsTopics(sibling);
  }
  return false;
}

/** A short line without links that ends with a colon (a fullwidth one in CJK): what introduces the lines after it. */
function leadIn(node: TreeNode, output: ScanOutput): boolean {
  return node.text <= LEAD_IN && node.link === 0 && /[:：]\s*$/u.test(elementText(node, output));
}
