import { elementText, NodeFlag, NodeMemo, siblingPosition, type TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";
import { isStoryArticle } from "./story-article.js";

/**
 * An `<aside>` set between the paragraphs of a story (a fact box, an info box, a pull quote) is
 * part of the story: its text stands between running text, and it points nowhere much. A page's
 * sidebar stands beside the story's column, not between its paragraphs, or is mostly links. The
 * scanner keeps an `<aside>` that follows a paragraph of running text and has few links (marked
 * `NodeFlag.StoryAside`; others go as page furniture, as before); the content step keeps it only
 * when running text follows it too and it does not repeat a sentence of that text (a pull quote
 * printed again in large type: the reader reads it once). Only a few siblings either side are read.
 */

/** Siblings with text read on either side of the aside for the running text around it. */
const NEAR = 3;
/** Empty siblings (anchors, ad slots) stepped over on the way, at most. */
const STEPS = 12;

/** Wrappers that may hold the aside alone (an embed's or a layout's `div`). */
const wrappers = new Set(["div", "section", "figure"]);
/** Wrapper levels climbed, at most. */
const WRAPPERS = 3;

/**
 * Where the aside stands among the story's blocks: the aside, or the outermost wrapper (up to a few
 * levels) that holds nothing else with text. In the scan, the wrapper's later children are not read
 * yet: one with no other child so far counts.
 */
function placeOf(node: TreeNode): TreeNode {
  let place = node;
  for (let level = 0; level < WRAPPERS; level++) {
    const parent = place.parent;
    // In the scan, an open wrapper has not yet counted the aside's text: one with none so far holds only the aside.
    if (parent === null || !wrappers.has(parent.name) || (parent.text !== place.text && parent.text !== 0)) break;
    place = parent;
  }
  return place;
}

/** The siblings with text (at most NEAR) in `direction` (-1 before, 1 after) of `node`'s place, nearest first. */
function besides(aside: TreeNode, direction: number): TreeNode[] {
  const node = placeOf(aside);
  const siblings = node.parent?.children ?? [];
  const found: TreeNode[] = [];
  for (let index = siblingPosition(node) + direction, steps = 0; index >= 0 && index < siblings.length && steps < STEPS && found.length < NEAR; index += direction, steps++) {
    const sibling = siblings[index] as TreeNode;
    if (sibling.text > 0) found.push(sibling);
  }
  return found;
}

/** More running text than this (characters) in one block beside the aside, the block is a story of its own, not a paragraph or two of one. */
const PASSAGE = 1500;

/**
 * A paragraph of the story's running text, or a block of a few: not a story's own `<article>` (an
 * aside beside it is the page's) nor a page's column.
 */
function storyText(block: TreeNode): boolean {
  return block.prose > 0 && block.name !== "article" && block.roots === 0 && (block.name === "p" || block.prose <= PASSAGE);
}

/** Whether one of the siblings with text nearest `node` in `direction` (-1 before, 1 after) is the story's running text. */
function proseBeside(node: TreeNode, direction: number): boolean {
  // A subheading or a picture may stand between the box and the paragraph.
  return besides(node, direction).some(storyText);
}

/**
 * At the aside's end tag, in the scan (the siblings after it are not read yet): whether it may be a
 * box of the story. Not hidden, with text, links under a quarter of it, after running text — or a
 * quote (a forum post quoting another, `<aside class="quote"><blockquote>`), which the story's text
 * answers after it.
 */
export function mayBeStoryAside(node: TreeNode): boolean {
  return node.text > 0 && node.link * 4 < node.text && (node.flags & NodeFlag.AriaHidden) === 0 && (proseBeside(node, -1) || storyOf(node) !== undefined || holdsQuote(node));
}

/** Whether most of the aside's text is a `<blockquote>` of its own (a child, or a child's). */
function holdsQuote(node: TreeNode): boolean {
  for (const child of node.children) {
    if (child.name === "blockquote" && child.text * 2 >= node.text) return true;
  }
  return false;
}

/**
 * The `<article>` the aside's place stands in (at most a few levels up): a box at the start or the
 * end of a story's own element (key points under the headline, a fact box after the last paragraph)
 * is the story's, with running text on one side only.
 */
function storyOf(node: TreeNode): TreeNode | undefined {
  let up = placeOf(node).parent;
  for (let level = 0; up !== null && level < WRAPPERS; level++, up = up.parent) if (up.name === "article") return up;
  return undefined;
}

/** Whether a block with the story's running text is among the siblings with text nearest `node` in `direction`, inside its story's `<article>`. */
function storyProseBeside(node: TreeNode, direction: number): boolean {
  return besides(node, direction).some((block) => block.prose > 0 && block.roots === 0);
}

/** Longer than this (characters), an aside is a box of its own, not a sentence printed again. */
const QUOTE = 400;
/** Longer than this (characters), a sibling is not read for the quote (a block holding the rest of the story). */
const NEAR_TEXT = 5000;
/** Quotation marks and white space: a pull quote adds the marks, the text has its own. */
const quoteMarks = /[\s"'“”„‘’«»‹›]+/gu;

/** Whether a short aside says what a paragraph near it says (a pull quote): its words are in that paragraph's text. */
function repeatsNearText(node: TreeNode, output: ScanOutput): boolean {
  if (node.text > QUOTE) return false;
  const quote = elementText(node, output).replace(quoteMarks, " ").replace(/^[\s.…,;:!?-]+|[\s.…,;:!?]+$/gu, "").trim().toLowerCase();
  if (quote.length < 20) return false;
  for (const direction of [-1, 1]) {
    for (const sibling of besides(node, direction)) if (sibling.text <= NEAR_TEXT && elementText(sibling, output).replace(quoteMarks, " ").toLowerCase().includes(quote)) return true;
  }
  return false;
}

/**
 * In the content step: whether an aside the scanner kept (`NodeFlag.StoryAside`) is the story's: running
 * text follows it too, and it does not repeat a sentence of the text around it.
 */
export function asideBetweenProse(node: TreeNode, output: ScanOutput): boolean {
  if (repeatsNearText(node, output)) return false;
  if (proseBeside(node, 1)) return true;
  // At the start or the end of a story's own `<article>` (one with its headline), beside its running text.
  const story = storyOf(node);
  return story !== undefined && storyArticle(story) && (storyProseBeside(node, 1) || storyProseBeside(node, -1));
}

/** `isStoryArticle` of each `<article>` asked, once: a page of many asides in one long article does not walk it again and again. */
const storyArticles = new NodeMemo<boolean>();

function storyArticle(node: TreeNode): boolean {
  return storyArticles.of(node, isStoryArticle);
}
