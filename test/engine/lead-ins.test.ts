import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";

// A line that announces a list of links ("Our earlier coverage:") goes when the list went (`left-labels.ts`);
// over a list that stays it stays.

const markdownOf = mainContentMarkdown("https://www.harbourherald.example/politics/ferry-levy-next");
const list = (links: Array<[string, string]>) => `<ul>${links.map(([href, title]) => `<li><a href="${href}">${title}</a></li>`).join("")}</ul>`;

describe("a lead-in over a list of links", () => {
  it("goes with the headlines it announced, and stays over the documents the story links to", () => {
    const page =
      '<!doctype html><html lang="en"><head><title>Ferry levy: what happens next | The Harbour Herald</title></head><body>' +
      '<div class="header"><a href="/">The Harbour Herald</a><ul class="nav"><li><a href="/news">News</a></li><li><a href="/politics">Politics</a></li></ul></div>' +
      '<div class="story"><h1>Ferry levy: what happens next</h1>' +
      "<p>After Saturday's vote, the council has six months to set the levy and tender for a new boat. Here is what we know about the timetable, and what is still open.</p>" +
      "<p>The council published three documents on Monday that set out the process:</p>" +
      list([
        ["https://portalder.example.gov/docs/levy-schedule.pdf", "The levy schedule (PDF, 2 pages)"],
        ["https://portalder.example.gov/docs/tender-brief.pdf", "The tender brief for the new vessel (PDF)"],
        ["https://portalder.example.gov/docs/hardship.pdf", "Draft rules for hardship exemptions"],
      ]) +
      "<p>Residents can comment on the hardship rules until 31 December. The council says it will publish every response.</p>" +
      "<p>Our earlier coverage of the referendum:</p>" +
      list([
        ["/politics/ferry-vote-result", "Coastal town votes to keep its ferry"],
        ["/politics/ferry-levy-explained", "What the ferry levy will cost you"],
        ["/opinion/why-the-ferry-matters", "Opinion: why the ferry matters"],
      ]) +
      '<p>Have a question about the levy? Email <a href="mailto:newsdesk@harbourherald.example">newsdesk@harbourherald.example</a>.</p></div>' +
      '<div class="footer"><p>© 2026 Harbour Herald Media Ltd.</p></div></body></html>';
    const markdown = markdownOf(page);
    expect(markdown).toContain("The council published three documents on Monday that set out the process:\n\n- [The levy schedule");
    expect(markdown).not.toContain("Coastal town votes");
    expect(markdown).not.toContain("Our earlier coverage");
    expect(markdown).toContain("Residents can comment on the hardship rules");
  });
});
