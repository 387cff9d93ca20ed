import { collapseSpace, htmlText } from "./content-tree.js";
import { decodeText, escapeText } from "./html-entities.js";

/**
 * Pages whose script renders the article (a single-page app) carry its text in their JSON-LD as
 * `articleBody` (schema.org), while their HTML holds a headline and a date line. When the main
 * content found in the HTML holds under a third of that text, the body's paragraphs it does not
 * already hold follow it, as plain paragraphs: the reader gets the article the page declares.
 * A page whose HTML holds its article (nearly every page) is left as it is, unread.
 */

/** A body shorter than this (characters) is a summary, not an article. */
const MIN_BODY = 500;
/** Below this share of the body's length, the main content found in the HTML is not the article. */
const FOUND = 0.3;
/** Paragraphs looked for in the content found, at most. */
const CHECKED = 500;

/**
 * A tag in the body's text. It never spans a "<": on a body of thousands of "<" without a ">",
 * `<[^>]*>` tries to the body's end from each of them (quadratic), this stops at the next one.
 */
const bodyTag = /<[^<>]*>/g;
/** A tag that ends a line or a block: a paragraph break (same bound as `bodyTag`). */
const breakTag = /<(?:br|\/p|\/div|\/h\d|\/li)\b[^<>]*>/gi;

/**
 * The body's paragraphs as plain text: markup some sites leave in it read as text, line breaks as
 * paragraph ends, character references (a CMS escaping the text for HTML: "It&#8217;s") decoded.
 */
function paragraphsOf(body: string): string[] {
  const text = decodeText(body.includes("<") ? body.replace(breakTag, "\n").replace(bodyTag, " ") : body);
  return text
    .split(/\r?\n/)
    .map(collapseSpace)
    .filter((paragraph) => paragraph !== "");
}

function withoutSpace(text: string): string {
  return text.replace(/\s+/gu, "");
}

/** `contentHtml` with the paragraphs of `body` (the page's JSON-LD `articleBody`) it lacks, when it lacks most of them. */
export function withArticleBody(contentHtml: string, body: string | undefined): string {
  if (body === undefined || body.length < MIN_BODY) return contentHtml;
  const found = htmlText(contentHtml);
  if (found.length >= body.length * FOUND) return contentHtml;
  // Each paragraph is looked for in what was found: a bounded number of them (a hostile body of a
  // hundred thousand one-word lines), the rest kept unchecked. Without white space: the HTML's text
  // has a space where a tag was ("the <a>plans</a>." reads "the plans .").
  const foundWords = withoutSpace(found);
  const missing = paragraphsOf(body).filter((paragraph, index) => index >= CHECKED || !foundWords.includes(withoutSpace(paragraph)));
  if (missing.length === 0) return contentHtml;
  return contentHtml + missing.map((paragraph) => `<p>${escapeText(paragraph)}</p>`).join("");
}
