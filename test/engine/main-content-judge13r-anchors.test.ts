import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { EN_COOKIE, EN_FOOTER, EN_MENU, keepsAndDrops, li, linkItems, shell } from "../helpers/judge8-pages.js";

// Documentation generators name every heading after the sticky navbar it scrolls under
// ("anchor anchorWithStickyNavbar_…") and give it a link to its own anchor: the name read as chrome
// and the heading went, a changelog's version headings with it. A heading that links to its own
// anchor is the document's. Guards: a sidebar box's title named like chrome, and a comment form's
// title with a link into the page, still go.

beforeAll(loadConverter);

const URL = "https://tideline.example/docs/changelog";
const sidebar = `<aside class="sidebar"><h2>Most read</h2><ul>${linkItems(["Ferry fares rise again", "Lighthouse open day"], "/news/")}</ul></aside>`;
const page = (article: string, after = "") => shell({ title: "Changelog | Tideline", site: "Tideline", cookie: EN_COOKIE, menu: EN_MENU, footer: EN_FOOTER, main: `<main>${article}${after}${sidebar}</main>` });
const gone = ["Most read", "Privacy policy", EN_COOKIE];
const heading = (id: string, text: string, linked: boolean) =>
  `<h2 class="anchor anchorWithStickyNavbar_LWe7" id="${id}">${linked ? `<a href="${URL}#${id}">${text}</a>` : text}<a href="#${id}" class="hash-link" aria-label="Direct link to ${text}" title="Direct link to ${text}">\u200b</a></h2>`;

describe("main content (judge13r): headings that link to their own anchor", () => {
  it("Docusaurus: every version heading stays over its date and changes, linked to the page or not", () => {
    const body =
      heading("240", "2.4.0", true) + `<p><em>March 1, 2026</em></p><ul>${li(["Add the winter timetable parser for the north quay", "Fix the tide offset rounding for Sunday crossings"])}</ul>` +
      heading("231", "2.3.1", false) + `<p><em>February 10, 2026</em></p><ul>${li(["Fix a crash when the ferry operator omits the landing stage"])}</ul>`;
    const markdown = scrape(page(`<article><div class="theme-doc-markdown markdown"><header><h1>Changelog</h1></header>${body}</div></article>`), URL);
    keepsAndDrops(markdown, ["2.4.0", "March 1, 2026", "Fix the tide offset rounding for Sunday crossings", "2.3.1", "February 10, 2026", "Fix a crash when the ferry operator omits the landing stage"], gone);
  });

  it("a sidebar box's title named like chrome and a comment form's title with a link into the page still go", () => {
    const article = `<article><div class="theme-doc-markdown markdown"><header><h1>Changelog</h1></header>${heading("240", "2.4.0", false)}<ul>${li(["Add the winter timetable parser for the north quay", "Fix the tide offset rounding for Sunday crossings"])}</ul></div></article>`;
    const widget = '<div class="box"><h3 class="widget-title" id="updates">Get updates</h3><p>Follow the project for news of each release and of the roadmap.</p></div>';
    const reply = `<div class="box"><h3 id="reply-title" class="comment-reply-title">Leave a Reply <small><a href="${URL}#reply-title">Cancel reply</a></small></h3><p>Your email address will not be published, and required fields are marked.</p></div>`;
    const markdown = scrape(page(article, widget + reply), URL);
    keepsAndDrops(markdown, ["2.4.0", "Fix the tide offset rounding for Sunday crossings"], [...gone, "Get updates", "Leave a Reply"]);
  });
});
