import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { keepsAndDrops } from "../helpers/judge8-pages.js";
import { storyText } from "../helpers/judge10p-pages.js";

/**
 * Pages laid out with tables (issue 29, faithful markdown): menu, article, sidebar and footer are
 * cells; section labels sit in rows of their own over the list they introduce; spacer pictures fill
 * empty cells. The markdown keeps the story as blocks, without table syntax, labels or their lists,
 * while the article's own data tables stay tables.
 */

const markdownOf = mainContentMarkdown("https://www.verband.example/aktuelles/jahrestagung.html");

const spacer = (width: number, height: number) => `<img src="/img/leer.gif" width="${width}" height="${height}">`;
const blankRow = (cells: number) => `<tr>${"<td>&nbsp;</td>".repeat(cells)}</tr>`;
const menuCell = (items: readonly string[]) =>
  `<td width="160" valign="top" bgcolor="#eeeeee"><table border="0">${items.map((item, n) => `<tr><td><a href="/m${n}.html">${item}</a></td></tr>`).join("")}<tr><td>${spacer(1, 10)}</td></tr></table></td>`;
const de = [0, 1, 2, 3].map((n) => storyText("de", n)) as [string, string, string, string];
/** No markdown table syntax and no row of empty cells. */
const noTableDebris = (markdown: string) => {
  expect(markdown).not.toMatch(/\|\s*---/);
  expect(markdown).not.toMatch(/^\s*\|[\s|]*\|\s*$/m);
  expect(markdown).not.toContain("leer.gif");
};

describe("main content: pages laid out with tables (layout13)", () => {
  it("a Mittelstand site: takes the article's column, without the label rows and their lists after it", () => {
    const page =
      "<html><head><title>Hafenverband</title></head><body>" +
      '<table width="760" border="0" cellpadding="0" cellspacing="0">' +
      `<tr><td colspan="3"><a href="/"><img src="/img/logo.gif" width="760" height="80" alt="Hafenverband e.V."></a></td></tr>` +
      `<tr>${menuCell(["Startseite", "Der Verband", "Termine", "Mitglieder", "Gästebuch"])}<td width="10">${spacer(10, 1)}</td>` +
      '<td valign="top"><font face="Arial" size="4"><b>Stadtrat beschließt Hafenplan</b></font><br>' +
      `${spacer(1, 8)}<br>${de[0]}<br><br>${de[1]}<br><br>${de[2]}<br><br>${de[3]}<br><br>` +
      '<table border="0" width="100%">' +
      `<tr><td>${spacer(1, 8)}</td><td></td></tr>` +
      '<tr><td colspan="2"><b>Weitere Artikel</b></td></tr>' +
      '<tr><td><img src="/img/pfeil.gif"></td><td><a href="/aktuelles/vorstand.html">Neuer Vorstand gewählt</a></td></tr>' +
      '<tr><td><img src="/img/pfeil.gif"></td><td><a href="/aktuelles/sommerfest.html">Sommerfest am Kai</a></td></tr>' +
      blankRow(2) +
      '<tr><td colspan="2"><b>Kommentierte Artikel</b></td></tr>' +
      '<tr><td><img src="/img/pfeil.gif"></td><td><a href="/aktuelles/fischmarkt.html">Fischmarkt zieht um</a></td></tr>' +
      "</table></td></tr>" +
      '<tr><td colspan="3" align="center"><font size="1">&copy; 2004 Hafenverband | <a href="/impressum.html">Impressum</a></font></td></tr>' +
      "</table></body></html>";
    const markdown = markdownOf(page);
    keepsAndDrops(markdown, ["Stadtrat beschließt Hafenplan", ...de], ["Gästebuch", "Weitere Artikel", "Neuer Vorstand gewählt", "Kommentierte Artikel", "Fischmarkt zieht um", "Impressum"]);
    noTableDebris(markdown);
  });

  it("a row of a layout table chosen alone prints as paragraphs, not as a one-cell table", () => {
    const page =
      "<html><body><table>" +
      `<tr>${menuCell(["Startseite", "Archiv", "Kontakt"])}<td valign="top"><table width="100%">` +
      "<tr><td><b>Stadtrat beschließt Hafenplan</b></td></tr>" +
      `<tr><td><p>${de[0]}</p><p>${de[1]}</p><p>${de[2]}</p></td></tr>` +
      blankRow(3) +
      '<tr><td><b>Weitere Artikel</b></td></tr><tr><td><a href="/a.html">Neuer Vorstand gewählt</a><br><a href="/b.html">Sommerfest am Kai</a></td></tr>' +
      "</table></td></tr></table></body></html>";
    const markdown = markdownOf(page);
    // The title set in bold in the row above the story's row comes with it.
    expect(markdown).toContain(`**Stadtrat beschließt Hafenplan**\n\n${de[0]}\n\n${de[1]}\n\n${de[2]}`);
    expect(markdown).not.toContain("Sommerfest am Kai");
    noTableDebris(markdown);
  });

  it("an association page in three columns: the label over a list of links ends nothing, and the sidebar stays out", () => {
    const page =
      '<html><body><table width="100%" border="0"><tr>' +
      menuCell(["Home", "Aktuelles", "Archiv"]) +
      '<td valign="top"><table width="100%" border="0">' +
      '<tr><td class="titel"><h1>Stadtrat beschließt Hafenplan</h1></td></tr>' +
      `<tr><td><p>${de[0]}</p><p>${de[1]}</p></td></tr>` +
      `<tr><td><p>${de[2]}</p><p>${de[3]}</p></td></tr>` +
      blankRow(3) +
      "<tr><td><b>Links zum Thema</b></td></tr>" +
      '<tr><td><a href="https://www.kammer.example/">Handelskammer</a> | <a href="https://www.land.example/hafen">Landesportal Hafen</a></td></tr>' +
      "</table></td>" +
      '<td width="180" valign="top"><b>Termine</b><br>12.05. Vorstandssitzung im Clubhaus<br>20.06. Sommerfest mit Kutterkorso</td>' +
      "</tr></table></body></html>";
    const markdown = markdownOf(page);
    keepsAndDrops(markdown, ["Stadtrat beschließt Hafenplan", ...de], ["Aktuelles", "Links zum Thema", "Handelskammer", "Vorstandssitzung"]);
    noTableDebris(markdown);
  });

  /** A layout page whose article cell holds `table` between the story's paragraphs. */
  const inLayout = (table: string) =>
    "<html><body><table width=\"100%\"><tr>" +
    menuCell(["Startseite", "Archiv", "Kontakt"]) +
    `<td valign="top"><h1>Stadtrat beschließt Hafenplan</h1><p>${de[0]}</p><p>${de[1]}</p>${table}<p>${de[2]}</p><p>${de[3]}</p></td>` +
    "</tr></table></body></html>";

  it("keeps the article's data tables as tables: prices, a timetable, results, a two-column spec table", () => {
    const prices = markdownOf(inLayout("<table><tr><th>Liegeplatz</th><th>Preis pro Tag</th></tr><tr><td>bis 8 m</td><td>12 €</td></tr><tr><td>bis 12 m</td><td>18 €</td></tr></table>"));
    expect(prices).toContain("| Liegeplatz | Preis pro Tag |");
    expect(prices).toContain("| bis 12 m | 18 € |");
    const timetable = markdownOf(
      inLayout(`<table border="1"><tr><td>Abfahrt</td><td>Nordmole</td><td>Südkai</td></tr><tr><td>07:15</td><td>07:40</td><td>08:05</td></tr>${blankRow(3)}<tr><td>12:15</td><td>12:40</td><td>13:05</td></tr><tr><td>17:15</td><td>17:40</td><td>18:05</td></tr></table>`),
    );
    expect(timetable).toContain("| 07:15 | 07:40 | 08:05 |");
    expect(timetable).toContain("| 17:15 | 17:40 | 18:05 |");
    // The row of `&nbsp;` cells prints nothing, not an empty table row.
    expect(timetable).not.toMatch(/^\s*\|[\s|]*\|\s*$/m);
    const results = markdownOf(
      inLayout('<table><tr><td>1.</td><td><a href="/verein/kiel.html">SV Kiel</a></td><td>12:04</td></tr><tr><td>2.</td><td><a href="/verein/ulm.html">RV Ulm</a></td><td>12:31</td></tr><tr><td>3.</td><td><a href="/verein/bonn.html">WSV Bonn</a></td><td>13:02</td></tr></table>'),
    );
    expect(results).toContain("| 2. | [RV Ulm]");
    expect(results).toContain("| 13:02 |");
    const spec = markdownOf(inLayout("<table><tr><td>Länge</td><td>420 m</td></tr><tr><td>Wassertiefe</td><td>11,5 m</td></tr><tr><td>Baubeginn</td><td>Frühjahr 2025</td></tr></table>"));
    expect(spec).toContain("| Wassertiefe | 11,5 m |");
    expect(spec).toContain("| Baubeginn | Frühjahr 2025 |");
    for (const markdown of [prices, timetable, results, spec]) keepsAndDrops(markdown, ["Stadtrat beschließt Hafenplan", ...de], ["Archiv", "Kontakt"]);
  });

  it("keeps the article's lists set as tables with an icon beside each link: downloads in its middle, sources under a heading at its end", () => {
    const downloads = [0, 1, 2].map((n) => `<tr><td><img src="/img/pdf.gif" alt=""></td><td><a href="/files/bericht-${n}.pdf">Jahresbericht 200${n} (PDF, 2 MB)</a></td></tr>`).join("");
    const sources = [0, 1, 2].map((n) => `<tr><td><img src="/img/pfeil.gif" alt=""></td><td><a href="/quellen/${n}.html">Quelle Nummer ${n} der Studie zum Hafen</a></td></tr>`).join("");
    const markdown = markdownOf(
      `<html><body><div class="nav"><a href="/">Start</a> <a href="/a">Archiv</a></div><article><h1>Stadtrat beschließt Hafenplan</h1><p>${de[0]}</p><p>${de[1]}</p><p>Die Unterlagen zum Herunterladen:</p><table>${downloads}</table><p>${de[2]}</p><h3>Quellen</h3><table>${sources}</table></article></body></html>`,
    );
    keepsAndDrops(markdown, ["Stadtrat beschließt Hafenplan", de[0], de[1], "Jahresbericht 2001 (PDF, 2 MB)", de[2], "Quellen", "Quelle Nummer 2 der Studie zum Hafen"], ["Archiv"]);
  });
});
