import { describe, expect, it } from "vitest";
import { mainContentMarkdown, paragraphs, sentence } from "../helpers/main-content-markdown.js";

/**
 * A page that marks its article's body (schema.org `itemprop="articleBody"`, a CMS's body class) says
 * where the story ends: what follows that box inside the article goes, pictures after it stay
 * (`body-box.ts`). The mark is trusted only when the page has one such box holding most of the text.
 */

const markdownOf = mainContentMarkdown("https://www.example.com/2024/05/harbour-ferry");
const page = (article: string) =>
  "<html><head><title>Harbour ferry</title></head><body>" +
  '<nav><a href="/">Home</a> <a href="/harbour">Harbour</a> <a href="/boats">Boats</a></nav>' +
  `<main>${article}</main>` +
  '<footer><a href="/about">About us</a> <a href="/legal">Legal notice</a></footer></body></html>';

const furniture =
  '<p><a href="/autores/carlos-mendez">Carlos Méndez</a> escribe sobre transporte y ciudades desde 2011 y antes cubrió la política municipal durante muchos años.</p>' +
  '<div><h3><a href="/2024/05/hafenkran">Nächste Geschichte: der Hafenkran</a></h3><p>Der neue Hafenkran wurde am Montag geliefert und soll im Sommer den Betrieb aufnehmen, sagt die Stadt.</p></div>' +
  '<p>A version of this article appears in print on page 4 of the weekend edition. <a href="/reprints">Order reprints</a></p>';

describe("main content: the end of the page's marked article body (body-box)", () => {
  it("drops what follows an itemprop=articleBody box inside the article, keeps a picture after it", () => {
    const article =
      '<article itemscope itemtype="https://schema.org/NewsArticle"><h1 itemprop="headline">The last ferry</h1>' +
      `<div itemprop="articleBody">${paragraphs("story", 5)}</div>` +
      '<figure><img src="https://www.example.com/img/ferry.jpg" alt="The ferry at dawn"><figcaption>The ferry at dawn</figcaption></figure>' +
      `${furniture}</article>`;
    const markdown = markdownOf(page(article));
    expect(markdown).toContain("The last ferry");
    expect(markdown).toContain(sentence("story", 0));
    expect(markdown).toContain(sentence("story", 4));
    expect(markdown).toContain("ferry.jpg");
    expect(markdown).not.toContain("Carlos Méndez");
    expect(markdown).not.toContain("Hafenkran");
    expect(markdown).not.toContain("appears in print");
  });

  it("drops the entry's furniture after a WordPress entry-content box, whatever language it is in", () => {
    const article =
      '<article class="post"><header class="entry-header"><h1 class="entry-title">Le dernier bac</h1></header>' +
      `<div class="entry-content clearfix">${paragraphs("story", 5)}</div>` +
      `<div class="entry-after">${furniture}</div></article>`;
    const markdown = markdownOf(page(article));
    expect(markdown).toContain("Le dernier bac");
    expect(markdown).toContain(sentence("story", 4));
    expect(markdown).not.toContain("Carlos Méndez");
    expect(markdown).not.toContain("Hafenkran");
  });

  it("reads the page's one <article> the same way when nothing else is marked: linked blocks after it go", () => {
    const main =
      `<div class="post"><h1>Il traghetto</h1><article>${paragraphs("story", 5)}</article>` +
      `<div class="after"><p>${sentence("teaser", 0)} <a href="/2024/05/gru">Leggi: la nuova gru del porto</a></p></div>` +
      `<p>${sentence("closing", 0)}</p></div>`;
    const markdown = markdownOf(page(main));
    expect(markdown).toContain("Il traghetto");
    expect(markdown).toContain(sentence("story", 4));
    expect(markdown).not.toContain("nuova gru");
    // A block without a link after it stays (the rule's limit).
    expect(markdown).toContain(sentence("closing", 0));
  });

  it("trusts no <article> a page has several of (entries of a list, comments as articles)", () => {
    const main =
      `<div class="post"><h1>Il traghetto</h1><article>${paragraphs("story", 5)}</article>` +
      `<div class="after"><p>${sentence("teaser", 0)} <a href="/2024/05/gru">Leggi: la nuova gru del porto</a></p></div>` +
      `<article><p>${sentence("comment", 0)}</p></article></div>`;
    const markdown = markdownOf(page(main));
    expect(markdown).toContain(sentence("story", 4));
    expect(markdown).toContain("nuova gru");
  });

  it("keeps a box of facts after the body: a block without a link is the story's (a fact box, a closing note)", () => {
    const article =
      `<article><h1>The last ferry</h1><div class="story-body">${paragraphs("story", 5)}</div>` +
      '<aside class="fact-box"><p><b>The ferry in numbers</b></p><ul><li>Built in 1931</li><li>Forty crossings a day</li></ul><p>Last refitted in 2019.</p></aside>' +
      `${furniture}</article>`;
    const markdown = markdownOf(page(article));
    expect(markdown).toMatch(/The ferry in numbers[\s\S]*Built in 1931[\s\S]*Forty crossings a day[\s\S]*Last refitted in 2019/);
    expect(markdown).not.toContain("Hafenkran");
  });

  it("keeps the text after a marked box that holds only the lead (less than half of the story)", () => {
    const article =
      `<article><h1>The last ferry</h1><div class="article-body"><p>${sentence("lead", 0)} ${sentence("lead", 1)} ${sentence("lead", 2)} ${sentence("lead", 3)}</p></div>` +
      `${paragraphs("story", 12)}</article>`;
    const markdown = markdownOf(page(article));
    expect(markdown).toContain(sentence("lead", 3));
    expect(markdown).toContain(sentence("story", 11));
  });

  it("trusts no mark a page gives several boxes: the text after the first one stays", () => {
    const article =
      `<article><h1>Two ferries</h1><div class="entry-content">${paragraphs("first", 5)}</div>` +
      `<p>${sentence("between", 0)}</p><div class="entry-content">${paragraphs("second", 5)}</div></article>`;
    const markdown = markdownOf(page(article));
    expect(markdown).toContain(sentence("between", 0));
    expect(markdown).toContain(sentence("second", 4));
  });

  it("ignores a body class that is only part of another class name", () => {
    const article =
      `<article><h1>The last ferry</h1><div class="entry-content-wrapper">${paragraphs("story", 5)}</div>` +
      `<p>${sentence("after", 0)}</p></article>`;
    expect(markdownOf(page(article))).toContain(sentence("after", 0));
  });
});
