import { beforeAll, describe, expect, it } from "vitest";
import { loadMarkdownConverter, type HtmlToMarkdown } from "../../src/engine/content/html-to-markdown.js";
import { readPage } from "../../src/engine/content/page-document.js";
import { paragraphs } from "../helpers/main-content-markdown.js";

/** Headings the converter would print wrong (`heading-shapes.ts`): blank ones, ones in a link, line breaks in one. */
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

describe("headings the converter would print as raw HTML", () => {
  const wrap = (body: string) => `<html><head><title>Ferry</title></head><body>${body}</body></html>`;

  it("prints a heading inside a link as bold link text", () => {
    const markdown = markdownOf(wrap('<div><a href="/nutrition"><h4>Nutrition</h4></a><p>The ferry crossed the bay.</p></div>'), false);
    expect(markdown).toContain("[**Nutrition**](https://example.com/nutrition)");
    expect(markdown).not.toContain("<h4>");
  });

  it("keeps a heading in a layout table's cell a heading", () => {
    const markdown = markdownOf(wrap(`<table><tr><td><h3>North quay</h3>${paragraphs("quay", 2)}</td><td>${paragraphs("bay", 2)}</td></tr></table>`), false);
    expect(markdown).toContain("### North quay");
  });

  it("keeps a heading inside an anchor without an address a heading", () => {
    const markdown = markdownOf(wrap(`<article><a name="tides"><h2>Tides of the bay</h2></a>${paragraphs("tide", 3)}</article>`), false);
    expect(markdown).toContain("## Tides of the bay");
    expect(markdown).not.toContain("<h2>");
  });

  it("prints a blank heading of several references as nothing", () => {
    expect(markdownOf(wrap(`<article><h3>&nbsp;&nbsp;</h3><h3>&#160; &#160;</h3>${paragraphs("tide", 2)}</article>`), false)).not.toMatch(/^#+\s*$/m);
  });

  it("prints a line break inside a heading as a space", () => {
    const markdown = markdownOf(wrap(`<article><h2>Designed to <br>be redesigned</h2>${paragraphs("ferry", 3)}</article>`), true);
    expect(markdown).toContain("## Designed to be redesigned");
    expect(markdown).not.toContain("<br>");
  });
});
