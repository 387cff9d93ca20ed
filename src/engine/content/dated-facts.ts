import { elementText, siblingPosition, type TreeNode } from "./content-tree.js";
import { isByline, isDateline } from "./chrome-phrases.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * A date given as one fact among others is the article's, not its dateline: a labelled line next to
 * labelled lines that are not dates or bylines ("Date: 14 June" over "Time: 10:00" and "Place: the
 * pier" in an event's list), or the value of a term in a list of several terms (`<dt>Date</dt><dd>14
 * June</dd>` beside "Time" and "Place"). A dateline stands alone, or beside a byline. Only
 * neighbours are read.
 */

/** Longer than this (raw characters), a neighbour is a paragraph, not a fact's line. */
const FACT = 80;
/** Terms a list of facts holds at least (a pair or two is a post's meta box). */
const TERMS = 3;

/** A label of up to three words and a colon opening the line ("Date:", "Datum:", "日期："). */
const labelled = /^\p{L}[\p{L}\p{M}]*(?:\s[\p{L}\p{M}]+){0,2}\s*[:：]/u;

/** Whether the date line `node` (its text `text`) is a fact of a list of facts. */
export function isDatedFact(node: TreeNode, text: string, output: ScanOutput, removed: Uint8Array): boolean {
  if (node.name === "dd") return termsValue(node, removed);
  if (!labelled.test(text)) return false;
  const siblings = node.parent?.children ?? [];
  const at = siblingPosition(node);
  for (const neighbour of [siblings[at - 1], siblings[at + 1]]) {
    if (neighbour === undefined || removed[neighbour.index] === 1 || neighbour.name !== node.name || neighbour.text === 0 || neighbour.text > FACT) continue;
    const line = elementText(neighbour, output);
    if (labelled.test(line) && !isDateline(line) && !isByline(line)) return true;
  }
  return false;
}

/** Siblings read either side of a `<dd>` for the other terms of its list: a list of facts has them close by. */
const NEAR = 24;

/**
 * Whether a `<dd>` follows its term in a list of at least `TERMS` terms near it. Only `NEAR` siblings
 * either side are read: a whole list's reading for each of its dates made a long list quadratic.
 */
function termsValue(value: TreeNode, removed: Uint8Array): boolean {
  const siblings = value.parent?.children ?? [];
  const at = siblingPosition(value);
  const term = siblings[at - 1];
  if (term === undefined || term.name !== "dt" || term.text === 0 || removed[term.index] === 1) return false;
  let terms = 0;
  const end = Math.min(siblings.length, at + NEAR + 1);
  for (let index = Math.max(0, at - 1 - NEAR); index < end; index++) {
    const sibling = siblings[index] as TreeNode;
    if (sibling.name === "dt" && sibling.text > 0 && ++terms >= TERMS) return true;
  }
  return false;
}

/** Inline elements that set a label in bold. */
const boldTags = new Set(["strong", "b"]);

/**
 * Whether a labelled line is one the author wrote, its label set in bold in a plain paragraph of the
 * story (`<p><strong>Deadline:</strong> 30 June 2026</p>`): a fact the story gives, wherever it
 * stands. A template's date line comes in an element of its own, named or not, without a bold label.
 */
export function isAuthoredFact(node: TreeNode, output: ScanOutput): boolean {
  if (node.name !== "p" || node.className !== "" || node.id !== "") return false;
  const label = node.children.find((child) => child.text > 0);
  if (label === undefined || !boldTags.has(label.name) || label.text >= node.text) return false;
  return /[:：]\s*$/u.test(elementText(label, output));
}
