import { headingTags, inlineTags, TreeKind, type TreeNode } from "./content-tree.js";
import type { Removals } from "./emptied-items.js";
import { hrefOf } from "./link-sites.js";
import { withoutFragment } from "./links.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * A teaser card judged piece by piece: its headline link went by its name ("box-header"), its
 * "read more" link by its text, and its excerpt, a plain paragraph, was left standing alone in the
 * article as if it were the story's ("Słodkie i soczyste owoce, które…" under a recipe). When a
 * box lost two blocks or more linking to one other page, and no link elsewhere, and what is left of
 * it is short text in paragraphs with no link, picture or heading, that text is the card's excerpt,
 * and goes with the card. A paragraph with a link of the story's own is never judged (only links
 * that went make a card), nor is the story's lead.
 */

/** A removed block longer than this (characters) is more than a card's headline or "read more". */
const LOST_BLOCK = 200;
/**
 * A card's removed blocks point to its page twice or more: its headline and its "read more" (an
 * author's line beside the story's lead is one block, linking to the author's page, and no card).
 */
const CARD_BLOCKS = 2;
/** Nodes read below a box or a removed block at most: a card's are few; a larger box is not judged. */
const WALK = 60;
/** Links read in one removed block at most. */
const LINKS = 4;

/** Levels from a removed link up to the box it left (`.box > .box-header-wrapper > a`). */
const CARD_LEVELS = 4;
/** What is left of a card is at most this long (characters): an excerpt, not a section of the story. */
const EXCERPT = 320;
/** Boxes whose remaining text is never a card's excerpt: a list's item, a table's cell, a caption. */
const notCards = new Set(["li", "td", "th", "dd", "dt", "figure", "figcaption", "blockquote", "pre", "p"]);

/** What the removals took from one box: the one page their links went to (null: several, or none), and how many blocks. */
interface Lost {
  target: string | null;
  blocks: number;
}

/** What `removeOrphanedExcerpts` reads of the article's state: its removals, the page's nodes in document order, its address. */
export interface ExcerptState extends Removals {
  readonly nodes: readonly TreeNode[];
  readonly pageUrl: string;
}

/**
 * Removes (through `state`) each box left holding only an excerpt after the links to one other page
 * it held were removed. `total` is the article's text (characters): a box of half of it is the
 * article; `article` its top blocks, whose first paragraph of running text (the lead) is never an excerpt.
 */
export function removeOrphanedExcerpts(state: ExcerptState, output: ScanOutput, total: number, article: readonly TreeNode[]): void {
  const removed = state.removedNodes();
  const page = withoutFragment(state.pageUrl);
  const lostByBox = new Map<TreeNode, Lost>();
  for (let index = 0, count = removed.length; index < count; index++) {
    const block = removed[index] as TreeNode;
    if (block.link === 0 || block.text > LOST_BLOCK) continue;
    // The box first: most removed links leave none that could be a card, and their addresses are not read.
    const box = boxLeft(block, state);
    if (box === undefined || !isExcerptOnly(box, total)) continue;
    const targets = linkTargets(block, output);
    if (targets.length === 0) continue;
    const lost = lostByBox.get(box) ?? { target: targets[0] as string, blocks: 0 };
    // One page for every link the box lost; a second one, or a link into this page, makes it no single card.
    for (const target of targets) if (target === "" || target === page || target !== lost.target) lost.target = null;
    lost.blocks++;
    lostByBox.set(box, lost);
  }
  let lead: TreeNode | null | undefined;
  for (const [box, lost] of lostByBox) {
    if (lost.target === null || lost.blocks < CARD_BLOCKS || keepsStructure(box, state)) continue;
    lead ??= firstProse(article, state);
    if (lead === null || lead.index < box.index || lead.index >= box.end) state.remove(box);
  }
}

/** The article's first paragraph of running text that is kept (its lead), or null. */
function firstProse(article: readonly TreeNode[], state: ExcerptState): TreeNode | null {
  for (const top of article) {
    for (let index = top.index; index < top.end; index++) {
      const node = state.nodes[index] as TreeNode;
      if (state.isRemoved(node)) {
        index = node.end - 1;
        continue;
      }
      if (node.name === "p" && node.prose > 0) return node;
    }
  }
  return null;
}

/** The targets (without fragment) of the links in a removed block, up to `LINKS`; "" for a link without one. */
function linkTargets(block: TreeNode, output: ScanOutput): string[] {
  const targets: string[] = [];
  const stack = [block];
  for (let read = 0; stack.length > 0 && targets.length < LINKS && read < WALK; read++) {
    const node = stack.pop() as TreeNode;
    if (node.name === "a") targets.push(withoutFragment(hrefOf(node, output) ?? ""));
    else for (let index = node.children.length - 1; index >= 0; index--) stack.push(node.children[index] as TreeNode);
  }
  return targets;
}

/** The nearest ancestor of a removed link that still holds text: the box the link was part of. */
function boxLeft(link: TreeNode, state: Removals): TreeNode | undefined {
  let box = link.parent;
  for (let level = 0; box !== null && level < CARD_LEVELS && box.text === 0; level++) box = box.parent;
  if (box === null || box.text === 0 || state.isRemoved(box)) return undefined;
  for (let above = box.parent; above !== null; above = above.parent) if (state.isRemoved(above)) return undefined;
  return box;
}

function isExcerptOnly(box: TreeNode, total: number): boolean {
  if (inlineTags.has(box.name) || headingTags.has(box.name) || notCards.has(box.name)) return false;
  if (box.text > EXCERPT || box.text * 2 >= total) return false;
  // What is left: text in a paragraph, no link, picture, embed or list (headings and tables: `keepsStructure`).
  return box.p >= 1 && box.link === 0 && box.img === 0 && box.embed === 0 && box.li === 0;
}

/** Whether a heading or a table is left in the box (a section of the story, not an excerpt). */
function keepsStructure(box: TreeNode, state: Removals): boolean {
  if ((box.below & (TreeKind.Heading | TreeKind.Table)) === 0) return false;
  const stack = [...box.children];
  for (let read = 0; stack.length > 0; read++) {
    const node = stack.pop() as TreeNode;
    if (read >= WALK) return true;
    if (state.isRemoved(node)) continue;
    if (headingTags.has(node.name) || node.name === "table") return true;
    stack.push(...node.children);
  }
  return false;
}
