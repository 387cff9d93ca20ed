import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { keepsAndDrops } from "../helpers/judge8-pages.js";
import { storyText } from "../helpers/judge10p-pages.js";

const markdownOf = mainContentMarkdown("https://example.com/news/2024/harbour-plan-42");

/** A news page in `language` whose story's column holds `between` after its second paragraph. */
function column(language: string, between: string): string {
  const p = (n: number) => `<p>${storyText(language, n)}</p>`;
  return (
    `<!doctype html><html lang="${language}"><head><title>Harbour</title></head><body>` +
    '<header><a href="/">Logo</a><nav><ul><li><a href="/politics">Politics</a></li><li><a href="/city">City</a></li></ul></nav></header>' +
    `<main><article><h1>The harbour plan</h1><div class="article-body">${p(0)}${p(1)}${between}${p(2)}${p(3)}</div></article></main>` +
    '<footer><a href="/imprint">Imprint</a></footer></body></html>'
  );
}

/** The story's four paragraphs once and in order, `kept` between them, none of `gone`. */
function story(language: string, between: string, gone: readonly string[], kept: readonly string[] = []): string {
  const markdown = markdownOf(column(language, between));
  const parts = [0, 1, 2, 3].map((n) => storyText(language, n));
  keepsAndDrops(markdown, [...parts.slice(0, 2), ...kept, ...parts.slice(2)], gone);
  return markdown;
}

const picture = '<img src="/media/quay-2024.jpg" alt="">';

describe("main content: photo credits and picture notes outside a caption (judge13p)", () => {
  it("drops a credit line of its own under a picture, in many languages", () => {
    const cases: ReadonlyArray<readonly [string, string, string]> = [
      ["de", "<p>Foto: Hans Meier</p>", "Hans Meier"],
      ["en", "<p>Photo : Jean Dupont / AFP</p>", "Jean Dupont"],
      ["es", "<p>Imagen: Juan Pérez</p>", "Juan Pérez"],
      ["de", "<p>Bild: Hafenamt Nord</p>", "Hafenamt"],
      ["ru", "<p>Фото: Иван Петров</p>", "Иван Петров"],
      ["pl", "<p>Zdjęcie: Jan Kowalski</p>", "Jan Kowalski"],
      ["en", "<p>Fotó: Kovács János</p>", "Kovács"],
      ["en", "<p>Kép: Szabó Anna</p>", "Szabó"],
      ["ja", "<p>写真：佐藤花子</p>", "佐藤花子"],
      ["zh", "<p>图片来源：新华社</p>", "新华社"],
      ["en", "<p>Image: Getty</p>", "Getty"],
    ];
    for (const [language, line, leak] of cases) {
      const markdown = story(language, `<figure>${picture}</figure>${line}`, [leak]);
      expect(markdown, line).toContain("quay-2024.jpg");
    }
  });

  it("drops a note that the picture only illustrates, alone under it or as its whole caption", () => {
    const notes = ["Image illustrative", "Illustration", "Symbolbild", "Photo d'illustration", "Imagen de archivo", "Zdjęcie ilustracyjne", "Archive photo", "资料图", "写真はイメージです"];
    for (const note of notes) {
      story("en", `${picture}<p>${note}</p>`, [note]);
      story("en", `<div class="image">${picture}<span class="note">${note}</span></div>`, [note]);
      story("en", `<figure>${picture}<figcaption>${note}</figcaption></figure>`, [note]);
    }
    story("de", `<figure>${picture}<figcaption>Der Hafen im Winter. Symbolbild: Hafenamt</figcaption></figure>`, ["Symbolbild", "Hafenamt"], ["Der Hafen im Winter"]);
  });

  it("keeps the same words in a sentence, a heading, a list, and a note with no picture before it", () => {
    const sentence = "The illustration shows the quay as it will look in 2027, with the new stone wall and the ferry's landing stage.";
    story("en", `${picture}<p>${sentence}</p>`, [], [sentence]);
    const caption = "Illustration of the new quay by the architects";
    story("en", `<figure>${picture}<figcaption>${caption}</figcaption></figure>`, [], [caption]);
    story("en", "<h2>Illustration</h2><p>The board asked pupils of the harbour school to draw the new quay; the best drawing will hang in the town hall.</p>", [], ["Illustration", "The board asked pupils"]);
    const markdown = story("en", "<p>The exhibition shows three kinds of work:</p><ul><li>Photography</li><li>Illustration</li><li>Symbolbild</li></ul>", [], ["The exhibition shows"]);
    expect(markdown).toMatch(/-\s+Illustration/u);
    expect(markdown).toMatch(/-\s+Symbolbild/u);
    story("en", "<p>The drawings of the new quay:</p><p>Illustration</p>", [], ["The drawings of the new quay:", "Illustration"]);
    const credit = "Foto: Der Hafenfotograf Hans Meier hat die Mole seit 1980 jeden Winter fotografiert, bei Sturm und bei Eis, und seine Bilder hängen heute im Rathaus.";
    story("de", `${picture}<p>${credit}</p>`, [], [credit]);
  });

  it("reads a credit line without its soft hyphens, and a picture note with a colon as a credit's label", () => {
    story("en", `${picture}<p>Illus&shy;tra&shy;tion</p>`, ["Illus"]);
    story("en", `${picture}<p>Image illus\u00adtra\u00adtive : <a href="https://photos.example/p/1">Lots of harbour cranes</a> by <a href="https://photos.example/u/9">Jane Doe</a>, <a href="https://licences.example/by/2.0/">CC BY 2.0</a></p>`, ["harbour cranes", "Jane Doe"]);
    const sentence = "The illus\u00adtration of the quay shows the new stone wall and the temporary landing stage on the south bank.";
    story("en", `${picture}<p>${sentence}</p>`, [], ["the quay shows the new stone wall"]);
  });
});
