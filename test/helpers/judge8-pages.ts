import { expect } from "vitest";
import { doubledBlocks, emptyHeadings, words } from "./article-page.js";

/**
 * Page shells for the judge8 recall suites: site kinds other than the recall7 ones (static-site and docs
 * generators, Q&A and forums, hosted blogs, publishers, papers, reports, recipes), each with a cookie
 * box, a header menu, a sidebar, related cards and a footer whose words the markdown must not carry.
 */

export const li = (items: readonly string[]) => items.map((item) => `<li>${item}</li>`).join("");
export const linkItems = (items: readonly string[], base: string) =>
  items.map((item, n) => `<li><a href="${base}${n}-${item.toLowerCase().replace(/[^a-z]+/g, "-")}">${item}</a></li>`).join("");

/** Common chrome around `main`: cookie box, header menu, footer. */
export function shell(opts: { lang?: string; title: string; site: string; menu: readonly string[]; footer: readonly string[]; cookie: string; main: string }): string {
  return (
    `<!doctype html><html lang="${opts.lang ?? "en"}"><head><meta charset="utf-8"><title>${opts.title} | ${opts.site}</title></head><body>` +
    `<div class="cookie-notice" role="dialog"><p>${opts.cookie}</p><button>OK</button></div>` +
    `<header class="top"><a class="brand" href="/">${opts.site}</a><nav><ul>${linkItems(opts.menu, "/m/")}</ul></nav></header>` +
    opts.main +
    `<footer class="bottom"><ul>${linkItems(opts.footer, "/f/")}</ul><p>© 2026 ${opts.site}</p></footer></body></html>`
  );
}

/** Related cards: image, headline, excerpt. */
export const cards = (heading: string, items: readonly (readonly [string, string])[]) =>
  `<section class="related-posts"><h2>${heading}</h2><div class="grid">` +
  items.map(([h, p], n) => `<div class="card"><a href="/post/${n}-x"><img src="/img/r${n}.jpg" alt=""><h3>${h}</h3></a><p>${p}</p></div>`).join("") +
  "</div></section>";

/** Each part once, in order. */
export function onceInOrder(markdown: string, parts: readonly string[]): void {
  const text = words(markdown);
  let from = 0;
  for (const part of parts) {
    expect(text.split(part).length - 1, `"${part}" once`).toBe(1);
    const at = text.indexOf(part);
    expect(at >= from, `"${part}" in order`).toBe(true);
    from = at + part.length;
  }
}

/** None of `gone`, no empty heading, no doubled block. */
export function clean(markdown: string, gone: readonly string[]): void {
  const text = words(markdown);
  for (const part of gone) expect(text, `chrome "${part}"`).not.toContain(part);
  expect(emptyHeadings(markdown), "empty headings").toEqual([]);
  expect(doubledBlocks(markdown), "doubled text").toEqual([]);
}

/** Paragraphs, one per line. */
export const ps = (lines: readonly string[]) => lines.map((line) => `<p>${line}</p>`).join("");

/** An English story's four paragraphs, and the English site's menu, footer and cookie line around it. */
export const EN_STORY = [
  "The harbour board voted on Tuesday to rebuild the north quay wall in stone, after two years of argument over the cost of concrete and the look of the old façade.",
  "Work starts in September and the quay stays open to the ferry throughout, with a temporary landing stage on the south bank for the fishing boats.",
  "The board expects the wall to last a hundred years; the old one, built in 1911, had been patched eleven times before the storm of 2024 broke it.",
  "Residents can see the plans in the town hall until the end of June and send written objections, which the board will discuss in the autumn.",
] as const;
export const EN_MENU = ["Home", "News", "Projects", "About", "Contact"];
export const EN_FOOTER = ["Privacy policy", "Imprint", "Sitemap"];
export const EN_COOKIE = "We use cookies to give you the best experience on our website.";

/** `kept` once and in order, none of `gone`, and the markdown clean (no empty heading, nothing doubled). */
export function keepsAndDrops(markdown: string, kept: readonly string[], gone: readonly string[]): void {
  onceInOrder(markdown, kept);
  clean(markdown, gone);
}
