import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { keepsAndDrops, ps } from "../helpers/judge8-pages.js";
import { CHROME_WORDS, said, stackPage } from "../helpers/judge15r-pages.js";

// Galleries of two captioned pictures (a wiki's gallery, a "then and now" pair): both captions stay
// once, while a pair of linked logos with a short name under each still goes.

beforeAll(loadConverter);

const gone = [...CHROME_WORDS];
const wikiItem = (caption: string, n: number) =>
  `<li class="gallerybox" style="width: 155px"><div class="thumb" style="width: 150px;"><span typeof="mw:File"><a href="/wiki/File:G${n}.jpg" class="mw-file-description"><img src="//upload.example/g${n}.jpg" width="120"></a></span></div><div class="gallerytext">${caption}</div></li>`;

describe("main content (judge15r): a gallery of two captioned pictures", () => {
  it("MediaWiki: a gallery of two pictures under its heading keeps both captions", () => {
    const gallery = `<ul class="gallery mw-gallery-traditional">${wikiItem("The crane in 1911", 0)}${wikiItem("The warehouse in 1911", 1)}</ul>`;
    const body = `<div id="content" class="mw-body"><h1 id="firstHeading">North Pier</h1><div id="mw-content-text"><div class="mw-parser-output">${ps([said("en", 0), said("en", 1)])}<h2><span class="mw-headline">Gallery</span></h2>${gallery}${ps([said("en", 2), said("en", 3)])}</div></div></div>`;
    keepsAndDrops(scrape(stackPage(body, "en", "North Pier")), [said("en", 1), "Gallery", "The crane in 1911", "The warehouse in 1911", said("en", 2)], gone);
  });

  it("(pl) a pair of linked pictures, each in its item with a caption, between the paragraphs", () => {
    const item = (caption: string, n: number) => `<div class="gallery-item"><a href="/media/p${n}.jpg"><img src="/media/p${n}-small.jpg" alt=""></a><p class="gallery-caption">${caption}</p></div>`;
    const pair = `<div class="gallery gallery-columns-2">${item("Nabrzeże północne w 1930 roku", 0)}${item("To samo nabrzeże po burzy w 2024 roku", 1)}</div>`;
    const body = `<article><h1>Plan dla portu</h1><div class="entry-content">${ps([said("pl", 0), said("pl", 1)])}${pair}${ps([said("pl", 2), said("pl", 3)])}</div></article>`;
    keepsAndDrops(scrape(stackPage(body, "pl", "Plan dla portu")), [said("pl", 1), "Nabrzeże północne w 1930 roku", "To samo nabrzeże po burzy w 2024 roku", said("pl", 2)], gone);
  });

  it("a pair of partners' logos, each linked with a short name under it, still goes", () => {
    const logo = (name: string, n: number) => `<li><a href="https://partner${n}.example/"><img src="/logos/${n}.png" alt=""></a><span>${name}</span></li>`;
    const body = `<article><h1>The harbour plan</h1><div class="entry-content">${ps([0, 1, 2, 3].map((n) => said("en", n)))}<ul class="partners">${logo("Acme", 0)}${logo("Port Co", 1)}</ul></div></article>`;
    keepsAndDrops(scrape(stackPage(body)), [said("en", 0), said("en", 3)], [...gone, "Acme", "Port Co"]);
  });
});

describe("main content (judge15r): a captioned figure between the paragraphs, named like chrome", () => {
  it("a 'header-image' figure and (fr) a 'banner' figure between paragraphs keep their captions", () => {
    const en = `<article><h1>The harbour plan</h1><div class="entry-content">${ps([said("en", 0)])}<figure class="header-image"><img src="/h.jpg" alt=""><figcaption>The quay in winter</figcaption></figure>${ps([1, 2, 3].map((n) => said("en", n)))}</div></article>`;
    keepsAndDrops(scrape(stackPage(en)), [said("en", 0), "The quay in winter", said("en", 1)], gone);
    const fr = `<article><h1>Le port</h1><div class="contenu">${ps([said("fr", 0), said("fr", 1)])}<figure class="banner-figure"><img src="/p.jpg" alt=""><figcaption>La jetée nord au lever du jour</figcaption></figure>${ps([said("fr", 2), said("fr", 3)])}</div></article>`;
    keepsAndDrops(scrape(stackPage(fr, "fr", "Le port")), [said("fr", 1), "La jetée nord au lever du jour", said("fr", 2)], gone);
  });

  it("a teaser figure linking to another story and an advert's figure at the same place still go", () => {
    const teaser = '<figure class="header-image"><a href="/news/night-ferry"><img src="/t.jpg" alt=""></a><figcaption><a href="/news/night-ferry">Night ferry returns in June</a></figcaption></figure>';
    const advert = '<figure class="advert-figure"><img src="/ad.jpg" alt=""><figcaption>Harbour Bank: loans for boat owners</figcaption></figure>';
    const page = `<article><h1>The harbour plan</h1><div class="entry-content">${ps([said("en", 0)])}${teaser}${ps([said("en", 1)])}${advert}${ps([said("en", 2), said("en", 3)])}</div></article>`;
    keepsAndDrops(scrape(stackPage(page)), [said("en", 0), said("en", 1), said("en", 2)], [...gone, "Night ferry returns in June", "Harbour Bank"]);
  });
});
