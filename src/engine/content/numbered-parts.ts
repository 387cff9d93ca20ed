import { headingLevel, siblingPosition, type TreeNode } from "./content-tree.js";

/**
 * A thread or a series told in numbered parts ("1/4", "2/4", …) reads like a slideshow's counters,
 * but its parts are running text: a post, an update, a step. A slideshow's slide is a picture with a
 * caption. So a counter over running text without a picture is the part's number, and its part stays;
 * and a list whose items open with counters is a thread, not a slideshow's legends, when each item is
 * a paragraph that starts with its counter and holds no picture.
 */

/** What joins a counter's number to its total, in the languages read: "1/4", "2 of 12", "3 von 9" (a RegExp source). */
export const counterJoin = String.raw`\s*(?:\/|of|von|de|sur|di|z|из)\s*`;
/** A heading that is only a counter: "1/4", "2 of 12". */
const counterOnly = new RegExp(String.raw`^\d{1,3}${counterJoin}\d{1,3}$`, "iu");
/** A post is at least this long (characters). */
const POST = 100;
/** Siblings read under a counter heading for its part, at most. */
const PART_BLOCKS = 20;

/** Whether a heading that says only a counter numbers a part of running text (no picture) under it. */
export function numbersPart(heading: TreeNode, text: string): boolean {
  if (!counterOnly.test(text)) return false;
  const level = headingLevel(heading);
  const siblings = heading.parent?.children ?? [];
  let prose = 0;
  const first = siblingPosition(heading) + 1;
  const end = Math.min(siblings.length, first + PART_BLOCKS);
  for (let index = first; index < end; index++) {
    const sibling = siblings[index] as TreeNode;
    const next = headingLevel(sibling);
    if (next > 0 && next <= level) break;
    if (sibling.img > 0) return false;
    prose += sibling.prose;
  }
  return prose > 0;
}

/**
 * Whether a list whose items open with counters holds posts, not a slideshow's legends: each item is
 * running text that opens with its counter (a paragraph, or text written straight into the item),
 * without a picture. A legend sets its counter apart, in a title line over the caption.
 */
export function holdsPosts(list: TreeNode): boolean {
  if (list.img > 0) return false;
  for (const item of list.children) {
    const first = item.children[0];
    const post = first === undefined ? item.inlineText >= POST : first.name === "p" && first.prose >= POST && item.inlineText === 0;
    if (!post) return false;
  }
  return true;
}
