import type { ArticleState } from "./content-cleanup.js";
import { headingTags, NodeFlag, TreeKind, type TreeNode } from "./content-tree.js";

/**
 * Teaser cards recognised by their shape, wherever they sit: a short block whose headline is a link
 * (to another article), repeated, after the story's last paragraph. A story's own section headings
 * are not links, and a story's sections are longer than a card; a list of other articles repeats the
 * same card — inside one grid or as blocks of their own one after the other — so cards of one kind
 * (tag and class) that occur a few times go, with nothing else of the page read. A story's own list
 * of linked items (products, places) is followed by more of the story, and stays. A headline is a
 * linked heading or a heading inside the card's link. A card standing alone is not judged here: as a
 * rule it removed stories' own linked sections. One walk over the article to find them, one from its
 * end to place them.
 */

/** A card is short: a headline, a line or two of excerpt, a date. */
const CARD = 700;
/** A headline is a line, not a word ("More") and not a paragraph. */
const HEADLINE_MIN = 15;
const HEADLINE_MAX = 200;
/** Running text outside the cards (characters) that makes a story of its own, not a list page's introduction. */
const STORY = 1000;
/** Cards of one kind, at least: one linked heading is a title, two may be chance. */
const REPEATS = 3;

/** A heading that is (nearly) all one link: the headline of something elsewhere. */
function linkedHeadline(node: TreeNode): boolean {
  return headingTags.has(node.name) && node.text >= HEADLINE_MIN && node.text <= HEADLINE_MAX && (node.link >= node.text * 0.8 || insideLink(node));
}

/** How many levels above a heading a link that wraps it (and the card's excerpt) may be. */
const WRAPPING_LINK = 3;

/** Whether a link wraps the heading (`<a href><h4>Headline</h4><p>Excerpt</p></a>`): the whole card points elsewhere. */
function insideLink(node: TreeNode): boolean {
  let up = node.parent;
  for (let level = 0; level < WRAPPING_LINK && up !== null; level++, up = up.parent) if (up.name === "a") return true;
  return false;
}

/**
 * The teaser cards in the article, found before the cleaning takes them apart (a card's linked
 * headline alone reads as a link list) and removed after it (`removeCards`), so the cleaning judges
 * the blocks around them as it always did.
 */
export function findTeaserCards(article: readonly TreeNode[], state: ArticleState): TreeNode[] {
  const tops = new Set(article);
  const headlines: TreeNode[] = [];
  const walk = state.walk(article);
  for (let node = walk.next(); node !== undefined; node = walk.next()) {
    if (state.isRemoved(node) || node.name === "pre" || node.name === "code") continue;
    if (linkedHeadline(node)) {
      headlines.push(node);
      continue;
    }
    // Headlines are headings: a subtree without one (a table's rows) is not walked.
    if ((node.below & TreeKind.Heading) !== 0) walk.descend();
  }
  if (headlines.length < REPEATS) return [];
  // How many headlines each block holds: a card holds one.
  const held = new Map<TreeNode, number>();
  for (const headline of headlines) {
    for (let up = headline.parent; up !== null && up.text <= CARD; up = up.parent) {
      held.set(up, (held.get(up) ?? 0) + 1);
      if (tops.has(up)) break;
    }
  }
  // Each headline's card: the largest block around it that is short and holds no other headline.
  const kinds = new Map<string, TreeNode[]>();
  for (const headline of headlines) {
    let card = headline;
    while (!tops.has(card) && card.parent !== null && held.get(card.parent) === 1) card = card.parent;
    // A heading standing alone among the story's paragraphs is a section of it (a product, a source), not a card.
    if (card === headline || (card.flags & NodeFlag.Revealed) !== 0) continue;
    const kind = `${card.name} ${card.className}`;
    const cards = kinds.get(kind);
    if (cards === undefined) kinds.set(kind, [card]);
    else cards.push(card);
  }
  const found: TreeNode[] = [];
  for (const cards of kinds.values()) if (cards.length >= REPEATS) found.push(...cards);
  return found;
}

/**
 * Removes the cards still standing after the story's last paragraph of running text (a list of a
 * story's own items with linked headings — products, places — is followed by more of the story),
 * unless together they are half of what is left of the article and the running text outside them is
 * short (a page that is a list of articles under an introduction). A story with a stream of cards
 * after it that outweighs it (a feed of fifty excerpts) loses the stream.
 */
export function removeCards(cards: readonly TreeNode[], article: readonly TreeNode[], state: ArticleState): boolean {
  if (cards.length === 0) return false;
  let standing = cards.filter((card) => !removedAbove(card, state));
  const end = lastStoryParagraph(article, state, new Set(standing));
  standing = end === undefined ? [] : standing.filter((card) => card.index > end.index);
  if (standing.length === 0) return false;
  let total = 0;
  for (const node of article) if (!state.isRemoved(node)) total += node.text;
  let text = 0;
  let cardProse = 0;
  for (const card of standing) {
    text += card.text;
    cardProse += card.prose;
  }
  let prose = 0;
  for (const node of article) if (!state.isRemoved(node)) prose += node.prose;
  // A list page is mostly its cards; a story of its own before them is not, however long the list after it.
  if (text >= total * 0.5 && prose - cardProse < STORY) return false;
  for (const card of standing) state.remove(card);
  return true;
}

/** Whether the node or one of its ancestors was removed (a removal marks only the top of what goes). */
function removedAbove(node: TreeNode, state: ArticleState): boolean {
  for (let up: TreeNode | null = node; up !== null; up = up.parent) if (state.isRemoved(up)) return true;
  return false;
}

/** The story's last paragraph of running text outside the cards, in document order (a walk from the end). */
function lastStoryParagraph(article: readonly TreeNode[], state: ArticleState, cards: ReadonlySet<TreeNode>): TreeNode | undefined {
  const stack: TreeNode[] = [...article];
  while (stack.length > 0) {
    const node = stack.pop() as TreeNode;
    if (state.isRemoved(node) || cards.has(node) || node.prose === 0) continue;
    if (node.name === "p") return node;
    for (const child of node.children) stack.push(child);
  }
  return undefined;
}
