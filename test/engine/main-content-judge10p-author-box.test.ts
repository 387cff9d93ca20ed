import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { storyIn, storyText } from "../helpers/judge10p-pages.js";

const markdownOf = mainContentMarkdown("https://example.com/news/story");

describe("main content: the author's box with a portrait and a link to the author's page (judge10p)", () => {
  it("drops the box at the end or under the title, in German, Turkish and English, by its link into the author pages or rel=author", () => {
    const cases: [string, string, string, string[]][] = [
      ["de", "", '<div class="autor"><img src="/a.jpg" alt=""><p><strong>Über den Autor</strong></p><p>Hans Meier schreibt seit 2010 für das Ressort Stadt und berichtet über Verkehr und Bauen.</p><a href="/autor/hans">Alle Artikel von Hans Meier</a></div>', ["Über den Autor", "Hans Meier schreibt", "Alle Artikel"]],
      ["tr", "", '<section><img src="/y.jpg" alt="Ayşe Yılmaz"><p>Ayşe Yılmaz, 2015 yılından beri şehir haberlerini takip ediyor ve ulaşım üzerine yazıyor.</p><a href="/yazar/ayse-yilmaz">Tüm yazıları</a></section>', ["Ayşe Yılmaz, 2015", "Tüm yazıları"]],
      ["en", '<div><img src="/anna.jpg" alt=""><a rel="author" href="/people/anna">Anna Berg</a><p>Harbour reporter, writes about ferries and the people who run them.</p></div>', "", ["Harbour reporter", "Anna Berg"]],
    ];
    for (const [language, before, after, leaks] of cases) {
      const markdown = markdownOf(storyIn(language, before, after));
      for (const leak of leaks) expect(markdown, leak).not.toContain(leak);
      expect(markdown, language).toContain(storyText(language, 0));
      expect(markdown, language).toContain(storyText(language, 3));
    }
  });

  it("keeps a box with a picture whose link goes elsewhere, a portrait with its caption, and a box with a quote", () => {
    const history = '<div><img src="/pier.jpg" alt=""><p>The north pier was built in 1881 by the harbour company, which also ran the first ferry.</p><a href="/harbour/history">The harbour in 1900</a></div>';
    expect(markdownOf(storyIn("en", "", history))).toContain("The north pier was built in 1881");
    const portrait = '<div><figure><img src="/mayor.jpg" alt=""><figcaption>The mayor at the pier on the morning of the vote.</figcaption></figure><p>More pictures by <a href="/author/photo-desk">our photo desk</a> are in the gallery of the town hall.</p></div>';
    expect(markdownOf(storyIn("en", "", portrait))).toContain("The mayor at the pier on the morning of the vote.");
    const quote = '<div><img src="/anna.jpg" alt=""><blockquote>We will keep the moorings for the fishermen, whatever it costs.</blockquote><a href="/author/anna">Anna Berg</a></div>';
    expect(markdownOf(storyIn("en", "", quote))).toContain("We will keep the moorings");
  });
});

describe("main content: a line that only links to the author's page, after the story (judge10p; the tail rules already take it)", () => {
  it("drops 'all articles by' lines in Hebrew, Russian and English", () => {
    const cases: [string, string][] = [
      ["he", '<p><a href="/author/dani-cohen">לכל הכתבות של דני כהן</a></p>'],
      ["ru", '<p><a href="/avtor/ivan-petrov/">Все материалы автора</a></p>'],
      ["en", '<div><a href="/authors/anna-berg/">More by Anna Berg</a></div>'],
    ];
    for (const [language, line] of cases) {
      const markdown = markdownOf(storyIn(language, "", line));
      expect(markdown, line).not.toContain(line.replace(/<[^>]+>/g, ""));
      expect(markdown).toContain(storyText(language, 3));
    }
  });

  it("keeps a sentence that links to an author and a link elsewhere on a line of its own", () => {
    const sentence = "The essay by Anna Berg on the old ferries, written in 1998, started the campaign for the pier.";
    const markdown = markdownOf(storyIn("en", "", `<p>The essay by <a href="/author/anna-berg/">Anna Berg</a> on the old ferries, written in 1998, started the campaign for the pier.</p>`));
    expect(markdown.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")).toContain(sentence);
    expect(markdownOf(storyIn("en", "", '<p><a href="/harbour/report.pdf">The full harbour report</a></p>'))).toContain("The full harbour report");
  });
});
