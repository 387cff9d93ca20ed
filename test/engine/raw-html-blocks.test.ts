import { describe, expect, it } from "vitest";
import { mainContentMarkdown, paragraphs, storyPage } from "../helpers/main-content-markdown.js";

/** Blocks the converter would print as raw HTML (`raw-html-blocks.ts`): definition lists, FAQs' details, an address. */
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

describe("an FAQ's details and an address", () => {
  const answer = "About forty minutes in good weather, and a little longer when the westerly wind blows across the bay";

  it("print a summary as a bold line over its answer, with the answer's links as markdown links", () => {
    const markdown = markdownOf(page(`<details><summary>How long is the crossing?</summary><p>${answer}, see <a href="/timetable">the timetable</a>.</p></details>`));
    expect(markdown).toContain(`**How long is the crossing?**\n\n${answer}, see [the timetable](https://example.com/timetable).`);
    expect(markdown).not.toMatch(/<\/?(?:details|summary|a)\b/);
  });

  it("keep a heading inside a summary a heading", () => {
    const markdown = markdownOf(page(`<details open><summary><h3>Can I bring a bike?</h3></summary><p>${answer}.</p></details>`));
    expect(markdown).toContain("### Can I bring a bike?");
    expect(markdown).not.toContain("**#");
  });

  it("print an address as a plain block", () => {
    const markdown = markdownOf(page(`<address>Written by <a href="/authors/ana">Ana Lind</a>, harbour master of the northern quay since the bridge opened.</address>`));
    expect(markdown).not.toContain("<address>");
    expect(markdown).toContain("[Ana Lind](https://example.com/authors/ana)");
  });
});
