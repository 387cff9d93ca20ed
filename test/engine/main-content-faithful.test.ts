import { beforeAll, describe, expect, it } from "vitest";
import { chromePage, expectAll, expectFaithful, expectNoChrome, loadConverter, scrape } from "../helpers/article-page.js";

// Articles in other languages and the markdown's faithfulness under onlyMainContent: no bare or empty
// headings, no doubled text (test/helpers/article-page.ts builds the pages).

beforeAll(loadConverter);

describe("main content keeps articles in other languages", () => {
  it("keeps a German article with its 'Weiterführende Links' list", () => {
    const article =
      '<article><h1>Der Leuchtturm am Kap wird saniert</h1>' +
      "<p>Der 140 Jahre alte Leuchtturm am Kap bekommt ein neues Dach und eine neue Treppe. Die Arbeiten beginnen im April und sollen bis zum Herbst dauern, teilte das Wasserstraßen- und Schifffahrtsamt am Montag mit.</p>" +
      "<p>Während der Sanierung bleibt der Turm für Besucher geschlossen. Das Leuchtfeuer selbst ist nicht betroffen und wird weiter betrieben.</p>" +
      "<h2>Weiterführende Links</h2><ul>" +
      '<li><a href="https://www.wsv.de/leuchttuerme">Leuchttürme der Wasserstraßen- und Schifffahrtsverwaltung</a></li>' +
      '<li><a href="https://www.denkmalschutz.de/leuchtturm">Deutsche Stiftung Denkmalschutz: Leuchttürme</a></li>' +
      "</ul>" +
      "<p>Die Kosten von rund 1,8 Millionen Euro tragen Bund und Land gemeinsam.</p></article>";
    const markdown = scrape(chromePage(article, { lang: "de" }));
    expectAll(markdown, ["Der Leuchtturm am Kap wird saniert", "Leuchttürme der Wasserstraßen- und Schifffahrtsverwaltung", "Deutsche Stiftung Denkmalschutz: Leuchttürme", "tragen Bund und Land gemeinsam"]);
    expect(markdown).toContain("## Weiterführende Links");
    expectNoChrome(markdown);
    expectFaithful(markdown);
  });

  it("keeps a French article with a table and its 'Pour en savoir plus' list", () => {
    const article =
      '<div class="article__content"><h1>Les phares bretons attirent de plus en plus de visiteurs</h1>' +
      "<p>La fréquentation des phares ouverts au public en Bretagne a encore augmenté l'an dernier, selon les chiffres publiés mardi par le comité régional du tourisme.</p>" +
      "<table><thead><tr><th>Phare</th><th>Visiteurs</th></tr></thead><tbody>" +
      "<tr><td>Phare d'Eckmühl</td><td>62 000</td></tr><tr><td>Phare du Créac'h</td><td>41 500</td></tr><tr><td>Phare de l'île Vierge</td><td>18 200</td></tr>" +
      "</tbody></table>" +
      "<p>Les gardiens ont quitté le dernier phare habité en 2019, mais des guides racontent désormais leur histoire aux visiteurs.</p>" +
      "<h3>Pour en savoir plus</h3><ul>" +
      '<li><a href="https://www.phares-de-france.fr/">Phares de France, l\'inventaire complet</a></li>' +
      '<li><a href="https://www.bretagne.bzh/phares/">Les phares sur le site de la Région</a></li>' +
      "</ul></div>";
    const markdown = scrape(chromePage(article, { lang: "fr" }));
    expect(markdown).toContain("| Phare d'Eckmühl | 62 000 |");
    expectAll(markdown, ["Phares de France, l'inventaire complet", "Les phares sur le site de la Région", "des guides racontent désormais leur histoire"]);
    expect(markdown).toContain("### Pour en savoir plus");
    expectNoChrome(markdown);
    expectFaithful(markdown);
  });

  it("keeps a Japanese article with its list of related official links", () => {
    const article =
      '<article class="entry"><h1>灯台の一般公開が始まります</h1>' +
      "<p>海上保安庁は、岬の灯台を今月から毎週末に一般公開すると発表しました。明治時代に建てられたこの灯台は、国の重要文化財に指定されています。</p>" +
      "<p>見学は予約制で、一回につき二十人までです。灯台の上からは、晴れた日には遠くの島々まで見渡すことができます。</p>" +
      "<h2>関連リンク</h2><ul>" +
      '<li><a href="https://www.kaiho.mlit.go.jp/">海上保安庁</a></li>' +
      '<li><a href="https://www.bunka.go.jp/">文化庁 重要文化財の一覧</a></li>' +
      "</ul>" +
      "<p>見学の申し込みは、来週の月曜日から受け付けます。</p></article>";
    const markdown = scrape(chromePage(article, { lang: "ja" }));
    expectAll(markdown, ["灯台の一般公開が始まります", "国の重要文化財に指定されています。", "海上保安庁", "文化庁 重要文化財の一覧", "見学の申し込みは、来週の月曜日から受け付けます。"]);
    expect(markdown).toContain("## 関連リンク");
    expectNoChrome(markdown);
    expectFaithful(markdown);
  });
});

describe("main content markdown stays faithful", () => {
  const story =
    "<p>The harbour board approved the new timetable on Tuesday evening after a debate that lasted more than three hours and ended in a narrow vote.</p>" +
    "<p>From May the ferry will run every twenty minutes at rush hour, and every forty minutes in the evening and on Sundays, the board said.</p>";

  it("prints no bare heading line for a heading without text, or one wrapped around another heading", () => {
    const article =
      '<article><h1 class="kicker"><h2 class="headline">More ferries at rush hour</h2></h1>' +
      "<h2> </h2>" +
      story +
      "<h3>&nbsp;</h3>" +
      "<p>Passengers' groups welcomed the change but asked for a later last crossing on Friday and Saturday nights, which the board promised to look at.</p></article>";
    const markdown = scrape(chromePage(article));
    expect(markdown).toContain("## More ferries at rush hour");
    expect(markdown).not.toMatch(/^#{1,6}[\s\u00a0]*$/m);
    expectAll(markdown, ["every twenty minutes at rush hour", "asked for a later last crossing"]);
    expectFaithful(markdown);
  });

  it("keeps two headings the author set one after the other, and drops a heading whose related links went", () => {
    const article =
      "<article><h1>More ferries at rush hour</h1><h2>What changes in May</h2><h3>Weekdays</h3>" +
      story +
      '<h2>More from the harbour</h2><ul><li><a href="/news/1">Crane operators strike for a second day in the container port</a></li><li><a href="/news/2">The fish market moves to the old customs house next spring</a></li><li><a href="/news/3">New berths for cruise ships approved by the council</a></li></ul></article>';
    const markdown = scrape(chromePage(article));
    expect(markdown).toContain("## What changes in May");
    expect(markdown).toContain("### Weekdays");
    expect(markdown).not.toContain("More from the harbour");
    expect(markdown).not.toContain("Crane operators");
    expectFaithful(markdown);
  });
});
