import type { TreeNode } from "./content-tree.js";
import { hrefOf } from "./link-sites.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * A headline that is all one link to the page itself (a question's or a forum topic's title, linked
 * to its own address): the page's title, not a linked logo or a teaser's headline, which point
 * elsewhere. Links in the scanned page are absolute; the fragment and query are not the page's.
 */

/** The address without fragment, query and trailing slash; "" when it is none. */
function pagePath(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname.replace(/\/+$/, "")}`.toLowerCase();
  } catch {
    return "";
  }
}

/** Whether `heading`'s whole text is one link to `pageUrl`. */
export function linksToPage(heading: TreeNode, output: ScanOutput, pageUrl: string): boolean {
  if (heading.link !== heading.text || pageUrl === "") return false;
  let node = heading;
  // The link is the heading's one child with text, maybe inside a span or two.
  for (let depth = 0; depth < 3 && node.name !== "a"; depth++) {
    const withText = node.children.filter((child) => child.text > 0);
    if (withText.length !== 1) return false;
    node = withText[0] as TreeNode;
  }
  if (node.name !== "a") return false;
  const href = hrefOf(node, output);
  if (href === undefined) return false;
  const target = pagePath(href);
  return target !== "" && target === pagePath(pageUrl);
}

/** Whether a headline is plain text, or all one link to the page itself (see above): a title, not a linked logo. */
export function plainTitle(heading: TreeNode, output: ScanOutput, pageUrl: string): boolean {
  return heading.link === 0 || linksToPage(heading, output, pageUrl);
}
