import type { Rewrite } from "./content-emit.js";
import { betweenRunningText } from "./framed-blocks.js";
import { inlineTags, type TreeNode } from "./content-tree.js";
import { linksLeaveSite } from "./link-sites.js";
import type { ScanOutput } from "./scan-output.js";
import { attributeValue, valuePattern } from "./tag-attributes.js";

/**
 * A link card the author set between the story's paragraphs (Ghost's and Notion's bookmark card, a
 * CMS's link preview): one link to another site around a title and a line of description, with an
 * icon or a picture beside them. It is the article's reference, as a linked sentence would be; the
 * cleaning's share of link text would take it for a teaser.
 */

/** Text (characters) of a card: a title and a description, not a button's word… */
const CARD_TEXT = 40;
/** …nor a teaser of another site's story with its excerpt and "read more" (a partner site's promotion runs longer). */
const CARD_MAX = 300;
/** Elements of a card read for its links, at most. */
const CARD_PARTS = 40;

export function isLinkCard(node: TreeNode, output: ScanOutput, site: string): boolean {
  if (node.text < CARD_TEXT || node.text > CARD_MAX || node.link * 10 < node.text * 9) return false;
  return oneLink(node) && linksLeaveSite(node, output, site) && betweenRunningText(node);
}

/** Whether the block holds exactly one link (read up to `CARD_PARTS` elements). */
function oneLink(node: TreeNode): boolean {
  const stack = [...node.children];
  let links = 0;
  for (let read = 0; stack.length > 0; read++) {
    if (read >= CARD_PARTS) return false;
    const child = stack.pop() as TreeNode;
    if (child.name === "a" && ++links > 1) return false;
    for (const below of child.children) stack.push(below);
  }
  return links === 1;
}

/** Pictures a card holds at most: its icon and its thumbnail. */
const CARD_PICTURES = 2;
/** Levels above a picture read for the card's link. */
const CARD_LEVELS = 5;
const altPattern = valuePattern("alt");

/**
 * A card's icon and thumbnail print inside its link's text, after the title and the description
 * (`[Title Description![](favicon.png)![](og.png)](…)`): pictures without an alt inside a link that
 * holds blocks of text (a title, a description) go from the markdown; the link keeps its words.
 */
export function dropCardPictures(images: readonly TreeNode[], output: ScanOutput, rewrites: Map<TreeNode, Rewrite>): void {
  for (const image of images) {
    if (rewrites.has(image)) continue;
    let link = image.parent;
    for (let level = 0; link !== null && level < CARD_LEVELS && link.name !== "a"; level++) link = link.parent;
    // A card shows an icon and a thumbnail at most: a link around more pictures is no card (and is not read once per picture).
    if (link === null || link.name !== "a" || link.img > CARD_PICTURES || link.text < CARD_TEXT || !link.children.some((child) => !inlineTags.has(child.name) && child.text > 0)) continue;
    if ((attributeValue(output.between(image.openStart, image.openEnd), altPattern) ?? "").trim() === "") rewrites.set(image, { kind: "drop" });
  }
}
