import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { keepsAndDrops, li, ps } from "../helpers/judge8-pages.js";
import { CHROME_WORDS, said, stackPage } from "../helpers/judge15r-pages.js";

// Lists, tables and captions on wikis, docs tools, university and government pages, in Spanish,
// Polish, French, German, Korean, Arabic, Chinese, Japanese and Hebrew: each stays once and in order,
// the page's chrome goes. Guards for what already worked, written by the judge15r lane.

beforeAll(loadConverter);

const S = (language: string, n: number) => said(language, n);
const P = (language: string, ...n: number[]) => ps(n.map((k) => S(language, k)));
const gone = [...CHROME_WORDS];

describe("main content (judge15r): wikis, docs tools, government pages and other languages", () => {
  it("MediaWiki: the infobox stays, the navbox of links to other articles goes", () => {
    const info = '<table class="infobox vcard"><tbody><tr><th colspan="2" class="infobox-above">North Pier</th></tr><tr><td colspan="2" class="infobox-image"><span class="mw-default-size"><a href="/wiki/File:Pier.jpg" class="mw-file-description"><img src="//upload.example/pier.jpg" width="250"></a></span><div class="infobox-caption">The pier in 2019</div></td></tr><tr><th scope="row" class="infobox-label">Built</th><td class="infobox-data">1911</td></tr><tr><th scope="row" class="infobox-label">Length</th><td class="infobox-data">400 m</td></tr></tbody></table>';
    const nav = `<div role="navigation" class="navbox" aria-labelledby="Ports"><table class="nowraplinks navbox-inner"><tbody><tr><th colspan="2" class="navbox-title"><div id="Ports">Ports of the coast</div></th></tr><tr><th class="navbox-group">North</th><td class="navbox-list"><div><ul>${["Eastport", "Westhaven", "Saltby", "Kirkwall"].map((x) => `<li><a href="/wiki/${x}">${x}</a></li>`).join("")}</ul></div></td></tr></tbody></table></div>`;
    const body = `<div id="content" class="mw-body"><h1 id="firstHeading" class="firstHeading"><span class="mw-page-title-main">North Pier</span></h1><div id="bodyContent"><div id="mw-content-text" class="mw-body-content"><div class="mw-parser-output">${info}${P("en", 0, 1)}<h2><span class="mw-headline" id="History">History</span></h2>${P("en", 2, 3)}${nav}</div></div></div></div>`;
    keepsAndDrops(scrape(stackPage(body, "en", "North Pier")), ["Built 1911", "Length 400 m", S("en", 0), "History", S("en", 3)], [...gone, "Ports of the coast", "Westhaven"]);
  });

  it("MediaWiki: an infobox's picture caption and a plain list in a cell", () => {
    const info = '<table class="infobox"><tbody><tr><th colspan="2" class="infobox-above">North Pier</th></tr><tr><td colspan="2" class="infobox-image"><span typeof="mw:File"><a href="/wiki/File:Pier.jpg" class="mw-file-description"><img src="//upload.example/pier.jpg" width="250"></a></span><div class="infobox-caption">The pier in 2019</div></td></tr><tr><th scope="row" class="infobox-label">Built</th><td class="infobox-data">1911</td></tr><tr><th scope="row" class="infobox-label">Uses</th><td class="infobox-data"><div class="plainlist"><ul><li>Fishing</li><li>Ferries</li><li>Tourism</li></ul></div></td></tr></tbody></table>';
    const body = `<div id="content" class="mw-body"><h1 id="firstHeading">North Pier</h1><div id="mw-content-text"><div class="mw-parser-output">${info}${P("en", 0, 1, 2, 3)}</div></div></div>`;
    keepsAndDrops(scrape(stackPage(body, "en", "North Pier")), ["The pier in 2019", "Built 1911", "Fishing", "Tourism", S("en", 0)], gone);
  });

  it("MediaWiki: a thumbnail's caption, a gallery, a wikitable", () => {
    const thumb = '<figure class="mw-default-size" typeof="mw:File/Thumb"><a href="/wiki/File:Pier.jpg" class="mw-file-description"><img src="//upload.example/thumb/pier.jpg" class="mw-file-element" width="250"></a><figcaption>The pier in 1930</figcaption></figure>';
    const gal = `<ul class="gallery mw-gallery-traditional">${["The crane", "The warehouse"].map((c, n) => `<li class="gallerybox" style="width: 155px"><div class="thumb" style="width: 150px;"><span typeof="mw:File"><a href="/wiki/File:G${n}.jpg" class="mw-file-description"><img src="//upload.example/g${n}.jpg" width="120"></a></span></div><div class="gallerytext">${c} in 1911</div></li>`).join("")}</ul>`;
    const body = `<div id="content" class="mw-body"><h1 id="firstHeading">North Pier</h1><div id="mw-content-text"><div class="mw-parser-output">${P("en", 0)}${thumb}${P("en", 1)}<h2><span class="mw-headline">Gallery</span></h2>${gal}<h2><span class="mw-headline">Figures</span></h2><table class="wikitable sortable"><tr><th>Year</th><th>Ships</th></tr><tr><td>1911</td><td>420</td></tr><tr><td>1950</td><td>1,210</td></tr></table>${P("en", 2, 3)}</div></div></div>`;
    keepsAndDrops(scrape(stackPage(body, "en", "North Pier")), [S("en", 0), "The pier in 1930", S("en", 1), "The crane in 1911", "The warehouse in 1911", "1950 1,210", S("en", 3)], gone);
  });

  it("Docusaurus: the open tab's numbered steps", () => {
    const tabs = `<div class="tabs-container tabList__CuJ"><ul role="tablist" aria-orientation="horizontal" class="tabs"><li role="tab" tabindex="0" aria-selected="true" class="tabs__item tabItem_LNqP tabs__item--active">npm</li><li role="tab" tabindex="-1" aria-selected="false" class="tabs__item tabItem_LNqP">yarn</li></ul><div class="margin-top--md"><div role="tabpanel" class="tabItem_Ymn6"><ol>${li(["Open a terminal", "Run the install command"])}</ol></div><div role="tabpanel" class="tabItem_Ymn6" hidden=""><ol>${li(["Open a shell", "Run yarn add"])}</ol></div></div></div>`;
    const body = `<article><div class="theme-doc-markdown markdown"><header><h1>Install</h1></header>${P("en", 0)}${tabs}${P("en", 1, 2, 3)}</div></article>`;
    keepsAndDrops(scrape(stackPage(body, "en", "Install")), [S("en", 0), "Open a terminal", "Run the install command", S("en", 1)], gone);
  });

  it("(de) TYPO3 university page: a text-with-picture element's caption and list, a content table", () => {
    const body = `<div id="content" class="main-section"><div id="c101" class="frame frame-default frame-type-header"><header><h1 class="">Hafenforschung</h1></header></div><div id="c102" class="frame frame-default frame-type-textpic frame-layout-0"><div class="ce-textpic ce-right ce-intext"><div class="ce-gallery" data-ce-columns="1" data-ce-images="1"><div class="ce-row"><div class="ce-column"><figure class="image"><img class="image-embed-item" src="/fileadmin/hafen.jpg" width="300" alt=""><figcaption class="image-caption">Das Forschungsschiff im Hafen</figcaption></figure></div></div></div><div class="ce-bodytext">${P("de", 0, 1)}<ul>${li(["Sedimentmessungen", "Strömungsmodelle", "Denkmalpflege"])}</ul></div></div></div><div id="c103" class="frame frame-default frame-type-table"><table class="contenttable"><thead><tr><th>Projekt</th><th>Laufzeit</th></tr></thead><tbody><tr><td>Sediment</td><td>2024–2027</td></tr><tr><td>Strömung</td><td>2025–2028</td></tr></tbody></table></div><div id="c104" class="frame frame-default frame-type-text"><div class="ce-bodytext">${P("de", 2, 3)}</div></div></div>`;
    keepsAndDrops(scrape(stackPage(body, "de", "Hafenforschung")), ["Das Forschungsschiff im Hafen", S("de", 0), S("de", 1), "Sedimentmessungen", "Denkmalpflege", "Sediment 2024–2027", "Strömung 2025–2028", S("de", 2), S("de", 3)], gone);
  });

  it("(fr) Drupal paragraphs and a DSFR accordion holding a numbered list", () => {
    const para = (type: string, inner: string) => `<div class="paragraph paragraph--type--${type} paragraph--view-mode--default">${inner}</div>`;
    const body = `<article class="node node--type-page"><h1 class="page-title"><span>Le port</span></h1><div class="field field--name-field-paragraphs field__items">${para("texte", P("fr", 0))}${para("liste", `<div class="field field--name-field-titre">Pièces à fournir</div><ul>${li(["Carte d'identité", "Justificatif de domicile", "Certificat d'immatriculation"])}</ul>`)}${para("texte", P("fr", 1))}<section class="fr-accordion"><h3 class="fr-accordion__title"><button class="fr-accordion__btn" aria-expanded="false" aria-controls="acc-1">Quels délais ?</button></h3><div class="fr-collapse" id="acc-1"><ol>${li(["Dépôt : juin", "Réponse : septembre"])}</ol></div></section>${para("texte", P("fr", 2, 3))}</div></article>`;
    keepsAndDrops(scrape(stackPage(body, "fr", "Le port")), [S("fr", 0), "Pièces à fournir", "Carte d'identité", "Certificat d'immatriculation", S("fr", 1), "Quels délais ?", "Dépôt : juin", "Réponse : septembre", S("fr", 2)], gone);
  });

  it("(es) Liferay: a Bootstrap definition list of facts and a caption in <small>", () => {
    const body = `<div class="journal-content-article" data-analytics-asset-id="1"><h1>El plan del puerto</h1>${P("es", 0)}<dl class="row"><dt class="col-sm-3">Presupuesto</dt><dd class="col-sm-9">12 millones de euros</dd><dt class="col-sm-3">Duración</dt><dd class="col-sm-9">tres años</dd><dt class="col-sm-3">Responsable</dt><dd class="col-sm-9">Autoridad Portuaria</dd></dl>${P("es", 1, 2)}<div class="caption-container"><img src="/p.jpg" alt=""><p class="caption"><small>El muelle norte en 1930</small></p></div>${P("es", 3)}</div>`;
    keepsAndDrops(scrape(stackPage(body, "es", "El plan del puerto")), [S("es", 0), "Presupuesto", "12 millones de euros", "Autoridad Portuaria", S("es", 2), "El muelle norte en 1930", S("es", 3)], gone);
  });

  it("(es, pl) government pages: a requirements list, a highlighted line, downloads; a schedule list and a figure", () => {
    const es = `<div id="contenido" class="contenido"><h1>El plan del puerto</h1><div class="texto">${P("es", 0)}<p><strong>Requisitos:</strong></p><ul class="lista">${li(["Ser residente en el municipio", "Tener una embarcación registrada", "Estar al corriente de pago"])}</ul>${P("es", 1)}<div class="destacado"><p>Plazo de solicitud: del 1 al 30 de junio.</p></div>${P("es", 2, 3)}<h2>Documentación</h2><ul class="enlaces">${[["/docs/solicitud.pdf", "Modelo de solicitud (PDF, 120 KB)"], ["/docs/bases.pdf", "Bases de la convocatoria (PDF, 300 KB)"]].map(([h, t]) => `<li><a href="${h}">${t}</a></li>`).join("")}</ul></div></div>`;
    keepsAndDrops(scrape(stackPage(es, "es", "El plan del puerto")), [S("es", 0), "Requisitos:", "Ser residente en el municipio", "Estar al corriente de pago", S("es", 1), "Plazo de solicitud", S("es", 3), "Documentación", "Modelo de solicitud", "Bases de la convocatoria"], gone);
    const pl = `<article class="article-area__article"><h2 class="h1">Plan dla portu</h2><div class="editor-content">${P("pl", 0)}<p>Harmonogram prac:</p><ol>${li(["projekt – do marca 2027", "przetarg – do czerwca 2027", "budowa – 2028"])}</ol>${P("pl", 1, 2)}<figure class="image"><img src="/port.jpg" alt=""><figcaption>Nabrzeże północne, stan obecny</figcaption></figure>${P("pl", 3)}</div></article>`;
    keepsAndDrops(scrape(stackPage(pl, "pl", "Plan dla portu")), [S("pl", 0), "Harmonogram prac:", "projekt – do marca 2027", "budowa – 2028", S("pl", 2), "Nabrzeże północne, stan obecny", S("pl", 3)], gone);
  });

  it("(ko, ar, zh) a figure caption and a table, a caption in <small> and steps, numbered lines as paragraphs", () => {
    const ko = `<div id="article-view-content-div" class="article-body">${P("ko", 0)}<figure class="photo-layout"><img src="/a.jpg" alt=""><figcaption>북쪽 방파제의 아침 풍경</figcaption></figure>${P("ko", 1)}<table class="table-data"><tr><th>단계</th><th>시기</th></tr><tr><td>조사</td><td>4월</td></tr><tr><td>착공</td><td>9월</td></tr></table>${P("ko", 2, 3)}</div>`;
    keepsAndDrops(scrape(stackPage(`<article><h1>항구 계획</h1>${ko}</article>`, "ko", "항구 계획")), [S("ko", 0), "북쪽 방파제의 아침 풍경", S("ko", 1), "조사 4월", "착공 9월", S("ko", 3)], gone);
    const ar = `<div class="article-text">${P("ar", 0)}<div class="image-box"><img src="/a.jpg" alt=""><small>الرصيف الشمالي عند الفجر</small></div>${P("ar", 1)}<ol>${li(["تقديم الطلب", "دفع الرسوم", "استلام التصريح"])}</ol>${P("ar", 2, 3)}</div>`;
    keepsAndDrops(scrape(stackPage(`<article><h1>خطة الميناء</h1>${ar}</article>`, "ar", "خطة الميناء")), [S("ar", 0), "الرصيف الشمالي عند الفجر", S("ar", 1), "تقديم الطلب", "استلام التصريح", S("ar", 3)], gone);
    const zh = `<div class="TRS_Editor">${P("zh", 0)}<p style="text-align:center"><img src="/a.jpg"></p><p style="text-align:center">北防波堤的清晨</p>${P("zh", 1)}<p>一、调查阶段：四月</p><p>二、施工阶段：九月</p><p>三、验收阶段：明年三月</p>${P("zh", 2, 3)}</div>`;
    keepsAndDrops(scrape(stackPage(`<div class="article"><h1>港口计划</h1>${zh}</div>`, "zh", "港口计划")), [S("zh", 0), "北防波堤的清晨", S("zh", 1), "一、调查阶段：四月", "三、验收阶段：明年三月", S("zh", 3)], gone);
  });

  it("(zh) a government notice's numbered clauses as paragraphs and a table without a header", () => {
    const zh = `<div class="pages_content" id="UCAP-CONTENT">${P("zh", 0)}<p>\u3000\u3000一、申请条件</p><p>\u3000\u3000（一）在本市登记的渔船；</p><p>\u3000\u3000（二）船主为本市居民。</p>${P("zh", 1)}<table border="1"><tbody><tr><td>阶段</td><td>时间</td></tr><tr><td>申请</td><td>6月1日至6月30日</td></tr><tr><td>审核</td><td>7月</td></tr></tbody></table>${P("zh", 2, 3)}</div>`;
    keepsAndDrops(scrape(stackPage(`<div class="article"><h1>港口计划</h1>${zh}</div>`, "zh", "港口计划")), [S("zh", 0), "一、申请条件", "（一）在本市登记的渔船；", "（二）船主为本市居民。", S("zh", 1), "申请 6月1日至6月30日", "审核 7月", S("zh", 3)], gone);
  });

  it("(ja, he) a caption, a table and a numbered list; a list and a caption right to left", () => {
    const ja = `<article class="entry"><h1>港の計画</h1><div class="entry-body">${P("ja", 0)}<figure class="wp-block-image"><img src="/a.jpg" alt=""><figcaption>北防波堤の朝</figcaption></figure>${P("ja", 1)}<table><tr><th>工程</th><th>時期</th></tr><tr><td>調査</td><td>四月</td></tr><tr><td>着工</td><td>九月</td></tr></table><ol>${li(["説明会に参加する", "意見書を提出する"])}</ol>${P("ja", 2, 3)}</div></article>`;
    keepsAndDrops(scrape(stackPage(ja, "ja", "港の計画")), [S("ja", 0), "北防波堤の朝", S("ja", 1), "調査 四月", "説明会に参加する", "意見書を提出する", S("ja", 3)], gone);
    const he = `<article><h1>תוכנית הנמל</h1><div class="article-content">${P("he", 0)}<ul>${li(["מקומות עגינה חינם לתושבים", "גגות חדשים למחסנים"])}</ul>${P("he", 1)}<figure><img src="/a.jpg" alt=""><figcaption>המזח הצפוני בשחר</figcaption></figure>${P("he", 2, 3)}</div></article>`;
    keepsAndDrops(scrape(stackPage(he, "he", "תוכנית הנמל")), [S("he", 0), "מקומות עגינה חינם לתושבים", "גגות חדשים למחסנים", S("he", 1), "המזח הצפוני בשחר", S("he", 3)], gone);
  });

  it("(ko, ar) a summary box's list; a table in a figure with its caption above", () => {
    const ko = `<div class="article-body">${P("ko", 0)}<div class="box-summary"><strong>요약</strong><ul>${li(["시의회 계획 승인", "봄에 공사 시작"])}</ul></div>${P("ko", 1, 2, 3)}</div>`;
    keepsAndDrops(scrape(stackPage(`<article><h1>항구 계획</h1>${ko}</article>`, "ko", "항구 계획")), [S("ko", 0), "요약", "시의회 계획 승인", "봄에 공사 시작", S("ko", 1)], gone);
    const ar = `<div class="article-body">${P("ar", 0, 1)}<figure class="table"><figcaption>جدول المراحل</figcaption><table><tr><th>المرحلة</th><th>الموعد</th></tr><tr><td>الدراسة</td><td>أبريل</td></tr><tr><td>البناء</td><td>سبتمبر</td></tr></table></figure>${P("ar", 2, 3)}</div>`;
    keepsAndDrops(scrape(stackPage(`<article><h1>خطة الميناء</h1>${ar}</article>`, "ar", "خطة الميناء")), [S("ar", 1), "جدول المراحل", "الدراسة أبريل", "البناء سبتمبر", S("ar", 2)], gone);
  });

  it("MkDocs content tabs (radio inputs, labels, a numbered list per tab) and a Sphinx note over a list", () => {
    const tabs = `<div class="tabbed-set tabbed-alternate" data-tabs="1:2"><input checked="checked" id="__tabbed_1_1" name="__tabbed_1" type="radio"><input id="__tabbed_1_2" name="__tabbed_1" type="radio"><div class="tabbed-labels"><label for="__tabbed_1_1">By boat</label><label for="__tabbed_1_2">By car</label></div><div class="tabbed-content"><div class="tabbed-block"><ol>${li(["Sail to the south quay", "Tie up at berth 4"])}</ol></div><div class="tabbed-block"><ol>${li(["Drive to the north gate", "Park on level 2"])}</ol></div></div></div>`;
    const body = `<article class="md-content__inner md-typeset"><h1>Getting there</h1>${P("en", 0)}${tabs}${P("en", 1, 2, 3)}</article>`;
    keepsAndDrops(scrape(stackPage(body, "en", "Getting there")), [S("en", 0), "Sail to the south quay", "Tie up at berth 4", "Drive to the north gate", "Park on level 2", S("en", 1)], gone);
    const sphinx = `<div class="body" role="main"><section id="setup"><h1>Setup<a class="headerlink" href="#setup">¶</a></h1>${P("en", 0)}<div class="admonition note"><p class="admonition-title">Note</p><ul class="simple"><li><p>Tide tables change yearly.</p></li><li><p>Ask the office first.</p></li></ul></div>${P("en", 1)}${P("en", 2, 3)}</section></div>`;
    keepsAndDrops(scrape(stackPage(sphinx, "en", "Setup")), [S("en", 0), "Tide tables change yearly.", "Ask the office first.", S("en", 1), S("en", 3)], gone);
  });

  it("(fr) a ministry page (DSFR): a callout's titled list and a captioned table in its wrapper", () => {
    const fr = `<main role="main"><div class="fr-container"><h1>Le port</h1>${P("fr", 0)}<div class="fr-callout"><h3 class="fr-callout__title">À retenir</h3><ul class="fr-callout__text">${li(["Dépôt des dossiers avant le 30 juin", "Aide plafonnée à 50 000 euros"])}</ul></div>${P("fr", 1)}<div class="fr-table fr-table--bordered"><table><caption>Calendrier</caption><thead><tr><th>Étape</th><th>Date</th></tr></thead><tbody><tr><td>Consultation</td><td>juin 2026</td></tr><tr><td>Travaux</td><td>septembre 2026</td></tr></tbody></table></div>${P("fr", 2, 3)}</div></main>`;
    keepsAndDrops(scrape(stackPage(fr, "fr", "Le port")), [S("fr", 0), "À retenir", "Dépôt des dossiers avant le 30 juin", "Aide plafonnée à 50 000 euros", S("fr", 1), "Calendrier", "Consultation juin 2026", S("fr", 3)], gone);
  });

  it("a longform story in chapter sections with a full-width figure block between them: lists, a table, the caption", () => {
    const body = `<main class="longform"><header class="lf-hero"><h1>The harbour plan</h1><p class="lf-dek">How a small port decided its future.</p></header><section class="chapter"><div class="chapter-inner">${P("en", 0)}<h2>What changes</h2><ul class="checklist">${li(["Moorings stay free", "Warehouses get roofs"])}</ul></div></section><div class="lf-media lf-media--wide"><figure><img src="/w.jpg" alt=""><figcaption><span class="lf-caption">The harbour from the lighthouse.</span></figcaption></figure></div><section class="chapter"><div class="chapter-inner">${P("en", 1)}<div class="lf-table"><table><tr><th>Phase</th><th>Year</th></tr><tr><td>Wall</td><td>2027</td></tr><tr><td>Roofs</td><td>2028</td></tr></table></div>${P("en", 2)}</div></section><section class="chapter"><div class="chapter-inner">${P("en", 3)}<ol>${li(["Consultation in June", "Contract in September"])}</ol></div></section></main>`;
    keepsAndDrops(scrape(stackPage(body)), [S("en", 0), "What changes", "Moorings stay free", "The harbour from the lighthouse.", S("en", 1), "Wall 2027", S("en", 2), S("en", 3), "Consultation in June", "Contract in September"], gone);
  });

  it("(tr, cs) lists, a table and a caption between the paragraphs", () => {
    const tr = `<div class="news-detail">${P("tr", 0)}<ul>${li(["Bağlama yerleri ücretsiz kalacak", "Depoların çatıları yenilenecek"])}</ul>${P("tr", 1)}<table><tr><th>Aşama</th><th>Tarih</th></tr><tr><td>İhale</td><td>Haziran</td></tr><tr><td>İnşaat</td><td>Eylül</td></tr></table>${P("tr", 2, 3)}</div>`;
    keepsAndDrops(scrape(stackPage(`<article><h1>Liman planı</h1>${tr}</article>`, "tr", "Liman planı")), [S("tr", 0), "Bağlama yerleri ücretsiz kalacak", S("tr", 1), "İhale Haziran", S("tr", 3)], gone);
    const cs = `<div class="article-body">${P("cs", 0)}<figure><img src="/a.jpg" alt=""><figcaption>Severní molo za úsvitu</figcaption></figure>${P("cs", 1)}<ol>${li(["podání žádosti", "schválení radou"])}</ol>${P("cs", 2, 3)}</div>`;
    keepsAndDrops(scrape(stackPage(`<article><h1>Plán přístavu</h1>${cs}</article>`, "cs", "Plán přístavu")), [S("cs", 0), "Severní molo za úsvitu", S("cs", 1), "podání žádosti", "schválení radou", S("cs", 3)], gone);
  });

  it("a two-item list without links in a 'menu-card' box between paragraphs", () => {
    const body = `<article><h1>The harbour plan</h1><div class="entry-content">${P("en", 0)}<div class="menu-card"><ul>${li(["Fish soup — £6", "Crab cakes — £9"])}</ul></div>${P("en", 1, 2, 3)}</div></article>`;
    keepsAndDrops(scrape(stackPage(body)), [S("en", 0), "Fish soup — £6", "Crab cakes — £9", S("en", 1)], gone);
  });

  it("a feature list whose items open with an svg icon", () => {
    const body = `<article><h1>The harbour plan</h1><div class="entry-content">${P("en", 0)}<ul class="feature-list">${["Free moorings", "New roofs", "Promenade lights"].map((x) => `<li><svg class="icon" aria-hidden="true"><use href="#check"></use></svg><span>${x}</span></li>`).join("")}</ul>${P("en", 1, 2, 3)}</div></article>`;
    keepsAndDrops(scrape(stackPage(body)), [S("en", 0), "Free moorings", "Promenade lights", S("en", 1)], gone);
  });
});
