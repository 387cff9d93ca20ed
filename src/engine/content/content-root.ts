import { Element, type Document } from "domhandler";
import { descendants, detach, relink } from "./content-dom.js";
import { linkDensity, type Measure } from "./content-measure.js";
import { nameWeight } from "./content-signals.js";

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
/** Inline elements: their text is part of the paragraph around them. */
const inlineTags = new Set([
  "a", "abbr", "b", "bdi", "bdo", "br", "cite", "code", "data", "dfn", "em", "font", "i", "kbd", "mark", "q", "s", "samp",
  "small", "span", "strong", "sub", "sup", "time", "u", "var", "wbr", "del", "ins", "img", "picture",
]);

const MIN_PARAGRAPH = 25;
const ANCESTOR_LEVELS = 5;

function tagBase(element: Element): number {
  switch (element.name) {
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

/** Length and commas of an element's own inline text (not of its block children). */
function inlineText(element: Element, measures: Map<Element, Measure>): { length: number; commas: number } {
  let length = 0;
  let commas = 0;
  for (const child of element.children) {
    if (child.type === "text") {
      const trimmed = child.data.trim();
      length += trimmed.length;
      for (const character of trimmed) if (character === ",") commas++;
    } else if (child instanceof Element && inlineTags.has(child.name)) {
      const measure = measures.get(child);
      if (measure !== undefined) {
        length += measure.text;
        commas += measure.commas;
      }
    }
  }
  return { length, commas };
}

export interface Scores {
  /** Candidate scores (before link-density scaling). */
  readonly raw: Map<Element, number>;
}

/** Scores every candidate container below `root`. */
export function scoreCandidates(root: Element | Document, measures: Map<Element, Measure>, weighNames: boolean): Map<Element, number> {
  const scores = new Map<Element, number>();
  const add = (element: Element, amount: number) => {
    let score = scores.get(element);
    if (score === undefined) score = tagBase(element) + (weighNames ? nameWeight(element) : 0);
    scores.set(element, score + amount);
  };
  for (const element of descendants(root)) {
    let length: number;
    let commas: number;
    let first: Element | null;
    if (paragraphTags.has(element.name)) {
      const measure = measures.get(element);
      if (measure === undefined) continue;
      length = measure.text;
      commas = measure.commas;
      first = element.parent instanceof Element ? element.parent : null;
    } else if (containerTags.has(element.name)) {
      ({ length, commas } = inlineText(element, measures));
      first = element;
    } else {
      continue;
    }
    if (length < MIN_PARAGRAPH) continue;
    const score = 1 + commas + Math.min(Math.floor(length / 100), 3);
    let ancestor = first;
    for (let level = 0; level < ANCESTOR_LEVELS && ancestor !== null; level++) {
      if (ancestor.name === "html") break;
      const divider = level === 0 ? 1 : level === 1 ? 2 : level * 3;
      add(ancestor, score / divider);
      ancestor = ancestor.parent instanceof Element ? ancestor.parent : null;
    }
  }
  return scores;
}

function finalScore(element: Element, scores: Map<Element, number>, measures: Map<Element, Measure>): number {
  return (scores.get(element) ?? 0) * (1 - linkDensity(measures.get(element)));
}

/** The best candidate, moved up to an ancestor when the other top candidates share it. */
export function chooseRoot(scores: Map<Element, number>, measures: Map<Element, Measure>): Element | undefined {
  const ranked = [...scores.keys()]
    .map((element) => ({ element, score: finalScore(element, scores, measures) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, 5);
  const top = ranked[0];
  if (top === undefined || top.score <= 0) return undefined;
  let root = top.element;
  // Several near-equal candidates under one ancestor: the ancestor is the article.
  const close = ranked.slice(1).filter((entry) => entry.score >= top.score * 0.75).map((entry) => entry.element);
  if (close.length >= 2) {
    for (let ancestor = root.parent; ancestor instanceof Element && ancestor.name !== "body"; ancestor = ancestor.parent) {
      const inside = close.filter((element) => contains(ancestor, element)).length;
      if (inside >= 2) {
        root = ancestor;
        break;
      }
    }
  }
  // Climb to the first ancestor that scores better (the root was one part of a larger article),
  // unless that ancestor is mostly something else (a page column around a short article).
  let last = scores.get(root) ?? 0;
  const floor = last / 3;
  const start = measures.get(root);
  for (let parent = root.parent; parent instanceof Element && parent.name !== "body"; parent = parent.parent) {
    const parentScore = scores.get(parent);
    if (parentScore === undefined) continue;
    if (parentScore < floor || mostlyLinks(measures.get(parent), start)) break;
    if (parentScore > last) {
      root = parent;
      break;
    }
    last = parentScore;
  }
  // A root that is nearly all of its parent's text stands for the parent (whose siblings may
  // hold the rest of a split article); the text added on the way up stays small.
  const rootText = measures.get(root)?.text ?? 0;
  for (let parent = root.parent; parent instanceof Element && parent.name !== "body"; parent = parent.parent) {
    const parentText = measures.get(parent)?.text ?? 0;
    if (parentText === 0 || rootText < parentText * 0.85) break;
    root = parent;
  }
  return root;
}

/** Whether what `outer` adds to `inner` is mostly link text (teasers, menus), not article. */
function mostlyLinks(outer: Measure | undefined, inner: Measure | undefined): boolean {
  if (outer === undefined) return false;
  const text = outer.text - (inner?.text ?? 0);
  const link = outer.link - (inner?.link ?? 0);
  return text > 0 && link / text > 0.35;
}

function contains(ancestor: Element, element: Element): boolean {
  for (let node = element.parent; node !== null; node = node.parent) if (node === ancestor) return true;
  return false;
}

const sentenceEnd = /[.!?。！？]["')\]”’]?\s*$/;

/** The root and the siblings that belong with it, moved into one new container. */
export function gatherArticle(root: Element, scores: Map<Element, number>, measures: Map<Element, Measure>): Element {
  const container = new Element("div", {});
  const parent = root.parent;
  const siblings = parent === null ? [root] : parent.children.filter((child): child is Element => child instanceof Element);
  const rootScore = finalScore(root, scores, measures);
  const threshold = Math.max(10, rootScore * 0.2);
  const rootClass = root.attribs.class ?? "";
  const chosen: Element[] = [];
  for (const sibling of siblings) {
    if (sibling === root) {
      chosen.push(sibling);
      continue;
    }
    const bonus = rootClass !== "" && sibling.attribs.class === rootClass ? rootScore * 0.2 : 0;
    if (scores.has(sibling) && finalScore(sibling, scores, measures) + bonus >= threshold) {
      chosen.push(sibling);
    } else if (sibling.name === "p") {
      const measure = measures.get(sibling);
      const density = linkDensity(measure);
      const length = measure?.text ?? 0;
      if ((length > 80 && density < 0.25) || (length > 0 && length <= 80 && density === 0 && sentenceEnd.test(textTail(sibling)))) chosen.push(sibling);
    }
  }
  for (const element of chosen) detach(element);
  container.children.push(...chosen);
  relink(container.children, container);
  return container;
}

function textTail(element: Element): string {
  const last = element.children[element.children.length - 1];
  return last?.type === "text" ? last.data : "";
}
