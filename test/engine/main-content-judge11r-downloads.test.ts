import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { EN_COOKIE, EN_FOOTER, EN_MENU, EN_STORY, keepsAndDrops, linkItems, ps, shell } from "../helpers/judge8-pages.js";

// A short list whose links point to documents (PDFs, office files, archives) is the article's list
// of downloads, whatever its class says ("list-unstyled links"); a list of the site's pages under
// the same class at the same place still goes.

beforeAll(loadConverter);

const EN = EN_STORY;
const page = (body: string) =>
  shell({ title: "Quay wall plans", site: "Harbour Times", cookie: EN_COOKIE, menu: EN_MENU, footer: EN_FOOTER, main: `<main><article class="post"><h1>Quay wall plans</h1><div class="entry-content">${body}</div></article></main>` });

describe("main content (judge11r): lists of downloads", () => {
  it("a list of links to PDFs and a spreadsheet under 'Downloads' after the last paragraph stays, heading included", () => {
    const list =
      '<h2>Downloads</h2><ul class="list-unstyled links"><li><a href="/docs/quay-plan.pdf">Quay wall plan (PDF, 2 MB)</a></li>' +
      '<li><a href="/docs/costs.xlsx?v=2">Cost table (Excel, 40 KB)</a></li><li><a href="https://files.harbourtimes.example/survey.PDF">Storm survey (PDF, 1 MB)</a></li></ul>';
    const markdown = scrape(page(ps(EN) + list));
    keepsAndDrops(markdown, [EN[3], "Downloads", "Quay wall plan (PDF, 2 MB)", "Cost table (Excel, 40 KB)", "Storm survey (PDF, 1 MB)"], ["Privacy policy", EN_COOKIE]);
  });

  it("a list of the site's pages with the same class at the same place still goes", () => {
    const list = `<h2>More</h2><ul class="list-unstyled links">${linkItems(["Ferry timetable", "Harbour festival", "Storm repair fund"], "/harbour/")}</ul>`;
    const markdown = scrape(page(ps(EN) + list));
    keepsAndDrops(markdown, [EN[0], EN[3]], ["Ferry timetable", "Harbour festival", "Privacy policy", EN_COOKIE]);
  });
});
