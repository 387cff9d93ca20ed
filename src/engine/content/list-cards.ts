import type { TreeNode } from "./content-tree.js";

/**
 * Teaser cards without headings: a list whose items each open with a link that is a headline (a
 * line, the whole of the link's text; a thumbnail may come before it) and go on with an excerpt in a paragraph of its own ("most
 * read": `<li><a>Headline</a><p>Excerpt…</p></li>`). A list of a story's own links is one line per
 * item or text around the link, not a linked line over a paragraph. Such cards are only taken for a
 * rail when they point to pages like the one read (`sibling-pages.ts`), which `removeCards` asks.
 */

/** A card is short: a headline, a line or two of excerpt. */
const CARD = 700;
/** A headline is a line, not a word ("More") and not a paragraph. */
const HEADLINE_MIN = 15;
const HEADLINE_MAX = 200;
/** Items of this shape, at least: two may be chance. */
const REPEATS = 3;

/** The items of `list` that are cards, when at least `REPEATS` are and all its items are; else none. */
export function listCards(list: TreeNode): TreeNode[] {
  const items = list.children;
  if (items.length < REPEATS) return [];
  for (const item of items) if (!card(item)) return [];
  return items;
}

function card(item: TreeNode): boolean {
  if (item.name !== "li" || item.text > CARD) return false;
  // A picture without text may come first (a thumbnail, linked or not).
  let first = 0;
  while (first < item.children.length && (item.children[first] as TreeNode).text === 0) first++;
  const headline = item.children[first];
  if (headline === undefined || headline.name !== "a" || headline.text < HEADLINE_MIN || headline.text > HEADLINE_MAX) return false;
  // The excerpt: a paragraph after the headline, unlinked.
  for (let index = first + 1; index < item.children.length; index++) {
    const child = item.children[index] as TreeNode;
    if (child.name === "p" && child.link === 0 && child.text > 0) return true;
  }
  return false;
}
