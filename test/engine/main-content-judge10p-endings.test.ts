import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { storyIn, storyText } from "../helpers/judge10p-pages.js";

const markdownOf = mainContentMarkdown("https://example.com/news/story");

describe("main content: chrome words that end in a letter outside ASCII (judge10p)", () => {
  it("drops 'Zobacz również' over its links and 'Oceń artykuł', whose last letter a \\b after the word never matched", () => {
    const markdown = markdownOf(storyIn("pl", "", '<p>Oceń artykuł</p><p>Zobacz również</p><ul><li><a href="/a">Nowy most otwarty latem</a></li><li><a href="/b">Rybacy protestują</a></li></ul>'));
    for (const leak of ["Oceń", "Zobacz również", "Nowy most"]) expect(markdown, leak).not.toContain(leak);
    expect(markdown).toContain(storyText("pl", 3));
  });

  it("keeps a sentence that opens with those words and goes on", () => {
    const sentence = "Zobacz również, jak wyglądał port przed wojną: w muzeum otwarto wystawę starych zdjęć, które podarowali mieszkańcy.";
    expect(markdownOf(storyIn("pl", "", `<p>${sentence}</p><p>${storyText("pl", 1)}</p>`))).toContain(sentence);
  });
});

describe("main content: follow and listen widgets, dates with '14h35' and a dash (judge10p)", () => {
  it("drops a follow-us line, a follower count, 'Listen' and 'Follow' alone, and a Portuguese date line joined by a dash", () => {
    const cases: [string, string, string, string][] = [
      ["es", "<p>12/03/2024 14h35 - Atualizado em 12/03/2024 16h10</p>", "", "Atualizado em"],
      ["es", "", '<p>Siga-nos no <a href="/ig">Instagram</a></p>', "Siga-nos"],
      ["ar", "", '<p>تابعونا على <a href="/fb">فيسبوك</a></p>', "تابعونا"],
      ["en", '<div><a href="/@anna">Anna Berg</a> <a href="/follow">Follow</a></div><div>Listen</div>', "<div>120 Followers</div>", "Follow"],
    ];
    for (const [language, before, after, leak] of cases) {
      const markdown = markdownOf(storyIn(language, before, after));
      expect(markdown, leak).not.toContain(leak);
      expect(markdown, language).toContain(storyText(language, 2));
    }
    expect(markdownOf(storyIn("en", "<div>Listen</div>", ""))).not.toMatch(/^Listen$/mu);
    expect(markdownOf(storyIn("en", "", "<div>120 Followers</div>"))).not.toContain("120 Followers");
  });

  it("keeps a sentence that asks readers to follow the works, and a paragraph that starts with a count of followers", () => {
    const follow = "Follow the works on the north pier from the new viewing platform, open every weekend until May.";
    expect(markdownOf(storyIn("en", "", `<p>${follow}</p>`))).toContain(follow);
    const count = "120 followers of the harbour club signed the petition against the plan within a single day.";
    expect(markdownOf(storyIn("en", "", `<p>${count}</p>`))).toContain(count);
  });
});
