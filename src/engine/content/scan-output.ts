/**
 * The content HTML the scanner produces: the source copied through in spans, with parts left out
 * or replaced. Nothing is copied until the end; pieces are slices of the source.
 */
export class ScanOutput {
  private readonly parts: string[] = [];
  /** Per piece, where it starts and ends in the source (-1 for text that is not a slice of it). */
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  /** Source index up to which the output is decided. */
  private copyFrom = 0;

  constructor(private readonly source: string) {}

  /** The output so far, piece by piece (positions are marks). */
  get pieces(): readonly string[] {
    return this.parts;
  }

  /** A position to cut back to (see `cutBack`). */
  get mark(): number {
    return this.parts.length;
  }

  /** Copies the source up to `at` into the output. */
  copyTo(at: number): void {
    if (at > this.copyFrom) {
      this.parts.push(this.source.slice(this.copyFrom, at));
      this.starts.push(this.copyFrom);
      this.ends.push(at);
    }
    this.copyFrom = at;
  }

  private pushText(text: string): void {
    this.parts.push(text);
    this.starts.push(-1);
    this.ends.push(-1);
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
    if (this.parts.length > mark) {
      this.parts.length = mark;
      this.starts.length = mark;
      this.ends.length = mark;
    }
    this.copyFrom = resumeAt;
  }

  /**
   * Appends the output between two marks to `out`, pieces that continue each other in the source
   * as one slice (the content step emits many small ranges; fewer, longer strings join faster).
   */
  appendRange(from: number, to: number, out: string[]): void {
    let index = from;
    while (index < to) {
      const start = this.starts[index] ?? -1;
      if (start < 0) {
        out.push(this.parts[index] as string);
        index++;
        continue;
      }
      let end = this.ends[index] as number;
      index++;
      while (index < to && this.starts[index] === end) end = this.ends[index++] as number;
      out.push(this.source.slice(start, end));
    }
  }

  /** `lead` followed by the output between two marks (all of it by default), as one string. */
  text(lead: string, fromMark = 0, toMark = this.parts.length): string {
    const parts = this.parts.slice(fromMark, toMark);
    if (lead !== "") parts.unshift(lead);
    return parts.join("");
  }
}

function escapeAttribute(value: string): string {
  return value.includes("&") || value.includes('"') ? value.replace(/&/g, "&amp;").replace(/"/g, "&quot;") : value;
}
