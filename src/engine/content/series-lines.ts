import { htmlText } from "./content-tree.js";

/**
 * A line that leads to the other parts of a series: a short lead-in, then links to the numbered
 * parts joined by separators ("This article is part of our series on the harbour: Part 1 · Part 2 ·
 * Part 3", "Teil 1 | Teil 2: Die Fischer"). The parts are other pages; the line is the series'
 * navigation, whatever language the lead-in is in. Told by its shape: every link a word and a
 * number counting up by one (perhaps a title after a colon), nothing between them but a separator.
 * Links in a sentence ("read part 1 and part 2") have words between them and stay.
 */

/** Longer than this (characters), the block says more than a line of parts. */
const LINE = 250;
/** A lead-in before the first part is at most this long. */
const LEAD = 120;
/** A part's link: a word and its number, perhaps a title after a colon or a dash ("Part 2: The fishermen", "第2回"). */
const partLink = /^\p{L}{1,12}\.?\s*(\d{1,2})(?:\s*\p{L}{0,2}\s*[:.–—-]\s*[^<]{1,60})?$/u;
/** What may stand between two parts' links. */
const separator = /^\s*[·|/•,–—-]?\s*$/u;
const link = /<a\b[^>]*>([^<]*)<\/a>/giu;

/** Whether a short block (its text and inner HTML) is a series' line of parts. */
export function isSeriesLine(text: string, html: string): boolean {
  if (text.length > LINE || !html.includes("<a")) return false;
  let previous = -1;
  let parts = 0;
  let end = 0;
  link.lastIndex = 0;
  for (let match = link.exec(html); match !== null; match = link.exec(html)) {
    const number = partLink.exec(htmlText(match[1] as string));
    if (number === null) return false;
    const between = htmlText(html.slice(end, match.index));
    if (parts === 0 ? between.length > LEAD : !separator.test(between)) return false;
    const value = Number(number[1]);
    if (parts > 0 && value !== previous + 1) return false;
    previous = value;
    parts++;
    end = match.index + match[0].length;
  }
  return parts >= 2 && separator.test(htmlText(html.slice(end)));
}
