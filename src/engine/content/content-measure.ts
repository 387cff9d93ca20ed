import { Element, type AnyNode } from "domhandler";
import { descendants } from "./content-dom.js";

/** Text figures of one element (lengths in characters of trimmed text) and counts of what it holds. */
export interface Measure {
  text: number;
  /** Text inside links. */
  link: number;
  commas: number;
  /** Elements below it, by kind. */
  p: number;
  img: number;
  li: number;
  input: number;
  embed: number;
  pre: number;
  /** `<article>`, `<main>` and `role=main` elements. */
  roots: number;
  /** Non-blank text nodes. */
  fragments: number;
}

const commaCodes = new Set([0x2c, 0xff0c, 0x3001, 0x060c]); // , ， 、 ،
const inputTags = new Set(["input", "select", "textarea", "button"]);
const embedTags = new Set(["video", "audio", "iframe", "embed", "object"]);

function emptyMeasure(): Measure {
  return { text: 0, link: 0, commas: 0, p: 0, img: 0, li: 0, input: 0, embed: 0, pre: 0, roots: 0, fragments: 0 };
}

function count(measure: Measure, element: Element): void {
  const name = element.name;
  if (name === "p") measure.p++;
  else if (name === "img") measure.img++;
  else if (name === "li") measure.li++;
  else if (name === "pre") measure.pre++;
  else if (inputTags.has(name)) measure.input++;
  else if (embedTags.has(name)) measure.embed++;
  if (name === "article" || name === "main" || element.attribs.role === "main") measure.roots++;
}

/** Text, link text, commas and element counts of every element below `root`, in one bottom-up pass. */
export function measureAll(root: AnyNode): Map<Element, Measure> {
  const elements = descendants(root);
  const measures = new Map<Element, Measure>();
  for (let index = elements.length - 1; index >= 0; index--) {
    const element = elements[index] as Element;
    const measure = emptyMeasure();
    for (const child of element.children) {
      if (child.type === "text") {
        const data = child.data;
        let start = 0;
        let end = data.length;
        while (start < end && data.charCodeAt(start) <= 32) start++;
        while (end > start && data.charCodeAt(end - 1) <= 32) end--;
        // +1 separates words across text nodes.
        if (end > start) {
          measure.text += end - start + 1;
          measure.fragments++;
        }
        for (let at = start; at < end; at++) if (commaCodes.has(data.charCodeAt(at))) measure.commas++;
      } else if (child instanceof Element) {
        const inner = measures.get(child);
        if (inner === undefined) continue;
        measure.text += inner.text;
        measure.link += inner.link;
        measure.commas += inner.commas;
        measure.p += inner.p;
        measure.img += inner.img;
        measure.li += inner.li;
        measure.input += inner.input;
        measure.embed += inner.embed;
        measure.pre += inner.pre;
        measure.roots += inner.roots;
        measure.fragments += inner.fragments;
        count(measure, child);
      }
    }
    if (element.name === "a") measure.link = measure.text;
    measures.set(element, measure);
  }
  return measures;
}

/**
 * Takes a removed element's figures out of its former ancestors (call before detaching it), so
 * one measuring pass serves every step after it.
 */
export function forgetMeasure(element: Element, measures: Map<Element, Measure>): void {
  const removed = measures.get(element);
  if (removed === undefined) return;
  const own = emptyMeasure();
  count(own, element);
  for (let node = element.parent; node instanceof Element; node = node.parent) {
    const measure = measures.get(node);
    if (measure === undefined) continue;
    measure.text -= removed.text;
    measure.link -= node.name === "a" ? removed.text : removed.link;
    measure.commas -= removed.commas;
    measure.p -= removed.p + own.p;
    measure.img -= removed.img + own.img;
    measure.li -= removed.li + own.li;
    measure.input -= removed.input + own.input;
    measure.embed -= removed.embed + own.embed;
    measure.pre -= removed.pre + own.pre;
    measure.roots -= removed.roots + own.roots;
    measure.fragments -= removed.fragments;
  }
}

/** Text length of a container's children (the container itself is not measured). */
export function childrenText(container: Element, measures: Map<Element, Measure>): number {
  let text = 0;
  for (const child of container.children) {
    if (child instanceof Element) text += measures.get(child)?.text ?? 0;
    else if (child.type === "text") text += child.data.trim().length;
  }
  return text;
}

export function linkDensity(measure: Measure | undefined): number {
  return measure === undefined || measure.text === 0 ? 0 : measure.link / measure.text;
}
