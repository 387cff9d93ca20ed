import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { EN_COOKIE, EN_FOOTER, EN_MENU, EN_STORY, keepsAndDrops, li, linkItems, ps, shell } from "../helpers/judge8-pages.js";

// Release notes whose version headings link to their own page or anchor, each over its release
// date and its list of changes: the dates went as datelines. A date under a section's heading, when
// the section beside it opens the same way, is the section's. Guards: the post's own dateline under
// its title, and a lone date under one subheading, still go.

beforeAll(loadConverter);

const EN = EN_STORY;
const sidebar = `<aside class="sidebar"><h2>Most read</h2><ul>${linkItems(["Ferry fares rise again", "Fish market moves"], "/news/")}</ul></aside>`;
const page = (title: string, article: string, lang = "en") =>
  shell({ lang, title, site: "Tideline", cookie: EN_COOKIE, menu: EN_MENU, footer: EN_FOOTER, main: `<main>${article}${sidebar}</main>` });
const gone = ["Most read", "Privacy policy", EN_COOKIE];
const CHANGES = [
  ["Add the winter timetable parser for the north quay", "Fix the tide offset rounding for Sunday crossings"],
  ["Fix a crash when the ferry operator omits the landing stage"],
  ["Add ferry fares to the export", "Drop support for the 2019 timetable format"],
] as const;

describe("main content (judge13r): release notes with a date under each version", () => {
  it("flat sections: a heading linking to the release's page, 'Released <date>', the changes", () => {
    const release = (version: string, date: string, changes: readonly string[]) => `<h2><a href="/releases/tag/v${version}">v${version}</a></h2><p>Released ${date}</p><ul>${li(changes)}</ul>`;
    const body = "<p>All notable changes to the timetable library are listed here, newest first, with the day each version came out.</p>" + release("2.4.0", "2026-03-01", CHANGES[0]) + release("2.3.1", "2026-02-10", CHANGES[1]) + release("2.3.0", "2026-01-20", CHANGES[2]);
    const markdown = scrape(page("Changelog", `<article class="markdown-body"><h1>Changelog</h1>${body}</article>`));
    keepsAndDrops(markdown, ["v2.4.0", "Released 2026-03-01", CHANGES[0][1], "v2.3.1", "Released 2026-02-10", CHANGES[1][0], "v2.3.0", "Released 2026-01-20", CHANGES[2][1]], gone);
  });

  it("(es) a box per release with its heading, its date and its changes", () => {
    const release = (version: string, date: string, changes: readonly string[]) => `<section class="release"><h2 class="release-title"><a href="/releases/${version}/">Versión ${version}</a></h2><p class="release-date">${date}</p><ul>${li(changes)}</ul></section>`;
    const article =
      '<div class="post"><h1>Notas de la versión</h1>' +
      release("2.4.0", "1 de marzo de 2026", ["Nuevo analizador del horario de invierno", "Corrección del redondeo de mareas"]) +
      release("2.3.1", "10 de febrero de 2026", ["Corrección de un fallo sin muelle de llegada"]) +
      release("2.3.0", "20 de enero de 2026", ["Tarifas del ferry en la exportación"]) +
      "</div>";
    const markdown = scrape(page("Notas de la versión", article, "es"));
    keepsAndDrops(markdown, ["Versión 2.4.0", "1 de marzo de 2026", "Corrección del redondeo de mareas", "Versión 2.3.1", "10 de febrero de 2026", "Versión 2.3.0", "20 de enero de 2026", "Tarifas del ferry en la exportación"], gone);
  });

  it("the post's dateline under its title, and a lone date under one subheading, still go", () => {
    const article = `<article class="post"><h1>Quay wall</h1><p>March 3, 2026</p><div class="entry-content">${ps(EN.slice(0, 2))}<h2>The plans</h2><p>Updated March 4, 2026</p>${ps(EN.slice(2))}</div></article>`;
    const markdown = scrape(page("Quay wall", article));
    keepsAndDrops(markdown, ["Quay wall", EN[0], "The plans", EN[3]], [...gone, "March 3, 2026", "March 4, 2026"]);
  });
  it("a run of other posts after the story (a headline link over its date each) still goes, dates and all", () => {
    const others = [["ferry", "Ferry fares rise again", "March 1, 2026"], ["light", "Lighthouse open day", "February 20, 2026"], ["fish", "Fish market moves", "February 2, 2026"]];
    const list = `<div class="post-list"><h2>Earlier posts</h2>${others.map(([slug, title, date]) => `<h3><a href="/posts/${slug}/">${title}</a></h3><p>${date}</p>`).join("")}</div>`;
    const article = `<article class="post"><h1>Quay wall</h1><div class="entry-content">${ps(EN)}</div></article>`;
    const markdown = scrape(page("Quay wall", article + list));
    keepsAndDrops(markdown, ["Quay wall", EN[0], EN[3]], [...gone, "Earlier posts", "Lighthouse open day", "February 20, 2026"]);
  });
  it("Sphinx: a plain <section> per version, its heading with a permalink, 'Released <date>' and the changes", () => {
    const release = (id: string, version: string, date: string, changes: readonly string[]) => `<section id="${id}"><h2>Version ${version}<a class="headerlink" href="#${id}" title="Link to this heading">¶</a></h2><p>Released ${date}</p><ul class="simple">${li(changes.map((change) => `<p>${change}</p>`))}</ul></section>`;
    const article = `<div role="main" class="document"><div class="body"><section id="changelog"><h1>Changelog</h1>${release("version-2-4-0", "2.4.0", "2026-03-01", CHANGES[0])}${release("version-2-3-1", "2.3.1", "2026-02-10", CHANGES[1])}</section></div></div>`;
    const markdown = scrape(page("Changelog", article));
    keepsAndDrops(markdown, ["Version 2.4.0", "Released 2026-03-01", CHANGES[0][0], "Version 2.3.1", "Released 2026-02-10", CHANGES[1][0]], gone);
  });
  it("a release page of boxes, each opening with a 'release-header' (the version heading linking to its own page), keeps every version", () => {
    const release = (version: string, changes: readonly string[]) =>
      `<section><div class="release-entry"><div class="release-header"><h2 class="f1"><a href="/tideline/releases/tag/v${version}">v${version}</a></h2></div><div class="markdown-body"><h3>What changed</h3><ul>${li(changes)}</ul></div></div></section>`;
    const article = `<div class="repository-content"><h1>Releases</h1>${release("2.4.0", CHANGES[0])}${release("2.3.1", CHANGES[1])}${release("2.3.0", CHANGES[2])}</div>`;
    const markdown = scrape(page("Releases", article));
    keepsAndDrops(markdown, ["v2.4.0", CHANGES[0][0], "v2.3.1", CHANGES[1][0], "v2.3.0", CHANGES[2][1]], gone);
  });

  it("a grid of teaser cards after the story, each opening with a 'card-header' headline, still goes", () => {
    const cards = [["ferry", "Ferry fares rise again"], ["light", "Lighthouse open day"], ["fish", "Fish market moves"]]
      .map(([slug, title]) => `<div class="card"><div class="card-header"><h3><a href="/news/${slug}">${title}</a></h3></div><div class="card-body"><p>Read the whole story on our news pages.</p></div></div>`)
      .join("");
    const article = `<article class="post"><h1>Quay wall</h1><div class="entry-content">${ps(EN)}</div></article>`;
    const markdown = scrape(page("Quay wall", article + `<div class="card-grid">${cards}</div>`));
    keepsAndDrops(markdown, ["Quay wall", EN[0], EN[3]], [...gone, "Lighthouse open day", "Fish market moves"]);
  });
});
