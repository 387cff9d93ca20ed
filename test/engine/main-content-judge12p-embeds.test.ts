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

/** The story's four paragraphs once and in order, `kept` too, none of `gone`. */
function story(language: string, between: string, gone: readonly string[], kept: readonly string[] = []): void {
  const markdown = markdownOf(column(language, between));
  const parts = [0, 1, 2, 3].map((n) => storyText(language, n));
  keepsAndDrops(markdown, [...parts.slice(0, 2), ...kept, ...parts.slice(2)], gone);
}

describe("main content: an embed's, a player's and an ad break's lines inside the story (judge12p)", () => {
  it("drops who shared an embedded post when its script did not run, in several languages", () => {
    const post = "https://www.instagram.com/p/Cx1/";
    story("en", `<blockquote class="instagram-media"><div><a href="${post}">View this post on Instagram</a></div><p><a href="${post}">A post shared by Harbour Friends (@harbourfriends)</a></p></blockquote>`, ["View this post", "A post shared by", "@harbourfriends"]);
    story("de", `<blockquote class="instagram-media"><p><a href="${post}">Ein Beitrag geteilt von Hafenfreunde Nord (@hafenfreunde)</a></p></blockquote>`, ["Ein Beitrag geteilt", "@hafenfreunde"]);
    story("es", `<blockquote class="instagram-media"><p><a href="${post}">Una publicación compartida por Amigos del Puerto (@amigosdelpuerto)</a></p></blockquote>`, ["Una publicación compartida", "@amigosdelpuerto"]);
  });

  it("keeps a sentence that names a handle, and a quoted post's own words", () => {
    const handle = "The board answered residents on its own account (@harbourboard) within the hour, and again the next morning.";
    const contact = "Questions go to the press office by email or to @harbourboard.";
    story("en", `<p>${handle}</p><p>${contact}</p>`, [], [handle, contact]);
    const tweet = "The quay wall will be rebuilt in stone. Work starts in September and the ferry keeps running.";
    story("en", `<blockquote class="twitter-tweet"><p lang="en">${tweet}</p>&mdash; Harbour Board (@harbourboard) <a href="https://twitter.com/harbourboard/status/1764">March 3, 2024</a></blockquote>`, [], [tweet]);
  });

  it("drops a video player's length and its now-playing and up-next labels", () => {
    story("en", '<div class="video-player"><button>Play video</button><span>Video duration 02:31</span></div>', ["Play video", "Video duration"]);
    story("en", '<div class="media"><div class="player"><span class="label">Now playing</span><span>02:31</span></div><div class="next"><span>Up next</span></div></div>', ["Now playing", "Up next", "02:31"]);
    story("de", '<div class="player"><p>Dauer: 1:45</p></div>', ["Dauer"]);
  });

  it("drops the note that the story goes on past an ad, and ad labels in many languages", () => {
    story("en", '<p class="continues">Story continues below advertisement</p>', ["continues below"]);
    story("en", '<div><p>Advertisement</p><p>Scroll to continue with content</p></div>', ["Advertisement", "Scroll to continue"]);
    story("de", '<div class="ad"><p>Anzeige</p></div><p>Weiterlesen nach der Anzeige</p>', ["Anzeige"]);
    story("en", '<div class="ad"><span>La suite après la publicité</span></div>', ["La suite après"]);
    story("pl", '<div class="adv"><p>Reklama</p></div><p>Dalsza część artykułu pod reklamą</p>', ["Reklama", "Dalsza część"]);
    story("ru", '<div class="banner"><span>Реклама</span></div><p>Продолжение ниже</p>', ["Реклама", "Продолжение"]);
    story("es", '<div class="pub"><span>Publicidad</span></div>', ["Publicidad"]);
    story("ja", '<div class="ad"><p>広告</p></div>', ["広告"]);
    story("zh", '<div class="ad"><span>广告</span></div>', ["广告"]);
  });

  it("keeps paragraphs that start with Watch, Advertisement or Now, and a list of what plays next", () => {
    const watch = "Watch the tide tables: the temporary landing stage floats, and at low water the gangway is steep.";
    const ads = "Advertisement boards along the promenade will be taken down before the works start, the board said.";
    const now = "Now playing in the town hall: a model of the new quay, built by pupils of the harbour school.";
    story("en", `<p>${watch}</p><p>${ads}</p><p>${now}</p>`, [], [watch, ads, now]);
    const markdown = markdownOf(column("en", "<p>The festival programme on the quay:</p><ul><li>Now playing</li><li>Up next</li><li>The brass band at noon</li></ul>"));
    expect(markdown).toMatch(/-\s+Now playing/u);
    expect(markdown).toMatch(/-\s+Up next/u);
  });

  it("drops consent placeholders of blocked embeds, audio players, update stamps and read-more lines", () => {
    story("en", '<div class="embed-consent"><p>To see this content, please accept cookies.</p><button>Accept and load</button></div>', ["To see this content", "Accept and load"]);
    story("de", '<div class="consent-placeholder"><p><strong>Externer Inhalt</strong></p><p>Um diesen Inhalt zu sehen, müssen Sie der Anzeige externer Inhalte zustimmen.</p><button>Externe Inhalte laden</button></div>', ["Externer Inhalt", "Um diesen Inhalt"]);
    story("en", '<div class="audio-player"><button>Listen to this article</button><span>4 min</span></div>', ["Listen to this article"]);
    story("en", '<p class="update-stamp">Updated 3 March 2024, 10:12 GMT</p>', ["Updated 3 March"]);
    story("de", '<p><strong>Lesen Sie auch:</strong> <a href="/news/2024/fischer-fuerchten-mieten-41">Fischer fürchten steigende Mieten am Hafen</a></p>', ["Lesen Sie auch", "Fischer fürchten"]);
    story("ru", '<p>Читайте также: <a href="/news/2024/rybaki-41">Рыбаки боятся роста аренды</a></p>', ["Читайте также", "Рыбаки боятся"]);
    story("en", '<div class="newsletter-inline"><p>Get the morning briefing in your inbox</p><form><input type="email" placeholder="Your email"><button>Sign up</button></form></div>', ["morning briefing", "Sign up"]);
  });

  it("keeps a correction, an editor's note and a quote between the paragraphs", () => {
    const correction = "Correction: An earlier version of this article gave the wrong year for the old wall; it was built in 1911.";
    const note = "Editor's note: The author lives in the harbour district and is a member of the residents' association.";
    const quote = "We have waited ten years for this, said one of the fishermen on the quay.";
    story("en", `<p><em>${correction}</em></p><p><i>${note}</i></p><blockquote><p>${quote}</p></blockquote>`, [], [correction, note, quote]);
  });
});

describe("main content: consent placeholders and a player's loading lines (judge12p)", () => {
  it("drops an embed's consent box with its link, a player's loading line and an ad break's note", () => {
    story("de", '<div class="embed"><p>Mit dem Laden des Inhalts akzeptieren Sie die Datenschutzerklärung von X.</p><a href="#load">Inhalt laden</a></div>', ["Datenschutzerklärung", "Inhalt laden"]);
    story("en", '<div class="embed"><p>Loading video...</p></div><p>Article continues below</p>', ["Loading video", "continues below"]);
    story("de", '<div class="embed"><p>Video wird geladen …</p></div><p>- Anzeige -</p><p>Der Artikel wird unter der Anzeige fortgesetzt</p>', ["wird geladen", "Anzeige", "fortgesetzt"]);
    story("en", '<p><a href="#video">Jump to video</a></p>', ["Jump to video"]);
  });

  it("keeps a box of the story that mentions consent and a linked document", () => {
    const box = "The board needs the consent of the residents before it can load the ferry at the north pier at night; the full plan is at the town hall.";
    story("en", `<div class="note"><p>The board needs the consent of the residents before it can load the ferry at the north pier at night; the full plan is at the <a href="/plan.pdf">town hall</a>.</p></div>`, [], [box]);
    const consent = "Die Anwohner müssen zustimmen, bevor der Inhalt des Lagers verladen wird; der Plan liegt im Rathaus aus.";
    story("de", `<p>${consent}</p>`, [], [consent]);
  });
});

describe("main content: ad breaks, update stamps and loading lines in more languages (judge12p)", () => {
  it("drops ad labels and breaks in it, es, pt, nl, cs, tr, a stamp counted back from now, CJK loading lines", () => {
    story("en", "<p>Continua a leggere dopo la pubblicità</p><p>Continua após a publicidade</p>", ["Continua a leggere", "Continua após"]);
    story("es", "<p>Sigue leyendo después de la publicidad</p>", ["Sigue leyendo"]);
    story("en", "<p>Advertentie</p><p>Het artikel gaat verder onder de advertentie</p>", ["Advertentie", "gaat verder"]);
    story("cs", "<p>Reklama</p><p>Článek pokračuje pod reklamou</p>", ["Reklama", "pokračuje pod"]);
    story("tr", "<p>Reklam</p><p>Haberin devamı reklamdan sonra</p>", ["Reklam", "devamı"]);
    story("en", "<p>Updated 2 hours ago</p>", ["Updated 2 hours"]);
    story("es", "<p>Actualizado hace 2 horas</p>", ["Actualizado hace"]);
    story("zh", '<div class="embed"><p>加载中...</p></div>', ["加载中"]);
    story("ja", '<div class="embed"><p>読み込み中…</p></div>', ["読み込み中"]);
  });

  it("keeps sentences that say when the story changed or that the story goes on", () => {
    const updated = "Updated 2 hours ago, the timetable now shows the temporary landing stage on the south bank.";
    const goesOn = "The article continues a series the paper began in 2019 about the harbour's workshops.";
    story("en", `<p>${updated}</p><p>${goesOn}</p>`, [], [updated, goesOn]);
  });
});
