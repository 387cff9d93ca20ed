import { describe, expect, it } from "vitest";
import { mainContentMarkdown, paragraphs, sentence } from "../helpers/main-content-markdown.js";

// Boilerplate recognised by structure alone: the fixtures use neutral class names and texts no phrase
// list knows, so only the shape of the blocks can give them away.

const markdownOf = mainContentMarkdown("https://example.com/news/story");

/** A page with a menu and a footer around `story`. */
const page = (story: string) =>
  "<html><head><title>Ferry</title></head><body>" +
  '<nav><a href="/">Home</a> <a href="/harbour">Harbour life</a> <a href="/boats">Boats</a></nav>' +
  `<div class="layout"><div class="x1">${story}</div></div>` +
  '<footer><a href="/about">About us</a> <a href="/legal">Legal notice</a></footer></body></html>';

describe("main content: boilerplate by structure", () => {
  it("drops teaser cards (a linked headline and an excerpt) that stand as separate blocks, and the heading over them", () => {
    const card = (n: number) =>
      `<div class="x2"><div class="x3"><h3><a href="/other/${n}">Harbour master retires after forty years number ${n}</a></h3><p>Excerpt of the other story ${n}: what the harbour master saw, what he changed and what he leaves to the next one, told in two lines, with the dates of his first and his last day at the quay and the names of the boats he saw come and go.</p></div></div>`;
    // Not one grid: each card in its own wrapper, a heading before the first.
    const markdown = markdownOf(page(`<h1>The last ferry</h1>${paragraphs("story", 8)}<h2>From our harbour desk</h2>${[1, 2, 3].map(card).join("")}`));
    for (let n = 0; n < 8; n++) expect(markdown).toContain(sentence("story", n));
    expect(markdown).not.toContain("Harbour master retires");
    expect(markdown).not.toContain("Excerpt of the other story");
    expect(markdown).not.toContain("From our harbour desk");
  });

  it("keeps the story's own sections whose headings are links (products, sources)", () => {
    const section = (n: number) => `<h3><a href="https://shop.example/item${n}">The reviewed ferry model number ${n}</a></h3>${paragraphs(`model ${n}`, 1)}`;
    const markdown = markdownOf(page(`<h1>Ferry models</h1>${paragraphs("intro", 2)}${[1, 2, 3, 4].map(section).join("")}${paragraphs("end", 2)}`));
    for (let n = 1; n <= 4; n++) {
      expect(markdown).toContain(`The reviewed ferry model number ${n}`);
      expect(markdown).toContain(sentence(`model ${n}`, 0));
    }
  });

  it("keeps the story's own items in boxes with linked headings when more of the story follows them", () => {
    const item = (n: number) =>
      `<div class="x2"><h3><a href="https://shop.example/item${n}">The reviewed ferry model number ${n}</a></h3><p>${sentence(`model ${n}`, 0)}</p></div>`;
    const markdown = markdownOf(page(`<h1>Ferry models</h1>${paragraphs("intro", 4)}${[1, 2, 3, 4].map(item).join("")}${paragraphs("verdict", 4)}`));
    for (let n = 1; n <= 4; n++) expect(markdown).toContain(`The reviewed ferry model number ${n}`);
    expect(markdown).toContain(sentence("verdict", 1));
  });

  it("drops a short box with a link after the article's last paragraph, and keeps what a story ends with", () => {
    const box = '<div class="x5"><strong>Dieser Kasten</strong><p>Er steht unter jedem Text.</p><p>Das Haus schreibt seit 1921.</p><a href="/x">Mehr</a></div>';
    const ending =
      '<ol><li><a href="https://source.example/1">Harbour records, 1920–1950</a></li><li><a href="https://source.example/2">The bridge commission report</a></li></ol>' +
      '<div class="x6"><img src="/last.jpg" alt="The last ferry"><p>The last crossing, 1962 <a href="/archive">(c)</a></p></div>' +
      "<div>The author lives by the bay.</div>";
    const markdown = markdownOf(page(`<h1>The last ferry</h1>${paragraphs("story", 6)}${ending}${box}`));
    for (let n = 0; n < 6; n++) expect(markdown).toContain(sentence("story", n));
    expect(markdown).not.toContain("Dieser Kasten");
    expect(markdown).toContain("The bridge commission report");
    expect(markdown).toContain("The last crossing");
    expect(markdown).toContain("The author lives by the bay.");
  });

  it("keeps a closing paragraph written into a div and a small table after the last paragraph", () => {
    const closing = '<div>The ferry still sails on summer weekends, and the <a href="/timetable">timetable</a> lists every crossing until the end of September.</div>';
    const table =
      '<div class="x9"><table><tr><th>Boat</th><th>Built</th><th>Route</th></tr><tr><td><a href="/b/1">Mary</a></td><td>1921</td><td>North quay to the island</td></tr><tr><td><a href="/b/2">Anne</a></td><td>1934</td><td>South quay to the lighthouse</td></tr></table></div>';
    const markdown = markdownOf(page(`<h1>The last ferry</h1>${paragraphs("story", 6)}${table}${closing}`));
    expect(markdown).toContain("The ferry still sails on summer weekends");
    expect(markdown).toContain("Mary");
    expect(markdown).toContain("1934");
  });

  it("keeps a short box with a link in the middle of the story", () => {
    const box = '<div class="x5">Ein Kasten mitten im Text, mit einem Satz über die Fähre und einem <a href="/x">Verweis</a> darin.</div>';
    const markdown = markdownOf(page(`<h1>The last ferry</h1>${paragraphs("story", 3)}${box}${paragraphs("end", 3)}`));
    expect(markdown).toContain("Ein Kasten mitten im Text");
  });
});
