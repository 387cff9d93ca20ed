import { isIdeographic } from "./ideographs.js";
import { decodeText } from "./html-entities.js";
import type { TagReader } from "./html-tag-reader.js";
import type { ScanOutput } from "./scan-output.js";
import { REVEALED_ATTRIBUTE } from "./revealed-marker.js";
import { isHiddenByAttributes } from "./visibility.js";
import { toggleHolderNames } from "./boilerplate-rules.js";
import { holdShapes } from "./held-shapes.js";
import { mayMisprint } from "./heading-shapes.js";

/**
 * The light tree the main-content step works on, built by the scanner in its single pass (no
 * second parse): one node per kept element with the few attributes the step reads, text figures
 * summed bottom-up, and where the element's tags sit in the scanner's output pieces, so the
 * chosen content is emitted by copying those pieces (see `content-emit.ts`).
 */
export interface TreeNode {
  readonly index: number;
  /** Lower-case tag name ("#root" for the document). */
  readonly name: string;
  readonly parent: TreeNode | null;
  /**
   * Index in the tree's `nodes` (document order) just past the node's last descendant, set when it
   * closes: a walk over `nodes` skips the node's subtree by going on from there (`ArticleState.nodes`).
   */
  end: number;
  /** Child elements; leaves share one empty array (most elements have none, and each array is garbage to collect). */
  children: TreeNode[];
  className: string;
  id: string;
  role: string;
  /** NodeFlag bits. */
  flags: number;
  /** `colspan` of a cell (1 otherwise). */
  colspan: number;
  /** Output pieces: [openStart, openEnd) is the start tag, [closeStart, closeEnd) the end tag. */
  openStart: number;
  openEnd: number;
  closeStart: number;
  closeEnd: number;
  /** Characters of trimmed text below (+1 per text run, as words are separated across runs). */
  text: number;
  /** Of which inside links. */
  link: number;
  commas: number;
  /** Text of the element itself and of its inline children (a paragraph written straight into a div). */
  inlineText: number;
  inlineCommas: number;
  /** Elements below, by kind. */
  p: number;
  img: number;
  li: number;
  input: number;
  embed: number;
  pre: number;
  /** `<article>`, `<main>` and `role=main` elements below. */
  roots: number;
  /** Non-blank text runs below. */
  fragments: number;
  /** Text of the paragraphs below (`<p>` of running text: not short, not mostly links). */
  prose: number;
  /**
   * `TreeKind` bits of every element below, set as they close; never taken back (a removed element
   * still counts). A pass looking for some kind of element skips a subtree whose bits lack it.
   */
  below: number;
}

export const NodeFlag = {
  /** Never seen: `hidden`, display:none / visibility:hidden, hiding classes, hidden inputs. */
  Hidden: 1,
  AriaHidden: 2,
  /** An `<img>` that only stands in for a lazy-loaded picture (no src, data: src, data-*src, lazy class). */
  PlaceholderImage: 4,
  /** A `<noscript>` holding an image: its tags go, its content stays. */
  Unwrap: 8,
  /** `rel="author"` or `itemprop="author"`: the element names the article's author. */
  Author: 16,
  /** `itemprop="name"` (inside an author element: the name alone, without the date beside it). */
  ItemName: 32,
  /** A `<noscript>` picture right after its placeholder image: the two are one picture, counted once. */
  ReplacesPlaceholder: 64,
  /** Revealed or changed by the scrape's actions, or holds such an element (`REVEALED_ATTRIBUTE`): kept. */
  Revealed: 128,
  /** `itemprop="datePublished"` (or another date of the page's item): the element holds a date about the page. */
  ItemDate: 256,
  /** An `<aside>` after running text with few links, kept by the scanner for the content step to place (`story-asides.ts`). */
  StoryAside: 512,
  /** A list of links to the names of topics in the article's part of the site, kept under its heading (`topic-lists.ts`). */
  TopicList: 1024,
  /** A `<section>` whose id is its own heading's words (`heading-slug.ts`): a part of a generated document's outline. */
  SlugSection: 2048,
  /** A `<p>` with a run of text (its own or an inline element's) that opens in a script written without spaces (Han, kana, hangul): shorter paragraphs are running text (`proseLength`). */
  Ideographic: 4096,
  /** `itemprop="articleBody"`: the page says its article's text is in this element (`body-box.ts`). */
  ArticleBody: 8192,
  /**
   * An `<a>` without `href` made focusable (`tabindex`) or called a button (`role="button"`): a
   * script's control (an accordion's title), not a link; its text is not link text. (An anchor
   * without either stays a link: a menu a script fills in.) So is an `<a>` to a picture file: a
   * lightbox around the story's figure, whose caption is not a teaser's headline.
   */
  AnchorControl: 16384,
  /** An `<input type="checkbox">`: kept in the article, not counted as a form's control (`checkboxes.ts`). */
  Checkbox: 32768,
  /** A table cell with `rowspan` above 1 (`table-spans.ts`). */
  RowSpan: 65536,
} as const;

/** Inline elements: their text is part of the paragraph around them. */
export const inlineTags = new Set([
  "a", "abbr", "b", "bdi", "bdo", "br", "cite", "code", "data", "dfn", "em", "font", "i", "kbd", "mark", "q", "s", "samp",
  "small", "span", "strong", "sub", "sup", "time", "u", "var", "wbr", "del", "ins", "img", "picture",
]);

const commaMarks = [",", "\uff0c", "\u3001", "\u060c"]; // , ， 、 ،

/**
 * Counts commas in the text runs of one page, which come in document order. Each mark's next
 * occurrence is found with indexOf (native, much faster than a loop over every character) and
 * kept, so the page is searched once per mark however many runs it has.
 */
class CommaCounter {
  private readonly next = commaMarks.map(() => -1);

  count(html: string, start: number, end: number): number {
    let commas = 0;
    for (let mark = 0; mark < commaMarks.length; mark++) {
      let at = this.next[mark] as number;
      if (at === Number.MAX_SAFE_INTEGER) continue;
      if (at < start) at = html.indexOf(commaMarks[mark] as string, start);
      while (at !== -1 && at < end) {
        commas++;
        at = html.indexOf(commaMarks[mark] as string, at + 1);
      }
      this.next[mark] = at === -1 ? Number.MAX_SAFE_INTEGER : at;
    }
    return commas;
  }
}

/** A link's text when it is plain (no markup inside) and short. */
const linkText = /<a\b[^>]*>([^<]{1,80})<\/a>/gi;

/**
 * A short text as the chrome-link set keys it: white space collapsed, lower case. `collapseSpace`
 * copies only untidy text; replacing every run of spaces copied every text with a space in it.
 */
export function chromeKey(text: string): string {
  return collapseSpace(text).toLowerCase();
}

export const headingTags = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
/** Lists: bulleted, numbered, of definitions. */
export const listTags: ReadonlySet<string> = new Set(["ul", "ol", "dl"]);
/** Blocks the markdown converter prints as raw HTML, which the markdown shaping rewrites (`raw-html-blocks.ts`). */
export const rawHtmlBlockTags: ReadonlySet<string> = new Set(["dl", "details", "summary", "address"]);

/** A heading's level (1 for `<h1>`), 0 for any other element. */
export function headingLevel(node: TreeNode): number {
  return headingTags.has(node.name) ? Number(node.name[1]) : 0;
}

/** The nearest sibling after `node` that has text (read in the tree as built: removals aside). */
export function nextBlockWithText(node: TreeNode): TreeNode | undefined {
  const siblings = node.parent?.children ?? [];
  for (let index = siblingPosition(node) + 1; index < siblings.length; index++) {
    const sibling = siblings[index] as TreeNode;
    if (sibling.text > 0) return sibling;
  }
  return undefined;
}

/**
 * The two children with text of `node` when it has exactly two (a box's heading and its list, a
 * label and its block); undefined otherwise. No array is built: boxes are asked this on hot paths.
 */
export function twoPartsWithText(node: TreeNode): [TreeNode, TreeNode] | undefined {
  let first: TreeNode | undefined;
  let second: TreeNode | undefined;
  for (const child of node.children) {
    if (child.text === 0) continue;
    if (first === undefined) first = child;
    else if (second === undefined) second = child;
    else return undefined;
  }
  return second === undefined ? undefined : [first as TreeNode, second];
}

/**
 * Where `node` stands among its parent's children (-1 for the root): they are in document order, as
 * their indexes are, so a binary search finds it. `indexOf` per node is quadratic on a block of
 * thousands of siblings.
 */
export function siblingPosition(node: TreeNode): number {
  const siblings = node.parent?.children ?? [];
  let low = 0;
  let high = siblings.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const index = (siblings[middle] as TreeNode).index;
    if (index === node.index) return middle;
    if (index < node.index) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

const inputTags = new Set(["input", "select", "textarea", "button"]);
/**
 * Elements whose whole text a `<button>` may be (an accordion's question in a heading, a
 * disclosure's summary, a term): such a button is read as that text, not as a form control.
 */
export const toggleHolders: ReadonlySet<string> = new Set(toggleHolderNames);
const embedTags = new Set(["video", "audio", "iframe", "embed", "object"]);
/** Blocks the article's cleaning judges on their numbers (`cleanArticle`; lists too, as `TreeKind.List`). */
export const cleanableTags: ReadonlySet<string> = new Set(["div", "aside", "header", "footer", "form", "fieldset", "ul", "table", "figure", "nav"]);

/** What the tree counts an element as, by its tag name: bits looked up once per name (`treeKindOf`), not per element. */
export const TreeKind = {
  /** In `inlineTags`. */
  Inline: 1,
  /** In `headingTags`. */
  Heading: 2,
  /** A form control (`TreeNode.input`). */
  Input: 4,
  /** Embedded media (`TreeNode.embed`). */
  Embed: 8,
  Table: 16,
  Image: 32,
  Noscript: 64,
  Figcaption: 128,
  /** In `cleanableTags`. */
  Cleanable: 256,
  /** In `listTags`. */
  List: 512,
  /** Not in `inlineTags`: a block, or an element of any other kind. */
  Block: 1024,
  /** A `<blockquote>` (an embedded post may stand in one: `post-embeds.ts`). */
  Quote: 2048,
  /**
   * Set in `below` only, never a tag's kind: a form control the scanner dropped as chrome stood
   * below (a box's "Donate" or "Subscribe" button), so the box asked its reader to act.
   */
  DroppedControl: 4096,
  /** A `<dl>`, `<details>`, `<summary>` or `<address>`: the converter prints it as raw HTML, so the markdown shaping rewrites it (`raw-html-blocks.ts`). */
  RawHtmlBlock: 8192,
  /** A `<pre>`: its code's language may be named where the converter does not read it (`code-languages.ts`). */
  Pre: 16384,
  /**
   * Set in `below` only: a block of two inline elements holding only text stood below (a row of a
   * label and a value, `labelled-rows.ts`), whose cells the markdown shaping may need to set apart.
   */
  CellPair: 32768,
  /** Set in `below` only: a table built of elements with ARIA roles stood below (`role-tables.ts`). */
  RoleTable: 65536,
} as const;

/** A table built of elements with ARIA roles (`<div role="table">`, "grid"). */
export function isRoleTable(node: TreeNode): boolean {
  return node.role === "table" || node.role === "grid";
}

/** The TreeKind bits of a lower-case tag name. */
export function treeKindOf(name: string): number {
  return (
    (inlineTags.has(name) ? TreeKind.Inline : TreeKind.Block) |
    (headingTags.has(name) ? TreeKind.Heading : 0) |
    (inputTags.has(name) ? TreeKind.Input : 0) |
    (embedTags.has(name) ? TreeKind.Embed : 0) |
    (name === "table" ? TreeKind.Table : 0) |
    (name === "img" ? TreeKind.Image : 0) |
    (name === "noscript" ? TreeKind.Noscript : 0) |
    (name === "figcaption" ? TreeKind.Figcaption : 0) |
    (cleanableTags.has(name) ? TreeKind.Cleanable : 0) |
    (listTags.has(name) ? TreeKind.List : 0) |
    (name === "blockquote" ? TreeKind.Quote : 0) |
    (rawHtmlBlockTags.has(name) ? TreeKind.RawHtmlBlock : 0) |
    (name === "pre" ? TreeKind.Pre : 0)
  );
}

/** The attributes of one start tag the tree keeps (read once, reused from tag to tag). */
export class TreeAttributes {
  className = "";
  id = "";
  role = "";
  flags = 0;
  colspan = 1;
  ariaModal = false;

  /** Reads what the tree needs from the tag in `reader`. */
  read(name: string, reader: TagReader): void {
    this.className = "";
    this.id = "";
    this.role = "";
    this.flags = 0;
    this.colspan = 1;
    this.ariaModal = false;
    let hidden = false;
    let style: string | undefined;
    let type: string | undefined;
    let src: string | undefined;
    let lazySource = false;
    /** Sides of an image one pixel or less long: both, and it is a tracking pixel; one, and it is a spacer or a rule: not a picture. */
    let pixelSides = 0;
    let href = false;
    let pictureHref = false;
    let control = false;
    for (let index = 0; index < reader.count; index++) {
      const length = reader.valueOuterStart(index) - reader.nameStart(index);
      switch (length) {
        case 2:
          if (reader.is(index, "id")) this.id = reader.value(index);
          break;
        case 3:
          if (reader.is(index, "src")) src = reader.rawValue(index);
          else if (reader.is(index, "rel") && /(?:^|\s)author(?:\s|$)/i.test(reader.rawValue(index))) this.flags |= NodeFlag.Author;
          break;
        case 4:
          if (reader.is(index, "role")) this.role = reader.value(index).trim().toLowerCase();
          else if (reader.is(index, "type")) type = reader.rawValue(index);
          else if (reader.is(index, "href")) {
            href = true;
            pictureHref = name === "a" && picturePath.test(reader.rawValue(index));
          }
          break;
        case 5:
          if (reader.is(index, "class")) this.className = reader.value(index);
          else if (reader.is(index, "style")) style = reader.rawValue(index);
          else if (name === "img" && reader.is(index, "width") && onePixel(reader.rawValue(index))) pixelSides++;
          break;
        case 6:
          if (reader.is(index, "hidden")) hidden = true;
          else if (name === "img" && reader.is(index, "height") && onePixel(reader.rawValue(index))) pixelSides++;
          break;
        case 7:
          if (reader.is(index, "colspan")) this.colspan = Math.max(1, Number.parseInt(reader.rawValue(index), 10) || 1);
          else if (reader.is(index, "rowspan") && (Number.parseInt(reader.rawValue(index), 10) || 1) > 1) this.flags |= NodeFlag.RowSpan;
          break;
        case 8:
          if (name === "a" && reader.is(index, "tabindex")) control = true;
          else if (reader.is(index, "itemprop")) {
            const itemprop = reader.rawValue(index);
            if (/author/i.test(itemprop)) this.flags |= NodeFlag.Author;
            if (/name/i.test(itemprop)) this.flags |= NodeFlag.ItemName;
            if (/^\s*(?:date(?:published|modified|created)|uploaddate)\b/i.test(itemprop)) this.flags |= NodeFlag.ItemDate;
            else if (/^\s*articlebody\s*$/i.test(itemprop)) this.flags |= NodeFlag.ArticleBody;
          }
          break;
        case 10:
          if (reader.is(index, "aria-modal")) this.ariaModal = reader.rawValue(index) === "true";
          break;
        case 11:
          if (reader.is(index, "aria-hidden") && reader.rawValue(index) === "true") this.flags |= NodeFlag.AriaHidden;
          break;
        case REVEALED_ATTRIBUTE.length:
          if (reader.is(index, REVEALED_ATTRIBUTE)) this.flags |= NodeFlag.Revealed;
          break;
      }
      if (name === "img" && length > 5 && !lazySource) {
        lazySource = reader.nameHas(index, "data-", "src");
      }
    }
    if (isHiddenByAttributes(hidden, style, this.className, name === "input" && type?.trim().toLowerCase() === "hidden") || pixelSides > 0) this.flags |= NodeFlag.Hidden;
    if (name === "a" && (pictureHref || (!href && (control || this.role === "button")))) this.flags |= NodeFlag.AnchorControl;
    if (name === "input" && type?.trim().toLowerCase() === "checkbox") this.flags |= NodeFlag.Checkbox;
    if (name === "img") {
      const value = src?.trim() ?? "";
      if (value === "" || value.startsWith("data:") || value.startsWith("#") || lazySource || (this.className !== "" && /lazy|placeholder|blur/i.test(this.className))) this.flags |= NodeFlag.PlaceholderImage;
    }
  }
}

/** Whether a block holds just two inline elements of text only (a label and its value: `labelled-rows.ts`). */
export function isCellPair(node: TreeNode): boolean {
  const children = node.children;
  if (children.length !== 2) return false;
  const [label, value] = children as [TreeNode, TreeNode];
  return label.children.length === 0 && value.children.length === 0 && label.text > 0 && value.text > 0 && inlineTags.has(label.name) && inlineTags.has(value.name);
}

/** A link's address that is a picture file ("/news/images/creek-full.jpg", "…/photo.webp?w=2000"). */
const picturePath = /\.(?:jpe?g|png|gif|webp|avif)(?:[?#]|$)/iu;

/** Whether a `width` or `height` value is one pixel or less ("1", "0", "1px"). */
function onePixel(value: string): boolean {
  const size = Number.parseFloat(value);
  return size >= 0 && size <= 1;
}

const noAttributes = new TreeAttributes();

/** The children of every leaf; replaced by a node's own array when it gets a child. */
const noChildren: TreeNode[] = [];
Object.freeze(noChildren);

/** A node as the tree fills it in (its readonly fields too, when it is reused: `SpareNodes`). */
type NodeFields = { -readonly [Field in keyof TreeNode]: TreeNode[Field] };

/**
 * The nodes of the last tree the content step was done with, handed out again to the next page's
 * tree. A crawl's trees are made one after another in each thread, and nearly all of a tree's
 * memory is its nodes (256 bytes each): made new for every page, the nodes of a big page survived
 * V8's young generation while the page was read, and each collection copied them for nothing
 * (P5: a pass took 5–8 % less with them reused). A node is handed out once: the set is the last
 * released tree's, read with a cursor, and replaced whole by the next release; a tree never released
 * keeps its nodes. At most `SPARE_NODES` are kept (~4 MB), holding no text of the page they came from
 * (a class name cut from a page keeps all of its HTML alive: bench P15).
 */
class SpareNodes {
  private nodes: NodeFields[] = [];
  /** The next to hand out: in the order the last tree made them, so a walk in document order reads memory in order. */
  private next = 0;

  take(): NodeFields | undefined {
    return this.next < this.nodes.length ? this.nodes[this.next++] : undefined;
  }

  /**
   * Takes the nodes of a finished tree (`ContentTree.release`) as the spare ones. Keeping nodes for
   * longer (the larger set, or every node ever made, as a free list) made P5's passes 2–3 % slower:
   * nodes kept in V8's old generation, written with the new page's young arrays and strings, cost
   * more than the last page's.
   */
  keep(nodes: TreeNode[]): void {
    if (nodes.length > SPARE_NODES) nodes.length = SPARE_NODES;
    const spare = nodes as NodeFields[];
    for (const node of spare) {
      node.name = node.className = node.id = node.role = "";
      node.parent = null;
      node.children = noChildren;
    }
    for (const memo of nodeMemos) memo.forget();
    this.nodes = spare;
    this.next = 0;
  }
}

/**
 * Answers a step worked out once per node (a list's, an article's), kept while the page is read.
 * Forgotten whenever nodes are given back for reuse (`SpareNodes`): a reused node is another page's element.
 */
export class NodeMemo<Answer> {
  private answers = new WeakMap<TreeNode, Answer>();
  /** Whether an answer was kept since the last `forget` (most pages ask none: no new map for them). */
  private holds = false;

  constructor() {
    nodeMemos.push(this);
  }

  /** The answer for `node`, worked out by `find` the first time it is asked. */
  of(node: TreeNode, find: (node: TreeNode) => Answer): Answer {
    if (this.answers.has(node)) return this.answers.get(node) as Answer;
    const answer = find(node);
    this.answers.set(node, answer);
    this.holds = true;
    return answer;
  }

  forget(): void {
    if (!this.holds) return;
    this.answers = new WeakMap();
    this.holds = false;
  }
}

const nodeMemos: Array<NodeMemo<unknown>> = [];

/** Nodes kept for reuse, at most: a big article's tree (P5's 1 MB page has about 9,200). */
const SPARE_NODES = 16_384;
const spareNodes = new SpareNodes();

function newNode(index: number, name: string, parent: TreeNode | null, attributes: TreeAttributes, openStart: number): TreeNode {
  const node = spareNodes.take() ?? blankNode();
  node.index = index;
  node.name = name;
  node.parent = parent;
  node.end = index + 1;
  node.children = noChildren;
  node.className = attributes.className;
  node.id = attributes.id;
  node.role = attributes.role;
  node.flags = attributes.flags;
  node.colspan = attributes.colspan;
  node.openStart = node.openEnd = node.closeStart = node.closeEnd = openStart;
  node.text = node.link = node.commas = node.inlineText = node.inlineCommas = 0;
  node.p = node.img = node.li = node.input = node.embed = node.pre = node.roots = node.fragments = node.prose = node.below = 0;
  return node;
}

/** A node's layout, every field in the order `TreeNode` lists them (one object shape for all nodes); `newNode` fills it in. */
function blankNode(): NodeFields {
  return {
    index: 0,
    name: "",
    parent: null,
    end: 0,
    children: noChildren,
    className: "",
    id: "",
    role: "",
    flags: 0,
    colspan: 1,
    openStart: 0,
    openEnd: 0,
    closeStart: 0,
    closeEnd: 0,
    text: 0,
    link: 0,
    commas: 0,
    inlineText: 0,
    inlineCommas: 0,
    p: 0,
    img: 0,
    li: 0,
    input: 0,
    embed: 0,
    pre: 0,
    roots: 0,
    fragments: 0,
    prose: 0,
    below: 0,
  };
}

/** A `<p>` this long (characters) is a paragraph of running text (`TreeNode.prose`)… */
const PROSE = 40;
/** …or this long in a script without spaces, where a character says what a short word says (`ideographs.ts`). */
const PROSE_IDEOGRAPHIC = 14;

function proseLength(paragraph: TreeNode): number {
  return (paragraph.flags & NodeFlag.Ideographic) !== 0 ? PROSE_IDEOGRAPHIC : PROSE;
}

/** The tree of one page, as the scanner builds it. */
export class ContentTree {
  /** Every node, in document order (parents before children); `nodes[0]` is the document. */
  readonly nodes: TreeNode[] = [];
  /** The innermost open node. */
  private current: TreeNode;
  /** The `<body>`, when the page has one. */
  body: TreeNode | undefined;
  /** Whether the page has what markdown shaping rewrites: a table, a noscript, an image, a blockquote, a block printed as raw HTML (`raw-html-blocks.ts`), a checkbox, a heading in a heading or one it would print wrong. */
  needsShaping = false;
  /** The page's `<h1>` elements, in document order (where its title may be). */
  readonly h1s: TreeNode[] = [];
  /** The page's `<h2>` elements, in document order (a page without an `h1` may title itself in one: `page-title.ts`). */
  readonly h2s: TreeNode[] = [];
  /**
   * The elements with a class, an id or an author mark (`NodeFlag.Author`), in document order: where
   * a byline may be named as one (`byline.ts`), without a walk over every node of the page.
   */
  readonly named: TreeNode[] = [];
  /** The texts of links in the page's navigation, header, footer and sidebars (normalised, see `chromeKey`). */
  readonly chromeLinks = new Set<string>();
  private readonly commas = new CommaCounter();
  /** The open `<p>` (paragraphs do not nest), whose text runs may mark it `NodeFlag.Ideographic`. */
  private paragraph: TreeNode | undefined;
  /** TreeKind bits of the open nodes, the document's first (`open` takes them from the scanner's tag lookup). */
  private readonly openKinds: number[] = [0];
  private released = false;

  constructor() {
    this.current = newNode(0, "#root", null, noAttributes, 0);
    this.nodes.push(this.current);
  }

  get root(): TreeNode {
    return this.nodes[0] as TreeNode;
  }

  /** Where the content is: the body, else the whole document. */
  get content(): TreeNode {
    return this.body ?? this.root;
  }

  /** Opens an element (`kind`: its name's `treeKindOf`) whose start tag begins at output piece `openStart`. */
  open(name: string, kind: number, attributes: TreeAttributes | undefined, openStart: number): TreeNode {
    const parent = this.current;
    const parentKind = this.openKinds[this.openKinds.length - 1] as number;
    // A table of divs with ARIA roles is marked in its ancestors' `below`, for the markdown shaping to find.
    const roleTable = attributes !== undefined && (attributes.role === "table" || attributes.role === "grid");
    this.openKinds.push(roleTable ? kind | TreeKind.RoleTable : kind);
    const node = newNode(this.nodes.length, name, parent, attributes ?? noAttributes, openStart);
    this.nodes.push(node);
    if (parent.children === noChildren) parent.children = [node];
    else parent.children.push(node);
    this.current = node;
    if (name === "h1") this.h1s.push(node);
    else if (name === "h2") this.h2s.push(node);
    if (attributes !== undefined && (attributes.className !== "" || attributes.id !== "" || (attributes.flags & NodeFlag.Author) !== 0)) this.named.push(node);
    if (name === "p") this.paragraph = node;
    if (name === "body" && this.body === undefined) this.body = node;
    else if (name === "table" || name === "noscript" || name === "img" || name === "blockquote" || name === "pre" || (kind & TreeKind.RawHtmlBlock) !== 0 || (kind & parentKind & TreeKind.Heading) !== 0 || roleTable || (attributes !== undefined && (attributes.flags & NodeFlag.Checkbox) !== 0)) {
      this.needsShaping = true;
    }
    return node;
  }

  /** A run of text `html[start, end)` inside the innermost open element. */
  text(html: string, start: number, end: number): void {
    while (start < end && html.charCodeAt(start) <= 32) start++;
    while (end > start && html.charCodeAt(end - 1) <= 32) end--;
    if (end === start) return;
    const commas = this.commas.count(html, start, end);
    const node = this.current;
    // One look at the run's first character: a paragraph in Han, kana or hangul says more per character.
    if (this.paragraph !== undefined && isIdeographic(html.charCodeAt(start))) this.paragraph.flags |= NodeFlag.Ideographic;
    node.text += end - start + 1;
    node.fragments++;
    node.commas += commas;
    node.inlineText += end - start;
    node.inlineCommas += commas;
  }

  /** Closes the innermost open element, adding its figures to its parent. */
  close(closeStart: number, closeEnd: number): void {
    const node = this.current;
    const kind = this.openKinds.pop() as number;
    node.closeStart = closeStart;
    node.closeEnd = closeEnd;
    node.end = this.nodes.length;
    if ((node.flags & NodeFlag.Unwrap) !== 0 && followsPlaceholder(node)) node.flags |= NodeFlag.ReplacesPlaceholder;
    if (node.name === "a") node.link = (node.flags & NodeFlag.AnchorControl) === 0 ? node.text : 0;
    else if (node.name === "p") {
      if (node.text >= proseLength(node) && node.link * 2 < node.text) node.prose = node.text;
      this.paragraph = undefined;
    }
    // A heading the converter may print wrong (blank, in a link, with a line break) is reshaped (`heading-shapes.ts`).
    if ((kind & TreeKind.Heading) !== 0 && mayMisprint(node)) this.needsShaping = true;
    const parent = node.parent as TreeNode;
    this.current = parent;
    if ((kind & TreeKind.Block) !== 0 && isCellPair(node)) node.below |= TreeKind.CellPair;
    parent.below |= node.below | kind;
    addFigures(parent, node, node.link, 1, kind);
    if ((kind & TreeKind.Inline) !== 0) {
      parent.inlineText += node.text;
      parent.inlineCommas += node.commas;
    }
  }

  /** Notes the link texts in `html[from, to)`, a boilerplate element the scanner removes. */
  noteChromeLinks(html: string, from: number, to: number): void {
    if (this.chromeLinks.size > 2000) return;
    // A slice of a long string shares its characters: no copy. The matches as `matchAll` gives them,
    // without the copy of the pattern it makes per call (a few microseconds, on every page's menu).
    const part = html.slice(from, to);
    linkText.lastIndex = 0;
    for (let match = linkText.exec(part); match !== null; match = linkText.exec(part)) {
      const key = chromeKey(decodeText(match[1] as string));
      if (key.length >= 3) this.chromeLinks.add(key);
    }
  }

  /** Drops the innermost open element and everything in it (its output was cut back too). */
  discard(): void {
    const node = this.current;
    const kind = this.openKinds.pop() as number;
    this.current = node.parent as TreeNode;
    if (((kind | node.below) & (TreeKind.Input | TreeKind.DroppedControl)) !== 0) this.current.below |= TreeKind.DroppedControl;
    this.current.children.pop();
    this.nodes.length = node.index;
    while (this.h1s.length > 0 && (this.h1s[this.h1s.length - 1] as TreeNode).index >= node.index) this.h1s.pop();
    while (this.h2s.length > 0 && (this.h2s[this.h2s.length - 1] as TreeNode).index >= node.index) this.h2s.pop();
    while (this.named.length > 0 && (this.named[this.named.length - 1] as TreeNode).index >= node.index) this.named.pop();
    if (this.body === node) this.body = undefined;
  }

  /**
   * Gives the tree's nodes back for the next page's tree (`SpareNodes`): called once the content
   * step is done with the page. Nothing may read the tree, or a node of it, afterwards.
   */
  release(): void {
    // Twice would hand out each node twice.
    if (this.released) return;
    this.released = true;
    spareNodes.keep(this.nodes);
  }

  /** Closes what is still open at the end of the page and sets where the document ends. */
  finish(end: number): void {
    while (this.current !== this.root) this.close(end, end);
    const root = this.root;
    root.closeStart = end;
    root.closeEnd = end;
    root.end = this.nodes.length;
  }
}

/**
 * Adds (`sign` 1) or takes away (-1) `node`'s figures in `measure`, an ancestor: what the node
 * holds below it plus the count its own kind makes. `link` is its link text as `measure` sees it.
 */
function addFigures(measure: TreeNode, node: TreeNode, link: number, sign: number, kind: number): void {
  measure.text += sign * node.text;
  measure.link += sign * link;
  measure.commas += sign * node.commas;
  measure.p += sign * node.p;
  measure.img += sign * node.img;
  measure.li += sign * node.li;
  measure.input += sign * node.input;
  measure.embed += sign * node.embed;
  measure.pre += sign * node.pre;
  measure.roots += sign * node.roots;
  measure.fragments += sign * node.fragments;
  measure.prose += sign * node.prose;
  countKind(measure, node, sign, kind);
}

/** Whether the element right before `noscript` is a placeholder image, or a wrapper holding only one. */
function followsPlaceholder(noscript: TreeNode): boolean {
  // Read as it closes: it is its parent's last child so far.
  const siblings = (noscript.parent as TreeNode).children;
  let previous = siblings[siblings.length - 2];
  while (previous !== undefined && previous.name !== "img" && previous.img === 1 && previous.text === 0) previous = previous.children.find((child) => child.img > 0 || child.name === "img");
  return previous !== undefined && previous.name === "img" && (previous.flags & NodeFlag.PlaceholderImage) !== 0;
}

/** Adds (`sign` 1) or takes away (-1) the count an element of this kind (`kind`: its TreeKind bits) makes in `measure`. */
function countKind(measure: TreeNode, element: TreeNode, sign: number, kind: number): void {
  const name = element.name;
  // The picture is counted at its placeholder already.
  if ((element.flags & NodeFlag.ReplacesPlaceholder) !== 0) measure.img -= sign;
  if (name === "p") measure.p += sign;
  else if (name === "img") measure.img += sign;
  else if (name === "li") measure.li += sign;
  else if (name === "pre") measure.pre += sign;
  else if ((kind & TreeKind.Input) !== 0) measure.input += (name === "button" && element.parent !== null && toggleHolders.has(element.parent.name)) || (element.flags & NodeFlag.Checkbox) !== 0 ? 0 : sign;
  else if ((kind & TreeKind.Embed) !== 0) measure.embed += sign;
  if (name === "article" || name === "main" || element.role === "main") measure.roots += sign;
}

/**
 * Takes a removed node's figures out of its ancestors (`sign` -1), or puts them back (1), so one
 * measuring pass serves every step after a removal.
 */
export function adjustAncestors(node: TreeNode, sign: number): void {
  let child = node;
  // Inside a link, all of the node's text was link text.
  let link = node.link;
  const kind = treeKindOf(node.name);
  for (let ancestor = node.parent; ancestor !== null; child = ancestor, ancestor = ancestor.parent) {
    if (ancestor.name === "a" && (ancestor.flags & NodeFlag.AnchorControl) === 0) link = node.text;
    addFigures(ancestor, node, link, sign, kind);
    // The ancestor's own inline text held the node's text when the path to it is inline.
    if (inlineTags.has(child.name)) {
      ancestor.inlineText += sign * node.text;
      ancestor.inlineCommas += sign * node.commas;
    }
  }
}

export function linkDensity(node: TreeNode): number {
  return node.text === 0 ? 0 : node.link / node.text;
}

/** An element's text: its output HTML without tags, references decoded, white space collapsed. */
export function elementText(node: TreeNode, output: ScanOutput): string {
  return htmlText(output.between(node.openEnd, node.closeStart));
}

/**
 * Tags with the white space around them, a run of white space, or one white-space character other
 * than a space: what becomes one space in an element's text when it holds no character reference.
 */
const tagsOrSpace = /(?:\s*<[^>]*>)+\s*|\s{2,}|[^\S ]/g;

/** The text of an element's inner HTML (see `elementText`). */
export function htmlText(html: string): string {
  // Without references, tags and white space go in one pass: a tag becomes a space and every run
  // of white space one space either way. With them, references are decoded between the two (one
  // may decode to white space, or to a "<" that is text). Most short blocks hold no tag: white space
  // alone is collapsed, by a pattern that does not try a tag at every space.
  if (!html.includes("&")) return html.includes("<") ? html.replace(tagsOrSpace, " ").trim() : collapseSpace(html);
  return collapseSpace(decodeText(html.includes("<") ? html.replace(/<[^>]*>/g, " ") : html));
}

/**
 * White space collapsed to single spaces and trimmed. Only a run of two or more, or a single
 * character other than a space, needs replacing: most text has neither, and is then not copied.
 */
export function collapseSpace(text: string): string {
  // A test first: it scans without building a result, and most texts have nothing to replace.
  return (untidySpace.test(text) ? text.replace(untidySpaces, " ") : text).trim();
}

const untidySpace = /\s{2,}|[^\S ]/;
const untidySpaces = /\s{2,}|[^\S ]/g;

/**
 * A walk through the subtrees of `tops` (in their order), each in document order, by index in the
 * tree's node list: no stack of arrays to push and pop. After `next()` gives a node, the walk goes
 * below it only if `descend()` is called; otherwise it goes on after the node's subtree.
 */
export class SubtreeWalk {
  private current: TreeNode | undefined;
  /** Index of the node `next()` gives, unless it is past `limit`. */
  private following = 0;
  /** End of the subtree of the top being walked. */
  private limit = 0;
  private top = 0;

  /** @param nodes the tree's nodes in document order (`ContentTree.nodes`). */
  constructor(
    private readonly nodes: readonly TreeNode[],
    private readonly tops: readonly TreeNode[],
  ) {}

  next(): TreeNode | undefined {
    if (this.current !== undefined) this.following = this.current.end;
    while (this.following >= this.limit) {
      const top = this.tops[this.top++];
      if (top === undefined) return (this.current = undefined);
      this.following = top.index;
      this.limit = top.end;
    }
    this.current = this.nodes[this.following] as TreeNode;
    return this.current;
  }

  /** Goes on below the node `next()` gave last. */
  descend(): void {
    if (this.current === undefined) return;
    this.following = this.current.index + 1;
    this.current = undefined;
  }
}

/** Nodes below `root` in document order (parents before children). */
export function descendantsOf(root: TreeNode): TreeNode[] {
  const out: TreeNode[] = [];
  const stack: TreeNode[] = [];
  for (let index = root.children.length - 1; index >= 0; index--) stack.push(root.children[index] as TreeNode);
  while (stack.length > 0) {
    const node = stack.pop() as TreeNode;
    out.push(node);
    for (let index = node.children.length - 1; index >= 0; index--) stack.push(node.children[index] as TreeNode);
  }
  return out;
}

/**
 * The elements named `name` below `node`, outermost only (one inside another is part of it), in no
 * particular order; elements named `skip` are not read into (an item's nested list and its links).
 */
export function outermostBelow(node: TreeNode, name: string, skip?: string): TreeNode[] {
  const found: TreeNode[] = [];
  const stack = [...node.children];
  while (stack.length > 0) {
    const child = stack.pop() as TreeNode;
    if (child.name === name) found.push(child);
    else if (child.name !== skip) for (const grandchild of child.children) stack.push(grandchild);
  }
  return found;
}

/** Whether an element named in `tags` stands anywhere below `node`. */
export function holdsTagBelow(node: TreeNode, tags: ReadonlySet<string>): boolean {
  const stack = [...node.children];
  while (stack.length > 0) {
    const child = stack.pop() as TreeNode;
    if (tags.has(child.name)) return true;
    for (const grandchild of child.children) stack.push(grandchild);
  }
  return false;
}

// Keeps V8's compiled code for these classes across garbage collections (`held-shapes.ts`).
holdShapes(new CommaCounter(), new TreeAttributes(), new ContentTree(), new SubtreeWalk([], []), new SpareNodes(), new NodeMemo());
