import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { keepsAndDrops, ps } from "../helpers/judge8-pages.js";
import { CHROME_WORDS, said, stackPage } from "../helpers/judge15r-pages.js";

// Tables whose cells hold dates (a box of deadlines on a government page, an event's timetable):
// each date stays beside its label, while a dateline set in a layout table still goes.

beforeAll(loadConverter);

const gone = [...CHROME_WORDS];
const story = (language: string, before: readonly number[], box: string, after: readonly number[]) =>
  ps(before.map((n) => said(language, n))) + box + ps(after.map((n) => said(language, n)));

describe("main content (judge15r): dates in the cells of a table", () => {
  it("(de) a Land's key-dates box: two rows of a label and a date keep their dates", () => {
    const box = '<div class="infobox"><h3>Fristen</h3><table><tbody><tr><td>Antragsschluss</td><td>30. Juni 2026</td></tr><tr><td>Bewilligung</td><td>September 2026</td></tr></tbody></table></div>';
    const page = `<main id="content"><div class="article"><h1 class="title">Förderprogramm Hafen</h1><div class="text richtext">${story("de", [0, 1], box, [2, 3])}</div></div></main>`;
    keepsAndDrops(scrape(stackPage(page, "de", "Förderprogramm Hafen")), [said("de", 1), "Fristen", "Antragsschluss 30. Juni 2026", "Bewilligung September 2026", said("de", 2)], gone);
  });

  it("(es, fr) a timetable with a header row and a table without tbody keep every date", () => {
    const es = '<div class="tabla"><table class="table"><thead><tr><th>Fase</th><th>Fecha</th></tr></thead><tbody><tr><td>Consulta pública</td><td>15 de junio de 2026</td></tr><tr><td>Inicio de las obras</td><td>1 de septiembre de 2026</td></tr></tbody></table></div>';
    const esPage = `<article><h1>El plan del puerto</h1><div class="contenido">${story("es", [0, 1], es, [2, 3])}</div></article>`;
    keepsAndDrops(scrape(stackPage(esPage, "es", "El plan del puerto")), [said("es", 1), "Consulta pública 15 de junio de 2026", "Inicio de las obras 1 de septiembre de 2026", said("es", 2)], gone);
    const fr = "<table><tr><td>Réunion publique</td><td>12 juin 2026</td></tr><tr><td>Début des travaux</td><td>7 septembre 2026</td></tr></table>";
    const frPage = `<article><h1>Le port</h1><div class="fr-container">${story("fr", [0, 1], fr, [2, 3])}</div></article>`;
    keepsAndDrops(scrape(stackPage(frPage, "fr", "Le port")), [said("fr", 1), "Réunion publique 12 juin 2026", "Début des travaux 7 septembre 2026", said("fr", 2)], gone);
  });

  it("a dateline in a layout table (a row of its own, or one row beside the author) still goes", () => {
    const alone = `<table class="layout" width="100%"><tr><td><h1>The harbour plan</h1></td></tr><tr><td class="date">March 12, 2026</td></tr><tr><td>${ps([0, 1, 2, 3].map((n) => said("en", n)))}</td></tr></table>`;
    keepsAndDrops(scrape(stackPage(alone)), [said("en", 0), said("en", 3)], [...gone, "March 12, 2026"]);
    const beside = `<article><h1>The harbour plan</h1><table class="meta"><tr><td>Anna Berg</td><td>March 12, 2026</td></tr></table>${ps([0, 1, 2, 3].map((n) => said("en", n)))}</article>`;
    keepsAndDrops(scrape(stackPage(beside)), [said("en", 0), said("en", 3)], [...gone, "March 12, 2026"]);
  });
});

describe("main content (judge15r): times and dates in a definition list between the paragraphs", () => {
  it("Sphinx: a field list of opening and closing times between two paragraphs keeps both times", () => {
    const fields = '<dl class="field-list simple"><dt class="field-odd">Opening<span class="colon">:</span></dt><dd class="field-odd"><p>07:30</p></dd><dt class="field-even">Closing<span class="colon">:</span></dt><dd class="field-even"><p>19:00</p></dd></dl>';
    const page = `<div class="body" role="main"><section id="office"><h1>The harbour office</h1>${story("en", [0, 1], fields, [2, 3])}</section></div>`;
    keepsAndDrops(scrape(stackPage(page, "en", "The harbour office")), [said("en", 1), "Opening", "07:30", "Closing", "19:00", said("en", 2)], gone);
  });

  it("a post's meta list of two dates under the title, and the same after the last paragraph, still goes", () => {
    const meta = '<dl class="post-meta"><dt>Published</dt><dd>12 March 2026</dd><dt>Updated</dt><dd>14 March 2026</dd></dl>';
    const page = `<article><h1>The harbour plan</h1>${meta}${ps([0, 1, 2, 3].map((n) => said("en", n)))}${meta.replace("post-meta", "post-dates")}</article>`;
    keepsAndDrops(scrape(stackPage(page)), [said("en", 0), said("en", 3)], [...gone, "12 March 2026", "14 March 2026"]);
  });
});

describe("main content (judge15r): a table's source line under it", () => {
  it("a 'Source:' line under a table closing the story, and (de) a 'Quelle:' line under a wrapped table between paragraphs, stay", () => {
    const table = '<table class="tablepress"><thead><tr><th>Phase</th><th>Cost</th></tr></thead><tbody><tr><td>Wall</td><td>£4m</td></tr><tr><td>Roofs</td><td>£2m</td></tr></tbody></table>';
    const en = `<article><h1>The harbour plan</h1><div class="entry-content">${ps([0, 1, 2, 3].map((n) => said("en", n)))}${table}<p class="table-caption"><em>Source: harbour board budget 2026</em></p></div></article>`;
    keepsAndDrops(scrape(stackPage(en)), [said("en", 3), "Wall £4m", "Roofs £2m", "Source: harbour board budget 2026"], gone);
    const deTable = '<div class="table-responsive"><table><thead><tr><th>Jahr</th><th>Schiffe</th></tr></thead><tbody><tr><td>2024</td><td>1.210</td></tr><tr><td>2025</td><td>1.340</td></tr></tbody></table></div>';
    const de = `<article><h1>Der Hafenplan</h1><div class="text">${story("de", [0, 1], `${deTable}<p>Quelle: Statistisches Landesamt</p>`, [2, 3])}</div></article>`;
    keepsAndDrops(scrape(stackPage(de, "de", "Der Hafenplan")), [said("de", 1), "2025 1.340", "Quelle: Statistisches Landesamt", said("de", 2)], gone);
  });

  it("a photo credit line under a picture at the same places still goes", () => {
    const picture = '<figure><img src="/quay.jpg" alt=""><figcaption>The north pier at dawn</figcaption></figure><p>Photo: J. Berg</p>';
    const page = `<article><h1>The harbour plan</h1><div class="entry-content">${story("en", [0, 1], picture, [2, 3])}</div></article>`;
    keepsAndDrops(scrape(stackPage(page)), [said("en", 1), "The north pier at dawn", said("en", 2)], [...gone, "J. Berg"]);
  });
});
