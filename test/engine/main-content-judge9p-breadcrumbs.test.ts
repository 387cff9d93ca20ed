import { describe, expect, it } from "vitest";
import { mainContentMarkdown, paragraphs, sentence, storyPage } from "../helpers/main-content-markdown.js";

const markdownOf = mainContentMarkdown("https://example.com/lokal/faehre");

describe("main content: a breadcrumb trail over the title goes (judge9p)", () => {
  const trails = (home: string, section: string, title: string) => [
    `<ol class="crumbs"><li><a href="/">${home}</a></li><li><a href="/lokal">${section}</a></li><li>${title}</li></ol>`,
    `<div class="path"><a href="/">${home}</a> › <a href="/lokal">${section}</a> › <span>${title}</span></div>`,
    `<p><a href="/">${home}</a> / <a href="/lokal">${section}</a> / ${title}</p>`,
  ];

  it("drops the links-then-title line before the title, as a list, a line of spans or a paragraph, in German and English", () => {
    for (const [home, section, title] of [
      ["Home", "Local news", "Ferry returns to the bay next summer"],
      ["Startseite", "Lokales", "Die Fähre kehrt im Sommer zurück"],
    ] as const) {
      for (const trail of trails(home, section, title)) {
        const markdown = markdownOf(storyPage(`<article>${trail}<h1>${title}</h1>${paragraphs("story", 4)}</article>`));
        expect(markdown, trail).not.toContain(home);
        expect(markdown).not.toContain(section);
        expect(markdown).toContain(`# ${title}`);
        expect(markdown).toContain(sentence("story", 3));
      }
    }
  });

  it("keeps a kicker or lead before the title that has words of its own, and a linked line that does not end with the title", () => {
    const title = "Ferry returns to the bay next summer";
    const lead = markdownOf(
      storyPage(`<article><p>After three years of repairs, <a href="/lokal/bridge">the bridge detour</a> ends: ${title}</p><h1>${title}</h1>${paragraphs("story", 4)}</article>`),
    );
    expect(lead).toContain("After three years of repairs");
    const linked = markdownOf(storyPage(`<article><p><a href="/lokal/ferry-history">A short history of the ferry across the bay</a></p><h1>${title}</h1>${paragraphs("story", 4)}</article>`));
    expect(linked).toContain("A short history of the ferry");
  });
});
