import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { en, page } from "../helpers/judge10root-pages.js";

const markdownOf = mainContentMarkdown("https://example.org/news/2026/the-mill");

const side = Array.from({ length: 6 }, (_, n) => `<li><a href="/news/x${n}">Sidebar link number ${n} to a story</a></li>`).join("");

// Roundups whose items sit under linked headings (products, places) look like a rail of teaser cards:
// they are the article, whatever the blocks around them are called.
describe("main content judge10root: roundups of linked items stay whole", () => {
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

  it("keeps a roundup whose intro and linked-heading items sit in sibling blocks with neutral names", () => {
    const items = Array.from({ length: 8 }, (_, n) => `<div class="item"><h2><a href="https://shop.example/p${n}">Kettle model number ${n} in steel</a></h2><p>${en("product", n)}</p></div>`).join("");
    const html = page(`<div class="row"><div class="c1"><h1>Best kettles</h1><div class="i"><p>${en("intro", 0)}</p><p>${en("intro", 1)}</p></div><div class="k">${items}</div></div><ul class="side">${side}</ul></div>`);
    const markdown = markdownOf(html);
    for (let n = 0; n < 8; n++) expect(markdown).toContain(en("product", n));
  });

  it("keeps a roundup whose items stand beside its intro block", () => {
    const items = Array.from({ length: 8 }, (_, n) => `<div class="item"><h2><a href="https://shop.example/p${n}">Kettle model number ${n} in steel</a></h2><p>${en("product", n)}</p></div>`).join("");
    const html = page(`<div class="row"><div class="c1"><h1>Best kettles</h1><div class="i"><p>${en("intro", 0)}</p><p>${en("intro", 1)}</p><p>${en("intro", 2)}</p></div>${items}</div><ul class="side">${side}</ul></div>`);
    const markdown = markdownOf(html);
    for (let n = 0; n < 8; n++) expect(markdown).toContain(en("product", n));
  });
});
