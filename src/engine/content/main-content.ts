import { select } from "cheerio-select";
import { Element, type Document } from "domhandler";
import { cleanArticle, removeNonArticle } from "./content-cleanup.js";
import { descendants, detach, parseContent, relink, renderContent } from "./content-dom.js";
import { childrenText, measureAll } from "./content-measure.js";
import { chooseRoot, gatherArticle, scoreCandidates } from "./content-root.js";
import { revealNoscriptImages } from "./lazy-images.js";
import { shapeForMarkdown } from "./markdown-shaping.js";

/** How much of a page becomes `markdown` and `html`. */
export interface ContentFilter {
  /** Keep only the main content: the article, without navigation, comments, related links and other page chrome. */
  onlyMainContent: boolean;
  /** Keep only elements matching these CSS selectors. */
  includeTags?: readonly string[] | undefined;
  /** Remove elements matching these CSS selectors. */
  excludeTags?: readonly string[] | undefined;
}

/** The first selector that cannot be parsed, so the request can be refused before any fetch. */
export function findInvalidSelector(selectors: readonly string[] | undefined): string | undefined {
  if (selectors === undefined) return undefined;
  const probe = parseContent("<p></p>");
  for (const selector of selectors) {
    try {
      select(selector, probe);
    } catch {
      return selector;
    }
  }
  return undefined;
}

/** An article shorter than this (characters) makes the extractor try again with fewer removals. */
const SHORT_ARTICLE = 500;

/** One extraction attempt; later attempts remove less. */
interface Attempt {
  /** Remove blocks by class/id names (comments, sharing, related, chrome) before scoring. */
  byName: boolean;
  /** Let class/id names weigh in the scores. */
  weighNames: boolean;
  /** Remove link lists, forms and the like inside the chosen article. */
  clean: boolean;
}

const attempts: readonly Attempt[] = [
  { byName: true, weighNames: true, clean: true },
  { byName: false, weighNames: true, clean: true },
  { byName: false, weighNames: false, clean: true },
  { byName: false, weighNames: false, clean: false },
];

function bodyOf(document: Document): Element | Document {
  for (const child of document.children) if (child instanceof Element && child.name === "body") return child;
  return descendants(document).find((element) => element.name === "body") ?? document;
}

function wrap(nodes: readonly Element["children"][number][]): Element {
  const container = new Element("div", {});
  for (const node of nodes) detach(node);
  container.children.push(...nodes);
  relink(container.children, container);
  return container;
}

function extractArticle(html: string, attempt: Attempt): { article: Element; length: number; pageLength: number } {
  const document = parseContent(html);
  if (html.includes("<noscript")) revealNoscriptImages(document);
  const measures = measureAll(document);
  const body = bodyOf(document);
  const pageLength = body instanceof Element ? childrenText(body, measures) : 0;
  removeNonArticle(document, attempt.byName, measures);
  const scores = scoreCandidates(document, measures, attempt.weighNames);
  const root = chooseRoot(scores, measures);
  const article = root === undefined ? wrap([...body.children]) : gatherArticle(root, scores, measures);
  if (attempt.clean) cleanArticle(article, scores, measures, attempt.weighNames);
  return { article, length: childrenText(article, measures), pageLength };
}

/** The main content of a page's content HTML: the first attempt that is long enough, else the longest. */
function mainContent(html: string): Element {
  let best: Element | undefined;
  let bestLength = -1;
  for (const attempt of attempts) {
    const { article, length, pageLength } = extractArticle(html, attempt);
    if (length > bestLength) {
      best = article;
      bestLength = length;
    }
    // Long enough, or a fair share of what a short page has: nothing more to find. (Retrying
    // re-parses the page, and a retry that removes less mostly adds the page's chrome back.)
    if (length >= SHORT_ARTICLE || length >= pageLength * 0.25) break;
  }
  return best as Element;
}

/**
 * The content HTML of a page (the scanner's body HTML: non-content dropped, links absolute) after
 * the content filter: elements matching `excludeTags` removed, then only `includeTags` matches, or
 * the main content (`onlyMainContent`), or everything; then shaped for the markdown converter.
 */
export function selectContent(html: string, filter: ContentFilter): string {
  const hasIncludes = filter.includeTags !== undefined && filter.includeTags.length > 0;
  const hasExcludes = filter.excludeTags !== undefined && filter.excludeTags.length > 0;
  let container: Element;
  if (!hasIncludes && !hasExcludes && filter.onlyMainContent) {
    container = mainContent(html);
  } else {
    const document = parseContent(html);
    revealNoscriptImages(document);
    if (hasExcludes) for (const element of select((filter.excludeTags ?? []).join(", "), document)) detach(element);
    if (hasIncludes) {
      const chosen = select((filter.includeTags ?? []).join(", "), document);
      const set = new Set<unknown>(chosen);
      // A match nested in another match is already part of it.
      container = wrap(chosen.filter((element) => !ancestors(element).some((parent) => set.has(parent))));
    } else if (filter.onlyMainContent) {
      container = mainContent(renderContent(document));
    } else {
      container = wrap([...bodyOf(document).children]);
    }
  }
  shapeForMarkdown(container);
  return renderContent(container.children);
}

function ancestors(element: Element): Element[] {
  const out: Element[] = [];
  for (let node = element.parent; node instanceof Element; node = node.parent) out.push(node);
  return out;
}
