import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { EN_COOKIE, EN_FOOTER, EN_MENU, EN_STORY, keepsAndDrops, linkItems, ps, shell } from "../helpers/judge8-pages.js";

// A date given as one fact of an event's list ("Date", "Time", "Place", "Entry") is the article's:
// the dateline rules took it for the page's date line. Guards: a post's meta box (a byline beside
// the date) and a date line alone under the title still go.

beforeAll(loadConverter);

const EN = EN_STORY;
const sidebar = `<aside class="sidebar"><h2>Most read</h2><ul>${linkItems(["Ferry fares rise again", "Fish market moves"], "/news/")}</ul></aside>`;
const page = (head: string, body: string, lang = "en") =>
  shell({ lang, title: "Lighthouse open day", site: "Harbour Times", cookie: EN_COOKIE, menu: EN_MENU, footer: EN_FOOTER, main: `<main><article class="post"><h1>Lighthouse open day</h1>${head}<div class="entry-content">${body}</div></article>${sidebar}</main>` });
const gone = ["Most read", "Privacy policy", EN_COOKIE];

describe("main content (judge13r): a date among an event's facts", () => {
  it("a list of labelled facts (WordPress classic) keeps its date item between the paragraphs", () => {
    const facts = "<ul><li><strong>Date:</strong> Saturday 14 June 2026</li><li><strong>Time:</strong> 10:00 to 16:00</li><li><strong>Place:</strong> Lighthouse gardens, south pier</li><li><strong>Entry:</strong> free, no booking needed</li></ul>";
    const markdown = scrape(page("", ps(EN.slice(0, 2)) + facts + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[1], "Date: Saturday 14 June 2026", "Time: 10:00 to 16:00", "Place: Lighthouse gardens, south pier", EN[2]], gone);
  });

  it("a definition list of facts (Drupal event fields) keeps its date, closing the story", () => {
    const facts = "<dl><dt>Date</dt><dd>Saturday 14 June 2026</dd><dt>Time</dt><dd>10:00 to 16:00</dd><dt>Place</dt><dd>Lighthouse gardens, south pier</dd></dl>";
    const markdown = scrape(page("", ps(EN) + facts));
    keepsAndDrops(markdown, [EN[3], "Date", "Saturday 14 June 2026", "Time", "10:00 to 16:00", "Lighthouse gardens, south pier"], gone);
  });

  it("(de) labelled paragraphs of a town's notice keep the date", () => {
    const de = ["Der Leuchtturm öffnet am Samstag seine Türen für alle, die schon immer einmal die Treppe bis zur Laterne hinaufsteigen wollten.", "Die Führungen dauern eine halbe Stunde und beginnen jede volle Stunde am Eingang im Garten des Leuchtturms."] as const;
    const facts = "<p><b>Datum:</b> Samstag, 14. Juni 2026</p><p><b>Uhrzeit:</b> 10 bis 16 Uhr</p><p><b>Ort:</b> Leuchtturmgarten, Südmole</p>";
    const markdown = scrape(page("", ps(de) + facts, "de"));
    keepsAndDrops(markdown, [de[1], "Datum: Samstag, 14. Juni 2026", "Uhrzeit: 10 bis 16 Uhr", "Ort: Leuchtturmgarten, Südmole"], gone);
  });

  it("a post's meta list (author and date) and a date line alone under the title still go", () => {
    const meta = "<dl><dt>Author</dt><dd>By Jane Doe</dd><dt>Published</dt><dd>3 March 2026</dd></dl>";
    const markdown = scrape(page(meta, ps(EN)));
    keepsAndDrops(markdown, [EN[0], EN[3]], [...gone, "Jane Doe", "3 March 2026"]);
    const alone = scrape(page("<p>Date: 3 March 2026</p><p>By Jane Doe</p>", ps(EN)));
    keepsAndDrops(alone, [EN[0], EN[3]], [...gone, "Jane Doe", "3 March 2026"]);
  });
  it("a fact the author wrote with its label in bold stays at the story's edge: after the last paragraph, and (pl) before the first", () => {
    const end = scrape(page("", ps(EN) + "<p><strong>Deadline:</strong> 30 June 2026</p>"));
    keepsAndDrops(end, [EN[3], "Deadline: 30 June 2026"], gone);
    const pl = ["Rada portu zdecydowała we wtorek o odbudowie północnego nabrzeża z kamienia, po dwóch latach sporów o koszty betonu.", "Prace ruszą we wrześniu, a prom będzie kursował przez cały czas budowy nabrzeża."] as const;
    const start = scrape(page("", "<p><b>Termin zgłoszeń:</b> 30.06.2026</p>" + ps(pl), "pl"));
    keepsAndDrops(start, ["Termin zgłoszeń: 30.06.2026", pl[0], pl[1]], gone);
  });

  it("a template's labelled date line at the edge (plain, or in a named element) still goes", () => {
    const top = scrape(page('<p class="date">Zveřejněno: 12. 3. 2024</p>', ps(EN)));
    keepsAndDrops(top, [EN[0], EN[3]], [...gone, "Zveřejněno", "12. 3. 2024"]);
    const end = scrape(page("", ps(EN) + "<p>Published: 3 March 2026</p>"));
    keepsAndDrops(end, [EN[0], EN[3]], [...gone, "Published", "3 March 2026"]);
  });
});
