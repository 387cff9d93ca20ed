import { decodeAttribute } from "./html-entities.js";
import { holdShapes } from "./held-shapes.js";

// Character classes of the tokenizer, by ASCII code (anything else is in none).
export const SPACE = 1; // space, tab, LF, FF, CR
export const ENDS_TAG_NAME = 2; // whitespace, "/", ">"
const ENDS_ATTRIBUTE_NAME = 4; // whitespace, "/", ">", "="
const ENDS_UNQUOTED_VALUE = 8; // whitespace, ">"
export const ALPHA = 16;
const classes = new Uint8Array(128);
for (const code of [9, 10, 12, 13, 32]) classes[code] = SPACE | ENDS_TAG_NAME | ENDS_ATTRIBUTE_NAME | ENDS_UNQUOTED_VALUE;
classes[47] = ENDS_TAG_NAME | ENDS_ATTRIBUTE_NAME;
classes[62] = ENDS_TAG_NAME | ENDS_ATTRIBUTE_NAME | ENDS_UNQUOTED_VALUE;
classes[61] = ENDS_ATTRIBUTE_NAME;
for (let code = 65; code <= 90; code++) classes[code] = classes[code + 32] = ALPHA;

/** The character classes of a character code (0 for none, and past the end of the input). */
export function classOf(code: number): number {
  return code < 128 ? (classes[code] ?? 0) : 0;
}

export const GT = 62;
export const SLASH = 47;
const EQ = 61;
const DQ = 34;
const SQ = 39;

/** Whether `html` at [start, end) is `lowerName`, ignoring ASCII case. */
export function isNameAt(html: string, start: number, end: number, lowerName: string): boolean {
  if (end - start !== lowerName.length) return false;
  for (let index = 0; index < lowerName.length; index++) {
    const code = html.charCodeAt(start + index);
    const expected = lowerName.charCodeAt(index);
    if (code !== expected && !(code >= 65 && code <= 90 && code + 32 === expected)) return false;
  }
  return true;
}

// Per attribute: name start, name end, value start (-1: no value), value end, end of the attribute.
const FIELDS = 5;

/**
 * Reads the attributes of one start tag at a time, the way an HTML tokenizer does (quoted and
 * unquoted values, `/` between attributes, whitespace around `=`), recording spans into the source
 * instead of building strings. The spans are reused from tag to tag.
 */
export class TagReader {
  /** Attributes of the last tag read. */
  count = 0;
  /** Whether the last tag ended in `/>`. */
  selfClosing = false;
  private readonly spans: number[] = [];

  constructor(private readonly html: string) {}

  /** Reads attributes from `from` (just after the tag name). Returns the index after `>`, or -1 if the tag never ends. */
  read(from: number): number {
    const html = this.html;
    const length = html.length;
    let i = from;
    this.count = 0;
    this.selfClosing = false;
    for (;;) {
      let code = html.charCodeAt(i);
      while ((classOf(code) & SPACE) !== 0) code = html.charCodeAt(++i);
      if (i >= length) return -1;
      if (code === GT) return i + 1;
      if (code === SLASH) {
        code = html.charCodeAt(++i);
        while ((classOf(code) & SPACE) !== 0) code = html.charCodeAt(++i);
        if (i >= length) return -1;
        if (code === GT) {
          this.selfClosing = true;
          return i + 1;
        }
        continue;
      }
      // The first character belongs to the name whatever it is (even `=`).
      const nameStart = i;
      code = html.charCodeAt(++i);
      while (i < length && (classOf(code) & ENDS_ATTRIBUTE_NAME) === 0) code = html.charCodeAt(++i);
      const nameEnd = i;
      while ((classOf(code) & SPACE) !== 0) code = html.charCodeAt(++i);
      if (code !== EQ) {
        this.record(nameStart, nameEnd, -1, -1, nameEnd);
        continue;
      }
      code = html.charCodeAt(++i);
      while ((classOf(code) & SPACE) !== 0) code = html.charCodeAt(++i);
      if (i >= length) return -1;
      if (code === DQ || code === SQ) {
        const close = html.indexOf(code === DQ ? '"' : "'", i + 1);
        if (close === -1) return -1;
        this.record(nameStart, nameEnd, i + 1, close, close + 1);
        i = close + 1;
      } else {
        const valueStart = i;
        while (i < length && (classOf(code) & ENDS_UNQUOTED_VALUE) === 0) code = html.charCodeAt(++i);
        this.record(nameStart, nameEnd, valueStart, i, i);
      }
    }
  }

  private record(nameStart: number, nameEnd: number, valueStart: number, valueEnd: number, end: number): void {
    const at = this.count * FIELDS;
    const spans = this.spans;
    spans[at] = nameStart;
    spans[at + 1] = nameEnd;
    spans[at + 2] = valueStart;
    spans[at + 3] = valueEnd;
    spans[at + 4] = end;
    this.count += 1;
  }

  private span(index: number, field: number): number {
    return this.spans[index * FIELDS + field] ?? -1;
  }

  /** Whether attribute `index` is called `lowerName`. */
  is(index: number, lowerName: string): boolean {
    return isNameAt(this.html, this.span(index, 0), this.span(index, 1), lowerName);
  }

  /** Index of the first attribute called `lowerName`, or -1. */
  find(lowerName: string): number {
    for (let index = 0; index < this.count; index++) if (this.is(index, lowerName)) return index;
    return -1;
  }

  /** The value of attribute `index` as written (an attribute without a value reads as ""). */
  rawValue(index: number): string {
    const start = this.span(index, 2);
    return start === -1 ? "" : this.html.slice(start, this.span(index, 3));
  }

  /** The decoded value of attribute `index`. */
  value(index: number): string {
    return decodeAttribute(this.rawValue(index));
  }

  /** The decoded value of the first attribute called `lowerName`, or undefined. */
  get(lowerName: string): string | undefined {
    const index = this.find(lowerName);
    return index === -1 ? undefined : this.value(index);
  }

  /**
   * Whether attribute `index`'s name, ignoring ASCII case, starts with `lowerPrefix` and holds
   * `lowerPart` after it: the check of `name(index)` against the source, without a string per name.
   * (Lower-casing a non-ASCII character yields an ASCII letter only for "K" and "İ"; callers' words avoid "k" and "i".)
   */
  nameHas(index: number, lowerPrefix: string, lowerPart: string): boolean {
    const start = this.span(index, 0);
    const end = this.span(index, 1);
    const html = this.html;
    if (!isNameAt(html, start, Math.min(end, start + lowerPrefix.length), lowerPrefix)) return false;
    for (let at = start + lowerPrefix.length; at + lowerPart.length <= end; at++) if (isNameAt(html, at, at + lowerPart.length, lowerPart)) return true;
    return false;
  }

  nameStart(index: number): number {
    return this.span(index, 0);
  }

  /** Where attribute `index`'s `="value"` part starts (its name's end when it has no value). */
  valueOuterStart(index: number): number {
    return this.span(index, 1);
  }

  /** Where attribute `index` ends (after a closing quote). */
  end(index: number): number {
    return this.span(index, 4);
  }
}

// Keeps V8's compiled code for these classes across garbage collections (`held-shapes.ts`).
holdShapes(new TagReader(""));
