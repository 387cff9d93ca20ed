import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { EN_COOKIE, EN_FOOTER, EN_MENU, EN_STORY, keepsAndDrops, linkItems, ps, shell } from "../helpers/judge8-pages.js";

// A short "read also" line over the article's own list of links to other sites stays as its title.
// Boxes named "related" still go, whatever they link to: on news sites a box of outbound links is
// as often a media group's links to its sister sites (a rule keeping such boxes between paragraphs
// kept sister-site teasers on real pages, and was taken out). Guards: boxes of the site's own pages,
// a partner's teasers with pictures and a share list go.

beforeAll(loadConverter);

const EN = EN_STORY;
const sidebar = `<aside class="sidebar"><h2>Most read</h2><ul>${linkItems(["Ferry fares rise again", "Lighthouse open day"], "/news/")}</ul></aside>`;
const page = (body: string, lang = "en") =>
  shell({ lang, title: "Quay wall", site: "Harbour Times", cookie: EN_COOKIE, menu: EN_MENU, footer: EN_FOOTER, main: `<main><article class="post"><h1>Quay wall</h1><div class="entry-content">${body}</div></article>${sidebar}</main>` });
const gone = ["Most read", "Privacy policy", EN_COOKIE];
const outside = (items: readonly (readonly [string, string])[]) => items.map(([href, title]) => `<li><a href="${href}">${title}</a></li>`).join("");
const READING = [
  ["https://www.bbc.example/news/quay-walls", "How other towns rebuilt their quays"],
  ["https://archive.example.org/1911-quay", "The 1911 quay wall in photographs"],
  ["https://stone.example.net/guide", "A guide to building sea walls in stone"],
] as const;

describe("main content (judge13r): a 'read also' line over further reading; related boxes", () => {


  it("a related box of the site's own pages, a partner box of teasers with pictures and a share list, between the paragraphs, still go", () => {
    const own = `<div class="related-reading"><h4>Related reading</h4><ul>${linkItems(["Storm damage bill", "Fish market moves"], "/news/")}</ul></div>`;
    const partner = `<div class="related-partners"><ul>${READING.map(([href, title], n) => `<li><a href="${href}"><img src="https://cdn.example/p${n}.jpg" alt="">${title}</a></li>`).join("")}</ul></div>`;
    const share = `<div class="share-links"><ul><li><a href="https://x.example/intent?url=https%3A%2F%2Fwww.harbourtimes.example%2Fstory">Post on X</a></li><li><a href="https://fb.example/sharer?u=https%3A%2F%2Fwww.harbourtimes.example%2Fstory">Share on Facebook</a></li></ul></div>`;
    const markdown = scrape(page(ps([EN[0]]) + own + ps([EN[1]]) + partner + ps([EN[2]]) + share + ps([EN[3]])));
    keepsAndDrops(markdown, [EN[0], EN[1], EN[2], EN[3]], [...gone, "Storm damage bill", READING[1][1], "Share on Facebook"]);
  });
  it("(de) a bold 'Weiterlesen:' line over a list of links to other sites, between paragraphs, stays with its list", () => {
    const de = ["Der Hafenrat hat am Dienstag beschlossen, die Kaimauer im Norden aus Stein neu zu bauen, nach zwei Jahren Streit über die Kosten.", "Die Arbeiten beginnen im September, die Fähre fährt während der ganzen Bauzeit weiter und die Fischer legen am Südufer an."] as const;
    const list = `<p><strong>Weiterlesen:</strong></p><ul>${outside([["https://www.ndr.example.de/kaimauern", "Wie andere Städte ihre Kaimauern erneuert haben"], ["https://archiv.example.de/1911", "Die Kaimauer von 1911 in Bildern"]])}</ul>`;
    const markdown = scrape(page(ps([de[0]]) + list + ps([de[1]]), "de"));
    keepsAndDrops(markdown, [de[0], "Weiterlesen:", "Wie andere Städte ihre Kaimauern erneuert haben", "Die Kaimauer von 1911 in Bildern", de[1]], gone);
  });

  it("the same line over a list of the site's own articles, closing the story, still goes with its list", () => {
    const list = `<p><strong>Read also:</strong></p><ul>${linkItems(["Storm damage bill", "Fish market moves"], "/news/")}</ul>`;
    const markdown = scrape(page(ps(EN) + list));
    keepsAndDrops(markdown, [EN[0], EN[3]], [...gone, "Read also", "Storm damage bill"]);
  });
});
