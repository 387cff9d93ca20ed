import type { Rewrite } from "./content-emit.js";
import type { TreeNode } from "./content-tree.js";
import { decodeText } from "./html-entities.js";
import type { ScanOutput } from "./scan-output.js";
import { attributeValue, valuePattern } from "./tag-attributes.js";

/**
 * A table cell that shows only an icon says what the icon's label says: a comparison's ✓ and ✗
 * drawn as icons are "Yes" and "No" to a screen reader, through the icon's `aria-label` (or
 * `title`), or through screen-reader text beside it (`<span class="sr-only">Included</span>`).
 * Without them the markdown prints an empty cell, and the table loses its answers. An icon without a
 * label whose class names a tick or a cross in an icon font's words ("fa-check", "dashicons-no")
 * prints ✓ or ✗. An inline `<svg>` icon, which the scanner drops, is read from the source the same
 * way: its `aria-label`, its `<title>`, or its class or symbol's name. An icon that is a link or a
 * button names what it does, and stays as it is.
 */

/** Class words of text only screen readers get. */
const readerOnly = /(?:^|\s)(?:sr-only|visually-?hidden|screen-?reader[\w-]*|a11y-hidden)(?:\s|$)/i;

/** Whether hidden `node` is screen-reader text making up all of a table cell's text: the cell's value. */
export function isCellReaderText(node: TreeNode): boolean {
  const cell = node.parent;
  return cell !== null && (cell.name === "td" || cell.name === "th") && node.text > 0 && node.text === cell.text && readerOnly.test(node.className);
}

/**
 * Whether `link`, a link with nothing to read or see in it, is all a table cell holds and carries a
 * label (`aria-label`, `title`): the cell's value, a file's download icon, not an icon control of
 * the page ("Enlarge", a share button), which stands outside tables.
 */
export function isLabelledCellLink(link: TreeNode, output: ScanOutput): boolean {
  const cell = link.parent;
  if (cell === null || (cell.name !== "td" && cell.name !== "th") || cell.text > 0 || cell.children.length !== 1) return false;
  return labelAttribute.test(output.between(link.openStart, link.openEnd));
}

/** Elements of a cell read for an icon's label, at most (an icon is an element or two). */
const ICON_PARTS = 4;
/** A label longer than this (characters) is not an icon's word or two. */
const LABEL = 40;

const controls = new Set(["a", "button", "input", "select"]);

const labelAttribute = /\s(?:aria-label|title)\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

/** Gives each cell of `rows` without text or picture that holds a labelled icon its label as its text. */
export function labelIconCells(rows: readonly TreeNode[], removed: Uint8Array | undefined, output: ScanOutput, rewrites: Map<TreeNode, Rewrite>): void {
  for (const row of rows) {
    for (const cell of row.children) {
      if ((cell.name !== "td" && cell.name !== "th") || cell.text > 0 || cell.img > 0 || removed?.[cell.index] === 1) continue;
      const label = cell.children.length === 0 ? droppedIconLabel(cell, output) : iconLabel(cell, removed, output);
      if (label === undefined) continue;
      const span = cell.colspan > 1 ? ` colspan="${cell.colspan}"` : "";
      rewrites.set(cell, { kind: "html", html: `<${cell.name}${span}>${escapeText(label)}</${cell.name}>` });
    }
  }
}

/** Words of an icon font's class for a tick and for a cross ("fa-check", "dashicons-yes", "icon-cross", "bi-x-lg"). */
const tickWords = new Set(["check", "checked", "checkmark", "tick", "yes"]);
const crossWords = new Set(["times", "cross", "close", "no", "x", "xmark"]);

function iconLabel(cell: TreeNode, removed: Uint8Array | undefined, output: ScanOutput): string | undefined {
  const stack = [...cell.children];
  // A label wins over an icon's class read on the way (the class only says what it looks like).
  let drawn: string | undefined;
  for (let seen = 0; stack.length > 0 && seen < ICON_PARTS; seen++) {
    const node = stack.pop() as TreeNode;
    // A removed decoration (`aria-hidden`) is no label, but its class still says tick or cross.
    if (removed?.[node.index] !== 1) {
      // A link or a control is not a value: its label names what it does ("Download", "Sort"), and the cell keeps it.
      if (controls.has(node.name)) return undefined;
      const match = labelAttribute.exec(output.between(node.openStart, node.openEnd));
      const label = match === null ? "" : decodeText(match[1] ?? match[2] ?? "").trim();
      if (label !== "" && label.length <= LABEL) return label;
    }
    drawn ??= drawnMark(node.className);
    // An element left empty may have held a dropped `<svg>` icon (`<span class="icon"><svg>…</svg></span>`).
    if (node.children.length === 0 && node.text === 0) drawn ??= droppedIconLabel(node, output);
    for (const child of node.children) stack.push(child);
  }
  return drawn;
}

/** Characters of source read for a dropped icon: its start tag and title come first. */
const DROPPED_ICON_SOURCE = 600;
const svgStart = /^\s*<svg\b[^>]*>/i;
const svgTitle = /<title\b[^>]*>([^<]{1,40})<\/title>/i;
const classValue = valuePattern("class");
const symbolName = /<use\b[^>]*?href\s*=\s*["'][^"'#]*#([\w-]{1,40})["']/i;

/** The label of the inline `<svg>` icon the scanner dropped from empty `node`: its aria-label, its title, or ✓/✗ from its class or symbol name. */
function droppedIconLabel(node: TreeNode, output: ScanOutput): string | undefined {
  const source = output.sourceBetween(node.openEnd, node.closeStart, DROPPED_ICON_SOURCE);
  const start = source === undefined ? null : svgStart.exec(source);
  if (source === undefined || start === null) return undefined;
  const labelled = labelAttribute.exec(start[0]) ?? svgTitle.exec(source);
  const label = labelled === null ? "" : decodeText(labelled[1] ?? labelled[2] ?? "").trim();
  if (label !== "" && label.length <= LABEL) return label;
  return drawnMark(attributeValue(start[0], classValue) ?? "") ?? drawnMark(symbolName.exec(source)?.[1] ?? "");
}

/** ✓ or ✗ for an icon whose class names a tick or a cross, else undefined. */
function drawnMark(className: string): string | undefined {
  if (className === "") return undefined;
  let mark: string | undefined;
  for (const token of className.toLowerCase().split(/\s+/)) {
    const words = token.split(/[^a-z]+/);
    // A word names the icon after the font's prefix ("fa-check", "dashicons-no-alt") or alone ("checkmark");
    // one that opens a longer name names something else ("no-image", "close-button").
    for (let index = words.length === 1 ? 0 : 1; index < words.length; index++) {
      const word = words[index] as string;
      const next = tickWords.has(word) ? "✓" : crossWords.has(word) ? "✗" : undefined;
      // Both in one class ("check-x" toggles) says neither.
      if (next !== undefined && mark !== undefined && next !== mark) return undefined;
      mark ??= next;
    }
  }
  return mark;
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
