import { describe, expect, it } from "vitest";
import { mainContentMarkdown, paragraphs, storyPage } from "../helpers/main-content-markdown.js";

/** A definition list prints its terms bold over their definitions, not as raw `<dl>` HTML. */
const markdownOf = mainContentMarkdown("https://example.com/office");

const page = (list: string) => storyPage(`<article><h1>The office</h1>${paragraphs("office", 2)}${list}${paragraphs("fares", 2)}</article>`);

describe("definition lists", () => {
  it("print each term bold over its definition", () => {
    const markdown = markdownOf(page("<dl><dt>Opening</dt><dd>07:30</dd><dt>Closing</dt><dd>18:00</dd></dl>"));
    expect(markdown).toContain("**Opening**\n\n07:30\n\n**Closing**\n\n18:00");
    expect(markdown).not.toMatch(/<\/?d[ltd]>/);
  });

  it("print links in them as markdown links, also in the <div> groups HTML allows", () => {
    const markdown = markdownOf(page('<dl><div><dt><a href="/glossary/quay">Quay</a></dt><dd>Where the ferry <a href="/berths">berths</a> at night, sheltered from the westerly wind by the old stone wall of the harbour.</dd></div></dl>'));
    expect(markdown).toContain("**[Quay](https://example.com/glossary/quay)**");
    expect(markdown).toContain("Where the ferry [berths](https://example.com/berths) at night");
    expect(markdown).not.toContain("<a ");
  });
});
