import type { ArticleState } from "./content-cleanup.js";
import { elementText, headingTags, inlineTags, listTags, type TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";
import type { HeadTexts } from "./metadata.js";

/**
 * Short lines at the top of a story, around its headline, that a reader does not need: a section's
 * label over the headline ("Politik", "Corte Suprema"), and between the headline and the first
 * paragraph the author's name alone ("Anna Berger", "Anna Berger, Jan Kowalski") or a line in
 * capitals (a dateline's place, a kicker: "MADRID"). Only the blocks
 * before the story's first paragraph are read, so a line among the paragraphs (a subheading, a
 * dialogue's line, a one-line answer, a sign-off) is never judged here.
 */

/** Longer than this (characters), a block is more than a label or a name. */
const LINE = 60;
/** More words than this, a line says something (a label is one to four words). */
const LABEL_WORDS = 4;
/** A label over the authors' names is a word or two ("Text:", "Autorin", "Współpraca"). */
const FIELD_LABEL_WORDS = 2;
/** A block with this much text of its own is a paragraph: the story has begun. */
const PARAGRAPH = 80;
/** Blocks read at most before giving up on finding the story's start (a page of scraps). */
const MAX_BLOCKS = 200;

/** How a sentence, a label over what follows ("Zutaten:") or a question ends. */
const lineEnd = /[.!?:;…。！？：)"”»]$/u;
/** One capitalised word of a name ("Anna", "Żochowski", "O'Neill", "McLeod", "Müller-Lüdenscheidt"): a capital first, a small letter last. */
const nameWord = "\\p{Lu}[\\p{L}\\p{M}'’-]*\\p{Ll}";
/** A person's name: two or three capitalised words. */
const personName = new RegExp(`^${nameWord}(?:\\s+${nameWord}){1,2}$`, "u");
/** One to three words all in capitals: a dateline's place or a kicker ("MADRID", "EXKLUSIV", "ANÁLISIS"). */
const capitalsLine = /^\p{Lu}{3,}(?: \p{Lu}{2,}){0,2}$/u;
/** What joins the names of co-authors: a comma, an ampersand, a slash, or "and" in a few languages. */
const nameJoin = /\s*(?:[,&/]|\s(?:and|und|y|e|et|i|en|og|och|ve)\s)\s*/u;

/**
 * Removes such lines. `title` is the page's title (`pageTitle`): the labels over it go only when it
 * is in the article, the names only after it.
 */
export function removeTitleEdgeLines(article: readonly TreeNode[], state: ArticleState, output: ScanOutput, title: TreeNode | undefined, head: HeadTexts): void {
  const descriptions = head.descriptions;
  if (title === undefined) return;
  const above: TreeNode[] = [];
  let passedTitle = false;
  // The line read just before, under the title, when it is a word or two: a label over what follows.
  let fieldLabel: TreeNode | undefined;
  const walk = state.walk(article);
  let blocks = 0;
  for (let node = walk.next(); node !== undefined && blocks < MAX_BLOCKS; node = walk.next(), blocks++) {
    if (state.isRemoved(node) || (node.text === 0 && node.img === 0)) continue;
    if (node === title) {
      for (const line of above) state.remove(line);
      passedTitle = true;
      continue;
    }
    // A heading of a sentence's length after the title (a standfirst set as a subtitle) opens the story.
    if (passedTitle && headingTags.has(node.name) && node.inlineText >= PARAGRAPH) break;
    if (headingTags.has(node.name) || (node.img > 0 && node.text === 0)) {
      fieldLabel = undefined;
      continue;
    }
    // Over the title, a teaser that repeats the page's description word for word is the site's, not the story's start.
    if (!passedTitle && descriptions.length > 0 && isTeaserLine(node) && descriptions.includes(elementText(node, output))) {
      above.push(node);
      continue;
    }
    if (startsStory(node)) break;
    if (!isLine(node)) {
      // A container: read what it holds.
      walk.descend();
      continue;
    }
    const text = elementText(node, output);
    if (!passedTitle) {
      if (isLabel(text)) above.push(node);
    } else if (isNamesLine(text, fieldLabel !== undefined || setAsByline(node), head.authors) || capitalsLine.test(text)) {
      state.remove(node);
      // The label over the names ("Autorin:", "Współpraca") goes with them.
      if (fieldLabel !== undefined) state.remove(fieldLabel);
    } else fieldLabel = words(text) <= FIELD_LABEL_WORDS ? node : undefined;
  }
}

/** Longer than this (characters), a block over the title is more than a teaser line. */
const TEASER = 400;

/** A block of one run of plain text (no link, picture or list) of a teaser's length. */
function isTeaserLine(node: TreeNode): boolean {
  return node.text <= TEASER && node.link === 0 && node.img === 0 && node.embed === 0 && node.text - node.inlineText <= node.fragments;
}

/** A paragraph of running text, a list, a table or code: the story has begun. */
function startsStory(node: TreeNode): boolean {
  return node.inlineText >= PARAGRAPH || listTags.has(node.name) || node.name === "table" || node.name === "pre" || node.name === "blockquote";
}

/** A short block of one line of plain text (no link, picture or embed), not a heading. */
function isLine(node: TreeNode): boolean {
  if (node.text > LINE || node.link > 0 || node.img > 0 || node.embed > 0 || headingTags.has(node.name)) return false;
  // Only text and inline elements inside (each text run adds one to `text`).
  if (node.text - node.inlineText > node.fragments) return false;
  // An inline element is a line when it is all of its parent's own text (a `<span>` straight in the article).
  return !inlineTags.has(node.name) || (node.parent?.inlineText ?? 0) <= node.text + 1;
}

function words(text: string): number {
  return text === "" ? 0 : text.split(" ").length;
}

/** One to four words that end like no sentence: a section's label. */
function isLabel(text: string): boolean {
  const count = words(text);
  return count > 0 && count <= LABEL_WORDS && !lineEnd.test(text);
}

/** Class words of a byline's block, in a few languages ("author", "byline", "podpis", "signature", "firma", "autor"). */
const bylineClass = /auth|byline|podpis|signat|firma|autor/i;
/** Elements a byline is set in when it is a name alone (a subheading is set in bold, not these). */
const italic = new Set(["em", "i", "cite"]);

/** Whether a line is set as a byline: in italics, or in a block whose class (or its parent's) names the author. */
function setAsByline(node: TreeNode): boolean {
  if (italic.has(node.name) || bylineClass.test(node.className) || bylineClass.test(node.parent?.className ?? "")) return true;
  const only = node.children.length === 1 ? node.children[0] : undefined;
  return only !== undefined && only.text === node.text && (italic.has(only.name) || bylineClass.test(only.className));
}

/** One to three people's names and nothing else: the authors. */
function isNamesLine(text: string, bylineSign: boolean, authors: readonly string[]): boolean {
  const names = text.split(nameJoin);
  if (names.length > 3 || !names.every((name) => personName.test(name))) return false;
  // One name alone looks like a two-word label ("Executive Summary", "Key Findings"): it is the byline
  // when it is set as one (`setAsByline`), a label stands over it ("Autorin:"), or the page names it as its author.
  return names.length > 1 || bylineSign || authors.some((author) => author.includes(text));
}

