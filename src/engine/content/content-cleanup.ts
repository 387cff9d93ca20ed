import { isLabelBlock } from "./label-blocks.js";
import { labelWords, mayBeLabelLine } from "./left-labels.js";
import { adjustAncestors, treeKindOf, cleanableTags, elementText, headingLevel, headingTags, inlineTags, isRoleTable, linkDensity, listTags, nextBlockWithText, NodeFlag, siblingPosition, SubtreeWalk, TreeKind, twoPartsWithText, type TreeNode } from "./content-tree.js";
import { removeChromeText } from "./chrome-text.js";
import { looksOutside, mayBeStory, namedCredit, nameWeight, neverArticleName, type Named } from "./content-signals.js";
import { linksLeaveSite, mostLinks, siteOf } from "./link-sites.js";
import { withoutFragment } from "./links.js";
import { isDateline } from "./chrome-phrases.js";
import { isLabelledDate } from "./world-chrome.js";
import { isLinkCard } from "./link-cards.js";
import type { ScanOutput } from "./scan-output.js";
import { withoutLayout } from "./layout-names.js";
import { isSlideshowLegends } from "./gallery-counters.js";
import { removeFormBoxes } from "./form-boxes.js";
import { isChartLabels } from "./chart-labels.js";
import { ListPlaces, ownText } from "./list-places.js";
import { framedByRunningText, isFramedFigure, isFramedSummary, ownLeadIn } from "./framed-blocks.js";
import { isDownloadList } from "./download-lists.js";
import { isFramedSourceList } from "./source-lists.js";
import { isCellReaderText, isLabelledCellLink } from "./cell-labels.js";
import { headsArticleList } from "./read-also-lists.js";
import { asideBetweenProse } from "./story-asides.js";
import { isTopicList } from "./topic-lists.js";
import { removeEmptiedItems } from "./emptied-items.js";
import { KeptBoxes } from "./kept-boxes.js";
import { leadsUnder } from "./article-title.js";
import { removeOrphanedExcerpts } from "./orphaned-excerpts.js";
import { blankHeading } from "./heading-shapes.js";
import { headerNamedBox, headerNamedHeading } from "./heading-names.js";
import { scrapsOfSentences } from "./scrap-sentences.js";
import { holdsLabelledRows } from "./labelled-rows.js";
import { removeSeparatorScraps } from "./separator-scraps.js";
import { isNoteList } from "./note-lists.js";
import { isDataTable } from "./value-grids.js";
import { anchorsItself } from "./anchored-headings.js";
import { isFigureBlock } from "./figure-blocks.js";
import { holdShapes } from "./held-shapes.js";

/**
 * Removing what is not the article, before and after the root is chosen. Every removal that
 * could take the article with it is guarded: nothing holding half the page's text goes.
 * Removal marks nodes (the tree is not edited), so an attempt can be undone and tried again.
 */

/** One extraction attempt's marks and scores over a page's tree. */
export class ArticleState {
  /** 1 for a removed node (its descendants are not marked: emitting skips the whole subtree). */
  readonly removed: Uint8Array;
  readonly scores: Float64Array;
  readonly scored: Uint8Array;
  /** Nodes with a score, in the order they got one. */
  readonly candidates: TreeNode[] = [];
  private readonly removals: TreeNode[] = [];
  /** The blocks that hold the page's title (`page-title.ts`): never removed by their names. */
  titlePath: ReadonlySet<TreeNode> = new Set();
  /** The page's part of its site (`sectionOf`): lists of topics in it end the article (`topic-lists.ts`). */
  section = "";
  /** The page's address (links in the output are absolute against it). */
  pageUrl = "";
  /** Boxes named like chrome that were kept as the article's: their parts are not judged by name again. */
  readonly keptBoxes = new KeptBoxes();

  /**
   * @param nodes the page's tree, every node in document order (`ContentTree.nodes`), for walks (`walk`).
   * @param layout the page's layout classes (`layout-names.ts`): names that say nothing about a block.
   */
  constructor(
    readonly nodes: readonly TreeNode[],
    readonly layout: ReadonlySet<string> = new Set(),
  ) {
    const count = nodes.length;
    this.removed = new Uint8Array(count);
    this.scores = new Float64Array(count);
    this.scored = new Uint8Array(count);
  }

  remove(node: TreeNode): void {
    if (this.removed[node.index] === 1) return;
    adjustAncestors(node, -1);
    this.removed[node.index] = 1;
    this.removals.push(node);
  }

  /** The nodes removed so far, in the order they went. */
  removedNodes(): readonly TreeNode[] {
    return this.removals;
  }

  isRemoved(node: TreeNode): boolean {
    return this.removed[node.index] === 1;
  }

  /** A walk through the subtrees of `tops`, in document order. */
  walk(tops: readonly TreeNode[]): SubtreeWalk {
    return new SubtreeWalk(this.nodes, tops);
  }

  /** Puts every removed node's figures back (before the next attempt). */
  undo(): void {
    for (let index = this.removals.length - 1; index >= 0; index--) adjustAncestors(this.removals[index] as TreeNode, 1);
    this.removals.length = 0;
  }

  score(node: TreeNode): number {
    return this.scores[node.index] ?? 0;
  }

  hasScore(node: TreeNode): boolean {
    return this.scored[node.index] === 1;
  }
}

/** Never removed by name: the page's own structure. */
const structural = new Set(["html", "body", "main", "article", "a", "pre", "code", "table", "tbody", "thead", "tr", "td", "th", "figcaption"]);
const HALF = 0.5;
/** Running text (characters) outside a slideshow that makes the page a story with a slideshow in it. */
const STORY_BESIDE = 1000;
const MOSTLY = 0.8;

/** Paragraphs of running text, not a list of links. */
function isProse(node: TreeNode): boolean {
  if (linkDensity(node) >= 0.3) return false;
  // One paragraph of text is text, whatever its class (a lead called "teaser").
  if (node.name === "p") return node.text >= 80;
  return node.text >= 400 && (node.p >= 2 || node.text / Math.max(1, node.fragments) >= 80);
}

/**
 * Whether `node` is running text (`isProse`), or only wraps a paragraph of it, words alone, under a
 * name that also names part of a story (a lead in "field--name-field-teaser", `mayBeStory`; a blog's
 * "about_teaser" shows its author's picture).
 */
function storyProse(node: TreeNode, state: ArticleState): boolean {
  if (isProse(node)) return true;
  const inner = wrappedBlock(node);
  return inner !== node && inner.img === 0 && isProse(inner) && mayBeStory(node, state.layout);
}

/**
 * An inline or custom element in the middle of a paragraph (a formula, a highlighted term): part of
 * the sentence around it whatever its class says.
 */
function inRunningText(node: TreeNode): boolean {
  const parent = node.parent;
  return parent !== null && (inlineTags.has(node.name) || node.name.includes("-")) && parent.inlineText >= 25;
}

/**
 * The names that say what an element is. A heading's id is an anchor for links into the page, most
 * often its own text as a slug ("nav_nur_die_folie__1"), and so is the id of an inline element in
 * a heading (a wiki's `<h2><span id="See_also">`): only the class counts.
 */
function namesOf(node: TreeNode, state: ArticleState): Named {
  const own = ownNames(node, state);
  const className = withoutLayout(own.className, state.layout);
  const anchor = headingTags.has(node.name) || (inlineTags.has(node.name) && node.parent !== null && headingTags.has(node.parent.name));
  return anchor ? { className, id: "", role: node.role } : { className, id: node.id, role: node.role };
}

/**
 * A `<div>` that holds a heading and nothing else (no links, no text outside the heading) over
 * text: a page builder's heading module ("j-header") or a section's title bar ("steps-nav"). What
 * its names say about chrome is about the wrapper; the heading is the article's, unless the names
 * say it never is (a comments or related box's title) or what follows is a few words or links (a
 * share bar, a menu).
 */
/** `output` and `pageUrl`, when given, let a heading named a "header" over links out of the site stay (`heading-names.ts`). */
function headingBlock(node: TreeNode, output?: ScanOutput, pageUrl?: string): boolean {
  // An h1 over text is the page's title: a chrome word in its class ("firstHeader") names the heading, not chrome.
  if (node.name === "h1") return node.text > 0 && node.link === 0 && !neverArticleName(node.className) && introducesText(node);
  // A heading called a "header" over text is the article's (`heading-names.ts`).
  if (headingTags.has(node.name)) return headerNamedHeading(node, output === undefined || pageUrl === undefined ? undefined : (heading) => headsArticleList(heading, output, siteOf(pageUrl)));
  if (headerNamedBox(node)) return true;
  if (node.name !== "div" || node.text === 0 || node.link > 0 || neverArticleName(node.className) || neverArticleName(node.id)) return false;
  if (!introducesText(node)) return false;
  let headingText = 0;
  const stack = [...node.children];
  while (stack.length > 0) {
    const child = stack.pop() as TreeNode;
    if (headingTags.has(child.name)) headingText += child.text;
    else for (const grandchild of child.children) stack.push(grandchild);
  }
  return headingText === node.text;
}

/** Whether the next block with text after `node` (at its level or an ancestor's) is text, not a few words or links. */
function introducesText(node: TreeNode): boolean {
  for (let current: TreeNode | null = node; current?.parent != null; current = current.parent) {
    const siblings = current.parent.children;
    for (let index = siblingPosition(current) + 1; index < siblings.length; index++) {
      const next = siblings[index] as TreeNode;
      if (next.text > 0) return next.text >= 25 && linkDensity(next) < 0.35;
    }
  }
  return false;
}

/** Longer than this (characters), a block marked as the author is more than an author box. */
const AUTHOR_BOX = 600;

/**
 * A block marked up as the author (`itemprop="author"`, `rel="author"`): the byline or the author's
 * box with photo and bio, never the story itself.
 */
function authorBox(node: TreeNode): boolean {
  return (node.flags & NodeFlag.Author) !== 0 && !inlineTags.has(node.name) && node.text < AUTHOR_BOX;
}

/**
 * Drops what readers never see (hidden elements; `aria-hidden` decoration without much text) and,
 * when `byName`, blocks whose class or id says they are comments, sharing, related links or chrome.
 */
export function removeNonArticle(content: TreeNode, byName: boolean, state: ArticleState, output: ScanOutput): void {
  const total = content.text;
  const totalProse = content.prose;
  const walk = state.walk(content.children);
  for (let node = walk.next(); node !== undefined; node = walk.next()) {
    const share = total > 0 ? node.text / total : 0;
    // Half the page's text, or half its paragraphs of running text: the article, whatever it is called.
    const much = share >= HALF || (totalProse > 0 && node.prose >= totalProse * HALF);
    let remove = false;
    // What the scrape's actions revealed stays, whatever it is called.
    if ((node.flags & NodeFlag.Revealed) !== 0) remove = false;
    // A page hidden as a whole is revealed by script: that is not "hidden".
    // Screen-reader text that is all of a table cell's text is the value an icon shows (`cell-labels.ts`).
    else if ((node.flags & NodeFlag.Hidden) !== 0) remove = share < MOSTLY && !isCellReaderText(node) && node.role !== "tabpanel";
    // A closed dialog (a popup's text kept in the page for later) is never the article, however long.
    else if (node.role === "dialog" && (node.flags & NodeFlag.AriaHidden) !== 0) remove = true;
    else if (!much) {
      // A box the scanner kept between running text (`story-asides.ts`) is the story's only when running text follows it too.
      if ((node.flags & NodeFlag.StoryAside) !== 0 && !asideBetweenProse(node, output)) remove = true;
      else if ((node.flags & NodeFlag.AriaHidden) !== 0) remove = node.text < 200;
      else if (node.name === "form" || node.name === "nav" || node.name === "dialog") remove = true;
      // A button the scanner kept as a heading's text (an accordion's question) is that text only when it is all of it: not a "Copy link" beside a title.
      else if (node.name === "button") remove = node.parent === null || node.parent.text > node.text + 2;
      // A link with nothing to read or see in it is an icon control ("Enlarge", "Next photo", a
      // share button): the markdown would print its title as the link's text.
      // One that is all a table cell holds and is labelled is the cell's value (a file's download icon, `cell-labels.ts`).
      else if (node.name === "a" && node.text === 0 && node.img === 0 && node.embed === 0) remove = !isLabelledCellLink(node, output);
      // An ad's empty slot (`<ins class="adsbygoogle">`), printed as raw "<ins></ins>", and a list's empty item, printed as a bare "-".
      else if ((node.name === "ins" || node.name === "li") && node.text === 0 && node.img === 0 && node.embed === 0 && node.input === 0) remove = true;
      // A details' <summary> is its title, named like a header ("accordion-header") because it is one: it goes or stays with its details.
      else if (byName && node.name !== "summary" && !structural.has(node.name) && node.roots === 0 && !state.titlePath.has(node) && (!inRunningText(node) || (node.text < 100 && namedCredit(node)))) {
        if (authorBox(node)) remove = true;
        else if (looksOutside(namesOf(node, state), storyProse(node, state)) && !headingBlock(node, output, state.pageUrl) && !anchorsItself(node, output, state.pageUrl) && !holdsCode(node)) {
          if (isArticleBlock(node, output, state)) state.keptBoxes.keep(node);
          else remove = true;
        }
      }
    }
    if (remove) {
      state.remove(node);
      continue;
    }
    if (node.name === "pre" || node.name === "code") continue;
    walk.descend();
  }
}

/**
 * Whether a block named like chrome is the article's all the same: a table, a figure or a list
 * (wrapped or framed by running text), a download list or a list of sources.
 */
function isArticleBlock(node: TreeNode, output: ScanOutput, state: ArticleState): boolean {
  const inner = wrappedBlock(node);
  return wrapsTableOrFigure(node) || wrapsPlainList(node) || framedByRunningText(node, inner, output) || isDownloadList(inner, output) || isFramedSourceList(node, inner, output, siteOf(state.pageUrl)) || isFramedFigure(node) || isFramedSummary(node, output);
}

// Sections and numbered or definition lists are the article's own structure: never removed on
// their numbers (Readability leaves them too); bulleted lists only when nearly all links.
const cleanable = cleanableTags;
const numberedLists = new Set(["ol", "dl"]);

/**
 * The table or list a block is or only wraps (`<div class="scroll"><table>…`, `<div class="reflist"><ol>…`),
 * else the block itself: a data table's cells may all be links (ports, players, files), a list's items
 * short scraps (specs, references), and the wrapper must not be judged on numbers its content is
 * allowed to have.
 */
export function wrappedBlock(node: TreeNode): TreeNode {
  let inner = node;
  for (let next = wrappedChild(inner); next !== undefined; next = wrappedChild(inner)) inner = next;
  return inner;
}

/** Whether `node` wraps a numbered or definition list (`inner` or `kept`, see above), or holds one under its own heading. */
function wrapsNumberedList(node: TreeNode, inner: TreeNode, kept: TreeNode, output: ScanOutput, pageUrl: string): boolean {
  if (inner !== node && numberedLists.has(inner.name)) return true;
  if ((node.below & TreeKind.List) === 0) return false;
  if (kept !== node && numberedList(kept, output, pageUrl)) return true;
  // A box of two parts, the second a numbered or definition list: its first is read (does it announce the list?) only then.
  const parts = twoPartsWithText(node);
  return parts !== undefined && numberedLists.has(parts[1].name) && ownLeadIn(node, output) !== undefined && numberedList(parts[1], output, pageUrl);
}

/**
 * A numbered or definition list that is not a list of links (a "most read" box, a table of contents):
 * mostly words of its own, or a definition list of links each with words beside it (a recipe's linked
 * ingredients and their amounts) that do not point into the page (a table of contents' numbered
 * sections). A numbered list of headlines with their times beside them is a box of the site's.
 */
function numberedList(node: TreeNode | undefined, output: ScanOutput, pageUrl: string): boolean {
  if (node === undefined || !numberedLists.has(node.name) || (node.name === "dl" && datesPairs(node, output))) return false;
  if (node.link * 2 < node.text) return true;
  if (node.name !== "dl" || !node.children.every((item) => item.text === 0 || item.text > item.link + 2)) return false;
  const page = withoutFragment(pageUrl);
  return !mostLinks(node, output, (href) => href.startsWith("#") || withoutFragment(href) === page);
}

/** Descriptions of a definition list read for a date, at most. */
const PAIRS = 12;

/** Whether a description of the definition list is a date: the article's own data ("Published", "Updated"), not a box of facts to keep. */
function datesPairs(dl: TreeNode, output: ScanOutput): boolean {
  let read = 0;
  for (const child of dl.children) {
    if (child.name !== "dd" || child.text === 0 || child.text > DATE_TEXT) continue;
    if (++read > PAIRS) return false;
    const text = elementText(child, output);
    if (isDateline(text) || isLabelledDate(text)) return true;
  }
  return false;
}

/** Longer than this (characters), a description is no date. */
const DATE_TEXT = 60;

/**
 * The block `node` wraps (`wrappedBlock`), read past what the cleaning already removed beside it: an
 * embed's credit line beside its table of divs, a visually hidden heading over a listing's facts.
 */
function keptWrappedBlock(node: TreeNode, state: ArticleState): TreeNode {
  let inner = node;
  for (let next = wrappedChild(inner) ?? onlyKeptChild(inner, state); next !== undefined; next = wrappedChild(inner) ?? onlyKeptChild(inner, state)) inner = next;
  return inner;
}

/** The one child with text left in `node` (not a table's or a list's), holding all the text left. */
function onlyKeptChild(node: TreeNode, state: ArticleState): TreeNode | undefined {
  if (node.name === "table" || listTags.has(node.name)) return undefined;
  let only: TreeNode | undefined;
  for (const child of node.children) {
    if (child.text === 0 || state.isRemoved(child)) continue;
    if (only !== undefined) return undefined;
    only = child;
  }
  return only !== undefined && only.text === node.text ? only : undefined;
}

/** The one block `node` wraps: its only child with all its text, or the table or list of a figure beside its caption. */
function wrappedChild(node: TreeNode): TreeNode | undefined {
  if (node.name === "table" || listTags.has(node.name)) return undefined;
  const children = node.children;
  const first = children[0];
  if (children.length === 1) return first !== undefined && first.text === node.text ? first : undefined;
  // A table or list set in a figure with its caption (`<figure><table>…</table><figcaption>`) is what the figure holds.
  if (node.name !== "figure" || children.length !== 2) return undefined;
  const [block, caption] = first?.name === "figcaption" ? [children[1], first] : [first, children[1]];
  return caption?.name === "figcaption" && block !== undefined && (block.name === "table" || listTags.has(block.name)) ? block : undefined;
}

/**
 * Inside the chosen article, removes blocks that look like chrome on their numbers: link lists
 * (related posts, tag clouds, teasers), forms, image strips without text, lone embeds.
 */
export function cleanArticle(article: readonly TreeNode[], state: ArticleState, weighNames: boolean, output: ScanOutput, chromeLinks: ReadonlySet<string>, site: string): void {
  let total = 0;
  let prose = 0;
  for (const node of article) {
    total += node.text;
    prose += node.prose;
  }
  removeFormBoxes(article, state, total);
  const places = new ListPlaces(state);
  // Whether a list's links leave the site, read once per list whose items are judged (`outboundList`).
  const leavingLists = new Map<TreeNode, boolean>();
  const walk = state.walk(article);
  for (let node = walk.next(); node !== undefined; node = walk.next()) {
    if (state.isRemoved(node) || node.name === "pre" || node.name === "code") continue;
    // A slideshow goes however long it is when the story has running text of its own beside it.
    if (listTags.has(node.name) && prose - node.prose >= STORY_BESIDE && isSlideshowLegends(node, output)) {
      state.remove(node);
      continue;
    }
    // A list of topics under a heading is marked as such whether or not it looks like chrome (`topic-lists.ts`): the heading reads the mark.
    if (node.name === "ul" || node.name === "ol") {
      // A list in a wrapper of its own stands where the wrapper does.
      const heading = node.li <= ARTICLE_LIST_ITEMS ? places.blockBefore(wrapperOf(node)) : undefined;
      if (heading !== undefined && headingTags.has(heading.name)) isTopicList(node, heading, output, state.section);
    }
    // A wrapper is judged as what it wraps: a data table (or one built of divs with ARIA roles), or a numbered or definition list (never removed on its numbers).
    // What the cleaning removed beside it (an embed's credit line, a visually hidden heading) is read past, and so is the box's own heading over it
    // (a recipe card's "Nutrition" over its facts); a list of links wrapped so (a box's table of contents) is still judged.
    const inner = wrappedBlock(node);
    // (Read only where a table or a list stands below: what it is for.)
    const kept = (node.below & (TreeKind.Table | TreeKind.RoleTable | TreeKind.List)) !== 0 ? keptWrappedBlock(node, state) : inner;
    const dataTable = cleanable.has(node.name) && (isDataTable(kept, state) || (isRoleTable(kept) && kept.link * 2 < kept.text));
    // What a data table's cells hold (a list of languages, of links) is its data: not judged block by block.
    if (dataTable && kept === node) continue;
    // A list nested in an item of a list ("Foundations" over its guides) is judged with that list, not on its own numbers.
    // So is the block that is all of an item of a list of links out of the site (`<li><div class="name"><a>Cast iron pan</a></div></li>`, a recipe's equipment).
    const nested = node.parent?.name === "li" && (listTags.has(node.name) || (node.text === node.parent.text && outboundList(node.parent.parent, leavingLists, output, site)));
    if (cleanable.has(node.name) && !nested && (node.flags & NodeFlag.Revealed) === 0 && !dataTable && !(inner !== node && wrapsPlainList(node)) && !wrapsNumberedList(node, inner, kept, output, state.pageUrl)) {
      const holdsMuch = total > 0 && node.text >= total * HALF;
      // The chart test reads the block's text: not for a block kept anyway (at every level of a deep one).
      const chart = !holdsMuch && node.name !== "table" && !listTags.has(node.name) && isChartLabels(node, output) && !holdsTable(node);
      if (!holdsMuch && (chart || (shouldClean(node, weighNames, state, output) && !inArticleList(node, state, places, output, site) && !isNoteList(node, output, state.pageUrl)))) {
        // A box of the story's sources stays whole: its lines are the links it is for.
        // The article's sources: a heading over links out (`sourceBox`), a link card to another site (`link-cards.ts`).
        if (!chart && (sourceBox(node, output, site) || isLinkCard(node, output, site))) continue;
        // A block holding the page's title (`page-title.ts`) loses all but the title: a title block of
        // scraps (the headline, a byline, counts of likes) keeps its headline.
        if (state.titlePath.has(node)) keepOnlyTitle(node, state);
        else state.remove(node);
        continue;
      }
    }
    // Only lists and cleanable blocks are judged: a subtree without any (a data table's rows) is not walked.
    if ((node.below & (TreeKind.Cleanable | TreeKind.List)) !== 0) walk.descend();
  }
  removeChrome(article, state, output, chromeLinks, site);
}

/**
 * What every attempt removes, even the one that cleans nothing else: chrome recognised by its text
 * (`chrome-text.ts`), then the headings that lost what stood under them.
 */
export function removeChrome(article: readonly TreeNode[], state: ArticleState, output: ScanOutput, chromeLinks: ReadonlySet<string>, site: string): void {
  let total = 0;
  for (const node of article) if (!state.isRemoved(node)) total += node.text;
  removeChromeText(article, state, output, total, chromeLinks, site);
  removeOrphanedExcerpts(state, output, total, article);
  removeSeparatorScraps(state, output);
  removeEmptiedItems(state);
  removeEmptyHeadings(article, state, output);
}

/** A caption this long (characters) is a sentence about the clip, not a label ("Advertisement", "Video"). */
const CLIP_CAPTION = 25;

/** A `<figure>` of one embed (a video) and a caption without links of a sentence's length. */
function captionedClip(node: TreeNode): boolean {
  if (node.name !== "figure" || node.link > 0 || node.text < CLIP_CAPTION) return false;
  for (const child of node.children) if (child.name === "figcaption" && child.text === node.text) return true;
  return false;
}

/** Characters of text outside links per picture, on average, from which a strip of pictures is a captioned gallery. */
const CAPTION = 15;
/** The shortest caption of one picture in such a gallery ("The quay"): every picture has one. */
const SHORT_CAPTION = 5;
/** A gallery shows at least this many pictures (two may be one picture in two sizes for two layouts). */
const GALLERY = 3;

/**
 * Pictures each in an item of its own with its caption, links only around the pictures (their large
 * versions): a gallery of the story, not a strip of logos or thumbnails. Two pictures make one when
 * their captions differ ("The crane in 1911", "The warehouse in 1911"): one picture in two sizes
 * carries the same caption twice.
 */
function captionedGallery(node: TreeNode, output: ScanOutput): boolean {
  if (node.link > 0) return false;
  let captioned = 0;
  let captions = 0;
  for (const child of node.children) {
    if (child.img !== 1 || child.text < SHORT_CAPTION) continue;
    captioned++;
    captions += child.text;
  }
  // Captions of any length, but as long as CAPTION on average: a strip of logos has a short name under each.
  if (captioned !== node.img || captions < captioned * CAPTION) return false;
  return captioned >= GALLERY || (captioned === 2 && twoCaptions(node, output));
}

/**
 * Whether a child of `node` is a figure of one picture and its caption, without links: the story's
 * picture beside its thumbnails (a collection object's other views), judged apart from them.
 */
function holdsCaptionedFigure(node: TreeNode): boolean {
  // Loose links beside it make a promotion of the picture (a series' teaser over its stories).
  if (node.children.some((child) => child.name === "a" && child.text > 0)) return false;
  return node.children.some((child) => child.name === "figure" && child.img === 1 && child.text >= CAPTION && child.link === 0);
}

/** Whether the two captioned items of `node` say different things (read only for a pair). */
function twoCaptions(node: TreeNode, output: ScanOutput): boolean {
  const [first, second] = node.children.filter((child) => child.img === 1 && child.text >= SHORT_CAPTION);
  return first !== undefined && second !== undefined && elementText(first, output).trim() !== elementText(second, output).trim();
}

/**
 * A block holding code (`<pre>` with text) under a name that is not one of those never naming
 * article text: a code block's toolbar wrapper ("code-toolbar", "highlight-widget") is the code's.
 */
function holdsCode(node: TreeNode): boolean {
  return node.pre > 0 && node.text > 0 && !neverArticleName(node.className) && !neverArticleName(node.id);
}

/**
 * A wrapper named like chrome that only wraps a data table or a picture with its caption (a page
 * builder's "widget-table", "widget-image"), not mostly links: named for its layout, it is the
 * table's or the figure's. Under a name that never names article text (comments, related, promo),
 * only a data table without links.
 */
function wrapsTableOrFigure(node: TreeNode): boolean {
  if (node.text === 0) return false;
  const inner = wrappedBlock(node);
  if (inner === node) return false;
  // Under a name never given to article text ("promo-table"), only a data table without a link is the article's:
  // a promotion's table offers deals.
  if (neverArticleName(node.className) || neverArticleName(node.id)) return inner.link === 0 && isDataTable(inner);
  // A table of links under such a name is a navigation box ("navbox"), whatever its header row.
  return inner.link * 2 < inner.text && (isDataTable(inner) || (inner.name === "figure" && inner.img > 0));
}

/** Items a list without links needs to be read as the article's list, not a line of metadata. */
const PLAIN_LIST = 3;

/**
 * A block that is (or only wraps) a list of three or more items without a link, followed by running
 * text: the article's list (a page builder's "icon list" widget), whatever the wrapper's names say;
 * menus, tag lists and related links are lists of links.
 */
function wrapsPlainList(node: TreeNode): boolean {
  if (node.text === 0 || node.link > 0 || neverArticleName(node.className) || neverArticleName(node.id)) return false;
  const inner = wrappedBlock(node);
  return listTags.has(inner.name) && inner.li >= PLAIN_LIST && introducesText(node);
}

/** Elements of a list of pictures read for a link, at most. */
const PICTURE_LIST = 200;

/**
 * A list (`ul`/`ol`) or a row (`div`) whose items are pictures without a link and without text: the
 * story's pictures set as a list or a photoset. Thumbnails and logos link to what they show.
 */
function unlinkedPictureList(node: TreeNode): boolean {
  if ((node.name !== "ul" && node.name !== "ol" && node.name !== "div") || node.text > 0) return false;
  const stack = [...node.children];
  for (let seen = 0; stack.length > 0; seen++) {
    const child = stack.pop() as TreeNode;
    if (child.name === "a" || seen > PICTURE_LIST) return false;
    for (const grandchild of child.children) stack.push(grandchild);
  }
  return true;
}

/** `node`'s names as they speak for it: without the name of a kept box it is a part of (`kept-boxes.ts`). */
function ownNames(node: TreeNode, state: ArticleState): Named {
  const className = state.keptBoxes.ownClassName(node);
  return className === node.className ? node : { className, id: node.id, role: node.role };
}

/** `output`, when given, lets a block of scraps that are sentences (a timeline in `div`s) stay (`scrap-sentences.ts`). */
function shouldClean(node: TreeNode, weighNames: boolean, state: ArticleState, output: ScanOutput): boolean {
  const layout = state.layout;
  const weight = weighNames ? nameWeight(ownNames(node, state), layout) : 0;
  // Only the names count here: a list's negative tag base says nothing about whether it is chrome.
  if (weight < 0) return !(mayBeStory(node, layout) && storyProse(node, state)) && !headingBlock(node) && !holdsCode(node) && !wrapsTableOrFigure(node) && !framedByRunningText(node, wrappedBlock(node), output) && !isFramedFigure(node) && !isDownloadList(wrappedBlock(node), output);
  if (node.commas >= 10) return false;
  if (node.pre > 0 && node.text > 0) return false;
  // The story's picture and its caption beside other parts (thumbnails, a licence link): each part is judged on its own.
  if (holdsCaptionedFigure(node)) return false;
  const isList = listTags.has(node.name);
  const density = linkDensity(node);
  // A strip of pictures without paragraphs (logos, thumbnails) goes; not a gallery whose pictures have captions (text not in links),
  // nor a list of pictures none of which links anywhere (the story's own pictures, set as a list).
  if (node.name !== "figure" && node.img > 1 && node.p / node.img < 0.5 && node.text < 200 && !captionedGallery(node, output) && !unlinkedPictureList(node)) return true;
  if (node.input > Math.floor(node.p / 3)) return true;
  if (node.text < 25 && (node.img === 0 || node.img > 2) && density > 0) return true;
  // Paragraphs of running text (not inside links: teaser cards) make up most of the block: its
  // links are elsewhere in it (a list the walk reaches below), not what it is.
  const proseBlock = !isList && node.prose >= 250 && node.prose >= node.text * 0.5 && node.prose + node.link <= node.text * 1.1 && density < 0.5;
  // A figure is a picture and its caption; a credit link in a short caption ("Photo: <a>Jane Doe</a>")
  // is a third of its text, a teaser figure's headline link nearly all of it.
  // A block of one unlinked picture and its caption is a figure in all but its tag, its caption a caption (`figure-blocks.ts`).
  const linkLimit = (node.name === "figure" && node.img > 0 && node.img <= 2) || isFigureBlock(node) || (node.img === 0 && node.parent !== null && isFigureBlock(node.parent)) ? 0.5 : 0.25;
  if (isList ? density > 0.8 && weight < 25 : density > linkLimit && weight < 25 && !proseBlock) return true;
  if (weight >= 25 && density > 0.5) return true;
  // Not a figure of one video with its caption (a sentence, no links): the story's clip, its caption the story's text.
  if ((node.embed === 1 && node.text < 75 && !captionedClip(node)) || node.embed > 1) return true;
  // Many scraps of text and no paragraph: player controls, tickers, menus built from divs. Not
  // running text written straight into the block (paragraphs split by <br>, broken into scraps
  // by its links and bold words), nor a table built of divs (`role="table"`/"grid", or rows of a label and a value:
  // its cells are short by nature).
  if (!isList && node.name !== "table" && !isRoleTable(node) && node.p === 0 && node.li === 0 && node.fragments >= 6 && node.text / node.fragments < 20 && node.inlineText < 200) return !holdsTable(node) && !(output !== undefined && scrapsOfSentences(node, output)) && !holdsLabelledRows(node);
  return false;
}

/** More items than this, a list of links is a menu or an index, not part of the story. */
const ARTICLE_LIST_ITEMS = 20;
/** Running text (characters) after a list longer than ARTICLE_LIST_ITEMS that makes it part of the story. */
const LONG_LIST_PROSE = 200;
/** An introduction inside a box over its list ("Sources", "Zum Download:") is short. */
const BOX_INTRO = 200;

/** A list of links, or a table of them (one row an item), short enough to be part of a story. */
function isLinkList(node: TreeNode): boolean {
  if (node.img > 0) return false;
  if (node.name === "table") {
    const rows = countRows(node);
    return rows > 0 && rows <= ARTICLE_LIST_ITEMS;
  }
  return listTags.has(node.name) && node.li > 0 && node.li <= ARTICLE_LIST_ITEMS;
}

/** The rows of a table, not of tables nested in its cells (stops counting past the list limit). */
function countRows(table: TreeNode): number {
  let rows = 0;
  const stack = [...table.children];
  while (stack.length > 0 && rows <= ARTICLE_LIST_ITEMS) {
    const node = stack.pop() as TreeNode;
    if (node.name === "tr") rows++;
    else if (node.name === "thead" || node.name === "tbody" || node.name === "tfoot") stack.push(...node.children);
  }
  return rows;
}

/** A line of text written straight into a block (a site that builds its text from divs) is at least this long. */
const TEXT_LINE = 25;

/** Whether `node` opens a list: a heading, a paragraph, running text or a line written straight into a block. */
function introduces(node: TreeNode | undefined): boolean {
  return node !== undefined && (headingTags.has(node.name) || node.name === "p" || node.prose > 0 || ownText(node) >= TEXT_LINE);
}

/**
 * A list of links inside the story: introduced by a heading or a paragraph, and followed by more of
 * the story or pointing out of the site (sources, references, downloads, the tools a post names,
 * often the article's last block). A related box announces itself with its heading ("Read also")
 * and goes by its text; a menu is long; the site's own teasers ending the article link into the site.
 * The list may sit in a box of its own with its heading ("Sources" over the list).
 */
function inArticleList(node: TreeNode, state: ArticleState, places: ListPlaces, output: ScanOutput, site: string): boolean {
  // A list or table of links in a wrapper of its own (`<div class="table-responsive">`) is judged by the wrapper's place.
  const inner = wrappedBlock(node);
  if (isLinkList(inner)) {
    const place = wrapperOf(node);
    const before = places.blockBefore(place);
    return introduces(before) && (places.proseAfter(place) >= 80 || linksLeaveSite(inner, output, site) || (headingTags.has((before as TreeNode).name) && (isTopicList(inner, before as TreeNode, output, state.section) || opensNextSection(nextBlockWithText(place), before as TreeNode))));
  }
  // A longer list introduced by a heading or a paragraph is no menu when its links leave the site (a
  // post's resources, the sources of a survey) or when paragraphs of the story follow it (every command
  // of a tool, between two paragraphs of its manual): it stays at any length.
  if (listTags.has(inner.name) && inner.li > ARTICLE_LIST_ITEMS && inner.img === 0) {
    const place = wrapperOf(node);
    return introduces(places.blockBefore(place)) && (places.proseAfter(place) >= LONG_LIST_PROSE || linksLeaveSite(inner, output, site));
  }
  // A box is judged by what it wraps (a block editor's group: `<div class="group"><div class="inner">` over the heading and the list).
  const list = boxedList(inner, state);
  return list !== undefined && (places.proseAfter(node) >= 80 || linksLeaveSite(list.list, output, site) || (headingTags.has(list.intro.name) && isTopicList(list.list, list.intro, output, state.section)));
}

/** Whether `block` is a heading of `heading`'s level: the next section of the article's outline follows the list. */
function opensNextSection(block: TreeNode | undefined, heading: TreeNode): boolean {
  return block !== undefined && headingLevel(block) === headingLevel(heading);
}

/** Whether `list` is a list whose links leave the site, read once per list (`known`). */
function outboundList(list: TreeNode | null, known: Map<TreeNode, boolean>, output: ScanOutput, site: string): boolean {
  if (list === null || !listTags.has(list.name)) return false;
  let leaves = known.get(list);
  if (leaves === undefined) {
    leaves = linksLeaveSite(list, output, site);
    known.set(list, leaves);
  }
  return leaves;
}

const wrappers = new Set(["div", "section", "figure"]);

/** The outermost wrapper that holds only `node` (its place among the story's blocks), else `node`. */
function wrapperOf(node: TreeNode): TreeNode {
  let place = node;
  while (place.parent !== null && wrappers.has(place.parent.name) && place.parent.children.length === 1) place = place.parent;
  return place;
}

/** Removes what `node` (on the page title's path) holds beside the path down to the title and the standfirst and summary under it (`leadsUnder`). */
function keepOnlyTitle(node: TreeNode, state: ArticleState): void {
  for (let block: TreeNode | undefined = node; block !== undefined; ) {
    let next: TreeNode | undefined;
    const title = block.children.find((child) => child.name === "h1");
    const leads = title === undefined ? [] : leadsUnder(title, state);
    for (const child of block.children) {
      if (state.titlePath.has(child)) next = child;
      else if (child.name !== "h1" && !leads.includes(child)) state.remove(child);
    }
    block = next;
  }
}

/** Longer than this (characters), a box of links is not one source line under its heading. */
const SOURCE_BOX = 300;

/**
 * A short box of a heading over links that leave the site ("Read the report" over "The full report is
 * available here (PDF)", "Documents" over a file and a licence): the article's sources, as a list of
 * such links would be. The links stand in a sentence with words of its own beside them, or one per
 * block (a list written in `div`s); a row of inline links ("Mastodon Video channel") is a box of
 * buttons. The box, its heading and its lines may each sit in a wrapper of their own.
 */
export function sourceBox(node: TreeNode, output: ScanOutput, site: string): boolean {
  if ((node.name !== "div" && node.name !== "section" && node.name !== "aside") || node.text > SOURCE_BOX || node.img > 0 || node.li > 0 || node.link === 0) return false;
  const parts = twoPartsWithText(wrappedBlock(node));
  if (parts === undefined) return false;
  const [heading, line] = parts;
  if (!headingTags.has(wrappedBlock(heading).name) || line.link === 0) return false;
  const sentence = line.name === "p" && line.link * 4 < line.text * 3;
  return (sentence || linePerBlock(line)) && linksLeaveSite(line, output, site);
}

/** Whether `node` holds two or more blocks (not inline links), each with a link. */
function linePerBlock(node: TreeNode): boolean {
  let lines = 0;
  for (const child of node.children) {
    if (child.text === 0) continue;
    if (inlineTags.has(child.name) || child.link === 0) return false;
    lines++;
  }
  return lines >= 2;
}

/** The list of a box that holds only a short introduction (a heading, a line) and that list, with the introduction. */
function boxedList(node: TreeNode, state: ArticleState): { intro: TreeNode; list: TreeNode } | undefined {
  if (node.name !== "div" && node.name !== "section") return undefined;
  const parts = node.children.filter((child) => !state.isRemoved(child) && child.text > 0);
  const [intro, list] = parts;
  if (parts.length !== 2 || intro === undefined || list === undefined || intro.text > BOX_INTRO || !introduces(intro)) return undefined;
  return isLinkList(list) ? { intro, list } : undefined;
}

/** Whether a table is below `node` (its cells are short scraps of text by nature). */
function holdsTable(node: TreeNode): boolean {
  return (node.below & TreeKind.Table) !== 0;
}

/**
 * Headings left with nothing under them go too: at the article's end, or where what stood under
 * them (a link list, a related box) was removed and the next thing read is a heading of the same
 * or a higher level. Two headings the author put one after the other both stay.
 */
/**
 * A heading this long (characters) is a paragraph set in large type (a closing call to the reader,
 * sentences long), not the title of a section that lost its content: it stays.
 */
export const PARAGRAPH_HEADING = 150;
/** A title block ranks under every heading: a heading after it closes its section. */
const TITLE_BLOCK_LEVEL = 6;
const titleName = /(?:^|[\s_-])(?:[a-z]+-)?(?:title|heading|headline)(?:$|[\s_-])/i;

/**
 * A block styled as a heading without being one (`<div class="main-title">Galerien</div>`): one short
 * line, no links, named a title. Over a teaser box that went, it is left with nothing under it.
 */
function titleBlock(node: TreeNode): boolean {
  return node.name === "div" && node.text > 0 && node.text <= 80 && node.link === 0 && node.children.every((child) => inlineTags.has(child.name)) && titleName.test(node.className);
}

/** Link text (characters) of a removed block that makes it a box of links a label introduced (two or three headlines). */
const LINK_BOX = 40;

/** Containers that print nothing in the markdown when they hold no text or picture. */
const emptyContainers = new Set(["div", "section", "span", "figure"]);

export function removeEmptyHeadings(article: readonly TreeNode[], state: ArticleState, output: ScanOutput): void {
  // Reading order as events: a heading, content (text of its own, an image), or a removed block.
  // A removal of a box of links ("links") is also one; a label (`label-blocks.ts`) counts only such a box as what it introduced.
  const events: Array<TreeNode | "content" | "removed" | "links"> = [];
  const labels = new Set<TreeNode>();
  // Short lines of plain text: content, unless one stands over a box of links that went and a heading (`left-labels.ts`).
  const lines = new Set<TreeNode>();
  // Link text of the run of removed blocks the last event stands for (teaser cards may go one by one).
  let runLinks = 0;
  const walk = state.walk(article);
  for (let node = walk.next(); node !== undefined; node = walk.next()) {
    if (state.isRemoved(node)) {
      if (events.length === 0) continue;
      const last = events[events.length - 1];
      runLinks = last === "removed" || last === "links" ? runLinks + node.link : node.link;
      const event = runLinks >= LINK_BOX ? "links" : "removed";
      if (last === "removed" || last === "links") events[events.length - 1] = event;
      else events.push(event);
      continue;
    }
    const heading = headingTags.has(node.name);
    if (heading && blankHeading(node, output)) {
      state.remove(node);
      continue;
    }
    if (heading || titleBlock(node)) {
      events.push(node);
      continue;
    }
    if (isLabelBlock(node, output)) {
      labels.add(node);
      events.push(node);
      continue;
    }
    if (mayBeLabelLine(node)) {
      lines.add(node);
      events.push(node);
      continue;
    }
    // An embed (a video, an interactive example) prints nothing in the markdown, nor does a container
    // left without text or picture (what it held was dropped): a heading over it alone is empty
    // there, as over a removed block.
    if (node.text === 0 && ((treeKindOf(node.name) & TreeKind.Embed) !== 0 || (emptyContainers.has(node.name) && node.img === 0 && node.embed === 0))) {
      if (events.length > 0 && events[events.length - 1] !== "removed") events.push("removed");
      continue;
    }
    if (node.inlineText > 0 || node.name === "img" || node.name === "pre") {
      // Content after content reads the same as once: one event per run (a table's cells are thousands).
      if (events[events.length - 1] !== "content") events.push("content");
      if (node.name === "pre" || node.name === "p") continue;
    }
    // After content, a subtree without headings or divs (title blocks) adds only content and removed
    // blocks, which change nothing there (a removal counts only between a heading and what follows
    // it): the rows of a table after its first cell are not walked.
    if (events[events.length - 1] === "content" && (node.below & (TreeKind.Heading | TreeKind.Cleanable)) === 0) continue;
    walk.descend();
  }
  // An article that is only headings (a title page) keeps them: an empty document says less.
  if (!events.includes("content") && lines.size === 0) return;
  let nextLevel = 0; // of the next kept heading; 0: the article ends, 7: content follows
  let removedBetween = false;
  let linksBetween = false;
  for (let index = events.length - 1; index >= 0; index--) {
    const event = events[index] as TreeNode | "content" | "removed" | "links";
    if (event === "removed") removedBetween = true;
    else if (event === "links") removedBetween = linksBetween = true;
    else if (event === "content") {
      nextLevel = 7;
      removedBetween = linksBetween = false;
    } else if (lines.has(event)) {
      // A line over a box of links that went and then a heading (not the article's end: a sign-off) introduced only that box.
      if (linksBetween && nextLevel > 0 && nextLevel < 7 && labelWords(event, output)) state.remove(event);
      else {
        nextLevel = 7;
        removedBetween = linksBetween = false;
      }
    } else {
      const level = headingTags.has(event.name) ? Number(event.name[1]) : TITLE_BLOCK_LEVEL;
      // A label went only with the box of links it introduced; a heading or a title block with any removal, or at the end.
      const empty = labels.has(event) ? linksBetween : nextLevel === 0 || removedBetween;
      if (nextLevel <= level && empty && event.text < PARAGRAPH_HEADING) state.remove(event);
      else {
        nextLevel = level;
        removedBetween = linksBetween = false;
      }
    }
  }
}

// Keeps V8's compiled code for these classes across garbage collections (`held-shapes.ts`).
holdShapes(new ArticleState([]), new ListPlaces(new ArticleState([])));
