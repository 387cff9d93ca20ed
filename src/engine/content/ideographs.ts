/**
 * Han, kana and hangul: scripts written without spaces between words, where one character says
 * about what a short word says elsewhere (a Japanese story says in 200 characters what an English
 * one says in 600). Rules that count words or weigh a text's length read them through this.
 */
const ideographic = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/** How many Han, kana and hangul characters `text` holds. */
export function ideographCount(text: string): number {
  return text.match(ideographic)?.length ?? 0;
}

/**
 * Whether a UTF-16 code unit is CJK: radicals, punctuation, kana, Han and hangul (U+2E80–U+D7AF),
 * compatibility ideographs and fullwidth forms (U+F900–U+FFEF); not a surrogate (an emoji's half).
 * One look at a text's first character tells its script where a count would read it all.
 */
export function isIdeographic(code: number): boolean {
  return (code >= 0x2e80 && code <= 0xd7af) || (code >= 0xf900 && code <= 0xffef);
}
