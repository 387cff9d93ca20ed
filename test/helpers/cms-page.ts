import { expect } from "vitest";
import { CHROME, chromePage, count, emptyHeadings, doubledBlocks, words } from "./article-page.js";

/**
 * Article pages in the shapes real publishing systems produce (a WordPress theme, a Ghost/Medium-style
 * blog, a news site, a documentation site, a German news site), each with its own chrome, and the checks
 * the article-parts suite makes: the article's parts once and in order, no chrome, no empty heading, no
 * doubled text.
 */

export type Shell = "wordpress" | "blog" | "news" | "docs" | "german";

const FRAGMENTS = [
  "the survey team walked the whole route twice, once in the dry season and once after the autumn rains, and wrote down every change they saw",
  "nobody expected the old records in the basement of the town hall to be complete, yet every ledger from 1902 onwards was still on the shelf",
  "the numbers only made sense once the engineers compared them with the readings taken by hand by the lock keepers a century earlier",
  "local families still tell the story of the winter when the canal froze so hard that a horse and cart crossed it at the narrowest point",
  "the first attempt failed because the mortar mixed on site set far too slowly in the cold and damp air of the valley",
  "a second opinion from the university confirmed the findings but asked for three more years of measurements before any firm decision",
  "the budget set aside for the work covers the materials but not the extra staff the project will need during the summer months",
  "volunteers from the historical society helped to sort the photographs, which had been stored in shoeboxes without dates or names",
  "the method is simple enough that a school class repeated it last spring and got almost exactly the same results as the professionals",
  "critics point out that the same promises were made in the nineties and that little of what was announced then was ever built",
  "the new design keeps the look of the original while using materials that cope better with heavy rain and long spells of frost",
  "the committee will publish its final recommendations in the autumn, after a round of public meetings in each of the villages",
];

/** A paragraph of running text about `topic`, distinct for each `n`. */
export function prose(topic: string, n: number): string {
  const a = FRAGMENTS[n % FRAGMENTS.length] as string;
  const b = FRAGMENTS[(n * 5 + 3) % FRAGMENTS.length] as string;
  return `<p>On the ${topic}, ${a}. In the end ${b}.</p>`;
}

/** `count` paragraphs from `from` on. */
export const proseBlock = (topic: string, from: number, count: number) =>
  Array.from({ length: count }, (_, n) => prose(topic, from + n)).join("");

const SHELL_CHROME: Record<Shell, readonly string[]> = {
  wordpress: [
    "Lighthouse Notes",
    "Recent Posts",
    "How I rebuilt the garden shed",
    "Categories",
    "Uncategorized",
    "Previous post",
    "Winter walks on the dunes",
    "Leave a Reply",
    "Proudly powered by",
    "Posted in",
  ],
  blog: ["Sign up for more like this", "You might also like", "The quiet art of mending nets", "Subscribe to the field notes", "Powered by the platform"],
  news: CHROME,
  docs: ["Getting started", "Installation guide", "On this page", "Edit this page", "Was this page helpful", "Next: Deploying to production", "Community forum"],
  german: ["Startseite", "Meistgelesen", "Bahnstreik legt den Norden lahm", "Impressum", "Datenschutz", "Neuer Bürgermeister im Amt", "Alle Rechte vorbehalten"],
};

/** What the shell's chrome says and the markdown must not. */
export const shellChrome = (shell: Shell) => SHELL_CHROME[shell];

/** The article inside the shell's page. `article` is the article element itself (or a `div` the site uses). */
export function cmsPage(shell: Shell, article: string, title = "Story"): string {
  switch (shell) {
    case "news":
      return chromePage(article, { title });
    case "wordpress":
      return wordpressPage(article, title);
    case "blog":
      return blogPage(article, title);
    case "docs":
      return docsPage(article, title);
    case "german":
      return germanPage(article, title);
  }
}

const head = (title: string, lang = "en") => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title></head><body>`;
const links = (items: readonly string[], base: string) =>
  items.map((item, n) => `<li><a href="${base}${n}-${item.toLowerCase().replace(/[^a-z]+/g, "-")}">${item}</a></li>`).join("");

function wordpressPage(article: string, title: string): string {
  return (
    head(`${title} – Lighthouse Notes`) +
    '<div id="page" class="site"><a class="skip-link screen-reader-text" href="#content">Skip to content</a>' +
    '<header id="masthead" class="site-header"><div class="site-branding"><p class="site-title"><a href="/">Lighthouse Notes</a></p><p class="site-description">A coastal blog</p></div>' +
    `<nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu">${links(["Home", "About", "Walks", "Recipes", "Contact"], "/")}</ul></nav></header>` +
    '<div id="content" class="site-content"><div id="primary" class="content-area"><main id="main" class="site-main">' +
    '<article id="post-42" class="post-42 post type-post status-publish format-standard hentry category-walks">' +
    `<header class="entry-header"><h1 class="entry-title">${title}</h1><div class="entry-meta"><span class="posted-on">Posted on <a href="/2026/03/"><time>March 3, 2026</time></a></span> <span class="byline">by <a href="/author/ines">Ines</a></span></div></header>` +
    `<div class="entry-content">${article}</div>` +
    '<footer class="entry-footer"><span class="cat-links">Posted in <a href="/category/walks">Walks</a></span> <span class="tags-links">Tagged <a href="/tag/coast">coast</a>, <a href="/tag/history">history</a></span></footer></article>' +
    '<nav class="navigation post-navigation"><h2 class="screen-reader-text">Post navigation</h2><div class="nav-links"><div class="nav-previous"><a href="/winter-walks"><span class="meta-nav">Previous post</span> Winter walks on the dunes</a></div><div class="nav-next"><a href="/spring"><span class="meta-nav">Next post</span> Spring tides and storms</a></div></div></nav>' +
    '<div id="comments" class="comments-area"><div id="respond" class="comment-respond"><h3 class="comment-reply-title">Leave a Reply</h3><form class="comment-form"><p class="comment-notes">Your email address will not be published.</p><textarea name="comment"></textarea><input type="submit" value="Post Comment"></form></div></div>' +
    "</main></div>" +
    '<aside id="secondary" class="widget-area">' +
    `<section class="widget widget_recent_entries"><h2 class="widget-title">Recent Posts</h2><ul>${links(["How I rebuilt the garden shed", "A week on the ferry", "Lighthouse keepers of the north", "Old maps of the bay"], "/posts/")}</ul></section>` +
    `<section class="widget widget_categories"><h2 class="widget-title">Categories</h2><ul>${links(["Recipes", "Uncategorized", "Walks"], "/category/")}</ul></section>` +
    "</aside></div>" +
    '<footer id="colophon" class="site-footer"><div class="site-info"><a href="https://wordpress.org/">Proudly powered by WordPress</a></div></footer></div></body></html>'
  );
}

function blogPage(article: string, title: string): string {
  const cards = [
    ["The quiet art of mending nets", "An afternoon with the last net maker on the island."],
    ["Salt, smoke and patience", "What it takes to cure a herring the old way."],
    ["Tide tables by hand", "Before apps, the harbour master drew them on paper."],
  ];
  return (
    head(`${title} - Field Notes`) +
    '<div class="viewport"><header class="gh-head"><a class="gh-head-logo" href="/">Field Notes</a>' +
    `<nav class="gh-head-menu"><ul class="nav">${links(["Home", "Archive", "Podcast", "About"], "/")}</ul></nav><a class="gh-head-button" href="#/portal/signup">Subscribe</a></header>` +
    '<main class="gh-main"><article class="gh-article post">' +
    `<header class="gh-article-header"><h1 class="gh-article-title">${title}</h1><div class="gh-article-meta"><a href="/author/tom">Tom Reyes</a> <time>Mar 3, 2026</time> <span>6 min read</span></div></header>` +
    `<section class="gh-content gh-canvas">${article}</section></article>` +
    '<section class="gh-cta"><h2>Sign up for more like this.</h2><form><input type="email" placeholder="Your email"><button>Subscribe to the field notes</button></form></section>' +
    '<aside class="gh-read-next"><h3>You might also like</h3><div class="gh-feed">' +
    cards.map(([h, p], n) => `<article class="gh-card"><a class="gh-card-link" href="/p/${n}"><img src="/c${n}.jpg" alt=""><h3 class="gh-card-title">${h}</h3><p class="gh-card-excerpt">${p}</p></a></article>`).join("") +
    "</div></aside></main>" +
    '<footer class="gh-foot"><p>Field Notes © 2026</p><p><a href="https://ghost.org/">Powered by the platform</a></p></footer></div></body></html>'
  );
}

function docsPage(article: string, title: string): string {
  return (
    head(`${title} | Tideline Docs`) +
    `<nav class="navbar"><a class="navbar__brand" href="/">Tideline</a><ul class="navbar__items">${links(["Docs", "API", "Blog", "Community forum"], "/")}</ul></nav>` +
    '<div class="main-wrapper"><aside class="theme-doc-sidebar-container"><nav class="menu" aria-label="Docs sidebar"><ul class="menu__list">' +
    links(["Getting started", "Installation guide", "Configuration", "Plugins", "Deploying", "Troubleshooting", "FAQ"], "/docs/") +
    "</ul></nav></aside>" +
    `<main class="docMainContainer"><div class="row"><div class="col docItemCol"><article><div class="theme-doc-markdown markdown"><h1>${title}</h1>${article}</div></article>` +
    '<footer class="theme-doc-footer"><a class="theme-edit-this-page" href="https://github.com/tideline/docs/edit/main/page.md">Edit this page</a><div class="feedback"><p>Was this page helpful?</p><button>Yes</button><button>No</button></div></footer>' +
    '<nav class="pagination-nav"><a class="pagination-nav__link--prev" href="/docs/plugins">Previous: Plugins</a><a class="pagination-nav__link--next" href="/docs/deploying">Next: Deploying to production</a></nav></div>' +
    '<div class="col col--3"><div class="tableOfContents"><p>On this page</p><ul><li><a href="#overview">Overview</a></li><li><a href="#options">Options</a></li><li><a href="#examples">Examples</a></li></ul></div></div></div></main></div>' +
    '<footer class="footer"><ul>' +
    links(["Docs", "Community forum", "GitHub", "Status"], "/f/") +
    "</ul><p>Copyright © 2026 Tideline.</p></footer></body></html>"
  );
}

function germanPage(article: string, title: string): string {
  return (
    head(`${title} | Nordkurier Nachrichten`, "de") +
    `<header class="kopf"><a href="/" class="logo">Nordkurier Nachrichten</a><nav class="hauptnavigation"><ul>${links(["Startseite", "Politik", "Wirtschaft", "Sport", "Kultur", "Region"], "/")}</ul></nav></header>` +
    '<div class="brotkrumen"><a href="/">Startseite</a> › <a href="/region">Region</a></div>' +
    `<div class="inhalt"><div class="spalte-haupt">${article}` +
    '<div class="teilen"><a href="https://facebook.com/sharer">Teilen</a> <a href="mailto:?">E-Mail</a></div></div>' +
    `<aside class="spalte-rechts"><h3>Meistgelesen</h3><ol>${links(["Bahnstreik legt den Norden lahm", "Neuer Bürgermeister im Amt", "Hochwasser an der Elbe", "Schulen schließen früher"], "/artikel/")}</ol></aside></div>` +
    `<footer class="fuss"><ul>${links(["Impressum", "Datenschutz", "Kontakt", "Mediadaten"], "/service/")}</ul><p>© 2026 Nordkurier Nachrichten. Alle Rechte vorbehalten.</p></footer></body></html>`
  );
}

/** Each part's text is in the markdown (as words) exactly once, and the parts come in the given order. */
export function expectOnceInOrder(markdown: string, parts: readonly string[]): void {
  const text = words(markdown);
  let from = 0;
  for (const part of parts) {
    expect(count(text, part), `"${part}" once`).toBe(1);
    const at = text.indexOf(part);
    expect(at >= from, `"${part}" in order`).toBe(true);
    from = at + part.length;
  }
}

/** No chrome (the shell's and `extra`), no empty heading, no doubled paragraph. */
export function expectClean(markdown: string, shell: Shell, extra: readonly string[] = []): void {
  const text = words(markdown);
  for (const gone of [...shellChrome(shell), ...extra]) expect(text, `chrome "${gone}"`).not.toContain(gone);
  expect(emptyHeadings(markdown), "empty headings").toEqual([]);
  expect(doubledBlocks(markdown), "doubled text").toEqual([]);
}

/** A bulleted list of `items` (HTML each), with `attrs` on the list element. */
export const ul = (items: readonly string[], attrs = "") => `<ul${attrs}>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;
/** A numbered list of `items` (HTML each), with `attrs` on the list element. */
export const ol = (items: readonly string[], attrs = "") => `<ol${attrs}>${items.map((item) => `<li>${item}</li>`).join("")}</ol>`;
/** A link. */
export const a = (href: string, text: string) => `<a href="${href}">${text}</a>`;
