import type { ArticleState } from "./content-cleanup.js";
import type { ScanOutput } from "./scan-output.js";
import { inlineTags, linkDensity, NodeFlag, siblingPosition, type TreeNode } from "./content-tree.js";
import { nameWeight } from "./content-signals.js";
import { isStoryArticle } from "./story-article.js";
import { EntryRuns, isEntryRun } from "./entry-runs.js";
import { holdsHeadline, isEdgeBox, nearestWithText } from "./edge-boxes.js";
import { articleColumn } from "./layout-rows.js";
import { isFigureBlock } from "./figure-blocks.js";
import { isSummary } from "./summary-lists.js";

/**
 * Chooses the element that holds the article: every paragraph scores its parent and, less and
 * less, its ancestors (long text and commas score more), each candidate starts from what its tag
 * and names suggest, and link-heavy candidates are scaled down. Siblings that score nearly as
 * well (an article split by ad slots) join the winner.
 */

/** Elements whose own text is a paragraph. */
const paragraphTags = new Set(["p", "pre", "td", "blockquote", "dd"]);
/** Elements whose direct text (when long enough) counts as a paragraph of their own. */
const containerTags = new Set(["div", "section", "article", "main", "span", "font", "center", "li"]);

const MIN_PARAGRAPH = 25;
const ANCESTOR_LEVELS = 5;

function tagBase(node: TreeNode): number {
  switch (node.name) {
    case "article":
    case "main":
      return 10;
    case "div":
      return 5;
    case "pre":
    case "td":
    case "blockquote":
      return 3;
    case "address":
    case "ol":
    case "ul":
    case "dl":
    case "dd":
    case "dt":
    case "li":
    case "form":
      return -3;
    case "h1":
    case "h2":
    case "h3":
    case "h4":
    case "h5":
    case "h6":
    case "th":
      return -5;
    default:
      return 0;
  }
}

function isTop(node: TreeNode): boolean {
  return node.parent === null || node.name === "html" || node.name === "body";
}

/** Scores every candidate container below `content` (removed nodes left out). */
export function scoreCandidates(content: TreeNode, state: ArticleState, weighNames: boolean): void {
  const runs = new EntryRuns();
  const add = (node: TreeNode, amount: number) => {
    const index = node.index;
    if (state.scored[index] === 0) {
      state.scored[index] = 1;
      state.scores[index] = tagBase(node) + (weighNames ? entryNameWeight(node, state, runs) : 0);
      state.candidates.push(node);
    }
    state.scores[index] = (state.scores[index] ?? 0) + amount;
  };
  // A node with less text than a paragraph scores nothing, and neither does anything below it: it
  // is never stacked (most nodes of a page: table cells, links, list items).
  const stack: TreeNode[] = content.children.filter((child) => child.text >= MIN_PARAGRAPH);
  while (stack.length > 0) {
    const node = stack.pop() as TreeNode;
    if (state.isRemoved(node)) continue;
    const children = node.children;
    for (let index = 0; index < children.length; index++) {
      const child = children[index] as TreeNode;
      if (child.text >= MIN_PARAGRAPH) stack.push(child);
    }
    let length: number;
    let commas: number;
    let first: TreeNode | null;
    if (paragraphTags.has(node.name)) {
      length = node.text;
      commas = node.commas;
      first = node.parent;
    } else if (containerTags.has(node.name)) {
      length = node.inlineText;
      commas = node.inlineCommas;
      first = node;
    } else {
      continue;
    }
    if (length < MIN_PARAGRAPH) continue;
    const score = 1 + commas + Math.min(Math.floor(length / 100), 3);
    let ancestor = first;
    for (let level = 0; level < ANCESTOR_LEVELS && ancestor !== null && ancestor.parent !== null; level++) {
      if (ancestor.name === "html") break;
      const divider = level === 0 ? 1 : level === 1 ? 2 : level * 3;
      add(ancestor, score / divider);
      ancestor = ancestor.parent;
    }
  }
}

/**
 * A candidate's name weight, except that an article word on an entry of a run ("post" on each of a
 * thread's replies) names the entries, not the article: it counts for nothing there.
 */
function entryNameWeight(node: TreeNode, state: ArticleState, runs: EntryRuns): number {
  const weight = nameWeight(node, state.layout);
  return weight > 0 && node.parent !== null && runs.holds(node.parent) ? 0 : weight;
}

export function finalScore(node: TreeNode, state: ArticleState): number {
  return state.score(node) * (1 - linkDensity(node));
}

/** The best candidate, moved up to an ancestor when the other top candidates share it. */
export function chooseRoot(state: ArticleState): TreeNode | undefined {
  const ranked = topCandidates(state, 5);
  const top = ranked[0];
  if (top === undefined || top.score <= 0) return undefined;
  let root = top.node;
  // Several near-equal candidates under one ancestor: the ancestor is the article.
  // (Those inside the best one are already part of it.)
  const close = ranked.slice(1).filter((entry) => entry.score >= top.score * 0.75 && !contains(root, entry.node)).map((entry) => entry.node);
  if (close.length >= 2) {
    for (let ancestor = root.parent; ancestor !== null && !isTop(ancestor); ancestor = ancestor.parent) {
      const inside = close.filter((node) => contains(ancestor, node)).length;
      if (inside >= 2) {
        root = ancestor;
        break;
      }
    }
  }
  // Climb to the first ancestor that scores better (the root was one part of a larger article),
  // unless that ancestor is mostly something else (a page column around a short article).
  let last = state.score(root);
  const floor = last / 3;
  const start = root;
  for (let parent = root.parent; parent !== null && !isTop(parent); parent = parent.parent) {
    if (!state.hasScore(parent)) continue;
    const parentScore = state.score(parent);
    if (parentScore < floor || mostlyLinks(parent, start)) break;
    if (parentScore > last) {
      // Not when what the ancestor adds is a thread of entries beside the story (comments under a neutral name).
      if (!addsEntries(parent, start)) root = parent;
      break;
    }
    last = parentScore;
  }
  // A root that is nearly all of its parent's text stands for the parent (whose siblings may
  // hold the rest of a split article); the text added on the way up stays small.
  // A layout's row (menu | article | sidebar) stands for its article column, not the whole page (`layout-rows.ts`).
  root = articleColumn(root) ?? root;
  const rootText = root.text;
  for (let parent = root.parent; parent !== null && !isTop(parent); parent = parent.parent) {
    if (parent.text === 0 || rootText < parent.text * 0.85) break;
    // A layout table's cell is the article's column: its row's other cells are the menu and the sidebar.
    if (hasOtherColumns(root)) break;
    root = parent;
  }
  return root;
}

/** Whether `node` is a table cell beside other cells with text in its row: one column of a layout. */
function hasOtherColumns(node: TreeNode): boolean {
  if ((node.name !== "td" && node.name !== "th") || node.parent === null) return false;
  for (const cell of node.parent.children) if (cell !== node && cell.text > 0) return true;
  return false;
}

/** The `count` best-scoring candidates, best first (ties keep document order). */
function topCandidates(state: ArticleState, count: number): Array<{ node: TreeNode; score: number }> {
  const top: Array<{ node: TreeNode; score: number }> = [];
  for (const node of state.candidates) {
    const score = finalScore(node, state);
    if (top.length === count && score <= (top[count - 1] as { score: number }).score) continue;
    let at = top.length;
    while (at > 0 && (top[at - 1] as { score: number }).score < score) at--;
    top.splice(at, 0, { node, score });
    if (top.length > count) top.pop();
  }
  return top;
}

/** Whether what `outer` adds to `inner` is mostly link text (teasers, menus), not article. */
function mostlyLinks(outer: TreeNode, inner: TreeNode): boolean {
  const text = outer.text - inner.text;
  const link = outer.link - inner.link;
  return text > 0 && link / text > 0.35;
}

/** Share of what an ancestor adds to the root that, in runs of entries, makes it a thread beside the story. */
const ENTRIES_ADDED = 0.7;

/** Whether what `outer` adds to `inner` (an ancestor's other children) is mostly runs of short linked entries (`isEntryRun`). */
function addsEntries(outer: TreeNode, inner: TreeNode): boolean {
  const added = outer.text - inner.text;
  if (added <= 0) return false;
  let entries = 0;
  for (const child of outer.children) if (child.text > 0 && !contains(child, inner) && child !== inner && isEntryRun(child)) entries += child.text;
  return entries >= added * ENTRIES_ADDED;
}

function contains(ancestor: TreeNode, node: TreeNode): boolean {
  for (let current = node.parent; current !== null; current = current.parent) if (current === ancestor) return true;
  return false;
}

/**
 * The root and the siblings that belong with it, in document order: siblings that score nearly as
 * well or share the root's class (an article split by ad slots or into sections), blocks of prose,
 * then what lies between chosen blocks unless it is a link list (subheadings, lists, quotes,
 * figures), and a subheading right before a chosen block.
 */
export function gatherArticle(root: TreeNode, state: ArticleState, output: ScanOutput): TreeNode[] {
  const parent = root.parent;
  if (parent === null) return [root];
  const siblings = parent.children.filter((sibling) => !state.isRemoved(sibling));
  const rootScore = finalScore(root, state);
  const threshold = Math.max(10, rootScore * 0.2);
  // A <header> beside the root is the story's title block: its lead joins through withLead, not as a whole.
  const story = isStoryArticle(root);
  const chosen = siblings.map((sibling) => sibling === root || (sibling.name !== "header" && belongsWithRoot(sibling, root, rootScore, threshold, story, state, output)));
  const first = chosen.indexOf(true);
  const last = chosen.lastIndexOf(true);
  for (let index = first + 1; index < last; index++) {
    const sibling = siblings[index] as TreeNode;
    if (!chosen[index] && (linkDensity(sibling) < 0.35 || headedList(siblings, index)) && (sibling.text > 0 || (sibling.img > 0 && sibling.img <= 2))) chosen[index] = true;
  }
  // The story's lead picture: a figure (a `<figure>`, or a block of one picture and its caption) right
  // before the chosen blocks, between the headline and the body (one after them: below).
  if (first > 0 && isFigure(siblings[first - 1] as TreeNode, state)) chosen[first - 1] = true;
  // A box the scanner kept as the story's (`story-asides.ts`: key points under the headline, a fact box
  // after the last paragraph) joins when it stands right before or after the chosen blocks.
  if (first > 0 && holdsStoryAside(siblings[first - 1] as TreeNode)) chosen[first - 1] = true;
  if (last >= 0 && last + 1 < siblings.length && holdsStoryAside(siblings[last + 1] as TreeNode)) chosen[last + 1] = true;
  // A fact box at the very start or end of the story's own container joins too (`edge-boxes.ts`).
  if (first >= 0 && holdsHeadline(parent, state.titlePath)) {
    for (const at of [nearestWithText(siblings, first, -1), nearestWithText(siblings, last, 1)]) if (at >= 0 && !chosen[at] && isEdgeBox(siblings[at] as TreeNode)) chosen[at] = true;
  }
  // A `<figure>` with its caption right after the chosen blocks, alone or as a section of the article's
  // own: under a heading of the level its chosen sections open with (a listing's floor plan after
  // "Description" and "Features"; not a "Picture of the day" box after a body without sections).
  const end = chosen.lastIndexOf(true);
  const after = siblings[end + 1];
  const sectionLevels = new Set(siblings.filter((_, index) => chosen[index]).map(openingHeading));
  if (end >= 0 && after !== undefined && (isCaptionedFigure(after) || (isTitledFigure(after) && sectionLevels.has(openingHeading(after))))) chosen[end + 1] = true;
  for (let index = 1; index < siblings.length; index++) {
    if (chosen[index] && !chosen[index - 1] && subheadingTags.has((siblings[index - 1] as TreeNode).name)) chosen[index - 1] = true;
  }
  return siblings.filter((_, index) => chosen[index]);
}

const subheadingTags = new Set(["h2", "h3", "h4", "h5", "h6"]);

/** A `<figure>` of one or two pictures and a caption, without a link: the story's picture after its text, not a teaser's. */
function isCaptionedFigure(node: TreeNode): boolean {
  return node.name === "figure" && node.text > 0 && node.link === 0 && node.img >= 1 && node.img <= 2 && node.embed === 0 && node.children.some((child) => child.name === "figcaption");
}

/** The tag of the heading `node` is or opens with ("h2"), else "". */
function openingHeading(node: TreeNode): string {
  const first = subheadingTags.has(node.name) ? node : node.children.find((child) => child.text > 0);
  return first !== undefined && subheadingTags.has(first.name) ? first.name : "";
}

/** A section of its own heading and such a figure (a listing's floor plan under "Plattegrond"). */
function isTitledFigure(node: TreeNode): boolean {
  const parts = node.children.filter((child) => child.text > 0 || child.img > 0);
  const [heading, figure] = parts;
  return parts.length === 2 && heading !== undefined && figure !== undefined && subheadingTags.has(heading.name) && isCaptionedFigure(figure);
}

/** Wrappers around a lead picture read through, at most (`<div class="lead-media"><figure>…`). */
const PICTURE_WRAPPERS = 2;

/** A figure of one or two pictures, perhaps in a wrapper of its own, its caption (if any) not a link: no teaser card, no player. */
function isFigure(node: TreeNode, state: ArticleState): boolean {
  if (node.img < 1 || node.img > 2 || node.embed > 0 || linkDensity(node) >= 0.5) return false;
  let inner = node;
  for (let level = 0; level < PICTURE_WRAPPERS && inner.name !== "figure" && inner.children.length === 1; level++) inner = inner.children[0] as TreeNode;
  // Its credit line may be gone already (`removeNonArticle`): the picture and its caption are the figure.
  return inner.name === "figure" || isFigureBlock(inner, state.removed);
}
/** Wrapper levels around a kept aside (`NodeFlag.StoryAside`), at most. */
const ASIDE_WRAPPERS = 3;

/** Whether `node` is an aside kept as the story's, or a wrapper holding only one. */
function holdsStoryAside(node: TreeNode): boolean {
  for (let level = 0, inner = node; level <= ASIDE_WRAPPERS; level++, inner = inner.children[0] as TreeNode) {
    if ((inner.flags & NodeFlag.StoryAside) !== 0) return true;
    if (inner.children.length !== 1) return false;
  }
  return false;
}
/** Items of a list of links under a subheading, at most: more is a menu or an index. */
const HEADED_LIST = 20;

/**
 * A short list of links right under a subheading, between the article's chosen blocks: a section of
 * it ("See also" between the text and the references), judged like any list inside it by the cleaning.
 */
function headedList(siblings: readonly TreeNode[], index: number): boolean {
  const list = siblings[index] as TreeNode;
  const before = siblings[index - 1];
  return (list.name === "ul" || list.name === "ol") && list.img === 0 && list.li > 0 && list.li <= HEADED_LIST && before !== undefined && subheadingTags.has(before.name);
}

/** `story`: the root is a story's own `<article>` (`isStoryArticle`). */
function belongsWithRoot(sibling: TreeNode, root: TreeNode, rootScore: number, threshold: number, story: boolean, state: ArticleState, output: ScanOutput): boolean {
  // Panels of one tab set (`role="tabpanel"`, a modifier class each) are parts of one document: a
  // product's description, then its specifications.
  const sameClass = (root.className !== "" && sibling.className === root.className) || (root.role === "tabpanel" && sibling.role === "tabpanel");
  // A run of short linked entries (a comment thread under a neutral name) is not more of the story, whatever it scores.
  if (!sameClass && isEntryRun(sibling)) return false;
  const bonus = sameClass ? rootScore * 0.2 : 0;
  if (state.hasScore(sibling) && finalScore(sibling, state) + bonus >= threshold) return true;
  const density = linkDensity(sibling);
  const length = sibling.text;
  if (sameClass && length >= 25 && density < 0.5) return true;
  // A story's own <article> is a whole story: what lies beside it joins on its score, not for holding some prose.
  if (story && sibling.name !== "article") return false;
  // Prose: paragraphs too deep below the sibling to have scored it.
  if (length >= 150 && density < 0.25 && (sibling.p > 0 || sibling.inlineText >= 100)) return true;
  // A wrapped paragraph joins only before the root (a standfirst); after it, it is a note of the page's (a bio, an appeal).
  const paragraph = sibling.name === "p" ? sibling : sibling.index < root.index ? wrappedParagraph(sibling) : undefined;
  if (paragraph !== undefined) return (length > 80 && density < 0.25) || (length > 0 && length <= 80 && density === 0 && endsSentence(paragraph, output));
  return false;
}

/** Wrapper levels around a lone paragraph, at most. */
const PARAGRAPH_WRAPPERS = 3;

/**
 * The paragraph a sibling only wraps (`<div class="lead"><p>…</p></div>`, a standfirst set apart
 * from the body): judged as that paragraph, as if it stood bare beside the root.
 */
function wrappedParagraph(node: TreeNode): TreeNode | undefined {
  let inner = node;
  for (let level = 0; level < PARAGRAPH_WRAPPERS; level++) {
    if (inner.children.length !== 1) return undefined;
    const only = inner.children[0] as TreeNode;
    // The wrapper's own text beside the paragraph (a label, a date) makes it something else.
    if (only.text !== inner.text) return undefined;
    if (only.name === "p") return only;
    inner = only;
  }
  return undefined;
}

/** Below this share of the page's paragraphs, the chosen article is too narrow. */
const NARROW = 0.7;
/** Below this share, the chosen article is not the article at all. */
const LOST = 0.3;
/** A wider root must hold this share of the page's paragraphs. */
const WIDE = 0.8;

/**
 * Never lose the article: when the chosen blocks hold too little of the page's running text (the
 * article was split across containers the scores did not join), the nearest ancestor holding
 * most of it is the article instead.
 */
export function widenIfNarrow(article: TreeNode[], root: TreeNode, content: TreeNode, state: ArticleState, output: ScanOutput): TreeNode[] | undefined {
  const pageProse = content.prose;
  let covered = 0;
  for (const node of article) covered += node.prose;
  if (pageProse < 500 || covered >= pageProse * NARROW) return article;
  // A story's own <article> is the whole story, however short; the prose elsewhere is the page's.
  if (isStoryArticle(root)) return article;
  for (let ancestor = root.parent; ancestor !== null && !isTop(ancestor); ancestor = ancestor.parent) {
    // Not into a thread of entries beside the story (their replies are sentences too).
    if (ancestor.prose >= pageProse * WIDE) return addsEntries(ancestor, root) ? article : gatherArticle(ancestor, state, output);
  }
  // Most of the page's paragraphs are elsewhere: the root was a wrong guess, keep the whole page.
  return covered < pageProse * LOST ? undefined : article;
}

const sentenceEnd = /[.!?。！？]["')\]”’]?\s*$/;

/** Inline elements read down into for a paragraph's last text (`<p><em>Correction: …</em></p>`), at most. */
const TAIL_DEPTH = 3;

/** Whether a short paragraph's text ends like a sentence (its last text before the end tag, or its last inline element's). */
function endsSentence(node: TreeNode, output: ScanOutput): boolean {
  for (let depth = 0, element = node; depth <= TAIL_DEPTH; depth++) {
    const last = element.children[element.children.length - 1];
    const tail = output.between(last === undefined ? element.openEnd : last.closeEnd, element.closeStart);
    if (tail.trim() !== "") return sentenceEnd.test(tail);
    if (last === undefined || !inlineTags.has(last.name)) return false;
    element = last;
  }
  return false;
}

/** How far above the root an article's header (with its lead) may sit. */
const HEADER_LEVELS = 8;

/**
 * The article plus its lead: paragraphs of running text in the `<header>` with a title (`h1`–`h3`;
 * not a site banner's cookie notice) that comes before the chosen blocks inside the article's own
 * container or beside it in the page's body (a standfirst set apart with the title, which the scores
 * never reach: it sits beside the body, not in it). Only its paragraphs, not its title, byline or
 * links; in document order. Such a header never joins the article whole (`gatherArticle`).
 */
export function withLead(article: TreeNode[], root: TreeNode, state: ArticleState): TreeNode[] {
  const first = article[0];
  if (first === undefined) return article;
  const leads: TreeNode[] = [];
  let node: TreeNode | null = root;
  // Up to the page's body, whose own children are looked at last (a story's header the scanner kept beside it).
  for (let level = 0; level < HEADER_LEVELS && node !== null && node.parent !== null; level++, node = node.parent) {
    const siblings: TreeNode[] = node.parent.children;
    for (let index = siblingPosition(node) - 1; index >= 0; index--) {
      const sibling = siblings[index] as TreeNode;
      if (sibling.name !== "header" || state.isRemoved(sibling) || sibling.prose === 0 || linkDensity(sibling) >= 0.35 || inside(sibling, article) || !holdsTitle(sibling)) continue;
      collectProse(sibling, state, leads);
    }
    if (leads.length > 0 || isPageTop(node.parent)) break;
  }
  return leads.length === 0 ? article : [...leads, ...article].sort((a, b) => a.index - b.index);
}

/** Whether a title (`h1`–`h3`) is below `node`. */
function holdsTitle(node: TreeNode): boolean {
  const stack = [...node.children];
  while (stack.length > 0) {
    const child = stack.pop() as TreeNode;
    if (child.name === "h1" || child.name === "h2" || child.name === "h3") return true;
    for (const grandchild of child.children) stack.push(grandchild);
  }
  return false;
}

/** The page's own `<html>` or `<body>`, not one a CMS pasted into the article with its text. */
function isPageTop(node: TreeNode): boolean {
  if (!isTop(node)) return false;
  for (let up = node.parent; up !== null; up = up.parent) if (up.name === "body") return false;
  return true;
}

function collectProse(node: TreeNode, state: ArticleState, out: TreeNode[]): void {
  for (const child of node.children) {
    if (state.isRemoved(child)) continue;
    // The story's key points under its headline (`summary-lists.ts`) lead it as its standfirst does.
    if ((child.name === "p" && child.prose > 0) || isSummary(child)) out.push(child);
    else if (child.prose > 0) collectProse(child, state, out);
  }
}

/** Whether `node` is one of `article`'s blocks or inside one (a widened article may hold the header). */
function inside(node: TreeNode, article: readonly TreeNode[]): boolean {
  for (let current: TreeNode | null = node; current !== null; current = current.parent) if (article.includes(current)) return true;
  return false;
}
