import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { EN_COOKIE, EN_FOOTER, EN_MENU, EN_STORY, keepsAndDrops, linkItems, ps, shell } from "../helpers/judge8-pages.js";

// A picture in a plain wrapper with a caption that cites its source with a link: a figure in all
// but its tag, held to a figure's link limit. Guards: a teaser whose picture links to the story it
// announces, and a credit at the caption's end, still go.

beforeAll(loadConverter);

const EN = EN_STORY;
const sidebar = `<aside class="sidebar"><h2>Most read</h2><ul>${linkItems(["Ferry fares rise again", "Lighthouse open day"], "/news/")}</ul></aside>`;
const page = (body: string, after = "", lang = "en") =>
  shell({ lang, title: "Quay wall", site: "Harbour Times", cookie: EN_COOKIE, menu: EN_MENU, footer: EN_FOOTER, main: `<main><article class="post"><h1>Quay wall</h1><div class="entry-content">${body}</div></article>${after}${sidebar}</main>` });
const gone = ["Most read", "Privacy policy", EN_COOKIE];

describe("main content (judge13r): captions with a source link, outside <figure>", () => {
  it("a picture in a plain wrapper over a caption that links its source stays with the caption", () => {
    const picture = '<div class="image-wrapper"><img src="/i/plans.jpg" alt=""><div class="caption">The 1911 plans, held at the <a href="https://archive.example.org/1911">county archive</a>.</div></div>';
    const markdown = scrape(page(ps(EN.slice(0, 2)) + picture + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[1], "The 1911 plans, held at the county archive.", EN[2]], gone);
  });

  it("(pt) a picture in a span frame over a caption that links its source stays", () => {
    const pt = ["O conselho do porto votou na terça-feira a reconstrução do muro do cais norte em pedra, depois de dois anos de discussão sobre o custo.", "As obras começam em setembro e o cais continua aberto ao ferry durante toda a obra, com um cais provisório na margem sul."] as const;
    const picture = '<div class="media"><span class="frame"><img src="/i/cais.jpg" alt=""></span><p class="legenda">Planta do cais de 1911, cedida pelo <a href="https://arquivo.example.pt/1911">arquivo municipal</a></p></div>';
    const markdown = scrape(page(ps([pt[0]]) + picture + ps([pt[1]]), "", "pt"));
    keepsAndDrops(markdown, [pt[0], "Planta do cais de 1911, cedida pelo arquivo municipal", pt[1]], gone);
  });

  it("teasers whose picture links to the story they announce, between the paragraphs in neutral wrappers, still go", () => {
    const teasers = [["ferry", "Ferry fares rise again for the summer"], ["fish", "Fish market moves to the old warehouse"]]
      .map(([slug, title]) => `<div class="media"><a href="/news/${slug}"><img src="/i/${slug}.jpg" alt=""></a><div class="text"><a href="/news/${slug}">${title}</a>: the plan, the costs and what comes next</div></div>`)
      .join("");
    const markdown = scrape(page(ps(EN.slice(0, 2)) + teasers + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[1], EN[2]], [...gone, "Ferry fares rise again for the summer", "Fish market moves"]);
  });
});
