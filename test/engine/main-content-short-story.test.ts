import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { BESIDE, shortStoryPage, storyBody, type StoryShape } from "../helpers/short-story-page.js";

// A short story (a paragraph or two, a picture and its caption) on a page with much more text beside
// it: a long comment thread, "related" cards with long excerpts, a sidebar and a footer. The story
// alone is the main content; and where the short block is only a lead, or the page's text is split
// over sibling sections, nothing of the story is lost.

const markdownOf = mainContentMarkdown("https://www.harbourtimes.example/news/2026/03/ferry");

const STORY = [
  "The ferry to the island runs again from Monday after two months of repairs to the north quay, the operator said on Friday.",
  "Passengers with season tickets get the two lost months added at no cost.",
  "The first boat leaves at six, and the night ferry returns to its summer times in May.",
];

function expectStoryOnly(markdown: string, paragraphs: readonly string[]): void {
  expect(markdown).toContain("Ferry back on Monday");
  for (const paragraph of paragraphs) expect(markdown).toContain(paragraph);
  expect(markdown).toContain("The morning ferry at the north quay.");
  for (const gone of BESIDE) expect(markdown, gone).not.toContain(gone);
}

const shapes: Array<[string, StoryShape]> = [
  ["an <article> in <main>, comments named", { wrapper: "article", main: true }],
  ["an <article> without <main>, comments named", { wrapper: "article", main: false }],
  ["an <article> in <main>, comments under neutral names", { wrapper: "article", main: true, namedComments: false }],
  ["an <article> without <main>, comments under neutral names", { wrapper: "article", main: false, namedComments: false }],
  ["a div named as the article in <main>, comments named", { wrapper: "div", main: true }],
  ["a div named as the article without <main>, comments named", { wrapper: "div", main: false }],
  ["an <article> that also holds the comment thread", { wrapper: "article", main: true, commentsInside: true }],
  ["a div named as the article that also holds the comment thread", { wrapper: "div", main: true, commentsInside: true }],
];

describe("main content: a short story on a page with more text beside it than in it", () => {
  for (const [label, shape] of shapes) {
    for (const count of [1, 2, 3]) {
      it(`keeps only the story of ${count} paragraph(s) in ${label}`, () => {
        const paragraphs = STORY.slice(0, count);
        expectStoryOnly(markdownOf(shortStoryPage(storyBody("Ferry back on Monday", paragraphs), shape)), paragraphs);
      });
    }
  }
});

const LEAD = "The ferry to the island runs again from Monday after two months of repairs to the north quay, the operator said on Friday.";
const story = (body: string) => `<h1>Ferry back on Monday</h1><p>${LEAD}</p>${body}`;
const body = (topic: string, count: number) =>
  Array.from({ length: count }, (_, n) => `<p>The ${topic} paragraph number ${n} says, with enough plain detail, how the crews rebuilt the quay wall stone by stone.</p>`).join("");
const bodySentences = (topic: string, count: number) => Array.from({ length: count }, (_, n) => `The ${topic} paragraph number ${n} says`);

function expectAllOf(markdown: string, parts: readonly string[]): void {
  expect(markdown).toContain(LEAD);
  for (const part of parts) expect(markdown, part).toContain(part);
}

describe("main content: a short first block that is not the whole story", () => {
  it("keeps the story that goes on after an <article> holding only the headline and the lead", () => {
    const html = shortStoryPage(story(""), { wrapper: "article", main: true }).replace("</article>", `</article><div class="article-body">${body("body", 5)}</div>`);
    const markdown = markdownOf(html);
    expectAllOf(markdown, bodySentences("body", 5));
    expect(markdown).not.toContain("I have lived by the estuary");
  });

  it("keeps the story's body inside its <article> when a name the first attempt reads as chrome hides it", () => {
    const html = shortStoryPage(story(`<div class="shareable-text">${body("body", 3)}</div>`), { wrapper: "article", main: true });
    const markdown = markdownOf(html);
    expectAllOf(markdown, bodySentences("body", 3));
    expect(markdown).not.toContain("I have lived by the estuary");
  });

  it("keeps a page whose text is split over sibling sections, each a heading and a paragraph", () => {
    const sections = ["repairs", "timetable", "tickets"].map((topic) => `<section><h2>The ${topic}</h2>${body(topic, 1)}</section>`).join("");
    const html = shortStoryPage("", { wrapper: "div", main: true }).replace('<div class="article-content"></div>', `<h1>Ferry back on Monday</h1><p>${LEAD}</p>${sections}`);
    const markdown = markdownOf(html);
    expectAllOf(markdown, ["The repairs", "The timetable", "The tickets", ...["repairs", "timetable", "tickets"].flatMap((topic) => bodySentences(topic, 1))]);
    for (const gone of BESIDE) expect(markdown, gone).not.toContain(gone);
  });

  it("keeps every update of a live page set as sibling <article> elements under the page's headline", () => {
    const updates = [1, 2, 3].map((n) => `<article class="update"><h2>Update ${n}</h2>${body(`update ${n}`, 1)}</article>`).join("");
    const html = shortStoryPage("", { wrapper: "div", main: true }).replace('<div class="article-content"></div>', `<h1>Ferry back on Monday</h1><p>${LEAD}</p>${updates}`);
    const markdown = markdownOf(html);
    expectAllOf(markdown, [1, 2, 3].flatMap((n) => [`Update ${n}`, ...bodySentences(`update ${n}`, 1)]));
    for (const gone of BESIDE) expect(markdown, gone).not.toContain(gone);
  });

  it("keeps a story set as several sibling <article> parts, the first with the headline", () => {
    const parts = `<article class="part"><h1>Ferry back on Monday</h1><p>${LEAD}</p></article>` + [1, 2].map((n) => `<article class="part">${body(`part ${n}`, 2)}</article>`).join("");
    const html = shortStoryPage("", { wrapper: "div", main: true }).replace('<div class="article-content"></div>', parts);
    const markdown = markdownOf(html);
    expectAllOf(markdown, [1, 2].flatMap((n) => bodySentences(`part ${n}`, 2)));
  });
});

describe("main content: a live ticker whose entries are named like comments", () => {
  it("keeps the ticker's entries when the first attempt found no paragraph of running text to protect", () => {
    const minutes = [95, 93, 91, 88, 81, 74, 65, 52, 46, 14];
    const entries = minutes
      .map((minute) => `<li class="live-comment"><span class="minute">${minute}'</span><div class="comment-text">At minute ${minute} the home side pressed again on the left wing, and the visitors cleared the ball only at the second attempt.</div></li>`)
      .join("");
    const html =
      `<html><head><title>Live: Harbour FC v Estuary United</title></head><body>` +
      `<nav><a href="/">Home</a> <a href="/football">Football</a> <a href="/tennis">Tennis</a></nav>` +
      `<main><div class="match-header"><h2>Live match</h2><span class="score">1 - 1</span></div>` +
      `<div class="timeline">${minutes.map((minute) => `<span>${minute}'</span>`).join("")}</div>` +
      `<ul class="comments-live">${entries}</ul></main>` +
      `<footer><a href="/about">About us</a> <a href="/contact">Contact</a></footer></body></html>`;
    const markdown = markdownOf(html);
    for (const minute of minutes) expect(markdown).toContain(`At minute ${minute} the home side pressed again`);
    expect(markdown).not.toContain("About us");
  });
});

describe("main content: a closed dialog beside the story", () => {
  it("never takes a closed dialog's text (role=dialog, aria-hidden) for the article, even when it is longer than the story", () => {
    const dialog = `<div class="layer" role="dialog" aria-hidden="true"><div class="layer-inner"><p><strong>About the programme</strong></p>${body("programme", 24)}</div></div>`;
    const html = shortStoryPage(storyBody("Ferry back on Monday", STORY), { wrapper: "article", main: true }).replace("</body>", `${dialog}</body>`);
    const markdown = markdownOf(html);
    expectStoryOnly(markdown, STORY);
    expect(markdown).not.toContain("programme paragraph");
  });
});
