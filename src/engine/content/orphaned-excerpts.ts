import { headingTags, inlineTags, TreeKind, type TreeNode } from "./content-tree.js";
import type { Removals } from "./emptied-items.js";
import { hrefOf, withoutFragment } from "./link-sites.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * A teaser card judged piece by piece: its headline link went by its name ("box-header"), its
 * "read more" link by its text, and its excerpt, a plain paragraph, was left standing alone in the
 * article as if it were the story's ("Słodkie i soczyste owoce, które…" under a recipe). When a
 * box lost two blocks or more linking to one other page, and no link elsewhere, and what is left of
 * it is one short block of text with no link, picture or heading, that text is the card's excerpt,
 * and goes with the card.
 * A paragraph with a link of the story's own is never judged: only a link that went makes a card.
 */

/** A removed block longer than this (characters) is more than a card's headline or "read more". */
const LOST_BLOCK = 200;
/**
 * A card points to its page twice: its headline and its "read more" (an author's line beside the
 * story's lead links once, to the author's page, and is no card).
 */
const CARD_LINKS = 2;
/** Links read in one removed block at most. */
const LINKS = 4;

/** Levels from a removed link up to the box it left (`.box > .box-header-wrapper > a`). */
const CARD_LEVELS = 4;
/** What is left of a card is at most this long (characters): an excerpt, not a section of the story. */
const EXCERPT = 320;
/** Boxes whose remaining text is never a card's excerpt: a list's item, a table's cell, a caption. */
const notCards = new Set(["li", "td", "th", "dd", "dt", "figure", "figcaption", "blockquote", "pre", "p"]);

/**
 * Removes (through `state`) each box left holding only an excerpt after the links to one other page
 * it held were removed. `total` is the article's text (characters): a box of half of it is the article.
 */
export function removeOrphanedExcerpts(state: Removals, output: ScanOutput, pageUrl: string, total: number): void {
  const removed = state.removedNodes();
  const page = withoutFragment(pageUrl);
  const targets = new Map<TreeNode, string | null>();
  const links = new Map<TreeNode, number>();
  for (let index = 0, count = removed.length; index < count; index++) {
    const lost = removed[index] as TreeNode;
    if (lost.link === 0 || lost.text > LOST_BLOCK) continue;
    const box = boxLeft(lost, state);
    if (box === undefined) continue;
    // One target for every link the box lost; a second one (or a link into this page) makes it no single card.
    let target = targets.get(box);
    for (const href of linkTargets(lost, output)) {
      if (target === null) break;
      target = href === "" || href === page || (target !== undefined && target !== href) ? null : href;
    }
    if (target !== undefined) targets.set(box, target);
    links.set(box, (links.get(box) ?? 0) + 1);
  }
  for (const [box, target] of targets) {
    if (target !== null && (links.get(box) ?? 0) >= CARD_LINKS && isExcerptOnly(box, total) && !keepsStructure(box, state)) state.remove(box);
  }
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

/** Nodes read below a box at most: an excerpt's box is small; a larger one is not judged. */
const WALK = 60;

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
