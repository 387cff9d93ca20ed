import { describe, expect, it } from "vitest";
import { mainContentMarkdown, paragraphs, storyPage } from "../helpers/main-content-markdown.js";

/**
 * A picture followed by a `<noscript>` copy of itself (same address) prints once: the copy is for
 * readers without script, not a second picture. A different picture in the noscript stays.
 */
const markdownOf = mainContentMarkdown("https://example.com/harbour");

const page = (figure: string) => storyPage(`<article><h1>The harbour</h1>${paragraphs("harbour", 2)}${figure}${paragraphs("tide", 2)}</article>`);
const count = (text: string, part: string) => text.split(part).length - 1;

describe("a picture with a noscript copy of itself", () => {
  it("prints the picture once when the copy has the same address", () => {
    const markdown = markdownOf(page('<div class="frame"><img src="/img/quay.jpg" alt="The quay at dawn"><noscript><img src="/img/quay.jpg" alt="The quay at dawn"></noscript></div>'));
    expect(count(markdown, "/img/quay.jpg")).toBe(1);
    expect(count(markdown, "The quay at dawn")).toBe(1);
  });

  it("prints it once inside a <picture> too", () => {
    const markdown = markdownOf(page('<figure><picture><source srcset="/img/quay-800.webp"><img src="/img/quay.jpg" alt=""><noscript><img src="/img/quay.jpg" alt=""></noscript></picture></figure>'));
    expect(count(markdown, "/img/quay.jpg")).toBe(1);
  });

  it("keeps the link around the picture and its alt", () => {
    const markdown = markdownOf(page('<a href="/img/quay-large.jpg"><img src="/img/quay.jpg" alt="The quay at dawn"></a><noscript><img src="/img/quay.jpg"></noscript>'));
    expect(markdown).toContain("[![The quay at dawn](https://example.com/img/quay.jpg)](https://example.com/img/quay-large.jpg)");
    expect(count(markdown, "/img/quay.jpg")).toBe(1);
  });

  it("keeps both when the noscript holds another picture", () => {
    const markdown = markdownOf(page('<div class="frame"><img src="/img/quay.jpg" alt="The quay"><noscript><img src="/img/boats.jpg" alt="The boats"></noscript></div>'));
    expect(markdown).toContain("/img/quay.jpg");
    expect(markdown).toContain("/img/boats.jpg");
  });
});
