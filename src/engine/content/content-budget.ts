/**
 * Elements in a page above which the content tree (main-content scoring, markdown shaping) is not
 * built and the scanner's pass (non-content and obvious boilerplate already dropped) stands as the
 * content, unless include/exclude tags ask for a DOM. Measured on a link farm of 150,000 links
 * (P7): the crawl peaked at 463 MB without the tree, 581 MB with it, and took a third longer; real
 * articles have a few thousand elements.
 */
export const maxTreeElements = 50_000;

/** Whether `html` has more than `max` start tags (counted without parsing). */
export function hasMoreElementsThan(html: string, max: number): boolean {
  // Each start tag takes at least two characters ("<" and a letter).
  if (html.length < 2 * (max + 1)) return false;
  let count = 0;
  for (let at = html.indexOf("<"); at !== -1; at = html.indexOf("<", at + 1)) {
    // Too few characters left for the start tags still missing: most pages stop here, not at their end.
    if (html.length - at < 2 * (max + 1 - count)) return false;
    const next = html.charCodeAt(at + 1);
    // A letter starts an element; `</`, `<!` and stray `<` do not count.
    if ((next >= 97 && next <= 122) || (next >= 65 && next <= 90)) {
      count += 1;
      if (count > max) return true;
    }
  }
  return false;
}
