/**
 * Lines a reader sees as nothing. `<p>&nbsp;</p>` prints a line holding a no-break space, and old
 * layouts' paragraph break `<br><br>` prints hard breaks ("  " at a line's end) onto lines of white
 * space. CommonMark counts only spaces and tabs as a blank line, so these render as empty paragraphs
 * or stray line breaks and cost a model tokens. Outside code fences, a line of white space becomes
 * blank, a hard break before a blank line or the end goes, and blank lines come one at a time.
 */

/** White space a reader cannot see, no-break and ideographic spaces included (`\s`), plus zero-width ones. */
const blankLine = /^(?:[\s\u200b\u200c\u2060]|\u200d)*$/;
/**
 * A sign the pass has work: a line of white space, a hard break before a blank line, two blank lines,
 * a line opening with a zero-width space. Each alternative starts at a fixed character, so the test
 * stays linear on long runs of spaces; an ordinary hard break inside a paragraph does not match.
 */
const hasWork = /\n[^\S\n]+\n|[^\S\n]\n\n|\n\n\n|\n[\u200b\u200c\u2060]|[^\S\n]$/;
/** A code fence's marker at a line's start (CommonMark: up to three spaces of indent). */
const fenceMarker = /^ {0,3}(`{3,}|~{3,})/;

/** `markdown` without lines of invisible white space, hard breaks before a blank line, or runs of blank lines (code fences as written). */
export function withoutBlankLines(markdown: string): string {
  if (!hasWork.test(markdown)) return markdown;
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
 * A line without the trailing spaces that made it a hard break (a break before nothing is no break).
 * Walked back from the end: `/\s+$/` retries from every space of a long run before a letter (quadratic).
 */
function withoutHardBreak(line: string): string {
  let end = line.length;
  while (end > 0 && invisible.test(line.charAt(end - 1))) end--;
  return end === line.length ? line : line.slice(0, end);
}

const invisible = /[\s\u200b]/;
