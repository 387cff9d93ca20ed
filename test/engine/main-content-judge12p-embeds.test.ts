import { describe, expect, it } from "vitest";
import { keepsStory, storyMarkdown } from "../helpers/story-column.js";

describe("main content: an embed's, a player's and an ad break's lines inside the story (judge12p)", () => {
  it("drops who shared an embedded post when its script did not run, in several languages", () => {
    const post = "https://www.instagram.com/p/Cx1/";
    keepsStory("en", `<blockquote class="instagram-media"><div><a href="${post}">View this post on Instagram</a></div><p><a href="${post}">A post shared by Harbour Friends (@harbourfriends)</a></p></blockquote>`, ["View this post", "A post shared by", "@harbourfriends"]);
    keepsStory("de", `<blockquote class="instagram-media"><p><a href="${post}">Ein Beitrag geteilt von Hafenfreunde Nord (@hafenfreunde)</a></p></blockquote>`, ["Ein Beitrag geteilt", "@hafenfreunde"]);
    keepsStory("es", `<blockquote class="instagram-media"><p><a href="${post}">Una publicación compartida por Amigos del Puerto (@amigosdelpuerto)</a></p></blockquote>`, ["Una publicación compartida", "@amigosdelpuerto"]);
  });

  it("keeps a sentence that names a handle, and a quoted post's own words", () => {
    const handle = "The board answered residents on its own account (@harbourboard) within the hour, and again the next morning.";
    const contact = "Questions go to the press office by email or to @harbourboard.";
    keepsStory("en", `<p>${handle}</p><p>${contact}</p>`, [], [handle, contact]);
    const tweet = "The quay wall will be rebuilt in stone. Work starts in September and the ferry keeps running.";
    keepsStory("en", `<blockquote class="twitter-tweet"><p lang="en">${tweet}</p>&mdash; Harbour Board (@harbourboard) <a href="https://twitter.com/harbourboard/status/1764">March 3, 2024</a></blockquote>`, [], [tweet]);
  });

  it("drops a video player's length and its now-playing and up-next labels", () => {
    keepsStory("en", '<div class="video-player"><button>Play video</button><span>Video duration 02:31</span></div>', ["Play video", "Video duration"]);
    keepsStory("en", '<div class="media"><div class="player"><span class="label">Now playing</span><span>02:31</span></div><div class="next"><span>Up next</span></div></div>', ["Now playing", "Up next", "02:31"]);
    keepsStory("de", '<div class="player"><p>Dauer: 1:45</p></div>', ["Dauer"]);
  });

  it("drops the note that the story goes on past an ad, and ad labels in many languages", () => {
    keepsStory("en", '<p class="continues">Story continues below advertisement</p>', ["continues below"]);
    keepsStory("en", '<div><p>Advertisement</p><p>Scroll to continue with content</p></div>', ["Advertisement", "Scroll to continue"]);
    keepsStory("de", '<div class="ad"><p>Anzeige</p></div><p>Weiterlesen nach der Anzeige</p>', ["Anzeige"]);
    keepsStory("en", '<div class="ad"><span>La suite après la publicité</span></div>', ["La suite après"]);
    // A label loose in the story's box, a span between its blocks, in capitals.
    keepsStory("es", '<span class="textPublicidade">CONTINUA DEPOIS DA PUBLICIDADE</span><div id="taboola-mid"></div>', ["CONTINUA DEPOIS"]);
    keepsStory("en", '<p><a href="https://disqus.com/">blog comments powered by Disqus</a></p>', ["powered by Disqus"]);
    keepsStory("pl", '<div class="adv"><p>Reklama</p></div><p>Dalsza część artykułu pod reklamą</p>', ["Reklama", "Dalsza część"]);
    keepsStory("ru", '<div class="banner"><span>Реклама</span></div><p>Продолжение ниже</p>', ["Реклама", "Продолжение"]);
    keepsStory("es", '<div class="pub"><span>Publicidad</span></div>', ["Publicidad"]);
    keepsStory("ja", '<div class="ad"><p>広告</p></div>', ["広告"]);
    keepsStory("zh", '<div class="ad"><span>广告</span></div>', ["广告"]);
  });

  it("keeps paragraphs that start with Watch, Advertisement or Now, and a list of what plays next", () => {
    const watch = "Watch the tide tables: the temporary landing stage floats, and at low water the gangway is steep.";
    const ads = "Advertisement boards along the promenade will be taken down before the works start, the board said.";
    const now = "Now playing in the town hall: a model of the new quay, built by pupils of the harbour school.";
    keepsStory("en", `<p>${watch}</p><p>${ads}</p><p>${now}</p>`, [], [watch, ads, now]);
    const markdown = storyMarkdown("en", "<p>The festival programme on the quay:</p><ul><li>Now playing</li><li>Up next</li><li>The brass band at noon</li></ul>");
    expect(markdown).toMatch(/-\s+Now playing/u);
    expect(markdown).toMatch(/-\s+Up next/u);
  });

  it("drops consent placeholders of blocked embeds, audio players, update stamps and read-more lines", () => {
    keepsStory("en", '<div class="embed-consent"><p>To see this content, please accept cookies.</p><button>Accept and load</button></div>', ["To see this content", "Accept and load"]);
    keepsStory("de", '<div class="consent-placeholder"><p><strong>Externer Inhalt</strong></p><p>Um diesen Inhalt zu sehen, müssen Sie der Anzeige externer Inhalte zustimmen.</p><button>Externe Inhalte laden</button></div>', ["Externer Inhalt", "Um diesen Inhalt"]);
    keepsStory("en", '<div class="audio-player"><button>Listen to this article</button><span>4 min</span></div>', ["Listen to this article"]);
    keepsStory("en", '<p class="update-stamp">Updated 3 March 2024, 10:12 GMT</p>', ["Updated 3 March"]);
    keepsStory("de", '<p><strong>Lesen Sie auch:</strong> <a href="/news/2024/fischer-fuerchten-mieten-41">Fischer fürchten steigende Mieten am Hafen</a></p>', ["Lesen Sie auch", "Fischer fürchten"]);
    keepsStory("ru", '<p>Читайте также: <a href="/news/2024/rybaki-41">Рыбаки боятся роста аренды</a></p>', ["Читайте также", "Рыбаки боятся"]);
    keepsStory("en", '<div class="newsletter-inline"><p>Get the morning briefing in your inbox</p><form><input type="email" placeholder="Your email"><button>Sign up</button></form></div>', ["morning briefing", "Sign up"]);
  });

  it("keeps a correction, an editor's note and a quote between the paragraphs", () => {
    const correction = "Correction: An earlier version of this article gave the wrong year for the old wall; it was built in 1911.";
    const note = "Editor's note: The author lives in the harbour district and is a member of the residents' association.";
    const quote = "We have waited ten years for this, said one of the fishermen on the quay.";
    keepsStory("en", `<p><em>${correction}</em></p><p><i>${note}</i></p><blockquote><p>${quote}</p></blockquote>`, [], [correction, note, quote]);
  });
});

describe("main content: consent placeholders and a player's loading lines (judge12p)", () => {
  it("drops an embed's consent box with its link, a player's loading line and an ad break's note", () => {
    keepsStory("de", '<div class="embed"><p>Mit dem Laden des Inhalts akzeptieren Sie die Datenschutzerklärung von X.</p><a href="#load">Inhalt laden</a></div>', ["Datenschutzerklärung", "Inhalt laden"]);
    keepsStory("en", '<div class="embed"><p>Loading video...</p></div><p>Article continues below</p>', ["Loading video", "continues below"]);
    keepsStory("de", '<div class="embed"><p>Video wird geladen …</p></div><p>- Anzeige -</p><p>Der Artikel wird unter der Anzeige fortgesetzt</p>', ["wird geladen", "Anzeige", "fortgesetzt"]);
    keepsStory("en", '<p><a href="#video">Jump to video</a></p>', ["Jump to video"]);
  });

  it("keeps a box of the story that mentions consent and a linked document", () => {
    const box = "The board needs the consent of the residents before it can load the ferry at the north pier at night; the full plan is at the town hall.";
    keepsStory("en", `<div class="note"><p>The board needs the consent of the residents before it can load the ferry at the north pier at night; the full plan is at the <a href="/plan.pdf">town hall</a>.</p></div>`, [], [box]);
    const consent = "Die Anwohner müssen zustimmen, bevor der Inhalt des Lagers verladen wird; der Plan liegt im Rathaus aus.";
    keepsStory("de", `<p>${consent}</p>`, [], [consent]);
  });
});

describe("main content: ad breaks, update stamps and loading lines in more languages (judge12p)", () => {
  it("drops ad labels and breaks in it, es, pt, nl, cs, tr, a stamp counted back from now, CJK loading lines", () => {
    keepsStory("en", "<p>Continua a leggere dopo la pubblicità</p><p>Continua após a publicidade</p>", ["Continua a leggere", "Continua após"]);
    keepsStory("es", "<p>Sigue leyendo después de la publicidad</p>", ["Sigue leyendo"]);
    keepsStory("en", "<p>Advertentie</p><p>Het artikel gaat verder onder de advertentie</p>", ["Advertentie", "gaat verder"]);
    keepsStory("cs", "<p>Reklama</p><p>Článek pokračuje pod reklamou</p>", ["Reklama", "pokračuje pod"]);
    keepsStory("tr", "<p>Reklam</p><p>Haberin devamı reklamdan sonra</p>", ["Reklam", "devamı"]);
    keepsStory("en", "<p>Updated 2 hours ago</p>", ["Updated 2 hours"]);
    keepsStory("es", "<p>Actualizado hace 2 horas</p>", ["Actualizado hace"]);
    keepsStory("zh", '<div class="embed"><p>加载中...</p></div>', ["加载中"]);
    keepsStory("ja", '<div class="embed"><p>読み込み中…</p></div>', ["読み込み中"]);
  });

  it("keeps sentences that say when the story changed or that the story goes on", () => {
    const updated = "Updated 2 hours ago, the timetable now shows the temporary landing stage on the south bank.";
    const goesOn = "The article continues a series the paper began in 2019 about the harbour's workshops.";
    keepsStory("en", `<p>${updated}</p><p>${goesOn}</p>`, [], [updated, goesOn]);
  });
});
