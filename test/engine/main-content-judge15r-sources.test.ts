import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { keepsAndDrops, linkItems, ps } from "../helpers/judge8-pages.js";
import { CHROME_WORDS, said, stackPage } from "../helpers/judge15r-pages.js";

// A list of links to other sites (sources, further reading) between the story's paragraphs, in a
// wrapper named like chrome ("links-list"): it stays once, while lists of the same shape that are
// chrome (the site's own pages, share buttons, a blogroll in the sidebar) still go.

beforeAll(loadConverter);

const gone = [...CHROME_WORDS];
const outbound = (items: readonly (readonly [string, string])[]) => `<ul>${items.map(([href, text]) => `<li><a href="${href}" target="_blank" rel="noopener">${text}</a></li>`).join("")}</ul>`;
const SOURCES = [
  ["https://www.portauthority.example/report-2025.pdf", "Port authority annual report 2025"],
  ["https://stats.example.org/fisheries", "National fisheries statistics"],
  ["https://www.heritage.example/harbours", "Survey of historic harbours"],
] as const;
const page = (language: string, list: string) =>
  `<article><h1>The harbour plan</h1><div class="post-body">${ps([said(language, 0)])}${list}${ps([1, 2, 3].map((n) => said(language, n)))}</div></article>`;

describe("main content (judge15r): a list of sources between the paragraphs, named like chrome", () => {
  it("a 'links-list' of three links to other sites between two paragraphs stays", () => {
    const markdown = scrape(stackPage(page("en", `<div class="links-list">${outbound(SOURCES)}</div>`)));
    keepsAndDrops(markdown, [said("en", 0), "Port authority annual report 2025", "National fisheries statistics", "Survey of historic harbours", said("en", 1)], gone);
  });

  it("(he) the same list as 'extra-links' in a right-to-left story stays", () => {
    const he = [["https://www.gov.example/port", "דוח רשות הנמלים השנתי"], ["https://data.example.org/fish", "נתוני הדיג הלאומיים"]] as const;
    const markdown = scrape(stackPage(page("he", `<div class="extra-links">${outbound(he)}</div>`), "he", "תוכנית הנמל"));
    keepsAndDrops(markdown, [said("he", 0), "דוח רשות הנמלים השנתי", "נתוני הדיג הלאומיים", said("he", 1)], gone);
  });

  it("the same wrapper over the site's own pages, a share list of other sites and a sidebar blogroll still go", () => {
    const own = `<div class="links-list"><ul>${linkItems(["Ferry timetable", "Harbour webcam", "Port history"], "/pages/")}</ul></div>`;
    const share = `<div class="share-links">${outbound([["https://www.facebook.com/sharer/sharer.php?u=x", "Post to Facebook"], ["https://www.linkedin.com/shareArticle?url=x", "Post to LinkedIn"]])}</div>`;
    const blogroll = `<aside class="links"><h3>Friends of the blog</h3>${outbound([["https://sailing.example/", "Sailing diary"], ["https://knots.example/", "Knot of the week"]])}</aside>`;
    const story = `<article><h1>The harbour plan</h1><div class="post-body">${ps([said("en", 0)])}${own}${ps([said("en", 1)])}${share}${ps([said("en", 2), said("en", 3)])}</div></article>${blogroll}`;
    const markdown = scrape(stackPage(story));
    keepsAndDrops(markdown, [said("en", 0), said("en", 1), said("en", 3)], [...gone, "Ferry timetable", "Harbour webcam", "Post to Facebook", "Friends of the blog", "Sailing diary"]);
  });
});
