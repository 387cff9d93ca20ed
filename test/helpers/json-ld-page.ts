/**
 * Pages whose script renders the article: the text is in the page's JSON-LD (`articleBody`), the
 * HTML holds an app shell. Shared by the JSON-LD article-body tests.
 */

/** The article's four paragraphs. */
export const QUAY_PARAGRAPHS = [
  "The harbour board agreed on Tuesday to rebuild the north quay wall in stone, after two years of arguments about the cost of concrete and the look of the old front.",
  "Work starts in September and the quay stays open to the ferry throughout, with a temporary landing stage on the south side for the fishing boats.",
  "The board expects the wall to last a hundred years; the last one, built in 1911, was patched eleven times before the storm of 2024 broke it.",
  "Residents can see the plans at the harbour office every weekday morning until the end of the month, and send their comments by post or email.",
];

/** A JSON-LD script holding `value` (a "</" inside it escaped, as pages do). */
export const jsonLdScript = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value).replace(/<\//g, "<\\/")}</script>`;

/** A news site's page: `head` in its head, `body` between its header (with a menu) and its footer. */
export const newsSitePage = (head: string, body: string, title = "Harbour News") =>
  `<!doctype html><html><head><title>${title}</title>${head}</head><body><header><a href="/">Harbour News</a><nav><a href="/news">News</a> <a href="/sport">Sport</a></nav></header>${body}<footer><p>© Harbour News</p></footer></body></html>`;
