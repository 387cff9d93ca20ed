import type { ArticleState } from "./content-cleanup.js";
import { elementText, siblingPosition, type TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";
import { ideographCount } from "./ideographs.js";

/**
 * The next stories of an endless news page: below the story, the site loads the following articles
 * into the same column, each a block of the same template as the story's (an `<article>` again, or a
 * block of the same tag and class headed by an `<h1>` again), with a headline of its own, a picture,
 * a date and paragraphs. The page's own story is the block whose headline is the page's title
 * (`<title>`, `og:title`); the blocks of its kind after it, each with a headline, are other pages
 * and go. The story's headline is the article's first `<h1>` (its first `<h2>` when it has none), and
 * nothing is judged unless the title names it (a list page of posts names none of its headlines); a
 * story's sections sit after its headline.
 */

/** A headline shorter than this (characters) is too short to match a title by (a word, a name). */
const HEADLINE_MIN = 8;
/**
 * Running text (characters) the story's own block holds, at least: a whole story, not a lead whose
 * sections follow in blocks of the same kind (a page built of components, each an `<article>`).
 */
const STORY = 500;
/** More headlines than this in the article: a page of sections or a list, not a few stories in a row. */
const HEADLINES_MAX = 60;

/** Removes the stories after the page's own one in an endless column; whether anything went. */
export function removeNextStories(article: readonly TreeNode[], h1s: readonly TreeNode[], h2s: readonly TreeNode[], titles: readonly string[], state: ArticleState, output: ScanOutput): boolean {
  if (titles.length === 0 || article.length === 0) return false;
  // The story's headline is the article's first `<h1>`; on a page without one in the article, its first `<h2>`.
  // (A section of a story sits after its headline: one that repeats the title's words is not the story.)
  for (const headings of [h1s, h2s]) {
    const title = headings.find((heading) => inArticle(heading, article) && !removedAbove(heading, state));
    if (title === undefined) continue;
    const wanted = titles.map(normalise).filter((text) => text.length >= HEADLINE_MIN);
    const headline = elementText(title, output);
    if (!names(wanted, normalise(headline))) return false;
    // Han, kana and hangul say in a third of the characters what Latin letters say.
    const story = headline.length > 0 && ideographCount(headline) * 2 > headline.length ? STORY / 3 : STORY;
    const block = storyArticle(title, new Set(article));
    if (block !== undefined) return block.prose >= story && removeLaterArticles(block, h1s, h2s, state, new Set(article));
    const level = headings.filter((heading) => inArticle(heading, article) && !removedAbove(heading, state));
    return level.length <= HEADLINES_MAX && removeLaterUnits(title, level, story, state);
  }
  return false;
}

/** Whether the node is inside one of the article's top nodes (in document order: a binary search). */
function inArticle(node: TreeNode, article: readonly TreeNode[]): boolean {
  let low = 0;
  let high = article.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const top = article[middle] as TreeNode;
    if (node.index < top.index) high = middle - 1;
    else if (node.index >= top.end) low = middle + 1;
    else return true;
  }
  return false;
}

/** The `<article>` element around the title inside the extracted article, if any. */
function storyArticle(title: TreeNode, tops: ReadonlySet<TreeNode>): TreeNode | undefined {
  for (let up = title.parent; up !== null; up = up.parent) {
    if (up.name === "article") return inside(up, tops) ? up : undefined;
    if (tops.has(up)) return undefined;
  }
  return undefined;
}

/** Wrappers of a story's own (holding nothing else with text) climbed at most, to the block its template repeats. */
const STORY_WRAPPERS = 2;

/**
 * Removes the later sibling `<article>`s of the story's template (its class, item numbers aside) that
 * have a headline (`<h1>`, `<h2>`) and words under it; whether any went. A live blog's updates,
 * `<article>`s of another class than the lead's ("live" and "update"), are the story's own. When each
 * story stands in a wrapper of its own (an endless page's `<div class="scrollblock">` around each
 * `<article>`), the wrappers after the story's are the next stories.
 */
function removeLaterArticles(story: TreeNode, h1s: readonly TreeNode[], h2s: readonly TreeNode[], state: ArticleState, tops: ReadonlySet<TreeNode>): boolean {
  let unit = story;
  for (let level = 0; level < STORY_WRAPPERS && !tops.has(unit) && unit.parent !== null && unit.parent.text === unit.text; level++) unit = unit.parent;
  const template = templateOf(unit.className);
  const siblings = unit.parent?.children ?? [];
  let removed = false;
  for (let at = siblingPosition(unit) + 1; at < siblings.length; at++) {
    const sibling = siblings[at] as TreeNode;
    if (sibling.name !== unit.name || state.isRemoved(sibling)) continue;
    if (templateOf(sibling.className) !== template) continue;
    // A wrapper is a next story only around an `<article>` of the story's own template (a plain `div` around a section is the story's).
    if (unit !== story && !wrapsArticleOf(sibling, templateOf(story.className))) continue;
    const headline = firstWithin(sibling, h1s) ?? firstWithin(sibling, h2s);
    if (headline === undefined || sibling.text - headline.text < HEADLINE_MIN) continue;
    state.remove(sibling);
    removed = true;
  }
  return removed;
}

/** Whether `wrapper` holds, through at most `STORY_WRAPPERS` levels of first children, an `<article>` of `template`. */
function wrapsArticleOf(wrapper: TreeNode, template: string): boolean {
  let inner: TreeNode | undefined = wrapper;
  for (let level = 0; level < STORY_WRAPPERS && inner !== undefined && inner.name !== "article"; level++) inner = inner.children.find((child) => child.text > 0);
  return inner !== undefined && inner.name === "article" && templateOf(inner.className) === template;
}

/** The first of `headings` (in document order) inside `node`: a binary search for the first at or after it. */
function firstWithin(node: TreeNode, headings: readonly TreeNode[]): TreeNode | undefined {
  let low = 0;
  let high = headings.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((headings[middle] as TreeNode).index <= node.index) low = middle + 1;
    else high = middle;
  }
  const first = headings[low];
  return first !== undefined && first.index < node.end ? first : undefined;
}

/** Removes the blocks of the story's tag and class after it, each headed at the title's level; whether any went. */
function removeLaterUnits(title: TreeNode, headings: readonly TreeNode[], storyMin: number, state: ArticleState): boolean {
  const story = unitOf(title, headings, headings.indexOf(title));
  if (story === undefined || story.prose < storyMin) return false;
  const template = templateOf(story.className);
  let removed = false;
  for (let at = headings.indexOf(title) + 1; at < headings.length; at++) {
    const heading = headings[at] as TreeNode;
    const unit = unitOf(heading, headings, at);
    if (unit === undefined || unit.parent !== story.parent || unit.name !== story.name || templateOf(unit.className) !== template || state.isRemoved(unit)) continue;
    // Another story has words of its own under its headline; a bare row of headlines is other rules' to judge.
    if (unit.text - heading.text < HEADLINE_MIN) continue;
    state.remove(unit);
    removed = true;
  }
  return removed;
}

/** A class without the names that number one item ("post post-123" and "post post-124" are one template). */
function templateOf(className: string): string {
  return /\d/u.test(className)
    ? className
        .split(/\s+/u)
        .filter((name) => !/\d/u.test(name))
        .join(" ")
    : className;
}

/** The largest block around the heading at `at` that holds no other of `headings`; undefined when the heading stands alone among its siblings. */
function unitOf(heading: TreeNode, headings: readonly TreeNode[], at: number): TreeNode | undefined {
  // The headings are in document order: a block around the one at `at` holds another only if it holds a neighbour.
  const before = headings[at - 1];
  const after = headings[at + 1];
  let unit = heading;
  while (unit.parent !== null && !(before !== undefined && holds(unit.parent, before)) && !(after !== undefined && holds(unit.parent, after))) unit = unit.parent;
  return unit === heading || unit.parent === null ? undefined : unit;
}

function holds(node: TreeNode, other: TreeNode): boolean {
  return node.index < other.index && other.index < node.end;
}

/**
 * Whether the title names the headline: the same words, or the headline with the site's name set off
 * by a mark ("Headline | Site", "Site – Headline"). A headline that only begins the title (a section
 * "What is a quay?" under the title "What is a quay and what is it for?") does not name it.
 */
function names(titles: readonly string[], headline: string): boolean {
  if (headline.length < HEADLINE_MIN) return false;
  return titles.some((title) => {
    if (title === headline) return true;
    if (title.startsWith(headline)) return separator.test(title.slice(headline.length));
    return title.endsWith(headline) && separatorBefore.test(title.slice(0, title.length - headline.length));
  });
}

/** What sets a site's name off a headline in a title: a bar, a dash, a colon, a dot or a guillemet between spaces. */
const separator = /^\s*[|\-–—:·•»«/]\s/u;
const separatorBefore = /\s[|\-–—:·•»«/]\s*$/u;

/** Lower case, runs of white space as one space, curly quotes as straight ones (a title and a headline may set them differently). */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/gu, " ")
    .replace(/[‘’‚‛′]/gu, "'")
    .replace(/[“”„‟″]/gu, '"')
    .trim();
}

function inside(node: TreeNode, tops: ReadonlySet<TreeNode>): boolean {
  for (let up: TreeNode | null = node; up !== null; up = up.parent) if (tops.has(up)) return true;
  return false;
}

/** Whether the node or one of its ancestors was removed (a removal marks only the top of what goes). */
function removedAbove(node: TreeNode, state: ArticleState): boolean {
  for (let up: TreeNode | null = node; up !== null; up = up.parent) if (state.isRemoved(up)) return true;
  return false;
}
