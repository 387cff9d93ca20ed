/** A character at or above U+0300 (combining marks start there): below it, NFC changes nothing. */
const mayCompose = /[\u0300-\uffff]/;

/**
 * A space the converter put between an opening mark and a link: it writes a space before every link
 * that does not follow white space or "(", so „<a>Wort</a>“ became „ [Wort](…)“. Only marks that
 * always open (German and Polish low quotes, Spanish inverted marks, CJK brackets), which a writer
 * never follows with a space.
 */
const spaceAfterOpening = /([„‚¿¡「『（【《〈]) (?=\[)/g;

/**
 * The markdown as a reader gets it. In Unicode's composed form (NFC): a page written on some systems
 * spells "ü" as "u" plus a combining mark, which looks the same but matches no search for "ü" (nor
 * the same text from another page) and costs a model more tokens. Text without a character that could
 * compose (most Latin pages) is returned as it is, without the normalisation's pass. Without the
 * converter's space after an opening mark before a link (`spaceAfterOpening`).
 */
export function readerText(markdown: string): string {
  const composed = mayCompose.test(markdown) ? markdown.normalize("NFC") : markdown;
  return composed.replace(spaceAfterOpening, "$1");
}
