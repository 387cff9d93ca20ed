import { listTags, type TreeNode } from "./content-tree.js";
import { isDocumentLink, mostLinks } from "./link-sites.js";
import { neverArticleName } from "./content-signals.js";
import { ownLeadIn } from "./framed-blocks.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * A list whose links point to documents to download (PDFs, office files, archives) is the
 * article's list of downloads, whatever its class says ("list-unstyled links"): a site's menus and
 * link boxes point to its pages. Short lists only (a long one is an index of files, judged as before).
 */

/** More items than this, a list of documents is an index, not part of the story. */
const DOWNLOADS = 20;

/** Whether `inner` (the block a wrapper only wraps, or the block itself) is a short list of links to documents. */
export function isDownloadList(inner: TreeNode, output: ScanOutput): boolean {
  // A box of its own heading over the list ("Documenten") is that list, unless its names never name the article ("related-downloads").
  const list = listTags.has(inner.name) ? inner : neverArticleName(inner.className) ? undefined : ownLeadIn(inner, output)?.block;
  if (list === undefined || !listTags.has(list.name) || list.li === 0 || list.li > DOWNLOADS || list.link === 0) return false;
  return mostLinks(list, output, isDocumentLink);
}
