import type { Rewrite } from "./content-emit.js";
import type { TreeNode } from "./content-tree.js";
import { linkAround } from "./image-alts.js";
import { hrefOf, siteOf } from "./link-sites.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * The site's logo, a picture linked to the site's home page and nothing else, left in the main
 * content when the chosen blocks reach up to the page's wrapper (a page built of plain divs): no
 * picture of the article, and the markdown's first line. It goes from the main content.
 */
export function dropSiteLogos(images: readonly TreeNode[], output: ScanOutput, rewrites: Map<TreeNode, Rewrite>, pageUrl: string): void {
  const site = siteOf(pageUrl);
  if (site === "") return;
  for (const image of images) {
    const link = linkAround(image);
    if (link === undefined || link.img !== 1 || link.text !== 0 || rewrites.has(link)) continue;
    const href = hrefOf(link, output);
    if (href !== undefined && siteOf(href) === site && isHomePath(href)) rewrites.set(link, { kind: "drop" });
  }
}

/** Whether an absolute address is its site's home page: no path beyond "/" (a language's home too: "/de/"), no query. */
function isHomePath(url: string): boolean {
  return /^https?:\/\/[^/?#]+\/?(?:[a-z]{2}(?:-[a-z]{2})?\/?)?(?:#.*)?$/i.test(url);
}
