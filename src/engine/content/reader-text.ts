/** A character at or above U+0300 (combining marks start there): below it, NFC changes nothing. */
const mayCompose = /[\u0300-\uffff]/;

/**
 * The markdown in Unicode's composed form (NFC): a page written on some systems spells "ü" as "u"
 * plus a combining mark, which looks the same but matches no search for "ü" (nor the same text
 * from another page) and costs a model more tokens. Text without a character that could compose
 * (most Latin pages) is returned as it is, without the normalisation's pass.
 */
export function readerText(markdown: string): string {
  return mayCompose.test(markdown) ? markdown.normalize("NFC") : markdown;
}
