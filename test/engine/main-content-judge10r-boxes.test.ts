import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { EN_COOKIE, EN_FOOTER, EN_MENU, EN_STORY, cards, keepsAndDrops, li, linkItems, ps, shell } from "../helpers/judge8-pages.js";

// A fact box or info box written as a plain div (not an <aside>) at the very start or end of the
// story's own container (an <article>, or a column that holds the headline), right before or after
// the block of running text: a list of facts, a table or a paragraph with few links. It stays; a
// byline, a row of tags or share links, a sign-up form and the related cards at the same place go.

beforeAll(loadConverter);


const EN = EN_STORY;
const sidebar = `<aside class="sidebar"><h2>Most read</h2><ul>${linkItems(["Ferry fares rise again", "Lighthouse open day", "Storm damage bill"], "/news/")}</ul></aside>`;
const related = cards("Related stories", [["Ferry fares rise again", "Tickets cost more from May."], ["Lighthouse open day", "Visit the lamp room."], ["Storm damage bill", "The council counts the cost."]]);
const page = (title: string, main: string) => shell({ title, site: "Harbour Times", cookie: EN_COOKIE, menu: EN_MENU, footer: EN_FOOTER, main });

describe("main content: fact boxes at the story's edges", () => {
  it("in the story's <article>: a list box before the text block and a paragraph box after it stay; the byline, tags and share row beside them go", () => {
    const article =
      '<article class="story"><h1>Quay contract awarded</h1><div class="meta">By <a href="/staff/tom">Tom Avery</a>, March 3</div>' +
      `<div class="box"><strong>In numbers</strong><ul>${li(["£2.2 million contract", "240 metres of wall", "35 local jobs"])}</ul></div>` +
      `<div class="article-text">${ps(EN)}</div>` +
      '<div class="info-box"><p><b>The old wall</b></p><p>Built in 1911 by the harbour company, patched eleven times, broken by the storm of 2024.</p></div>' +
      `<div class="keywords"><ul>${linkItems(["Harbour", "Quay", "Council"], "/topic/")}</ul></div><div class="sharing-row"><a href="https://facebook.example/share">Facebook</a> <a href="https://x.example/share">X</a> <a href="mailto:?">Email</a></div></article>`;
    const markdown = scrape(page("Quay contract awarded", `<main>${article}${sidebar}</main>${related}`));
    keepsAndDrops(markdown, ["Quay contract awarded", "In numbers", "£2.2 million contract", "240 metres of wall", "35 local jobs", EN[0], EN[3], "The old wall", "Built in 1911 by the harbour company"], ["Facebook", "Council", "Most read", "Related stories", EN_COOKIE]);
  });

  it("(de) in a column that holds the headline, no <article>: a table box after the text stays; a newsletter sign-up box after it goes", () => {
    const de: readonly [string, string, string] = [
      "Der Hafenrat hat am Dienstag beschlossen, die Mauer am Nordkai in Stein neu zu bauen, nach zwei Jahren Streit über die Kosten.",
      "Die Arbeiten beginnen im September; die Fähre fährt während der Bauzeit von einem provisorischen Anleger am Südufer.",
      "Die alte Mauer von 1911 war elfmal geflickt worden, bevor der Sturm im Jahr 2024 sie an drei Stellen brach.",
    ];
    const column =
      `<div class="col-main"><h1>Nordkai wird in Stein neu gebaut</h1><div class="story-body">${ps(de)}</div>` +
      '<div class="fakten"><h4>Die Fakten</h4><table><tr><th>Kosten</th><td>2,2 Mio. Euro</td></tr><tr><th>Länge</th><td>240 Meter</td></tr><tr><th>Fertig</th><td>März 2027</td></tr></table></div>' +
      '<div class="nl-box"><p>Der Hafen-Newsletter jeden Freitag in Ihrem Postfach.</p><form><input type="email" placeholder="E-Mail"><button>Anmelden</button></form></div></div>';
    const main = `<div class="wrap">${column}<div class="col-side"><h2>Meistgelesen</h2><ul>${linkItems(["Fährpreise steigen", "Tag des offenen Leuchtturms"], "/news/")}</ul></div></div>`;
    const markdown = scrape(shell({ lang: "de", title: "Nordkai wird in Stein neu gebaut", site: "Hafenzeitung", cookie: "Wir verwenden Cookies.", menu: ["Start", "Lokales", "Sport"], footer: ["Impressum", "Datenschutz"], main }), "https://www.hafenzeitung.example/lokales/nordkai");
    keepsAndDrops(markdown, ["Nordkai wird in Stein neu gebaut", de[0], de[2], "Die Fakten", "Kosten 2,2 Mio. Euro", "Länge 240 Meter", "Fertig März 2027"], ["Hafen-Newsletter", "Meistgelesen", "Fährpreise steigen", "Impressum"]);
  });

  it("(fr) under the story's <header> with its h1: an 'L'essentiel' list box before the text stays; the byline in the header and a share row after the text go", () => {
    const fr: readonly [string, string] = [
      "Le conseil portuaire a voté mardi la reconstruction en pierre du mur du quai nord, après deux ans de débats sur le coût du béton.",
      "Les travaux commencent en septembre et le ferry continue de partir d'un ponton provisoire sur la rive sud pendant toute la durée du chantier.",
    ];
    const article =
      '<article class="article"><header class="article-header"><h1>Le quai nord sera reconstruit en pierre</h1><p class="signature">Par Jeanne Le Goff</p></header>' +
      `<div class="essentiel"><h2>L'essentiel</h2><ul>${li(["Un contrat de 2,2 millions de livres", "Un mur de 240 mètres", "Fin des travaux en mars 2027"])}</ul></div>` +
      `<div class="article-body">${ps(fr)}</div><div class="partage"><a href="https://facebook.example/share">Facebook</a> <a href="https://x.example/share">X</a></div></article>`;
    const main = `<main>${article}<aside class="colonne"><h2>Les plus lus</h2><ul>${linkItems(["Le ferry augmente ses prix", "Portes ouvertes au phare"], "/actu/")}</ul></aside></main>`;
    const markdown = scrape(shell({ lang: "fr", title: "Le quai nord sera reconstruit en pierre", site: "Journal du Port", cookie: "Nous utilisons des cookies.", menu: ["Actu", "Sport"], footer: ["Mentions légales"], main }), "https://www.journaldu-port.example/actu/quai-nord");
    keepsAndDrops(markdown, ["Le quai nord sera reconstruit en pierre", "L'essentiel", "Un contrat de 2,2 millions de livres", "Un mur de 240 mètres", "Fin des travaux en mars 2027", fr[0], fr[1]], ["Par Jeanne Le Goff", "Facebook", "Les plus lus", "Nous utilisons des cookies"]);
  });

  it("a box of the site's links after the story (a list of more links under a bold label) still goes", () => {
    const article = `<article class="story"><h1>Quay contract awarded</h1><div class="article-text">${ps(EN)}</div><div class="box"><strong>More on the harbour</strong><ul>${linkItems(["Ferry timetable", "Harbour festival", "Storm repair fund"], "/harbour/")}</ul></div></article>`;
    const markdown = scrape(page("Quay contract awarded", `<main>${article}${sidebar}</main>`));
    keepsAndDrops(markdown, ["Quay contract awarded", EN[0], EN[3]], ["More on the harbour", "Harbour festival", "Most read"]);
  });
});
