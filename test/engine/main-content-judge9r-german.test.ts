import { beforeAll, describe, expect, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { clean, linkItems, onceInOrder, shell, ps } from "../helpers/judge8-pages.js";

// German CMSs (TYPO3, Joomla, Contao) and old table layouts: the article's lists, tables, pictures with
// captions and quotes stay; the sidebar, "Mehr zum Thema" cards, share bars and newsletter boxes go.

beforeAll(loadConverter);

const DE = [
  "Der Gemeinderat hat am Dienstag beschlossen, die alte Kaimauer am Nordhafen in Naturstein neu zu bauen, nach zwei Jahren Streit über die Kosten und das Aussehen der Fassade.",
  "Die Arbeiten beginnen im September, und der Kai bleibt für die Fähre die ganze Zeit geöffnet; die Fischer bekommen einen provisorischen Steg am Südufer.",
  "Der Rat rechnet mit einer Mauer, die hundert Jahre hält; die alte, gebaut 1911, war elfmal geflickt worden, bevor der Sturm von 2024 sie brach.",
  "Bürgerinnen und Bürger können die Pläne bis Ende Juni im Rathaus einsehen und schriftlich Einwände erheben, die der Rat im Herbst beraten wird.",
] as const;
const MENU = ["Startseite", "Rathaus", "Bürgerservice", "Tourismus", "Kontakt"];
const FOOTER = ["Impressum", "Datenschutz", "Barrierefreiheit"];
const COOKIE = "Wir verwenden Cookies, um unsere Website für Sie optimal zu gestalten.";

describe("main content: German CMSs", () => {
  it("TYPO3 (fluid_styled_content): keeps ce-textpic's picture and caption, ce-bodytext's list, a table content element with caption and a quote; drops the submenu, 'Mehr zum Thema' and the share bar", () => {
    const ce = (id: number, type: string, inner: string) => `<div id="c${id}" class="frame frame-default frame-type-${type} frame-layout-0">${inner}</div>`;
    const content =
      ce(101, "header", '<header><h1 class="">Neue Kaimauer für den Nordhafen</h1></header>') +
      ce(102, "textpic", `<div class="ce-textpic ce-right ce-intext"><div class="ce-gallery" data-ce-columns="1" data-ce-images="1"><div class="ce-outer"><div class="ce-inner"><div class="ce-row"><div class="ce-column"><figure class="image"><img class="image-embed-item" src="/fileadmin/_processed_/kai.jpg" width="600" height="400" alt="Kaimauer" loading="lazy"><figcaption class="image-caption">Die Kaimauer nach dem Sturm 2024. Foto: Stadt</figcaption></figure></div></div></div></div></div><div class="ce-bodytext">${ps(DE.slice(0, 2))}<p>Geplant sind:</p><ul><li>eine Mauer aus Granit</li><li>ein beleuchteter Steg</li><li>ein Fußweg mit <a href="/verkehr/radweg">Anschluss an den Radweg</a></li></ul></div></div>`) +
      ce(103, "table", '<table class="contenttable"><caption>Kosten nach Bauabschnitt</caption><thead><tr><th scope="col">Abschnitt</th><th scope="col">Kosten</th></tr></thead><tbody><tr><td>Abriss</td><td>0,4 Mio. €</td></tr><tr><td>Neubau</td><td>1,6 Mio. €</td></tr></tbody></table>') +
      ce(104, "text", `<blockquote><p>Ein Hafen ohne Kai ist wie eine Stadt ohne Straße.</p></blockquote>${ps(DE.slice(2))}`) +
      ce(105, "shortcut", `<div class="news-related-wrap"><h3>Mehr zum Thema</h3><ul>${linkItems(["Fährplan im Sommer", "Hafenfest 2026", "Sturmschäden im Überblick"], "/aktuelles/")}</ul></div>`);
    const main =
      '<div class="page"><div class="row"><nav class="col-md-3 subnav"><ul>' + linkItems(["Aktuelles", "Pressemitteilungen", "Amtsblatt", "Veranstaltungen"], "/rathaus/") + "</ul></nav>" +
      `<main class="col-md-9" id="content"><!--TYPO3SEARCH_begin-->${content}<!--TYPO3SEARCH_end-->` +
      '<div class="share"><a href="https://facebook.example/share">Teilen</a> <a href="mailto:?subject=x">E-Mail</a> <a href="javascript:print()">Drucken</a></div></main></div></div>';
    const page = shell({ lang: "de", title: "Neue Kaimauer für den Nordhafen", site: "Stadt Seehafen", cookie: COOKIE, menu: MENU, footer: FOOTER, main });
    const markdown = scrape(page, "https://www.seehafen.example/rathaus/aktuelles/neue-kaimauer");
    // The caption's credit ("Foto: Stadt") goes with the other photo credits (caption-credits.ts).
    onceInOrder(markdown, ["Neue Kaimauer für den Nordhafen", "Die Kaimauer nach dem Sturm 2024.", DE[0], DE[1], "Geplant sind:", "eine Mauer aus Granit", "ein beleuchteter Steg", "Anschluss an den Radweg", "Kosten nach Bauabschnitt", "Abriss", "0,4 Mio. €", "Neubau", "Ein Hafen ohne Kai ist wie eine Stadt ohne Straße.", DE[2], DE[3]]);
    clean(markdown, ["Mehr zum Thema", "Hafenfest 2026", "Pressemitteilungen", "Amtsblatt", "Wir verwenden Cookies", "Impressum", "Drucken"]);
  });

  it("TYPO3 (css_styled_content, csc-default): keeps the h1 named 'csc-firstHeader' (a chrome word on the title heading), a numbered list and a table without thead; drops the 'Weitere Meldungen' teaser list", () => {
    const content =
      '<div id="c201" class="csc-default"><div class="csc-header csc-header-n1"><h1 class="csc-firstHeader">Sperrung der Hafenstraße</h1></div></div>' +
      `<div id="c202" class="csc-default"><div class="csc-textpic-text">${ps(DE.slice(0, 2))}<p>So kommen Sie zum Hafen:</p><ol><li>über die Bahnhofstraße</li><li>mit dem Bus der Linie 4</li><li>zu Fuß über die Brücke</li></ol></div></div>` +
      `<div id="c203" class="csc-default"><table class="contenttable contenttable-0"><tbody><tr class="tr-even tr-0"><td class="td-0">Montag bis Freitag</td><td class="td-last">7 bis 19 Uhr</td></tr><tr class="tr-odd tr-1"><td class="td-0">Samstag</td><td class="td-last">8 bis 14 Uhr</td></tr></tbody></table>${ps(DE.slice(2, 3))}</div>`;
    const main =
      `<div id="main"><div id="col2">${content}</div>` +
      `<div id="col3"><div class="news-latest-container"><h2>Weitere Meldungen</h2>${["Neue Öffnungszeiten im Bürgerbüro", "Wahlhelfer gesucht", "Baumfällungen im Stadtpark"].map((h, n) => `<div class="news-latest-item"><span class="news-list-date">0${n + 1}.03.2026</span><h3><a href="/meldung/${n}">${h}</a></h3><p>Kurzmeldung der Stadtverwaltung. <a href="/meldung/${n}">[mehr]</a></p></div>`).join("")}</div></div></div>`;
    const page = shell({ lang: "de", title: "Sperrung der Hafenstraße", site: "Stadt Seehafen", cookie: COOKIE, menu: MENU, footer: FOOTER, main });
    const markdown = scrape(page, "https://www.seehafen.example/index.php?id=42");
    onceInOrder(markdown, ["Sperrung der Hafenstraße", DE[0], DE[1], "So kommen Sie zum Hafen:", "über die Bahnhofstraße", "mit dem Bus der Linie 4", "zu Fuß über die Brücke", "Montag bis Freitag", "7 bis 19 Uhr", "Samstag", "8 bis 14 Uhr", DE[2]]);
    clean(markdown, ["Weitere Meldungen", "Wahlhelfer gesucht", "Kurzmeldung der Stadtverwaltung", "Wir verwenden Cookies", "Impressum"]);
  });

  it("Joomla article (item-page, articleBody): keeps a table with links, a nested list and an image with caption; drops most of the article info, tags, pagenavigation and the module sidebar", () => {
    const body =
      `${ps(DE.slice(0, 1))}<figure class="pull-center item-image"><img src="/images/hafen.jpg" alt="Der Nordhafen" itemprop="image"><figcaption class="caption">Blick auf den Nordhafen von der Brücke</figcaption></figure>${ps(DE.slice(1, 2))}` +
      "<h2>Unterlagen</h2><table class=\"table table-striped\"><tbody><tr><td><strong>Dokument</strong></td><td><strong>Größe</strong></td></tr><tr><td><a href=\"/images/docs/plan.pdf\">Lageplan (PDF)</a></td><td>2,1 MB</td></tr><tr><td><a href=\"/images/docs/gutachten.pdf\">Gutachten (PDF)</a></td><td>5,4 MB</td></tr></tbody></table>" +
      "<h2>Ablauf</h2><ul><li>Planung<ul><li>Vermessung</li><li>Bodengutachten</li></ul></li><li>Bau<ul><li>Abriss</li><li>Neubau</li></ul></li></ul>" +
      ps(DE.slice(2));
    const article =
      '<div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="de-DE"><div class="page-header"><h2 itemprop="headline">Kaimauer: Pläne liegen aus</h2></div>' +
      '<dl class="article-info muted"><dt class="article-info-term">Details</dt><dd class="createdby" itemprop="author">Geschrieben von <span itemprop="name">Redaktion</span></dd><dd class="category-name">Kategorie: <a href="/aktuelles" itemprop="genre">Aktuelles</a></dd><dd class="published"><time datetime="2026-03-03" itemprop="datePublished">Veröffentlicht: 03. März 2026</time></dd><dd class="hits">Zugriffe: 1234</dd></dl>' +
      `<div itemprop="articleBody">${body}</div>` +
      '<ul class="tags inline"><li class="tag-2 tag-list0" itemprop="keywords"><a href="/tags/hafen" class="label label-info">Hafen</a></li><li class="tag-3 tag-list1" itemprop="keywords"><a href="/tags/bau" class="label label-info">Baustelle</a></li></ul>' +
      '<ul class="pager pagenav"><li class="previous"><a class="hasTooltip" title="Hafenfest" href="/aktuelles/hafenfest" rel="prev">Zurück</a></li><li class="next"><a class="hasTooltip" title="Fährplan" href="/aktuelles/faehrplan" rel="next">Weiter</a></li></ul></div>';
    const main =
      `<div class="container"><div class="row"><main id="content" role="main" class="span9"><ul itemscope itemtype="https://schema.org/BreadcrumbList" class="breadcrumb"><li>Aktuelle Seite: &#160;</li><li itemprop="itemListElement"><a href="/">Startseite</a></li><li itemprop="itemListElement"><span>Aktuelles</span></li></ul><div id="system-message-container"></div>${article}</main>` +
      `<div id="aside" class="span3"><div class="well "><h3 class="page-header">Beliebte Beiträge</h3><ul class="mostread mod-list">${linkItems(["Wahlhelfer gesucht", "Sommerfest im Park", "Neue Buslinie"], "/beliebt/")}</ul></div>` +
      '<div class="well "><h3 class="page-header">Newsletter</h3><form><p>Melden Sie sich für unseren Newsletter an und erhalten Sie alle Neuigkeiten.</p><input type="email"><button>Anmelden</button></form></div></div></div></div>';
    const page = shell({ lang: "de", title: "Kaimauer: Pläne liegen aus", site: "Hafenverein", cookie: COOKIE, menu: MENU, footer: FOOTER, main });
    const markdown = scrape(page, "https://www.hafenverein.example/aktuelles/kaimauer-plaene");
    onceInOrder(markdown, ["Kaimauer: Pläne liegen aus", DE[0], "Blick auf den Nordhafen von der Brücke", DE[1], "Unterlagen", "Dokument", "Lageplan (PDF)", "2,1 MB", "Gutachten (PDF)", "Ablauf", "Planung", "Vermessung", "Bodengutachten", "Bau", "Abriss", "Neubau", DE[2], DE[3]]);
    // Still kept: the article-info list's "Details" term and its hit counter ("Zugriffe: 1234"), whose
    // other items (author, category, date) go by their names; a counter has no name that says chrome.
    clean(markdown, ["Beliebte Beiträge", "Sommerfest im Park", "Melden Sie sich für unseren Newsletter", "Zurück", "Weiter", "Baustelle", "Wir verwenden Cookies", "Impressum"]);
  });

  it("Contao (mod_article, ce_text, ce_table, ce_image, ce_list): keeps each element; drops mod_newslist and the footer navigation", () => {
    const article =
      '<div class="mod_article first last block" id="article-12"><div class="ce_headline first"><h1>Hafenrundfahrten 2026</h1></div>' +
      `<div class="ce_text block">${ps(DE.slice(0, 2))}</div>` +
      '<div class="ce_image block"><figure class="image_container"><img src="assets/images/r/rundfahrt.jpg" width="800" height="533" alt="Barkasse im Hafen"><figcaption class="caption">Die Barkasse „Möwe“ an der Landungsbrücke</figcaption></figure></div>' +
      '<div class="ce_table block"><table id="table_33" class="sortable"><caption>Abfahrtszeiten</caption><thead><tr><th class="head col_first">Tag</th><th class="head col_last">Uhrzeit</th></tr></thead><tbody><tr class="row_0 row_first even"><td class="col_0 col_first">Dienstag</td><td class="col_1 col_last">10:30</td></tr><tr class="row_1 row_last odd"><td class="col_0 col_first">Sonntag</td><td class="col_1 col_last">14:00</td></tr></tbody></table></div>' +
      `<div class="ce_list block"><h2>Im Preis enthalten</h2><ul><li class="first">Kaffee und Kuchen</li><li>eine Führung durch den Maschinenraum</li><li class="last">ein Foto mit dem Kapitän</li></ul></div>` +
      `<div class="ce_text last block">${ps(DE.slice(2))}</div></div>`;
    const main =
      `<div id="wrapper"><div id="container"><main id="main"><div class="inside">${article}</div></main>` +
      `<aside id="right"><div class="inside"><div class="mod_newslist block"><h2>Aktuelles</h2>${["Saisonstart am Hafen", "Neue Barkasse getauft", "Sommerfahrplan online"].map((h, n) => `<div class="layout_latest arc_1 block"><p class="info"><time>0${n + 1}.03.2026</time></p><h3><a href="/news/${n}">${h}</a></h3><div class="ce_text block"><p>Kurz notiert aus dem Hafenbüro.</p></div><p class="more"><a href="/news/${n}">Weiterlesen …</a></p></div>`).join("")}</div></div></aside></div></div>`;
    const page = shell({ lang: "de", title: "Hafenrundfahrten 2026", site: "Hafenbüro", cookie: COOKIE, menu: MENU, footer: FOOTER, main });
    const markdown = scrape(page, "https://www.hafenbuero.example/hafenrundfahrten.html");
    onceInOrder(markdown, ["Hafenrundfahrten 2026", DE[0], DE[1], "Die Barkasse „Möwe“ an der Landungsbrücke", "Abfahrtszeiten", "10:30", "Sonntag", "14:00", "Im Preis enthalten", "Kaffee und Kuchen", "eine Führung durch den Maschinenraum", "ein Foto mit dem Kapitän", DE[2], DE[3]]);
    clean(markdown, ["Saisonstart am Hafen", "Kurz notiert aus dem Hafenbüro", "Weiterlesen", "Wir verwenden Cookies", "Impressum"]);
  });

  it("old table layout with <font>: keeps the text cell's list, table and caption; (the menu cell and the bottom link row still stay)", () => {
    const text =
      '<font face="Verdana" size="4"><b>Die Geschichte des Nordhafens</b></font><br><br>' +
      `<font face="Verdana" size="2">${DE[0]}<br><br>${DE[1]}<br><br>` +
      '<center><img src="bilder/hafen1900.jpg" width="400" height="260" alt="Hafen um 1900"><br><i>Der Nordhafen um 1900 (Stadtarchiv)</i></center><br>' +
      "Wichtige Jahre:<ul><li>1848 erster Anleger</li><li>1911 Bau der Kaimauer</li><li>2024 Sturmflut</li></ul>" +
      '<table border="1" cellpadding="3"><tr><td><b>Jahr</b></td><td><b>Schiffe</b></td></tr><tr><td>1900</td><td>312</td></tr><tr><td>1950</td><td>845</td></tr></table><br>' +
      `${DE[2]}<br><br>${DE[3]}</font>`;
    const menu = ["Startseite", "Geschichte", "Bilder", "Gästebuch", "Links"].map((item, n) => `<a href="seite${n}.htm"><font face="Verdana" size="2" color="#FFFFFF">${item}</font></a><br>`).join("");
    const page =
      '<html><head><title>Die Geschichte des Nordhafens</title></head><body bgcolor="#FFFFFF"><table width="780" border="0" cellpadding="0" cellspacing="0" align="center">' +
      '<tr><td colspan="2"><img src="bilder/banner.gif" width="780" height="100" alt="Heimatverein Seehafen"></td></tr>' +
      `<tr><td width="160" valign="top" bgcolor="#003366">${menu}</td><td width="620" valign="top"><table width="100%" cellpadding="10"><tr><td>${text}</td></tr></table></td></tr>` +
      '<tr><td colspan="2" align="center"><font size="1"><a href="impressum.htm">Impressum</a> | <a href="gaestebuch.htm">Gästebuch</a> | Sie sind Besucher Nr. 004711</font></td></tr></table></body></html>';
    const markdown = scrape(page, "http://www.heimatverein-seehafen.example/geschichte.htm");
    onceInOrder(markdown, ["Die Geschichte des Nordhafens", DE[0], DE[1], "Der Nordhafen um 1900 (Stadtarchiv)", "Wichtige Jahre:", "1848 erster Anleger", "1911 Bau der Kaimauer", "2024 Sturmflut", "Schiffe", "312", "845", DE[2], DE[3]]);
    // Still kept: the layout table's menu cell and bottom link row ("Gästebuch", "Impressum", the visitor
    // counter) — the whole layout table is taken as the article; only the article's parts are checked.
    expect(markdown).not.toMatch(/^#+\s*$/m);
  });
});
