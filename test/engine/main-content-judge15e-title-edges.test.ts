import { describe, expect, it } from "vitest";
import { keepsAndDrops } from "../helpers/judge8-pages.js";
import { storyText } from "../helpers/judge10p-pages.js";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";

const markdownOf = mainContentMarkdown("https://example.com/news/2024/harbour-plan-42");

/** A news page in `language`: `above` over the headline, `under` between it and the story's four paragraphs, `after` after them. */
function page(language: string, above: string, under: string, after = ""): string {
  const dir = language === "ar" || language === "he" ? "rtl" : "ltr";
  const story = [0, 1, 2, 3].map((n) => `<p>${storyText(language, n)}</p>`).join("");
  return (
    `<!doctype html><html lang="${language}" dir="${dir}"><head><title>Harbour</title></head><body>` +
    '<header><a href="/">Logo</a><nav><ul><li><a href="/politics">Politics</a></li><li><a href="/city">City</a></li></ul></nav></header>' +
    `<main><article><header class="article-head">${above}<h1>The harbour plan for the coast</h1>${under}</header><div class="article-body">${story}${after}</div></article></main>` +
    '<footer><a href="/imprint">Imprint</a> <a href="/privacy">Privacy</a></footer></body></html>'
  );
}

const story = (language: string) => [0, 1, 2, 3].map((n) => storyText(language, n));

describe("main content: a section's label over the headline (judge15e)", () => {
  it("drops a kicker in a span, a div or a paragraph over the headline, in many languages", () => {
    const cases: ReadonlyArray<readonly [string, string, string]> = [
      ["de", '<span class="kicker">Politik</span>', "Politik"],
      ["de", '<div class="topline">Thema Verbraucherschutz</div>', "Verbraucherschutz"],
      ["es", '<p class="volanta">Corte Suprema</p>', "Corte Suprema"],
      ["en", '<div class="surtitre"><span>Vie locale</span></div>', "Vie locale"],
      ["pl", "<p>Analizy</p>", "Analizy"],
      ["en", '<p class="eyebrow"><strong>Coastal towns</strong></p>', "Coastal towns"],
      ["zh", '<span class="channel">城市规划</span>', "城市规划"],
      ["ar", '<div class="section-name">سياسة محلية</div>', "سياسة محلية"],
    ];
    for (const [language, above, leak] of cases) keepsAndDrops(markdownOf(page(language, above, "")), ["The harbour plan for the coast", ...story(language)], [leak]);
  });

  it("keeps a sentence over the headline, and a label when the page has no title of its own", () => {
    const sentence = "Read this before the vote next week.";
    keepsAndDrops(markdownOf(page("en", `<p>${sentence}</p>`, "")), [sentence, "The harbour plan for the coast", ...story("en")], []);
    const untitled = page("de", '<p class="kicker">Politik aktuell</p>', "").replace(/<h1>[^<]*<\/h1>/u, "");
    expect(markdownOf(untitled)).toContain("Politik aktuell");
  });
});

describe("main content: the authors' names alone under the headline (judge15e)", () => {
  it("drops one name or co-authors' names in a line of their own before the first paragraph", () => {
    const cases: ReadonlyArray<readonly [string, string, string]> = [
      ["de", "<p><em>Anna Berger</em></p>", "Anna Berger"],
      ["pl", '<p class="author">Mateusz Nowak, Piotr Wiśniewski</p>', "Wiśniewski"],
      ["es", "<p><strong>María García y José Pérez</strong></p>", "José Pérez"],
      ["cs", '<div class="podpis"><i>Jana Dvořáková</i></div>', "Dvořáková"],
      ["es", "<p>João Silva &amp; Ana Costa</p>", "Ana Costa"],
      ["tr", '<div class="signature"><span>Ayşe Yılmaz</span></div>', "Yılmaz"],
      ["en", '<h2>A plan that splits the coast</h2><p><i>Mary O\'Neill</i></p>', "O'Neill"],
    ];
    for (const [language, under, leak] of cases) keepsAndDrops(markdownOf(page(language, "", under)), ["The harbour plan for the coast", ...story(language)], [leak]);
  });

  it("keeps a subheading, a dialogue's line, a one-line answer and a sign-off among or after the paragraphs", () => {
    const p = (n: number) => `<p>${storyText("de", n)}</p>`;
    const body =
      `${p(0)}<p><strong>Die ersten Pläne</strong></p>${p(1)}<p>– „Ok.“</p><p><strong>Frage:</strong> Kommt die Promenade?</p><p>Anna Berger</p>${p(2)}<p><strong>Zutaten:</strong></p><ul><li>Mehl</li><li>Wasser</li><li>Salz</li></ul>${p(3)}<p>x Franzi</p><p>Tom, Die Redaktion</p>`;
    const html = page("de", "", "").replace(/<div class="article-body">.*<\/div><\/article>/su, `<div class="article-body">${body}</div></article>`);
    keepsAndDrops(markdownOf(html), [storyText("de", 0), "Die ersten Pläne", storyText("de", 1), "– „Ok.“", "Anna Berger", storyText("de", 2), "Zutaten:", "Mehl", storyText("de", 3), "x Franzi", "Die Redaktion"], []);
  });

  it("drops a line in capitals under the headline (a dateline's place, a kicker), keeps one among the paragraphs", () => {
    for (const [language, line] of [["es", "MADRID"], ["de", "EXKLUSIV"], ["pl", "ANALIZA TYGODNIA"]] as const) {
      keepsAndDrops(markdownOf(page(language, "", `<p><strong>${line}</strong></p>`)), ["The harbour plan for the coast", ...story(language)], [line]);
    }
    const html = page("de", "", "").replace(`<p>${storyText("de", 2)}</p>`, `<p>ZWEITER TEIL</p><p>${storyText("de", 2)}</p>`);
    keepsAndDrops(markdownOf(html), [storyText("de", 1), "ZWEITER TEIL", storyText("de", 2)], []);
  });

  it("drops a word or two labelling the names with them", () => {
    const cases: ReadonlyArray<readonly [string, string, readonly string[]]> = [
      ["pl", '<div class="field"><div class="field-label">Współpraca</div><div class="field-item">Mateusz Nowak, Piotr Wiśniewski</div></div>', ["Współpraca", "Wiśniewski"]],
      ["de", "<p><small>Autorin:</small></p><p><em>Anna Berger</em></p>", ["Autorin", "Anna Berger"]],
    ];
    for (const [language, under, leaks] of cases) keepsAndDrops(markdownOf(page(language, "", under)), ["The harbour plan for the coast", ...story(language)], leaks);
  });

  it("keeps a subheading that opens the story under the headline, and a short line over other words", () => {
    keepsAndDrops(markdownOf(page("de", "", "<p><strong>Das Wichtigste in Kürze</strong></p>")), ["Das Wichtigste in Kürze", ...story("de")], []);
    keepsAndDrops(markdownOf(page("de", "", "<p>Kurz gesagt</p><p>Der Hafen wird neu</p>")), ["Kurz gesagt", "Der Hafen wird neu", ...story("de")], []);
  });
});

/** The German story with `mid` after its second paragraph and `end` after its last. */
function storyWith(mid: string, end = ""): string {
  const p = (n: number) => `<p>${storyText("de", n)}</p>`;
  return page("de", "", "").replace(/<div class="article-body">.*<\/div><\/article>/su, `<div class="article-body">${p(0)}${p(1)}${mid}${p(2)}${p(3)}${end}</div></article>`);
}

/** Two teaser cards into the site: the cleaning removes them as a box of links. */
const teasers =
  '<div class="teasers"><a href="/news/2024/tunnel-open"><img src="/t1.jpg" alt="">Der Tunnel unter der Bucht ist fertig und offen</a>' +
  '<a href="/news/2024/ferry-back"><img src="/t2.jpg" alt="">Die Fähre fährt wieder jeden Morgen über die Bucht</a></div>';

describe("main content: a box's title left after the box's links went (judge15e)", () => {
  it("drops a title line left alone in its box, in a div, a paragraph or a bold line, in several languages", () => {
    const titles = ["Aus dem Ressort", "Te puede interesar", "Originalartikel", "Related", "Leia também", "Da non perdere", "Polecamy", "À lire aussi"];
    for (const title of titles) {
      for (const line of [`<div>${title}</div>`, `<p><strong>${title}</strong></p>`, `<div class="head"><span>${title}</span></div>`]) {
        keepsAndDrops(markdownOf(storyWith(`<div class="box">${line}${teasers}</div>`)), story("de"), [title, "Tunnel unter der Bucht"]);
      }
    }
  });

  it("drops a plain line over a box of links that went when a heading follows", () => {
    const html = storyWith("", `<p><strong>Aus dem Ressort</strong></p>${teasers}<h2>Die Pläne im Einzelnen</h2><p>${storyText("en", 0)}</p>`);
    keepsAndDrops(markdownOf(html), [...story("de"), "Die Pläne im Einzelnen", storyText("en", 0)], ["Aus dem Ressort"]);
  });

  it("keeps a sign-off before a box of links at the end, a subheading over the story after a box, and a label over a list that stayed", () => {
    keepsAndDrops(markdownOf(storyWith("", `<p>x Franzi</p>${teasers}`)), [...story("de"), "x Franzi"], ["Tunnel unter der Bucht"]);
    keepsAndDrops(markdownOf(storyWith(`<p><strong>Die ersten Pläne</strong></p>${teasers}`)), [storyText("de", 1), "Die ersten Pläne", storyText("de", 2)], ["Tunnel unter der Bucht"]);
    const list = "<div class=\"box\"><div>Was gebraucht wird</div><ul><li>Steine aus dem Steinbruch im Norden</li><li>Holz für die Stege am Südufer</li><li>Zeit</li></ul></div>";
    keepsAndDrops(markdownOf(storyWith(list)), [storyText("de", 1), "Was gebraucht wird", "Steine aus dem Steinbruch", storyText("de", 2)], []);
    const sentence = storyWith("", `<p>So weit der erste Teil.</p>${teasers}<h2>Die Pläne im Einzelnen</h2><p>${storyText("en", 0)}</p>`);
    keepsAndDrops(markdownOf(sentence), [storyText("de", 3), "So weit der erste Teil.", "Die Pläne im Einzelnen"], ["Tunnel unter der Bucht"]);
  });
});

describe("main content: a picture's caption set as a heading (judge15e)", () => {
  const picture = '<img src="/media/fog-bridge.jpg" alt="">';
  it("drops a heading with a credit inside a figure or a picture's block, and keeps the picture and the story", () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      [`<figure>${picture}<h2>Ein Kippmoment in der Stadt: die Brücke im Nebel. Bild: Anna Berger</h2></figure>`, "Kippmoment"],
      [`<div class="media">${picture}<h3>El puente al amanecer. Foto: José Pérez</h3></div>`, "El puente al amanecer"],
      [`<figure>${picture}<figcaption><h4>Le pont dans la brume © Jean Dupont</h4></figcaption></figure>`, "Le pont dans la brume"],
    ];
    for (const [figure, leak] of cases) {
      const markdown = markdownOf(storyWith(figure));
      keepsAndDrops(markdown, story("de"), [leak]);
      expect(markdown).toContain("fog-bridge.jpg");
    }
  });

  it("keeps a chart's title in its figure, a heading that names a photographer outside a figure, and the section under it", () => {
    keepsAndDrops(markdownOf(storyWith(`<figure><h3>Ships in the harbour per year</h3>${picture}</figure>`)), [storyText("de", 1), "Ships in the harbour per year", storyText("de", 2)], []);
    keepsAndDrops(markdownOf(storyWith(`${picture}<h2>Die Ausstellung. Foto: Anna Berger zeigt ihre Bilder</h2>`)), [storyText("de", 1), "Die Ausstellung. Foto: Anna Berger zeigt ihre Bilder", storyText("de", 2)], []);
  });
});

describe("main content: a teaser over the headline that repeats the page's description (judge15e)", () => {
  const teaser = "The town rebuilds its harbour wall in stone, and not everyone on the coast agrees with the plan.";
  const withHead = (html: string, meta: string) => html.replace("<title>Harbour</title>", `<title>Harbour</title>${meta}`);
  it("drops it over the headline, whether the description is the page's own or its Open Graph one", () => {
    for (const meta of [`<meta name="description" content="${teaser}">`, `<meta property="og:description" content="${teaser}">`]) {
      for (const above of [`<p>${teaser}</p>`, `<div class="standfirst">${teaser}</div>`]) {
        keepsAndDrops(markdownOf(withHead(page("en", above, ""), meta)), ["The harbour plan for the coast", ...story("en")], ["rebuilds its harbour wall"]);
      }
    }
  });

  it("keeps it as the lead under the headline, and a different teaser over the headline", () => {
    const meta = `<meta property="og:description" content="${teaser}">`;
    keepsAndDrops(markdownOf(withHead(page("en", "", `<p>${teaser}</p>`), meta)), ["The harbour plan for the coast", teaser, ...story("en")], []);
    const other = "A wall of stone for the next hundred years, says the harbour board after two years of argument.";
    keepsAndDrops(markdownOf(withHead(page("en", `<p>${other}</p>`, ""), meta)), [other, "The harbour plan for the coast", ...story("en")], []);
  });

  it("keeps the headline under a teaser of running text in the article's header, with the teaser as its lead", () => {
    const other = "A wall of stone for the next hundred years, says the harbour board after two years of argument.";
    keepsAndDrops(markdownOf(page("en", `<p>${other}</p>`, "")), [other, "The harbour plan for the coast", ...story("en")], []);
  });
});
