import { beforeAll, describe, expect, it } from "vitest";
import { count, emptyHeadings, loadConverter, scrape, words } from "../helpers/article-page.js";
import { a, expectClean, expectOnceInOrder, ol, ul } from "../helpers/cms-page.js";

// News stories the way publishers mark them up: a "key points" list or a fact box before the first
// paragraph or after the last one (in an <aside> or a div), lists of links inside the story, the
// story's title in a header outside the block of text, in several languages; and what must still go
// (the related list, tags, the share bar, "more from" cards).

beforeAll(loadConverter);

const md = (html: string, url?: string) => scrape(html, url);

/** A news site in `lang` with its menu, sidebar, tag list, share bar, related cards and footer around `story`. */
function newsPage(lang: string, story: string, words: NewsWords): string {
  const links = (items: readonly string[], base: string) => items.map((item, n) => `<li><a href="${base}${n}">${item}</a></li>`).join("");
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${words.title} | ${words.site}</title></head><body>` +
    `<div id="cookie-consent" class="consent-box"><p>${words.cookies}</p><button>OK</button></div>` +
    `<header class="masthead"><a class="brand" href="/">${words.site}</a><nav class="menu"><ul>${links(words.menu, "/section/")}</ul></nav></header>` +
    `<main id="main"><div class="container"><div class="content">${story}` +
    `<div class="tags"><span>${words.tags}:</span> <a href="/tag/harbour">${words.tag1}</a> <a href="/tag/ships">${words.tag2}</a></div>` +
    `<div class="social-share"><a href="https://www.facebook.com/sharer/sharer.php?u=x">Facebook</a> <a href="https://twitter.com/intent/tweet?url=x">X</a> <a href="https://wa.me/?text=x">WhatsApp</a></div>` +
    `</div><aside class="sidebar"><h2>${words.popular}</h2><ol>${links(words.popularItems, "/news/")}</ol></aside></div>` +
    `<section class="more-from"><h2>${words.moreFrom}</h2><div class="teasers">` +
    words.cards.map((card, n) => `<article class="teaser"><a href="/news/2026/card-${n}"><img src="/img/t${n}.jpg" alt=""><h3>${card}</h3></a><p class="teaser-text">${words.cardText}</p></article>`).join("") +
    "</div></section></main>" +
    `<footer class="site-footer"><ul>${links(words.footer, "/info/")}</ul><p>© 2026 ${words.site}</p></footer></body></html>`
  );
}

interface NewsWords {
  title: string;
  site: string;
  cookies: string;
  menu: readonly string[];
  tags: string;
  tag1: string;
  tag2: string;
  popular: string;
  popularItems: readonly string[];
  moreFrom: string;
  cards: readonly string[];
  cardText: string;
  footer: readonly string[];
}

const EN: NewsWords = {
  title: "Harbour",
  site: "The Quay Courier",
  cookies: "This site uses cookies to measure how it is used.",
  menu: ["World", "Business", "Local", "Sport", "Weather"],
  tags: "Topics",
  tag1: "Harbour works",
  tag2: "Shipping news",
  popular: "Most popular",
  popularItems: ["Council votes to close the old pier", "Storm warning for the weekend", "Ferry fares rise again"],
  moreFrom: "More from Local",
  cards: ["The fishmonger who sings to his customers", "A new roof for the lifeboat station", "Why the tide came in so high on Sunday"],
  cardText: "Read the full story on our local page today.",
  footer: ["About us", "Advertise", "Privacy policy", "Terms of use"],
};
const EN_CHROME = ["This site uses cookies", "Harbour works", "Shipping news", "WhatsApp", "Most popular", "Council votes to close the old pier", "More from Local", "The fishmonger who sings", "A new roof for the lifeboat station", "Advertise", "Terms of use"];

const sentences = {
  en: [
    "The harbour board agreed on Tuesday to rebuild the north quay wall in stone, after two years of arguments about the cost of concrete and the look of the old front.",
    "Work starts in September and the quay stays open to the ferry throughout, with a temporary landing stage on the south side for the fishing boats.",
    "The board expects the wall to last a hundred years; the last one, built in 1911, was patched eleven times before the storm of 2024 broke it.",
    "Residents can see the plans at the harbour office every weekday morning until the end of the month, and send their comments by post or email.",
    "The fishermen's association welcomed the decision but asked for the landing stage to be lit at night, since most boats come in before dawn.",
  ],
  de: [
    "Der Hafenrat hat am Dienstag beschlossen, die Mauer am Nordkai in Stein neu zu bauen, nach zwei Jahren Streit über die Kosten von Beton und das Aussehen der alten Front.",
    "Die Arbeiten beginnen im September, und der Kai bleibt für die Fähre die ganze Zeit offen, mit einem provisorischen Anleger auf der Südseite für die Fischerboote.",
    "Der Rat rechnet damit, dass die Mauer hundert Jahre hält; die letzte, 1911 gebaut, wurde elfmal geflickt, bevor der Sturm von 2024 sie zerstörte.",
    "Anwohner können die Pläne bis Ende des Monats an jedem Werktag vormittags im Hafenbüro einsehen und ihre Anmerkungen per Post oder E-Mail schicken.",
  ],
  fr: [
    "Le conseil du port a décidé mardi de reconstruire en pierre le mur du quai nord, après deux ans de débats sur le coût du béton et l'aspect de l'ancienne façade.",
    "Les travaux commencent en septembre et le quai reste ouvert au bac pendant toute la durée du chantier, avec un ponton provisoire au sud pour les pêcheurs.",
    "Le conseil compte sur un mur qui tienne cent ans ; le précédent, bâti en 1911, avait été réparé onze fois avant que la tempête de 2024 ne l'emporte.",
    "Les habitants peuvent consulter les plans au bureau du port chaque matin de la semaine jusqu'à la fin du mois, et envoyer leurs remarques par courrier.",
  ],
  es: [
    "La junta del puerto acordó el martes reconstruir en piedra el muro del muelle norte, tras dos años de discusiones sobre el coste del hormigón y el aspecto del viejo frente.",
    "Las obras empiezan en septiembre y el muelle seguirá abierto al transbordador durante todo el tiempo, con un embarcadero provisional en el lado sur para los pesqueros.",
    "La junta espera que el muro dure cien años; el anterior, construido en 1911, fue remendado once veces antes de que el temporal de 2024 lo derribara.",
    "Los vecinos pueden consultar los planos en la oficina del puerto cada mañana laborable hasta final de mes y enviar sus comentarios por correo o por email.",
  ],
  ja: [
    "港湾委員会は火曜日、北岸壁の壁を石で建て直すことを決めた。コンクリートの費用と古い景観をめぐる二年間の議論の末の決定である。",
    "工事は九月に始まり、その間もフェリーは岸壁を使い続ける。漁船のために南側に仮の桟橋が設けられる。",
    "委員会は新しい壁が百年もつと見込んでいる。一九一一年に造られた前の壁は、二〇二四年の嵐で壊れるまでに十一回補修された。",
    "住民は今月末まで平日の午前中に港湾事務所で計画を閲覧でき、郵便や電子メールで意見を送ることができる。",
  ],
};
const paras = (lang: keyof typeof sentences, from = 0, to?: number) =>
  sentences[lang]
    .slice(from, to)
    .map((text) => `<p>${text}</p>`)
    .join("");

describe("main content: boxes and lists before the first paragraph or after the last", () => {
  it("keeps a 'Key points' list in an <aside> before the first paragraph", () => {
    const story =
      '<article class="story"><header class="story-header"><h1>Harbour wall to be rebuilt in stone</h1><p class="byline">By Ana Lind</p></header>' +
      `<aside class="key-points"><h2>Key points</h2>${ul(["The north quay wall will be rebuilt in stone", "Building work from September", "The ferry keeps running throughout"])}</aside>` +
      `<div class="story-body">${paras("en")}</div></article>`;
    const markdown = md(newsPage("en", story, EN));
    expectOnceInOrder(markdown, ["Harbour wall to be rebuilt in stone", "Key points", "The north quay wall will be rebuilt in stone", "Building work from September", "The ferry keeps running throughout", "The harbour board agreed on Tuesday"]);
    expectClean(markdown, "news", EN_CHROME);
  });

  it("keeps a fact box in an <aside> after the last paragraph", () => {
    const story =
      '<article class="story"><h1>Harbour wall to be rebuilt in stone</h1>' +
      `<div class="story-body">${paras("en")}</div>` +
      `<aside class="fact-box"><h3>The north quay in numbers</h3>${ul(["Built in 1911", "410 metres long", "Patched eleven times"])}<p>The wall was last surveyed in full in 2019.</p></aside></article>`;
    const markdown = md(newsPage("en", story, EN));
    expectOnceInOrder(markdown, ["The fishermen's association welcomed", "The north quay in numbers", "Built in 1911", "410 metres long", "Patched eleven times", "The wall was last surveyed in full in 2019."]);
    expectClean(markdown, "news", EN_CHROME);
  });

  it("keeps a pull quote <aside> right after the first paragraph's block and before the text block", () => {
    const story =
      '<article class="story"><h1>Harbour wall to be rebuilt in stone</h1>' +
      '<aside class="pull-quote"><blockquote><p>“We have waited twenty years for this decision.”</p><cite>Tom Reyes, harbour master</cite></blockquote></aside>' +
      `<div class="story-body">${paras("en")}</div></article>`;
    const markdown = md(newsPage("en", story, EN));
    expectOnceInOrder(markdown, ["We have waited twenty years for this decision.", "Tom Reyes, harbour master", "The harbour board agreed on Tuesday"]);
    expectClean(markdown, "news", EN_CHROME);
  });

  it("still drops an <aside> of related links ending the story, a newsletter <aside> in it, and a text sidebar beside the story's <article>", () => {
    const story =
      '<div class="columns"><article class="story"><h1>Harbour wall to be rebuilt in stone</h1>' +
      `<div class="story-body">${paras("en", 0, 3)}</div>` +
      `<aside class="related-links"><h3>Related</h3>${ul([a("/news/2025/quay-wall-cracks", "Cracks found in the quay wall"), a("/news/2024/storm-damage", "Storm damage on the north quay")])}</aside>` +
      '<aside class="promo"><h3>Get the harbour newsletter</h3><p>Sign up for our free newsletter and get the news from the harbour every morning.</p></aside></article>' +
      '<aside class="about-site"><h3>About this site</h3><p>The Quay Courier has covered the harbour and its people since 1921, with a staff of twelve in the old customs house.</p></aside></div>';
    const markdown = md(newsPage("en", story, EN));
    expectOnceInOrder(markdown, ["Harbour wall to be rebuilt in stone", "The harbour board agreed on Tuesday", "The board expects the wall"]);
    expectClean(markdown, "news", [...EN_CHROME, "Cracks found in the quay wall", "Storm damage on the north quay", "Get the harbour newsletter", "About this site", "has covered the harbour and its people since 1921"]);
  });

  it("still drops a text <aside> beside the story's column when the headline stands over both in a plain div", () => {
    const story =
      '<div class="page-top"><h1>Harbour wall to be rebuilt in stone</h1><div class="row"><div class="col-main">' +
      paras("en") +
      '</div><aside class="box"><h3>About this site</h3><p>The Quay Courier has covered the harbour and its people since 1921, with a staff of twelve in the old customs house.</p></aside></div></div>';
    const markdown = md(newsPage("en", story, EN));
    expectOnceInOrder(markdown, ["Harbour wall to be rebuilt in stone", "The harbour board agreed on Tuesday", "The fishermen's association welcomed"]);
    expectClean(markdown, "news", [...EN_CHROME, "About this site", "has covered the harbour and its people since 1921"]);
  });

  // Not done (docs/engine.md, "Boxes in <aside>"): in a story set in plain divs (no <article>), a fact
  // box <aside> before the first or after the last paragraph is, in its markup, the same as a page's
  // sidebar beside the story's column under the headline (the test above); only an <article> says the
  // box is the story's.

  it("keeps a 'Read the report' list of outside links after the last paragraph", () => {
    const story =
      '<article class="story"><h1>Harbour wall to be rebuilt in stone</h1>' +
      `<div class="story-body">${paras("en")}<h2>Read the report</h2>${ul([a("https://harbourboard.example.org/reports/north-quay-2026.pdf", "North quay survey 2026 (PDF)"), a("https://harbourboard.example.org/minutes/2026-03-03", "Minutes of the board meeting")])}</div></article>`;
    const markdown = md(newsPage("en", story, EN));
    expectOnceInOrder(markdown, ["Read the report", "North quay survey 2026 (PDF)", "Minutes of the board meeting"]);
    expectClean(markdown, "news", EN_CHROME);
  });
});

describe("main content: 'key points' in several languages", () => {
  const cases: Array<{ lang: keyof typeof sentences; heading: string; items: readonly string[]; title: string }> = [
    { lang: "de", heading: "Das Wichtigste in Kürze", items: ["Die Nordkai-Mauer wird aus Stein neu gebaut", "Baubeginn ist im September", "Die Fähre fährt weiter"], title: "Hafenmauer wird in Stein neu gebaut" },
    { lang: "fr", heading: "En bref", items: ["Le mur du quai nord sera reconstruit en pierre", "Début des travaux en septembre", "Le bac continue de circuler"], title: "Le mur du port reconstruit en pierre" },
    { lang: "es", heading: "Claves", items: ["El muro del muelle norte se reconstruirá en piedra", "Obras desde septiembre", "El transbordador sigue funcionando"], title: "El muro del puerto se reconstruirá en piedra" },
    { lang: "ja", heading: "ポイント", items: ["北岸壁の壁を石で再建", "工事は九月に開始", "フェリーは運航を継続"], title: "港の壁、石で再建へ" },
  ];
  for (const { lang, heading, items, title } of cases) {
    it(`keeps the key points (${lang}: "${heading}") at the top of the story, and drops the site's lists`, () => {
      const story = `<article><h1>${title}</h1><div class="summary"><h2>${heading}</h2>${ul(items)}</div>${paras(lang)}</article>`;
      const markdown = md(newsPage(lang, story, EN));
      expectOnceInOrder(markdown, [title, heading, ...items, (sentences[lang][0] as string).slice(0, 30)]);
      expectClean(markdown, "news", EN_CHROME);
    });
  }
});

describe("main content: lists and tables inside the story", () => {
  it("keeps a numbered list of links to the story's documents between paragraphs", () => {
    const story =
      '<article><h1>Harbour wall to be rebuilt in stone</h1>' +
      paras("en", 0, 2) +
      "<p>The board published three documents with its decision:</p>" +
      ol([a("/documents/north-quay-decision.pdf", "The decision"), a("/documents/north-quay-costs.pdf", "The cost estimate"), a("/documents/north-quay-plans.pdf", "The plans")]) +
      paras("en", 2) +
      "</article>";
    const markdown = md(newsPage("en", story, EN));
    expectOnceInOrder(markdown, ["The board published three documents with its decision:", "The decision", "The cost estimate", "The plans", "The board expects the wall"]);
    expectClean(markdown, "news", EN_CHROME);
  });

  it("keeps a results table with row headers (th scope=row) and a caption", () => {
    const story =
      '<article><h1>Regatta results</h1>' +
      paras("en", 0, 2) +
      '<table class="results"><caption>Final standings after six races</caption><thead><tr><th scope="col">Boat</th><th scope="col">Skipper</th><th scope="col">Points</th></tr></thead><tbody>' +
      '<tr><th scope="row">Kittiwake</th><td>Ana Lind</td><td>9</td></tr><tr><th scope="row">Puffin</th><td>Tom Reyes</td><td>14</td></tr><tr><th scope="row">Gannet</th><td>Mary Sinclair</td><td>17</td></tr></tbody></table>' +
      paras("en", 2) +
      "</article>";
    const markdown = md(newsPage("en", story, EN));
    expectOnceInOrder(markdown, ["Final standings after six races", "Boat", "Skipper", "Points", "Kittiwake Ana Lind 9 ", "Puffin Tom Reyes 14 ", "Gannet Mary Sinclair 17 "]);
    expectClean(markdown, "news", EN_CHROME);
  });

  it("prints the story's title once when it stands in a header outside the block of text", () => {
    const story = '<div class="story-top"><h1 class="headline">Harbour wall to be rebuilt in stone</h1><p class="standfirst">After two years of argument, the board chose stone over concrete.</p></div>' + `<div class="story-body"><div class="text">${paras("en")}</div></div>`;
    const markdown = md(newsPage("en", story, EN));
    expect(count(words(markdown), "Harbour wall to be rebuilt in stone")).toBe(1);
    expect(markdown).toMatch(/^# Harbour wall to be rebuilt in stone/m);
    expectClean(markdown, "news", EN_CHROME);
  });
});

describe("main content: a box pointing to the story's source", () => {
  it("keeps a 'Read the report' box (a heading over a sentence linking out) after the last paragraph", () => {
    const story =
      '<article><h1>Harbour wall to be rebuilt in stone</h1>' +
      paras("en") +
      `<div class="report-box"><h3>Read the report</h3><p>The full report is ${a("https://www.harbourboard.example.org/report-2026.pdf", "available here (PDF, 4 MB)")}.</p></div></article>`;
    const markdown = md(newsPage("en", story, EN));
    expectOnceInOrder(markdown, ["The fishermen's association welcomed", "Read the report", "The full report is available here (PDF, 4 MB)."]);
    expectClean(markdown, "news", EN_CHROME);
  });

  it("still drops a 'Follow us' box of profile links after the last paragraph", () => {
    const story =
      '<article><h1>Harbour wall to be rebuilt in stone</h1>' +
      paras("en") +
      `<div class="follow-box"><h3>Follow the Courier</h3><p>${a("https://social.example.com/quaycourier", "Mastodon")} ${a("https://video.example.net/quaycourier", "Video channel")}</p></div></article>`;
    const markdown = md(newsPage("en", story, EN));
    expectOnceInOrder(markdown, ["The fishermen's association welcomed"]);
    expectClean(markdown, "news", [...EN_CHROME, "Follow the Courier", "Video channel"]);
  });
});

describe("main content: a French news site's whole story page", () => {
  it("keeps the 'À retenir' aside under the headline, the captioned picture, the table with its caption and the sources; drops the 'Lire aussi' line, sharing, tags, the most-read column and the cards", () => {
    const html =
      "<!doctype html><html lang=\"fr\"><head><meta charset=\"utf-8\"><title>Le mur du port sera reconstruit en pierre | Le Courrier du Port</title></head><body>" +
      "<div class=\"bandeau-cookies\"><p>Nous utilisons des cookies pour mesurer l'audience.</p><button>Accepter</button><a href=\"/cookies\">Param\u00e9trer les cookies</a></div>" +
      "<header class=\"entete\"><a class=\"logo\" href=\"/\">Le Courrier du Port</a><nav><ul><li><a href=\"/politique\">Politique</a></li><li><a href=\"/economie\">\u00c9conomie</a></li><li><a href=\"/region\">R\u00e9gion</a></li><li><a href=\"/sports\">Sports</a></li></ul></nav></header>" +
      "<main><div class=\"conteneur\"><article class=\"article\">" +
      "<header class=\"article__entete\"><p class=\"article__rubrique\"><a href=\"/region\">R\u00e9gion</a></p><h1 class=\"article__titre\">Le mur du port sera reconstruit en pierre</h1><p class=\"article__chapo\">Apr\u00e8s deux ans de d\u00e9bats, le conseil du port a tranch\u00e9 en faveur de la pierre.</p><p class=\"article__auteur\">Par <a href=\"/auteurs/ana-lind\" rel=\"author\">Ana Lind</a> \u00b7 <time datetime=\"2026-03-03\">3 mars 2026 \u00e0 9h00</time></p></header>" +
      "<aside class=\"article__essentiel\"><h2>\u00c0 retenir</h2><ul><li>Le mur du quai nord sera reconstruit en pierre</li><li>D\u00e9but du chantier en septembre</li><li>Le bac continue de circuler</li></ul></aside>" +
      "<div class=\"article__corps\">" +
      "<p>Le conseil du port a d\u00e9cid\u00e9 mardi de reconstruire en pierre le mur du quai nord, apr\u00e8s deux ans de d\u00e9bats sur le co\u00fbt du b\u00e9ton et l'aspect de l'ancienne fa\u00e7ade.</p>" +
      "<p>Les travaux commencent en septembre et le quai reste ouvert au bac pendant toute la dur\u00e9e du chantier, avec un ponton provisoire au sud pour les p\u00eacheurs.</p>" +
      "<figure class=\"article__figure\"><picture><source srcset=\"/img/mur-1200.webp 1200w, /img/mur-600.webp 600w\" type=\"image/webp\"><img src=\"/img/mur-1200.jpg\" alt=\"Le mur du quai nord, fissur\u00e9 apr\u00e8s la temp\u00eate\" width=\"1200\" height=\"800\"></picture><figcaption class=\"article__legende\">Le mur du quai nord, fissur\u00e9 apr\u00e8s la temp\u00eate de 2024. <span class=\"article__credit\">Photo Ana Lind</span></figcaption></figure>" +
      "<p class=\"lire-aussi\"><strong>Lire aussi :</strong> <a href=\"/region/2025/05/fissures-quai-nord\">Des fissures d\u00e9couvertes sur le quai nord</a></p>" +
      "<h2>Un chantier en trois \u00e9tapes</h2>" +
      "<table class=\"tableau\"><caption>Le calendrier des travaux</caption><thead><tr><th>P\u00e9riode</th><th>\u00c9tape</th></tr></thead><tbody><tr><td>Septembre</td><td>Installation du ponton provisoire</td></tr><tr><td>Octobre \u00e0 mars</td><td>D\u00e9molition et reconstruction du mur</td></tr><tr><td>Avril</td><td>R\u00e9ouverture du quai</td></tr></tbody></table>" +
      "<p>Le conseil compte sur un mur qui tienne cent ans ; le pr\u00e9c\u00e9dent, b\u00e2ti en 1911, avait \u00e9t\u00e9 r\u00e9par\u00e9 onze fois avant que la temp\u00eate de 2024 ne l'emporte.</p>" +
      "<p>Les habitants peuvent consulter les plans au bureau du port chaque matin de la semaine jusqu'\u00e0 la fin du mois, et envoyer leurs remarques par courrier.</p>" +
      "<h3>Sources</h3><ul><li><a href=\"https://www.conseil-du-port.example.org/deliberation-2026-03.pdf\">D\u00e9lib\u00e9ration du conseil du port (PDF)</a></li><li><a href=\"https://www.cerema.example.fr/murs-de-quai\">Rapport sur l'\u00e9tat des murs de quai</a></li></ul>" +
      "</div>" +
      "<div class=\"article__partage\"><a href=\"https://www.facebook.com/sharer/sharer.php?u=https://www.courrierduport.example/region/2026/03/mur\">Facebook</a> <a href=\"https://twitter.com/intent/tweet?url=https://www.courrierduport.example/region/2026/03/mur\">X</a> <a href=\"mailto:?subject=Le mur\">E-mail</a></div>" +
      "<div class=\"article__tags\"><a href=\"/tag/port\">Port</a> <a href=\"/tag/travaux\">Travaux</a></div>" +
      "</article>" +
      "<aside class=\"colonne\"><h3>Les plus lus</h3><ol><li><a href=\"/a\">Le bac augmente ses tarifs</a></li><li><a href=\"/b\">Temp\u00eate : alerte orange</a></li></ol></aside></div>" +
      "<section class=\"sur-le-meme-sujet\"><h2>Sur le m\u00eame sujet</h2><div class=\"cartes\"><article class=\"carte\"><a href=\"/region/c1\"><img src=\"/img/c1.jpg\" alt=\"\"><h3>La cri\u00e9e d\u00e9m\u00e9nage</h3></a></article><article class=\"carte\"><a href=\"/region/c2\"><img src=\"/img/c2.jpg\" alt=\"\"><h3>Un nouveau phare</h3></a></article><article class=\"carte\"><a href=\"/region/c3\"><img src=\"/img/c3.jpg\" alt=\"\"><h3>Les phoques reviennent</h3></a></article></div></section></main>" +
      "<footer class=\"pied\"><ul><li><a href=\"/mentions-legales\">Mentions l\u00e9gales</a></li><li><a href=\"/contact\">Contact</a></li></ul><p>\u00a9 2026 Le Courrier du Port</p></footer></body></html>";
    const markdown = md(html, "https://www.courrierduport.example/region/2026/03/mur");
    expect(markdown).toMatch(/^# Le mur du port sera reconstruit en pierre/m);
    expectOnceInOrder(markdown, [
      "À retenir",
      "Le mur du quai nord sera reconstruit en pierre",
      "Début du chantier en septembre",
      "Le bac continue de circuler",
      "Le conseil du port a décidé mardi",
      "Le mur du quai nord, fissuré après la tempête de 2024.",
      "Un chantier en trois étapes",
      "Le calendrier des travaux",
      "Octobre à mars Démolition et reconstruction du mur",
      "Sources",
      "Délibération du conseil du port (PDF)",
      "Rapport sur l'état des murs de quai",
    ]);
    const text = words(markdown);
    for (const gone of ["Nous utilisons des cookies", "Lire aussi", "Des fissures découvertes", "Les plus lus", "Le bac augmente ses tarifs", "Sur le même sujet", "La criée déménage", "Mentions légales", "Travaux Port", "E-mail"]) expect(text, gone).not.toContain(gone);
    expect(emptyHeadings(markdown)).toEqual([]);
  });
});
