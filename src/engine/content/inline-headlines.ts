import { siblingPosition, type TreeNode } from "./content-tree.js";
import { decodeText } from "./html-entities.js";
import { leaves } from "./link-sites.js";

/**
 * Another article's headline set between the story's paragraphs: a block that is all one link to
 * another page of the site (after, at most, a short label and a colon), with running text on both
 * sides of it. A CMS prints these inside the
 * column ("Four out of five jobs affected by virus globally" between two paragraphs). A link that
 * leaves the site (a source, a download), a link to a part of this page, a sentence that ends with
 * a full stop or a lead-in's colon, and a linked line at the story's edge stay.
 */

/** Running text (characters) on each side that puts a block between the story's paragraphs. */
const PROSE_AROUND = 80;
/** Shorter than this (characters), a linked line is a label or a name, not a headline. */
const HEADLINE_MIN = 20;
/** Longer than this, a linked block is more than a headline. */
const HEADLINE_MAX = 160;

/** A short label before the link ("More:", "Lire aussi :", "相关阅读："): up to 25 characters of words and a colon. */
const label = /^\p{L}[\p{L}\p{M}' ]{0,24}[:：]\s*/u;

const hrefAttribute = /\shref\s*=\s*"([^"]*)"/iu;

/**
 * @param html the block's inner HTML
 * @param text the block's text
 * @param linked the characters of the block's text inside its link (the tree's count)
 * @param pageUrl the page's address (a link back to it, or to a part of it, is no other article)
 */
export function isHeadlineBetween(node: TreeNode, html: string, text: string, linked: number, site: string, pageUrl: string): boolean {
  // The link is all of the block, or all of it after a short label.
  const unlinked = node.text - linked;
  if (unlinked > 2 && !(unlinked <= 27 && (label.exec(text)?.[0].length ?? 0) >= unlinked - 2)) return false;
  if (site === "" || text.length < HEADLINE_MIN || text.length > HEADLINE_MAX || /[.:：。]$/u.test(text) || !text.includes(" ")) return false;
  const first = html.indexOf("<a ");
  if (first === -1 || html.indexOf("<a ", first + 3) !== -1) return false;
  const href = decodeText(hrefAttribute.exec(html.slice(first))?.[1] ?? "");
  if (href === "" || leaves(href, site) || href.split("#")[0] === pageUrl.split("#")[0]) return false;
  let target: URL;
  try {
    target = new URL(href);
  } catch {
    return false;
  }
  if (target.pathname === "/" || (target.protocol !== "http:" && target.protocol !== "https:")) return false;
  const siblings = node.parent?.children ?? [];
  const at = siblingPosition(node);
  const before = siblings[at - 1];
  const after = siblings[at + 1];
  return before !== undefined && after !== undefined && before.prose >= PROSE_AROUND && after.prose >= PROSE_AROUND;
}
