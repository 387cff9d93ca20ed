import { holdShapes } from "./held-shapes.js";
/**
 * The content HTML the scanner produces: the source copied through in spans, with parts left out
 * or replaced. Nothing is copied until the end: a piece is a span of the source (two integers,
 * no string made) or, rarely, text of its own.
 */
export class ScanOutput {
  /**
   * Per piece, where it starts and ends in the source; a piece that is text of its own has start
   * -1 and its index in `texts` as end. Typed arrays: a page makes tens of thousands of pieces,
   * and strings or boxed numbers for each would cost allocation and garbage collection.
   */
  private starts: Int32Array;
  private ends: Int32Array;
  private readonly texts: string[] = [];
  private count = 0;
  /** Source index up to which the output is decided. */
  private copyFrom = 0;

  constructor(private readonly source: string) {
    // Sized for the page: a real page makes a piece per ~90 characters (a tenth at most), and
    // growing from a small start took several copies of both arrays a page.
    const capacity = Math.max(256, source.length >> 6);
    this.starts = new Int32Array(capacity);
    this.ends = new Int32Array(capacity);
  }

  /** A position to cut back to (see `cutBack`). */
  get mark(): number {
    return this.count;
  }

  /** Copies the source up to `at` into the output. */
  copyTo(at: number): void {
    if (at > this.copyFrom) this.push(this.copyFrom, at);
    this.copyFrom = at;
  }

  private push(start: number, end: number): void {
    if (this.count === this.starts.length) {
      const starts = new Int32Array(this.count * 2);
      const ends = new Int32Array(this.count * 2);
      starts.set(this.starts);
      ends.set(this.ends);
      this.starts = starts;
      this.ends = ends;
    }
    this.starts[this.count] = start;
    this.ends[this.count] = end;
    this.count++;
  }

  private pushText(text: string): void {
    this.push(-1, this.texts.length);
    this.texts.push(text);
  }

  /**
   * Copies the source up to `at` without the white space that ends it, when that was not copied yet:
   * a code block's last line break before `</pre>` (the converter prints it as an empty last line).
   */
  copyToTrimmed(at: number): void {
    let end = at;
    while (end > this.copyFrom && this.source.charCodeAt(end - 1) <= 32) end--;
    this.omit(end, at);
  }

  /** Leaves the source span [from, to) out. */
  omit(from: number, to: number): void {
    this.copyTo(from);
    this.copyFrom = to;
  }

  /** Replaces the source span [from, to) with `text`. */
  replace(from: number, to: number, text: string): void {
    this.copyTo(from);
    this.pushText(text);
    this.copyFrom = to;
  }

  /** Replaces the source span [from, to) with `prefix="value"` (an attribute or its value part). */
  replaceWithValue(from: number, to: number, prefix: string, value: string): void {
    this.copyTo(from);
    this.pushText(`${prefix}="${escapeAttribute(value)}"`);
    this.copyFrom = to;
  }

  /** Where in the source the output from `mark` on starts (the source still to copy when nothing was output since). */
  sourceAt(mark: number): number {
    const start = mark < this.count ? (this.starts[mark] as number) : -1;
    return start >= 0 ? start : this.copyFrom;
  }

  /**
   * The source between the end of the output's piece before `from` and the start of its piece at
   * `to`, when both are copies of the source: what stood there, parts the scanner left out
   * included; at most `limit` characters of it.
   */
  sourceBetween(from: number, to: number, limit: number): string | undefined {
    if (from <= 0 || to >= this.count || (this.starts[from - 1] as number) < 0) return undefined;
    const start = this.ends[from - 1] as number;
    const end = this.starts[to] as number;
    return end < start ? undefined : this.source.slice(start, Math.min(end, start + limit));
  }

  /** Drops everything output since `mark` and continues copying at `resumeAt` (an element removed). */
  cutBack(mark: number, resumeAt: number): void {
    if (this.count > mark) this.count = mark;
    this.copyFrom = resumeAt;
  }

  /**
   * Adds the output between two marks to `joiner`. Pieces that continue each other in the source
   * become one slice, across calls too: the content step emits a range per tag, and an untouched
   * stretch of the page should cost one slice, not one per tag.
   */
  appendRange(from: number, to: number, joiner: OutputJoiner): void {
    const starts = this.starts;
    const ends = this.ends;
    for (let index = from; index < to; index++) {
      const start = starts[index] as number;
      if (start < 0) joiner.text(this.texts[ends[index] as number] as string);
      else joiner.span(start, ends[index] as number);
    }
  }

  /** A joiner for this output's pieces. */
  joiner(lead = ""): OutputJoiner {
    return new OutputJoiner(this.source, lead);
  }

  /**
   * The output between two marks as one string: what `text` makes of them, without a joiner (the
   * content step reads short elements' text thousands of times a page; most are one or a few slices).
   */
  between(fromMark: number, toMark: number): string {
    const to = Math.min(toMark, this.count);
    const starts = this.starts;
    const ends = this.ends;
    let out = "";
    // The source stretch not yet added: pieces that continue each other become one slice.
    let start = 0;
    let end = 0;
    for (let index = fromMark; index < to; index++) {
      const pieceStart = starts[index] as number;
      const pieceEnd = ends[index] as number;
      if (pieceStart === end && end > start) {
        end = pieceEnd;
        continue;
      }
      if (end > start) out += this.source.slice(start, end);
      if (pieceStart < 0) {
        out += this.texts[pieceEnd] as string;
        start = end = 0;
      } else {
        start = pieceStart;
        end = pieceEnd;
      }
    }
    return end > start ? out + this.source.slice(start, end) : out;
  }

  /** Whether the output between two marks is only white space (or nothing), read without building a string. */
  isBlank(fromMark: number, toMark: number): boolean {
    const to = Math.min(toMark, this.count);
    for (let index = fromMark; index < to; index++) {
      const start = this.starts[index] as number;
      const end = this.ends[index] as number;
      const text = start < 0 ? (this.texts[end] as string) : this.source;
      for (let at = start < 0 ? 0 : start, stop = start < 0 ? text.length : end; at < stop; at++) if (text.charCodeAt(at) > 32) return false;
    }
    return true;
  }

  /** `lead` followed by the output between two marks (all of it by default), as one string. */
  text(lead: string, fromMark = 0, toMark = this.count): string {
    const joiner = this.joiner(lead);
    this.appendRange(fromMark, toMark, joiner);
    return joiner.join();
  }
}

/** Builds one string from spans of a source and other text, slicing each unbroken stretch once. */
export class OutputJoiner {
  private readonly parts: string[] = [];
  private start = 0;
  private end = 0;
  /** Characters in `parts`. */
  private size = 0;

  constructor(
    private readonly source: string,
    lead: string,
  ) {
    if (lead !== "") this.parts.push(lead);
    this.size = lead.length;
  }

  /** Characters appended so far. */
  get length(): number {
    return this.size + this.end - this.start;
  }

  /** Appends the source span [start, end). */
  span(start: number, end: number): void {
    if (start === this.end && this.end > this.start) {
      this.end = end;
      return;
    }
    this.flush();
    this.start = start;
    this.end = end;
  }

  /** Appends text that is not a span of the source. */
  text(text: string): void {
    this.flush();
    this.parts.push(text);
    this.size += text.length;
  }

  join(): string {
    this.flush();
    return this.parts.join("");
  }

  private flush(): void {
    if (this.end > this.start) {
      this.parts.push(this.source.slice(this.start, this.end));
      this.size += this.end - this.start;
    }
    this.start = this.end = 0;
  }
}

function escapeAttribute(value: string): string {
  return value.includes("&") || value.includes('"') ? value.replace(/&/g, "&amp;").replace(/"/g, "&quot;") : value;
}

// Keeps V8's compiled code for these classes across garbage collections (`held-shapes.ts`).
holdShapes(new ScanOutput(""), new OutputJoiner("", ""));
