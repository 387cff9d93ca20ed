import { describe, expect, it } from "vitest";
import { mainContentMarkdown, paragraphs, sentence, storyPage } from "../helpers/main-content-markdown.js";

// A kept list item holding only words and its sub-points is judged whole (`isPlainItem` in
// `chrome-text.ts`); an item holding a picture or a box is still read into like any box.

const markdownOf = mainContentMarkdown("https://www.harbour.example/news/2026/ferry");
const story = (list: string) => storyPage(`<h1>The last ferry</h1>${paragraphs("story", 3)}${list}${paragraphs("end", 2)}`);

describe("plain list items", () => {
  it("keeps an item's sub-points whole, however chrome-like one of them looks alone", () => {
    const list =
      '<ul><li>The crossing took an hour by the <a href="/timetable">winter timetable</a></li>' +
      "<li>What the crews did each morning<ul><li>Share</li><li>12 March 2024</li><li>Checked the ropes and the engine</li></ul></li>" +
      "<li>The last crossing ran on a Sunday in spring</li></ul>";
    const markdown = markdownOf(story(list));
    expect(markdown).toContain("The crossing took an hour by the [winter timetable](https://www.harbour.example/timetable)");
    expect(markdown).toContain("What the crews did each morning");
    for (const point of ["Share", "12 March 2024", "Checked the ropes and the engine"]) expect(markdown, point).toMatch(new RegExp(`^\\s+- ${point}$`, "m"));
    expect(markdown).toContain(sentence("end", 1));
  });

  it("still judges each item of a list on its own: a meta list's date, byline and reading time go", () => {
    const markdown = markdownOf(story("<ul><li>12 March 2024</li><li>By Anne Martin</li><li>Reading time: 4 min</li></ul>"));
    expect(markdown).not.toContain("Reading time");
    expect(markdown).not.toContain("Anne Martin");
    expect(markdown).toContain(sentence("end", 0));
  });

  it("reads into an item that holds a picture: a credit-only caption goes, the picture stays", () => {
    const gallery =
      '<ul class="gallery"><li><figure><img src="/img/quay.jpg" alt="The quay at dawn"><figcaption>Photo: Reuters</figcaption></figure></li>' +
      '<li><figure><img src="/img/deck.jpg" alt="The deck"><figcaption>Photo: Lena Ortiz</figcaption></figure></li></ul>';
    const markdown = markdownOf(story(gallery));
    expect(markdown).toContain("![The quay at dawn](https://www.harbour.example/img/quay.jpg)");
    expect(markdown).toContain("![The deck](https://www.harbour.example/img/deck.jpg)");
    expect(markdown).not.toContain("Reuters");
    expect(markdown).not.toContain("Lena Ortiz");
  });
});
