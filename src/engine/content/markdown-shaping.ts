import { codeBlockHtml, codeClass } from "./code-tables.js";
import { ContentEmitter, type Rewrite } from "./content-emit.js";
import { headingTags, inlineTags, isRoleTable, NodeFlag, rawHtmlBlockTags, siblingPosition, SubtreeWalk, TreeKind, type TreeNode } from "./content-tree.js";
import { shapeRoleTable } from "./role-tables.js";
import { dropAvatars } from "./avatars.js";
import { dropSiteLogos } from "./site-logos.js";
import { dropCardPictures } from "./link-cards.js";
import { expandSpans } from "./table-spans.js";
import { labelCodeLanguage } from "./code-languages.js";
import { dropRepeatedAlts, linkAround } from "./image-alts.js";
import { trimCaptionCredits } from "./caption-credits.js";
import { pictureCaptions } from "./picture-captions.js";
import { dropDoubledCaptions } from "./doubled-captions.js";
import { isBlankCell, isBlankRow } from "./blank-rows.js";
import { isDataTable, isValueGrid } from "./value-grids.js";
import { trimPostEmbeds } from "./post-embeds.js";
import { labelIconCells } from "./cell-labels.js";
import { cellsOf, rowsOf } from "./table-rows.js";
import { markCheckboxes } from "./checkboxes.js";
import { isLabelledRows, separateLabelledCells } from "./labelled-rows.js";
import { labelOverHigherHeading, pageKey, shapeHeading } from "./heading-shapes.js";
import { shapeRawHtmlBlock } from "./raw-html-blocks.js";
import { attributeValue, valuePattern } from "./tag-attributes.js";
import type { ScanOutput } from "./scan-output.js";

/** The elements the walk of `shapeForMarkdown` looks for (a noscript may be unwrapped). */
const shapedKinds = TreeKind.Table | TreeKind.Noscript | TreeKind.Image | TreeKind.Figcaption | TreeKind.Heading | TreeKind.Quote | TreeKind.Input | TreeKind.RawHtmlBlock | TreeKind.Pre | TreeKind.CellPair | TreeKind.RoleTable;

/**
 * Rewrites for markup the markdown converter would get wrong: code laid out in tables (WordPress
 * code plugins) becomes one fenced block, a `<tfoot>` moves after the body rows, layout tables
 * become plain blocks instead of broken GFM tables, a lazy image's placeholder gives way to the
 * real picture in the `<noscript>` next to it (a real picture's noscript copy goes), headings it
 * would print wrong are reshaped (`heading-shapes.ts`: blank, nested, in a link, with a line break),
 * a definition list, an FAQ's details and an address print as markdown, not raw HTML
 * (`raw-html-blocks.ts`), an image's alt text that repeats the caption beside it is left out
 * (`image-alts.ts`), and so are an embedded post's signature and platform lines (`post-embeds.ts`);
 * a task list's or a comparison's checkboxes print ☑ or ☐ (`checkboxes.ts`).
 * `tops` are the blocks to shape, `nodes` the page's tree in document order (`ContentTree.nodes`).
 */
/** A caption is a phrase at least (characters): an icon's label ("✓ dynia" in a list of ingredients) is none. */
const CAPTION_PHRASE = 20;

/**
 * A picture's caption set in an inline element, on one line, in a block (a checkbox's `label` or a
 * link around the picture and its text is no figure): it gets a line of its own (a `figcaption`'s).
 */
function isInlineCaption(caption: TreeNode): boolean {
  const block = caption.parent;
  return inlineTags.has(caption.name) && block !== null && !inlineTags.has(block.name) && block.name !== "label" && caption.text >= CAPTION_PHRASE && !holdsLineBreak(caption);
}

/** An `<img>` start tag's `src`, as the scanner wrote it (with the file it found, if any). */
const sourceValue = valuePattern("src");

/** A loading indicator's file name ("loading.gif", "ajax-loader.gif", "spinner.svg"), at the end of its path. */
const spinnerFile = /(?:^|[/_-])(?:loading|loader|ajax-loader|preloader|spinner)\.(?:gif|svg|png|webp)(?:[?#]|$)/i;

/** A word a spinner's file name holds: most pictures' tags have none. */
const spinnerWord = /load|spinner/i;

/** Whether the picture's tag names a file, and not a loading spinner's. */
function showsPicture(image: TreeNode, output: ScanOutput): boolean {
  const tag = output.between(image.openStart, image.openEnd);
  // A picture the scanner read with a plain source of its own (no placeholder) names its file.
  if ((image.flags & NodeFlag.PlaceholderImage) === 0 && !spinnerWord.test(tag)) return true;
  const file = (attributeValue(tag, sourceValue) ?? "").trim();
  return file !== "" && !spinnerFile.test(file);
}

/** The link that holds nothing but `image` (no text, no other picture): it goes with the picture, not printed as "[](…)". */
function linkOfOnly(image: TreeNode): TreeNode | undefined {
  const link = linkAround(image);
  return link !== undefined && link.img === 1 ? link : undefined;
}

function holdsLineBreak(node: TreeNode): boolean {
  return node.children.some((child) => child.name === "br" || holdsLineBreak(child));
}

export function shapeForMarkdown(tops: readonly TreeNode[], nodes: readonly TreeNode[], removed: Uint8Array | undefined, output: ScanOutput, pageUrl: string, mainContent = false): Map<TreeNode, Rewrite> {
  const page = pageKey(pageUrl);
  const rewrites = new Map<TreeNode, Rewrite>();
  const tables: TreeNode[] = [];
  const captions: TreeNode[] = [];
  const noscripts: TreeNode[] = [];
  const images: TreeNode[] = [];
  const quotes: TreeNode[] = [];
  const inputs: TreeNode[] = [];
  // A table cell chosen as the article (a layout's column) is a block, not a cell of a table the converter would print.
  // So is a row or a row group chosen without its table: its cells are blocks one after the other.
  for (const top of tops) {
    if (top.name === "td" || top.name === "th") rewrites.set(top, { kind: "rename", name: "div" });
    else if (top.name === "tr") rowAsBlocks(top, rewrites, removed, output);
    else if (top.name === "tbody" || top.name === "thead" || top.name === "tfoot") {
      rewrites.set(top, { kind: "unwrap" });
      for (const row of top.children) if (row.name === "tr") rowAsBlocks(row, rewrites, removed, output);
    }
  }
  const walk = new SubtreeWalk(nodes, tops);
  for (let node = walk.next(); node !== undefined; node = walk.next()) {
    if (removed?.[node.index] === 1) continue;
    if (node.name === "table") tables.push(node);
    else if ((node.flags & NodeFlag.Unwrap) !== 0) noscripts.push(node);
    else if (node.name === "img") {
      // A picture without a file (no source the scanner could find) would print as an empty "![]()";
      // a loading spinner's picture ("loading.gif") shows nothing of the page.
      if (showsPicture(node, output)) images.push(node);
      else rewrites.set(linkOfOnly(node) ?? node, { kind: "drop" });
    }
    else if (node.name === "figcaption" && mainContent) captions.push(node);
    else if (node.name === "blockquote" && mainContent) quotes.push(node);
    else if (node.name === "input") inputs.push(node);
    // Definition lists, FAQs' details and an address as markdown, not raw HTML (`raw-html-blocks.ts`).
    else if (rawHtmlBlockTags.has(node.name)) shapeRawHtmlBlock(node, rewrites);
    // Blank headings, nested ones, ones in a link, line breaks in one (`heading-shapes.ts`).
    else if (headingTags.has(node.name)) {
      const label = mainContent ? labelOverHigherHeading(node) : undefined;
      if (label !== undefined) rewrites.set(label, { kind: "drop" });
      else shapeHeading(node, output, rewrites, page);
    }
    // A code block's language named where the converter does not read it (`code-languages.ts`).
    else if (node.name === "pre") labelCodeLanguage(node, output, rewrites);
    // A table of divs with ARIA roles prints as a table (`role-tables.ts`).
    else if (isRoleTable(node)) shapeRoleTable(node, removed, rewrites);
    // A table built of blocks whose label and value touch (`labelled-rows.ts`).
    else if ((node.below & TreeKind.CellPair) !== 0 && isLabelledRows(node)) separateLabelledCells(node, output, rewrites);
    // Below, only what holds none of those is left: a data table's thousands of cells are not walked.
    if ((node.below & shapedKinds) !== 0) walk.descend();
  }
  // A lazy image's placeholder gives way to the real picture in the noscript beside it; a real
  // picture keeps its place (its link, its alt) and its noscript copy goes: one picture, printed once.
  for (const noscript of noscripts) {
    const image = pairedImage(noscript, -1, output) ?? pairedImage(noscript, 1, output);
    if (image !== undefined) rewrites.set((image.flags & NodeFlag.PlaceholderImage) !== 0 ? image : noscript, { kind: "drop" });
  }
  // Credits first: an image's alt is then compared with what its caption still says.
  // A block of a picture and one short text is a figure without the tag: its text is a caption too.
  let inlineCaptions: TreeNode[] = [];
  if (mainContent && images.length > 0) {
    const more = pictureCaptions(images, removed);
    inlineCaptions = more.filter(isInlineCaption);
    // In document order, as the trimming reads them (it skips a caption inside the last one read).
    if (more.length > 0) {
      captions.push(...more);
      captions.sort((a, b) => a.index - b.index);
    }
  }
  // A caption printed twice keeps its first print (`doubled-captions.ts`), before its credit is trimmed.
  if (mainContent && (images.length > 0 || captions.length > 0)) dropDoubledCaptions(images, captions, removed, output, rewrites);
  if (captions.length > 0) trimCaptionCredits(captions, removed, output, rewrites);
  // A caption in an inline element (`<img><span class="caption">…</span>`) would print on the picture's line: a caption's own line.
  for (const caption of inlineCaptions) if (!rewrites.has(caption)) rewrites.set(caption, { kind: "rename", name: "figcaption" });
  // A user's picture beside a post (`avatars.ts`).
  if (mainContent && images.length > 0) dropAvatars(images, output, rewrites);
  // The site's logo linked to its home page (`site-logos.ts`).
  if (mainContent && images.length > 0) dropSiteLogos(images, output, rewrites, pageUrl);
  // A link card's icon and thumbnail inside its link (`link-cards.ts`).
  if (mainContent && images.length > 0) dropCardPictures(images, output, rewrites);
  if (images.length > 0) dropRepeatedAlts(images, removed, output, rewrites);
  // An embedded post's platform lines (`post-embeds.ts`).
  if (quotes.length > 0) trimPostEmbeds(quotes, removed, output, rewrites);
  // A task list's or a comparison's checkboxes (`checkboxes.ts`).
  if (inputs.length > 0) markCheckboxes(inputs, output, rewrites);
  if (tables.length === 0) return rewrites;
  const inCode = new Set<TreeNode>();
  for (const table of tables) {
    if (table.parent !== null && insideAny(table, inCode)) continue;
    if (isCodeTable(table)) {
      rewrites.set(table, { kind: "html", html: codeBlockHtml(new ContentEmitter(output, removed, rewrites).nodes([table])) });
      inCode.add(table);
    }
  }
  // Innermost first, so an outer layout table sees its inner ones decided.
  for (let index = tables.length - 1; index >= 0; index--) {
    const table = tables[index] as TreeNode;
    if (inCode.has(table) || insideAny(table, inCode)) continue;
    const lifted: TreeNode[] = [];
    // The table's rows, read once for the three passes below (a data table has thousands).
    const rows = rowsOf(table);
    // Rows of blank cells (`&nbsp;`, spacers) print nothing, as blocks or as table rows (`blank-rows.ts`).
    for (const row of rows) if (isBlankRow(row, removed, output)) rewrites.set(row, { kind: "drop" });
    if (isLayoutTable(table, rows, removed, rewrites, lifted, output)) flattenTable(table, rows, rewrites, removed, output);
    else {
      for (const row of lifted) liftRows(row, rewrites);
      if (footBeforeBody(table)) rewrites.set(table, { kind: "footLast" });
      // A cell showing only a labelled icon prints its label (`cell-labels.ts`).
      labelIconCells(rows, removed, output, rewrites);
      // Cells that span rows, a header of several rows: written as a grid (`table-spans.ts`).
      if (lifted.length === 0) expandSpans(rows, removed, output, rewrites);
    }
  }
  return rewrites;
}

function insideAny(node: TreeNode, set: ReadonlySet<TreeNode>): boolean {
  if (set.size === 0) return false;
  for (let current = node.parent; current !== null; current = current.parent) if (set.has(current)) return true;
  return false;
}

function isCell(node: TreeNode): boolean {
  return node.name === "td" || node.name === "th";
}

/** A table holding one piece of code: a cell with a `<pre>` or a code-plugin cell, maybe a line-number gutter. */
function isCodeTable(table: TreeNode): boolean {
  const rows = rowsOf(table);
  if (rows.length === 0 || rows.length > 2) return false;
  // The cells (`cellsOf`) read in place: every table of every page is asked, and nearly all say no.
  let cells = 0;
  for (const row of rows) for (const cell of row.children) if (isCell(cell)) cells++;
  if (cells === 0 || cells > 3) return false;
  for (const row of rows) for (const cell of row.children) if (isCell(cell) && (cell.pre > 0 || codeClass.test(cell.className))) return true;
  return false;
}

/** A cell with this much text (characters), mostly not links, holds running text, not a value. */
const RUNNING_CELL = 200;
/** Share of a table's text in one such cell that makes the table a layout around it. */
const DOMINANT_CELL = 0.75;

const blockInCell = new Set(["table", "ul", "ol", "dl", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "form"]);

/**
 * A table used to lay out the page (or a single cell of content): rows of different widths, block
 * content in cells, one column. A row whose one cell holds only a table with rows as wide as this
 * table's (an infobox's box of coordinates) is not block content: its rows are this table's, and the
 * row goes into `lifted` (`liftRows`).
 */
function isLayoutTable(table: TreeNode, rows: readonly TreeNode[], removed: Uint8Array | undefined, rewrites: ReadonlyMap<TreeNode, Rewrite>, lifted: TreeNode[], output: ScanOutput): boolean {
  if (table.role === "presentation") return true;
  if (rows.length === 0) return true;
  let width = -1;
  let dominant = false;
  let headed = false;
  // Whether a row has two cells with text or a picture: until one does, each row's cells are read (then no more).
  let grid = false;
  // Whether the table is a data table (`isDataTable`), read once: only rows of another width ask.
  let dataTable: boolean | undefined;
  for (const row of rows) {
    // A blank row left out (`blank-rows.ts`) has no say in the table's width.
    if (rewrites.get(row)?.kind === "drop" || removed?.[row.index] === 1) continue;
    if (!grid) grid = textCells(row, removed, output) >= 2;
    let span = 0;
    let cells = 0;
    let holdsTable = false;
    // The cells of the row (`cellsOf`), read in place: a data table has thousands of rows.
    for (const cell of row.children) {
      if (cell.name !== "td" && cell.name !== "th") continue;
      span += cell.colspan;
      cells++;
      if (cell.name === "th") headed = true;
      if (!dominant && cell.text >= RUNNING_CELL && cell.text >= table.text * DOMINANT_CELL && cell.link * 2 < cell.text) dominant = true;
      if (cellHasBlocks(cell, removed)) {
        if (cells > 1 || onlyTable(cell, removed, rewrites) === undefined) return true;
        holdsTable = true;
      }
    }
    if (holdsTable) {
      if (cells > 1) return true;
      lifted.push(row);
      continue;
    }
    if (width === -1) width = span;
    else if (span !== width && !(dataTable ??= isDataTable(table))) return true;
  }
  for (const row of lifted) if ((cellsOf(row)[0] as TreeNode).colspan !== width || !rowsAsWide(onlyTable(cellsOf(row)[0] as TreeNode, removed, rewrites) as TreeNode, width)) return true;
  // One cell holding the table's running text (a post beside its author line, a story beside a menu) lays the table out.
  // Rows with text or a picture in one cell each, without a header cell, are blocks one under the other, not a grid
  // of values (an author box the cleaning emptied, a banner's cells around one line).
  return width <= 1 || (!grid && lifted.length === 0 && !headed) || (dominant && !isValueGrid(table));
}

/** Cells of `row` with a picture or text that is not blank (`blank-rows.ts`), counted up to two: an icon beside each link is a column. */
function textCells(row: TreeNode, removed: Uint8Array | undefined, output: ScanOutput): number {
  let count = 0;
  for (const cell of row.children) if ((cell.name === "td" || cell.name === "th") && (cell.img > 0 || (cell.text > 0 && !isBlankCell(cell, removed, output))) && ++count === 2) break;
  return count;
}

/** The table a cell holds and nothing else (no text of its own, no other block), kept as a table so far. */
function onlyTable(cell: TreeNode, removed: Uint8Array | undefined, rewrites: ReadonlyMap<TreeNode, Rewrite>): TreeNode | undefined {
  if (cell.inlineText > 0) return undefined;
  let table: TreeNode | undefined;
  for (const child of cell.children) {
    if (removed?.[child.index] === 1 || (child.text === 0 && child.img === 0 && child.embed === 0)) continue;
    if (table !== undefined || child.name !== "table" || rewrites.has(child)) return undefined;
    table = child;
  }
  // Only rows and their groups: a caption or column groups would land among the outer table's rows.
  return table !== undefined && table.children.every((child) => child.name === "tr" || child.name === "thead" || child.name === "tbody" || child.name === "tfoot") ? table : undefined;
}

/** Whether every row of `table` spans `width` columns. */
function rowsAsWide(table: TreeNode, width: number): boolean {
  const rows = rowsOf(table);
  return rows.length > 0 && rows.every((row) => cellsOf(row).reduce((span, cell) => span + cell.colspan, 0) === width);
}

/** Dissolves a row around a table in its one cell (`isLayoutTable`): the inner table's rows stand in its place. */
function liftRows(row: TreeNode, rewrites: Map<TreeNode, Rewrite>): void {
  const cell = cellsOf(row)[0] as TreeNode;
  const unwrap: Rewrite = { kind: "unwrap" };
  rewrites.set(row, unwrap);
  rewrites.set(cell, unwrap);
  for (const child of cell.children) {
    if (child.name !== "table") continue;
    rewrites.set(child, unwrap);
    for (const group of child.children) if (group.name !== "tr") rewrites.set(group, unwrap);
  }
}

function cellHasBlocks(cell: TreeNode, removed: Uint8Array | undefined): boolean {
  // Most cells hold text and inline elements only.
  if ((cell.below & TreeKind.Block) === 0) return false;
  let paragraphs = 0;
  const stack = [...cell.children];
  while (stack.length > 0) {
    const node = stack.pop() as TreeNode;
    if (removed?.[node.index] === 1) continue;
    if (blockInCell.has(node.name)) return true;
    if (node.name === "p" || node.name === "div") paragraphs++;
    for (const child of node.children) stack.push(child);
  }
  return paragraphs > 1;
}

/** A row outside its table as blocks: the row and each of its cells a `<div>`, blank cells left out. */
function rowAsBlocks(row: TreeNode, rewrites: Map<TreeNode, Rewrite>, removed: Uint8Array | undefined, output: ScanOutput): void {
  const div: Rewrite = { kind: "rename", name: "div" };
  rewrites.set(row, div);
  for (const cell of row.children) if (isCell(cell)) rewrites.set(cell, isBlankCell(cell, removed, output) ? { kind: "drop" } : div);
}

/** Turns a table into blocks (`rows`: its rows, `rowsOf`): each of its cells a `<div>`, its rows and sections dissolved (nested tables untouched). */
function flattenTable(table: TreeNode, rows: readonly TreeNode[], rewrites: Map<TreeNode, Rewrite>, removed: Uint8Array | undefined, output: ScanOutput): void {
  const div: Rewrite = { kind: "rename", name: "div" };
  // Column labels ("Author", "Message") over columns of records that are no more: a header row of two or more
  // cells prints nothing. Over one row they title its cells ("Pros" over a list, "Cons" over another) and stay.
  const records = recordRows(rows, rewrites, removed) >= 2;
  for (const row of rows) {
    if (rewrites.get(row)?.kind === "drop") continue;
    if (records && columnLabels(row)) {
      rewrites.set(row, { kind: "drop" });
      continue;
    }
    // A blank cell (`&nbsp;` between columns) would print as a line of white space.
    for (const cell of cellsOf(row)) rewrites.set(cell, isBlankCell(cell, removed, output) ? { kind: "drop" } : div);
    rewrites.set(row, div);
  }
  for (const child of table.children) {
    if (child.name === "colgroup" || child.name === "col") rewrites.set(child, { kind: "drop" });
    else if (child.name === "thead" || child.name === "tbody" || child.name === "tfoot") rewrites.set(child, { kind: "unwrap" });
    else if (child.name === "caption") rewrites.set(child, div);
  }
  rewrites.set(table, div);
}

/** Rows of a table with something to print, not blank and not column labels, counted up to two. */
function recordRows(rows: readonly TreeNode[], rewrites: ReadonlyMap<TreeNode, Rewrite>, removed: Uint8Array | undefined): number {
  let count = 0;
  for (const row of rows) {
    if (rewrites.get(row)?.kind === "drop" || removed?.[row.index] === 1 || (row.text === 0 && row.img === 0 && row.embed === 0) || columnLabels(row)) continue;
    if (++count === 2) break;
  }
  return count;
}

/** Longest text (characters) of a column's label. */
const COLUMN_LABEL = 40;

/** A row of two or more header cells, each a short label without links or pictures. */
function columnLabels(row: TreeNode): boolean {
  let labels = 0;
  for (const cell of row.children) {
    if (cell.name === "td" || (cell.name === "th" && (cell.text > COLUMN_LABEL || cell.link > 0 || cell.img > 0 || (cell.below & TreeKind.Block) !== 0))) return false;
    if (cell.name === "th") labels++;
  }
  return labels >= 2;
}

/** A footer row group before the body rows (HTML allows it; the converter would take it as row 2). */
function footBeforeBody(table: TreeNode): boolean {
  const children = table.children;
  const foot = children.findIndex((child) => child.name === "tfoot");
  return foot !== -1 && foot !== children.length - 1;
}

/**
 * The image next to a `<noscript>` (`<img>`, or a wrapper holding only it; blank text skipped) that
 * the noscript's picture stands for: a lazy image's placeholder, or the same picture (same address).
 */
function pairedImage(noscript: TreeNode, side: -1 | 1, output: ScanOutput): TreeNode | undefined {
  const siblings = noscript.parent?.children ?? [];
  const sibling = siblings[siblingPosition(noscript) + side];
  if (sibling === undefined) return undefined;
  const [from, to] = side === -1 ? [sibling.closeEnd, noscript.openStart] : [noscript.closeEnd, sibling.openStart];
  if (from < to && output.between(from, to).trim() !== "") return undefined;
  let image: TreeNode | undefined;
  if (sibling.name === "img") image = sibling;
  else if ((sibling.name === "picture" || sibling.name === "span" || sibling.name === "a" || sibling.name === "div") && sibling.img === 1) {
    image = findImage(sibling);
  }
  if (image === undefined) return undefined;
  return (image.flags & NodeFlag.PlaceholderImage) !== 0 || sameSource(image, noscript, output) ? image : undefined;
}

const srcValue = valuePattern("src");

function sourceOf(image: TreeNode, output: ScanOutput): string | undefined {
  return attributeValue(output.between(image.openStart, image.openEnd), srcValue);
}

/** Whether the one picture in `noscript` has the address of `image`. */
function sameSource(image: TreeNode, noscript: TreeNode, output: ScanOutput): boolean {
  if (noscript.img !== 1) return false;
  const copy = findImage(noscript);
  const source = copy === undefined ? undefined : sourceOf(copy, output);
  return source !== undefined && source !== "" && source === sourceOf(image, output);
}

function findImage(root: TreeNode): TreeNode | undefined {
  const stack = [...root.children];
  while (stack.length > 0) {
    const node = stack.pop() as TreeNode;
    if (node.name === "img") return node;
    stack.push(...node.children);
  }
  return undefined;
}
