import type { ArticleState } from "./content-cleanup.js";
import { headingTags, inlineTags, NodeFlag, outermostBelow, TreeKind, type TreeNode } from "./content-tree.js";
import { hrefOf, leaves } from "./link-sites.js";
import { withoutFragment } from "./links.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * Teaser cards told by their links, not by a heading: a short block with a paragraph of excerpt and
 * one or more lines that are each all one link, every one to the same other page of the site (the
 * headline as a linked line, a "Read more" / "Weiterlesen" / "Leer más" button), repeated in blocks
 * of one tag and class. `teaser-cards.ts` finds the cards headed by linked headings; these go the
 * same way (`removeCards`: only after the story's last paragraph outside the cards, and not on a
 * page that is a list of them). A card needs its excerpt (a list of linked lines is a link list, for
 * the cleaning); a link to a mark on the page (a footnote's way back) or out of the site (a source)
 * makes no card.
 */

/** A card is short: a headline, a paragraph of excerpt, a link or two. */
const CARD = 700;
/** A linked line is a word or two ("More") up to a headline, not a paragraph. */
const LINE_MAX = 200;
/** Nearly all of the line is its link. */
const ALL_LINK = 0.9;
/** Cards of one kind, at least: one is a box of the story, two in a row are a strip of other stories. */
const REPEATS = 2;
/** Blocks a card may be, and a link standing alone in (a link inside a paragraph or a list item is part of it). */
const blocks = new Set(["div", "section", "article", "header", "footer", "li"]);

/** A linked line: a block whose text is all one link, or a link standing alone in a block, without a picture or a paragraph. */
function linkedLine(node: TreeNode): boolean {
  // A link around a heading heads a card of `teaser-cards.ts`.
  if (node.text === 0 || node.text > LINE_MAX || node.link < node.text * ALL_LINK || node.img > 0 || node.p > 0 || (node.below & TreeKind.Heading) !== 0) return false;
  if (node.name === "a") return node.parent !== null && blocks.has(node.parent.name) && node.parent.name !== "li";
  return node.name === "div" || node.name === "p";
}

/** Whether a short block around the line (at most a card's length) holds running text. */
function besideExcerpt(line: TreeNode, tops: ReadonlySet<TreeNode>): boolean {
  for (let up = line.parent; up !== null && up.text <= CARD; up = up.parent) {
    if (up.prose > 0) return true;
    if (tops.has(up)) break;
  }
  return false;
}

/** The one address a linked line points to. */
function lineHref(line: TreeNode, output: ScanOutput): string | undefined {
  const link = line.name === "a" ? line : outermostBelow(line, "a")[0];
  return link === undefined ? undefined : hrefOf(link, output);
}

/** The cards told by their links in the article, found before the cleaning (which takes the lines apart). */
export function findLineCards(article: readonly TreeNode[], state: ArticleState, output: ScanOutput, site: string): TreeNode[] {
  const tops = new Set(article);
  const lines: TreeNode[] = [];
  const walk = state.walk(article);
  for (let node = walk.next(); node !== undefined; node = walk.next()) {
    if (state.isRemoved(node) || node.link === 0) continue;
    if (linkedLine(node)) {
      lines.push(node);
      continue;
    }
    // A card holds its excerpt: only blocks with running text and links lead to one (a line's own wrapper is a line).
    // Nothing inside a paragraph, a heading or an inline element is a line of its own (a link there is part of the text).
    if ((node.prose > 0 || node.text <= LINE_MAX) && node.name !== "p" && !headingTags.has(node.name) && !inlineTags.has(node.name)) walk.descend();
  }
  if (lines.length < REPEATS) return [];
  const page = withoutFragment(state.pageUrl);
  // The address the lines below each short block point to; null when they point to more than one.
  const held = new Map<TreeNode, string | null>();
  const hrefs = new Map<TreeNode, string>();
  for (const line of lines) {
    // Only a line with an excerpt near it may head a card: a menu's lines are not read for their addresses.
    if (!besideExcerpt(line, tops)) continue;
    const href = lineHref(line, output);
    if (href === undefined || withoutFragment(href) === page || leaves(href, site)) continue;
    hrefs.set(line, href);
    for (let up = line.parent; up !== null && up.text <= CARD; up = up.parent) {
      const seen = held.get(up);
      held.set(up, seen === undefined || seen === href ? href : null);
      if (tops.has(up)) break;
    }
  }
  const kinds = new Map<string, Set<TreeNode>>();
  for (const [line, href] of hrefs) {
    let card = line;
    while (!tops.has(card) && card.parent !== null && held.get(card.parent) === href) card = card.parent;
    if (card === line || card.prose === 0 || !blocks.has(card.name) || (card.flags & NodeFlag.Revealed) !== 0) continue;
    const kind = `${card.name} ${card.className}`;
    const cards = kinds.get(kind);
    if (cards === undefined) kinds.set(kind, new Set([card]));
    else cards.add(card);
  }
  const found: TreeNode[] = [];
  for (const cards of kinds.values()) if (cards.size >= REPEATS) found.push(...cards);
  return found;
}
