import { linkDensity, listTags, type TreeNode } from "./content-tree.js";
import { neverArticleName } from "./content-signals.js";
import { afterOwnLeadIn, betweenRunningText, followedByTextOrEnd, introducedByLeadIn } from "./framed-blocks.js";
import { linksLeaveSite } from "./link-sites.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * A short list of links, most of them leaving the site, with running text right before and after it
 * is the story's sources or further reading, whatever its wrapper is called ("links-list"): a
 * blogroll or a partner strip stands in a sidebar or a footer, not between two paragraphs, and a
 * share list is named for sharing (a name never given to article text) or links back to the page.
 */

/** Items a list of sources holds at most (more is an index or a directory). */
const SOURCES = 20;

/** Whether `node`, a list or a wrapper of one (`inner`), is such a list of sources (see above). */
export function isFramedSourceList(node: TreeNode, inner: TreeNode, output: ScanOutput, site: string): boolean {
  // A box that opens with its own lead-in ("Useful links:") announces the list after it.
  const announced = listTags.has(inner.name) ? undefined : afterOwnLeadIn(inner, output);
  const list = announced ?? inner;
  if (!listTags.has(list.name) || list.li < 2 || list.li > SOURCES || list.img > 0 || linkDensity(list) < 0.5) return false;
  if (neverArticleName(node.className) || neverArticleName(node.id) || neverArticleName(list.className)) return false;
  // Or a list the article announces with a lead-in, after its last paragraph ("Useful links:" over the tutorial's references).
  const framed = announced === undefined ? betweenRunningText(node) || introducedByLeadIn(node, output) : followedByTextOrEnd(node);
  return framed && linksLeaveSite(list, output, site);
}
