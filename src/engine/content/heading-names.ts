import { chromeOnlyName, neverArticleName } from "./content-signals.js";
import { headingTags, linkDensity, siblingPosition, type TreeNode } from "./content-tree.js";

/**
 * A heading's class that calls it a "header" names the heading itself (a recipe card's
 * "recipe-header" over its ingredients, a how-to's "step-header"), not the page's header, when the
 * heading stands over text beside another heading so named (the card's or the how-to's sections).
 * Any other chrome word in the class ("sidebar-header", "footer-heading") still counts, and so does a
 * lone "header" over links (a sidebar box's title); one over a list of links out of the site beside
 * another so named over text is the card's too (a recipe card's "Equipment" over shop links beside
 * its "Ingredients"). A box so named that opens with a heading is a
 * section's header in the same way (a release's "release-header" over its notes), when a box of its
 * class opens the section beside its own (the other sections' headers).
 */
const headerWord = /header/i;

/** How many of a heading's siblings and cousins are looked at for another heading called a "header". */
const COUSINS = 64;

/** Whether `className` reads as chrome only for the word "header" in it. */
function chromeOnlyForHeaderWord(className: string): boolean {
  return headerWord.test(className) && !neverArticleName(className) && !chromeOnlyName(className.replace(/header/gi, " "));
}

/** Whether `node` is a heading of the article that its class calls a "header" (see above). */
export function headerNamedHeading(node: TreeNode, headsOutboundList?: (heading: TreeNode) => boolean): boolean {
  if (!headingTags.has(node.name) || node.text === 0 || node.link > 0 || !chromeOnlyForHeaderWord(node.className)) return false;
  if (introducesSiblingText(node)) return besideAnother(node, false);
  // Over links out of the site (a recipe card's "Equipment" over shop links), it is the card's when another so named beside it heads text.
  return headsOutboundList !== undefined && headsOutboundList(node) && besideAnother(node, true);
}

/** Siblings read past a heading for its next block with text, at most (empty ones between: spacers, anchors). */
const NEXT_LOOK = 8;

/** Whether the next sibling with text after `node` (within `NEXT_LOOK`) is text, not a few words or links. */
function introducesSiblingText(node: TreeNode): boolean {
  const siblings = node.parent?.children ?? [];
  const from = siblingPosition(node) + 1;
  for (let index = from; index < siblings.length && index < from + NEXT_LOOK; index++) {
    const next = siblings[index] as TreeNode;
    if (next.text > 0) return next.text >= 25 && linkDensity(next) < 0.35;
  }
  return false;
}

/**
 * Whether another heading called a "header" (over text, with `overText`) stands among `heading`'s
 * siblings or cousins (bounded: no quadratic scan).
 */
function besideAnother(heading: TreeNode, overText: boolean): boolean {
  const top = heading.parent?.parent;
  if (top == null) return false;
  let seen = 0;
  const other = (node: TreeNode) => node !== heading && headingTags.has(node.name) && chromeOnlyForHeaderWord(node.className) && (!overText || introducesSiblingText(node));
  for (const uncle of top.children) {
    if (++seen > COUSINS) return false;
    if (other(uncle)) return true;
    for (const cousin of uncle.children) {
      if (++seen > COUSINS) return false;
      if (other(cousin)) return true;
    }
  }
  return false;
}

/** Whether `box` is a section's header: called a "header" only, opening with a heading, beside a box of its class (see above). */
export function headerNamedBox(box: TreeNode): boolean {
  if (box.text === 0 || headingTags.has(box.name) || !chromeOnlyForHeaderWord(box.className)) return false;
  const first = box.children.find((child) => child.text > 0);
  if (first === undefined || !headingTags.has(first.name)) return false;
  // The box, or the section it opens, beside a twin that opens with a box of its class.
  let section = box;
  for (let up = 0; up < LEVELS && section.parent !== null; up++, section = section.parent) {
    const siblings = section.parent.children;
    const at = siblingPosition(section);
    for (const twin of [siblings[at - 1], siblings[at + 1]]) {
      if (twin !== undefined && twin.name === section.name && twin.className === section.className && opensWith(twin, up, box)) return true;
    }
  }
  return false;
}

/** Levels of sections a header box may open (the box, its entry, the entry's wrapper). */
const LEVELS = 3;

/** Whether `node`, `depth` levels down through first children with text, is a box of `box`'s tag and class. */
function opensWith(node: TreeNode, depth: number, box: TreeNode): boolean {
  let inner: TreeNode | undefined = node;
  for (let level = 0; level < depth && inner !== undefined; level++) inner = inner.children.find((child) => child.text > 0);
  return inner !== undefined && inner.name === box.name && inner.className === box.className && inner.text > 0;
}
