import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { storyIn, storyText } from "../helpers/judge10p-pages.js";

const markdownOf = mainContentMarkdown("https://example.com/news/story");

describe("main content: the way back to the list, and a rating's question and stars", () => {
  it("drops a link back to the list the page was opened from, in several languages", () => {
    for (const [language, link] of [["de", "« zurück zur Listenansicht"], ["en", "← Back to all posts"], ["es", "Volver al listado"], ["de", "Zurück"]] as const) {
      const markdown = markdownOf(storyIn(language, `<a class="back" href="/news">${link}</a>`, ""));
      expect(markdown, link).not.toContain(link);
      expect(markdown).toContain(storyText(language, 0));
    }
  });

  it("keeps a section of the story titled 'Back to school' and a sentence that goes back to the list", () => {
    const markdown = markdownOf(storyIn("en", "", `<h2>Back to school</h2><p>${storyText("en", 1)}</p><p>Back to the list of demands: the fishermen want their moorings kept.</p>`));
    expect(markdown).toContain("## Back to school");
    expect(markdown).toContain("Back to the list of demands");
  });

  it("drops a question asking how the reader liked the article and a row of stars", () => {
    const markdown = markdownOf(storyIn("de", "", '<div class="rate"><p>Wie gefällt Ihnen dieser Artikel?</p><span>★★★★★</span></div>'));
    expect(markdown).not.toContain("Wie gefällt");
    expect(markdown).not.toContain("★");
    expect(markdown).toContain(storyText("de", 3));
  });

  it("drops a control that shows more of a list ('Show more reviews', 'Alle Kommentare anzeigen'), not a sentence that starts so", () => {
    for (const [language, control] of [["en", "Show more reviews"], ["de", "Alle Kommentare anzeigen"], ["es", "Ver todos los comentarios"]] as const) {
      const markdown = markdownOf(storyIn(language, "", `<a href="/more">${control}</a>`));
      expect(markdown, control).not.toContain(control);
    }
    const sentence = "<p>See all the ways the council voted on the harbour plan in the table below.</p>";
    expect(markdownOf(storyIn("en", "", sentence + `<p>${storyText("en", 1)}</p>`))).toContain("See all the ways");
  });
});

