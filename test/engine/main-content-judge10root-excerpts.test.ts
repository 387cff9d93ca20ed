import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { en, exc, page, rail } from "../helpers/judge10root-pages.js";


const markdownOf = mainContentMarkdown("https://example.org/news/2026/the-mill");

const side = Array.from({ length: 6 }, (_, n) => `<li><a href="/news/x${n}">Sidebar link number ${n} to a story</a></li>`).join("");

// A teaser's excerpt (a paragraph in a short block under a linked headline) is about another page:
// it scores no container as the article, does not make a rail of cards join the story as "prose",
// and is not page text the article must cover before it is widened (`card-excerpts.ts`).
describe("main content judge10root: teasers' excerpts do not choose the article", () => {
  it("keeps a poem in short stanzas, not the rail of teaser cards beside it whose comma-rich excerpts outscore it", () => {
    const lines = ["The wheel turns slow", "The river sings low", "The miller is gone", "The water runs on", "Stone upon stone", "We built it alone", "Spring came with rain", "And raised it again"];
    const stanzas = [0, 4].map((at) => `<p>${lines.slice(at, at + 4).join("<br>")}</p>`).join("");
    const html = page(`<div class="cols"><div class="poem"><h1>The mill</h1>${stanzas}</div><div class="side">${rail(6)}</div></div>`);
    const markdown = markdownOf(html);
    for (const l of lines) expect(markdown).toContain(l);
    expect(markdown).not.toContain("Excerpt 3");
  });
  it("does not join a rail of cards whose long excerpts keep its link density low as more prose of the story", () => {
    const lines = ["The wheel turns slow", "The river sings low", "The miller is gone", "The water runs on", "Stone upon stone", "We built it alone", "Spring came with rain", "And raised it again"];
    const stanzas = [0, 4].map((at) => `<p>${lines.slice(at, at + 4).join("<br>")}</p>`).join("");
    const long = (n: number) => `<div class="card"><h3><a href="/s/${n}">Headline ${n}: the council votes</a></h3><p>${exc(n)} The vote came late at night, after the mayor, the clerk and two farmers had spoken at length.</p></div>`;
    const html = page(`<div class="cols"><div class="poem"><h1>The mill</h1>${stanzas}</div><div class="side">${Array.from({ length: 6 }, (_, n) => long(n)).join("")}</div></div>`);
    const markdown = markdownOf(html);
    for (const l of lines) expect(markdown).toContain(l);
    expect(markdown).not.toContain("Excerpt 3");
  });
  it("still keeps a roundup whose items are small blocks under linked headings, with an intro and an outro", () => {
    const items = Array.from({ length: 8 }, (_, n) => `<div class="item"><h2><a href="https://shop.example/p${n}">Kettle model number ${n} in steel</a></h2><p>${en("product", n)}</p></div>`).join("");
    const html = page(`<div class="cols"><div class="main"><h1>Best kettles</h1><p>${en("intro", 0)}</p>${items}<p>${en("outro", 0)}</p></div><ul class="side">${side}</ul></div>`);
    const markdown = markdownOf(html);
    for (let n = 0; n < 8; n++) expect(markdown).toContain(en("product", n));
    expect(markdown).not.toContain("Sidebar link number 3");
  });
  it("still keeps such a roundup with its items in a wrapper and no outro", () => {
    const items = Array.from({ length: 8 }, (_, n) => `<div class="item"><h2><a href="https://shop.example/p${n}">Kettle model number ${n} in steel</a></h2><p>${en("product", n)}</p></div>`).join("");
    const html = page(`<div class="cols"><div class="main"><h1>Best kettles</h1><p>${en("intro", 0)}</p><div class="items">${items}</div></div><ul class="side">${side}</ul></div>`);
    const markdown = markdownOf(html);
    for (let n = 0; n < 8; n++) expect(markdown).toContain(en("product", n));
    expect(markdown).not.toContain("Sidebar link number 3");
  });
  it("still keeps such a roundup that is only its items", () => {
    const items = Array.from({ length: 8 }, (_, n) => `<div class="item"><h2><a href="https://shop.example/p${n}">Kettle model number ${n} in steel</a></h2><p>${en("product", n)}</p></div>`).join("");
    const html = page(`<div class="cols"><div class="main"><h1>Best kettles</h1>${items}</div><ul class="side">${side}</ul></div>`);
    const markdown = markdownOf(html);
    for (let n = 0; n < 8; n++) expect(markdown).toContain(en("product", n));
    expect(markdown).not.toContain("Sidebar link number 3");
  });
});
