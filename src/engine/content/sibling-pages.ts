import { mostLinks, siteOf } from "./link-sites.js";
import type { TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * Whether teaser cards point to the page's siblings: most of each card's links go to other pages of
 * the page's own site whose addresses are at least as deep as the page's but not below it
 * ("/news/2026/the-bridge" from "/news/2026/the-mill"). An index lists pages below it ("/news" over
 * "/news/2026/…") or deeper in folders of their own ("/tag/rivers" over "/the-mill"); an article's
 * rail lists other articles like itself, so its cards are not the page's content however short the
 * story beside them is. A roundup's items link out of the site (shops, places) and are not siblings.
 */
export function cardsOfSiblingPages(cards: readonly TreeNode[], output: ScanOutput, pageUrl: string): boolean {
  const page = pathOf(pageUrl);
  const site = siteOf(pageUrl);
  if (page === undefined || site === "") return false;
  const depth = depthOf(page);
  if (depth === 0) return false;
  const sibling = (href: string): boolean => {
    if (siteOf(href) !== site) return false;
    const path = pathOf(href);
    return path !== undefined && path !== page && !path.startsWith(`${page}/`) && depthOf(path) >= depth;
  };
  return cards.every((card) => mostLinks(card, output, sibling));
}

/** The path of an absolute http(s) address without a trailing slash; undefined when it is none. */
function pathOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return undefined;
    return parsed.pathname.replace(/\/+$/, "");
  } catch {
    return undefined;
  }
}

function depthOf(path: string): number {
  let depth = 0;
  for (const part of path.split("/")) if (part !== "") depth++;
  return depth;
}
