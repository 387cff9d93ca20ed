import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { keepsAndDrops } from "../helpers/judge8-pages.js";
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
});
