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
