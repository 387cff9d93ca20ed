import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { en, de, zh, ps, page, expectAll } from "../helpers/judge10root-pages.js";

// Issue 29 (rail10): a rail of teaser cards beside a SHORT story, whose excerpts score as well as the
// story's paragraphs. Texts are neutral and written for these tests.

const markdownOf = mainContentMarkdown("https://example.org/news/2026/the-mill");
const indexMarkdownOf = mainContentMarkdown("https://example.org/news");

const stanza = (n: number) => `The wheel turns slow on day ${n},<br>the water sings below,<br>and we who stood upon the bank<br>remember long ago.`;
const commaExcerpt = (n: number) => `Excerpt ${n}: the council met, and, after a long debate, with many voices, votes, notes, and doubts, it chose a bridge, a park, a library.`;
const commaCards = (n: number) =>
  Array.from({ length: n }, (_, i) => `<div class="card"><h3><a href="/news/2026/council-${i}">Headline ${i}: the council votes on the bridge</a></h3><p>${commaExcerpt(i)}</p></div>`).join("");
const deExcerpt = (n: number) => `Auszug ${n}: Der Rat tagte, und nach langer Debatte, mit vielen Stimmen, Notizen und Zweifeln, wählte er eine Brücke, einen Park, eine Bibliothek.`;
const deCards = (n: number) =>
  Array.from({ length: n }, (_, i) => `<div class="card"><h3><a href="/news/2026/rat-${i}">Schlagzeile ${i}: der Rat stimmt über die Brücke ab</a></h3><p>${deExcerpt(i)}</p></div>`).join("");
const zhShort = (n: number) => `磨坊第${n}次转动了。村民们一大早就来到河边，静静地听着水声，老人们说这声音他们已经很多年没有听到了。`;
const zhMostRead = (n: number) =>
  Array.from({ length: n }, (_, i) => `<li><a href="/news/2026/qiao-${i}">第${i}条：小镇议会讨论新桥和公园的建设计划</a><p>摘要${i}：周一议会开会，经过长时间的讨论，许多人发言，最后决定建设一座新桥、一个公园和一座图书馆……</p></li>`).join("");
const plainExcerpt = (n: number) => `Excerpt ${n}: the council met on Monday to vote on a new bridge over the river near the old town hall, and the vote was close.`;
const articleCards = (n: number) =>
  Array.from({ length: n }, (_, i) => `<article class="card"><h3><a href="/news/2026/bridge-${i}">Headline ${i}: the council votes on the bridge</a></h3><p>${plainExcerpt(i)}</p></article>`).join("");

describe("main content rail10: a rail of teaser cards beside a short story", () => {
  it("drops cards full of commas beside a poem in stanzas", () => {
    const poem = Array.from({ length: 4 }, (_, n) => `<p>${stanza(n)}</p>`).join("");
    const html = page(`<div class="cols"><div class="main"><h1>The mill</h1>${poem}</div><div class="side">${commaCards(8)}</div></div>`);
    const markdown = markdownOf(html);
    expect(markdown).toContain("The wheel turns slow on day 3,");
    expect(markdown).not.toContain("Excerpt 5");
  });

  it("drops German cards full of commas beside a short German story", () => {
    const html = page(`<div class="cols"><div class="main"><h1>Die Mühle</h1>${ps(de, "Mühle", 2)}</div><div class="side">${deCards(8)}</div></div>`, "de");
    const markdown = markdownOf(html);
    expectAll(markdown, de, "Mühle", 2);
    expect(markdown).not.toContain("Auszug 5");
  });

  it("drops a Chinese most-read list of link and excerpt items beside a short Chinese story", () => {
    const story = Array.from({ length: 4 }, (_, n) => `<p>${zhShort(n)}</p>`).join("");
    const html = page(`<div class="cols"><div class="l"><h1>老磨坊</h1>${story}</div><div class="r"><h2>阅读排行</h2><ol>${zhMostRead(10)}</ol></div></div>`, "zh");
    const markdown = markdownOf(html);
    for (let n = 0; n < 4; n++) expect(markdown).toContain(zhShort(n));
    expect(markdown).not.toContain("摘要5");
  });

  it("drops an English most-read list of link and excerpt items beside a short story", () => {
    const items = Array.from({ length: 6 }, (_, i) => `<li><a href="/news/2026/read-${i}">Most read ${i}: the council votes on the bridge</a><p>${plainExcerpt(i)}</p></li>`).join("");
    const html = page(`<div class="cols"><div class="l"><h1>The mill</h1>${ps(en, "story", 2)}</div><div class="r"><h2>Most read</h2><ul>${items}</ul></div></div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "story", 2);
    expect(markdown).not.toContain("Excerpt 3");
  });

  it("drops a most-read list whose items open with a thumbnail", () => {
    const items = Array.from({ length: 6 }, (_, i) => `<li><a href="/news/2026/read-${i}"><img src="/i/${i}.jpg" alt=""></a><a href="/news/2026/read-${i}">Most read ${i}: the council votes on the bridge</a><p>${plainExcerpt(i)}</p></li>`).join("");
    const html = page(`<div class="cols"><div class="l"><h1>The mill</h1>${ps(en, "story", 2)}</div><div class="r"><ul>${items}</ul></div></div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "story", 2);
    expect(markdown).not.toContain("Excerpt 3");
  });

  it("drops a rail of <article> cards beside a three-paragraph story in a <div>", () => {
    const html = page(`<div class="w"><div class="s"><h1>The mill</h1>${ps(en, "story", 3)}</div><div class="r">${articleCards(10)}</div></div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "story", 3);
    expect(markdown).not.toContain("Excerpt 4");
  });

  it("drops a rail of Chinese <article> cards beside a three-paragraph Chinese story", () => {
    const cards = Array.from({ length: 10 }, (_, i) => `<article class="card"><h3><a href="/news/2026/q-${i}">第${i}条：小镇议会讨论新桥的建设计划</a></h3><p>摘要${i}：周一议会开会讨论在老市政厅附近的河上建一座新桥，投票结果非常接近。</p></article>`).join("");
    const html = page(`<div class="w"><div class="s"><h1>老磨坊</h1>${ps(zh, "磨坊", 3)}</div><div class="r">${cards}</div></div>`, "zh");
    const markdown = markdownOf(html);
    expectAll(markdown, zh, "磨坊", 3);
    expect(markdown).not.toContain("摘要4");
  });
});

describe("main content rail10: what looks like cards but is the article stays", () => {
  it("keeps roundup items (linked headings to another site) in a block beside the intro", () => {
    const items = Array.from({ length: 8 }, (_, n) => `<div class="item"><h2><a href="https://shop.example/p${n}">Kettle model number ${n} in steel</a></h2><p>${en("product", n)}</p></div>`).join("");
    const html = page(`<div class="row"><div class="c1"><h1>Best kettles</h1><div class="i"><p>${en("intro", 0)}</p></div><div class="k">${items}</div></div></div>`);
    const markdown = markdownOf(html);
    for (let n = 0; n < 8; n++) expect(markdown).toContain(en("product", n));
  });

  it("keeps a listicle of <h2> and <p>", () => {
    const items = Array.from({ length: 7 }, (_, n) => `<h2>Place number ${n}</h2><p>${en("place", n)}</p>`).join("");
    const html = page(`<div class="cols"><div class="main"><h1>Seven places</h1><p>${en("intro", 0)}</p>${items}</div><div class="side">${commaCards(6)}</div></div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "place", 7);
    expect(markdown).not.toContain("Excerpt 4");
  });

  it("keeps a See also list inside the article", () => {
    const also = Array.from({ length: 4 }, (_, n) => `<li><a href="/news/2026/also-${n}">River mill ${n}</a></li>`).join("");
    const html = page(`<div class="cols"><div class="main"><h1>The mill</h1>${ps(en, "story", 4)}<h2>See also</h2><ul>${also}</ul></div></div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "story", 4);
    expect(markdown).toContain("River mill 2");
  });

  it("keeps an index page's cards in a block beside its short introduction", () => {
    const html = page(`<div class="w"><div class="s"><h1>News</h1>${ps(en, "intro", 2)}</div><div class="r">${articleCards(10)}</div></div>`);
    const markdown = indexMarkdownOf(html);
    expect(markdown).toContain("Excerpt 4");
  });

  it("keeps an article page's cards that share their block with its short introduction", () => {
    const html = page(`<div class="w"><div class="s"><h1>This week</h1>${ps(en, "intro", 1)}${articleCards(10)}</div></div>`);
    const markdown = markdownOf(html);
    expect(markdown).toContain("Excerpt 4");
  });

  it("keeps roundup items that link out of the site in a block beside a short intro", () => {
    const items = Array.from({ length: 8 }, (_, n) => `<article class="card"><h3><a href="https://places.example/p${n}">Place number ${n} by the river</a></h3><p>${plainExcerpt(n)}</p></article>`).join("");
    const html = page(`<div class="w"><div class="s"><h1>Eight places</h1>${ps(en, "intro", 2)}</div><div class="r">${items}</div></div>`);
    const markdown = markdownOf(html);
    expect(markdown).toContain("Excerpt 6");
  });

  it("keeps a story's own list of linked items with paragraphs when they link out of the site", () => {
    const items = Array.from({ length: 5 }, (_, i) => `<li><a href="https://tools.example/t${i}">Tool number ${i} for millers</a><p>${en("tool", i)}</p></li>`).join("");
    const html = page(`<div class="cols"><div class="l"><h1>Tools</h1>${ps(en, "story", 2)}</div><div class="r"><ul>${items}</ul></div></div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "tool", 5);
  });

  it("keeps a list of the site's linked items with paragraphs inside the story's block", () => {
    const items = Array.from({ length: 5 }, (_, i) => `<li><a href="/news/2026/mill-${i}">The mill of the village number ${i}</a><p>${en("mill", i)}</p></li>`).join("");
    const html = page(`<div class="cols"><div class="l"><h1>Five mills</h1>${ps(en, "story", 2)}<ul>${items}</ul></div></div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "mill", 5);
  });
});
