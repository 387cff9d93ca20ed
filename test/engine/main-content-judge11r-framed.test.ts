import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { EN_COOKIE, EN_FOOTER, EN_MENU, EN_STORY, keepsAndDrops, li, linkItems, ps, shell } from "../helpers/judge8-pages.js";

// A table or a list without links set between two paragraphs of the story's running text, or
// right after its last paragraph or right before its first (alone or under a heading of its own),
// stays whatever its class says ("promo-table", "related-steps", "widget"); a table built of divs with
// ARIA roles (role="table", "row", "cell") stays though its cells are short scraps. A related list
// of links or a promotion of links between the same paragraphs, and a block of short scraps
// without a table role (player controls), still go.

beforeAll(loadConverter);

const EN = EN_STORY;
const sidebar = `<aside class="sidebar"><h2>Most read</h2><ul>${linkItems(["Ferry fares rise again", "Lighthouse open day"], "/news/")}</ul></aside>`;
const page = (title: string, body: string) =>
  shell({ title, site: "Harbour Times", cookie: EN_COOKIE, menu: EN_MENU, footer: EN_FOOTER, main: `<main><article class="post"><h1>${title}</h1><div class="entry-content">${body}</div></article>${sidebar}</main>` });
const gone = ["Most read", "Privacy policy", EN_COOKIE];

describe("main content (judge11r): tables and lists framed by the story's paragraphs", () => {
  it("a data table in a wrapper named like a promotion, between two paragraphs, stays", () => {
    const table = '<div class="promo-table"><table><tr><th>Route</th><th>First boat</th></tr><tr><td>North quay</td><td>06:10</td></tr><tr><td>South bank</td><td>06:30</td></tr></table></div>';
    const markdown = scrape(page("Ferry times", ps(EN.slice(0, 2)) + table + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[1], "Route First boat", "North quay 06:10", "South bank 06:30", EN[2]], gone);
  });

  it("two lists named like chrome (related-steps, nav-steps) one after the other between paragraphs stay", () => {
    const lists = `<ol class="related-steps">${li(["Measure the wall carefully", "Order the stone early"])}</ol><ul class="nav-steps">${li(["Lay the footing on rock", "Build the courses slowly"])}</ul>`;
    const markdown = scrape(page("Rebuilding a quay wall", ps(EN.slice(0, 2)) + lists + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[1], "Measure the wall carefully", "Order the stone early", "Lay the footing on rock", "Build the courses slowly", EN[2]], gone);
  });

  it("a related list of links and a promotion of links between the same paragraphs still go", () => {
    const related = `<ul class="related-links">${linkItems(["Ferry fares rise again", "Storm damage bill"], "/news/")}</ul>`;
    const promo = '<div class="promo-box"><table><tr><td><a href="/shop/jacket">Harbour rain jacket, now £40</a></td></tr><tr><td><a href="/shop/mug">Harbour mug, £8</a></td></tr></table></div>';
    const markdown = scrape(page("Rebuilding a quay wall", ps(EN.slice(0, 2)) + related + ps([EN[2]]) + promo + ps([EN[3]])));
    keepsAndDrops(markdown, [EN[0], EN[1], EN[2], EN[3]], [...gone, "Storm damage bill", "Harbour rain jacket", "Harbour mug"]);
  });

  it("a voting table in a 'widget' right after the last paragraph, and a 'summary-box widget' list under its heading before the first, stay", () => {
    const summary = `<div class="summary-box widget"><h2>Key takeaways</h2><ul>${li(["The wall will be rebuilt in stone", "The ferry keeps running", "Objections close in June"])}</ul></div>`;
    const votes = '<div class="widget"><h3>How the board voted</h3><table><tr><th>Option</th><th>Votes</th></tr><tr><td>Stone</td><td>7</td></tr><tr><td>Concrete</td><td>2</td></tr></table></div>';
    const markdown = scrape(page("Quay wall vote", summary + ps(EN) + votes));
    keepsAndDrops(markdown, ["Key takeaways", "The wall will be rebuilt in stone", "Objections close in June", EN[0], EN[3], "How the board voted", "Stone 7", "Concrete 2"], gone);
  });

  it("after the last paragraph, a 'widget' of links and a plain list that a byline separates from the text still go", () => {
    const links = `<div class="widget"><h3>More on the harbour</h3><ul>${linkItems(["Ferry timetable", "Harbour festival", "Storm repair fund"], "/harbour/")}</ul></div>`;
    const markdown = scrape(page("Quay wall vote", ps(EN) + links));
    keepsAndDrops(markdown, [EN[0], EN[3]], [...gone, "More on the harbour", "Harbour festival"]);
  });

  it("a box of titled lists (pros and cons) between paragraphs, and a table under a heading and a short line closing the story, stay", () => {
    const prosCons = `<div class="pros-cons widget"><div class="pros"><h4>Pros</h4><ul>${li(["Warm", "Light"])}</ul></div><div class="cons"><h4>Cons</h4><ul>${li(["Pricey", "No hood"])}</ul></div></div>`;
    const vote = '<div class="wp-block-group sidebar-table"><h2>The vote</h2><p>How the nine members voted.</p><table><tr><th>Option</th><th>Votes</th></tr><tr><td>Stone</td><td>7</td></tr><tr><td>Concrete</td><td>2</td></tr></table></div>';
    const markdown = scrape(page("Quay wall vote", ps(EN.slice(0, 2)) + prosCons + ps(EN.slice(2)) + vote));
    keepsAndDrops(markdown, [EN[1], "Pros", "Warm", "Light", "Cons", "Pricey", "No hood", EN[2], EN[3], "The vote", "How the nine members voted.", "Stone 7", "Concrete 2"], gone);
  });

  it("a box of two titled lists of links closing the story still goes", () => {
    const box = `<div class="widget"><div><h4>Popular</h4><ul>${linkItems(["Ferry fares rise again", "Storm damage bill"], "/news/")}</ul></div><div><h4>Latest</h4><ul>${linkItems(["Harbour festival", "Lighthouse open day"], "/news/")}</ul></div></div>`;
    const markdown = scrape(page("Quay wall vote", ps(EN) + box));
    keepsAndDrops(markdown, [EN[0], EN[3]], [...gone, "Popular", "Storm damage bill", "Harbour festival"]);
  });

  it("a table built of divs with ARIA roles (row groups, column headers, cells) stays", () => {
    const grid =
      '<div role="table" class="fare-grid"><div role="rowgroup"><div role="row"><span role="columnheader">Ticket</span><span role="columnheader">Price</span></div></div>' +
      '<div role="rowgroup"><div role="row"><span role="cell">Adult single</span><span role="cell">£4.20</span></div><div role="row"><span role="cell">Child single</span><span role="cell">£2.10</span></div></div></div>';
    const markdown = scrape(page("Ferry fares", ps(EN.slice(0, 2)) + grid + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[1], "Ticket", "Adult single", "£4.20", "Child single", "£2.10", EN[2]], gone);
  });

  it("a block of short scraps without a table role (a player's controls) still goes", () => {
    const controls = '<div class="player"><div><span>Play</span><span>Pause</span><span>0:00</span><span>3:12</span></div><div><span>Mute</span><span>Full screen</span><span>HD</span></div></div>';
    const markdown = scrape(page("Ferry fares", ps(EN.slice(0, 2)) + controls + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[1], EN[2]], [...gone, "Pause", "Full screen"]);
  });
});
