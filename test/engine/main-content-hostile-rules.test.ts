import { afterEach, describe, expect, it, vi } from "vitest";
import { ArticleState } from "../../src/engine/content/content-cleanup.js";
import { readPage, type DocumentOptions } from "../../src/engine/content/page-document.js";
import { paragraphs, sentence } from "../helpers/main-content-markdown.js";

/**
 * Hostile pages against this round's main-content rules: every rule that reads siblings, climbs
 * parents or reads an element's text must stay linear on pages of thousands of blocks, deep nesting
 * and huge text runs. Work is counted where it can be (reads of the removal state); otherwise the
 * page must simply come back with its story (the file's timeout is the guard, not an assertion).
 */

const mainContent: DocumentOptions = { formats: new Set(["markdown"]), onlyMainContent: true, removeBase64Images: true };
const story = paragraphs("story", 8);
const page = (inside: string) =>
  `<html><head><title>Ferry</title></head><body><nav><a href="/">Home</a> <a href="/boats">Boats</a></nav>` +
  `<article><h1>The last ferry of the bay</h1>${story}${inside}${paragraphs("end", 4)}</article></body></html>`;
const contentOf = (html: string) => readPage(html, "https://example.com/news/story", mainContent).contentHtml;
const repeat = (count: number, make: (n: number) => string) => Array.from({ length: count }, (_, n) => make(n)).join("");

/** The story's own paragraphs are all in the output. */
function expectStory(html: string): void {
  expect(html).toContain(sentence("story", 0));
  expect(html).toContain(sentence("story", 7));
  expect(html).toContain(sentence("end", 3));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("main content rules on hostile pages", { timeout: 60_000 }, () => {
  it("reads the siblings of thousands of link lists a bounded number of times (inArticleList)", () => {
    // Under the content tree's element budget (50,000), as a hostile page would stay.
    const lists = 6000;
    // Each list is introduced (a line of text, or a paragraph that is one link) and nothing follows
    // with running text: before, every list scanned all the siblings after it, and back over the
    // removed ones before it.
    const html = page(
      `<div>${repeat(lists / 2, (n) => `<div>Some words written straight in a block ${n}.</div><div><ul><li><a href="/a${n}">one</a></li><li><a href="/b${n}">two</a></li></ul></div>`)}</div>` +
        `<div>${repeat(lists / 2, (n) => `<p><a href="/p${n}">A linked line</a></p><ul><li><a href="/c${n}">one</a></li><li><a href="/d${n}">two</a></li></ul>`)}</div>`,
    );
    const reads = vi.spyOn(ArticleState.prototype, "isRemoved");
    const content = contentOf(html);
    expectStory(content);
    // A few reads per node and attempt (~0.2 million); the scans per list made it ~40 million.
    expect(reads.mock.calls.length).toBeGreaterThan(0);
    expect(reads.mock.calls.length).toBeLessThan(2_000_000);
  });
});
