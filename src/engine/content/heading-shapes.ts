import { elementText, headingLevel, headingTags, htmlText, nextBlockWithText, type TreeNode } from "./content-tree.js";
import type { Rewrite } from "./content-emit.js";
import type { ScanOutput } from "./scan-output.js";
import { hrefOf } from "./link-sites.js";
import { withoutFragment } from "./links.js";

/**
 * Headings the markdown converter would print wrong: a blank one prints a bare "#" line; one inside
 * a link, and a line break inside one, print as raw HTML (`[<h4>Nutrition</h4>](…)`, `# Tanz: <br>Mit
 * allen`). The first goes, the second prints as bold link text (a section's `<a name>` around its
 * heading alone loses its tags and the heading stays), the break as a space. (A heading in a table's cell
 * makes its table a layout table, printed as blocks: `markdown-shaping.ts`.)
 * A heading's permalink, the symbol documentation generators put beside it (Sphinx's "¶", Hugo's "#",
 * Docusaurus's zero-width link, GitHub's icon), prints as a link in every heading
 * (`## Backoff [¶](https://…#backoff "Permalink to this heading")`): it goes, and a link to the
 * heading's own anchor that shows words (the whole heading, a version number) keeps them without the link.
 * A wiki's edit control beside a section's title (`## Geography\[[edit](…action=edit…)]`) goes with its brackets.
 */

/**
 * Longer than this (characters, as `TreeNode.text` counts them: the source's, references undecoded,
 * so "&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;" counts 31), a heading has words in it.
 */
const BLANK_HEADING = 40;
/** Levels above a heading searched for the link it stands in. */
const ENCLOSING_LEVELS = 4;
/** Nodes below a heading read for line breaks at most. */
const BREAK_WALK = 40;
/**
 * A heading's link this short (characters, as `TreeNode.text` counts them: references undecoded, so
 * "&para;" counts 7 and "&#8203;" 8) may be a permalink's symbol.
 */
const PERMALINK_TEXT = 9;
/** What a permalink shows, once white space and invisible characters are gone: nothing, a symbol, or a word for it. */
const permalinkText = /^(?:[¶§#⚓∞⁋]|🔗|link|permalink|anchor)?$/iu;
/** An edit control's text this long (characters) at most: "[ edit | edit source ]". */
const EDIT_CONTROL_TEXT = 40;
/** An edit control's links at most ("edit", "edit source"): more are a hostile page's, not read. */
const EDIT_LINKS = 3;
/** An address that opens the page's editor (MediaWiki's `action=edit`, its visual editor's `veaction=edit`, WordPress's `post.php?…&action=edit`). */
const editAddress = /[?&](?:ve)?action=edit(?:source)?(?:&|$)/u;
/** What stands in an edit control beside its links: brackets and separators. */
const controlPunctuation = /^[\s[\]()|·]*$/u;
/** White space, zero-width characters and emoji variation selectors. */
const invisible = /(?:\s|[\u200b-\u200d\u2060\ufeff]|\ufe0e|\ufe0f)+/gu;

/** A heading with nothing to read or see in it (`<h1></h1>`, `<h3>&nbsp;</h3>`, an empty link). */
export function blankHeading(node: TreeNode, output: ScanOutput): boolean {
  if (node.img > 0 || node.embed > 0) return false;
  if (node.text === 0) return true;
  if (node.text > BLANK_HEADING) return false;
  const html = output.between(node.openEnd, node.closeStart);
  return !opensWithWord(html) && htmlText(html).replace(invisible, "").replace(/[*_]+/gu, "") === "";
}

/**
 * Whether HTML's first character after its tags and white space is an ASCII letter or digit: a
 * heading with words, told without building its text (most headings; a blank one opens with a
 * reference, a zero-width character or nothing).
 */
function opensWithWord(html: string): boolean {
  for (let index = 0; index < html.length; index++) {
    const code = html.charCodeAt(index);
    if (code === 60) {
      const close = html.indexOf(">", index);
      if (close === -1) return false;
      index = close;
    } else if (code > 32) return (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122);
  }
  return false;
}

/** The link (`<a><h4>…</h4></a>`) a heading stands in, a few levels up, if any. */
function enclosingLink(heading: TreeNode): TreeNode | undefined {
  let node = heading.parent;
  for (let level = 0; node !== null && level < ENCLOSING_LEVELS; level++, node = node.parent) if (node.name === "a") return node;
  return undefined;
}

/** The line breaks (`<br>`) inside a heading (up to a bounded read of what is below it), to `onBreak`; whether there was one. */
function breaksInside(heading: TreeNode, onBreak: (lineBreak: TreeNode) => void = () => undefined): boolean {
  let found = false;
  // Most headings hold text only, or an inline element or two: no list to build for them.
  if (heading.children.length === 0) return false;
  const stack = heading.children.slice();
  for (let read = 0; stack.length > 0 && read < BREAK_WALK; read++) {
    const node = stack.pop() as TreeNode;
    if (node.name === "br") {
      found = true;
      onBreak(node);
    } else for (const child of node.children) stack.push(child);
  }
  return found;
}

/** Whether a heading may need one of the rewrites above: read as it closes, to tell whether a page needs shaping. */
export function mayMisprint(heading: TreeNode): boolean {
  return (heading.text <= BLANK_HEADING && heading.img === 0) || enclosingLink(heading) !== undefined || breaksInside(heading) || heading.children.some((child) => mayBePermalink(heading, child) || mayBeEditControl(child));
}

/** Whether a heading's child is short and holds a link: it may be an edit control. */
function mayBeEditControl(child: TreeNode): boolean {
  return child.link > 0 && child.text <= EDIT_CONTROL_TEXT;
}

/**
 * Whether a heading's child is an edit control: links that open the editor, and nothing else but
 * brackets and separators (`<span class="mw-editsection">[<a href="…action=edit…">edit</a>]</span>`).
 */
function isEditControl(child: TreeNode, output: ScanOutput): boolean {
  if (!mayBeEditControl(child)) return false;
  const links = child.name === "a" ? [child] : child.children.filter((node) => node.name === "a");
  if (links.length === 0 || links.length > EDIT_LINKS || !links.every((link) => editAddress.test(hrefOf(link, output) ?? ""))) return false;
  // The text beside the links (the page's own, as the scanner wrote it): brackets alone.
  const html = output.between(child.openEnd, child.closeStart);
  return controlPunctuation.test(links.reduce((rest, link) => rest.replace(output.between(link.openStart, link.closeEnd), ""), html).replace(/<[^>]*>/gu, ""));
}

/** Whether a heading's child is a link short enough to be its permalink's symbol, or the link around all its text. */
function mayBePermalink(heading: TreeNode, child: TreeNode): boolean {
  return child.name === "a" && (child.text <= PERMALINK_TEXT || (heading.children.length === 1 && heading.text === child.text));
}

/**
 * The permalinks and edit controls among a heading's children (see above), into `rewrites`: an edit
 * control goes; a link to an anchor that shows a symbol or nothing goes (with the heading, when it
 * was all of its text); one to the heading's own anchor (its id, its section's, or the link's) that
 * shows words loses its tags, and so does a link around all its text to the page itself (a thread's
 * or a post's title linked to its own address: `# [Title](https://…/t/77)`).
 * @param page the page's address without its fragment and trailing slashes (`pageKey`)
 */
function shapeHeadingLinks(heading: TreeNode, output: ScanOutput, rewrites: Map<TreeNode, Rewrite>, page: string): void {
  for (const child of heading.children) {
    if (isEditControl(child, output)) {
      rewrites.set(child, drop);
      continue;
    }
    if (!mayBePermalink(heading, child)) continue;
    const href = hrefOf(child, output);
    if (href === undefined) continue;
    const hash = href.indexOf("#");
    if (hash === -1) {
      if (child.text === heading.text && page !== "" && pageKey(href) === page) rewrites.set(child, unwrap);
      continue;
    }
    const fragment = href.slice(hash + 1);
    if (child.text <= PERMALINK_TEXT && child.img === 0 && permalinkText.test(elementText(child, output).replace(invisible, ""))) {
      rewrites.set(child.text === heading.text ? heading : child, drop);
    } else if (fragment !== "" && (fragment === heading.id || fragment === heading.parent?.id || fragment === child.id)) rewrites.set(child, unwrap);
  }
}

/** An address as `shapeHeadingLinks` compares it with the page's: without its fragment and trailing slashes. */
export function pageKey(url: string): string {
  return withoutFragment(url).replace(/\/+$/u, "");
}

/** Bold, with a space either side: the heading was a block of its own, not words run into its neighbours'. */
const asText: Rewrite = { kind: "rename", name: "strong", around: " " };
const asSpace: Rewrite = { kind: "html", html: " " };
const unwrap: Rewrite = { kind: "unwrap" };
const drop: Rewrite = { kind: "drop" };
/** Where a block (a heading) stands on lines of its own in the markdown. */
const blockContainers = new Set(["#root", "body", "main", "article", "section", "div", "header", "aside", "blockquote"]);

/** The rewrites of one heading (see above), into `rewrites`. */
/** @param page the page's address as `pageKey` gives it ("" when unknown) */
export function shapeHeading(heading: TreeNode, output: ScanOutput, rewrites: Map<TreeNode, Rewrite>, page: string): void {
  if (blankHeading(heading, output)) rewrites.set(heading, drop);
  // A heading wrapped around another ("<h1><h2>Title</h2></h1>") would print a bare "#" line over it.
  else if (heading.children.some((child) => headingTags.has(child.name))) rewrites.set(heading, unwrap);
  else {
    breaksInside(heading, (lineBreak) => rewrites.set(lineBreak, asSpace));
    shapeHeadingLinks(heading, output, rewrites, page);
    const link = enclosingLink(heading);
    if (link === undefined) return;
    // A section's `<a name>` around its heading alone, between blocks, is no link: the heading stays one.
    // Elsewhere (a list item's toggle, a card) a heading would print its "#" inside the line: bold text.
    if (hrefOf(link, output) === undefined && link.text === heading.text && link.parent !== null && blockContainers.has(link.parent.name)) rewrites.set(link, unwrap);
    else rewrites.set(heading, asText);
  }
}

/** A label over a title is a word or two (characters): "README", "Climate". */
const LABEL = 20;
/** Blocks read down into what follows the label, to its first heading. */
const OPENING_DEPTH = 4;

/**
 * A short heading right over a heading of a higher rank (an `h2` over the `h1`): a box's or a tab's
 * label over the document's title (GitHub's "README" over the project's `# name`), or a kicker over
 * a headline. A section cannot hold a heading that outranks its own: the label titles nothing.
 * Gives what to drop — the heading, or the box or link that holds it and nothing else — or undefined.
 */
export function labelOverHigherHeading(heading: TreeNode): TreeNode | undefined {
  if (heading.text > LABEL) return undefined;
  const level = headingLevel(heading);
  // The heading may stand alone in a box or a link of its own (`<div class="Box-header"><h2>README</h2></div>`).
  let frame = heading;
  for (let depth = 0; depth < OPENING_DEPTH && frame.parent !== null && frame.parent.text === heading.text && frame.parent.img === 0; depth++) frame = frame.parent;
  let next = nextBlockWithText(frame);
  for (let depth = 0; next !== undefined && depth < OPENING_DEPTH; depth++) {
    const nextLevel = headingLevel(next);
    if (nextLevel > 0) return nextLevel < level ? frame : undefined;
    next = next.children.find((child) => child.text > 0);
  }
  return undefined;
}
