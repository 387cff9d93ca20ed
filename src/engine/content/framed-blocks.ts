import { headingTags, linkDensity, listTags, siblingPosition, TreeKind, twoPartsWithText, type TreeNode } from "./content-tree.js";
import { neverArticleName } from "./content-signals.js";
import { isLeadIn } from "./lead-ins.js";
import type { ScanOutput } from "./scan-output.js";
import { isSummary } from "./summary-lists.js";

/**
 * A table or a list without links (a script's `<a tabindex>` control is none; alone in its block, or under labels of its own: a heading, a
 * short line, a box's title bar; or a box of such titled lists, pros and cons) that running
 * text stands right beside — paragraphs on both sides, or one side when it opens or closes its
 * block — is the story's, whatever its class names say ("promo-table", "related-steps", "widget"):
 * chrome named that way (a related box, a promotion, a menu) is a list of links, or stands apart
 * from the text. A list of sentences beside it (a checklist's steps) is running text; other such
 * tables and lists next to it (a list split in two), and a heading right before it (its own title),
 * are read past. A line ending on a colon before it introduces it; a heading after it ends its
 * section, unless its names say it is never the article's ("promo", "subscribe") or it holds a
 * control (a button the scanner dropped): running text must follow those.
 */

/** A paragraph this long (characters) with few links is running text. */
const RUNNING_TEXT = 80;
/** A line of links shorter than this (characters) beside a block is read past (a "read also" line). */
const LINK_LINE = 200;
/** Siblings read on each side for the nearest one with text (bounds the scan on hostile pages). */
const LOOK = 4;

/** What stands on one side: running text, the block's edge (nothing with text), or something else. */
const Side = { Text: 0, Edge: 1, Other: 2 } as const;
type Side = (typeof Side)[keyof typeof Side];

/** Whether `block` (a table or list, or a wrapper whose content `inner` is one) stands beside running text (see above). */
export function framedByRunningText(block: TreeNode, inner: TreeNode, output: ScanOutput): boolean {
  if (block.link > 0 || block.text === 0 || !plainBlock(block, inner)) return false;
  // A column of a box that holds only such blocks (pros beside cons) stands where the box does.
  const place = boxOfBlocks(block.parent) ?? block;
  const parent = place.parent;
  if (parent === null) return false;
  const siblings = parent.children;
  const at = siblingPosition(place);
  const before = side(siblings, at, -1, output);
  // A box named for what is never the article's (a promotion, a subscription), or one with a control
  // (an app's or a paywall's button the scanner dropped), must be followed by running text itself.
  const calls = (block.below & (TreeKind.DroppedControl | TreeKind.Input)) !== 0;
  const headingEnds = !calls && !neverArticleName(block.className) && !neverArticleName(block.id);
  const after = side(siblings, at, 1, output, headingEnds);
  if ((before === Side.Text && after !== Side.Other) || (before === Side.Edge && after === Side.Text)) return true;
  // A section of the article's outline: its own heading right before it, the next heading (or its block's end) right after ("우대사항" over a box of its points).
  return headingEnds && after !== Side.Other && ownHeadingBefore(siblings, at);
}

/** Whether the nearest sibling with text before `at` is a heading without links (the block's own). */
function ownHeadingBefore(siblings: readonly TreeNode[], at: number): boolean {
  for (let index = at - 1; index >= 0 && index >= at - LOOK; index--) {
    const sibling = siblings[index] as TreeNode;
    if (sibling.text > 0) return headingTags.has(sibling.name) && sibling.link === 0;
  }
  return false;
}

/**
 * Whether `node` is a `<figure>` of pictures and a caption without links, or a box of such figures (a
 * gallery), with running text right before it and running text or the next heading after it: the
 * story's picture, whatever its class says ("header-image", "promo-figure", "widget-gallery"); a
 * teaser's figure links to its story, an advert is named as one.
 */
export function isFramedFigure(node: TreeNode): boolean {
  if (!(isCaptionedPicture(node) || isGalleryOfCaptions(node)) || neverArticleName(node.className) || node.parent === null) return false;
  // Running text before it; after it, running text or the next section's heading.
  const at = siblingPosition(node);
  return side(node.parent.children, at, -1) === Side.Text && side(node.parent.children, at, 1, undefined, true) !== Side.Other;
}

function isCaptionedPicture(node: TreeNode): boolean {
  return node.name === "figure" && node.img > 0 && node.text > 0 && node.link === 0 && node.embed === 0;
}

/** A box of two or more such figures and nothing else with text or a picture: the story's gallery ("widget-gallery" between its paragraphs). */
function isGalleryOfCaptions(node: TreeNode): boolean {
  if (node.link > 0 || node.img < 2 || node.children.length > GALLERY) return false;
  let figures = 0;
  for (const child of node.children) {
    if (child.text === 0 && child.img === 0) continue;
    if (!isCaptionedPicture(child)) return false;
    figures++;
  }
  return figures >= 2;
}

/** Figures a gallery box holds, at most (bounds the read). */
const GALLERY = 24;

/** The word of a related box, which names a box of links: one without links is the story's ("related-facts"). */
const relatedWord = /relat(?:ed|ionad[ao]s?)/gi;

/** Running text a block holds, at least (characters), for a box of key points in it to be the story's (a few paragraphs). */
const STORY_PROSE = 400;

/**
 * Whether `box` is the story's key points (`summary-lists.ts`: a short label over a few sentences,
 * "What you need to know", "Before you start") after running text or among the story's paragraphs,
 * whatever its chrome words say ("related-facts", "sidebar-box"): a related box lists links, a
 * sidebar's box stands apart from the story's text. Not one whose names never name the article: a
 * promotion's list is its offer's ("promo", "newsletter"), and so is a comment policy's or an affiliate note's.
 */
export function isFramedSummary(box: TreeNode, output: ScanOutput): boolean {
  const parent = box.parent;
  if (!isSummary(box) || (box.below & (TreeKind.DroppedControl | TreeKind.Input)) !== 0 || parent === null) return false;
  // Names that never name the article (promotions, comments, affiliate notes) still say so; "related" alone does not, for a box without links.
  if (neverArticleName(box.className.replace(relatedWord, " ")) || neverArticleName(box.id)) return false;
  return parent.prose >= STORY_PROSE || side(parent.children, siblingPosition(box), -1, output) === Side.Text;
}

/**
 * `box` when all its children with text are tables or lists without links, or boxes of them under
 * their own labels (`boxOfLists`): a box of pros and cons, each column judged where the box stands.
 */
function boxOfBlocks(box: TreeNode | null): TreeNode | undefined {
  if (box === null || box.link > 0 || box.children.length > PARTS) return undefined;
  let blocks = 0;
  for (const child of box.children) {
    if (child.text === 0) continue;
    if (!boxOfLists(child, DEPTH)) return undefined;
    blocks++;
  }
  return blocks >= 2 ? box : undefined;
}

/** Whether running text stands right before `block` (its own heading read past) and right after it. */
export function betweenRunningText(block: TreeNode): boolean {
  const parent = block.parent;
  if (parent === null) return false;
  const at = siblingPosition(block);
  return side(parent.children, at, -1) === Side.Text && side(parent.children, at, 1) === Side.Text;
}

/** The lead-in ("Useful links:", `lead-ins.ts`) or the heading ("Further reading") right before `block`, if one stands there. */
export function leadInBefore(block: TreeNode, output: ScanOutput): TreeNode | undefined {
  const siblings = block.parent?.children ?? [];
  const at = siblingPosition(block);
  for (let index = at - 1; index >= 0 && index >= at - LOOK; index--) {
    const sibling = siblings[index] as TreeNode;
    if (sibling.text > 0) return announces(sibling, output) ? sibling : undefined;
  }
  return undefined;
}

function announces(node: TreeNode, output: ScanOutput): boolean {
  return isLeadIn(node, output) || (headingTags.has(node.name) && node.link === 0);
}

/** Whether running text or the end of its block follows `block` (after a lead-in, the article's last block). */
export function followedByTextOrEnd(block: TreeNode): boolean {
  const parent = block.parent;
  return parent !== null && side(parent.children, siblingPosition(block), 1) !== Side.Other;
}

/** A box that announces its block with its own lead-in or heading: its two children with text are that and the block. */
export function ownLeadIn(box: TreeNode, output: ScanOutput): { lead: TreeNode; block: TreeNode } | undefined {
  const parts = twoPartsWithText(box);
  return parts !== undefined && announces(parts[0], output) ? { lead: parts[0], block: parts[1] } : undefined;
}

/** Levels of wrappers read for the tables and lists a block holds, and children read at each (bounds the work). */
const DEPTH = 3;
const PARTS = 6;
/** A line this short (characters) over a table or list is its introduction ("How the nine members voted."). */
const LABEL = 200;

/**
 * A table or a list, or a block of them: each under labels of its own (headings, a short line), as
 * a box of pros and cons holds two titled lists.
 */
function plainBlock(block: TreeNode, inner: TreeNode): boolean {
  return tableOrList(inner) || boxOfLists(inner, DEPTH);
}

function boxOfLists(node: TreeNode, depth: number): boolean {
  if (tableOrList(node)) return true;
  const children = node.children;
  if (depth === 0 || children.length > PARTS) return false;
  let lists = 0;
  for (const child of children) {
    if (child.text === 0) continue;
    // Labels stand before the first table or list: a heading, a short line, or a box's title bar
    // (`<div class="title">Note</div>`, a few words and no list of its own).
    if (lists === 0 && (headingTags.has(child.name) || (child.name === "p" && child.text < LABEL) || titleBar(child))) continue;
    // A note under them: a table's source, a list's footnote ("Source: Media Spend Observatory, May 2024").
    if (lists > 0 && noteLine(child)) continue;
    if (!boxOfLists(child, depth - 1)) return false;
    lists++;
  }
  return lists > 0;
}

/** A box's title bar is this short (characters): a word or two ("Note", "Bitte beachten"). */
const TITLE_BAR = 40;

function titleBar(node: TreeNode): boolean {
  return node.text <= TITLE_BAR && node.li === 0 && node.p === 0 && !tableOrList(node);
}

/** A short line of words, not a heading: a note under a table or a list. */
function noteLine(node: TreeNode): boolean {
  return node.text < LABEL && !headingTags.has(node.name) && node.li === 0 && !tableOrList(node) && node.link * 2 < node.text;
}

function tableOrList(node: TreeNode): boolean {
  return node.name === "table" || listTags.has(node.name);
}

/**
 * With `output`, a lead-in right before the block ("The main points raised were:", `lead-ins.ts`) is
 * running text that introduces it; one after it introduces the story's next block ("The results by
 * region:" over a table): the running text goes on. With `headingEnds`, a heading after the block
 * ends its section, as the end of its parent does.
 */
function side(siblings: readonly TreeNode[], at: number, step: -1 | 1, output?: ScanOutput, headingEnds = false): Side {
  for (let index = at + step, seen = 0; index >= 0 && index < siblings.length; index += step, seen++) {
    if (seen >= LOOK) return Side.Other;
    const sibling = siblings[index] as TreeNode;
    if (sibling.text === 0) continue;
    // A list of sentences is the article's text, as a paragraph is (a checklist's steps); other
    // tables and lists without links next to the block (a list split in two) are read past.
    if (sibling.link === 0 && tableOrList(sibling)) {
      if (listOfSentences(sibling)) return Side.Text;
      continue;
    }
    // A line that is mostly a link ("ALSO READ: …", "Passend dazu: …") is read past, as an ad's empty slot is.
    if (sibling.text < LINK_LINE && sibling.link * 2 >= sibling.text && sibling.li === 0 && !tableOrList(sibling)) continue;
    if (sibling.link === 0 && headingTags.has(sibling.name)) {
      // Before the block, its own heading is read past: the running text stands before the heading.
      if (step === -1) continue;
      // After it, the next section's heading closes the block's section (`headingEnds`).
      return headingEnds ? Side.Edge : Side.Other;
    }
    return runningText(sibling) || (output !== undefined && isLeadIn(sibling, output)) ? Side.Text : Side.Other;
  }
  return Side.Edge;
}

/** Items a list of sentences holds at least, and characters an item says on average. */
const SENTENCES = { items: 3, item: 30 };

function listOfSentences(node: TreeNode): boolean {
  return listTags.has(node.name) && node.li >= SENTENCES.items && node.text >= node.li * SENTENCES.item;
}

/**
 * A paragraph of running text, or a block that is mostly such paragraphs: a page builder sets each
 * block of the story in a widget of its own (`<div class="widget text-editor"><p>…`).
 */
function runningText(node: TreeNode): boolean {
  if (node.name === "p") return node.text >= RUNNING_TEXT && linkDensity(node) < 0.3;
  return node.prose >= RUNNING_TEXT && node.prose * 2 >= node.text && linkDensity(node) < 0.3 && !neverArticleName(node.className);
}
