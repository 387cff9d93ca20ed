import { beforeAll, describe, expect, it } from "vitest";
import { loadConverter, scrape, words } from "../helpers/article-page.js";
import { EN_COOKIE, EN_FOOTER, EN_MENU, EN_STORY, keepsAndDrops, linkItems, ps, shell } from "../helpers/judge8-pages.js";

// Footnotes as static-site generators write them (Hugo's goldmark, Jekyll's kramdown: a div of the
// notes with an <hr> and a numbered list, each note ending in a "↩" link back to its mark in the
// text). Those backlinks made the box look like a box of links; the notes are the article's text.

beforeAll(loadConverter);

const EN = EN_STORY;
const sidebar = `<aside class="sidebar"><h2>Most read</h2><ul>${linkItems(["Ferry fares rise again", "Lighthouse open day"], "/news/")}</ul></aside>`;
const page = (body: string) =>
  shell({ title: "Quay wall", site: "Harbour Notes", cookie: EN_COOKIE, menu: EN_MENU, footer: EN_FOOTER, main: `<main><article class="post"><h1 class="post-title">Quay wall</h1><div class="post-content">${body}</div></article>${sidebar}</main>` });
const gone = ["Most read", "Privacy policy", EN_COOKIE];
const mark = (n: number, cls: string) => `<sup id="fnref:${n}"><a href="#fn:${n}" class="${cls}" role="doc-noteref">${n}</a></sup>`;
const text = `<p>${EN[0]}${mark(1, "footnote-ref")}</p><p>${EN[1]}${mark(2, "footnote-ref")}</p>${ps(EN.slice(2))}`;

describe("main content (judge13r): footnotes of static-site generators", () => {
  it("Hugo (goldmark): the notes' div after the text stays, each note once, its own link kept", () => {
    const notes =
      '<div class="footnotes" role="doc-endnotes"><hr><ol>' +
      '<li id="fn:1"><p>Board minutes, 12 March 2025, page 4.&#160;<a href="#fnref:1" class="footnote-backref" role="doc-backlink">&#x21a9;&#xfe0e;</a></p></li>' +
      '<li id="fn:2"><p>See <a href="https://tides.example.org/north">the tide tables</a> for the north quay.&#160;<a href="#fnref:2" class="footnote-backref" role="doc-backlink">&#x21a9;&#xfe0e;</a></p></li>' +
      "</ol></div>";
    const markdown = scrape(page(text + notes));
    keepsAndDrops(markdown, [EN[0], EN[1], EN[3], "Board minutes, 12 March 2025, page 4.", "See the tide tables for the north quay."], gone);
  });

  it("Jekyll (kramdown, three notes with the page's own address in the backlinks) keeps every note", () => {
    const url = "https://www.harbourtimes.example/science/2026/03/story";
    const notes =
      '<div class="footnotes" role="doc-endnotes"><ol>' +
      [["1", "Interview with the harbour master, 2 April 2025."], ["2", "Survey of 1911, held at the county archive."], ["3", "Storm report of the coastguard, January 2024."]]
        .map(([n, note]) => `<li id="fn:${n}" role="doc-endnote"><p>${note} <a href="${url}#fnref:${n}" class="reversefootnote" role="doc-backlink">&#8617;</a></p></li>`)
        .join("") +
      "</ol></div>";
    const body = `<p>${EN[0]}${mark(1, "footnote")}</p><p>${EN[1]}${mark(2, "footnote")}</p><p>${EN[2]}${mark(3, "footnote")}</p>${ps([EN[3]])}`;
    const markdown = scrape(page(body + notes), url);
    keepsAndDrops(markdown, [EN[0], EN[3], "Interview with the harbour master, 2 April 2025.", "Survey of 1911, held at the county archive.", "Storm report of the coastguard, January 2024."], gone);
  });

  it("a docs page's table of contents (a label over links into the page and nothing else) still goes", () => {
    const toc = '<div class="toc-box"><p>On this page</p><ul><li><a href="#history">History of the wall</a></li><li><a href="#plans">The plans</a></li><li><a href="#works">The works</a></li></ul></div>';
    const markdown = scrape(page(text + toc));
    keepsAndDrops(markdown, [EN[0], EN[3]], [...gone, "On this page", "History of the wall"]);
  });

  it("a tag list and a share list after the notes still go", () => {
    const notes = '<div class="footnotes" role="doc-endnotes"><hr><ol><li id="fn:1"><p>Board minutes, 12 March 2025, page 4.&#160;<a href="#fnref:1" role="doc-backlink">&#x21a9;&#xfe0e;</a></p></li><li id="fn:2"><p>Survey of 1911, county archive.&#160;<a href="#fnref:2" role="doc-backlink">&#x21a9;&#xfe0e;</a></p></li></ol></div>';
    const tags = '<ul class="post-tags"><li><a href="/tags/harbour/">harbour</a></li><li><a href="/tags/stone-walls/">stone walls</a></li></ul>';
    const share = '<div class="share-buttons"><a href="https://x.example/share?u=1">Share on X</a><a href="https://fb.example/share?u=1">Share on Facebook</a></div>';
    const markdown = scrape(page(text + notes + tags + share));
    keepsAndDrops(markdown, [EN[3], "Board minutes, 12 March 2025, page 4.", "Survey of 1911, county archive."], [...gone, "stone walls", "Share on Facebook"]);
  });

  it("a box of links to other pages with a line of text each, after the story, still goes", () => {
    const box =
      '<div class="more-box"><ol>' +
      [["ferry", "Ferry fares rise again"], ["light", "Lighthouse open day"], ["fish", "Fish market moves"]].map(([slug, title]) => `<li><a href="/news/${slug}">${title}</a> (news)</li>`).join("") +
      "</ol></div>";
    const markdown = scrape(page(text + box));
    expect(words(markdown)).not.toContain("Fish market moves");
    keepsAndDrops(markdown, [EN[0], EN[3]], gone);
  });
  it("newsletter platform: each note in a box of its own after the text (its number a link back to the mark) stays", () => {
    const note = (n: number, text: string) => `<div class="footnote"><a id="footnote-${n}" href="#footnote-anchor-${n}" class="footnote-number">${n}</a><div class="footnote-content"><p>${text}</p></div></div>`;
    const body = `<p>${EN[0]}<a class="footnote-anchor" id="footnote-anchor-1" href="#footnote-1">1</a></p><p>${EN[1]}<a class="footnote-anchor" id="footnote-anchor-2" href="#footnote-2">2</a></p>${ps(EN.slice(2))}`;
    const markdown = scrape(page(body + note(1, "Board minutes, 12 March 2025, page 4.") + note(2, "Survey of 1911, county archive.")));
    keepsAndDrops(markdown, [EN[3], "Board minutes, 12 March 2025, page 4.", "Survey of 1911, county archive."], gone);
  });

  it("a 'back to top' box and a 'filed under' box after the text still go", () => {
    const top = '<div class="to-top"><a href="#top">Back to top ↑</a></div>';
    const filed = '<div class="filed"><span>Filed under</span> <a href="/topics/harbour">Harbour</a>, <a href="/topics/stone">Stone walls</a></div>';
    const markdown = scrape(page(text + top + filed));
    keepsAndDrops(markdown, [EN[0], EN[3]], [...gone, "Back to top", "Filed under", "Stone walls"]);
  });
});
