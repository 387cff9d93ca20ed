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
  private starts = new Int32Array(256);
  private ends = new Int32Array(256);
  private readonly texts: string[] = [];
  private count = 0;
  /** Source index up to which the output is decided. */
  private copyFrom = 0;

  constructor(private readonly source: string) {}

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

  /** Drops everything output since `mark` and continues copying at `resumeAt` (an element removed). */
  cutBack(mark: number, resumeAt: number): void {
    if (this.count > mark) this.count = mark;
    this.copyFrom = resumeAt;
  }

  /**
   * Appends the output between two marks to `out`, pieces that continue each other in the source
   * as one slice (the content step emits many small ranges; fewer, longer strings join faster).
   */
  appendRange(from: number, to: number, out: string[]): void {
    const starts = this.starts;
    const ends = this.ends;
    let index = from;
    while (index < to) {
      const start = starts[index] as number;
      if (start < 0) {
        out.push(this.texts[ends[index] as number] as string);
        index++;
        continue;
      }
      let end = ends[index] as number;
      index++;
      while (index < to && starts[index] === end) end = ends[index++] as number;
      out.push(this.source.slice(start, end));
    }
  }

  /** The output between two marks as one string. */
  between(fromMark: number, toMark: number): string {
    const parts: string[] = [];
    this.appendRange(fromMark, Math.min(toMark, this.count), parts);
    return parts.join("");
  }

  /** `lead` followed by the output between two marks (all of it by default), as one string. */
  text(lead: string, fromMark = 0, toMark = this.count): string {
    const parts: string[] = lead === "" ? [] : [lead];
    this.appendRange(fromMark, toMark, parts);
    return parts.join("");
  }
}

function escapeAttribute(value: string): string {
  return value.includes("&") || value.includes('"') ? value.replace(/&/g, "&amp;").replace(/"/g, "&quot;") : value;
}
