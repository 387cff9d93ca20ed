import { beforeAll, describe, expect, it } from "vitest";
import { loadMarkdownConverter, type HtmlToMarkdown } from "../../src/engine/content/html-to-markdown.js";
import { readPage } from "../../src/engine/content/page-document.js";
import { paragraphs } from "../helpers/main-content-markdown.js";

/** A heading with nothing in it prints no bare "#" line, in the whole page's markdown as in the main content's. */
let toMarkdown: HtmlToMarkdown;
beforeAll(async () => {
  toMarkdown = (await loadMarkdownConverter()).convert;
});

const markdownOf = (html: string, onlyMainContent: boolean) =>
  toMarkdown(readPage(html, "https://example.com/ferry", { formats: new Set(["markdown"]), onlyMainContent, removeBase64Images: true }).contentHtml);

const page =
  "<html><head><title>Ferry</title></head><body><h1></h1><h2>News</h2>" +
  `<article>${paragraphs("ferry", 2)}<h3>&nbsp;</h3>${paragraphs("bay", 2)}<h3><basefont></basefont></h3><h4><a href="/x"></a></h4>${paragraphs("tide", 2)}<h2>Timetable</h2>${paragraphs("clock", 2)}</article></body></html>`;

describe("blank headings", () => {
  for (const onlyMainContent of [false, true]) {
    it(`print no bare "#" line (${onlyMainContent ? "main content" : "whole page"})`, () => {
      const markdown = markdownOf(page, onlyMainContent);
      expect(markdown).not.toMatch(/^#+\s*(?:\[\]\([^)]*\))?\s*$/m);
      expect(markdown).not.toContain("<h");
      expect(markdown).toContain("## Timetable");
      expect(markdown).toContain("The tide paragraph number 1");
    });
  }

  it("keeps a short heading with words", () => {
    expect(markdownOf(page, false)).toContain("## News");
  });
});
