import { contentRootRole, isBoilerplateByAttributes } from "./boilerplate-rules.js";
import { bylineOf } from "./byline.js";
import { clearHeadingSlugIds } from "./heading-slug.js";
import { ContentTree, NodeFlag, toggleHolders, TreeAttributes, TreeKind, type TreeNode } from "./content-tree.js";
import { decodeText } from "./html-entities.js";
import { ALPHA, ENDS_TAG_NAME, GT, SLASH, SPACE, TagReader, classOf, isNameAt } from "./html-tag-reader.js";
import { TagKind, hashNameCharacter, tagInfoAt, type TagInfo } from "./html-tag-rules.js";
import type { PageReferences } from "./links.js";
import { headTextsOf, type HeadTexts, type PageMetadata } from "./metadata.js";
import { PageFacts } from "./page-facts.js";
import { mayBeStoryAside } from "./story-asides.js";
import { ScanOutput } from "./scan-output.js";
import { holdShapes } from "./held-shapes.js";

/** What the scanner keeps and rewrites. */
export interface ScanOptions {
  /** Drop navigation, page headers and footers, sidebars, banners and similar boilerplate. */
  onlyMainContent: boolean;
  /** Replace inline `data:` images with a placeholder. */
  removeBase64Images: boolean;
  /** Text to put before the content HTML (joined in the same copy). @default "" */
  lead?: string | undefined;
  /**
   * Also build the content tree for the main-content step; the page's content is then given as
   * the tree and the output pieces it points into, and `contentHtml` is left empty. @default false
   */
  tree?: boolean | undefined;
  /** Links kept in `references` (the first ones in page order). @default Infinity */
  maxLinks?: number | undefined;
}

/** One page read in a single pass. */
export interface ScannedPage {
  /** `lead`, then the body's inner HTML (the whole document when there is no body) without non-content, links absolute. */
  contentHtml: string;
  metadata: PageMetadata;
  references: PageReferences;
  /** The article's text from the page's JSON-LD (`articleBody`), when it gives one. */
  articleBody?: string | undefined;
  /** With `tree`: the page's elements and the output pieces their tags and text are in. */
  content?: { tree: ContentTree; output: ScanOutput; pageUrl: string; head: HeadTexts } | undefined;
}

// Frame flags.
const DROP = 1;
const BOILERPLATE = 2;
const PAGE_CHROME = 4;
const CONTENT_ROOT = 8;
const HOLDS_ROOT = 16;
const BODY = 32;
/** Nested deeper than MAX_NESTING: the element's tags are left out, its content kept. */
const FLATTENED = 64;
/** An `<aside>` nothing else names chrome: furniture unless it stands in the story's text (`story-asides.ts`). */
const ASIDE = 128;
const REMOVABLE = DROP | BOILERPLATE | PAGE_CHROME | ASIDE;

/** Paragraphs of running text (characters) that make a block named like chrome the article after all. */
const ARTICLE_PROSE = 1500;
const chromeByTag = new Set(["nav", "aside", "header", "footer", "form", "button", "select", "textarea", "dialog"]);

/**
 * Whether a block removed by its class or id ("share", "modal") holds the article: paragraphs of
 * running text, not a menu or a banner. It is kept; the content step judges it with the rest. One
 * also hidden from assistive technology (`aria-hidden="true"`) is a closed popup, whatever it holds.
 */
function holdsArticle(node: TreeNode | null, flags: number): boolean {
  return node !== null && (flags & PAGE_CHROME) === 0 && node.prose >= ARTICLE_PROSE && !chromeByTag.has(node.name) && (node.flags & NodeFlag.AriaHidden) === 0;
}

/** Whether an `<aside>` only its tag names chrome may be a box in the story's text: kept, and marked for the content step. */
function keptAside(node: TreeNode | null, flags: number): boolean {
  if (node === null || (flags & (ASIDE | BOILERPLATE | PAGE_CHROME)) !== ASIDE || !mayBeStoryAside(node)) return false;
  node.flags |= NodeFlag.StoryAside;
  return true;
}

/** Paragraphs of running text (characters) that make a `<noscript>` without a picture the page's text for readers without script. */
const NOSCRIPT_TEXT = 500;

/** A paragraph this long (characters) in a page-level `<header>` is a story's lead, not a banner's tagline. */
const LEAD = 80;

/**
 * Whether a page-level `<header>` (outside `<main>` and `<article>`) is a story's: its title with
 * a lead paragraph of running text, few links. A site's banner is a logo and a menu. It is kept;
 * the content step judges it (a lead goes with the story, see `withLead`).
 */
function storyHeader(node: TreeNode | null, flags: number, name: string): boolean {
  return node !== null && name === "header" && (flags & BOILERPLATE) === 0 && node.prose >= LEAD && node.link * 4 < node.text;
}

/**
 * Elements nested deeper than this lose their own tags (their content stays): no reader needs
 * more levels, and the DOM step after the scan would slow down quadratically on hostile pages.
 */
const MAX_NESTING = 256;

const BANG = 33;
const QUESTION = 63;

/** An open element: its tag, flags, and the output mark from when it opened. */
interface Frame {
  info: TagInfo;
  flags: number;
  mark: number;
  /** Its node in the content tree (null when there is no tree or the element is not kept). */
  node: TreeNode | null;
}

function sameTag(a: TagInfo, b: TagInfo): boolean {
  return a === b || a.name === b.name;
}

/**
 * Reads an HTML page once, without building a DOM: collects metadata, links and images, and
 * produces the content HTML (what the DOM path's cheerio steps produce) by copying the source
 * through, minus removed elements and with rewritten links. Element boundaries follow
 * htmlparser2's tree rules; boilerplate that turns out to hold main content is kept, so output
 * for an element is held back until its end.
 */
export function scanPage(html: string, pageUrl: string, options: ScanOptions): ScannedPage {
  const scanner = new PageScanner(html, options, new PageFacts(pageUrl, undefined, options.removeBase64Images, options.maxLinks));
  const page = runScanner(scanner);
  if (page !== undefined) return page;
  // A <base href> after the first link: read again with the base known from the start.
  return runScanner(new PageScanner(html, options, new PageFacts(pageUrl, scanner.facts.lateBase, options.removeBase64Images, options.maxLinks))) as ScannedPage;
}

/** `scanner.run()`; a pass that fails gives its tree's nodes back (`SpareNodes` in content-tree.ts) before the error goes on. */
function runScanner(scanner: PageScanner): ScannedPage | undefined {
  try {
    return scanner.run();
  } catch (error) {
    scanner.releaseTree();
    throw error;
  }
}

class PageScanner {
  private readonly reader: TagReader;
  private readonly output: ScanOutput;
  private readonly frames: Frame[] = [];
  private depth = 0;
  /** htmlparser2's foreign-content stack: in svg/math, `<x/>` closes itself. */
  private readonly foreign: boolean[] = [false];
  private dropDepth = 0;
  private openRoots = 0;
  private bodyStart = -1;
  private bodyEnd = -1;
  private documentEnd: number;
  private readonly tree: ContentTree | undefined;
  private readonly attributes = new TreeAttributes();

  constructor(
    private readonly html: string,
    private readonly options: ScanOptions,
    readonly facts: PageFacts,
  ) {
    this.reader = new TagReader(html);
    this.output = new ScanOutput(html);
    this.documentEnd = html.length;
    this.tree = options.tree === true ? new ContentTree() : undefined;
  }

  run(): ScannedPage | undefined {
    const html = this.html;
    const tree = this.tree;
    let position = 0;
    // Where the text not yet given to the tree starts.
    let textFrom = 0;
    while (position >= 0) {
      const lt = html.indexOf("<", position);
      if (lt === -1) break;
      const next = html.charCodeAt(lt + 1);
      const tag = (classOf(next) & ALPHA) !== 0 || next === SLASH || next === BANG || next === QUESTION;
      if (!tag) {
        position = lt + 1;
        continue;
      }
      if (tree !== undefined && lt > textFrom && this.dropDepth === 0) tree.text(html, textFrom, lt);
      if ((classOf(next) & ALPHA) !== 0) position = this.startTag(lt);
      else if (next === SLASH) position = this.endTag(lt);
      else if (next === BANG) position = this.declaration(lt);
      else position = this.skipPast(">", lt, lt + 2);
      textFrom = position;
    }
    if (this.facts.lateBase !== undefined) {
      // Read again from the start: this pass's tree is not used.
      this.releaseTree();
      return undefined;
    }
    if (tree !== undefined && textFrom >= 0 && this.documentEnd > textFrom && this.dropDepth === 0) tree.text(html, textFrom, this.documentEnd);
    while (this.depth > 0) this.pop(this.documentEnd, this.documentEnd, true);
    if (tree !== undefined) {
      this.output.copyTo(this.documentEnd);
      tree.finish(this.output.mark);
      const facts = this.facts.result();
      // No author in the head: the byline the body shows.
      if (facts.metadata.author === undefined) {
        const byline = bylineOf(tree, this.output);
        if (byline !== undefined) facts.metadata.author = byline;
      }
      return { contentHtml: "", ...facts, content: { tree, output: this.output, pageUrl: this.facts.pageUrl, head: headTextsOf(facts.metadata) } };
    }
    let contentHtml: string;
    if (this.bodyStart === -1) {
      this.output.copyTo(this.documentEnd);
      contentHtml = this.output.text(this.options.lead ?? "");
    } else {
      contentHtml = this.output.text(this.options.lead ?? "", Math.min(this.bodyStart, this.bodyEnd), this.bodyEnd);
    }
    return { contentHtml, ...this.facts.result() };
  }

  /** Gives the tree's nodes back for another tree: the pass's tree will not be read. */
  releaseTree(): void {
    this.tree?.release();
  }

  /** Skips to just past the next `search` (a comment or declaration); ends the page when there is none. */
  private skipPast(search: string, lt: number, from: number): number {
    const at = this.html.indexOf(search, from);
    if (at === -1) {
      this.documentEnd = lt;
      return -1;
    }
    return at + search.length;
  }

  private declaration(lt: number): number {
    if (this.html.startsWith("--", lt + 2)) return this.skipPast("-->", lt, lt + 2);
    if (this.html.startsWith("[CDATA[", lt + 2)) return this.skipPast("]]>", lt, lt + 9);
    return this.skipPast(">", lt, lt + 2);
  }

  private startTag(lt: number): number {
    const html = this.html;
    let nameEnd = lt + 1;
    let hash = 0;
    let code = html.charCodeAt(nameEnd);
    do {
      hash = hashNameCharacter(hash, code);
      code = html.charCodeAt(++nameEnd);
    } while ((classOf(code) & ENDS_TAG_NAME) === 0 && nameEnd < html.length);
    const info = tagInfoAt(html, lt + 1, nameEnd, hash);
    const reader = this.reader;
    let end: number;
    if (code === GT) {
      end = nameEnd + 1;
      reader.count = 0;
      reader.selfClosing = false;
    } else {
      end = reader.read(nameEnd);
      if (end === -1) {
        // A tag cut off by the end of the page is dropped with everything after it.
        this.documentEnd = lt;
        return -1;
      }
    }
    if (info.closesMask !== 0) {
      while (this.depth > 0 && (info.closesMask & this.top().info.closeBit) !== 0) this.pop(lt, lt, true);
    }
    const kind = info.kind;
    if (kind === 0 && !reader.selfClosing && (reader.count === 0 || this.depth >= MAX_NESTING)) {
      if (this.depth >= MAX_NESTING) {
        this.output.omit(lt, end);
        this.push(info, FLATTENED, 0, null);
        return end;
      }
      // The common case: an ordinary element without attributes.
      let node: TreeNode | null = null;
      if (this.tree !== undefined && this.dropDepth === 0) {
        this.output.copyTo(lt);
        node = this.openNode(info, undefined, this.output.mark, end);
      }
      this.push(info, 0, 0, node);
      return end;
    }
    return this.openElement(info, lt, nameEnd, end);
  }

  private openElement(info: TagInfo, lt: number, nameEnd: number, end: number): number {
    const kind = info.kind;
    const output = this.output;
    const facts = this.facts;
    const edited = (kind & TagKind.Inspected) !== 0 && facts.inspect(info.name, this.reader, nameEnd) && this.dropDepth === 0;

    const tree = this.tree;
    let attributes: TreeAttributes | undefined;
    if (tree !== undefined && this.dropDepth === 0 && this.reader.count > 0) {
      attributes = this.attributes;
      attributes.read(info.name, this.reader);
    }
    let flags = 0;
    if (this.dropDepth === 0) {
      if ((kind & TagKind.NonContent) !== 0) flags = DROP;
      else if (this.options.onlyMainContent) flags = this.classify(info, kind, attributes);
    }
    if ((flags & REMOVABLE) !== 0 || tree !== undefined) output.copyTo(lt);
    const mark = output.mark;
    if (edited && !((kind & TagKind.Void) !== 0 && (flags & REMOVABLE) !== 0)) {
      if (facts.editValue === undefined) output.omit(facts.editFrom, facts.editTo);
      else output.replaceWithValue(facts.editFrom, facts.editTo, facts.editPrefix, facts.editValue);
    }
    const keepsNode = tree !== undefined && this.dropDepth === 0 && (flags & DROP) === 0;
    if ((kind & TagKind.Void) !== 0) {
      if ((flags & REMOVABLE) !== 0) output.omit(lt, end);
      else if (keepsNode) {
        this.openNode(info, attributes, mark, end);
        tree.close(output.mark, output.mark);
      }
      return end;
    }
    if (info.name === "body" && this.bodyStart === -1 && this.dropDepth === 0) {
      flags |= BODY;
      output.copyTo(end);
      this.bodyStart = output.mark;
    }
    const node = keepsNode ? this.openNode(info, attributes, mark, end) : null;
    if ((flags & CONTENT_ROOT) !== 0) {
      this.openRoots++;
      for (let index = this.depth - 1; index >= 0; index--) {
        const frame = this.frameAt(index);
        if ((frame.flags & HOLDS_ROOT) !== 0) break;
        frame.flags |= HOLDS_ROOT;
      }
    }
    this.push(info, flags, mark, node);
    if ((flags & DROP) !== 0) this.dropDepth++;
    if ((kind & TagKind.Foreign) !== 0) this.foreign.push(true);
    else if ((kind & TagKind.Integration) !== 0) this.foreign.push(false);

    if (this.reader.selfClosing) {
      // `<x/>` closes itself only in foreign content (svg, math); in HTML the slash means nothing.
      if (this.foreign[this.foreign.length - 1] === true) this.pop(end, end, false);
      return end;
    }
    if ((kind & TagKind.RawText) !== 0) return this.rawText(info.name, end);
    return end;
  }

  /** Skips the text of a raw-text element (script, style, title, …) up to its end tag. */
  private rawText(name: string, from: number): number {
    const html = this.html;
    let close = html.indexOf("</", from);
    while (close !== -1) {
      const nameEnd = close + 2 + name.length;
      if ((classOf(html.charCodeAt(nameEnd)) & SPACE) !== 0 || html.charCodeAt(nameEnd) === GT) {
        if (isNameAt(html, close + 2, nameEnd, name)) break;
      }
      close = html.indexOf("</", close + 2);
    }
    if (close === -1) close = html.length;
    if (name === "title") {
      this.facts.title(decodeText(html.slice(from, close)));
    } else if (name === "script" && this.reader.get("type")?.trim().toLowerCase() === "application/ld+json") {
      this.facts.jsonLd(html.slice(from, close));
    } else if (this.dropDepth === 0 && name === "textarea") {
      // Kept textarea text stays text for the converter: a `<b>` in it is not an element.
      const text = html.slice(from, close);
      if (text.includes("<")) this.output.replace(from, close, text.replace(/</g, "&lt;"));
    }
    return close;
  }

  private endTag(lt: number): number {
    const html = this.html;
    if (this.depth > 0) {
      // The common case first: `</name>` closing the element on top (`</a>` too: `closeElement`
      // would only find it on top; elements that switch foreign content need `closeElement`).
      const top = this.top().info;
      const nameEnd = lt + 2 + top.name.length;
      if ((top.kind & (TagKind.Foreign | TagKind.Integration)) === 0 && html.charCodeAt(nameEnd) === GT && isNameAt(html, lt + 2, nameEnd, top.name)) {
        this.pop(lt, nameEnd + 1, false);
        return nameEnd + 1;
      }
    }
    let index = lt + 2;
    let code = html.charCodeAt(index);
    while ((classOf(code) & SPACE) !== 0) code = html.charCodeAt(++index);
    if (index >= html.length) {
      this.documentEnd = lt;
      return -1;
    }
    if (code === GT) {
      this.output.omit(lt, index + 1);
      return index + 1;
    }
    if ((classOf(code) & ALPHA) === 0) {
      // `</3>` and the like: a bogus comment up to `>`, not content.
      const gt = html.indexOf(">", index);
      this.output.omit(lt, gt === -1 ? html.length : gt + 1);
      return gt === -1 ? -1 : gt + 1;
    }
    const nameStart = index;
    // An end tag's name runs to whitespace or ">" (a "/" is part of it).
    while (index < html.length && code !== GT && (classOf(code) & SPACE) === 0) code = html.charCodeAt(++index);
    const gt = code === GT ? index : html.indexOf(">", index);
    if (gt === -1) {
      this.documentEnd = lt;
      return -1;
    }
    const end = gt + 1;
    let hash = 0;
    for (let at = nameStart; at < index; at++) hash = hashNameCharacter(hash, html.charCodeAt(at));
    return this.closeElement(tagInfoAt(html, nameStart, index, hash), lt, end);
  }

  private closeElement(info: TagInfo, lt: number, end: number): number {
    const kind = info.kind;
    if ((kind & (TagKind.Foreign | TagKind.Integration)) !== 0) this.foreign.pop();
    if ((kind & TagKind.Void) !== 0) {
      // A stray `</br>` counts as `<br>`; other void end tags mean nothing.
      if (info.name === "br") this.output.replace(lt, end, "<br>");
      else this.output.omit(lt, end);
      return end;
    }
    let match = this.depth - 1;
    while (match >= 0 && !sameTag(this.frameAt(match).info, info)) match--;
    if (match >= 0) {
      while (this.depth - 1 > match) this.pop(lt, lt, true);
      this.pop(lt, end, false);
    } else if (info.name === "p") {
      this.output.replace(lt, end, "<p></p>");
    } else {
      this.output.omit(lt, end);
    }
    return end;
  }

  /** Opens a tree node for an element whose start tag begins at output piece `openStart` and ends at `end` in the source. */
  private openNode(info: TagInfo, attributes: TreeAttributes | undefined, openStart: number, end: number): TreeNode {
    const output = this.output;
    const node = (this.tree as ContentTree).open(info.name, info.treeKind, attributes, openStart);
    output.copyTo(end);
    node.openEnd = output.mark;
    return node;
  }

  /** Closes the tree node of the top element (`info` its tag; its end tag at [closeStart, closeEnd)). */
  private closeNode(node: TreeNode, info: TagInfo, closeStart: number, closeEnd: number, implicit: boolean): void {
    const output = this.output;
    const tree = this.tree as ContentTree;
    if (node.name === "pre") output.copyToTrimmed(closeStart);
    else output.copyTo(closeStart);
    const start = output.mark;
    if (implicit) output.replace(closeStart, closeStart, `</${node.name}>`);
    else output.copyTo(closeEnd);
    if (node.name === "noscript") {
      // Lazy-loading pages put the real picture in <noscript>; one without a picture ("enable
      // JavaScript") is not content. One with paragraphs of running text is the page for readers
      // without script (a blog whose script renders the posts): unseen in a browser, like a
      // hidden block, so the content step keeps it only when it is nearly all the page's text.
      if (node.img === 0 && !(this.options.onlyMainContent && node.prose >= NOSCRIPT_TEXT)) {
        output.cutBack(node.openStart, closeEnd);
        tree.discard();
        return;
      }
      node.flags |= node.img === 0 ? NodeFlag.Unwrap | NodeFlag.Hidden : NodeFlag.Unwrap;
    }
    tree.close(start, output.mark);
    if ((info.treeKind & TreeKind.Heading) !== 0) clearHeadingSlugIds(node, output);
  }

  /** Closes the top element; `implicit` when its own end tag did not close it. */
  private pop(closeStart: number, closeEnd: number, implicit: boolean): void {
    const frame = this.frameAt(--this.depth);
    const flags = frame.flags;
    const node = frame.node;
    if (flags === 0) {
      if (node !== null) this.closeNode(node, frame.info, closeStart, closeEnd, implicit);
      else if (implicit && this.dropDepth === 0) this.output.replace(closeStart, closeStart, `</${frame.info.name}>`);
      return;
    }
    if (flags === FLATTENED) {
      this.output.omit(closeStart, closeEnd);
      return;
    }
    if ((flags & CONTENT_ROOT) !== 0) this.openRoots--;
    if ((flags & DROP) !== 0) {
      this.dropDepth--;
      this.output.cutBack(frame.mark, closeEnd);
    } else if ((flags & (BOILERPLATE | PAGE_CHROME | ASIDE)) !== 0 && (flags & HOLDS_ROOT) === 0 && !holdsArticle(node, flags) && !storyHeader(node, flags, frame.info.name) && !keptAside(node, flags)) {
      if (this.tree !== undefined && this.dropDepth === 0) {
        // What the page's navigation links say, before it goes: the same words inside the article are chrome too.
        this.tree.noteChromeLinks(this.html, this.output.sourceAt(frame.mark), closeEnd);
      }
      this.output.cutBack(frame.mark, closeEnd);
      if (node !== null) this.tree?.discard();
    } else if ((flags & BODY) !== 0) {
      this.output.copyTo(closeStart);
      this.bodyEnd = this.output.mark;
      if (node !== null) this.closeNode(node, frame.info, closeStart, closeEnd, implicit);
    } else if (node !== null) {
      this.closeNode(node, frame.info, closeStart, closeEnd, implicit);
    } else if (implicit && this.dropDepth === 0) {
      this.output.replace(closeStart, closeStart, `</${frame.info.name}>`);
    }
  }

  private push(info: TagInfo, flags: number, mark: number, node: TreeNode | null): void {
    const frame = this.frames[this.depth];
    if (frame === undefined) {
      this.frames.push({ info, flags, mark, node });
    } else {
      frame.info = info;
      frame.flags = flags;
      frame.mark = mark;
      frame.node = node;
    }
    this.depth++;
  }

  private top(): Frame {
    return this.frameAt(this.depth - 1);
  }

  private frameAt(index: number): Frame {
    return this.frames[index] as Frame;
  }

  /** Main-content flags of an element (only with onlyMainContent, outside dropped elements). */
  private classify(info: TagInfo, kind: number, attributes: TreeAttributes | undefined): number {
    // An <aside> is read for its names like any element: by its tag alone it is furniture only where it stands outside the story (`keptAside`).
    const aside = info.name === "aside";
    // A button that is a heading's text (an accordion's question, a disclosure's title) is read as that text, not as a control.
    // A checkbox may say a task's or a feature's state (`checkboxes.ts`).
    let boilerplate =
      (kind & TagKind.Boilerplate) !== 0 && !aside && !(info.name === "button" && this.depth > 0 && toggleHolders.has(this.top().info.name)) && (attributes === undefined || (attributes.flags & NodeFlag.Checkbox) === 0);
    let root = (kind & TagKind.ContentRoot) !== 0;
    const reader = this.reader;
    // A link or other inline element sits inside a sentence: its class ("popup" on a footnote
    // link) does not make it chrome; the content step judges it with the text around it.
    const named = (info.treeKind & TreeKind.Inline) === 0;
    if (attributes !== undefined) {
      if (!boilerplate) boilerplate = isBoilerplateByAttributes(attributes.role || undefined, named ? attributes.id || undefined : undefined, named ? attributes.className || undefined : undefined, attributes.ariaModal ? "true" : undefined);
      if (attributes.role === contentRootRole) root = true;
    } else if (reader.count > 0) {
      let role: string | undefined;
      let id: string | undefined;
      let className: string | undefined;
      let ariaModal: string | undefined;
      for (let index = 0; index < reader.count; index++) {
        if (id === undefined && reader.is(index, "id")) id = reader.value(index);
        else if (className === undefined && reader.is(index, "class")) className = reader.value(index);
        else if (role === undefined && reader.is(index, "role")) role = reader.value(index);
        else if (ariaModal === undefined && reader.is(index, "aria-modal")) ariaModal = reader.value(index);
      }
      if (!boilerplate) boilerplate = isBoilerplateByAttributes(role, named ? id : undefined, named ? className : undefined, ariaModal);
      if (role === contentRootRole) root = true;
    }
    // What the scrape's actions revealed (or what holds it) is never chrome.
    const revealed = attributes !== undefined && (attributes.flags & NodeFlag.Revealed) !== 0;
    if (info.name === "body" || info.name === "html" || revealed) boilerplate = false;
    let flags = (boilerplate ? BOILERPLATE : aside && !revealed ? ASIDE : 0) | (root ? CONTENT_ROOT : 0);
    if ((kind & TagKind.PageChrome) !== 0 && !root && !revealed && this.openRoots === 0) flags |= PAGE_CHROME;
    return flags;
  }
}

// Keeps V8's compiled code for these classes across garbage collections (`held-shapes.ts`).
holdShapes(new PageScanner("", { onlyMainContent: true, removeBase64Images: false, tree: true }, new PageFacts("https://example.com/", undefined, false)));
