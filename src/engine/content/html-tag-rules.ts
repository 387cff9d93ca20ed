import { boilerplateTags, contentRootTags, nonContentTags, pageChromeTags } from "./boilerplate-rules.js";
import { treeKindOf } from "./content-tree.js";
import { detachedString } from "../../core/detached-string.js";
import { isNameAt } from "./html-tag-reader.js";

/**
 * How the scanner treats each tag name: the tree-building rules of htmlparser2 (the parser behind
 * the DOM path), so both paths see the same elements, plus the content rules of
 * `boilerplate-rules.ts`. One lookup per tag.
 */
export const TagKind = {
  /** Has no content and no end tag. */
  Void: 1,
  /** Its content is text up to its end tag (script, style, title, textarea, xmp). */
  RawText: 2,
  /** Never content (head, script, svg, …). */
  NonContent: 4,
  /** Boilerplate by name (nav, aside, form controls). */
  Boilerplate: 8,
  /** header/footer: boilerplate outside main content. */
  PageChrome: 16,
  /** main/article. */
  ContentRoot: 32,
  /** Read by the scanner (a, img, meta, link, base, html, title, body). */
  Inspected: 64,
  /** Starts foreign content, where `<x/>` closes itself (svg, math). */
  Foreign: 128,
  /** Returns to HTML inside foreign content. */
  Integration: 256,
} as const;

const voidTags = ["area", "base", "basefont", "br", "col", "command", "embed", "frame", "hr", "img", "input", "isindex", "keygen", "link", "meta", "param", "source", "track", "wbr"];
const rawTextTags = ["script", "style", "title", "textarea", "xmp"];
const inspectedTags = ["a", "img", "meta", "link", "base", "html", "title", "body", "picture", "source"];
const integrationTags = ["mi", "mo", "mn", "ms", "mtext", "annotation-xml", "foreignobject", "desc", "title"];

/** Everything the scanner needs to know about one tag name, looked up once per tag. */
export interface TagInfo {
  /** Lower-case name (one shared string per name, so frames compare by identity). */
  readonly name: string;
  /** TagKind bits. */
  readonly kind: number;
  /** This name's bit among the elements a start tag can close implicitly (0 if none can). */
  readonly closeBit: number;
  /** Bits of the open elements a start tag of this name closes when they are on top of the stack. */
  readonly closesMask: number;
  /** How the content tree counts the element (`TreeKind` bits). */
  readonly treeKind: number;
}

const kinds = new Map<string, number>();
function mark(names: readonly string[], kind: number): void {
  for (const name of names) kinds.set(name, (kinds.get(name) ?? 0) | kind);
}
mark(voidTags, TagKind.Void);
mark(rawTextTags, TagKind.RawText);
mark(nonContentTags, TagKind.NonContent);
mark(boilerplateTags, TagKind.Boilerplate);
mark(pageChromeTags, TagKind.PageChrome);
mark(contentRootTags, TagKind.ContentRoot);
mark(inspectedTags, TagKind.Inspected);
mark(["svg", "math"], TagKind.Foreign);
mark(integrationTags, TagKind.Integration);

// A start tag closes open elements of these names on top of the stack (htmlparser2's rules).
const paragraph = ["p"];
const formControls = ["input", "option", "optgroup", "select", "button", "datalist", "textarea"];
const tableSections = ["thead", "tbody"];
const definitionTerms = ["dd", "dt"];
const rubyTags = ["rt", "rp"];
const impliedCloses = new Map<string, readonly string[]>([
  ["tr", ["tr", "th", "td"]],
  ["th", ["th"]],
  ["td", ["thead", "th", "td"]],
  ["body", ["head", "link", "script"]],
  ["li", ["li"]],
  ["option", ["option"]],
  ["optgroup", ["optgroup", "option"]],
  ["tbody", tableSections],
  ["tfoot", tableSections],
  ["dd", definitionTerms],
  ["dt", definitionTerms],
  ["rt", rubyTags],
  ["rp", rubyTags],
]);
for (const name of ["select", "input", "output", "button", "datalist", "textarea"]) impliedCloses.set(name, formControls);
for (const name of [
  "p", "h1", "h2", "h3", "h4", "h5", "h6", "address", "article", "aside", "blockquote", "details", "div", "dl", "fieldset",
  "figcaption", "figure", "footer", "form", "header", "hr", "main", "nav", "ol", "pre", "section", "table", "ul",
]) {
  impliedCloses.set(name, paragraph);
}
const closeBits = new Map<string, number>();
for (const names of impliedCloses.values()) for (const name of names) if (!closeBits.has(name)) closeBits.set(name, 1 << closeBits.size);

function describe(name: string): TagInfo {
  let closesMask = 0;
  for (const closed of impliedCloses.get(name) ?? []) closesMask |= closeBits.get(closed) ?? 0;
  return { name, kind: kinds.get(name) ?? 0, closeBit: closeBits.get(name) ?? 0, closesMask, treeKind: treeKindOf(name) };
}

// Every name described so far (bounded: a page of random tag names must not grow memory; past
// the bound, names are described afresh and frames compare them by string).
const MAX_NAMES = 4096;
const byName = new Map<string, TagInfo>();

/** The TagInfo of a lower-case tag name. */
export function tagInfo(name: string): TagInfo {
  const known = byName.get(name);
  if (known !== undefined) return known;
  // Kept past this page (here or in the scanner's slots): its name must not hold the page's source.
  const info = describe(detachedString(name));
  if (byName.size < MAX_NAMES) byName.set(info.name, info);
  return info;
}

/** One step of the case-insensitive hash of a tag name, fed character by character. */
export function hashNameCharacter(hash: number, code: number): number {
  return (Math.imul(hash, 31) + (code | 0x20)) & 0x3fffffff;
}

// Recently seen names by hash, so the scanner finds a tag without building a string. A slot holds
// one name; a collision just replaces it.
const SLOTS = 1024;
const slots: Array<TagInfo | undefined> = new Array<TagInfo | undefined>(SLOTS).fill(undefined);

/** The TagInfo of the tag name at [start, end) of `html`, whose hashNameCharacter hash is `hash`. */
export function tagInfoAt(html: string, start: number, end: number, hash: number): TagInfo {
  const slot = hash & (SLOTS - 1);
  const cached = slots[slot];
  if (cached !== undefined && isNameAt(html, start, end, cached.name)) return cached;
  const info = tagInfo(html.slice(start, end).toLowerCase());
  slots[slot] = info;
  return info;
}
