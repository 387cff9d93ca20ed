import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { keepsAndDrops } from "../helpers/judge8-pages.js";
import { storyLine, storyPage, storyParagraphs } from "../helpers/judge15t-pages.js";

const markdownOf = mainContentMarkdown("https://news.example.com/city/2026/03/harbour-plan");

const story = (language: string) => [0, 1, 2, 3].map((n) => storyLine(language, n));

/** Another story loaded below: its headline (at `level`), a picture with a caption, a date line and two paragraphs of its own. */
function nextStory(tag: string, className: string, level: number, headline: string, words: readonly string[]): string {
  return (
    `<${tag} class="${className}"><h${level}>${headline}</h${level}>` +
    `<figure><img src="/img/${words.length}-${headline.length}.jpg" alt=""><figcaption>${words[0]?.slice(0, 40) ?? ""}</figcaption></figure>` +
    `<time datetime="2026-03-02">02.03.2026</time>${words.map((line) => `<p>${line}</p>`).join("")}</${tag}>`
  );
}

/** Other stories' paragraphs: words the page's story does not have. */
const other = {
  es: ["Los pescadores del puerto norte protestaron por la mañana frente al ayuntamiento contra las nuevas tasas de amarre que entrarán en vigor en verano.", "La cofradía pide que el ayuntamiento retrase la subida hasta que terminen las obras del muelle y se pueda volver a descargar con normalidad."],
  de: ["Die Fischer des Nordhafens haben am Morgen vor dem Rathaus gegen die neuen Liegegebühren protestiert, die ab dem Sommer gelten sollen.", "Die Genossenschaft verlangt, die Erhöhung zu verschieben, bis die Arbeiten an der Mole beendet sind und wieder normal entladen werden kann."],
  fr: ["Les pêcheurs du port nord ont manifesté ce matin devant la mairie contre les nouvelles taxes d'amarrage qui entreront en vigueur cet été.", "La coopérative demande de repousser la hausse jusqu'à la fin des travaux sur la jetée, quand on pourra de nouveau décharger normalement."],
  ja: ["北港の漁師たちは朝から市役所の前に集まり、夏から適用される新しい係留料の値上げに抗議した。組合は工事が終わるまでの延期を求めている。", "組合の代表は、防波堤の工事が終わって通常通り水揚げができるようになるまで、値上げを見送るよう市に求める要望書を提出した。"],
};

describe("main content: the next stories of an endless news page (judge15t)", () => {
  it("drops the stories loaded after the page's own one in sibling <article>s, their headlines in <h2> or <h1>", () => {
    const es = storyPage("es", "El plan del puerto", `<main><div class="feed"><article class="post"><h1>El plan del puerto</h1>${storyParagraphs("es")}</article>${nextStory("article", "post", 2, "Los pescadores protestan frente al ayuntamiento", other.es)}${nextStory("article", "post", 2, "Nuevo horario para el ferry de invierno", other.es.slice(1))}</div></main>`);
    keepsAndDrops(markdownOf(es), ["El plan del puerto", ...story("es")], ["Los pescadores protestan", "Nuevo horario", "Los pescadores del puerto norte", "La cofradía", "02.03.2026"]);
    const fr = storyPage("fr", "Le plan du port", `<main><article><h1>Le plan du port</h1>${storyParagraphs("fr")}</article>${nextStory("article", "", 1, "Les pêcheurs manifestent devant la mairie", other.fr)}</main>`);
    keepsAndDrops(markdownOf(fr), ["Le plan du port", ...story("fr")], ["Les pêcheurs manifestent", "Les pêcheurs du port nord", "La coopérative"]);
    const ja = storyPage("ja", "市議会が旧港計画を承認", `<main><article><h1>市議会が旧港計画を承認</h1>${storyParagraphs("ja")}</article>${nextStory("article", "", 2, "漁師たちが市役所前で抗議", other.ja)}</main>`);
    keepsAndDrops(markdownOf(ja), ["市議会が旧港計画を承認", ...story("ja")], ["漁師たちが市役所前で抗議", "北港の漁師たち", "組合の代表"]);
  });

  it("drops the next stories in blocks of the story's own tag and class, each headed by an <h1> again", () => {
    const de = storyPage("de", "Der Hafenplan", `<main><div class="stream"><div class="post"><h1>Der Hafenplan</h1>${storyParagraphs("de")}</div>${nextStory("div", "post", 1, "Fischer protestieren vor dem Rathaus", other.de)}${nextStory("div", "post", 1, "Neue Fähre für die Inseln bestellt", other.de.slice(1))}</div></main>`);
    keepsAndDrops(markdownOf(de), ["Der Hafenplan", ...story("de")], ["Fischer protestieren", "Neue Fähre", "Die Fischer des Nordhafens", "Die Genossenschaft"]);
    // Each block's class names its item too ("post post-41", "post post-42"): the template is the rest.
    const numbered = storyPage("de", "Der Hafenplan", `<main><div class="stream"><div class="post post-41"><h1>Der Hafenplan</h1>${storyParagraphs("de")}</div>${nextStory("div", "post post-42", 1, "Fischer protestieren vor dem Rathaus", other.de)}</div></main>`);
    keepsAndDrops(markdownOf(numbered), ["Der Hafenplan", ...story("de")], ["Fischer protestieren", "Die Fischer des Nordhafens"]);
  });

  it("drops the next stories when each story stands in a wrapper of its own (an endless page's scroll block around each <article>)", () => {
    const block = (url: string, html: string) => `<div class="scrollblock" data-url="${url}">${html}<div class="ad"></div></div>`;
    const es = storyPage(
      "es",
      "El plan del puerto",
      `<main><div class="feed">${block("/plan", `<article class="nota"><h1>El plan del puerto</h1>${storyParagraphs("es")}</article>`)}` +
        `${block("/pescadores", nextStory("article", "nota", 1, "Los pescadores protestan frente al ayuntamiento", other.es))}${block("/ferry", nextStory("article", "nota", 1, "Nuevo horario para el ferry de invierno", other.es.slice(1)))}</div></main>`,
    );
    keepsAndDrops(markdownOf(es), ["El plan del puerto", ...story("es")], ["Los pescadores protestan", "Nuevo horario", "Los pescadores del puerto norte", "La cofradía"]);
  });

  it("keeps the story's sections in plain wrappers after its <article> in a plain wrapper", () => {
    const section = `<div><h2>Background: the old pier</h2>${other.es.map((line) => `<p>${line}</p>`).join("")}</div>`;
    const es = storyPage("es", "El plan del puerto", `<main><div><div><article><h1>El plan del puerto</h1>${storyParagraphs("es")}</article></div>${section}</div></main>`);
    keepsAndDrops(markdownOf(es), ["El plan del puerto", ...story("es"), "Background: the old pier", other.es[0] ?? ""], []);
  });

  it("finds the story by a title that puts the site's name first, sets other quotes, or only in og:title", () => {
    const head = (tags: string, story: string) =>
      `<!doctype html><html lang="en"><head>${tags}</head><body><nav><a href="/">Home</a> <a href="/city">City</a></nav><main><article class="post"><h1>${story}</h1>${storyParagraphs("en")}</article>${nextStory("article", "post", 1, "Fishermen protest at the town hall", other.fr)}</main></body></html>`;
    const pages = [
      head("<title>Coast Post – Harbour “plan” approved</title>", 'Harbour "plan" approved'),
      head('<title>Coast Post</title><meta property="og:title" content="Harbour plan approved">', '<a href="/city/2026/03/harbour-plan">Harbour plan approved</a>'),
      head("<title>Harbour &amp; quay plan approved | Coast Post</title>", "Harbour &amp; quay plan approved"),
    ];
    for (const page of pages) keepsAndDrops(markdownOf(page), story("en"), ["Fishermen protest", "Les pêcheurs du port nord"]);
  });

  it("keeps a list page's posts, whose headlines the title does not name", () => {
    const posts = (["es", "fr", "de"] as const).map((language, n) => nextStory("article", "post", 2, `Entrada número ${n} del blog del puerto`, other[language]));
    const markdown = markdownOf(storyPage("es", "Blog del puerto", `<main><h1>Blog del puerto</h1>${posts.join("")}</main>`));
    for (const language of ["es", "fr", "de"] as const) expect(markdown, language).toContain(other[language][0]);
  });

  it("keeps a story's sections set in <article>s of their own, and a section that repeats the start of the title", () => {
    const section = (heading: string, n: number) => `<article class="paragraph"><h2>${heading}</h2><p>${storyLine("de", n)}</p></article>`;
    const title = "Was ist eine Kaimauer und wozu dient sie?";
    const sections = [section("Das Wichtigste in Kürze", 0), section("Was ist eine Kaimauer?", 1), section("Wie lange hält sie?", 2), section("Was kostet sie?", 3)];
    keepsAndDrops(markdownOf(storyPage("de", title, `<main><article class="article-full">${sections.join("")}</article></main>`)), story("de"), []);
    keepsAndDrops(markdownOf(storyPage("de", title, `<main><article class="article-full"><h1>${title}</h1>${sections.join("")}</article></main>`)), [title, ...story("de")], []);
    // A page of components: the title and the lead in one `<article>`, each section in another after it.
    const lead = `<article class="paragraph"><h1>${title}</h1><p>${storyLine("de", 0)}</p></article>`;
    const parts = [section("Was ist eine Kaimauer?", 1), section("Wie lange hält sie?", 2), section("Was kostet sie?", 3)];
    keepsAndDrops(markdownOf(storyPage("de", title, `<main>${lead}${parts.join("")}</main>`)), [title, ...story("de")], []);
  });

  it("keeps what ends the page's own story: a sign-off, sources out of the site, footnotes, a P.S. and a table", () => {
    const ending =
      "<p>— Anna Berg, Harbour Town</p><h2>Sources</h2><ul><li><a href=\"https://port-authority.example.org/report-2026.pdf\">Port authority report 2026</a></li><li><a href=\"https://archive.example.net/quay-1911\">The quay of 1911, city archive</a></li></ul>" +
      '<ol class="footnotes"><li id="fn1">The board counted eleven repairs between 1911 and 2024. <a href="#ref1">↩</a></li></ol>' +
      "<p>P.S. The open day at the quay is on 14 June.</p><table><tr><th>Year</th><th>Repair</th></tr><tr><td>1952</td><td>North steps</td></tr><tr><td>1988</td><td>Wall crown</td></tr></table>";
    const page = storyPage("en", "The harbour plan", `<main><article class="post"><h1>The harbour plan</h1>${storyParagraphs("en")}${ending}</article>${nextStory("article", "post", 2, "Ferry timetable changes for winter", other.es)}</main>`);
    keepsAndDrops(markdownOf(page), ["The harbour plan", ...story("en"), "Anna Berg", "Port authority report 2026", "eleven repairs", "P.S. The open day", "North steps"], ["Ferry timetable", "Los pescadores"]);
  });
});
