/**
 * Documentation generators and blog engines give a section (or its heading) an id made from the
 * heading's words: "sharing-with-a-single-developer". Such an id names the section's subject, not
 * a part of the page, so its words ("sharing") must not read as signals of page chrome.
 */

const word = /[\p{L}\p{N}]+/gu;

/** Fewer words than this are as likely a developer's name for a block ("related-posts"). */
const MIN_WORDS = 3;

/** Whether `id` is a slug of `headingText`: at least three words, all found in the heading in order. */
export function isHeadingSlug(id: string, headingText: string): boolean {
  const idWords = id.toLowerCase().match(word);
  if (idWords === null || idWords.length < MIN_WORDS) return false;
  const headingWords = headingText.toLowerCase().match(word);
  if (headingWords === null) return false;
  let at = 0;
  for (const idWord of idWords) {
    while (at < headingWords.length && headingWords[at] !== idWord) at++;
    if (at === headingWords.length) return false;
    at++;
  }
  return true;
}
