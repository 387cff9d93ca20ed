import { headingTags, TreeKind, type TreeNode } from "./content-tree.js";

/**
 * A teaser's excerpt: a paragraph in a short block whose headline is a link (`<div><h3><a>Other
 * story</a></h3><p>Excerpt…</p></div>`, or the heading inside the card's link). It is a line about
 * another page, not this page's text, so it scores no container as the article (`content-root.ts`):
 * a rail of cards with long excerpts beside a short story must not outscore the story. Reads only
 * the children of the paragraph's parent, and only when that parent is short.
 */

/** A card is short: a headline, a line or two of excerpt, a date. */
const CARD = 700;
/** A headline is a line, not a word ("More") and not a paragraph. */
const HEADLINE_MIN = 15;
const HEADLINE_MAX = 200;

function linkedHeadline(node: TreeNode): boolean {
  if (node.text < HEADLINE_MIN || node.text > HEADLINE_MAX) return false;
  if (headingTags.has(node.name)) return node.link >= node.text * 0.8;
  // The card's link wraps its heading.
  return node.name === "a" && (node.below & TreeKind.Heading) !== 0;
}

/** Whether `paragraph` is the excerpt of a teaser card (see above). */
export function isCardExcerpt(paragraph: TreeNode): boolean {
  const card = paragraph.parent;
  if (card === null || card.text > CARD) return false;
  for (const child of card.children) if (child !== paragraph && linkedHeadline(child)) return true;
  return false;
}

/**
 * Whether most of a block's running text (`prose`) is teaser excerpts: a rail of cards, not more of
 * the story, however much prose it holds. Walks the block (one sibling of the article's root), only
 * into subtrees with running text.
 */
export function mostlyExcerpts(block: TreeNode): boolean {
  if (block.prose === 0) return false;
  let excerpts = 0;
  const stack: TreeNode[] = [block];
  while (stack.length > 0) {
    const node = stack.pop() as TreeNode;
    if (node.name === "p") {
      if (isCardExcerpt(node)) excerpts += node.prose;
      continue;
    }
    for (const child of node.children) if (child.prose > 0) stack.push(child);
  }
  return excerpts * 2 > block.prose;
}
