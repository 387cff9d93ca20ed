import { headingTags, inlineTags, NodeFlag, siblingPosition, type TreeNode } from "./content-tree.js";
import { opensDatedEntry } from "./dated-entries.js";

/**
 * A line about the article, marked up as such: its author (`rel="author"`, `itemprop="author"`)
 * and its date (`<time>`, `itemprop="datePublished"`) make up most of a short line standing outside
 * the running text ("Por Juliet Jimenez 5 mayo, 2022", "Tomáš Novák · 20. dubna 2021"). The markup
 * says what the words are in any language: no names of months or words for "by" are needed. So do
 * the classes of its parts, a date's and an author's or a count's in a line right under the headline
 * (`<span class="reporter">김지원 기자</span><span class="date_input">입력 2024.01.08 10:21</span>`).
 */

/** Longer than this (characters), the line is more than a byline and a date. */
const META_LINE = 100;
/** The marked parts make up at least this share of the line's text. */
const MOSTLY = 0.6;
/** More elements than this below it, a block is not one line. */
const MAX_ELEMENTS = 40;
/** An item of a list or a cell of a table: an entry of the article's data, never a line about the article. */
export const entryTags: ReadonlySet<string> = new Set(["li", "td", "th", "dd", "dt"]);

/** @param removed the extraction's removed nodes (`ArticleState.removed`): a removed part's marks are not the line's. */
export function isMarkedMetaLine(node: TreeNode, removed: Uint8Array): boolean {
  if (node.text === 0 || node.text > META_LINE || headingTags.has(node.name) || entryTags.has(node.name)) return false;
  // An inline element is a line of its own only when it is all of its parent's own text.
  if (inlineTags.has(node.name) && (node.parent?.inlineText ?? 0) > node.text + 2) return false;
  // A date opening an entry of a timeline is the entry's (`dated-entries.ts`). A part named by its
  // class alone is no line (a project's "datum" under its heading): only one marked by its tag or item property.
  if (isMark(node)) return !opensDatedEntry(node);
  // Whether the parts' classes may mark them, read once a part has a class that would (-1: not read yet).
  let named = -1;
  // Not copied only to give up after MAX_ELEMENTS: a line's block does not have that many children.
  if (node.children.length === 0 || node.children.length > MAX_ELEMENTS) return false;
  let marked = 0;
  // Parts marked by their class alone, and their text: they count when a date and an author or a count make the line.
  let whenParts = 0;
  let whoParts = 0;
  let namedText = 0;
  let visited = 0;
  const stack = [...node.children];
  while (stack.length > 0) {
    // A line holds a few elements; one with many is not a line (and is not walked again and again).
    if (++visited > MAX_ELEMENTS) return false;
    const inner = stack.pop() as TreeNode;
    // The line's text (`node.text`) left out what was removed from it: so are its marks.
    if (removed[inner.index] === 1) continue;
    if (isMark(inner)) marked += inner.text;
    else if (inner.text > 0 && isNamedPart(inner) && (named === -1 ? (named = node.img === 0 && !inQuote(node) && underHeadline(node) ? 1 : 0) : named) === 1) {
      if (whenPartName.test(inner.className)) whenParts++;
      else whoParts++;
      namedText += inner.text;
    } else for (const child of inner.children) stack.push(child);
  }
  if (whenParts > 0 && whoParts > 0) marked += namedText;
  return marked >= node.text * MOSTLY && !opensDatedEntry(node);
}

/**
 * A part's class naming what it is about the article, as themes and news systems name them: its date
 * ("posted-on", "date_input", "clanek__datum")…
 */
const whenPartName = /(?:^|[\s_-])(?:date|datum|fecha|tarih|time|posted|published|updated|update|modified|aktualizace)(?:on)?(?:$|[\s_-])/i;
/** …and one naming who wrote it or how often it was read: a date and a time alone are an event's, prep and cook times a recipe's. */
const whoPartName = /(?:^|[\s_-])(?:byline|author|autor|auteur|autore|yazar|reporter|views?|hits|read-?(?:num|count))(?:$|[\s_-])/i;

/** Blocks with text read back from a line for the headline over it. */
const HEADLINE_LOOK = 2;

/**
 * Whether the line stands right under the page's headline (an `h1`, or a block holding one, among
 * the blocks with text just before it): where a news system prints its meta row. Elsewhere, spans
 * named for a date and an author are an event's, a film's or a book's facts.
 */
function underHeadline(line: TreeNode): boolean {
  const siblings = line.parent?.children ?? [];
  for (let index = siblingPosition(line) - 1, seen = 0; index >= 0 && seen < HEADLINE_LOOK; index--) {
    const sibling = siblings[index] as TreeNode;
    if (sibling.text === 0) continue;
    seen++;
    if (sibling.name === "h1" || sibling.children.some((child) => child.name === "h1")) return true;
  }
  return false;
}

/** Levels read up for a quote around a line. */
const QUOTE_LEVELS = 3;

/** Whether the line stands in a `<blockquote>`: the quote's source ("DIE ZEIT Nr. 28/2013") belongs to the quote. */
function inQuote(node: TreeNode): boolean {
  let up = node.parent;
  for (let level = 0; up !== null && level < QUOTE_LEVELS; level++, up = up.parent) if (up.name === "blockquote") return true;
  return false;
}

/** A part marked by its tag or its item property. */
function isMark(node: TreeNode): boolean {
  return node.name === "time" || (node.flags & (NodeFlag.ItemDate | NodeFlag.Author)) !== 0;
}

/** A span whose class names it a part of a meta line (it counts only under the headline, not beside a picture, whose date is the picture's, nor in a quote). */
function isNamedPart(node: TreeNode): boolean {
  return node.name === "span" && node.className !== "" && (whenPartName.test(node.className) || whoPartName.test(node.className));
}
