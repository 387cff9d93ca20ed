import { adLabel, describesAfterLabel, isByline, isBylineHeading, isNewsroomLine, commentsHeading, isDateline, photoCredit, readAlso, readingTime, skipLink, widgetText as widgetTextPattern } from "./chrome-phrases.js";
import { worldCallToActionPattern, worldCreditPattern, worldReadAlsoPattern, worldReadingTimePattern, worldWidgetPattern } from "./world-chrome.js";
import { callToAction as callToActionPattern, editorialNote as editorialNotePattern } from "./chrome-phrases.js";
import { wrappedBlock, type ArticleState } from "./content-cleanup.js";
import { isRoleDataTable } from "./role-tables.js";
import { isDataTable } from "./value-grids.js";
import { chromeKey, elementText, headingLevel, headingTags, htmlText, inlineTags, linkDensity, listTags, nextBlockWithText, siblingPosition, TreeKind, type TreeNode } from "./content-tree.js";
import { decodeText } from "./html-entities.js";
import { isIdeographic } from "./ideographs.js";
import { linksLeaveSite } from "./link-sites.js";
import { entryTags, isMarkedMetaLine } from "./meta-marks.js";
import { isRowValue } from "./row-values.js";
import { followsDataTable } from "./table-notes.js";
import { isSchedule, opensDatedEntry } from "./dated-entries.js";
import { isAuthoredFact, isDatedFact } from "./dated-facts.js";
import { datesSection } from "./dated-sections.js";
import { anyPhraseTest, fastPhraseTest, gatedPhraseTest, searchGatedPhraseTest } from "./phrase-test.js";
import { headsArticleList } from "./read-also-lists.js";
import { numbersPart } from "./numbered-parts.js";
import { removeMetaPairs } from "./meta-pairs.js";
import { betweenRunningText } from "./framed-blocks.js";
import { keptAsTopics } from "./topic-lists.js";
import { isAuthorBox } from "./author-box.js";
import { ScanOutput } from "./scan-output.js";
import { COOKIE_BANNER, isBylineAndDate, isConsentOrAppBox, isCookieBanner, isCopyrightLine, isDateThenWidget, isHitCounter, isLabelledDate, isLinkTrail, isPrevNextLink, isReadCount, mayHoldDate } from "./world-chrome.js";
import { isPictureCounter, isRelativeTime, isReporterLine, worldCredit, worldReadingTime, worldWidget } from "./world-chrome.js";
import { isEmbedConsentBox, isPostSignature, playerOrBreakLinePattern } from "./embed-lines.js";
import { isPictureNote } from "./picture-notes.js";
import { isCaptionHeading, mayBeCaptionHeading } from "./caption-headings.js";
import { isSeriesLine } from "./series-lines.js";
import { isResultCount } from "./result-counts.js";
import { buttonWordPattern, isEditedLine, isMenuCell, isSiteTagline, isSubmittedLine, siteWidgetPattern } from "./site-lines.js";
import { holdShapes } from "./held-shapes.js";
import { isSeparatorLine } from "./separator-scraps.js";

/**
 * Short blocks inside the chosen article that are page chrome by what they say, not by their names:
 * datelines, bylines, reading times and photo credits standing outside the running text; "read also"
 * lead-ins and their links; rating, sharing, comment, newsletter and caption widgets. A heading over
 * related articles or comments goes with the blocks under it. Only short blocks are read (their text
 * is built from the output), so a paragraph of the article is never judged by its first words.
 */

// The two patterns that search the whole text (the others are anchored at its start), as tests
// with the same answers that run faster on ASCII text (see `phrase-test.ts`).
const callToAction = fastPhraseTest(callToActionPattern);
// Its searching alternatives (a disclaimer, an affiliate note) run only on texts that hold their words.
const editorialNote = searchGatedPhraseTest(editorialNotePattern, [" not responsible for ", "participates in the amazon "]);
// Its PDF-button alternative, slow to fail, runs only on texts that say "pdf".
const widgetText = gatedPhraseTest(widgetTextPattern, "pdf");
// Patterns a short block is tried on one after the other, each set as one test (`anyPhraseTest`:
// one call of a joined pattern on an ASCII text instead of a call for each).
const anyReadAlso = anyPhraseTest([readAlso, worldReadAlsoPattern]);
const anyCredit = anyPhraseTest([photoCredit, worldCreditPattern]);
const anyLineWidget = anyPhraseTest([readingTime, worldReadingTimePattern, worldWidgetPattern, siteWidgetPattern]);
const anyButtonOrPlayer = anyPhraseTest([buttonWordPattern, playerOrBreakLinePattern]);
const playerOrBreakLine = anyPhraseTest([playerOrBreakLinePattern]);
const anyCallToAction = anyPhraseTest([callToActionPattern, worldCallToActionPattern]);

/** Longer than this (characters), a block is not one line of chrome. */
const SHORT = 160;
/** An editorial note (licence, disclaimer, opinion) may run to two sentences. */
const NOTE = 300;
/** A link box led by "read also" may hold a few headlines. */
const LINK_BOX = 1000;

export function removeChromeText(article: readonly TreeNode[], state: ArticleState, output: ScanOutput, total: number, chromeLinks: ReadonlySet<string>, site: string): void {
  const seen = new Set<string>();
  const block = new BlockText(output);
  // The first `<h1>`'s text: what a data table's caption may repeat.
  let headline: string | undefined;
  const walk = state.walk(article);
  for (let node = walk.next(); node !== undefined; node = walk.next()) {
    // A list of the topics the article names (`topic-lists.ts`) was judged whole: its names may be the menu's too.
    if (state.isRemoved(node) || node.name === "pre" || node.name === "code" || keptAsTopics(node)) continue;
    // A data table's cells are its data; a table used for layout holds blocks like any container
    // (a "more on this" label in a cell of its own), read like them. Its caption may only repeat the
    // headline above it (a wiki's infobox titled with the article's name): the title printed twice.
    if (node.name === "table" && isDataTable(node, state)) {
      const caption = node.children.find((child) => child.name === "caption");
      if (caption !== undefined && headline !== undefined && caption.text <= headline.length + 1 && block.text(caption) === headline) state.remove(caption);
      continue;
    }
    // So is a table of divs with ARIA roles that holds data (`role-tables.ts`): its cells (dates, counts) are its data.
    if (isRoleDataTable(node)) continue;
    if (node.name === "h1" && headline === undefined) headline = block.text(node);
    if (node.text === 0 || node.text >= total * 0.5) {
      walk.descend();
      continue;
    }
    // A definition list's label/value pairs are read as the lines they stand for (`meta-pairs.ts`).
    if (node.name === "dl" && !betweenRunningText(node) && removeMetaPairs(node, state, output)) continue;
    // A picture's caption set as a heading, ending with its credit (`caption-headings.ts`): it goes alone, the story under it stays.
    if (mayBeCaptionHeading(node) && isCaptionHeading(block.text(node))) {
      state.remove(node);
      continue;
    }
    const saysChrome = isMarkedMetaLine(node, state.removed) || isChrome(node, block, output, site, state.removed, chromeLinks);
    const chrome = saysChrome || isNavLink(node, block, chromeLinks, output, state.pageUrl) || isCardGrid(node, state, output, site) || isAuthorBox(node, output);
    if (chrome || isRepeat(node, block, seen)) {
      // A heading that only repeats an earlier one (the thread's title over its first post) goes alone:
      // what stands under it is not what a chrome heading announces.
      // A box's header around its heading announces the box by its words ("Sign up for our newsletter"); a
      // link around one may only share a menu's words (an accordion's title "Autoversicherung").
      const heading = !chrome ? undefined : headingTags.has(node.name) ? node : saysChrome && node.name !== "a" ? headingOf(node) : undefined;
      if (heading !== undefined) removeSection(heading, state, total, output, site);
      // An ad's label that opens a small box labels the box: the ad goes with it.
      state.remove((saysChrome && adBoxOf(node, block.text(node))) || node);
      continue;
    }
    if (isPlainItem(node)) continue;
    walk.descend();
  }
}

/** What a list's item may hold and still be one point of its list: words, inline elements, lists under it. */
const ITEM_LINE_KINDS = TreeKind.Inline | TreeKind.List | TreeKind.Block | TreeKind.Cleanable;

/**
 * A kept item of a list that holds only words and the list of its sub-points: one point of the
 * list, judged whole, so neither its inline parts nor its sub-points are read again one by one
 * (P5's page of nested lists: 5–7 % of the whole pass; no development page's markdown changed).
 * An item holding a picture, a caption, a heading, a table or a box of its own is read into like any box.
 */
function isPlainItem(node: TreeNode): boolean {
  if (node.name !== "li" || (node.below & ~ITEM_LINE_KINDS) !== 0) return false;
  for (const child of node.children) if (!inlineTags.has(child.name) && !listTags.has(child.name)) return false;
  return true;
}

/**
 * The block being judged: its inner HTML and text, built once for all the checks that read them
 * (each block is judged by several checks in a row, then never again in the pass).
 */
class BlockText {
  private node: TreeNode | undefined;
  private innerHtml = "";
  private innerText = "";

  constructor(private readonly output: ScanOutput) {}

  /** The block's text (`elementText`). */
  text(node: TreeNode): string {
    this.load(node);
    return this.innerText;
  }

  /** The block's inner HTML as the scanner output it. */
  html(node: TreeNode): string {
    this.load(node);
    return this.innerHtml;
  }

  private load(node: TreeNode): void {
    if (node === this.node) return;
    this.node = node;
    this.innerHtml = this.output.between(node.openEnd, node.closeStart);
    const text = htmlText(this.innerHtml);
    // Soft hyphens (a typesetter's break points, "Illus\u00adtra\u00adtion") print nothing: the phrases read the words without them.
    this.innerText = text.includes("\u00ad") ? text.replace(/\u00ad/gu, "") : text;
  }
}

const trailingMark = /\s*(?:\.{3}|…|[»›→])$/u;
/** The characters `trailingMark` can end on: a text ending otherwise (most do) skips the pattern's scan. */
const trailingMarkEnds = new Set([".", "…", "»", "›", "→"]);

function withoutTrailingMark(text: string): string {
  return trailingMarkEnds.has(text.charAt(text.length - 1)) ? text.replace(trailingMark, "") : text;
}

/**
 * @param removed the extraction's removed nodes (`ArticleState.removed`): a removed neighbour is no fact beside a line.
 * @param chromeLinks the texts of the page's menu links (`chromeKey`)
 */
function isChrome(node: TreeNode, block: BlockText, output: ScanOutput, site: string, removed: Uint8Array, chromeLinks: ReadonlySet<string>): boolean {
  const links = linkDensity(node);
  // A box of blocks may be a note or a consent box up to NOTE (judged below); a paragraph that long is the story's.
  const limit = links >= 0.3 ? LINK_BOX : boxTags.has(node.name) ? NOTE : SHORT;
  // A cookie banner runs longer than a note: a box or a paragraph that opens by naming cookies, around the buttons the scanner dropped.
  if (node.text > limit) return node.text <= COOKIE_BANNER && (boxTags.has(node.name) || node.name === "p") && (node.below & TreeKind.DroppedControl) !== 0 && isCookieBanner(block.text(node));
  if (node.name === "dt" && isDefinedTerm(node)) return false;
  const inline = inlineTags.has(node.name);
  // An inline element in a sentence is part of it; only credits and datelines stand alone inside a caption or meta line.
  if (inline && node.name !== "time" && node.name !== "span" && node.name !== "small" && node.name !== "a") return false;
  // An inline element of a heading (a wiki's `<h2><span>See also</span><span>[edit]</span></h2>`) is part of its title, judged with the heading.
  if (inline && node.parent !== null && headingTags.has(node.parent.name)) return false;
  // A control's label may trail an ellipsis or an arrow ("Lade weitere Inhalte ...", "Mehr »").
  const text = withoutTrailingMark(block.text(node));
  if (text === "") return false;
  // A line of separators around parts that show nothing (empty links, icons: ", ,", "| |") says nothing; a scene break ("—") is
  // text of its own, and a formula's bars are its own elements.
  if (node.children.length > 0 && isSeparatorLine(node, text)) return true;
  // A heading over related links, not a section of the story that starts with the same words ("Related tools").
  // A short one, or a line without a sentence's end: a title over the links, not a sentence that starts so.
  // A heading over the article's own annotated or outbound list is the article's ("See also" over references).
  // A section that opens with such a heading is judged by its heading (below), with what stands under it.
  // A block that only opens like a lead-in ("Weiterlesen mit …" over an offer) is still judged by the rules below.
  if (anyReadAlso.test(text)) {
    if (headingTags.has(node.name)) return !sectionHasProse(node, text) && !headsArticleList(node, output, site);
    // A label line over the article's own list (links out of the site, annotated links) is that list's title, as a heading would be.
    // A point of the article's list may open with such a word ("Trending audio on every video" among things the author stopped doing).
    if (!opensWithHeading(node) && (links >= 0.3 || text.length <= 40 || (text.length <= 80 && !/[.!?:]$/u.test(text)))) return (links >= 0.3 || !headsArticleList(node, output, site)) && !isListStep(node, text, output);
  }
  // A layout table's cell that is a row of links into the site: its menu above a one-column page
  // (a row of downloads or sources, links leaving the site's pages, is the article's).
  if (node.name === "td" && isMenuCell(links, block.html(node)) && !linksLeaveSite(node, output, site)) return true;
  // A line of the post's category and tag links, by the rel or title the blog's software gave them.
  if (!inline && links >= 0.5 && isCategoryLine(node, block.html(node))) return true;
  if (node.text > SHORT) return node.text <= NOTE && !inline && !headingTags.has(node.name) && (editorialNote.test(text) || isConsentOrAppBox(text, node.name !== "p") || (node.name !== "p" && isEmbedConsentBox(text, block.html(node).includes("<a "))));
  // A widget word over running text is a section of the story ("Inhalt" over a film's plot).
  // A comments or widget word over a paragraph written straight under it is the title of the article's own section
  // ("Discussion" in a paper, "Comments" or "Print" in a tutorial).
  // A heading that names a subscription, a donation or "don't miss" is a call to act in a box of its own, not one
  // of the article's sections ("Subscription boxes and local produce" between the other sections of a travel guide).
  if (headingTags.has(node.name)) return isBylineHeading(text) || ((commentsHeading.test(text) || ((widgetText.test(text) || worldWidget.test(text)) && !sectionHasProse(node, text) && !numbersPart(node, text))) && !opensProse(node)) || (callToAction.test(text) && !isOutlineSection(node, output));
  // A credit-shaped line right after a data table is the table's source note (`table-notes.ts`); a figure whose
  // caption is only a credit keeps its picture (the caption, judged below it, goes).
  // A label over a sentence ("Photo: the old gym on its last day, …") opens a caption, not a credit.
  if (anyCredit.test(text)) return text.length <= 100 && node.img === 0 && !followsDataTable(node) && !describesAfterLabel(text);
  // "Symbolbild", "Image illustrative" alone beside the picture it is about (`picture-notes.ts`).
  if (!inline && !entryTags.has(node.name) && isPictureNote(node, text, removed)) return true;
  // An inline element stands alone when it is all of its parent's own text (a date line, not a date in a sentence);
  // skip links stand in a row ("Jump to navigation Jump to search").
  // So does a widget's scrap among other scraps loose in a box of blocks ("(No ratings yet)" beside "Loading…"): no sentence there.
  // So does an ad break's label loose in the story's box ("CONTINUA DEPOIS DA PUBLICIDADE" in a span between its blocks),
  // and a widget's line set as an inline element on a line of its own between blocks ("(Noch keine Bewertungen)<br>").
  if (inline && (node.parent?.inlineText ?? 0) > node.text + 2) return (node.name === "a" && skipLink.test(text)) || ((looseInBox(node) || onLineOfItsOwn(node, output)) && (widgetText.test(text) || playerOrBreakLine.test(text)));
  // Most short blocks hold no figure: the shapes of dates and counts are not tried on them (a dateline holds one).
  const figures = hasDigit(text);
  // A date opening an entry of a timeline is the entry's (`dated-entries.ts`), a date among facts a fact (`dated-facts.ts`).
  // A date under a section's heading, as in the sections beside it, is the section's (`dated-sections.ts`).
  // A date in a row of a table's data is a value of the table (`row-values.ts`).
  if (figures && isDateline(text)) return !isRowValue(node) && !opensDatedEntry(node) && !isSchedule(node, output) && !isDatedFact(node, text, output, removed) && !datesSection(node, output);
  if (figures && isRelativeTime(text)) return true;
  if (inline) return widgetText.test(text) || anyLineWidget.test(text) || playerOrBreakLine.test(text) || isMetaLine(text, true) || isByline(text) || (figures ? isWorldLine(text) || (isFactShape(text) && !amongFacts(node.parent ?? node, output, removed)) : isCopyrightLine(text) || isReporterLine(text));
  // A block holding a heading is a title over its line, not one line: the title and the line are judged each on its own.
  const titled = (node.below & TreeKind.Heading) !== 0;
  // A step or a point of the article's list ("Subscribe to the topic `sensors/#`.", "Sign up for flood alerts") is not a widget's line.
  // A list of three items or more is read item by item: its text opens with its first item's words ("Donate tinned food", "Volunteer as a driver").
  if (((anyLineWidget.test(text) || widgetText.test(text)) && !isListStep(node, text, output) && !(listTags.has(node.name) && node.li >= LIST_ITEMS)) || isByline(text) || isNewsroomLine(text) || (!titled && isMetaLine(text, false))) return true;
  // A button's word alone in a block (an item of the article's list may be that word: "Listen",
  // "Repeat"); an embed's, a player's or an ad break's own line between the story's paragraphs (`embed-lines.ts`).
  if (!entryTags.has(node.name) && (anyButtonOrPlayer.test(text) || isPostSignature(text))) return true;
  if (isPrevNextLink(text, links) || isLinkTrail(text, block.html(node))) return true;
  // The numbered parts of a series the story belongs to (`series-lines.ts`): each part's link holds its number.
  if (figures && links > 0 && !entryTags.has(node.name) && isSeriesLine(text, block.html(node))) return true;
  // A list's item or a table's cell that is a date or a count is an entry of the article's data, and
  // a block of lines (a list, a box of paragraphs) is judged line by line.
  // A label and a count or a date ("Zugriffe: 1234", "Zveřejněno: 12. 3. 2024") is a counter or a date
  // line, unless it is one of a run of labelled facts or stands between paragraphs of the story
  // ("Attendance: 45,000", "Deadline: 12.03.2024" in an event's notice).
  if (!entryTags.has(node.name) && isOneLine(node) && (figures ? (isWorldLine(text) && !datesSection(node, output)) || (isFactShape(text) && !amongFacts(node, output, removed) && !isAuthoredFact(node, output)) : isCopyrightLine(text) || isReporterLine(text) || isSiteTagline(text))) return true;
  if (figures && !entryTags.has(node.name) && isLineOfParts(node, output, chromeLinks)) return true;
  // A list's counter of the items it shows ("Showing 1–10 of 19 results"), beside its pager (`result-counts.ts`).
  if (figures && !entryTags.has(node.name) && !titled && isResultCount(text)) return true;
  if (!figures && !entryTags.has(node.name) && !inline && isNameOverDate(node, text, output)) return true;
  // A short cookie banner, around the buttons the scanner dropped, as a long one above.
  if (isConsentOrAppBox(text, node.name !== "p") || ((node.below & TreeKind.DroppedControl) !== 0 && isCookieBanner(text))) return true;
  if (isFooterLine(text) || (figures && isCountLine(text))) return true;
  if (node.name !== "p" && isEmbedConsentBox(text, block.html(node).includes("<a "))) return true;
  const broken = brokenLines(block.html(node));
  if (!titled && isMetaLine(broken, false)) return true;
  // A name beside a date is the article's byline, not an entry of a list ("Anna Berg · 12 March 1921"):
  // not a list's item, and not one of a run of such lines.
  if (!entryTags.has(node.name) && !titled && (isMetaLine(text, true) || isMetaLine(broken, true)) && !besideSameLine(node, output)) return true;
  // (An item of a list is a point of the article: "Affiliate links: links that pay a commission" in a blogger's glossary.)
  if ((!entryTags.has(node.name) && editorialNote.test(text)) || labelledLink(node, text, links)) return true;
  // A counter beside the picture it counts (the block's parent holds the picture).
  if (figures && node.img === 0 && (node.parent?.img ?? 0) > 0 && isPictureCounter(text)) return true;
  // A count or a mark beside the buttons the scanner dropped: a post's votes (`<button>▲</button><div>6782</div>`), its likes.
  if (node.parent !== null && (node.parent.below & TreeKind.DroppedControl) !== 0 && (countToken.test(text) || widgetMark.test(text))) return true;
  // A call to act is chrome with its control beside it: a link, a question, a heading, or a button the scanner dropped.
  return text.length <= 250 && (links > 0 || asks(text) || headingTags.has(node.name) || (node.below & TreeKind.DroppedControl) !== 0) && anyCallToAction.test(text);
}

/** An ad's box holds this much text at most (characters): its label and the ad's line or two. */
const AD_BOX = 200;
const adBoxTags = new Set(["div", "aside", "section", "figure"]);
/** Parts of an ad's box, label included, at most: the label over a title, a line and a button's link ("Partner offer", "Find hotels in Porto", …, "Search deals"). */
const AD_PARTS = 4;

/**
 * The box an ad's label opens ("Publicidad · +18" over "Apuesta por la jornada 32…"): a small box
 * of the label and one block after it, or up to three ending on the offer's link, not one of a run of
 * boxes of its class. Undefined for a label standing alone or over more.
 */
function adBoxOf(label: TreeNode, text: string): TreeNode | undefined {
  const box = label.parent;
  if (box === null || !adBoxTags.has(box.name) || box.text > AD_BOX || box.text <= label.text + 2 || !adLabel.test(text) || amongLikeBoxes(box)) return undefined;
  const parts = box.children.filter((child) => child.text > 0);
  if (parts[0] !== label || parts.length < 2 || parts.length > AD_PARTS) return undefined;
  // More than one block under the label: an offer ends on its link ("Search deals"), a fact box does not.
  return parts.length === 2 || (parts[parts.length - 1] as TreeNode).link > 0 ? box : undefined;
}

/** Whether a sibling right beside `box` has its class: one of the article's cards ("Werbung" explained in a glossary's tiles). */
function amongLikeBoxes(box: TreeNode): boolean {
  if (box.className === "" || box.parent === null) return false;
  const siblings = box.parent.children;
  const at = siblingPosition(box);
  return [siblings[at - 1], siblings[at + 1]].some((sibling) => sibling !== undefined && sibling.className === box.className);
}

/** A definition this long (characters) is a sentence: what it follows is a term, not a label. */
const DEFINITION = 40;

/**
 * A glossary's term: a `<dt>` whose `<dd>` says a sentence ("Tags" over "Labels that the council uses
 * to sort its documents."), not a meta line's label over its value ("Tags" over "python, web").
 */
function isDefinedTerm(term: TreeNode): boolean {
  const definition = term.parent?.children[siblingPosition(term) + 1];
  return definition !== undefined && definition.name === "dd" && definition.text >= DEFINITION;
}

/**
 * A blog's links to its categories' or tags' lists of posts, by what its software writes in their
 * tags: `rel="category tag"`, `rel="tag"`, or a title "View all posts in …" (WordPress's, in the
 * site's language). A line of only such links and a few words around them ("Filed under: …, …")
 * is the post's meta line; one such link inside a sentence (a site that links its tags' words) is the sentence's.
 */
const categoryLinkTag = /\srel\s*=\s*["']?(?:category\s+)?tag\b|\stitle\s*=\s*["'](?:view all posts (?:in|filed under)|posts tagged with|alle (?:beiträge|artikel) (?:in|unter|der kategorie)|voir tous les articles (?:de|dans)|ver todas las entradas (?:en|de)|visualizza tutti gli articoli (?:in|di)|zobacz wszystkie wpisy (?:w|z))\s/i;
const linkStartTag = /<a\s[^>]*>/gi;
/** Words (characters) around the links of a meta line: its labels and separators ("Filed under:", "Tags:", ", "). */
const META_LABELS = 40;

/** Whether a line holds links, each a category's or a tag's, and few words besides. */
function isCategoryLine(node: TreeNode, html: string): boolean {
  if (node.link === 0 || node.text - node.link > META_LABELS) return false;
  let links = 0;
  for (const tag of html.matchAll(linkStartTag)) {
    if (!categoryLinkTag.test(tag[0])) return false;
    links++;
  }
  return links > 0;
}

/** Boxes of blocks: text loose in one, between its blocks, is scraps, not a paragraph, when it is short. */
const boxTags = new Set(["div", "section", "article", "main", "aside", "footer"]);
/** Loose text in a box this long (characters) or longer is a paragraph written straight into it. */
const LOOSE_SCRAPS = 80;

/**
 * Whether an inline element stands in a box of blocks whose loose text is all in inline elements
 * (scraps side by side, no words between them that would make them a sentence) and too short for one.
 */
function looseInBox(node: TreeNode): boolean {
  const parent = node.parent;
  if (parent === null || !boxTags.has(parent.name) || parent.inlineText >= LOOSE_SCRAPS) return false;
  let scraps = 0;
  for (const child of parent.children) if (inlineTags.has(child.name)) scraps += child.text + 1;
  return parent.inlineText <= scraps;
}

/**
 * Whether an inline element stands on a line of its own: nothing but white space between it and the
 * blocks, line breaks or edges of its parent either side (`<div>…</div><span>Loading…</span><div>`).
 */
function onLineOfItsOwn(node: TreeNode, output: ScanOutput): boolean {
  const parent = node.parent;
  if (parent === null) return false;
  const at = siblingPosition(node);
  const before = parent.children[at - 1];
  const after = parent.children[at + 1];
  if (!endsLine(before, true) || !(endsLine(after, false) || node.children[node.children.length - 1]?.name === "br")) return false;
  return output.isBlank(before?.closeEnd ?? parent.openEnd, node.openStart) && output.isBlank(node.closeEnd, after?.openStart ?? parent.closeStart);
}

/** Whether a neighbour (or none: the parent's edge) breaks the line there: a block, a `<br>`, or an inline element ending in one (before). */
function endsLine(neighbour: TreeNode | undefined, before: boolean): boolean {
  if (neighbour === undefined || neighbour.name === "br" || !inlineTags.has(neighbour.name)) return true;
  return before && neighbour.children[neighbour.children.length - 1]?.name === "br";
}

/**
 * Whether a heading titles one of the article's sections: it opens a paragraph of running text
 * (`opensProse`), a table of data, code or a list of text, another heading of its level stands
 * beside it, and no form control stood under it in the page, kept or dropped by the scanner (a
 * subscription's e-mail field, a "Donate" button). A call to act stands in a box of its own, over
 * its form or button.
 */
function isOutlineSection(heading: TreeNode, output: ScanOutput): boolean {
  const first = nextBlockWithText(heading);
  if (first === undefined || !(opensProse(heading) || isCodeOrDataTable(first) || isListOfText(first))) return false;
  const level = headingLevel(heading);
  const siblings = heading.parent?.children ?? [];
  const at = siblingPosition(heading);
  // The nearest heading of a level as high or higher on each side: the section's end, and whether one of its level stands beside it.
  let end: TreeNode | undefined;
  for (let index = at + 1; index < siblings.length && end === undefined; index++) if (inOutline(siblings[index] as TreeNode, level)) end = siblings[index];
  let before: TreeNode | undefined;
  for (let index = at - 1; index >= 0 && before === undefined; index--) if (inOutline(siblings[index] as TreeNode, level)) before = siblings[index];
  if ((end === undefined || headingLevel(end) !== level) && (before === undefined || headingLevel(before) !== level)) return false;
  const source = output.sourceBetween(heading.closeEnd, end?.openStart ?? (heading.parent as TreeNode).closeStart, SECTION_SOURCE);
  return source !== undefined && !formControl.test(source);
}

/** Whether `node` is a heading of `level` or a higher one (a smaller number): where a section of `level` ends. */
function inOutline(node: TreeNode, level: number): boolean {
  const own = headingLevel(node);
  return own > 0 && own <= level;
}

/** Source characters of a section read for a form control (a section longer than that is the article's anyway). */
const SECTION_SOURCE = 20_000;
const formControl = /<(?:form|input|button|select|textarea)\b/i;

/** Items of a list this many or more are steps or points of the article. */
const LIST_ITEMS = 3;
/** Words a bulleted list's item says at least to be a step, not a widget's button among others ("Print", "Share"). */
const STEP_WORDS = 3;
/** Items of a checklist at most: its other items are read for each item that looks like a widget's line. */
const STEP_LIST = 40;

/**
 * Whether `node` is a step or a point of the article: an item of a numbered list of at least
 * `LIST_ITEMS` items, or an item of words (no link) in a bulleted list that long whose other items
 * are no widget's, date's or byline's lines (a checklist's "Sign up for flood alerts" beside "Keep
 * a torch and batteries", not a meta list's reading time beside its date and byline).
 */
function isListStep(node: TreeNode, text: string, output: ScanOutput): boolean {
  const list = node.parent;
  if (node.name !== "li" || list === null || list.children.length < LIST_ITEMS) return false;
  if (list.name === "ol") return true;
  if (list.name !== "ul" || list.children.length > STEP_LIST || node.link > 0 || text.split(" ").length < STEP_WORDS || !isListOfText(list)) return false;
  return list.children.every((item) => item === node || item.text === 0 || item.text > SHORT || !isLineOfChrome(elementText(item, output)));
}

/** Whether a line is a widget's, a date's or a byline's on its own. */
function isLineOfChrome(text: string): boolean {
  return anyLineWidget.test(text) || widgetText.test(text) || isDateline(text) || isByline(text);
}

/** Whether the first child with text of `node` is a heading (a section with its title). */
function opensWithHeading(node: TreeNode): boolean {
  for (const child of node.children) if (child.text > 0) return headingTags.has(child.name);
  return false;
}

const headlineLabel = /^([^:]{2,24}):\s/u;

/**
 * A headline link led by a label in capitals ("PUEDES VER: …", "LEIA MAIS: …"): another article
 * pointed to from inside this one. The label stands outside the link; a link that starts with
 * capitals ("RFC 9111: HTTP caching", "NASA: …") is a reference's title.
 */
function labelledLink(node: TreeNode, text: string, links: number): boolean {
  if (links < 0.5) return false;
  const label = headlineLabel.exec(text)?.[1];
  return label !== undefined && label.split(/\s+/u).length <= 3 && /\p{Lu}{2}/u.test(label) && label === label.toUpperCase() && node.link <= node.text - label.length / 2;
}

/**
 * A meta line: parts separated by "|", "·", "•" or "/", each of them a date, a byline, a reading
 * time, a tag line or a widget ("January 13, 2015 | Tags: python | View Comments").
 */
const metaSeparator = /\s+[|·•/]\s+|\s*[|·•]\s*/u;
/**
 * Whether the text holds a character every `metaSeparator` holds: a text without one (most) is one
 * part, and no meta line. Four searches for a character cost less than a pattern's call.
 */
function hasMetaSeparator(text: string): boolean {
  return text.includes("|") || text.includes("/") || text.includes("·") || text.includes("•");
}

/** Whether the block holds only text and inline elements (each text run adds one to `text`). */
function isOneLine(node: TreeNode): boolean {
  return node.text - node.inlineText <= node.fragments;
}

/** Fewer inline elements than this make a line of a date and a byline in elements of their own. */
const MAX_PARTS = 6;

/**
 * A line of inline elements that are each a date, a byline, a reading time or a widget, written
 * one after the other without separators (`<span>Publicado el 12 marzo, 2024</span> <span>por Ana
 * García</span>`). The same words in one run of text ("Tuesday 15 October 2019 by …") stay.
 */
function isLineOfParts(node: TreeNode, output: ScanOutput, chromeLinks: ReadonlySet<string>): boolean {
  const children = node.children;
  if (children.length < 2 || children.length > MAX_PARTS || !isOneLine(node) || node.text - node.inlineText > 0) return false;
  let own = node.text;
  for (const child of children) {
    if (!inlineTags.has(child.name) || child.text === 0) return false;
    own -= child.text;
  }
  // Text between the parts (beyond spaces) is a sentence around them.
  if (own > children.length) return false;
  // At least one part is a date or a byline: a row of labelled counts is a fact box's.
  let anchored = false;
  let dated = false;
  let names = 0;
  let labels = 0;
  for (const child of children) {
    const part = elementText(child, output);
    if (isDateline(part) || isLabelledDate(part) || isRelativeTime(part)) anchored = dated = true;
    else if (isByline(part)) anchored = true;
    else if (shortName.test(part)) names++;
    else if (isMenuLabel(child, part, chromeLinks)) labels++;
    else if (!readingTime.test(part) && !widgetText.test(part) && !isWorldPart(part)) return false;
  }
  // One name beside a date is the author's (`<a>Jane Doe</a> <span>Mar 12, 2024</span>`), not in a run of such lines (a list of people and dates).
  // A link of the menu beside a date is the post's category ("2026.04.10 <a>ガーデニング</a>"); a user's name links elsewhere.
  return anchored && (names === 0 || (names === 1 && dated)) && (labels === 0 || dated) && (names + labels === 0 || !inRun(node));
}

/** A part that is all one link, whose words a link of the site's menu says too: a category or a section of the site. */
function isMenuLabel(part: TreeNode, text: string, chromeLinks: ReadonlySet<string>): boolean {
  return part.link === part.text && chromeLinks.has(chromeKey(text));
}

/** Whether a sibling next to `node` has its tag and class: one of a run of entries. */
function inRun(node: TreeNode): boolean {
  const siblings = node.parent?.children ?? [];
  const at = siblingPosition(node);
  for (const neighbour of [siblings[at - 1], siblings[at + 1]]) {
    if (neighbour !== undefined && neighbour.name === node.name && neighbour.className === node.className && neighbour.text > 0) return true;
  }
  return false;
}

/**
 * A name alone in a box of two lines whose other line is a date: the author's name over the date
 * (`<div><p>Jane Doe</p><p>Mar 12, 2024</p></div>`). A signature among the story's paragraphs
 * stands in a box of more than two.
 */
function isNameOverDate(node: TreeNode, text: string, output: ScanOutput): boolean {
  const parent = node.parent;
  // A box of a run of like boxes (a schedule's "17:15 – 17:30 Uhr" over "Eintreffen Talent-Apéro") is an entry, not a byline.
  if (parent === null || !shortName.test(text) || parent.text > 120 || inRun(parent)) return false;
  let other: TreeNode | undefined;
  for (const child of parent.children) {
    if (child === node || child.text === 0) continue;
    if (other !== undefined) return false;
    other = child;
  }
  if (other === undefined || other.text > 70 || inlineTags.has(other.name)) return false;
  const date = elementText(other, output);
  return isDateline(date) || isLabelledDate(date) || isRelativeTime(date);
}

/**
 * A line chrome by its shape in any language (`world-chrome.ts`, `site-lines.ts`): a date without a
 * label of its own, a byline beside a date, when the page was last edited or who submitted it, a
 * copyright or reporter's line. A label and a date is `isFactShape`'s.
 */
function isWorldLine(text: string): boolean {
  if (isCopyrightLine(text) || isReporterLine(text) || isReadCount(text)) return true;
  return mayHoldDate(text) && ((isLabelledDate(text) && !labelled.test(text)) || isBylineAndDate(text) || isDateThenWidget(text) || isEditedLine(text) || isSubmittedLine(text));
}

/** A label of up to three words and a colon opening the line ("Deadline:", "发布时间："). */
const labelled = /^\p{L}[\p{L}\p{M}]*(?:\s[\p{L}\p{M}]+){0,2}\s*[:：]/u;

/** A label and a count or a date: a counter or a date line alone, a fact among facts. */
function isFactShape(text: string): boolean {
  return isHitCounter(text) || (labelled.test(text) && mayHoldDate(text) && isLabelledDate(text));
}

/** A part of a meta line said in the words or shapes of `world-chrome.ts`: a widget, a credit, a reading time, a count. */
function isWorldPart(part: string): boolean {
  return worldWidget.test(part) || worldCredit.test(part) || worldReadingTime.test(part) || isCount(part);
}

/** A label and a count, or a count of readings: a hit counter in a meta line, or a fact of a fact box. */
function isCount(part: string): boolean {
  return isHitCounter(part, 1) || isReadCount(part);
}

/** Running text (characters) on each side that makes a labelled line one of the story's facts. */
const PROSE_AROUND = 80;

/**
 * Whether a labelled line stands among facts: a sibling next to it, of its tag, is a labelled
 * line too (a run of facts: "Height: 120", "Venue: City Hall"), or paragraphs of running text
 * stand on both sides of it (a fact the story gives), not at the article's edge like a counter.
 */
function amongFacts(node: TreeNode, output: ScanOutput, removed: Uint8Array): boolean {
  const siblings = node.parent?.children ?? [];
  const at = siblingPosition(node);
  const before = siblings[at - 1];
  const after = siblings[at + 1];
  if (before !== undefined && after !== undefined && before.prose >= PROSE_AROUND && after.prose >= PROSE_AROUND) return true;
  for (const neighbour of [before, after]) {
    if (neighbour !== undefined && removed[neighbour.index] !== 1 && neighbour.name === node.name && neighbour.text > 0 && neighbour.text <= 80 && labelled.test(elementText(neighbour, output))) return true;
  }
  return false;
}

const digit = /[0-9]/;

/** Whether the text holds an ASCII digit (no Unicode rules: a plain scan). */
function hasDigit(text: string): boolean {
  return digit.test(text);
}

/** Whether the text asks or exclaims ("!" or "?"). */
function asks(text: string): boolean {
  return text.includes("!") || text.includes("?");
}

/** @param named whether one short name beside the date may be the line's author or place (not in a list's item). */
function isMetaLine(text: string, named: boolean): boolean {
  if (!hasMetaSeparator(text)) return false;
  const parts = text.split(metaSeparator).filter((part) => part !== "");
  if (parts.length < 2) return false;
  let dated = false;
  let names = 0;
  let sources = 0;
  let counts = 0;
  for (const part of parts) {
    if (isDateline(part) || isLabelledDate(part) || isRelativeTime(part)) dated = true;
    else if (sourceTag.test(part)) sources++;
    else if (named && shortName.test(part)) names++;
    else if (isCount(part)) counts++;
    else if (!readingTime.test(part) && !widgetText.test(part) && !isByline(part) && !isWorldPart(part)) return false;
  }
  // A name beside a date is its author or its place ("Jane Doe | 29.07.2006"), two its author and
  // place ("Redacción | Madrid | 12 mar 2024"), not a name alone; a source in brackets ("(dpa)") is
  // one only beside a date; counts only beside something else ("Kalorien: 450 | Eiweiß: 20" are facts).
  return (names === 0 || (dated && names <= 2)) && (sources === 0 || dated) && counts < parts.length;
}

/** A count as a widget shows it beside its button: "34", "6782", "1,204", "1.2K", "3M", a vote's "-3". */
const countToken = /^[+-]?\d{1,3}(?:[.,]?\d{3})*(?:[.,]\d{1,2})?[KkMm]?$/u;
/** A mark a widget shows alone beside its buttons: an accepted answer's "✓", a vote's "▲". */
const widgetMark = /^[✓✔★☆▲▼]+$/u;
/** A count abbreviated the way widgets do ("1.2K"): never a figure of the story's own prose. */
const abbreviatedCount = /\d[KkMm]$/u;

/**
 * A line of bare counts, one of them abbreviated ("1.2K 34"): the claps and responses of a post whose
 * buttons the scanner dropped. Years and a table's figures are not abbreviated.
 */
function isCountLine(text: string): boolean {
  const tokens = text.split(" ");
  return tokens.length >= 2 && tokens.length <= 6 && tokens.every((token) => countToken.test(token)) && tokens.some((token) => abbreviatedCount.test(token));
}

/** Words a label of a site's footer line has at most ("Privacy Policy", "Terms of Use"). */
const FOOTER_LABEL_WORDS = 3;

/**
 * A site's footer line inside the chosen blocks: three or more parts between separators, one a
 * copyright notice and the others short labels ("Impressum · Datenschutz · Kontakt · © Zeitung 2026").
 */
function isFooterLine(text: string): boolean {
  if (text.length > SHORT || !text.includes("©") || !hasMetaSeparator(text)) return false;
  const parts = text.split(metaSeparator).filter((part) => part !== "");
  if (parts.length < 3) return false;
  let notices = 0;
  for (const part of parts) {
    if (isCopyrightLine(part)) notices++;
    else if (part.split(" ").length > FOOTER_LABEL_WORDS || /[\d.!?:]/u.test(part)) return false;
  }
  return notices === 1;
}

/** Whether a sibling next to `node`, of its kind, is a name beside a date too: lines of a list. */
function besideSameLine(node: TreeNode, output: ScanOutput): boolean {
  const siblings = node.parent?.children ?? [];
  const at = siblingPosition(node);
  for (const neighbour of [siblings[at - 1], siblings[at + 1]]) {
    if (neighbour !== undefined && neighbour.name === node.name && neighbour.text > 0 && neighbour.text <= SHORT && isMetaLine(elementText(neighbour, output), true)) return true;
  }
  return false;
}

/** A few words in brackets and nothing else: the agency or source a news item came from ("(dpa)", "( AFP, red )"). */
const sourceTag = /^\([^()]{1,30}\)$/u;

/** One to three capitalised words and nothing else: a name (an author's, a place's); in a script without case, one word of up to six letters. */
const shortName = /^\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){0,2}$|^\p{Lo}{1,6}$/u;

const lineBreak = /<br\b/i;

/** A block's text with its line breaks kept as separators: a date over a category line is a meta line too. */
function brokenLines(html: string): string {
  // Most short blocks hold no tag at all.
  if (!html.includes("<") || !lineBreak.test(html)) return "";
  return decodeText(html.replace(/<br\b[^>]*>/gi, " | ").replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

/** Longer than this, a link names an article (a headline), not a section of the site. */
const NAV_LINK = 40;

/**
 * A short link (or a block that is one) saying what a link in the page's navigation, header, footer
 * or sidebar says: a section or tag name repeated inside the article ("Hunderassen", "Yoga").
 */
function isNavLink(node: TreeNode, block: BlockText, chromeLinks: ReadonlySet<string>, output: ScanOutput, pageUrl: string): boolean {
  if (chromeLinks.size === 0 || node.text > NAV_LINK + 1 || node.name === "h1" || linkDensity(node) < 0.8) return false;
  if (inlineTags.has(node.name) && (node.name !== "a" || (node.parent?.inlineText ?? 0) > node.text + 2)) return false;
  if (!chromeLinks.has(chromeKey(block.text(node)))) return false;
  // A heading linked to its own anchor (`<h2><a href="#syntax">Syntax</a></h2>`) is the section a
  // table of contents points to, not a link of the menu: it says what the contents' link says.
  const heading = headingTags.has(node.name) || (node.below & TreeKind.Heading) !== 0 || (node.parent !== null && headingTags.has(node.parent.name));
  // A link is read by its own start tag, a block by the first link inside it. A heading in a link
  // to nowhere (no href: an accordion's or a tab's title) is a title of the page's own, too.
  return !(heading && linksIntoPage(node.name === "a" ? output.between(node.openStart, node.openEnd) : block.html(node), pageUrl));
}

const firstHref = /<a\s[^>]*?href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/**
 * Whether the first link with an href in `html` goes to an anchor of the page itself (the scanner
 * made it absolute: the page's address and a fragment), or there is none (a link to nowhere).
 */
function linksIntoPage(html: string, pageUrl: string): boolean {
  const match = firstHref.exec(html);
  if (match === null) return true;
  const href = decodeText(match[1] ?? match[2] ?? match[3] ?? "");
  const hash = href.indexOf("#");
  if (hash === -1) return false;
  const pageHash = pageUrl.indexOf("#");
  return hash === 0 || href.slice(0, hash) === (pageHash === -1 ? pageUrl : pageUrl.slice(0, pageHash));
}

/** Paragraphs and list items may repeat (a refrain, a recipe's steps); a caption or a title printed twice does not. */
const mayRepeat = new Set(["p", "li", "td", "th", "dd", "dt"]);

/**
 * A short block of inline text that says exactly what an earlier one said: a caption printed twice
 * (once over the picture, once in its lightbox), a title repeated. The first stays.
 */
function isRepeat(node: TreeNode, block: BlockText, seen: Set<string>): boolean {
  if (node.text < 20 || node.text > 300 || inlineTags.has(node.name) || mayRepeat.has(node.name)) return false;
  // Only text and inline elements inside (each text run adds one to `text`).
  if (node.text - node.inlineText > node.fragments) return false;
  const text = block.text(node);
  if (seen.has(text)) return true;
  seen.add(text);
  return false;
}

/** Running text (characters) under a heading that makes its section the story's… */
const SECTION_PROSE = 200;
/** …or under a heading in Han, kana or hangul, where a character says what a short word says. */
const SECTION_PROSE_IDEOGRAPHIC = 70;

/**
 * Whether the blocks under a heading (whose text is `title`) hold paragraphs of running text, code
 * or a table of data: a section of the story, not a widget ("Loading" over a configuration table).
 */
function sectionHasProse(heading: TreeNode, title: string): boolean {
  const level = headingLevel(heading);
  const siblings = heading.parent?.children ?? [];
  let prose = 0;
  for (let index = siblingPosition(heading) + 1; index < siblings.length; index++) {
    const sibling = siblings[index] as TreeNode;
    const next = headingLevel(sibling);
    if (next > 0 && next <= level) break;
    prose += sibling.prose + (isCodeOrDataTable(sibling) ? sibling.text : 0);
  }
  return prose >= (isIdeographic(title.charCodeAt(0)) ? SECTION_PROSE_IDEOGRAPHIC : SECTION_PROSE);
}

/** A block of code, or a table of few links: what a widget never holds. */
function isCodeOrDataTable(block: TreeNode): boolean {
  return block.name === "pre" || (block.name === "table" && linkDensity(block) < 0.5);
}

/** A paragraph this long (characters) right under a comments heading is the article's text, not a note ("Comments are moderated."). */
const OPENING_PARAGRAPH = 100;

/**
 * Whether a heading opens a paragraph of running text written straight under it: a section of the
 * article. Comments stand in a list or a box of their own under their heading ("3 Comments" over
 * `<ol class="comment-list">`), or it announces a form or a short note ("Comments are closed").
 */
function opensProse(heading: TreeNode): boolean {
  const first = nextBlockWithText(heading);
  return first !== undefined && first.name === "p" && first.prose >= OPENING_PARAGRAPH;
}

/** A list whose items are words, not links: steps, points, facts (a list of links is a box's). */
function isListOfText(block: TreeNode): boolean {
  return (block.name === "ul" || block.name === "ol") && linkDensity(block) < 0.5;
}

/** The heading a header only wraps (`<span class="box-header"><h3>…</h3></span>`, `wrappedBlock`), if it wraps one. */
function headingOf(header: TreeNode): TreeNode | undefined {
  const inner = wrappedBlock(header);
  return headingTags.has(inner.name) ? inner : undefined;
}

/** Wrappers holding only a heading (a box's header) climbed at most to find what its section holds. */
const HEADER_WRAPPERS = 2;

/**
 * The blocks after a chrome heading, up to the next heading of the same or a higher level: the related
 * links or the comments it announces. Not when they hold half the article, and not from a subheading
 * over a list of links out of the site on: the article's own sources after its related links.
 */
function removeSection(heading: TreeNode, state: ArticleState, total: number, output: ScanOutput, site: string): void {
  const level = headingLevel(heading);
  // A heading alone in its header (`<span class="box-header"><h3>Sign up …</h3></span><div class="box-content">…`): the section follows the header.
  let top = heading;
  // (Alone by the page's structure, not by what is left: a list removed under a "See also" leaves the heading alone in the story's box.)
  for (let climbed = 0; climbed < HEADER_WRAPPERS && top.parent !== null && top.parent.children.length === 1 && top.parent.parent !== null; climbed++) top = top.parent;
  // Only a box's header, which opens its box: a wrapper around a heading further down the story's own column
  // (`<section><h3>Comments</h3></section>` after the story's paragraphs) is no header of a box.
  if (top !== heading && top.parent?.children.find((child) => child.text > 0) !== top) top = heading;
  const siblings = top.parent?.children ?? [];
  const after: TreeNode[] = [];
  let text = 0;
  for (let index = siblingPosition(top) + 1; index < siblings.length; index++) {
    const sibling = siblings[index] as TreeNode;
    const next = headingLevel(sibling);
    if (next > 0 && (next <= level || headsOutboundList(siblings, index, output, site))) break;
    if (state.isRemoved(sibling)) continue;
    after.push(sibling);
    text += sibling.text;
  }
  if (text >= total * 0.5) return;
  for (const sibling of after) state.remove(sibling);
}

/** Whether the heading at `siblings[index]` stands over a list of links that leave the site. */
function headsOutboundList(siblings: readonly TreeNode[], index: number, output: ScanOutput, site: string): boolean {
  const list = siblings[index + 1];
  return list !== undefined && (list.name === "ul" || list.name === "ol") && list.img === 0 && linksLeaveSite(list, output, site);
}

/** A card is short: a headline, a line or two of excerpt, a date. */
const CARD = 700;

/**
 * A grid of teaser cards (other articles: "related", "more from", a carousel): at least three
 * children of one kind (same tag and class) that each hold a link and a picture, with little text
 * each, linking into the site. An in-article list of links has no picture per item, a gallery no
 * links, a round-up of products or tools links out of the site: they stay.
 */
function isCardGrid(node: TreeNode, state: ArticleState, output: ScanOutput, site: string): boolean {
  const children = node.children;
  if (children.length < 3 || node.link === 0) return false;
  // Made for the first card: most blocks (a paragraph with links) have none.
  let kinds: Map<string, number> | undefined;
  let cards = 0;
  let withText = 0;
  for (const child of children) {
    if (state.isRemoved(child) || (child.text === 0 && child.img === 0)) continue;
    withText++;
    if (child.link === 0 || child.text > CARD || child.img === 0) continue;
    kinds ??= new Map<string, number>();
    const kind = `${child.name} ${child.className}`;
    const count = (kinds.get(kind) ?? 0) + 1;
    kinds.set(kind, count);
    cards = Math.max(cards, count);
  }
  return cards >= 3 && cards >= withText * 0.7 && !linksLeaveSite(node, output, site);
}

// Keeps V8's compiled code for these classes across garbage collections (`held-shapes.ts`).
holdShapes(new BlockText(new ScanOutput("")));
