import { listTags, type TreeNode } from "./content-tree.js";
import { isDocumentLink, mostLinks } from "./link-sites.js";
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
  if (!listTags.has(inner.name) || inner.li === 0 || inner.li > DOWNLOADS || inner.link === 0) return false;
  return mostLinks(inner, output, isDocumentLink);
}
