import { beforeAll, describe, expect, it } from "vitest";
import { loadMarkdownConverter, type HtmlToMarkdown } from "../../src/engine/content/html-to-markdown.js";
import { readPage, type DocumentOptions } from "../../src/engine/content/page-document.js";
import { REVEALED_ATTRIBUTE, stripRevealedMarker } from "../../src/engine/content/revealed-marker.js";

const options: DocumentOptions = { formats: new Set(["markdown"]), onlyMainContent: true, removeBase64Images: true };
const article = "<h1>Lamps</h1>" + "<p>Each lamp is made by hand in a small workshop from brass and linen, and tested for a week.</p>".repeat(5);
const page = (marker: string) =>
  `<html><body><nav><a href="/">MENU-LINK</a></nav><main>${article}<div id="extra" class="more-info"${marker}><p>REVEALED: the warranty covers the wiring for ten years.</p></div>` +
  `<aside class="sidebar"${marker}><p>REVEALED-ASIDE: three lamps match your search today.</p></aside></main></body></html>`;

let toMarkdown: HtmlToMarkdown;
beforeAll(async () => {
  toMarkdown = (await loadMarkdownConverter()).convert;
});

describe("the revealed marker", () => {
  it("keeps marked blocks that are named or tagged like chrome; unmarked they go", () => {
    const kept = toMarkdown(readPage(page(` ${REVEALED_ATTRIBUTE}=""`), "https://example.com/", options).contentHtml);
    expect(kept).toContain("REVEALED: the warranty");
    expect(kept).toContain("REVEALED-ASIDE");
    expect(kept).not.toContain("MENU-LINK");
    const plain = toMarkdown(readPage(page(""), "https://example.com/", options).contentHtml);
    expect(plain).not.toContain("REVEALED");
  });

  it("adds a marked block that sits outside the chosen article", () => {
    const marker = ` ${REVEALED_ATTRIBUTE}=""`;
    const html = `<html><body><div class="post">${article}</div><button id="more">More</button><div id="extra"${marker}><p${marker}>REVEALED beside the article: ten years of warranty.</p></div><footer>FOOTER-TEXT</footer></body></html>`;
    const markdown = toMarkdown(readPage(html, "https://example.com/", options).contentHtml);
    expect(markdown).toContain("REVEALED beside the article");
    expect(markdown.indexOf("made by hand")).toBeLessThan(markdown.indexOf("REVEALED"));
    expect(markdown).not.toContain("FOOTER-TEXT");
  });

  it("is taken out of HTML as Chromium serialises it", () => {
    expect(stripRevealedMarker(`<div id="a" ${REVEALED_ATTRIBUTE}=""><p ${REVEALED_ATTRIBUTE}="">x</p></div>`)).toBe('<div id="a"><p>x</p></div>');
    expect(stripRevealedMarker("<p>untouched</p>")).toBe("<p>untouched</p>");
  });
});
