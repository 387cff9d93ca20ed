import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { storyText } from "../helpers/judge10p-pages.js";

const markdownOf = mainContentMarkdown("https://example.com/news/story");
const story = [0, 1, 2, 3].map((n) => `<p>${storyText("de", n)}</p>`).join("");

describe("main content: an old site laid out in a table (judge10p)", () => {
  it("takes the article's cell without the menu column beside it and prints it as blocks", () => {
    const page =
      '<html><body><table width="100%"><tr><td colspan="2"><a href="/">Startseite</a> | <a href="/news">Nachrichten</a> | <a href="/kontakt">Kontakt</a></td></tr>' +
      '<tr><td width="150" valign="top"><a href="/a">Aktuelles</a><br><a href="/b">Archiv</a><br><a href="/c">Termine</a><br><a href="/d">Links</a><br><a href="/e">Gästebuch</a></td>' +
      `<td valign="top"><font size="4"><b>Stadtrat beschließt Hafenplan</b></font>${story}</td></tr>` +
      '<tr><td colspan="2"><font size="1">© 2004 Hafenverein | <a href="/impressum">Impressum</a></font></td></tr></table></body></html>';
    const markdown = markdownOf(page);
    for (const chrome of ["Gästebuch", "Archiv", "Startseite", "Impressum"]) expect(markdown, chrome).not.toContain(chrome);
    expect(markdown).toContain("Stadtrat beschließt Hafenplan");
    // Paragraphs, not one cell's run of text.
    expect(markdown).toContain(`${storyText("de", 0)}\n\n${storyText("de", 1)}`);
    expect(markdown).not.toContain("|");
  });

  it("keeps an article that fills a table's only column, and a data table inside the article", () => {
    const lone = markdownOf(`<html><body><table><tr><td><h2>Stadtrat beschließt Hafenplan</h2>${story}</td></tr></table></body></html>`);
    expect(lone).toContain("## Stadtrat beschließt Hafenplan");
    expect(lone).toContain(`${storyText("de", 2)}\n\n${storyText("de", 3)}`);
    const data = markdownOf(
      `<html><body><article><h1>Hafenplan</h1>${story}<table><tr><th>Bauabschnitt</th><th>Beginn</th></tr><tr><td>Nordmole</td><td>Frühjahr 2025</td></tr><tr><td>Speicher</td><td>Herbst 2025</td></tr></table></article></body></html>`,
    );
    expect(data).toContain("| Nordmole | Frühjahr 2025 |");
  });
});
