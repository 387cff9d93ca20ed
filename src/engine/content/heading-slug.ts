import { elementText, NodeFlag, type TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * Documentation generators and blog engines give a section (or its heading) an id made from the
 * heading's words: "sharing-with-a-single-developer". Such an id names the section's subject, not
 * a part of the page, so its words ("sharing") must not read as signals of page chrome.
 */

const word = /[\p{L}\p{N}]+/gu;

/**
 * Shorter slugs stay names: a block titled "Share this story" or "Most popular stories" is the
 * chrome its title says, whether or not its id repeats the title. But a `<section>` named after its
 * heading inside another such section is a part of a generated document's outline (Sphinx, pandoc:
 * `<section id="reading-charts">…<section id="see-also"><h2>See also`): any slug of it is cleared.
 */
const MIN_WORDS = 4;

/** How far up an id may sit from the heading: `<section id><header><h2>` is two levels. */
const MAX_LEVELS = 2;

/** An id's words joined by "-", when it has enough of them to be a heading's slug. */
function idSlug(id: string, minWords = MIN_WORDS): string | undefined {
  const words = id.toLowerCase().match(word);
  return words === null || words.length < minWords ? undefined : words.join("-");
}

/** Whether `id` is the slug of `headingText`: the same words (four or more, or `minWords`), maybe a number added to tell twins apart. */
export function isHeadingSlug(id: string, headingText: string, minWords = MIN_WORDS): boolean {
  const slug = idSlug(id, minWords);
  if (slug === undefined) return false;
  const headingSlug = (headingText.toLowerCase().match(word) ?? []).join("-");
  return slug === headingSlug || (slug.startsWith(`${headingSlug}-`) && /^\d+$/.test(slug.slice(headingSlug.length + 1)));
}

/**
 * Clears the ids made from a heading's text, when the heading closes: the heading's own, and those
 * of the blocks it opens (first in their parent after empty anchors and spans), so they cannot read
 * as signals. At close, not after the scan: a page header holding the heading may be dropped later.
 */
export function clearHeadingSlugIds(heading: TreeNode, output: ScanOutput): void {
  // Most ids are too short to be a slug ("s12", "intro"): the heading's text is then not built.
  const named = namedOpeners(heading).filter((node) => node.name === "section" || idSlug(node.id) !== undefined);
  if (named.length === 0) return;
  const text = elementText(heading, output);
  for (const node of named) {
    if (node.name === "section" && isHeadingSlug(node.id, text, 1)) {
      node.flags |= NodeFlag.SlugSection;
      if (node.parent !== null && (node.parent.flags & NodeFlag.SlugSection) !== 0) node.id = "";
    }
    if (isHeadingSlug(node.id, text)) node.id = "";
  }
}

/** The heading and the blocks it opens, up to `MAX_LEVELS` up, that have an id. */
function namedOpeners(heading: TreeNode): TreeNode[] {
  const named: TreeNode[] = [];
  let node = heading;
  for (let level = 0; level <= MAX_LEVELS; level++) {
    if (node.id !== "") named.push(node);
    const parent = node.parent;
    if (parent === null || !opens(parent, node)) break;
    node = parent;
  }
  return named;
}

/** Whether `child` comes first in `parent`, after nothing but empty elements. */
function opens(parent: TreeNode, child: TreeNode): boolean {
  for (const sibling of parent.children) {
    if (sibling === child) return true;
    if (sibling.text > 0 || sibling.img > 0) return false;
  }
  return false;
}
