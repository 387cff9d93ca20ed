import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { en, ja, zh, ps, page, teasers, expectAll } from "../helpers/judge10root-pages.js";

// Judge pages for issue 29: hard page shapes where the block that holds the article competes with
// a longer or denser block beside it. Texts are neutral and written for these tests.

const markdownOf = mainContentMarkdown("https://example.org/news/2026/the-mill");

const longComment = (n: number) =>
  `<div class="entry"><p>Reply ${n}: I grew up near that river, and I remember the mill, the bridge, the bakery and the school, all closed for years; so it is good to hear that someone, at last, took care of it, properly and with patience.</p><p>Second thought ${n}: the flood, the rebuilding, the costs, the council, the volunteers, all of it deserves a longer story, maybe a book.</p></div>`;

describe("judge10root hard", () => {
  it("A: short article, long comment thread with commas, siblings of one wrapper", () => {
    const html = page(`<div class="wrap"><h1>The mill</h1>${ps(en, "article", 2)}<div class="c">${Array.from({ length: 10 }, (_, n) => longComment(n)).join("")}</div></div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "article", 2);
  });

  it("B: short article, comments as a flat list of <p> in one div", () => {
    const cm = Array.from({ length: 12 }, (_, n) => `<p><b>reader${n}</b>: I grew up near that river, and I remember the mill, the bridge and the school, all closed for years; good to hear, at last, it is back.</p>`).join("");
    const html = page(`<div class="wrap"><div class="a"><h1>The mill</h1>${ps(en, "article", 3)}</div><div class="b"><h2>Readers write</h2>${cm}</div></div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "article", 3);
  });

  it("C: short article beside teasers whose excerpts are long sentences", () => {
    const side = Array.from({ length: 10 }, (_, n) => `<div class="t"><a href="/s/${n}"><h4>Headline ${n}: the council votes on the bridge</h4></a><p>Excerpt ${n}: the council met on Monday, and after a long debate, with many voices, it voted for a new bridge, a park and a library.</p></div>`).join("");
    const html = page(`<div class="row"><div class="c1"><h1>The mill</h1>${ps(en, "article", 3)}</div><div class="c2">${side}</div></div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "article", 3);
    expect(markdown).not.toContain("Excerpt 4");
  });

  it("D: continue-reading split at different depths", () => {
    const html = page(`<div class="page"><div class="top"><div class="inner"><h1>The mill</h1>${ps(en, "first", 2)}</div><a class="more" href="#rest">Continue reading</a></div><div class="rest" id="rest"><div class="inner2">${ps(en, "second", 4)}</div></div><div class="side">${teasers(5)}</div></div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "first", 2);
    expectAll(markdown, en, "second", 4);
  });

  it("E: short CJK article above long CJK comments", () => {
    const cm = Array.from({ length: 10 }, (_, n) => `<div class="r"><p>网友${n}：我小时候就住在那条河边，还记得磨坊关了很多年，桥也坏了，学校也搬走了，现在终于修好了，真是太好了，希望以后越来越好。</p></div>`).join("");
    const html = page(`<div class="w"><div class="x"><h1>老磨坊</h1>${ps(zh, "磨坊", 2)}</div><div class="y">${cm}</div></div>`, "zh");
    const markdown = markdownOf(html);
    expectAll(markdown, zh, "磨坊", 2);
  });

  it("F: recipe with short description and long reviews", () => {
    const rv = Array.from({ length: 9 }, (_, n) => `<div class="rv"><p>Made this ${n} times, and honestly, with less sugar, more lemon, and a pinch of salt, it is the best cake, the kids love it, and so do I.</p></div>`).join("");
    const html = page(`<div class="recipe"><h1>Lemon cake</h1><div class="intro"><p>${en("cake", 0)}</p></div><ul class="ing"><li>200 g flour</li><li>2 lemons</li><li>3 eggs</li></ul><ol class="steps"><li>${en("stepx", 0)}</li><li>${en("stepx", 1)}</li></ol></div><div class="reviews">${rv}</div>`);
    const markdown = markdownOf(html);
    expect(markdown).toContain(en("cake", 0));
    expect(markdown).toContain("200 g flour");
    expect(markdown).toContain(en("stepx", 1));
  });

  it("G: br-separated article with a long sidebar of text", () => {
    const lines = Array.from({ length: 4 }, (_, n) => en("br", n)).join("<br><br>");
    const side = Array.from({ length: 8 }, (_, n) => `<p><a href="/x${n}">Story ${n}</a> — a short summary, with a comma, of what happened, more or less.</p>`).join("");
    const html = page(`<div class="cols"><div class="content"><h1>The mill</h1>${lines}</div><div class="side">${side}</div></div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "br", 4);
  });

  it("H: article text directly in <article> beside a commented thread in <section>", () => {
    const text = Array.from({ length: 3 }, (_, n) => `${en("inline", n)}<br>`).join("");
    const html = page(`<article><h1>The mill</h1>${text}</article><section>${Array.from({ length: 8 }, (_, n) => longComment(n)).join("")}</section>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "inline", 3);
  });

  it("I: Japanese forum first post plus many replies", () => {
    const rp = Array.from({ length: 10 }, (_, n) => `<div class="res"><div class="h">${n + 2} 名無しさん</div><div class="b">返信${n}：その川の近くに住んでいたので、水車小屋が長い間閉まっていたことをよく覚えています。本当に直ってよかったですね、また見に行きたいです。</div></div>`).join("");
    const html = page(`<div class="th"><h1>水車小屋</h1><div class="res first"><div class="h">1 名無しさん</div><div class="b">${Array.from({ length: 2 }, (_, n) => ja("水車", n)).join("<br>")}</div></div>${rp}</div>`, "ja");
    const markdown = markdownOf(html);
    expectAll(markdown, ja, "水車", 2);
  });

  it("J: article split in two by a pull quote with both halves in different wrappers", () => {
    const html = page(`<div class="story"><h1>The mill</h1><section class="s1"><div>${ps(en, "half1", 3)}</div></section><blockquote class="pull">“We will rebuild it.”</blockquote><section class="s2"><div><div>${ps(en, "half2", 3)}</div></div></section></div><div class="side">${teasers(8)}</div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "half1", 3);
    expectAll(markdown, en, "half2", 3);
  });

  it("K: listicle whose items are each wrapped in two divs with a chrome-sounding class", () => {
    const items = Array.from({ length: 6 }, (_, n) => `<div class="module"><div class="module-inner"><h2>${n + 1}. Spot</h2><p>${en("spot", n)}</p></div></div>`).join("");
    const html = page(`<main><h1>Six spots</h1>${items}<div class="related"><h2>More</h2>${teasers(10)}</div></main>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "spot", 6);
  });

  it("L: government notice, short body, long footer with addresses in the same container", () => {
    const addr = Array.from({ length: 6 }, (_, n) => `<div class="office"><h4>Office ${n}</h4><p>Street ${n}, 1234${n} Town, Phone 0123 ${n}45678, Fax 0123 ${n}45679, open Monday to Friday, 8 to 16, closed on holidays.</p></div>`).join("");
    const html = page(`<div class="content"><h1>Notice</h1><div class="body">${ps(en, "notice", 2)}</div><div class="offices">${addr}</div></div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "notice", 2);
  });
});
