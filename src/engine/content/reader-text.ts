import { withoutBlankLines } from "./blank-lines.js";

/** A character at or above U+0300 (combining marks start there): below it, NFC changes nothing. */
const mayCompose = /[\u0300-\uffff]/;

/**
 * Marks before a space the converter put between them and a link: it writes a space before every
 * link that does not follow white space or "(", so „<a>Wort</a>“ became „ [Wort](…)“. Only marks that
 * always open (German and Polish low quotes, Spanish inverted marks, CJK brackets), which a writer
 * never follows with a space.
 */
const openingMarks = new Set("„‚¿¡「『（【《〈");

/** `markdown` without the converter's space after an opening mark before a link (found from each "[", rarer than any mark test per character). */
function joinOpeningMarks(markdown: string): string {
  let kept = "";
  let from = 0;
  for (let at = markdown.indexOf("[", 2); at !== -1; at = markdown.indexOf("[", at + 1)) {
    if (markdown.charCodeAt(at - 1) !== 32 || !openingMarks.has(markdown.charAt(at - 2))) continue;
    kept += markdown.slice(from, at - 1);
    from = at;
  }
  return from === 0 ? markdown : kept + markdown.slice(from);
}

/**
 * The markdown as a reader gets it. In Unicode's composed form (NFC): a page written on some systems
 * spells "ü" as "u" plus a combining mark, which looks the same but matches no search for "ü" (nor
 * the same text from another page) and costs a model more tokens. Text without a character that could
 * compose (most Latin pages) is returned as it is, without the normalisation's pass. Without the
 * converter's space after an opening mark before a link (`joinOpeningMarks`), without soft hyphens,
 * without lines of invisible white space (`withoutBlankLines`) and without breaks at its edges.
 */
export function readerText(markdown: string): string {
  const composed = mayCompose.test(markdown) ? markdown.normalize("NFC") : markdown;
  return withoutEdgeRules(withoutBlankLines(joinOpeningMarks(withoutSoftHyphens(composed))));
}

/** A thematic break as the converter prints it, on a line of its own between blank lines. */
const RULE = "---";

/**
 * Without thematic breaks before the first block or after the last (a page's `<hr>` above its
 * footer, left after the footer went): a break between nothing and the text. The converter sets a
 * break apart by blank lines; "Title" over "---" would be a heading, and stays.
 */
function withoutEdgeRules(markdown: string): string {
  let start = 0;
  let end = markdown.length;
  while (markdown.startsWith(`${RULE}\n\n`, start)) start += RULE.length + 2;
  while (end - start > RULE.length + 2 && markdown.endsWith(`\n\n${RULE}`, end)) end -= RULE.length + 2;
  return start === 0 && end === markdown.length ? markdown : markdown.slice(start, end);
}

/**
 * Soft hyphens (U+00AD, `&shy;`) are hints where a browser may break a word at a line's end; a reader
 * sees none of them unless the word is broken there. Left in the markdown, "réac&shy;tion" matches no
 * search for "réaction" and costs a model more tokens.
 */
function withoutSoftHyphens(markdown: string): string {
  return markdown.includes("\u00AD") ? markdown.replaceAll("\u00AD", "") : markdown;
}
