/**
 * A list's counter of what it shows: a range of items and the total, with a few words around them
 * ("Showing 1–10 of 19 results", "Es werden 1 bis 10 von 19 angezeigt", "Mostrando 1-10 de 19
 * resultados", "显示第 1 到 10 条，共 19 条"). Told by its shape: two numbers joined by a dash or one
 * short word, then a counter's word ("of", "von", "de", …) and a third number at least as large as both,
 * the whole a short line of few words. It belongs to the shop's or the archive's pager, not to the
 * page's text. A date span ("1–3 March 2024") ends in a year, not a total, and stays.
 */

/** Longer than this (characters), the line says more than a counter. */
const LINE = 80;
/**
 * Up to four words before the range; a dash or a short word inside it; before the total, a counter's
 * word ("of", "von", "de", "sur", "di", "van", "z", "из", "共", a slash), perhaps after the items'
 * name ("条，共") or before one more word ("von insgesamt"); two words after it. Another word there makes no counter ("Serves 4 to 6 people, 45 minutes").
 */
const counter =
  /^(?:[\p{L}\p{M}'’]+\s+){0,4}(\d{1,5})\s*(?:[-–—~〜]|\s[\p{L}\p{M}]{1,5}\s)\s*(\d{1,5})\s*(?:[\p{L}\p{M}]+\s*[,，]?\s*)?(?:of|von|de|del|sur|di|van|z|ze|из|od|av|af|共|\/)(?:\s+[\p{L}\p{M}]+)?\s*[,，:]?\s*(\d{1,6})(?:\s*[\p{L}\p{M}]+){0,2}\s*[.!]?$/iu;
/** A third number in these years after a second up to 31 is a date's year, not a total. */
const YEAR_FROM = 1800;
const YEAR_TO = 2100;

/** Whether a short line (its text) is a list's counter of the items it shows. */
export function isResultCount(text: string): boolean {
  if (text.length > LINE) return false;
  const match = counter.exec(text);
  if (match === null) return false;
  const from = Number(match[1]);
  const to = Number(match[2]);
  const total = Number(match[3]);
  if (from > to || to > total || total === 0) return false;
  return !(to <= 31 && total >= YEAR_FROM && total <= YEAR_TO);
}
