import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { storyIn, storyText } from "../helpers/judge10p-pages.js";

const markdownOf = mainContentMarkdown("https://example.com/wiki/Harbour");

/** The story stays whole and none of `gone` is left. */
function dropsOnly(markdown: string, language: string, gone: readonly string[]): void {
  for (const n of [0, 1, 2, 3]) expect(markdown).toContain(storyText(language, n));
  for (const line of gone) expect(markdown, line).not.toContain(line);
}

describe("main content: lines a site's software prints around every article (judge11p)", () => {
  it("drops a wiki's tagline under the title and its last-edited line, in several languages", () => {
    const cases: [string, string, string][] = [
      ["en", "<div>From Wikipedia, the free encyclopedia</div>", "<p>This page was last edited on 12 March 2024, at 14:35 (UTC).</p>"],
      ["de", "<div>Aus Wikipedia, der freien Enzyklopädie</div>", "<p>Diese Seite wurde zuletzt am 12. März 2024 um 14:35 Uhr bearbeitet.</p>"],
      ["es", "<div>De Wikipedia, la enciclopedia libre</div>", "<p>Esta página se editó por última vez el 12 mar 2024 a las 14:35.</p>"],
    ];
    for (const [language, before, after] of cases) {
      const markdown = markdownOf(storyIn(language, before, after));
      dropsOnly(markdown, language, [before.replace(/<[^>]+>/g, "")]);
      expect(markdown).not.toContain(after.replace(/<[^>]+>/g, "").slice(0, 20));
    }
  });

  it("keeps a sign-off from a place, and a sentence saying when a law was last changed", () => {
    const signOff = markdownOf(storyIn("en", "", "<p>From Paris, with love</p>"));
    expect(signOff).toContain("From Paris, with love");
    const law = "The harbour law was last changed in 2019 by the regional parliament.";
    expect(markdownOf(storyIn("en", "", `<p>${law}</p>`))).toContain(law);
    expect(markdownOf(storyIn("en", "", `<p>${storyText("en", 0)} The wall was last modified on 12 March 2024, after the storm broke the old stones at the north end.</p>`))).toContain("last modified on 12 March 2024");
  });

  it("drops a wiki page's 'created by, last modified by' line and its empty label line", () => {
    const markdown = markdownOf(storyIn("en", "<p>Created by Anna Berg, last modified by Jan Kowalski on 12 March 2024</p>", "<p>No labels</p>"));
    dropsOnly(markdown, "en", ["Anna Berg", "No labels"]);
  });

  it("drops who submitted the page on which day, the name first or the date first", () => {
    const en = markdownOf(storyIn("en", "<p>Submitted by admin on Tue, 03/12/2024 - 14:35</p>", ""));
    dropsOnly(en, "en", ["Submitted by admin"]);
    const de = markdownOf(storyIn("de", "<p>Erstellt am 12.03.2024 von Hans Meier</p>", ""));
    dropsOnly(de, "de", ["Hans Meier"]);
  });

  it("drops a line of who added the post, in English and German, alone or between a counter and tags", () => {
    const en = markdownOf(storyIn("en", "<p>Added by: Jane Doe</p>", ""));
    dropsOnly(en, "en", ["Jane Doe"]);
    const de = markdownOf(storyIn("de", '<div class="meta">Aufrufe: 1120 | Hinzugefügt von: <a href="/u/8">Posh</a> | Tags: <a href="/t/a">Denken</a>, <a href="/t/b">Bilder</a></div>', ""));
    dropsOnly(de, "de", ["Posh", "Aufrufe"]);
  });

  it("drops a post's line of who and when joined by '@' or 'at', and credit lines labelled in two words", () => {
    const en = markdownOf(storyIn("en", "", "<p>Posted by Konstantin @ 12:00 am</p><p>Photo Credit: Catwalkpictures</p>"));
    dropsOnly(en, "en", ["Konstantin", "Catwalkpictures"]);
    const de = markdownOf(storyIn("de", "", "<p>Bildcredit: (c) yakushkina - depositphotos.com</p>"));
    dropsOnly(de, "de", ["yakushkina"]);
    const es = markdownOf(storyIn("es", "", "<p>Crédit photo : KB / Bondy Blog</p>"));
    dropsOnly(es, "es", ["Bondy Blog"]);
  });

  it("drops a print link's, a skip link's and a byline label's words, a player's notice and a user's handle after 'Verfasst von'", () => {
    const en = markdownOf(storyIn("en", "<p>Article by</p><p>Media playback is unsupported on your device</p>", "<p>Print this page</p>"));
    dropsOnly(en, "en", ["Article by", "Media playback", "Print this page"]);
    const de = markdownOf(storyIn("de", '<p><a href="#content">Springe zum Inhalt</a></p><p>Verfasst von: <b>mitundvoneinander</b> | 31. Dezember 2008</p>', "<p>Seite drucken</p>"));
    dropsOnly(de, "de", ["Springe zum Inhalt", "mitundvoneinander", "Seite drucken"]);
  });

  it("drops a post's line of category and tag links by their rel or title, and keeps a tag's link inside a sentence", () => {
    const categories = '<p>Filed under: <a href="/category/harbour/" rel="category tag">Harbour</a>, <a href="/category/ferries/" rel="category tag">Ferries</a></p>';
    const tags = '<div class="tags"><a href="/tag/quay/" rel="tag">quay</a> <a href="/tag/stone/" title="View all posts in stone">stone</a></div><p><a href="#comments">Commenter</a></p>';
    const markdown = markdownOf(storyIn("en", "", categories + tags));
    dropsOnly(markdown, "en", ["Filed under", "Harbour](", "quay](", "Commenter"]);
    const sentence = '<p>The board chose <a href="/tag/stone/" rel="tag">stone</a> over concrete after two years of argument about the cost and the look of the old quay wall.</p>';
    expect(markdownOf(storyIn("en", "", sentence))).toContain("The board chose [stone](https://example.com/tag/stone/) over concrete");
  });

  it("drops a newsroom named alone as the author and a post's count of likes, and keeps a sentence about the newsroom", () => {
    const de = markdownOf(storyIn("de", "<p>Emotion Redaktion</p>", "<p>319 Likes</p>"));
    dropsOnly(de, "de", ["Emotion Redaktion", "319 Likes"]);
    const sentence = "<p>Die Redaktion des Hafenblatts hat die Pläne über drei Monate lang geprüft und mit den Fischern gesprochen.</p>";
    expect(markdownOf(storyIn("de", "", sentence))).toContain("Die Redaktion des Hafenblatts");
  });

  it("drops a line of separators only (around parts that show nothing), and keeps a formula's bars, a scene break and a definition's dash", () => {
    const markdown = markdownOf(storyIn("en", '<p><a href="#x"></a>, <a href="#y"></a>, <i class="icon"></i></p>', '<div class="tags"> <span></span> | | </div>'));
    dropsOnly(markdown, "en", []);
    expect(markdown).not.toMatch(/^[ ,|]+$/m);
    const formula = '<p>The determinant is <math><mo>|</mo><mi>A</mi><mo>|</mo></math> for every harbour matrix the board drew up.</p>';
    expect(markdownOf(storyIn("en", "", formula))).toMatch(/\|\s*A\s*\|/);
    expect(markdownOf(storyIn("en", "", `<p>${storyText("en", 1)}</p><p>—</p><p>${storyText("en", 2)}</p>`))).toMatch(/^—$/mu);
    const specs = markdownOf(storyIn("en", "", "<dl><dt>Weight</dt><dd>—</dd><dt>Price</dt><dd>12 euros</dd></dl>"));
    expect(specs).toContain("—");
    expect(specs).not.toContain("**Weight****Price**");
  });

  it("keeps a line that names a newsroom in words of the story ('Meet the newsroom')", () => {
    expect(markdownOf(storyIn("en", "", `<p>Meet the newsroom</p><p>${storyText("en", 1)}</p>`))).toContain("Meet the newsroom");
  });

  it("keeps a sentence with a name and a date that is more than a line of who and when", () => {
    const sentence = "Approved by the council on 12 March 2024 after a long debate about the old harbour and its future.";
    expect(markdownOf(storyIn("en", "", `<p>${sentence}</p>`))).toContain(sentence);
    const list = markdownOf(storyIn("de", "", "<ul><li>Gegründet am 12.03.1911 von Hans Meier</li><li>Erweitert 1954</li></ul>"));
    expect(list).toContain("Gegründet am 12.03.1911 von Hans Meier");
  });

  it("drops the details list's author, date, category and hits under one label", () => {
    const de = markdownOf(storyIn("de", '<dl class="info"><dt>Details</dt><dd>Geschrieben von Hans Meier</dd><dd>Kategorie: Stadt</dd><dd>Veröffentlicht: 12. März 2024</dd><dd>Zugriffe: 1234</dd></dl>', ""));
    dropsOnly(de, "de", ["Details", "Hans Meier", "Zugriffe"]);
    const en = markdownOf(storyIn("en", "<dl><dt>Details</dt><dd>Written by Jane Doe</dd><dd>Hits: 1234</dd></dl>", ""));
    dropsOnly(en, "en", ["Details", "Jane Doe", "Hits"]);
  });

  it("keeps a fact box of labels and counts written as a definition list", () => {
    const facts = markdownOf(storyIn("en", "", "<dl><dt>Moorings</dt><dd>120</dd><dt>Warehouses</dt><dd>14</dd><dt>Visitors per year</dt><dd>45,000</dd></dl>"));
    for (const word of ["Moorings", "Warehouses", "45,000"]) expect(facts).toContain(word);
    const shared = markdownOf(storyIn("en", "", "<dl><dt>Harbour</dt><dd>Moorings: 120</dd><dd>Warehouses: 14</dd><dd>Opened in 1911 by the harbour board</dd></dl>"));
    expect(shared).toContain("Moorings: 120");
    expect(shared).toContain("Opened in 1911");
  });
});

describe("main content: a wiki page's chrome and submitted lines in more languages (judge11p)", () => {
  it("drops a wiki's tagline, jump links, retrieved-from line, categories and last-edited footer", () => {
    const paragraphs = [0, 1, 2, 3].map((n) => `<p>${storyText("en", n)}</p>`).join("");
    const page =
      '<!doctype html><html><head><title>Harbour - Wiki</title></head><body><div id="content" role="main"><h1 id="firstHeading">Harbour</h1><div id="bodyContent">' +
      '<div id="siteSub">From Wiki, the free encyclopedia</div><a class="jump" href="#nav">Jump to navigation</a> <a class="jump" href="#search">Jump to search</a>' +
      `<div id="text">${paragraphs}</div>` +
      '<div class="printfooter">Retrieved from "<a href="https://wiki.example.org/w/index.php?title=Harbour&amp;oldid=123">https://wiki.example.org/w/index.php?title=Harbour&amp;oldid=123</a>"</div>' +
      '<div id="catlinks"><a href="/wiki/Help:Category">Categories</a>: <ul><li><a href="/wiki/Category:Ports">Ports</a></li></ul></div></div></div>' +
      '<footer><ul><li>This page was last edited on 12 March 2024, at 14:35 (UTC).</li><li>Text is available under a free licence.</li></ul></footer></body></html>';
    dropsOnly(markdownOf(page), "en", ["free encyclopedia", "Jump to", "Retrieved from", "Categories", "last edited"]);
  });

  it("drops submitted lines in French and Spanish and empty comment lines", () => {
    const markdown = markdownOf(storyIn("en", "<p>Soumis par admin le 12/03/2024 - 14:35</p>", "<p>Enviado por editor el 12/03/2024 - 14:35</p><p>Aucun commentaire</p>"));
    dropsOnly(markdown, "en", ["Soumis par", "Enviado por", "Aucun commentaire"]);
  });
});
