import { describe, expect, it } from "vitest";
import { mainContentMarkdown, paragraphs, sentence, storyPage } from "../helpers/main-content-markdown.js";

// Times that open the entries of a live blog or a day's schedule are the entries' (`dated-entries.ts`),
// and a short label beside a time in such a run is no byline (`chrome-text.ts`); a dateline and an
// author's name over the date still go.

const markdownOf = mainContentMarkdown("https://www.harbourherald.example/weather/storm-ida-live");

describe("times that open a run of entries", () => {
  it("keep a live blog's update times", () => {
    const post = (time: string, body: string) => `<div class="live-post"><div class="live-post__time"><time datetime="2026-11-27T${time}">${time}</time></div><div class="live-post__body">${body}</div></div>`;
    const markdown = markdownOf(
      storyPage(
        `<h1>Storm Ida live</h1><p class="byline"><span>Ellen Park</span> <time>27 November 2026</time></p>${paragraphs("storm", 1)}` +
          post("16:05", "<h2>Coast road closed at Kelby</h2><p>Police closed the coast road after two trees came down near the lighthouse.</p>") +
          post("15:40", "<p>The harbour master says no vessel will leave port before tomorrow at noon.</p>") +
          post("15:10", "<p>The evening crossings are cancelled and tickets will be refunded.</p>"),
      ),
    );
    expect(markdown).toContain("16:05\n\n## Coast road closed at Kelby");
    expect(markdown).toContain("15:40\n\nThe harbour master says");
    expect(markdown).toContain("15:10\n\nThe evening crossings");
    expect(markdown).not.toContain("27 November 2026");
  });

  it("keep a schedule's times and its short labels", () => {
    const line = (time: string, what: string) => `<div class="line"><div class="left-data"><p>${time}</p></div><div class="right-data"><p>${what}</p></div></div>`;
    const markdown = markdownOf(
      storyPage(`<h1>Talent day</h1>${paragraphs("day", 2)}<h2>Programme</h2>${line("13:00 – 13:15", "Arrival at the company")}${line("17:15 – 17:30", "Welcome Drinks")}${line("17:30 – 19:00", "Talent Apéro")}${paragraphs("end", 1)}`),
    );
    expect(markdown).toContain("13:00 – 13:15\n\nArrival at the company");
    expect(markdown).toContain("17:15 – 17:30\n\nWelcome Drinks");
    expect(markdown).toContain("17:30 – 19:00\n\nTalent Apéro");
  });

  it("still drop an author's name over the date beside the story", () => {
    const markdown = markdownOf(storyPage(`<h1>Ferry times</h1><div class="meta"><p>Jane Doe</p><p>Mar 12, 2024</p></div>${paragraphs("ferry", 3)}`));
    expect(markdown).not.toContain("Jane Doe");
    expect(markdown).not.toContain("Mar 12, 2024");
    expect(markdown).toContain(sentence("ferry", 2));
  });
});
