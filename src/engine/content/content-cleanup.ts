import { Element, type Document } from "domhandler";
import { descendants, detach, textOf } from "./content-dom.js";
import { childrenText, forgetMeasure, linkDensity, type Measure } from "./content-measure.js";
import { looksOutside, nameWeight } from "./content-signals.js";
import { isAriaHidden, isHidden } from "./visibility.js";

/**
 * Removing what is not the article, before and after the root is chosen. Every removal that
 * could take the article with it is guarded: nothing holding half the page's text goes.
 */

/** Never removed by name: the page's own structure. */
const structural = new Set(["html", "body", "main", "article", "a", "pre", "code", "table", "tbody", "thead", "tr", "td", "th"]);
const HALF = 0.5;
const MOSTLY = 0.8;

/** Paragraphs of running text, not a list of links. */
function isProse(measure: Measure): boolean {
  return measure.text >= 400 && measure.p >= 2 && linkDensity(measure) < 0.3;
}

function holdsMuch(element: Element, measures: Map<Element, Measure>, total: number): boolean {
  return total > 0 && (measures.get(element)?.text ?? 0) >= total * HALF;
}

/**
 * Drops what readers never see (hidden elements; `aria-hidden` decoration without much text) and,
 * when `byName`, blocks whose class or id says they are comments, sharing, related links or chrome.
 */
export function removeNonArticle(document: Document, byName: boolean, measures: Map<Element, Measure>): void {
  let total = 0;
  for (const child of document.children) if (child instanceof Element) total += measures.get(child)?.text ?? 0;
  const stack: Element[] = document.children.filter((child): child is Element => child instanceof Element).reverse();
  while (stack.length > 0) {
    const element = stack.pop() as Element;
    const measure = measures.get(element);
    const share = total > 0 ? (measure?.text ?? 0) / total : 0;
    const much = share >= HALF;
    let remove = false;
    // A page hidden as a whole is revealed by script: that is not "hidden".
    if (isHidden(element)) remove = share < MOSTLY;
    else if (!much) {
      if (isAriaHidden(element)) remove = (measure?.text ?? 0) < 200;
      else if (element.name === "form" || element.name === "nav" || element.name === "dialog") remove = true;
      else if (byName && !structural.has(element.name) && measure !== undefined && measure.roots === 0) remove = looksOutside(element, isProse(measure));
    }
    if (remove) {
      forgetMeasure(element, measures);
      detach(element);
      continue;
    }
    if (element.name === "pre" || element.name === "code") continue;
    const children = element.children;
    for (let index = children.length - 1; index >= 0; index--) {
      const child = children[index];
      if (child instanceof Element) stack.push(child);
    }
  }
}

const cleanable = new Set(["div", "section", "aside", "header", "footer", "form", "fieldset", "ul", "ol", "dl", "table", "figure", "nav"]);
const listTags = new Set(["ul", "ol", "dl"]);
const headingTags = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);

/** A table of data (kept whatever its links), as opposed to one used for layout. */
export function isDataTable(table: Element): boolean {
  if (table.attribs.role === "presentation") return false;
  let rows = 0;
  let columns = 0;
  for (const element of descendants(table)) {
    if (element.name === "table") return false; // nested tables are layout
    if (element.name === "th" || element.name === "thead" || element.name === "caption") return true;
    if (element.name === "tr") {
      rows++;
      columns = Math.max(columns, element.children.filter((child) => child instanceof Element && child.name === "td").length);
    }
  }
  return rows >= 3 && columns >= 2;
}

/**
 * Inside the chosen article, removes blocks that look like chrome on their numbers: link lists
 * (related posts, tag clouds, teasers), forms, image strips without text, lone embeds.
 */
export function cleanArticle(container: Element, scores: Map<Element, number>, measures: Map<Element, Measure>, weighNames: boolean): void {
  const total = childrenText(container, measures);
  const stack: Element[] = container.children.filter((child): child is Element => child instanceof Element).reverse();
  while (stack.length > 0) {
    const element = stack.pop() as Element;
    if (element.name === "pre" || element.name === "code") continue;
    const measure = measures.get(element);
    if (cleanable.has(element.name) && measure !== undefined && !(element.name === "table" && isDataTable(element))) {
      if (!holdsMuch(element, measures, total) && shouldClean(element, measure, scores, weighNames)) {
        forgetMeasure(element, measures);
        detach(element);
        continue;
      }
    }
    const children = element.children;
    for (let index = children.length - 1; index >= 0; index--) {
      const child = children[index];
      if (child instanceof Element) stack.push(child);
    }
  }
  removeDanglingHeadings(container);
}

function shouldClean(element: Element, measure: Measure, scores: Map<Element, number>, weighNames: boolean): boolean {
  const weight = weighNames ? nameWeight(element) : 0;
  if (weight + (scores.get(element) ?? 0) < 0) return true;
  if (measure.commas >= 10) return false;
  const counts = measure;
  if (counts.pre > 0 && measure.text > 0) return false;
  const isList = listTags.has(element.name);
  const density = linkDensity(measure);
  if (element.name !== "figure" && counts.img > 1 && counts.p / counts.img < 0.5 && measure.text < 200) return true;
  if (counts.input > Math.floor(counts.p / 3)) return true;
  if (measure.text < 25 && (counts.img === 0 || counts.img > 2) && density > 0) return true;
  if (isList ? density > 0.5 && weight < 25 : density > 0.25 && weight < 25) return true;
  if (weight >= 25 && density > 0.5) return true;
  if ((counts.embed === 1 && measure.text < 75) || counts.embed > 1) return true;
  // Many scraps of text and no paragraph: player controls, tickers, menus built from divs.
  if (!isList && element.name !== "table" && counts.p === 0 && counts.li === 0 && measure.fragments >= 6 && measure.text / measure.fragments < 20) return true;
  return false;
}

/** Headings left with nothing after them (their related-links list was removed) go too. */
function removeDanglingHeadings(container: Element): void {
  const headings = descendants(container).filter((element) => headingTags.has(element.name));
  for (let index = headings.length - 1; index >= 0; index--) {
    const heading = headings[index] as Element;
    if (hasTextAfter(heading, container)) return;
    detach(heading);
  }
}

/** Whether any text follows `node` inside `container` in document order. */
function hasTextAfter(node: Element, container: Element): boolean {
  for (let current: Element | null = node; current !== null && current !== container; current = current.parent as Element | null) {
    for (let sibling = current.next; sibling !== null; sibling = sibling.next) {
      if (sibling.type === "text" ? sibling.data.trim() !== "" : sibling instanceof Element && (textOf(sibling).trim() !== "" || sibling.name === "img")) return true;
    }
  }
  return false;
}
