import { describe, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { keepsAndDrops } from "../helpers/judge8-pages.js";
import { storyLine, storyPage, storyParagraphs } from "../helpers/judge15t-pages.js";

const markdownOf = mainContentMarkdown("https://news.example.com/city/2026/03/harbour-plan");

const story = (language: string) => [0, 1, 2, 3].map((n) => storyLine(language, n));

/** How stories end in each language: a sign-off, a note, sources out of the site, a closing list, a table. */
const endings: Record<string, { html: string; kept: readonly string[] }> = {
  es: {
    html: '<p>— Ana Pérez, Valencia</p><h3>Fuentes</h3><ul><li><a href="https://puerto.example.org/informe-2026.pdf">Informe de la autoridad portuaria</a></li><li><a href="https://archivo.example.net/muelle">Archivo municipal: el muelle de 1911</a></li></ul><p>P. D.: La jornada de puertas abiertas es el 14 de junio.</p>',
    kept: ["Ana Pérez", "Fuentes", "Informe de la autoridad portuaria", "Archivo municipal", "P. D.: La jornada"],
  },
  de: {
    html: '<div class="note"><p><em>Anmerkung der Autorin: Die Zahlen stammen aus dem Bericht des Hafenamts vom Februar.</em></p></div><h3>Weiterführende Literatur</h3><ul><li><a href="https://verlag.example.org/hafenbuch">Das Buch vom Hafen</a></li><li><a href="https://uni.example.net/studie">Studie zur Kaimauer</a></li></ul>',
    kept: ["Anmerkung der Autorin", "Weiterführende Literatur", "Das Buch vom Hafen", "Studie zur Kaimauer"],
  },
  fr: {
    html: "<p>Les étapes du chantier :</p><ol><li>Démolition du vieux mur en mai.</li><li>Fondations en juillet.</li><li>Pose des pierres en septembre.</li></ol><table><tr><th>Année</th><th>Réparation</th></tr><tr><td>1952</td><td>Escalier nord</td></tr><tr><td>1988</td><td>Couronnement du mur</td></tr></table>",
    kept: ["Les étapes du chantier", "Démolition du vieux mur", "Pose des pierres", "Escalier nord", "Couronnement du mur"],
  },
  pl: {
    html: '<h3>Krok 5</h3><p>Podawaj pierogi od razu, polane masłem z szałwią i posypane startym serem.</p><p>Smacznego!</p><ol class="footnotes"><li id="fn1">Przepis z książki babci Heleny. <a href="#r1">↩</a></li></ol>',
    kept: ["Krok 5", "Podawaj pierogi od razu", "Smacznego!", "Przepis z książki babci Heleny"],
  },
  pt: {
    html: '<p>Com a colaboração de Rui Santos.</p><h3>Para saber mais</h3><p><a href="https://porto.example.org/plano">O plano completo do porto (PDF)</a></p><p><a href="https://camara.example.net/consulta">A consulta pública da câmara</a></p>',
    kept: ["Com a colaboração de Rui Santos", "Para saber mais", "O plano completo do porto", "A consulta pública da câmara"],
  },
  ja: {
    html: "<p>（港湾担当・山田太郎）</p><h3>参考資料</h3><ul><li><a href=\"https://port.example.jp/report\">港湾局の報告書</a></li><li><a href=\"https://archive.example.jp/1911\">1911年の岸壁の記録</a></li></ul>",
    kept: ["山田太郎", "参考資料", "港湾局の報告書", "1911年の岸壁の記録"],
  },
};

describe("main content: what ends a story stays, in many languages (judge15t)", () => {
  it("keeps a sign-off, an author's note, sources and further reading out of the site, a closing list, a recipe's last step, footnotes and a table", () => {
    for (const [language, ending] of Object.entries(endings)) {
      const page = storyPage(language, "The harbour plan", `<main><article><h1>The harbour plan</h1>${storyParagraphs(language)}${ending.html}</article></main>`);
      keepsAndDrops(markdownOf(page), [...story(language), ...ending.kept], []);
    }
  });

  it("keeps those endings and drops the next story loaded after them and a list's counter line", () => {
    const next = '<article class="post"><h2>The ferry timetable changes for the winter</h2><p>From November the first ferry leaves at seven and the last one at nine, the company said on Monday after talks with the town.</p></article>';
    for (const [language, ending] of Object.entries(endings)) {
      // The headline in the story's language (a Japanese story says in fewer characters what a Latin one says).
      const title = language === "ja" ? "市議会が旧港計画を承認" : "The harbour plan";
      const page = storyPage(language, title, `<main><article class="post"><h1>${title}</h1>${storyParagraphs(language)}${ending.html}<p>Showing 1–10 of 24 results</p></article>${next}</main>`);
      keepsAndDrops(markdownOf(page), [...story(language), ...ending.kept], ["ferry timetable", "From November", "Showing 1–10"]);
    }
  });
});
