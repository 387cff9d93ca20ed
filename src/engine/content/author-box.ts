import type { ScanOutput } from "./scan-output.js";
import { holdsTagBelow, type TreeNode } from "./content-tree.js";

/**
 * The author's box beside the story: a short container with one or two pictures (the portrait)
 * and a link to the author's page ("Über den Autor … Alle Artikel von Hans Meier"), in any
 * language. A link is the author's when the page marks it so (`rel="author"`) or when it leads into
 * the site's author pages (the path's word for "author" in a few languages). Its sentence about the
 * author does not make it the story's; a box with a table, a quote, a figure or a list does not go.
 */

const boxes = new Set(["div", "section", "aside", "footer", "header"]);
/** Longer than this (characters), the box is more than a bio. */
const BIO = 600;
const authorLink = /<a\s[^>]*?(?:rel\s*=\s*["']?author|href\s*=\s*["'][^"']*\/(?:author|autor|autoren|autores|auteur|autore|autori|autorzy|yazar|avtor)s?\/)/i;
/** What the story's own box holds. */
const storyTags = new Set(["table", "blockquote", "figure", "pre", "ul", "ol", "dl"]);

export function isAuthorBox(node: TreeNode, output: ScanOutput): boolean {
  if (!boxes.has(node.name) || node.text === 0 || node.text > BIO || node.img === 0 || node.img > 2 || node.link === 0) return false;
  return !holdsTagBelow(node, storyTags) && authorLink.test(output.between(node.openEnd, node.closeStart));
}
