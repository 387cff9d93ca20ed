import { describe, expect, it } from "vitest";
import { keepsStory } from "../helpers/story-column.js";

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
      const markdown = keepsStory(language, `<figure>${picture}</figure>${line}`, [leak]);
      expect(markdown, line).toContain("quay-2024.jpg");
    }
  });

  it("drops a note that the picture only illustrates, alone under it or as its whole caption", () => {
    const notes = ["Image illustrative", "Illustration", "Symbolbild", "Photo d'illustration", "Imagen de archivo", "Zdjęcie ilustracyjne", "Archive photo", "资料图", "写真はイメージです"];
    for (const note of notes) {
      keepsStory("en", `${picture}<p>${note}</p>`, [note]);
      keepsStory("en", `<div class="image">${picture}<span class="note">${note}</span></div>`, [note]);
      keepsStory("en", `<figure>${picture}<figcaption>${note}</figcaption></figure>`, [note]);
    }
    keepsStory("de", `<figure>${picture}<figcaption>Der Hafen im Winter. Symbolbild: Hafenamt</figcaption></figure>`, ["Symbolbild", "Hafenamt"], ["Der Hafen im Winter"]);
  });

  it("keeps the same words in a sentence, a heading, a list, and a note with no picture before it", () => {
    const sentence = "The illustration shows the quay as it will look in 2027, with the new stone wall and the ferry's landing stage.";
    keepsStory("en", `${picture}<p>${sentence}</p>`, [], [sentence]);
    const caption = "Illustration of the new quay by the architects";
    keepsStory("en", `<figure>${picture}<figcaption>${caption}</figcaption></figure>`, [], [caption]);
    keepsStory("en", "<h2>Illustration</h2><p>The board asked pupils of the harbour school to draw the new quay; the best drawing will hang in the town hall.</p>", [], ["Illustration", "The board asked pupils"]);
    const markdown = keepsStory("en", "<p>The exhibition shows three kinds of work:</p><ul><li>Photography</li><li>Illustration</li><li>Symbolbild</li></ul>", [], ["The exhibition shows"]);
    expect(markdown).toMatch(/-\s+Illustration/u);
    expect(markdown).toMatch(/-\s+Symbolbild/u);
    keepsStory("en", "<p>The drawings of the new quay:</p><p>Illustration</p>", [], ["The drawings of the new quay:", "Illustration"]);
    const credit = "Foto: Der Hafenfotograf Hans Meier hat die Mole seit 1980 jeden Winter fotografiert, bei Sturm und bei Eis, und seine Bilder hängen heute im Rathaus.";
    keepsStory("de", `${picture}<p>${credit}</p>`, [], [credit]);
  });

  it("reads a credit line without its soft hyphens, and a picture note with a colon as a credit's label", () => {
    keepsStory("en", `${picture}<p>Illus&shy;tra&shy;tion</p>`, ["Illus"]);
    keepsStory("en", `${picture}<p>Image illus\u00adtra\u00adtive : <a href="https://photos.example/p/1">Lots of harbour cranes</a> by <a href="https://photos.example/u/9">Jane Doe</a>, <a href="https://licences.example/by/2.0/">CC BY 2.0</a></p>`, ["harbour cranes", "Jane Doe"]);
    const sentence = "The illus\u00adtration of the quay shows the new stone wall and the temporary landing stage on the south bank.";
    keepsStory("en", `${picture}<p>${sentence}</p>`, [], ["the quay shows the new stone wall"]);
  });
});
