import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { keepsAndDrops } from "../helpers/judge8-pages.js";
import { storyLine, storyPage, storyParagraphs } from "../helpers/judge15t-pages.js";

const markdownOf = mainContentMarkdown("https://news.example.com/city/2026/03/harbour-plan");

const story = (language: string) => [0, 1, 2, 3].map((n) => storyLine(language, n));

/** Two other stories' excerpts in each language (running text of their own), and the "read more" words. */
const excerpts: Record<string, readonly [string, string, string]> = {
  de: ["Die Fischer des Nordhafens haben am Morgen vor dem Rathaus gegen die neuen Liegegebühren protestiert, die ab Sommer gelten.", "Die Reederei hat eine neue Fähre bestellt, die ab dem kommenden Jahr zwischen den drei Inseln verkehren soll und mehr Platz bietet.", "Weiterlesen"],
  es: ["Los pescadores del puerto norte protestaron por la mañana frente al ayuntamiento contra las nuevas tasas de amarre del verano.", "La naviera ha encargado un nuevo ferry que navegará entre las tres islas a partir del año que viene con más plazas.", "Leer más"],
  fr: ["Les pêcheurs du port nord ont manifesté ce matin devant la mairie contre les nouvelles taxes d'amarrage de l'été prochain.", "La compagnie a commandé un nouveau ferry qui reliera les trois îles à partir de l'année prochaine avec plus de places.", "Lire la suite"],
  pl: ["Rybacy z północnego portu protestowali rano przed ratuszem przeciwko nowym opłatom za cumowanie, które wejdą w życie latem.", "Armator zamówił nowy prom, który od przyszłego roku będzie kursował między trzema wyspami i zabierze więcej pasażerów.", "Czytaj więcej"],
  pt: ["Os pescadores do porto norte protestaram de manhã em frente à câmara contra as novas taxas de amarração que entram no verão.", "A companhia encomendou um novo ferry que vai ligar as três ilhas a partir do próximo ano e levar mais passageiros.", "Ler mais"],
  ja: ["北港の漁師たちは朝から市役所の前に集まり、夏から適用される新しい係留料の値上げに抗議した。組合は工事が終わるまでの延期を求めている。", "船会社は来年から三つの島を結ぶ新しいフェリーを発注した。座席数は現在の船の二倍になり、冬の欠航も減る見込みだという。", "続きを読む"],
};

/** A teaser: the headline as a linked line (no heading; its box named a "header", which goes by its name), the excerpt, the "read more" link, all to one page. */
const teaser = (n: number, headline: string, excerpt: string, more: string) =>
  `<div class="box advice"><div class="box-header"><a href="/city/2026/0${n}/other-${n}">${headline}</a></div><p class="excerpt">${excerpt}</p><a class="more" href="/city/2026/0${n}/other-${n}">${more}</a></div>`;
/** A teaser of a picture linking to the page, the excerpt and the "read more" link. */
const pictureTeaser = (n: number, excerpt: string, more: string) =>
  `<div class="tile"><a href="/city/2026/0${n}/other-${n}"><img src="/img/${n}.jpg" alt=""></a><p>${excerpt}</p><div class="more"><a href="/city/2026/0${n}/other-${n}">${more}</a></div></div>`;

describe("main content: teasers after the story told by their links, not a heading (judge15t)", () => {
  it("drops two or more teasers of a linked headline line, an excerpt and a 'read more' link to the same page", () => {
    for (const language of Object.keys(excerpts)) {
      const [first, second, more] = excerpts[language] as [string, string, string];
      const strip = `<div class="row">${teaser(1, "The first other story of the day", first, more)}${teaser(2, "The second other story of the day", second, more)}</div>`;
      keepsAndDrops(markdownOf(storyPage(language, "The harbour plan", `<main><article><h1>The harbour plan</h1>${storyParagraphs(language)}${strip}</article></main>`)), story(language), [first, second, more, "other story of the day"]);
    }
  });

  it("drops teasers of a picture link, an excerpt and a 'read more' line", () => {
    const [first, second, more] = excerpts.es as [string, string, string];
    const strip = `<section>${pictureTeaser(1, first, more)}${pictureTeaser(2, second, more)}</section>`;
    keepsAndDrops(markdownOf(storyPage("es", "El plan del puerto", `<main><article><h1>El plan del puerto</h1>${storyParagraphs("es")}</article>${strip}</main>`)), story("es"), [first, second, more]);
  });

  it("keeps notes with a link back to their mark, sources linking out of the site, and boxes the story goes on after", () => {
    const [first, second] = excerpts.de as [string, string, string];
    const notes = `<div class="note" id="n1"><p>${first}</p><a href="#r1">zurück</a></div><div class="note" id="n2"><p>${second}</p><a href="#r2">zurück</a></div>`;
    keepsAndDrops(markdownOf(storyPage("de", "Der Hafenplan", `<main><article><h1>Der Hafenplan</h1>${storyParagraphs("de")}${notes}</article></main>`)), [...story("de"), first, second], []);
    const sources = `<div class="source"><p>${first}</p><a href="https://port-authority.example.org/report">Bericht der Hafenbehörde</a></div><div class="source"><p>${second}</p><a href="https://ferry.example.net/news">Mitteilung der Reederei</a></div>`;
    keepsAndDrops(markdownOf(storyPage("de", "Der Hafenplan", `<main><article><h1>Der Hafenplan</h1>${storyParagraphs("de")}${sources}</article></main>`)), [...story("de"), first, second], []);
    const boxes = `${teaser(1, "Die Pläne der Stadt im Überblick", first, "Mehr")}${teaser(2, "Die Einwände der Anwohner", second, "Mehr")}`;
    const markdown = markdownOf(storyPage("de", "Der Hafenplan", `<main><article><h1>Der Hafenplan</h1><p>${storyLine("de", 0)}</p><p>${storyLine("de", 1)}</p>${boxes}<p>${storyLine("de", 2)}</p><p>${storyLine("de", 3)}</p></article></main>`));
    for (const part of [...story("de"), first, second]) expect(markdown, part).toContain(part);
  });

  it("stays with the story on a page of thousands of teasers and thousands of next stories after it", () => {
    const [first, , more] = excerpts.de as [string, string, string];
    const teasers = Array.from({ length: 3000 }, (_, n) => teaser(n, `The other story number ${n} of the day`, first, more)).join("");
    const stories = Array.from({ length: 3000 }, (_, n) => `<article class="post"><h2>Next story number ${n} of the day</h2><p>${first}</p></article>`).join("");
    const page = storyPage("en", "The harbour plan", `<main><article class="post"><h1>The harbour plan</h1>${storyParagraphs("en")}<div class="row">${teasers}</div></article>${stories}</main>`);
    const markdown = markdownOf(page);
    for (const part of story("en")) expect(markdown, part).toContain(part);
    expect(markdown).not.toContain("Next story number");
    expect(markdown).not.toContain("The other story number");
  });
});
