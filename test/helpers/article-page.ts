import { expect } from "vitest";
import { loadMarkdownConverter, type HtmlToMarkdown } from "../../src/engine/content/html-to-markdown.js";
import { buildPageDocument, type DocumentOptions } from "../../src/engine/content/page-document.js";

/**
 * Article pages for the main-content recall tests: a news site's chrome around an article, the
 * engine's scrape path (buildPageDocument with onlyMainContent) and checks on the markdown.
 */

const mainContent: DocumentOptions = { formats: new Set(["markdown"]), onlyMainContent: true, removeBase64Images: true };

let toMarkdown: HtmlToMarkdown | undefined;

/** Loads the markdown converter (call in `beforeAll`). */
export async function loadConverter(): Promise<void> {
  toMarkdown = (await loadMarkdownConverter()).convert;
}

/** The markdown the engine's scrape path makes of a page with onlyMainContent. */
export function scrape(html: string, url = "https://www.harbourtimes.example/science/2026/03/story"): string {
  if (toMarkdown === undefined) throw new Error("call loadConverter() in beforeAll first");
  const response = { requestedUrl: url, url, status: 200, headers: { "content-type": "text/html; charset=utf-8" }, contentType: "text/html", body: Buffer.from(html) };
  return buildPageDocument(response, mainContent, toMarkdown, "recall").document.markdown ?? "";
}

export const count = (text: string, part: string) => text.split(part).length - 1;
/** Markdown as plain words: no emphasis, link targets or table pipes in the way of a phrase. */
export const words = (markdown: string) =>
  markdown
    .replace(/<[^>]+>/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`]+/g, "")
    .replace(/[|>#]+/g, " ")
    .replace(/\s+/g, " ");

/** Headings with nothing under them: followed by a heading of the same or a higher level, or by the end. */
export function emptyHeadings(markdown: string): string[] {
  const lines = markdown.split("\n").filter((line) => line.trim() !== "");
  return lines.filter((line, index) => {
    const level = /^(#{1,6}) /.exec(line)?.[1]?.length;
    if (level === undefined) return false;
    const next = lines[index + 1];
    const nextLevel = next === undefined ? 0 : /^(#{1,6}) /.exec(next)?.[1]?.length;
    return next === undefined || (nextLevel !== undefined && nextLevel <= level);
  });
}

/** Paragraphs (blank-line separated blocks of some length) that appear more than once. */
export function doubledBlocks(markdown: string): string[] {
  const seen = new Set<string>();
  const doubled: string[] = [];
  for (const block of markdown.split(/\n\s*\n/).map((part) => part.trim())) {
    if (block.length < 40 || block.startsWith("```")) continue;
    if (seen.has(block)) doubled.push(block);
    seen.add(block);
  }
  return doubled;
}

/** What every page's chrome carries and what must never reach the markdown. */
export const CHROME = [
  "Weather desk",
  "Crosswords",
  "Most read this week",
  "Mayor opens the new fish market",
  "Get the morning briefing",
  "We will never share your address",
  "More from Science",
  "Tidal power plant delayed again",
  "A look inside the city's oldest bakery",
  "Great article, thanks for writing it",
  "All rights reserved",
  "Cookie settings",
];

export interface Chrome {
  lang?: string;
  title?: string;
}

/** A news site's page around `article`: header menu, breadcrumb, sidebar, newsletter, related cards, comments, footer. */
export function chromePage(article: string, { lang = "en", title = "Story" }: Chrome = {}): string {
  const menu = ["News", "Weather desk", "Sport", "Culture", "Crosswords", "Podcasts", "Opinion", "Jobs"];
  const cards = [
    ["Tidal power plant delayed again", "The operator blames supply problems and a wet winter for the latest hold-up at the estuary."],
    ["A look inside the city's oldest bakery", "Four generations have baked rye bread in the same oven since 1911, and they do not plan to stop."],
    ["Why the river smells in August", "Warm water, low flow and a lot of algae: researchers explain the summer stink."],
    ["Harbour seals return to the north bank", "Volunteers counted forty animals on the sandbank last weekend, the most in ten years."],
  ];
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title} | The Harbour Times</title></head><body>` +
    '<div class="cookie-banner"><p>We use cookies to improve your experience.</p><button>Accept</button><a href="/cookies">Cookie settings</a></div>' +
    '<header class="site-header"><a class="logo" href="/">The Harbour Times</a>' +
    `<nav class="main-nav"><ul>${menu.map((item) => `<li><a href="/${item.toLowerCase().replace(/ /g, "-")}">${item}</a></li>`).join("")}</ul></nav>` +
    '<form class="search" action="/search"><input name="q" placeholder="Search"><button>Search</button></form></header>' +
    '<div class="breadcrumbs"><a href="/">Home</a> › <a href="/science">Science</a> › <span>Story</span></div>' +
    '<main class="page"><div class="layout"><div class="col-main">' +
    article +
    '<div class="share-bar"><a href="https://facebook.com/share">Share on Facebook</a> <a href="https://x.com/share">Post on X</a> <a href="mailto:?">Email</a></div>' +
    "</div>" +
    '<aside class="sidebar"><h3>Most read this week</h3><ol>' +
    ["Mayor opens the new fish market", "Bus lanes on the quay from June", "Ferry timetable changes", "Storm damage on the pier", "New head for the port school"]
      .map((item, n) => `<li><a href="/news/${n}">${item}</a></li>`)
      .join("") +
    "</ol>" +
    '<div class="newsletter-box"><h3>Get the morning briefing</h3><p>The day\'s news from the harbour, in your inbox at seven.</p><form><input type="email" placeholder="Your email"><button>Sign up</button></form><p class="small">We will never share your address.</p></div>' +
    "</aside></div>" +
    '<section class="related"><h2>More from Science</h2><div class="cards">' +
    cards
      .map(([headline, excerpt], n) => `<div class="card"><a href="/science/${n}"><img src="/img/card${n}.jpg" alt=""><h3>${headline}</h3></a><p>${excerpt}</p></div>`)
      .join("") +
    "</div></section>" +
    '<section id="comments" class="comments"><h2>4 comments</h2>' +
    [
      ["Marta", "Great article, thanks for writing it. I grew up near the harbour and never knew any of this."],
      ["Jonas", "I disagree with the second half: the council has been warned about this for years and did nothing at all."],
      ["Ana", "Does anyone know whether the museum is open on Sundays during the winter months?"],
    ]
      .map(([name, text]) => `<div class="comment"><p class="comment-author">${name}</p><p>${text}</p><a href="#reply">Reply</a></div>`)
      .join("") +
    "</section></main>" +
    '<footer class="site-footer"><ul><li><a href="/about">About us</a></li><li><a href="/contact">Contact</a></li><li><a href="/privacy">Privacy</a></li><li><a href="/cookies">Cookie settings</a></li></ul>' +
    "<p>© 2026 The Harbour Times. All rights reserved.</p></footer></body></html>"
  );
}

export function expectNoChrome(markdown: string): void {
  for (const gone of CHROME) expect(markdown, gone).not.toContain(gone);
}

export function expectFaithful(markdown: string): void {
  expect(emptyHeadings(markdown)).toEqual([]);
  expect(doubledBlocks(markdown)).toEqual([]);
}

export function expectAll(markdown: string, parts: readonly string[]): void {
  const text = words(markdown);
  for (const part of parts) expect(text, part).toContain(part);
}
