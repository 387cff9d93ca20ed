import { select } from "cheerio-select";
import { Element, type AnyNode } from "domhandler";
import { ArticleState, cleanArticle, removeChrome, removeEmptyHeadings, removeNonArticle } from "./content-cleanup.js";
import { parseContent, renderContent } from "./content-dom.js";
import { changedNodes, ContentEmitter, type Rewrite } from "./content-emit.js";
import { chooseRoot, gatherArticle, scoreCandidates, widenIfNarrow, withLead } from "./content-root.js";
import { NodeFlag, type ContentTree, type TreeNode } from "./content-tree.js";
import { siteOf } from "./link-sites.js";
import type { ScanOutput } from "./scan-output.js";
import type { HeadTexts } from "./metadata.js";
import { shapeForMarkdown } from "./markdown-shaping.js";
import { findTeaserCards, removeCards } from "./teaser-cards.js";
import { findLineCards } from "./line-cards.js";
import { removeArticleTail } from "./article-tail.js";
import { removeAfterBody } from "./body-box.js";
import { removeTailHeadlines } from "./tail-headlines.js";
import { removeNextStories } from "./next-stories.js";
import { removeLabelRows } from "./label-rows.js";
import { withTitleRow } from "./layout-rows.js";
import { layoutClasses } from "./layout-names.js";
import { titlePath } from "./page-title.js";
import { chromeOnlyName } from "./content-signals.js";
import { RetryGains } from "./retry-gain.js";
import { sectionOf } from "./topic-lists.js";
import { ideographCount } from "./ideographs.js";
import { withTitle } from "./article-title.js";
import { removeBreadcrumbTrail } from "./breadcrumb-trail.js";
import { pageTitle } from "./page-title.js";
import { removeTitleEdgeLines } from "./title-edge-lines.js";
import { removeLeftLabels } from "./left-labels.js";

/** How much of a page becomes `markdown` and `html`. */
export interface ContentFilter {
  /** Keep only the main content: the article, without navigation, comments, related links and other page chrome. */
  onlyMainContent: boolean;
  /** Keep only elements matching these CSS selectors. */
  includeTags?: readonly string[] | undefined;
  /** Remove elements matching these CSS selectors. */
  excludeTags?: readonly string[] | undefined;
}

/** A page's content as the scanner leaves it: its tree and the output the tree points into. */
export interface ScannedContent {
  tree: ContentTree;
  output: ScanOutput;
  /** The page's address (links in the output are absolute against it). */
  pageUrl: string;
  /** What the page's head says (titles, descriptions, author) that the rules compare the page's words against. */
  head?: HeadTexts | undefined;
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
const SHORT_ARTICLE = 250;

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

interface Article {
  /** The chosen root, if any. */
  root: TreeNode | undefined;
  /** The article's top nodes, in document order; undefined for the whole page. */
  nodes: TreeNode[] | undefined;
  state: ArticleState;
  length: number;
}

function extractArticle({ tree, output, pageUrl, head }: ScannedContent, attempt: Attempt, layout: ReadonlySet<string>, titles: ReadonlySet<TreeNode>): Article {
  const content = tree.content;
  const state = new ArticleState(tree.nodes, layout);
  state.titlePath = titles;
  state.section = sectionOf(pageUrl);
  state.pageUrl = pageUrl;
  removeNonArticle(content, attempt.byName, state, output);
  scoreCandidates(content, state, attempt.weighNames);
  const root = chooseRoot(state);
  const gathered = root === undefined ? undefined : widenIfNarrow(gatherArticle(root, state, output), root, content, state, output);
  const nodes = gathered === undefined || root === undefined ? undefined : withTitle(withRevealed(withLead(withTitleRow(gathered, (node) => state.isRemoved(node)), root, state), content, state), tree, state, output);
  const site = siteOf(pageUrl);
  const article = nodes ?? content.children;
  // Cards headed by linked headings, then cards headed by linked lines (`line-cards.ts`).
  const headed = findTeaserCards(article, state);
  const lined = findLineCards(article, state, output, site);
  const cards = lined.length === 0 ? headed : [...new Set([...headed, ...lined])];
  if (attempt.clean) cleanArticle(article, state, attempt.weighNames, output, tree.chromeLinks, site);
  else removeChrome(article, state, output, tree.chromeLinks, site);
  // The cards go after the cleaning, which judges the blocks around them as it always did; then what
  // follows the last paragraph; a heading left over either goes too.
  const cardsGone = removeCards(cards, article, state);
  // The next stories of an endless page go before the story's end is looked for (`next-stories.ts`).
  const storiesGone = attempt.clean && head !== undefined && removeNextStories(article, tree.h1s, tree.h2s, head.titles, state, output);
  const tailGone = attempt.clean && removeArticleTail(article, state, output, site);
  const afterBodyGone = attempt.clean && removeAfterBody(article, state, output, site);
  const headlinesGone = attempt.clean && removeTailHeadlines(article, state, output, site);
  const labelsGone = attempt.clean && tree.needsShaping && removeLabelRows(article, state);
  const title = attempt.clean ? pageTitle(tree, output, pageUrl) : undefined;
  if (attempt.clean) removeBreadcrumbTrail(title, state, output);
  // Labels over the headline, the authors' names under it (`title-edge-lines.ts`).
  if (attempt.clean && head !== undefined) removeTitleEdgeLines(article, state, output, title, head);
  // A box's title left alone once its links went (`left-labels.ts`).
  if (attempt.clean) removeLeftLabels(state, output);
  if (cardsGone || storiesGone || tailGone || afterBodyGone || headlinesGone || labelsGone) removeEmptyHeadings(article, state, output);
  let length = 0;
  for (const node of article) if (!state.isRemoved(node)) length += node.text;
  return { root, nodes, state, length };
}

/**
 * The article plus what the scrape's actions revealed outside it (`NodeFlag.Revealed`, marked with
 * its ancestors), in document order: a block a click opened beside the article is part of the answer.
 */
function withRevealed(article: TreeNode[], content: TreeNode, state: ArticleState): TreeNode[] {
  // Nearly every page: nothing revealed (the mark is on every ancestor, so the top level tells).
  if (!content.children.some(isRevealed)) return article;
  const inArticle = new Set(article);
  const holdsArticle = new Set<TreeNode>();
  const added: TreeNode[] = [];
  const visit = (node: TreeNode): void => {
    if ((node.flags & NodeFlag.Revealed) === 0 || state.isRemoved(node) || inArticle.has(node)) return;
    if (holdsArticle.size === 0) for (const top of article) for (let up = top.parent; up !== null; up = up.parent) holdsArticle.add(up);
    if (holdsArticle.has(node)) node.children.forEach(visit);
    else added.push(node);
  };
  content.children.forEach(visit);
  return added.length === 0 ? article : [...article, ...added].sort((a, b) => a.index - b.index);
}

function isRevealed(node: TreeNode): boolean {
  return (node.flags & NodeFlag.Revealed) !== 0;
}

const noRewrites: ReadonlyMap<TreeNode, Rewrite> = new Map();

/** One Han, kana or hangul character (`ideographs.ts`) counts as this many Latin ones. */
const IDEOGRAPH_WEIGHT = 3;

/**
 * An article's length in Latin-script characters' worth: a Japanese or Chinese story says in 200
 * characters what an English one says in 600, so it is not "short" and retried with less removed
 * (which adds the comments back). Read only for articles that look short.
 */
function readingLength(article: Article, output: ScanOutput): number {
  if (article.nodes === undefined) return article.length;
  const text = new ContentEmitter(output, article.state.removed, noRewrites).nodes(article.nodes).replace(/<[^>]*>/g, "");
  return article.length + ideographCount(text) * (IDEOGRAPH_WEIGHT - 1);
}

/** The main content of a scanned page: the first attempt that is long enough, else the one that found much the most. */
function mainContent(scanned: ScannedContent): Article {
  const content = scanned.tree.content;
  const pageLength = content.text;
  let best: Article | undefined;
  // What a retry really gains: learnt from the first attempt when it is short (`retry-gain.ts`).
  const gains = new RetryGains(scanned.tree.nodes, content);
  const layout = layoutClasses(content, chromeOnlyName);
  const titles = titlePath(scanned.tree, scanned.output, scanned.pageUrl);
  for (const attempt of attempts) {
    const article = extractArticle(scanned, attempt, layout, titles);
    // A retry that removes less must add much more to win: what it adds back is mostly chrome.
    if (best === undefined || gains.of(article) > best.length * 1.5) best = article;
    // Long enough, or a fair share of what a short page has: nothing more to find (a retry that
    // removes less mostly adds the page's chrome back).
    if (article.length >= SHORT_ARTICLE || article.length >= pageLength * 0.25 || readingLength(article, scanned.output) >= SHORT_ARTICLE) break;
    gains.learn(article);
    article.state.undo();
  }
  return best as Article;
}

/**
 * The content HTML of a scanned page: its main content, or all of it; shaped for the markdown
 * converter. `cuts` (when given) gets where the converter may split it (see `ContentEmitter`).
 */
export function contentHtml(scanned: ScannedContent, onlyMainContent: boolean, cuts?: number[]): string {
  const content = scanned.tree.content;
  if (!onlyMainContent) {
    const rewrites = scanned.tree.needsShaping ? shapeForMarkdown(content.children, scanned.tree.nodes, undefined, scanned.output, scanned.pageUrl) : noRewrites;
    return new ContentEmitter(scanned.output, undefined, rewrites, cuts, changedNodes(scanned.tree.nodes, undefined, rewrites)).inside(content);
  }
  const { nodes, state } = mainContent(scanned);
  const rewrites = scanned.tree.needsShaping ? shapeForMarkdown(nodes ?? content.children, scanned.tree.nodes, state.removed, scanned.output, scanned.pageUrl, true) : noRewrites;
  const emitter = new ContentEmitter(scanned.output, state.removed, rewrites, cuts, changedNodes(scanned.tree.nodes, state.removed, rewrites));
  return nodes === undefined ? emitter.inside(content) : emitter.nodes(nodes);
}

/**
 * The HTML a page keeps under `includeTags` / `excludeTags` (CSS selectors, so on a DOM of the
 * scanner's content HTML): matches of `excludeTags` removed, then only the matches of `includeTags`.
 */
export function applySelectors(html: string, filter: ContentFilter): string {
  const document = parseContent(html);
  if (filter.excludeTags !== undefined && filter.excludeTags.length > 0) {
    for (const element of select(filter.excludeTags.join(", "), document)) removeNode(element);
  }
  if (filter.includeTags === undefined || filter.includeTags.length === 0) return renderContent(document);
  const chosen = select(filter.includeTags.join(", "), document);
  const set = new Set<unknown>(chosen);
  // A match nested in another match is already part of it.
  return renderContent(chosen.filter((element) => !ancestors(element).some((parent) => set.has(parent))));
}

function removeNode(node: AnyNode): void {
  const parent = node.parent;
  if (parent === null) return;
  const index = parent.children.indexOf(node as Element);
  if (index !== -1) parent.children.splice(index, 1);
  if (node.prev !== null) node.prev.next = node.next;
  if (node.next !== null) node.next.prev = node.prev;
  node.parent = null;
}

function ancestors(element: Element): Element[] {
  const out: Element[] = [];
  for (let node = element.parent; node instanceof Element; node = node.parent) out.push(node);
  return out;
}
