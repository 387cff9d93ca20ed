import { describe, expect, it } from "vitest";
import { readerText } from "../../src/engine/content/reader-text.js";
import { mainContentMarkdown, paragraphs } from "../helpers/main-content-markdown.js";

// Repeated page structure: teaser cards recognised by the shape they repeat, wherever their text
// weighs more than the story's.

const markdownOf = mainContentMarkdown("https://example.com/news/story");

const page = (body: string) =>
  "<html><head><title>Ferry</title></head><body>" +
  '<nav><a href="/">Home</a> <a href="/harbour">Harbour life</a> <a href="/boats">Boats</a></nav>' +
  `<div class="layout">${body}</div>` +
  '<footer><a href="/about">About us</a> <a href="/legal">Legal notice</a></footer></body></html>';

/** A card of another story: a linked headline over an excerpt that is a paragraph of its own. */
const excerpt = (n: number) =>
  `Excerpt ${n} of another story, long enough to read as running text: it tells of the lighthouse keeper, the storm and the boat that came back late that night.`;
const streamCard = (n: number) =>
  `<li class="stream-item"><a href="/other/${n}"><img src="/i/${n}.jpg" alt=""></a><div class="body"><h3><a href="/other/${n}">Another story number ${n} from the harbour</a></h3><p>${excerpt(n)}</p></div></li>`;

describe("main content: repeated teaser cards", () => {
  it("drops a stream of cards after a story even when the stream holds more text than the story", () => {
    const stream = `<ul class="stream">${Array.from({ length: 12 }, (_, n) => streamCard(n)).join("")}</ul>`;
    const markdown = markdownOf(page(`<div class="story"><h1>The last ferry</h1>${paragraphs("story", 8)}</div>${stream}`));
    expect(markdown).toContain("The story paragraph number 7");
    expect(markdown).not.toContain("Another story number");
    expect(markdown).not.toContain("Excerpt 3 of another story");
  });

  it("drops repeated cards whose heading sits inside their link (<a><h4>…</h4></a>)", () => {
    const card = (n: number) => `<div class="item"><a href="/other/${n}"><h4>Another story number ${n} from the harbour</h4></a><p>${excerpt(n)}</p></div>`;
    const markdown = markdownOf(page(`<div class="story"><h1>The last ferry</h1>${paragraphs("story", 6)}${[1, 2, 3].map(card).join("")}</div>`));
    expect(markdown).toContain("The story paragraph number 5");
    expect(markdown).not.toContain("Another story number");
    expect(markdown).not.toContain("Excerpt 2 of another story");
  });

  it("keeps a page that is a list of cards under a short introduction", () => {
    const list = `<ul class="stream">${Array.from({ length: 6 }, (_, n) => streamCard(n)).join("")}</ul>`;
    const markdown = markdownOf(page(`<div class="story"><h1>Harbour news</h1><p>The latest stories from the harbour, newest first.</p>${list}</div>`));
    expect(markdown).toContain("Another story number 5");
    expect(markdown).toContain("Excerpt 2 of another story");
  });
});

describe("main content: the article's title", () => {
  const hero = (title: string) =>
    `<div class="widget widget-hero"><header><nav class="crumbs"><a href="/games">Games</a> <a href="/games/rpg">Role-playing</a></nav>${title}` +
    '<div class="byline-social"><a href="/author/jane">Jane Harbour</a> <a href="/share">Share</a></div></header></div>';

  it("keeps the page's one h1 in a block named like chrome (a hero widget), not the breadcrumbs beside it", () => {
    const markdown = markdownOf(page(`<article>${hero("<h1>An illusionist at sea, part one</h1>")}<div class="widget widget-body">${paragraphs("story", 6)}</div></article>`));
    expect(markdown).toContain("# An illusionist at sea, part one");
    expect(markdown).toContain("The story paragraph number 5");
    expect(markdown).not.toContain("Role-playing");
  });

  it("still drops such a block when the page has several h1 (none of them is the title for sure)", () => {
    const markdown = markdownOf(page(`<article>${hero("<h1>An illusionist at sea, part one</h1>")}<div class="widget widget-body"><h1>Chapter one of the voyage</h1>${paragraphs("story", 6)}</div></article>`));
    expect(markdown).not.toContain("An illusionist at sea");
    expect(markdown).toContain("The story paragraph number 5");
  });
});

describe("main content: a link right after an opening mark", () => {
  it("has no space between an opening quote or inverted mark and the link (the converter puts one there)", async () => {
    const { loadMarkdownConverter } = await import("../../src/engine/content/html-to-markdown.js");
    const toMarkdown = (await loadMarkdownConverter()).convert;
    const markdown = readerText(toMarkdown('<p>Die „<a href="https://example.com/map">Toilet Map</a>“ ist neu. ¿<a href="/q">Qué</a>? Er sagte “ <a href="/s">so</a>.</p>'));
    expect(markdown).toContain("Die „[Toilet Map](https://example.com/map)“ ist neu.");
    expect(markdown).toContain("¿[Qué](/q)?");
    // A mark that also closes (“ in German) keeps what the converter wrote.
    expect(markdown).toContain("“ [so](/s)");
  });
});
