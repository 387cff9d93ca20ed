/**
 * Lines a reader sees as nothing. `<p>&nbsp;</p>` prints a line holding a no-break space, and old
 * layouts' paragraph break `<br><br>` prints hard breaks ("  " at a line's end) onto lines of white
 * space. CommonMark counts only spaces and tabs as a blank line, so these render as empty paragraphs
 * or stray line breaks and cost a model tokens. Outside code fences, a line of white space becomes
 * blank, a hard break before a blank line or the end goes, and blank lines come one at a time.
 */

/** White space a reader cannot see, no-break and ideographic spaces included (`\s`), plus zero-width ones. */
const blankLine = /^(?:[\s\u200b\u200c\u2060]|\u200d)*$/;
/** One character of white space, or a zero-width space. */
const invisible = /[\s\u200b]/;
/** A code fence's marker at a line's start (CommonMark: up to three spaces of indent). */
const fenceMarker = /^ {0,3}(`{3,}|~{3,})/;

/** `markdown` without lines of invisible white space, hard breaks before a blank line, or runs of blank lines (code fences as written). */
export function withoutBlankLines(markdown: string): string {
  if (!hasWork(markdown)) return markdown;
  const lines = markdown.split("\n");
  const kept: string[] = [];
  let fence: string | undefined;
  for (const line of lines) {
    const marker = fenceMarker.exec(line)?.[1];
    if (fence !== undefined) {
      // Inside a fence every line is code; a marker of the same character, at least as long, closes it.
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      kept.push(line);
      continue;
    }
    if (marker !== undefined) fence = marker;
    if (blankLine.test(line)) {
      if (kept.length > 0 && kept[kept.length - 1] !== "") {
        kept[kept.length - 1] = withoutHardBreak(kept[kept.length - 1]!);
        kept.push("");
      }
      continue;
    }
    kept.push(line);
  }
  while (kept.length > 0 && kept[kept.length - 1] === "") kept.pop();
  if (kept.length > 0) kept[kept.length - 1] = withoutHardBreak(kept[kept.length - 1]!);
  return kept.join("\n");
}

/**
 * Whether the pass has work: two blank lines in a row, a line of white space, a hard break before a
 * blank line, a line opening with a zero-width space, white space at the end. One walk from line end
 * to line end (`indexOf`, native), reading the characters around each: a regex over the whole
 * markdown, or a search per kind of space, cost a twentieth of the engine's time on large pages.
 */
function hasWork(markdown: string): boolean {
  if (isSpace(markdown.charCodeAt(markdown.length - 1))) return true;
  for (let at = markdown.indexOf("\n"); at !== -1; at = markdown.indexOf("\n", at + 1)) {
    const after = markdown.charCodeAt(at + 1);
    if (after === ZERO_WIDTH_SPACE) return true;
    const before = at === 0 ? NEWLINE : markdown.charCodeAt(at - 1);
    if (before === NEWLINE && after === NEWLINE) return true;
    if (!isSpace(before)) continue;
    if (after === NEWLINE) return true;
    // Back over the line's trailing white space: reaching the line's start means it holds nothing else.
    let from = at - 1;
    while (from > 0 && isSpace(markdown.charCodeAt(from - 1))) from--;
    if (from === 0 || markdown.charCodeAt(from - 1) === NEWLINE) return true;
  }
  return false;
}

const NEWLINE = 10;
const ZERO_WIDTH_SPACE = 0x200b;

/** Space, tab, carriage return, form feed, no-break, ideographic and the typographic spaces up to the zero-width one (not a newline). */
function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13 && code !== NEWLINE) || code === 0xa0 || code === 0x3000 || (code >= 0x2000 && code <= ZERO_WIDTH_SPACE);
}

/**
 * A line without the trailing spaces that made it a hard break (a break before nothing is no break).
 * Walked back from the end: `/\s+$/` retries from every space of a long run before a letter (quadratic).
 */
function withoutHardBreak(line: string): string {
  let end = line.length;
  while (end > 0 && invisible.test(line.charAt(end - 1))) end--;
  return end === line.length ? line : line.slice(0, end);
}
