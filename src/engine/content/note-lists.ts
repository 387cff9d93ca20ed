import { linkDensity, outermostBelow, type TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";
import { hrefOf } from "./link-sites.js";
import { withoutFragment } from "./links.js";

/**
 * The article's notes: a box holding a list whose items each carry a link back into the page itself
 * (a footnote's "↩" to its mark in the text, `<div class="footnotes"><hr><ol><li>… <a href="#fnref:1">`).
 * Those backlinks make a box of a few short notes look like a box of links; set aside, the links
 * left are a note's own few (a source), and the notes are the article's text. A table of contents
 * (items that are links into the page and nothing else) and boxes of links to other pages are not
 * notes. A note may also stand in a box of its own after the text (`isNoteBox`).
 */

/** Fewer items with a backlink than this make no list of notes. */
const NOTES = 2;
/** Text (raw characters) an item holds besides its backlinks, at least, to be a note. */
const NOTE_TEXT = 10;
/** More items than this, a box is not judged here (its links are walked once, up to this many items). */
const MAX_ITEMS = 200;
/**
 * More elements than this under a box, it is not judged here: each level of a deep box is judged
 * (`cleanArticle`), and a box of thousands of empty tags was walked whole at every one.
 */
const MAX_NODES = 5000;
/** A link limit like the one a block's links are held to (`shouldClean`): the notes' own links, once the backlinks are aside. */
const OWN_LINKS = 0.25;

/** Whether `block` (judged a box of links) is the article's notes: most items link back into the page, and the rest is text. */
export function isNoteList(block: TreeNode, output: ScanOutput, pageUrl: string): boolean {
  if (block.li < NOTES || block.li > MAX_ITEMS || block.end - block.index > MAX_NODES || linkDensity(block) >= 0.8) return false;
  const page = withoutFragment(pageUrl);
  let items = 0;
  let noted = 0;
  let backText = 0;
  for (const item of outermostBelow(block, "li")) {
    items++;
    const back = backlinkText(item, output, page);
    // A note is text with its backlink; an item that is only a link into the page is a contents entry.
    if (back > 0 && item.text - back >= NOTE_TEXT) noted++;
    backText += back;
  }
  if (noted < NOTES || noted * 2 < items) return false;
  return block.link - backText <= block.text * OWN_LINKS;
}

/** The text (characters) of the links inside `item` that go to an anchor of the page itself. */
function backlinkText(item: TreeNode, output: ScanOutput, page: string): number {
  let text = 0;
  for (const link of outermostBelow(item, "a", "li")) if (intoPage(hrefOf(link, output) ?? "", page)) text += link.text;
  return text;
}

/** Whether an (absolute, as the scanner wrote it) address is an anchor of the page at `page`. */
function intoPage(href: string, page: string): boolean {
  const hash = href.indexOf("#");
  return hash === 0 || (hash > 0 && href.slice(0, hash) === page);
}

/** Links read in a box after the article, at most: a note has its one backlink, maybe a source. */
const BOX_LINKS = 4;

/**
 * Whether a short box after the article's text is one of its notes set as a box of its own
 * (`<div class="footnote"><a href="#ref-1">1</a><div><p>…</p></div></div>`): text of its own, and
 * links that all go back into the page. A "back to top" box has no text besides its link.
 */
export function isNoteBox(box: TreeNode, output: ScanOutput, pageUrl: string): boolean {
  if (box.link === 0 || box.text - box.link < NOTE_TEXT) return false;
  const page = withoutFragment(pageUrl);
  let links = 0;
  let text = 0;
  for (const link of outermostBelow(box, "a")) {
    if (++links > BOX_LINKS) return false;
    if (!intoPage(hrefOf(link, output) ?? "", page)) return false;
    text += link.text;
  }
  return links > 0 && text === box.link;
}
