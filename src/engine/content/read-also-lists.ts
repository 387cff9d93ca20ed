import { headingLevel, linkDensity, listTags, siblingPosition, type TreeNode } from "./content-tree.js";
import { linksLeaveSite } from "./link-sites.js";
import { wrappedBlock } from "./content-cleanup.js";
import type { ScanOutput } from "./scan-output.js";
import { keptAsTopics } from "./topic-lists.js";

/**
 * A "see also" or "further reading" heading over the article's own list. Such a heading reads like
 * one over related articles, but the list under it is the author's when its items say more than
 * their links (a description beside each link: link text under half the list's) or when its links
 * leave the site (references, other sites' pages), or when they name the topics of the site's own
 * pages (`topic-lists.ts`). A list of the site's own headlines is the related box.
 */

/** Under this share of link text, a list's items carry words of their own beside their links. */
const ANNOTATED = 0.5;

/** Siblings read past a heading for the list it heads, at most. */
const NEXT_LOOK = 8;

/** Whether the first block with text under `heading` (before the next heading of its level) is such a list. */
export function headsArticleList(heading: TreeNode, output: ScanOutput, site: string): boolean {
  const level = headingLevel(heading);
  const siblings = heading.parent?.children ?? [];
  // A few empty siblings (anchors, spacers) may stand between; a hostile run of them is not read to its end for every heading.
  const from = siblingPosition(heading) + 1;
  for (let index = from; index < siblings.length && index < from + NEXT_LOOK; index++) {
    const sibling = siblings[index] as TreeNode;
    const next = headingLevel(sibling);
    if (next > 0 && next <= level) return false;
    if (sibling.text === 0) continue;
    // A list in a wrapper of its own (a wiki's columns: `<div class="div-col"><ul>`) is that list.
    const list = wrappedBlock(sibling);
    if (!listTags.has(list.name) || list.img > 0 || list.link === 0) return false;
    return linkDensity(list) < ANNOTATED || linksLeaveSite(list, output, site) || keptAsTopics(list);
  }
  return false;
}
