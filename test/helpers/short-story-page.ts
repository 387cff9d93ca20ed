/**
 * News pages around a short story (one to three paragraphs, a picture and its caption) with much
 * more text beside it than in it: a long comment thread, "related" cards with long excerpts, a
 * sidebar and a long footer. A reader wants the story only.
 */

/** Where the story sits: a semantic `<article>`, a `div` with an article-ish class, with or without `<main>` around the page's column. */
export interface StoryShape {
  wrapper: "article" | "div";
  main: boolean;
  /** Comment blocks named as comments (`class="comments"`), or only by a neutral name. */
  namedComments?: boolean;
  /** The comment thread inside the story's element, after its text (some themes put it there). */
  commentsInside?: boolean;
}

const COMMENTS = [
  ["Hal", "I have lived by the estuary for forty years and I remember when the last boat builder closed his shed, which was a sad day for everyone who grew up around the slipway and the smell of tar."],
  ["Ines", "This is exactly what the council promised before the last election, and yet here we are again, waiting for another report that will sit in a drawer while the quay wall slowly falls into the water."],
  ["Rob", "My grandfather worked the night shift on the dredger for most of his life, and he always said that the channel would silt up again within ten years unless someone paid for regular maintenance."],
  ["Greta", "Could the paper do a longer piece on how the money is actually spent? Every year we read about new plans, but nobody ever explains where last year's budget went or who checked the work."],
  ["Tomas", "Good news for once. The ferry is the only way my children get to school in winter, and the last two months of cancellations have made life very hard for the families on the island."],
  ["Wen", "I would like to see the figures for passenger numbers before and after the timetable change, because from what I see on the morning boat there are far fewer people travelling than the operator claims."],
];

const RELATED = [
  ["Lock gates replaced after ninety years", "The old oak gates at the top lock were lifted out by crane on Tuesday, and engineers say the new ones should last until the end of the century if they are painted every five years."],
  ["Fishing fleet shrinks to its smallest size", "Only eleven boats still land their catch at the harbour, down from more than sixty in the seventies, and the skippers who remain say the quota system leaves little room for young crews."],
  ["The lighthouse keeper's diary goes on show", "A diary kept by the last keeper of the north light, with notes on every storm between 1931 and 1958, is on show at the town museum from next week until the end of the summer holidays."],
];

const byline = '<p class="byline">By Ada Lund · 12 March 2026</p>';
const figure = '<figure><img src="https://www.harbourtimes.example/img/ferry.jpg" alt="The ferry at the quay"><figcaption>The morning ferry at the north quay.</figcaption></figure>';

/** The story's parts: its title, paragraphs and picture. */
export function storyBody(title: string, paragraphs: readonly string[]): string {
  return `<h1>${title}</h1>${byline}${figure}${paragraphs.map((text) => `<p>${text}</p>`).join("")}`;
}

/** What the page beside the story says and the markdown must not. */
export const BESIDE = [
  "I have lived by the estuary for forty years",
  "My grandfather worked the night shift",
  "Could the paper do a longer piece",
  "The old oak gates at the top lock",
  "Only eleven boats still land their catch",
  "The Harbour Times is published by",
  "Most read",
];

const comments = (named: boolean) =>
  `<section ${named ? 'id="comments" class="comments"' : 'class="thread"'}><h2>${COMMENTS.length} comments</h2>` +
  COMMENTS.map(([name, text], n) => `<div class="${named ? "comment" : "item"}" id="c${n}"><p class="${named ? "comment-author" : "who"}">${name}</p><p>${text}</p><a href="#reply-${n}">Reply</a></div>`).join("") +
  "</section>";

const related =
  '<section class="related"><h2>More from the harbour</h2>' +
  RELATED.map(([headline, excerpt], n) => `<div class="card"><a href="/harbour/${n}"><img src="/img/r${n}.jpg" alt=""><h3>${headline}</h3></a><p>${excerpt}</p></div>`).join("") +
  "</section>";

const sidebar =
  '<aside class="sidebar"><h3>Most read</h3><ol>' +
  ["Mayor opens the new fish market", "Bus lanes on the quay from June", "Storm damage on the pier"].map((item, n) => `<li><a href="/news/${n}">${item}</a></li>`).join("") +
  "</ol></aside>";

const footer =
  '<footer class="site-footer"><p>The Harbour Times is published by Harbour Media, a company owned by its readers since 1998, with offices on the north quay and in the old customs house, and printed every morning except Sundays and public holidays.</p>' +
  '<ul><li><a href="/about">About us</a></li><li><a href="/contact">Contact</a></li><li><a href="/privacy">Privacy</a></li></ul></footer>';

/** A news page with `story` (its inner HTML) in the given shape, and the chrome around it. */
export function shortStoryPage(story: string, shape: StoryShape): string {
  const thread = comments(shape.namedComments ?? true);
  const inside = shape.commentsInside === true ? `${story}${thread}` : story;
  const wrapped = shape.wrapper === "article" ? `<article class="story">${inside}</article>` : `<div class="article-content">${inside}</div>`;
  const column = `<div class="layout"><div class="col-main">${wrapped}${related}${shape.commentsInside === true ? "" : thread}</div>${sidebar}</div>`;
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Story | The Harbour Times</title></head><body>' +
    '<header class="site-header"><a href="/">The Harbour Times</a><nav><ul><li><a href="/news">News</a></li><li><a href="/sport">Sport</a></li><li><a href="/culture">Culture</a></li></ul></nav></header>' +
    (shape.main ? `<main>${column}</main>` : column) +
    footer +
    "</body></html>"
  );
}
