import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { keepsAndDrops } from "../helpers/judge8-pages.js";
import { isResultCount } from "../../src/engine/content/result-counts.js";
import { storyLine, storyPage, storyParagraphs } from "../helpers/judge15t-pages.js";

const markdownOf = mainContentMarkdown("https://news.example.com/city/2026/03/harbour-plan");

const story = (language: string) => [0, 1, 2, 3].map((n) => storyLine(language, n));
/** A blog post's body: the story's paragraphs, then `after` loose in the same box. */
const post = (language: string, after: string) => storyPage(language, "The harbour plan", `<main><article><h1>The harbour plan</h1><div class="entry-content">${storyParagraphs(language)}${after}</div></article></main>`);

describe("main content: widgets left as text after the story (judge15t)", () => {
  it("drops a rating widget's scraps loose in the post's box, beside its stars and its loading line", () => {
    const stars = '<img src="/stars/on.gif" alt=""><img src="/stars/on.gif" alt=""><img src="/stars/off.gif" alt="">';
    keepsAndDrops(markdownOf(post("de", `<span class="rating">${stars} (Noch keine Bewertungen)<br></span><span class="rating-loading">Loading...</span>`)), story("de"), ["Bewertungen", "Loading"]);
    keepsAndDrops(markdownOf(post("en", '<span class="votes">No ratings yet</span> <span>Share this</span>')), story("en"), ["No ratings", "Share this"]);
    keepsAndDrops(markdownOf(post("es", "<span>(Sin valoraciones)</span>")), story("es"), ["Sin valoraciones"]);
    keepsAndDrops(markdownOf(post("pl", "<span>Brak ocen</span>")), story("pl"), ["Brak ocen"]);
  });

  it("keeps a widget's word inside a line of loose text and inside a paragraph", () => {
    const loose = "The old <span>Print</span> works stand by the quay.";
    expect(markdownOf(post("en", loose))).toContain("The old Print works stand by the quay.");
    const sentence = "<p>Readers of the <span>print</span> edition saw the plans first.</p>";
    expect(markdownOf(post("en", sentence))).toContain("Readers of the print edition saw the plans first.");
    const votes = "<p>No votes yet: the board meets again in June to decide.</p>";
    expect(markdownOf(post("en", votes))).toContain("No votes yet: the board meets again in June to decide.");
  });

  it("drops a list's counter of the items it shows, beside its pager, in many languages", () => {
    const wines = '<ul class="products"><li><a href="/wine/1">Rioja Crianza 2019</a> 12,90 €</li><li><a href="/wine/2">Rioja Reserva 2016</a> 17,50 €</li><li><a href="/wine/3">Rioja Gran Reserva 2012</a> 29,00 €</li></ul>';
    const counters: [string, string][] = [
      ["de", "Es werden 1 bis 10 von 19 angezeigt"],
      ["en", "Showing 1–10 of 19 results"],
      ["es", "Mostrando 1-10 de 19 resultados"],
      ["fr", "Affichage de 1 à 10 sur 19 résultats"],
      ["pl", "Wyświetlanie 1–10 z 19 wyników"],
      ["pt", "A mostrar 1–10 de 19 resultados"],
      ["ja", "显示第 1 到 10 条，共 19 条"],
    ];
    for (const [language, counter] of counters) {
      const markdown = markdownOf(post(language, `${wines}<p class="count">${counter}</p><nav><a href="?page=2">2</a> <a href="?page=2">»</a></nav>`));
      keepsAndDrops(markdown, [...story(language), "Rioja Crianza 2019", "Rioja Gran Reserva 2012"], [counter]);
    }
  });

  it("keeps a sentence with a range and a total, and counts in a list's items; a date span is no counter", () => {
    for (const line of ["1–3 March 2026", "Vom 1 bis 3 März 2026", "Página 1 de 3", "The ferry runs 10 to 12 times a day on 3 routes."]) expect(isResultCount(line), line).toBe(false);
    const sentence = "<p>Between 10 and 12 of the 19 boats in the harbour will have to move to the south bank while the wall is rebuilt.</p>";
    expect(markdownOf(post("en", sentence))).toContain("Between 10 and 12 of the 19 boats");
    const items = "<ul><li>Showing 1–10 of 19 results</li><li>Showing 11–19 of 19 results</li></ul>";
    expect(markdownOf(post("en", `<p>${storyLine("en", 0).replace("The", "A")}</p>${items}<p>${storyLine("en", 1).replace("Work", "All work")}</p>`))).toContain("Showing 11–19 of 19 results");
  });
});
