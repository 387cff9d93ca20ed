import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { keepsAndDrops } from "../helpers/judge8-pages.js";
import { storyText } from "../helpers/judge10p-pages.js";

const markdownOf = mainContentMarkdown("https://example.com/news/2024/harbour-plan-42");

/** A news page in `language` whose story's column ends with `after`. */
function column(language: string, after: string): string {
  const p = (n: number) => `<p>${storyText(language, n)}</p>`;
  return (
    `<!doctype html><html lang="${language}"><head><title>Harbour</title></head><body>` +
    '<header><a href="/">Logo</a><nav><ul><li><a href="/politics">Politics</a></li><li><a href="/city">City</a></li></ul></nav></header>' +
    `<main><article><h1>The harbour plan</h1><div class="article-body">${p(0)}${p(1)}${p(2)}${p(3)}${after}</div></article></main>` +
    '<footer><a href="/imprint">Imprint</a></footer></body></html>'
  );
}

/** The story's four paragraphs once and in order, then `kept`; none of `gone`. */
function ends(language: string, after: string, gone: readonly string[], kept: readonly string[] = []): void {
  keepsAndDrops(markdownOf(column(language, after)), [...[0, 1, 2, 3].map((n) => storyText(language, n)), ...kept], gone);
}

const headlines = ["Ferry fares rise again in the spring", "New lighthouse keeper starts on Monday", "Fish market moves to the old station"];
/** Teaser cards of other stories: a picture and a headline each (they go as cards). */
const cards = `<div class="teasers">${headlines.map((title, n) => `<div class="teaser"><a href="/news/2024/story-${n}"><img src="/i/${n}.jpg" alt=""><span>${title}</span></a></div>`).join("")}</div>`;

describe("main content: a label that is not a heading, left over a box of links that went (judge13p)", () => {
  it("drops a span or a paragraph named a title over the story's related cards, alone or in the box", () => {
    ends("de", `<span class="box-titel">Aus der Region</span>${cards}`, ["Aus der Region", ...headlines]);
    ends("de", `<div class="box"><span class="box-titel">Aus der Region</span>${cards}</div>`, ["Aus der Region", ...headlines]);
    ends("en", `<div class="box"><p><span class="widget-title">Harbour Weekly picks</span></p>${cards}</div>`, ["Harbour Weekly picks", ...headlines]);
    ends("en", `<p class="section-title">Harbour Weekly picks</p>${cards}`, ["Harbour Weekly picks", ...headlines]);
  });

  it("keeps a label whose box stays, a title-named line that ends like a sentence, and a label with the story after it", () => {
    const facts = "<ul><li>Length of the wall: 420 metres</li><li>Cost: 12 million euros</li></ul>";
    const markdown = markdownOf(column("en", `<p><span class="box-title">The plan in numbers</span></p>${facts}`));
    expect(markdown).toContain("The plan in numbers");
    expect(markdown).toContain("420 metres");
    const closing = "The board meets again in June.";
    ends("en", `<p class="closing-title">${closing}</p>${cards}`, headlines, [closing]);
    const more = "The ferry keeps running while the works go on, the board said.";
    ends("en", `<span class="box-title">Harbour Weekly picks</span>${cards}<p>${more}</p>`, headlines, ["Harbour Weekly picks", more]);
  });
});

/** A news page in `language` whose story's column holds `between` after its second paragraph. */
function middle(language: string, between: string, gone: readonly string[], kept: readonly string[] = []): void {
  const p = (n: number) => `<p>${storyText(language, n)}</p>`;
  const html =
    `<!doctype html><html lang="${language}"><head><title>Harbour</title></head><body>` +
    '<header><a href="/">Logo</a><nav><ul><li><a href="/politics">Politics</a></li></ul></nav></header>' +
    `<main><article><h1>The harbour plan</h1><div class="article-body">${p(0)}${p(1)}${between}${p(2)}${p(3)}</div></article></main></body></html>`;
  const parts = [0, 1, 2, 3].map((n) => storyText(language, n));
  keepsAndDrops(markdownOf(html), [...parts.slice(0, 2), ...kept, ...parts.slice(2)], gone);
}

const part = (word: string, n: number, title = "") => `<a href="/news/2024/series-${n}">${word} ${n}${title}</a>`;

describe("main content: a series' line of numbered parts inside the story (judge13p)", () => {
  it("drops the lead-in and the parts' links, in several languages and with titles after the numbers", () => {
    middle("en", `<p>This article is part of our series on the harbour: ${part("Part", 1)} · ${part("Part", 2)} · ${part("Part", 3)}</p>`, ["part of our series", "Part 2"]);
    middle("de", `<p>Dieser Artikel ist Teil unserer Serie „Der Hafen“: ${part("Teil", 1)} | ${part("Teil", 2)} | ${part("Teil", 3)}</p>`, ["Teil unserer Serie", "Teil 2"]);
    middle("es", `<p><strong>Serie El puerto:</strong> ${part("Parte", 2, ": Los pescadores")} / ${part("Parte", 3, ": El ferry")}</p>`, ["Serie El puerto", "Los pescadores"]);
    middle("pl", `<div class="note">Cykl „Port”: ${part("Część", 1)}, ${part("Część", 2)}</div>`, ["Cykl", "Część 2"]);
  });

  it("keeps a sentence that links to parts, and linked parts that do not count up", () => {
    const sentence = "Read part 1 and part 2 of this series before the board's vote on Tuesday.";
    middle("en", `<p>Read ${part("part", 1)} and ${part("part", 2)} of this series before the board's vote on Tuesday.</p>`, [], [sentence]);
    const years = "The wall was patched in 1911 and again in 1953, see Plan 3 · Plan 1 in the archive.";
    middle("en", `<p>The wall was patched in 1911 and again in 1953, see ${part("Plan", 3)} · ${part("Plan", 1)} in the archive.</p>`, [], [years]);
  });
});
