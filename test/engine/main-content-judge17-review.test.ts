import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { EN_COOKIE, EN_FOOTER, EN_MENU, EN_STORY, keepsAndDrops, li, linkItems, ps, shell } from "../helpers/judge8-pages.js";

// The review of issue 29's seventeenth round: pages on which a rule of the round misfired, each
// fixed. The article's text that a new phrase or shape took for chrome stays; chrome that a new
// protection kept goes.

beforeAll(loadConverter);

const EN = EN_STORY;
const gone = ["Privacy policy", EN_COOKIE];
const page = (title: string, body: string, lang = "en") =>
  shell({ lang, title, site: "Harbour Times", cookie: EN_COOKIE, menu: EN_MENU, footer: EN_FOOTER, main: `<main><article><h1>${title}</h1>${body}</article></main>` });

describe("main content (judge17 review): the article's sentences that new phrases took for chrome", () => {
  it("a sentence that says when figures were last updated, and by whom, stays", () => {
    const line = "<p>The figures were last updated on 12 March 2024 by the ministry.</p>";
    keepsAndDrops(scrape(page("Quay wall", ps(EN.slice(0, 2)) + line + ps(EN.slice(2)))), [EN[1], "The figures were last updated on 12 March 2024 by the ministry.", EN[2]], gone);
  });

  it("a guide's list of how to cite sources, and a glossary's 'Affiliate links:' item, stay", () => {
    const cite = `<ul>${li(["Cómo citar un libro con varios autores", "Cómo citar un artículo de revista con DOI", "Cómo citar una página web sin fecha"])}</ul>`;
    const glossary = `<ul>${li(["Affiliate links: links that pay you a small commission when a reader buys.", "Sponsored post: a post a brand paid for, marked as such.", "Media kit: a page of your audience figures for brands."])}</ul>`;
    const markdown = scrape(page("Citar y ganar", ps(EN.slice(0, 2)) + cite + ps([EN[2]]) + glossary + ps([EN[3]])));
    keepsAndDrops(markdown, ["Cómo citar un libro con varios autores", "Cómo citar una página web sin fecha", "Affiliate links: links that pay you", EN[3]], gone);
  });

  it("a guide's steps that say you must register, in German and Italian, stay", () => {
    const steps = "<p>Sie müssen sich anmelden, sobald Sie eingezogen sind. Dafür haben Sie zwei Wochen Zeit.</p><p>Du musst dich registrieren, wenn in deiner Wohnung noch niemand den Beitrag zahlt.</p><p>Per rispondere devi prima individuare la tesi dell'autore.</p>";
    const markdown = scrape(page("Umzug", ps(EN.slice(0, 2)) + steps + ps(EN.slice(2)), "de"));
    keepsAndDrops(markdown, ["Sie müssen sich anmelden, sobald Sie eingezogen sind.", "Du musst dich registrieren", "Per rispondere devi prima", EN[2]], gone);
  });

  it("a heading with a year in brackets over the article's list stays", () => {
    const section = `<h2>Ratings (2023)</h2><ul>${li(["Harbour Today: 1.2 million viewers a night", "Quay Life: 800,000 viewers a night", "Ferry Tales: 650,000 viewers a night"])}</ul>`;
    keepsAndDrops(scrape(page("Quay wall", ps(EN.slice(0, 2)) + section + ps(EN.slice(2)))), ["Ratings (2023)", "Harbour Today: 1.2 million viewers", EN[2]], gone);
  });

  it("tiles that explain ad labels in a glossary stay with their explanations", () => {
    const tile = (label: string, text: string) => `<div class="kachel"><p><strong>${label}</strong></p><p>${text}</p></div>`;
    const tiles = tile("Werbung", "Der Influencer wurde für den Beitrag bezahlt oder hat das Produkt erhalten.") + tile("Anzeige", "Gleichbedeutend mit Werbung, so kennzeichnen es Zeitungen seit Jahrzehnten.") + tile("Gesponsert", "Ein Unternehmen hat den Beitrag bezahlt, aber nicht selbst geschrieben.");
    const markdown = scrape(page("Werbung erkennen", ps(EN.slice(0, 2)) + tiles + ps(EN.slice(2)), "de"));
    keepsAndDrops(markdown, ["Der Influencer wurde für den Beitrag bezahlt", "Gleichbedeutend mit Werbung", "Ein Unternehmen hat den Beitrag bezahlt", EN[2]], gone);
  });
});

describe("main content (judge17 review): chrome that new protections kept", () => {
  it("a grid of products with links (role=grid) between paragraphs goes", () => {
    const row = (index: number) => `<div role="row"><div role="gridcell"><a href="https://shop${index}.example/item">Linen shirt ${index}</a></div><div role="gridcell">£40</div><div role="gridcell"><a href="https://shop${index}.example/item">Buy</a></div></div>`;
    const grid = `<div role="grid">${[0, 1, 2, 3, 4].map(row).join("")}</div>`;
    keepsAndDrops(scrape(page("Quay wall", ps(EN.slice(0, 2)) + grid + ps(EN.slice(2)))), [EN[1], EN[2]], [...gone, "Linen shirt 3"]);
  });

  it("an app's or a paywall's box with a button before the next section goes", () => {
    const banner = `<div class="app-banner"><p class="app-banner__title">Harbour Times in your pocket</p><ul>${li(["Breaking news alerts the moment they happen", "Offline reading for your commute home", "Puzzles and games every single day"])}</ul><button>Get the app</button></div>`;
    const markdown = scrape(page("Quay wall", ps(EN.slice(0, 2)) + banner + "<h2>What happens next</h2>" + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[1], "What happens next", EN[2]], [...gone, "in your pocket", "Puzzles and games"]);
  });

  it("a call to follow the site or to visit its partners after the last paragraph goes", () => {
    const follow = '<div class="widget"><p>Follow the Harbour Times:</p><ul><li><a href="https://www.facebook.com/harbourtimes">Facebook</a></li><li><a href="https://www.instagram.com/harbourtimes">Instagram</a></li><li><a href="https://www.youtube.com/@harbourtimes">YouTube</a></li></ul></div>';
    const partners = '<div class="sidebar-box"><p>Our partner titles:</p><ul><li><a href="https://quayside-news.example/">Quayside News</a></li><li><a href="https://lighthouse-post.example/">The Lighthouse Post</a></li><li><a href="https://ferry-gazette.example/">Ferry Gazette</a></li></ul></div>';
    keepsAndDrops(scrape(page("Quay wall", ps(EN) + follow)), [EN[3]], [...gone, "Follow the Harbour Times", "Instagram"]);
    keepsAndDrops(scrape(page("Quay wall", ps(EN) + partners)), [EN[3]], [...gone, "Our partner titles", "Lighthouse Post"]);
  });

  it("a list of outbound links under a lead-in as the article's last block, in a box of links, still stays with its lead-in", () => {
    const box = '<div class="links-box"><p>Sources for this story:</p><ul><li><a href="https://harbour-board.example/minutes/2026-03.pdf">Harbour board minutes, March 2026 (PDF)</a></li><li><a href="https://stone-trust.example/report">Stone Trust report on the quay</a></li></ul></div>';
    keepsAndDrops(scrape(page("Quay wall", ps(EN) + box)), [EN[3], "Sources for this story:", "Harbour board minutes, March 2026 (PDF)", "Stone Trust report on the quay"], gone);
  });

  it("a header's unlabelled meta list and the site's promises under the headline are no key points", () => {
    const header = (items: readonly string[]) => `<header><h1>Quay wall to be rebuilt</h1><p class="story__teaser">The harbour board chose stone over concrete after two years of argument about cost.</p><ul>${li(items)}</ul></header>`;
    const meta = ["Anna Berg, harbour correspondent", "Published Monday 12 March 2026, 11:10 GMT", "Updated Tuesday 13 March 2026, 09:02 GMT"];
    const promises = ["Independent local journalism since 1885", "Free to read, funded by readers like you", "No paywall, no tracking, no nonsense"];
    const body = `<div class="story__body">${ps(EN)}</div>`;
    for (const items of [meta, promises]) {
      const markdown = scrape(shell({ title: "Quay wall", site: "Harbour Times", cookie: EN_COOKIE, menu: EN_MENU, footer: EN_FOOTER, main: `<main><article>${header(items)}${body}</article></main>` }));
      keepsAndDrops(markdown, ["Quay wall to be rebuilt", "The harbour board chose stone", EN[0], EN[3]], [...gone, items[0] as string, items[2] as string]);
    }
  });

  it("a 'teaser' standfirst in a title box of scraps stays", () => {
    const head = `<div class="story__header"><div class="story__kicker"><a href="/harbour">Harbour</a></div><h1>Quay wall to be rebuilt</h1><p class="story__teaser">The harbour board chose stone over concrete after two years of argument about cost.</p><div class="story__share"><a href="/share/fb">Facebook</a> <a href="/share/x">X</a></div></div>`;
    const markdown = scrape(shell({ title: "Quay wall", site: "Harbour Times", cookie: EN_COOKIE, menu: EN_MENU, footer: EN_FOOTER, main: `<main><article>${head}<div class="story__body">${ps(EN)}</div></article></main>` }));
    keepsAndDrops(markdown, ["Quay wall to be rebuilt", "The harbour board chose stone over concrete", EN[0]], gone);
  });

  it("a series' promotion of a captioned picture and loose links goes", () => {
    const promo = `<div class="box"><figure><img src="/series/coast.jpg" alt=""><figcaption>Our series on the changing coast, told by the people who live there</figcaption></figure>${linkItems(["Ferry fares rise again this spring", "Storm damage bill reaches a million", "Lighthouse open day draws crowds"], "/news/").replace(/<\/?li>/g, " ")}</div>`;
    keepsAndDrops(scrape(page("Quay wall", ps(EN.slice(0, 2)) + promo + ps(EN.slice(2)))), [EN[1], EN[2]], [...gone, "Storm damage bill"]);
  });
});
