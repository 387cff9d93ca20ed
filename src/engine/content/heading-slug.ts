import type { TreeNode } from "./content-tree.js";

/**
 * Documentation generators and blog engines give a section (or its heading) an id made from the
 * heading's words: "sharing-with-a-single-developer". Such an id names the section's subject, not
 * a part of the page, so its words ("sharing") must not read as signals of page chrome.
 */

const word = /[\p{L}\p{N}]+/gu;

/**
 * Shorter slugs stay names: a block titled "Share this story" or "Most popular stories" is the
 * chrome its title says, whether or not its id repeats the title.
 */
const MIN_WORDS = 4;

/** How far up an id may sit from the heading: `<section id><header><h2>` is two levels. */
const MAX_LEVELS = 2;

/** Whether `id` is the slug of `headingText`: the same words (four or more), maybe a number added to tell twins apart. */
export function isHeadingSlug(id: string, headingText: string): boolean {
  const idWords = id.toLowerCase().match(word);
  if (idWords === null || idWords.length < MIN_WORDS) return false;
  const slug = idWords.join("-");
  const headingSlug = (headingText.toLowerCase().match(word) ?? []).join("-");
  return slug === headingSlug || (slug.startsWith(`${headingSlug}-`) && /^\d+$/.test(slug.slice(headingSlug.length + 1)));
}

/**
 * Clears the ids made from a heading's text: the heading's own, and those of the blocks it opens
 * (the heading, or a block around it, first in its parent after empty anchors and spans).
 */
export function clearHeadingSlugIds(heading: TreeNode, headingText: string): void {
  let node = heading;
  for (let level = 0; level <= MAX_LEVELS; level++) {
    if (node.id !== "" && isHeadingSlug(node.id, headingText)) node.id = "";
    const parent = node.parent;
    if (parent === null || !opens(parent, node)) return;
    node = parent;
  }
}

/** Whether `child` comes first in `parent`, after nothing but empty elements. */
function opens(parent: TreeNode, child: TreeNode): boolean {
  for (const sibling of parent.children) {
    if (sibling === child) return true;
    if (sibling.text > 0 || sibling.img > 0) return false;
  }
  return false;
}
