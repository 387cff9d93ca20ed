import type { ContentTree, TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";
import { linksToPage, plainTitle } from "./self-link.js";

/**
 * The blocks that hold the page's title: when the page has one `<h1>`, a line of plain text (not a
 * linked logo; a link to the page itself is its title: `self-link.ts`), its ancestors below the body.
 * A block around the title named like chrome (a "hero" widget, a header bar with the breadcrumbs and
 * the sharing buttons) is the article's header: its parts are judged one by one, not removed whole
 * with the title (`removeNonArticle`).
 */

/** A title is a line: not a word, not a paragraph. */
const TITLE_MIN = 10;
const TITLE_MAX = 250;

/**
 * The page's title: its one `<h1>`, when that is a line of plain text or all one link to the page
 * itself; on a page without an `<h1>`, its one `<h2>` that is all one link to the page itself (a
 * forum topic's title in a board that sets it in an `h2`).
 */
export function pageTitle(tree: ContentTree, output: ScanOutput, pageUrl: string): TreeNode | undefined {
  if (tree.h1s.length === 0) return selfLinkedH2(tree, output, pageUrl);
  const title = tree.h1s.length === 1 ? tree.h1s[0] : undefined;
  return title !== undefined && title.text >= TITLE_MIN && title.text <= TITLE_MAX && plainTitle(title, output, pageUrl) ? title : undefined;
}

/** More `<h2>`s than this, a page's are not read for its title (a long page of sections). */
const H2S = 50;

function selfLinkedH2(tree: ContentTree, output: ScanOutput, pageUrl: string): TreeNode | undefined {
  if (tree.h2s.length > H2S) return undefined;
  let title: TreeNode | undefined;
  for (const h2 of tree.h2s) {
    if (h2.link === 0 || h2.text < TITLE_MIN || h2.text > TITLE_MAX || !linksToPage(h2, output, pageUrl)) continue;
    if (title !== undefined) return undefined;
    title = h2;
  }
  return title;
}

export function titlePath(tree: ContentTree, output: ScanOutput, pageUrl: string): ReadonlySet<TreeNode> {
  const path = new Set<TreeNode>();
  const title = pageTitle(tree, output, pageUrl);
  for (let up = title?.parent ?? null; up !== null && up.name !== "body" && up.name !== "html"; up = up.parent) path.add(up);
  return path;
}
