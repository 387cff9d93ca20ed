import { PARAGRAPH_HEADING, sourceBox, type ArticleState } from "./content-cleanup.js";
import type { ScanOutput } from "./scan-output.js";
import { headingTags, holdsTagBelow, NodeFlag, type TreeNode } from "./content-tree.js";
import { isNoteBox } from "./note-lists.js";

/**
 * Blocks after the article's end. Once the last paragraph of running text has been read, a short
 * container that follows it with links and no paragraph of running text of its own is the page's
 * furniture, whatever it says and in whatever language: the entry's footer (categories, author,
 * date), a support or donation box, a "more on this" strip, a buy box, a print-edition note. What a
 * story ends with stays: paragraphs, lists (sources, references), tables, code, pictures with their
 * captions, and containers without a link (a closing note, a timestamp).
 */

/** Blocks that hold other blocks; a paragraph, list, table, quote or figure is never judged here. */
const containers = new Set(["div", "section", "aside", "footer", "form", "header", "nav"]);
/** Longer than this (characters), a block after the last paragraph is more of the story. */
const TAIL = 800;

/** Removes the furniture after the article's last paragraph; whether anything went. */
export function removeArticleTail(article: readonly TreeNode[], state: ArticleState, output: ScanOutput, site: string): boolean {
  const last = lastParagraph(article, state);
  if (last === undefined) return false;
  const tops = new Set(article);
  let removed = false;
  // What follows the last paragraph: the later siblings of it and of each of its ancestors, up to the article's top nodes.
  for (let node = last; ; node = node.parent as TreeNode) {
    const siblings = tops.has(node) ? article : (node.parent?.children ?? []);
    for (let index = siblings.indexOf(node) + 1; index < siblings.length; index++) {
      const sibling = siblings[index] as TreeNode;
      // A heading over a line of links out of the site (`sourceBox`: the report, the source) is the story's.
      // A note in a box of its own, its one link back to its mark in the text (`note-lists.ts`), is the story's.
      if (state.isRemoved(sibling) || !furniture(sibling) || sourceBox(sibling, output, site) || isNoteBox(sibling, output, state.pageUrl)) continue;
      state.remove(sibling);
      removed = true;
    }
    if (tops.has(node) || node.parent === null) break;
  }
  return removed;
}

function furniture(node: TreeNode): boolean {
  if (!containers.has(node.name) || (node.flags & NodeFlag.Revealed) !== 0 || node.text === 0 || node.text > TAIL || node.prose > 0) return false;
  // A picture stays with its caption, whatever links the caption has (a credit, a source).
  if (node.link === 0 || node.pre > 0 || node.li > 0 || node.img > 0 || node.embed > 0) return false;
  // A paragraph written straight into the container (a site that builds its text from divs) is the story.
  if (node.inlineText >= RUNNING_TEXT && node.link * 2 < node.text) return false;
  return !holdsTagBelow(node, storyTags) && !holdsParagraphHeading(node);
}

/** Whether a (short) block holds a paragraph set as a heading (the story's closing words in large type). */
function holdsParagraphHeading(node: TreeNode): boolean {
  const stack = [...node.children];
  while (stack.length > 0) {
    const child = stack.pop() as TreeNode;
    if (headingTags.has(child.name)) {
      if (child.text >= PARAGRAPH_HEADING) return true;
      continue;
    }
    for (const grandchild of child.children) stack.push(grandchild);
  }
  return false;
}

/** Inline text this long, not mostly links, is a paragraph of the story. */
const RUNNING_TEXT = 80;
/** What a story's own box holds: a table, a quote, a figure. */
const storyTags = new Set(["table", "blockquote", "figure", "pre", "code", "dl"]);

/** The last `<p>` of running text (`TreeNode.prose`) in document order, not inside a removed block. */
export function lastParagraph(article: readonly TreeNode[], state: ArticleState): TreeNode | undefined {
  let node: TreeNode | undefined;
  for (let index = article.length - 1; index >= 0 && node === undefined; index--) {
    const top = article[index] as TreeNode;
    if (!state.isRemoved(top) && top.prose > 0) node = top;
  }
  // A removal takes its prose out of the figures above it, so the prose of a node lies in its
  // children that are kept: the last of them with prose leads down to the paragraph.
  while (node !== undefined && node.name !== "p") {
    let next: TreeNode | undefined;
    for (let index = node.children.length - 1; index >= 0 && next === undefined; index--) {
      const child = node.children[index] as TreeNode;
      if (!state.isRemoved(child) && child.prose > 0) next = child;
    }
    node = next;
  }
  return node;
}
