import type { ArticleState } from "./content-cleanup.js";
import { linkDensity, NodeFlag, type TreeNode } from "./content-tree.js";
import { linksLeaveSite } from "./link-sites.js";
import { isNoteBox } from "./note-lists.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * Where the page itself says its story ends. A page that marks one box as its article's body —
 * schema.org's `itemprop="articleBody"`, or the body class a CMS gives it (`entry-content`,
 * `article-body`, `post-content`, `field--name-body`, …), else the one `<article>` element (HTML's
 * own mark for a self-contained composition) — has put the story's text in that box: what
 * follows the box inside the chosen content with a link in it is the entry's furniture (tags, the
 * author's box, "more from", the next story, comments), whatever it looks like. Pictures after the box
 * stay, and so does a block without a link (a box of facts, a closing note: the story's).
 *
 * Only when the mark is trusted: one such box on the whole page (a list of entries marks each), holding
 * paragraphs of running text and at least half of the article's text (a box around the lead alone, or
 * an excerpt in a sidebar, says nothing about where the story ends).
 */

/** Class names CMSs and themes give the box that holds an article's text, as whole class tokens. */
const bodyClass =
  /(?:^|\s)(?:entry-content|post-content|post-body|post-entry|postbody|post__content|article-content|article-body|article__body|articlebody|article_body|article-text|articletext|story-body|story__body|single-content|td-post-content|field--name-body|c-article-body)(?:\s|$)/i;
/** A body shorter than this (characters) is a summary, not the story. */
const MIN_BODY = 500;
/** Of the article's text, the share the box must hold. */
const MIN_SHARE = 0.5;

/** Removes what follows the page's marked article body inside the article; whether anything went. */
export function removeAfterBody(article: readonly TreeNode[], state: ArticleState, output: ScanOutput, site: string): boolean {
  const box = markedBody(state);
  if (box === undefined || state.isRemoved(box)) return false;
  const tops = new Set(article);
  let kept = 0;
  for (const top of article) if (!state.isRemoved(top)) kept += top.text;
  if (box.text < kept * MIN_SHARE) return false;
  // The box must lie inside the article (not hold it), under no removed block.
  let top: TreeNode | null = box;
  while (top !== null && !tops.has(top)) {
    if (state.isRemoved(top)) return false;
    top = top.parent;
  }
  if (top === null) return false;
  let removed = false;
  // What follows the box: the later siblings of it and of each of its ancestors, up to the article's top nodes.
  for (let node = box; ; node = node.parent as TreeNode) {
    const siblings = tops.has(node) ? article : (node.parent?.children ?? []);
    for (let index = siblings.indexOf(node) + 1; index < siblings.length; index++) {
      const sibling = siblings[index] as TreeNode;
      if (state.isRemoved(sibling) || isPicture(sibling) || sibling.link === 0 || (sibling.flags & NodeFlag.Revealed) !== 0 || isStorysNotes(sibling, output, state.pageUrl, site)) continue;
      state.remove(sibling);
      removed = true;
    }
    if (tops.has(node) || node.parent === null) break;
  }
  return removed;
}

/**
 * The page's one marked article body: its one `itemprop="articleBody"` element, else its one
 * outermost element with a body class, else its one `<article>`; each only among elements with
 * paragraphs below; undefined when there is none, or more than one.
 */
function markedBody(state: ArticleState): TreeNode | undefined {
  let byItem: TreeNode | undefined;
  let items = 0;
  let byClass: TreeNode | undefined;
  let classes = 0;
  let article: TreeNode | undefined;
  let articles = 0;
  const nodes = state.nodes;
  for (let index = 0; index < nodes.length; index++) {
    const node = nodes[index] as TreeNode;
    // A box of the story's text holds its paragraphs: a subtree without running text is skipped whole.
    if (node.prose === 0) {
      index = node.end - 1;
      continue;
    }
    if (node.name === "article") {
      articles++;
      article ??= node;
    }
    if ((node.flags & NodeFlag.ArticleBody) !== 0) {
      items++;
      byItem ??= node;
    } else if (node.className !== "" && bodyClass.test(node.className)) {
      classes++;
      byClass ??= node;
      // Boxes inside this one are part of it: go on after its subtree.
      index = node.end - 1;
    }
  }
  const box = items === 1 ? byItem : items > 0 ? undefined : classes === 1 ? byClass : classes > 0 ? undefined : articles === 1 ? article : undefined;
  return box !== undefined && box.text >= MIN_BODY ? box : undefined;
}

/**
 * The story's notes and sources after its body: words of their own around links that leave the site
 * (a footnote citing an archive, a source list), or a note box whose links go back into the page
 * (`note-lists.ts`). Furniture links into the site: the author's page, the next story, a section.
 */
function isStorysNotes(node: TreeNode, output: ScanOutput, pageUrl: string, site: string): boolean {
  return (linkDensity(node) < MOSTLY_LINKS && linksLeaveSite(node, output, site)) || isNoteBox(node, output, pageUrl);
}

/** Less than this share of a block's text in links: the block has words of its own, not a line of links. */
const MOSTLY_LINKS = 0.5;

/** A picture (with or without its caption) stays wherever it stands. */
function isPicture(node: TreeNode): boolean {
  return node.name === "figure" || node.name === "picture" || node.name === "img" || (node.img > 0 && node.text === 0);
}
