/**
 * The markdown in Unicode's composed form (NFC): a page written on some systems spells "ü" as "u"
 * plus a combining mark, which looks the same but matches no search for "ü" (nor the same text
 * from another page) and costs a model more tokens.
 */
export function readerText(markdown: string): string {
  return markdown.normalize("NFC");
}
