import { describe, expect, it } from "vitest";
import { mainContentMarkdown, paragraphs, sentence } from "../helpers/main-content-markdown.js";
import { storyText } from "../helpers/judge10p-pages.js";

/**
 * Review of issue 29's ninth round (review14): rules of the round that took a story's own text on
 * ordinary pages. Each page shows the structure the rule misread; the story's text must stay.
 */

const markdownOf = mainContentMarkdown("https://www.example.com/reviews/kettle");
const page = (inside: string) =>
  "<html><head><title>Kettle</title></head><body><nav><a href=\"/\">Home</a> <a href=\"/reviews\">Reviews</a></nav>" +
  `<article><h1>The kettle review</h1>${paragraphs("story", 4)}${inside}${paragraphs("end", 3)}</article></body></html>`;

describe("main content: the story's own labels stay (review14)", () => {
  it("keeps the labels over a table's one row of lists: they title its cells (column labels of a flattened table)", () => {
    const table =
      "<table><thead><tr><th>What we liked</th><th>What we did not like</th></tr></thead><tbody><tr>" +
      "<td><ul><li>Boils a litre in under three minutes</li><li>Quiet at night</li></ul></td>" +
      "<td><ul><li>The lid sticks after a month</li><li>Short cable</li></ul></td></tr></tbody></table>";
    const markdown = markdownOf(page(table));
    expect(markdown).toContain(sentence("story", 3));
    expect(markdown).toContain(sentence("end", 0));
    // Each label stands over its own list, as the table showed them.
    expect(markdown).toMatch(/What we liked[\s\S]*What we did not like[\s\S]*Quiet at night[\s\S]*Short cable/);
  });

  it("keeps an embedded post's words written loose in its quote, without the platform's lines (post embeds)", () => {
    const quotes = [
      '<blockquote class="instagram-media">The kettle festival opened today, come and see the old kettles on the north quay!<br>' +
        '<a href="https://t.co/x">pic.twitter.com/abc123</a><p>A post shared by Kettle Friends (@kettlefriends) on Mar 3, 2024</p></blockquote>',
      '<blockquote class="fb-post">The kettle festival opened today, come and see the old kettles on the north quay!<p>Posted by Kettle Friends on Tuesday, March 3, 2024</p></blockquote>',
    ];
    for (const quote of quotes) {
      const markdown = markdownOf(page(quote));
      expect(markdown).toContain("> The kettle festival opened today, come and see the old kettles on the north quay!");
      expect(markdown).not.toContain("Kettle Friends");
      expect(markdown).not.toContain("pic.twitter.com");
      expect(markdown).toContain(sentence("end", 0));
    }
  });

  it("keeps the story's picture and caption in a cell beside its text: an unlinked picture is no column of a layout (layout rows)", () => {
    const caption = "Der alte Nordkai im Winter: Hier sollen ab dem Frühjahr die neuen Liegeplätze für die Fischer entstehen, sagt die Stadt.";
    const story = [0, 1, 2].map((n) => storyText("de", n));
    const html =
      "<html><head><title>Hafen</title></head><body><h1>Stadtrat beschließt Hafenplan</h1>" +
      `<table><tr><td valign="top"><img src="/bilder/nordkai.jpg" alt="Nordkai"><br>${caption}</td><td valign="top">${story.join("<br><br>")}</td></tr></table>` +
      '<p><a href="/">Startseite</a> | <a href="/impressum">Impressum</a></p></body></html>';
    const markdown = markdownOf(html);
    expect(markdown).toContain("nordkai.jpg");
    expect(markdown).toContain(caption);
    for (const paragraph of story) expect(markdown).toContain(paragraph);
    expect(markdown).not.toMatch(/\|\s*---/);
  });
});
