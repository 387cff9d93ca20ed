import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { dropsBeforeStory, storyIn, storyText } from "../helpers/judge10p-pages.js";

const markdownOf = mainContentMarkdown("https://example.com/news/story");

describe("main content: date lines by their shape, in any language (judge10p)", () => {
  it("drops a line of labelled dates with numbers, CJK year-month-day or a month's name, and a category beside a date", () => {
    const cases: [string, string, string][] = [
      ["cs", "<p>Zveřejněno: 12. 3. 2024</p>", "Zveřejněno"],
      ["tr", "<p>Yayınlanma: 12.03.2024 14:35 · Güncelleme: 12.03.2024 16:10</p>", "Yayınlanma"],
      ["ko", "<p>입력 2024.03.12 14:35 수정 2024.03.12 16:10</p>", "입력"],
      ["zh", "<p>发布时间：2024年03月12日</p>", "发布时间"],
      ["ja", "<p>社会 · 2024年3月12日</p>", "2024年3月12日"],
      ["ru", "<p>Опубликовано: 12 марта 2024, 14:35</p>", "Опубликовано"],
      ["es", "<p>Redacción | Madrid | 12 mar 2024 - 14:35 CET</p>", "Redacción"],
      ["pl", "<p>Autor: Jan Kowalski, 12.03.2024, 14:35</p>", "Jan Kowalski"],
    ];
    dropsBeforeStory(markdownOf, cases);
  });

  it("keeps dates in a list's items, a sentence with a date, a heading with a date, and a run of name-place-date lines", () => {
    const list = markdownOf(storyIn("de", "", "<ul><li>Anmeldung: 12.03.2024</li><li>Baubeginn: 1. April 2024</li></ul>"));
    expect(list).toContain("Anmeldung: 12.03.2024");
    expect(list).toContain("Baubeginn: 1. April 2024");
    const sentence = "Die Bürgerversammlung findet am 12.03.2024 im Rathaus statt.";
    expect(markdownOf(storyIn("de", "", `<p>${sentence}</p>`))).toContain(sentence);
    expect(markdownOf(storyIn("de", "", "<h2>Chronik: 12. März 2024</h2><p>" + storyText("de", 1) + "</p>"))).toContain("Chronik: 12. März 2024");
    const run = markdownOf(storyIn("es", "", "<p>Ana García | Vigo | 12 mar 2024</p><p>Luis Pérez | Cádiz | 14 mar 2024</p><p>Eva Ruiz | Gijón | 18 mar 2024</p>"));
    expect(run).toContain("Luis Pérez");
  });
});

describe("main content: hit counters, copyright lines, cookie notices and app banners (judge10p)", () => {
  it("drops a label and a count on a line of its own, in several languages", () => {
    for (const [language, line] of [["de", "Zugriffe: 1234"], ["ru", "Просмотров: 1523"], ["cs", "Přečteno: 2 345×"], ["zh", "阅读：1523"], ["ar", "عدد المشاهدات: 1523"], ["en", "Views: 1,523"]] as const) {
      const markdown = markdownOf(storyIn(language, "", `<p>${line}</p>`));
      expect(markdown, line).not.toContain(line);
      expect(markdown).toContain(storyText(language, 3));
    }
  });

  it("keeps a run of facts with counts, counts in a list, a year and a count with a unit", () => {
    const facts = markdownOf(storyIn("en", "", "<p>Moorings: 120</p><p>Warehouses: 14</p>"));
    expect(facts).toContain("Moorings: 120");
    expect(facts).toContain("Warehouses: 14");
    const list = markdownOf(storyIn("de", "", "<ul><li>Liegeplätze: 120</li><li>Speicher: 14</li></ul>"));
    expect(list).toContain("Liegeplätze: 120");
    expect(markdownOf(storyIn("en", "", "<p>Built: 1921</p>"))).toContain("Built: 1921");
    expect(markdownOf(storyIn("en", "", "<p>Length: 120 m</p>"))).toContain("Length: 120 m");
  });

  it("drops a copyright line, a cookie notice box and an app banner", () => {
    const copyright = markdownOf(storyIn("ko", "", "<p>저작권자 © 항구일보 무단전재 및 재배포 금지</p>"));
    expect(copyright).not.toContain("무단전재");
    const cookies = markdownOf(storyIn("en", "", "<div><p>We use cookies to improve your experience. By continuing you accept our cookie policy.</p><button>Accept</button></div>"));
    expect(cookies).not.toContain("We use cookies");
    const app = markdownOf(storyIn("en", '<div><p>Read us on the go</p><a href="/ios">App Store</a> <a href="/android">Google Play</a></div>', ""));
    expect(app).not.toContain("App Store");
    expect(app).toContain(storyText("en", 0));
  });

  it("keeps a sentence that names the sign, a paragraph about cookie rules, and a title line with a copyright after it", () => {
    const sign = "The harbour museum printed the © sign on every postcard it sold.";
    expect(markdownOf(storyIn("en", "", `<p>${sign}</p>`))).toContain(sign);
    const rules = "Under the new law, sites must ask visitors to accept cookies before they track them.";
    expect(markdownOf(storyIn("en", "", `<p>${rules}</p>`))).toContain(rules);
    const title = markdownOf(storyIn("en", "<p>harbour notes<br>...or, why I keep them.<br>© 2002 Jane Doe</p>", ""));
    expect(title).toContain("why I keep them");
  });
});
