import { describe, expect, it } from "vitest";
import { mainContentMarkdown, paragraphs, sentence } from "../helpers/main-content-markdown.js";

const markdownOf = mainContentMarkdown("https://example.com/news/story");

const count = (text: string, part: string) => text.split(part).length - 1;

/** A page with a menu and a footer around `story` (inside a plain div, as many sites build it). */
const page = (story: string) =>
  "<html><head><title>Ferry</title></head><body>" +
  '<nav><a href="/">Home</a> <a href="/harbour">Harbour life</a> <a href="/boats">Boats</a> <a href="/weather">Weather</a></nav>' +
  `<div class="layout"><div class="story">${story}</div></div>` +
  '<footer><a href="/about">About us</a> <a href="/legal">Legal notice</a></footer></body></html>';

/** Every heading line of the markdown is followed, before the next heading of its level or higher, by something. */
function emptyHeadings(markdown: string): string[] {
  const lines = markdown.split("\n").filter((line) => line.trim() !== "");
  const empty: string[] = [];
  lines.forEach((line, index) => {
    const level = /^(#{1,6}) /.exec(line)?.[1]?.length;
    if (level === undefined) return;
    const next = lines[index + 1];
    const nextLevel = next === undefined ? 0 : /^(#{1,6}) /.exec(next)?.[1]?.length;
    if (next === undefined || (nextLevel !== undefined && nextLevel <= level)) empty.push(line);
  });
  return empty;
}

describe("main content: chrome recognised by structure and text", () => {
  it("drops datelines, bylines, reading times, photo credits and meta lines outside the running text", () => {
    const markdown = markdownOf(
      page(
        "<h1>The last ferry</h1>" +
          "<p>Donnerstag, 31. Mai 2012</p>" +
          "<div>By Jane Harbour</div>" +
          "<span>5 min read</span>" +
          '<div class="meta">January 13, 2015 | Tags: boats | View Comments</div>' +
          paragraphs("story", 4) +
          "<p>Foto: Max Muster</p>" +
          paragraphs("more", 3),
      ),
    );
    for (let n = 0; n < 4; n++) expect(markdown).toContain(sentence("story", n));
    expect(markdown).toContain(sentence("more", 2));
    expect(markdown).toContain("The last ferry");
    for (const gone of ["31. Mai 2012", "Jane Harbour", "5 min read", "View Comments", "Max Muster"]) expect(markdown).not.toContain(gone);
  });

  it("keeps a date or a name inside a sentence", () => {
    const markdown = markdownOf(page(`<h1>The last ferry</h1>${paragraphs("story", 3)}<p>The ferry sailed for the last time on <span>14 June</span> 1998, by order of the harbour board.</p>${paragraphs("end", 2)}`));
    expect(markdown).toContain("the last time on 14 June 1998");
  });

  it("drops 'read also' lead-ins, rating, sharing and newsletter widgets, in other languages too", () => {
    const markdown = markdownOf(
      page(
        "<h1>The last ferry</h1>" +
          paragraphs("story", 3) +
          '<p><strong>Lea también: <a href="/otra">Impiden ingreso a reportero</a></strong></p>' +
          paragraphs("middle", 3) +
          "<div>Valora esta noticia</div>" +
          "<h3>Teilen Sie dies mit:</h3>" +
          '<p>Never miss the latest news: <a href="/signup">sign up for our newsletter</a>!</p>',
      ),
    );
    for (let n = 0; n < 3; n++) expect(markdown).toContain(sentence("middle", n));
    for (const gone of ["Lea también", "Impiden ingreso", "Valora esta noticia", "Teilen Sie", "Never miss"]) expect(markdown).not.toContain(gone);
  });

  it("drops a grid of teaser cards and the heading over it, and leaves no empty heading", () => {
    const card = (n: number) =>
      `<div class="card"><a href="/other/${n}"><img src="/i/${n}.jpg" alt=""></a><h3><a href="/other/${n}">Another story number ${n}</a></h3><p>A short teaser for another story.</p></div>`;
    const markdown = markdownOf(page(`<h1>The last ferry</h1>${paragraphs("story", 5)}<h2>Das könnte Sie auch interessieren</h2><div class="cards">${[1, 2, 3, 4].map(card).join("")}</div>`));
    expect(markdown).toContain(sentence("story", 4));
    expect(markdown).not.toContain("Another story number");
    expect(markdown).not.toContain("interessieren");
    expect(emptyHeadings(markdown)).toEqual([]);
  });

  it("drops a comment thread under its heading", () => {
    const comment = (n: number) => `<li><p><b>Reader ${n}</b> sagt:</p><p>${sentence("comment", n)}</p></li>`;
    const markdown = markdownOf(page(`<h1>The last ferry</h1>${paragraphs("story", 6)}<h3>4 Antworten</h3><ol class="thread">${[0, 1, 2, 3].map(comment).join("")}</ol>`));
    expect(markdown).toContain(sentence("story", 5));
    expect(markdown).not.toContain("Antworten");
    expect(markdown).not.toContain(sentence("comment", 0));
  });

  it("drops a short link inside the article that repeats a link of the page's menu", () => {
    const markdown = markdownOf(page(`<h1>The last ferry</h1><p><a href="/harbour">Harbour life</a></p>${paragraphs("story", 5)}`));
    expect(markdown).toContain(sentence("story", 4));
    expect(markdown).not.toContain("Harbour life");
  });

  it("reads hostile short blocks (long runs of capitals after a byline word) without blowing up", () => {
    const hostile = ["By " + "A".repeat(150) + "!", "Von " + "Ae ".repeat(50) + "1", "Foto: " + "|".repeat(150), "Lea también: " + "a".repeat(900)];
    const markdown = markdownOf(page(`<h1>The last ferry</h1>${hostile.map((text) => `<div>${text}</div>`).join("")}${paragraphs("story", 4)}`));
    expect(markdown).toContain(sentence("story", 3));
  });

  it("keeps an article inside a block whose class names a sharing widget", () => {
    const markdown = markdownOf(
      "<html><body><nav><a href='/'>Home</a></nav>" +
        `<div class="entry share"><h1>The last ferry</h1>${paragraphs("story", 12)}</div>` +
        '<div class="share"><a href="/fb">Facebook</a></div></body></html>',
    );
    for (let n = 0; n < 12; n++) expect(markdown).toContain(sentence("story", n));
    expect(markdown).not.toContain("Facebook");
  });
});

describe("main content: what a reader needs stays, once", () => {
  it("keeps an in-article list of links and its heading", () => {
    const sources = ["Harbour board minutes, 1997", "Ferry timetable archive", "Interview with the last captain", "Bridge construction report"];
    const markdown = markdownOf(
      page(
        `<h1>The last ferry</h1>${paragraphs("story", 3)}<h2>Sources</h2><p>The records we used:</p><ul>${sources.map((text, n) => `<li><a href="/doc/${n}">${text}</a></li>`).join("")}</ul>` +
          paragraphs("after", 3),
      ),
    );
    expect(markdown).toMatch(/^## Sources/m);
    for (const source of sources) expect(markdown).toContain(source);
    expect(markdown).toContain(sentence("after", 2));
    expect(emptyHeadings(markdown)).toEqual([]);
  });

  it("keeps a data table, with its links, as a table", () => {
    const rows = [1, 2, 3, 4].map((n) => `<tr><td><a href="/boat/${n}">Boat ${n}</a></td><td>${1900 + n * 10}</td><td>${n * 120} passengers</td></tr>`).join("");
    const markdown = markdownOf(page(`<h1>The last ferry</h1>${paragraphs("story", 3)}<table><thead><tr><th>Boat</th><th>Built</th><th>Capacity</th></tr></thead><tbody>${rows}</tbody></table>${paragraphs("after", 2)}`));
    expect(markdown).toContain("| Boat");
    for (const n of [1, 2, 3, 4]) expect(markdown).toContain(`${n * 120} passengers`);
  });

  it("keeps the article's own caption once, without caption widgets or a gallery counter", () => {
    const caption = "The ferry leaving the harbour at dawn in 1998";
    const markdown = markdownOf(
      page(
        `<h1>The last ferry</h1>${paragraphs("story", 3)}` +
          `<figure><img src="/ferry.jpg" alt="Ferry"><figcaption>${caption}</figcaption><div class="lightbox-caption">${caption}</div>` +
          "<span>Caption</span><div>Close</div><div>1 / 12</div></figure>" +
          paragraphs("after", 3),
      ),
    );
    expect(count(markdown, caption)).toBe(1);
    expect(markdown).toContain("ferry.jpg");
    expect(markdown).not.toMatch(/\bCaption\b/);
    expect(markdown).not.toMatch(/\bClose\b/);
    expect(markdown).not.toContain("1 / 12");
  });

  it("keeps code and quotes, and paragraphs that repeat (a refrain)", () => {
    const markdown = markdownOf(
      page(
        `<h1>The last ferry</h1>${paragraphs("story", 3)}<pre><code>ferry.sail("north");\nferry.sail("north");</code></pre>` +
          `<blockquote><p>We crossed the bay every single morning, in every kind of weather.</p></blockquote><p>Row, row, row the ferry boat home.</p><p>Row, row, row the ferry boat home.</p>${paragraphs("after", 2)}`,
      ),
    );
    expect(count(markdown, 'ferry.sail("north");')).toBe(2);
    expect(markdown).toContain("> We crossed the bay every single morning");
    expect(count(markdown, "Row, row, row the ferry boat home.")).toBe(2);
  });

  it("keeps a section of the story whose heading starts like a related box", () => {
    const markdown = markdownOf(page(`<h1>The last ferry</h1>${paragraphs("story", 3)}<h2>Related tools and boats</h2>${paragraphs("tools", 3)}`));
    expect(markdown).toContain("Related tools and boats");
    expect(markdown).toContain(sentence("tools", 2));
  });
  it("drops editorial notes, capitalised read-also lead-ins, table-of-contents titles and toggles, keeps a labelled link in running text", () => {
    const markdown = markdownOf(
      page(
        '<div class="toc-title">Inhaltsverzeichnis</div><div>Quellen ausblenden</div>' +
          "<h2>Inhalt</h2>" +
          paragraphs("plot", 2) +
          paragraphs("story", 3) +
          '<p>PUEDES VER: <a href="/other">How the old harbour got its second crane</a></p>' +
          paragraphs("more", 3) +
          '<p>Map: <a href="/map">the harbour of the old town, read by every pilot</a></p>' +
          "<p>Dieser Beitrag gibt die Meinung des Autors wieder, nicht notwendigerweise die der Redaktion.</p>" +
          "<p>The views expressed in this article are the author's own.</p>" +
          "<div>This text was written for the harbour archive and reflects the memories of three pilots.</div>",
      ),
    );
    for (let n = 0; n < 3; n++) expect(markdown).toContain(sentence("more", n));
    expect(markdown).not.toContain("PUEDES VER");
    expect(markdown).not.toContain("Inhaltsverzeichnis");
    expect(markdown).not.toContain("Quellen");
    expect(markdown).toContain("## Inhalt");
    expect(markdown).toContain(sentence("plot", 1));
    expect(markdown).not.toContain("second crane");
    expect(markdown).not.toContain("Meinung des Autors");
    expect(markdown).not.toContain("views expressed");
    expect(markdown).toContain("read by every pilot");
    expect(markdown).toContain("memories of three pilots");
  });
  it("keeps the lead paragraph set in the article's header beside the body, once", () => {
    const lead = "The harbour's last ferry crossed the bay on a grey morning, and the town came out to see it go.";
    const html =
      "<html><body><nav><a href='/'>Home</a> <a href='/boats'>Boats</a></nav><section class='single'><article>" +
      `<header><h1>The last ferry</h1><div class="titles"><p class="excerpt">${lead}</p></div></header>` +
      `<div class="grid"><div class="col"><div class="content">${paragraphs("story", 6)}</div></div>` +
      `<div class="col-side">${Array.from({ length: 12 }, (_, n) => `<a href="/s${n}">Other story number ${n}</a>`).join(" ")}</div></div>` +
      "</article></section><footer><a href='/about'>About</a></footer></body></html>";
    const markdown = markdownOf(html);
    expect(count(markdown, lead)).toBe(1);
    expect(markdown.indexOf(lead)).toBeLessThan(markdown.indexOf(sentence("story", 0)));
    expect(markdown).toContain(sentence("story", 5));
    expect(markdown).not.toContain("Other story");
  });
  it("reads a BEM class by its element: an author line in the article's header goes, the header's title and lead stay", () => {
    const lead = "The harbour's last ferry crossed the bay on a grey morning, and the town came out to see it go.";
    const story =
      `<article><header class="article-header__inner"><h1 class="article-header__title">The last ferry</h1><p class="article-header__author">Jane Harbour</p>` +
      `<p class="article-header__lead">${lead}</p></header>${paragraphs("story", 6)}</article>`;
    const markdown = markdownOf(page(story));
    expect(markdown).not.toContain("Jane Harbour");
    expect(markdown).toContain("The last ferry");
    expect(markdown).toContain(lead);
    expect(markdown).toContain(sentence("story", 5));
  });
  it("keeps a heading whose id is a slug of its text that starts with a chrome word", () => {
    const story = `<article>${paragraphs("story", 4)}<h3 id="nav_nur_die_folie__1">Only the foil remains</h3>${paragraphs("end", 3)}</article>`;
    const markdown = markdownOf(page(story));
    expect(markdown).toContain("### Only the foil remains");
    expect(markdown).toContain(sentence("end", 2));
  });
  it("keeps the header's lead when the body holds a pasted <html><body> of its own", () => {
    const lead = "The harbour's last ferry crossed the bay on a grey morning, and the town came out to see it go.";
    const html =
      "<html><body><nav><a href='/'>Home</a> <a href='/boats'>Boats</a></nav><main>" +
      `<header class="entry-header"><h2>The last ferry</h2><div class="lead"><p>${lead}</p></div></header>` +
      `<div class="main-content"><article><div class="entry-content"><article class="article-body"><!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.0 Transitional//EN"><html><body>${paragraphs("story", 12)}</body></html></article></div></article></div>` +
      "</main><footer><a href='/about'>About</a></footer></body></html>";
    const markdown = markdownOf(html);
    expect(count(markdown, lead)).toBe(1);
    expect(markdown.indexOf(lead)).toBeLessThan(markdown.indexOf(sentence("story", 0)));
  });
  it("drops an author box marked up as the author (photo, name, bio)", () => {
    const box =
      '<div class="box-wrap" itemscope itemtype="http://schema.org/Person" itemprop="author"><img src="/me.jpg" alt="">' +
      '<div class="name"><a href="/author/jane" rel="author"><span itemprop="name">Jane Harbour</span></a></div>' +
      "<div class=\"desc\"><p>Photographer from the coast, founder of a small studio.<br>Follow me for the newest pictures.</p></div></div>";
    const markdown = markdownOf(page(`<article>${paragraphs("story", 5)}${box}</article>`));
    expect(markdown).toContain(sentence("story", 4));
    expect(markdown).not.toContain("Photographer from the coast");
    expect(markdown).not.toContain("Jane Harbour");
  });
  it("drops a meta line set in an inline element (date | categories | comments link)", () => {
    const meta =
      "<small>January 13, 2020 at 08:45 AM | categories: <a href='/c/python'>Python</a>, <a href='/c/ferries'>Ferries</a> | <a href='/story#comments'>View Comments</a></small><p/>";
    const markdown = markdownOf(page(`<article><h2>The last ferry</h2>${meta}${paragraphs("story", 5)}</article>`));
    expect(markdown).toContain(sentence("story", 0));
    expect(markdown).not.toContain("View Comments");
    expect(markdown).not.toContain("January 13");
  });
  it("drops a 'load more' label that trails an ellipsis", () => {
    const markdown = markdownOf(page(`<article>${paragraphs("story", 5)}<div class="loading"><span>Lade weitere Inhalte ...</span></div></article>`));
    expect(markdown).toContain(sentence("story", 4));
    expect(markdown).not.toContain("Lade weitere");
  });
  it("drops a 'learn more:' lead-in to another article, keeps 'learn more' in a sentence", () => {
    const leadIn = "<p><strong>Dowiedz się więcej: <a href='/other'><em>Who voted how on the harbour funds</em></a></strong></p>";
    const own = "<p>To learn more about the ferry, the town kept its logbook open to every visitor for a whole summer.</p>";
    const markdown = markdownOf(page(`<article>${paragraphs("story", 3)}${leadIn}${own}${paragraphs("end", 3)}</article>`));
    expect(markdown).not.toContain("Who voted how");
    expect(markdown).toContain("To learn more about the ferry");
    expect(markdown).toContain(sentence("end", 2));
  });
  it("drops a title block left over a teaser box that went, keeps one over the story's text", () => {
    const cards = Array.from({ length: 4 }, (_, n) => `<div class="card"><a href="/q${n}"><img src="/q${n}.jpg" alt=""></a><a href="/q${n}">Quiz number ${n}</a></div>`).join("");
    const story =
      `<article><div class="section-title">The crossing</div>${paragraphs("story", 5)}` +
      `<div class="row"><div class="main-title">Test yourself</div></div><div class="row">${cards}</div></article>`;
    const markdown = markdownOf(page(story));
    expect(markdown).toContain("The crossing");
    expect(markdown).toContain(sentence("story", 4));
    expect(markdown).not.toContain("Quiz number");
    expect(markdown).not.toContain("Test yourself");
  });
  it("drops a longer 'more articles' title line without a sentence's end, keeps a sentence that starts so", () => {
    const title = "<p class='subline'>Weitere aktuelle Themen aus der Arbeitswelt und dem Hafen</p>";
    const sentenceLike = "<p>Weitere Artikel über die Fähre erschienen damals in allen Zeitungen der Küste.</p>";
    const markdown = markdownOf(page(`<article>${paragraphs("story", 4)}${sentenceLike}${paragraphs("end", 2)}${title}</article>`));
    expect(markdown).not.toContain("Weitere aktuelle Themen");
    expect(markdown).toContain("Weitere Artikel über die Fähre");
  });
  it("drops a player's availability line, a blocked embed's placeholder, a PDF download button and a loading label", () => {
    const widgets = ["Video verfügbar bis 28.02.2021", "Externer Inhalt", "Dieses Skript als PDF herunterladen", "Loading..."].map((text) => `<div class="w">${text}</div>`).join(paragraphs("mid", 1));
    const markdown = markdownOf(page(`<article>${paragraphs("story", 4)}${widgets}${paragraphs("end", 2)}</article>`));
    for (const text of ["verfügbar bis", "Externer Inhalt", "PDF herunterladen", "Loading"]) expect(markdown).not.toContain(text);
    expect(markdown).toContain(sentence("end", 1));
  });
  it("drops a meta block whose date and category stand on lines of their own", () => {
    const meta = "<div class='info'>24.01.2022 11:38<br />Kategorie: <a href='/news'>News</a></div>";
    const markdown = markdownOf(page(`<article><h1>The last ferry</h1>${meta}${paragraphs("story", 5)}</article>`));
    expect(markdown).not.toContain("Kategorie");
    expect(markdown).not.toContain("11:38");
    expect(markdown).toContain(sentence("story", 0));
  });
  it("drops a byline set in a link standing alone after the story", () => {
    const byline = "<br /><a href='/contact'><b>Von:</b> <br /> Jane Harbour</a>";
    const markdown = markdownOf(page(`<article>${paragraphs("story", 5)}${byline}</article>`));
    expect(markdown).toContain(sentence("story", 4));
    expect(markdown).not.toContain("Jane Harbour");
  });
});
