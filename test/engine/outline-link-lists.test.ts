import { describe, expect, it } from "vitest";
import { mainContentMarkdown, paragraphs, storyPage } from "../helpers/main-content-markdown.js";

// A list of links into the site under a heading, with the next section of the article right after it
// (a resources page's "Our own guides" between "Tools" and "Downloads"), is the article's (`content-cleanup.ts`);
// the same list closing the article still goes.

const markdownOf = mainContentMarkdown("https://harbourlab.example/resources/tide-data");
const links = (items: Array<[string, string]>) => `<ul>${items.map(([href, title]) => `<li><a href="${href}">${title}</a></li>`).join("")}</ul>`;
const guides = links([
  ["/guides/first-gauge", "Installing your first tide gauge"],
  ["/guides/cleaning-data", "Cleaning a month of gauge readings"],
  ["/guides/fitting", "Fitting twelve constituents"],
]);

describe("a list of the site's links between sections of the article", () => {
  it("stays under its heading when the next section follows", () => {
    const story =
      `<h1>Tide data resources</h1>${paragraphs("intro", 1)}<h2>Tools</h2>${links([["https://github.com/example/utide", "UTide"], ["https://github.com/example/tidekit", "tidekit"]])}` +
      `<h2>Our own guides</h2>${guides}<h2>Downloads</h2>${links([["/files/template.xlsx", "Tide table template (XLSX)"], ["/files/checklist.pdf", "Gauge checklist (PDF)"]])}`;
    const markdown = markdownOf(storyPage(story));
    expect(markdown).toContain("## Our own guides\n\n- [Installing your first tide gauge](https://harbourlab.example/guides/first-gauge)");
  });

  it("goes when it closes the article", () => {
    const markdown = markdownOf(storyPage(`<h1>Tide data</h1>${paragraphs("intro", 3)}<h2>More guides</h2>${guides}`));
    expect(markdown).not.toContain("first tide gauge");
  });
});
