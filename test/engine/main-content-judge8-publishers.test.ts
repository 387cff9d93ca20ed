import { beforeAll, describe, expect, it } from "vitest";
import { loadConverter, scrape, words } from "../helpers/article-page.js";
import { proseBlock } from "../helpers/cms-page.js";
import { cards, clean, li, linkItems, onceInOrder, shell } from "../helpers/judge8-pages.js";

// Big publishers' article markup (data-component blocks, "Read more" promos between paragraphs, a
// live blog, a correction), a paper in HTML (sections, figures, tables, references), a government
// report (numbered sections, a table of figures, footnotes) and recipe pages, in English, German and Polish.

beforeAll(loadConverter);

const COMMON = { footer: ["Contact us", "Terms and conditions", "Accessibility statement"], cookie: "We and our partners use cookies to personalise ads." };
const GONE = ["Terms and conditions", "We and our partners use cookies"];

describe("main content: publishers' article blocks", () => {
  it("data-component article: keeps text, list, image and quote blocks and the correction; drops the 'Read more' promos between paragraphs, the topic tags and 'More on this story'", () => {
    const text = (html: string) => `<div data-component="text-block" class="ssrcss-text"><div class="ssrcss-rich-text">${html}</div></div>`;
    const promo = (headline: string, n: number) => `<div data-component="links-block" class="ssrcss-promo"><a href="/news/uk-${n}" class="ssrcss-promo-link"><span>Read more:</span> ${headline}</a></div>`;
    const article =
      '<article class="ssrcss-article"><header data-component="headline-block"><h1 id="main-heading">Harbour wall to be rebuilt in stone after storm</h1></header>' +
      '<div data-component="byline-block"><span>By Rhian Evans</span><span>Wales environment correspondent</span></div>' +
      text('<p><b>The harbour wall broken by last winter\'s storm will be rebuilt in stone, the council has confirmed.</b></p>') +
      text(proseBlock("harbour wall", 0, 2)) +
      promo("Storm leaves trail of damage across coast", 1) +
      '<figure data-component="image-block"><div class="ssrcss-image"><img src="https://ichef.example/wall.jpg" alt="The broken harbour wall at low tide"></div><figcaption class="ssrcss-caption"><span class="visually-hidden">Image caption, </span>The wall was patched eleven times before it broke</figcaption><span class="ssrcss-copyright">Image source, Getty Images</span></figure>' +
      text("<p>The plan includes:</p><ul><li>a granite facing on the sea side</li><li>a raised walkway</li><li>new steps for the lifeboat crew</li></ul>") +
      promo("Council approves budget for coastal defences", 2) +
      '<div data-component="quote-block"><blockquote><p>This wall has to last another hundred years.</p><footer>— Harbour master Dai Morgan</footer></blockquote></div>' +
      text(proseBlock("harbour wall", 2, 2)) +
      text("<p><i>Correction 4 March: An earlier version of this article said work would start in June. It starts in September.</i></p>") +
      '<div data-component="tag-list"><h2 class="visually-hidden">Related Topics</h2><ul>' + linkItems(["Coastal erosion", "Storms"], "/topics/") + "</ul></div></article>";
    const page = shell({
      ...COMMON,
      title: "Harbour wall to be rebuilt in stone after storm",
      site: "Coastal News",
      menu: ["Home", "News", "Sport", "Weather", "iPlayer"],
      main: `<main id="main-content"><div class="ssrcss-grid">${article}<section data-component="more-on-this-story"><h2>More on this story</h2><ul>${linkItems(["Storm leaves trail of damage across coast", "What is a storm surge?"], "/news/more/")}</ul></section></div>${cards("Top stories", [["Ferry strike called off", "Crews accept the new offer."], ["Seal pup rescued from beach", "Volunteers kept it warm overnight."], ["Pier reopens after repairs", "The first visitors came at dawn."]])}</main>`,
    });
    const markdown = scrape(page, "https://coastal-news.example/news/uk-wales-12345678");
    onceInOrder(markdown, ["Harbour wall to be rebuilt in stone after storm", "will be rebuilt in stone, the council has confirmed.", "The wall was patched eleven times before it broke", "The plan includes:", "a granite facing on the sea side", "a raised walkway", "new steps for the lifeboat crew", "This wall has to last another hundred years.", "Correction 4 March: An earlier version of this article said work would start in June."]);
    clean(markdown, [...GONE, "Read more:", "Council approves budget for coastal defences", "Storm leaves trail of damage across coast", "More on this story", "Coastal erosion", "Ferry strike called off", "Top stories", "iPlayer"]);
  });

  it("live blog (de): keeps every entry with its heading, list and table, and the editor's note; drops the 'Zum Liveblog' promo, 'Das könnte Sie auch interessieren' and the share bar", () => {
    const entry = (time: string, title: string, body: string) => `<article class="liveblog-entry"><div class="entry-meta"><time datetime="2026-03-03T${time}">${time} Uhr</time></div><h2 class="entry-title">${title}</h2><div class="entry-body">${body}</div><div class="entry-share"><a href="https://www.facebook.com/sharer">Teilen</a></div></article>`;
    const entries =
      entry("14:20", "Hafen wieder offen", "<p>Der Hafen ist seit dem Mittag wieder für alle Schiffe geöffnet. Die Lotsen arbeiten wieder im normalen Dienst, die Wartezeiten vor der Einfahrt sollen bis zum Abend abgebaut sein.</p>") +
      entry("12:05", "Was bisher bekannt ist", "<p>Die wichtigsten Punkte im Überblick:</p><ul><li>Kein Mensch wurde verletzt.</li><li>Zwei Frachter liegen noch auf Reede.</li><li>Die Fähre nach Helgoland fährt ab 16 Uhr.</li></ul>") +
      entry("10:40", "Pegelstände am Vormittag", "<table><thead><tr><th>Pegel</th><th>Stand</th></tr></thead><tbody><tr><td>Cuxhaven</td><td>+2,10 m</td></tr><tr><td>Bremerhaven</td><td>+2,45 m</td></tr></tbody></table><p>Die Werte liegen deutlich über dem mittleren Hochwasser, aber unter dem Stand der Sturmflut von 2024, meldet das Amt für Wasserstraßen.</p>") +
      entry("09:15", "Sturmflut an der Nordseeküste", "<p>In der Nacht hat eine Sturmflut die Küste getroffen. Der Hafen wurde um drei Uhr morgens für den Schiffsverkehr gesperrt, die Deiche haben nach ersten Angaben gehalten.</p>");
    const page = shell({
      lang: "de",
      title: "Sturmflut: Hafen wieder offen – der Liveblog",
      site: "Nordsee Zeitung",
      cookie: "Wir und unsere Partner verwenden Cookies für personalisierte Werbung.",
      menu: ["Startseite", "Region", "Politik", "Sport"],
      footer: ["Impressum", "Datenschutzerklärung", "Abo kündigen"],
      main:
        '<main><article class="liveblog"><header><h1>Sturmflut: Hafen wieder offen – der Liveblog</h1><p class="teaser">Alle Entwicklungen nach der Sturmflut an der Nordseeküste im Überblick.</p></header>' +
        '<p class="editor-note"><em>Anmerkung der Redaktion: In einer früheren Fassung hieß es, die Fähre fahre ab 14 Uhr. Richtig ist 16 Uhr.</em></p>' +
        `<div class="liveblog-entries">${entries}</div></article>` +
        '<aside class="promo-box"><a href="/liveblog/bahnstreik"><strong>Zum Liveblog:</strong> Bahnstreik legt den Norden lahm</a></aside>' +
        `<section class="recommendations"><h2>Das könnte Sie auch interessieren</h2><ul>${linkItems(["Deichbau kostet Millionen mehr", "Neue Fährverbindung nach Sylt", "Seehunde zählen im Watt"], "/artikel/")}</ul></section></main>`,
    });
    const markdown = scrape(page, "https://www.nordsee-zeitung.example/region/sturmflut-liveblog-100.html");
    onceInOrder(markdown, ["Sturmflut: Hafen wieder offen – der Liveblog", "Anmerkung der Redaktion: In einer früheren Fassung hieß es", "Hafen wieder offen Der Hafen ist seit dem Mittag wieder", "Was bisher bekannt ist", "Kein Mensch wurde verletzt.", "Zwei Frachter liegen noch auf Reede.", "Die Fähre nach Helgoland fährt ab 16 Uhr.", "Pegelstände am Vormittag", "Pegel Stand", "Cuxhaven +2,10 m", "Bremerhaven +2,45 m", "Sturmflut an der Nordseeküste", "In der Nacht hat eine Sturmflut"]);
    clean(markdown, ["Zum Liveblog", "Bahnstreik legt den Norden lahm", "Das könnte Sie auch interessieren", "Deichbau kostet Millionen mehr", "Impressum", "Wir und unsere Partner verwenden Cookies"]);
  });
});

describe("main content: papers, reports and recipes", () => {
  it("paper in HTML: keeps the abstract, numbered sections, a figure with its caption, a table with its caption, equations' text and the references; drops the site's header, the version list and 'Cite as'", () => {
    const article =
      '<article class="ltx_document"><h1 class="ltx_title ltx_title_document">Tidal asymmetry in a dredged estuary</h1><div class="ltx_authors"><span class="ltx_creator ltx_role_author"><span class="ltx_personname">R. Evans, K. Nowak</span></span></div>' +
      '<div class="ltx_abstract"><h6 class="ltx_title ltx_title_abstract">Abstract</h6><p class="ltx_p">We measure how dredging changed the flood and ebb durations in a shallow estuary over twenty years, and find that the ebb now lasts forty minutes longer at the mouth.</p></div>' +
      '<section id="S1" class="ltx_section"><h2 class="ltx_title ltx_title_section"><span class="ltx_tag ltx_tag_section">1 </span>Introduction</h2>' +
      proseBlock("estuary", 0, 2) +
      "</section>" +
      '<section id="S2" class="ltx_section"><h2 class="ltx_title ltx_title_section"><span class="ltx_tag ltx_tag_section">2 </span>Data</h2>' +
      proseBlock("gauge data", 0, 1) +
      '<figure id="S2.F1" class="ltx_figure"><img src="x1.png" id="S2.F1.g1" class="ltx_graphics" alt="Refer to caption"><figcaption class="ltx_caption"><span class="ltx_tag ltx_tag_figure">Figure 1: </span>Gauge positions along the estuary, from the mouth (G1) to the weir (G5).</figcaption></figure>' +
      '<figure id="S2.T1" class="ltx_table"><figcaption class="ltx_caption"><span class="ltx_tag ltx_tag_table">Table 1: </span>Mean flood and ebb durations (minutes).</figcaption><table class="ltx_tabular"><thead><tr class="ltx_tr"><th class="ltx_th">Gauge</th><th class="ltx_th">Flood</th><th class="ltx_th">Ebb</th></tr></thead><tbody><tr class="ltx_tr"><td class="ltx_td">G1</td><td class="ltx_td">352</td><td class="ltx_td">393</td></tr><tr class="ltx_tr"><td class="ltx_td">G5</td><td class="ltx_td">301</td><td class="ltx_td">444</td></tr></tbody></table></figure>' +
      "</section>" +
      '<section id="bib" class="ltx_bibliography"><h2 class="ltx_title ltx_title_bibliography">References</h2><ul class="ltx_biblist">' +
      li([
        '<span class="ltx_tag ltx_tag_bibitem">[1]</span><span class="ltx_bibblock">A. Friedrichs and D. Aubrey. Non-linear tidal distortion in shallow well-mixed estuaries. <em>Estuarine, Coastal and Shelf Science</em>, 27:521–545, 1988.</span>',
        '<span class="ltx_tag ltx_tag_bibitem">[2]</span><span class="ltx_bibblock">H. Speer. <a href="https://doi.example.org/10.1000/tide">Tidal distortion in estuaries</a>. PhD thesis, 1984.</span>',
      ]) +
      "</ul></section></article>";
    const page = shell({
      ...COMMON,
      title: "Tidal asymmetry in a dredged estuary",
      site: "paperXiv",
      menu: ["Browse", "Search", "Help"],
      main: `<div class="ltx_page_main"><div class="ltx_page_content">${article}</div></div><aside class="extra-services"><h3>Submission history</h3><ul>${li(["[v1] Tue, 3 Mar 2026 (1,204 KB)", "[v2] Fri, 6 Mar 2026 (1,210 KB)"])}</ul><div class="cite-as">Cite as: paperXiv:2603.01234 [physics.ao-ph]</div></aside>`,
    });
    const markdown = scrape(page, "https://paperxiv.example/html/2603.01234v2");
    onceInOrder(markdown, ["Tidal asymmetry in a dredged estuary", "Abstract", "the ebb now lasts forty minutes longer", "1 Introduction", "2 Data", "Figure 1: Gauge positions along the estuary", "Table 1: Mean flood and ebb durations (minutes).", "Gauge Flood Ebb", "G1 352 393", "G5 301 444", "References", "Non-linear tidal distortion in shallow well-mixed estuaries", "Tidal distortion in estuaries"]);
    clean(markdown, [...GONE, "Submission history", "Cite as:"]);
  });

  it("government report (pl): keeps numbered sections, the table of figures with its caption, a numbered list and the footnotes; drops the ministry's menu, 'Powiązane' and the rating box", () => {
    const article =
      '<article class="report"><h1>Raport o stanie wybrzeża 2025</h1><p class="lead">Ministerstwo przedstawia coroczny raport o stanie brzegu morskiego i inwestycjach w ochronę wybrzeża.</p>' +
      '<h2 id="rozdzial-1">1. Wprowadzenie</h2><p>W 2025 roku na ochronę brzegu morskiego przeznaczono łącznie 412 milionów złotych, o jedną piątą więcej niż rok wcześniej<sup id="fnref1"><a href="#fn1">1</a></sup>. Najwięcej środków trafiło na odcinki zagrożone erozją w rejonie Zatoki Gdańskiej.</p>' +
      '<h2 id="rozdzial-2">2. Najważniejsze wyniki</h2><ol><li>Zasypano 14 kilometrów brzegu piaskiem z dna morza.</li><li>Odbudowano trzy falochrony.</li><li>Wyznaczono pięć nowych pasów ochronnych wydm.</li></ol>' +
      '<div class="table-wrapper"><table><caption>Tabela 1. Wydatki na ochronę brzegu w latach 2023–2025 (mln zł)</caption><thead><tr><th scope="col">Rok</th><th scope="col">Wydatki</th></tr></thead><tbody><tr><th scope="row">2023</th><td>298</td></tr><tr><th scope="row">2024</th><td>341</td></tr><tr><th scope="row">2025</th><td>412</td></tr></tbody></table></div>' +
      '<h2 id="rozdzial-3">3. Wnioski</h2><p>Tempo erozji na wschodnim wybrzeżu spadło drugi rok z rzędu, ale na zachodzie brzeg cofa się nadal średnio o metr rocznie<sup id="fnref2"><a href="#fn2">2</a></sup>, co wymaga dalszych nakładów w kolejnych latach.</p>' +
      '<section class="footnotes"><hr><ol><li id="fn1"><p>Dane Urzędu Morskiego w Gdyni, stan na 31 grudnia 2025 r. <a href="#fnref1">↩</a></p></li><li id="fn2"><p>Pomiary z lat 2015–2025, średnia dla 120 profili. <a href="#fnref2">↩</a></p></li></ol></section></article>';
    const page = shell({
      lang: "pl",
      title: "Raport o stanie wybrzeża 2025",
      site: "Ministerstwo Gospodarki Morskiej",
      cookie: "Serwis wykorzystuje pliki cookies. Korzystając z serwisu, wyrażasz zgodę.",
      menu: ["Aktualności", "Ministerstwo", "Kontakt", "Biuletyn Informacji Publicznej"],
      footer: ["Deklaracja dostępności", "Polityka prywatności", "Mapa strony"],
      main:
        `<div class="breadcrumbs"><a href="/">Strona główna</a> / <a href="/raporty">Raporty</a></div><div class="main-container"><main>${article}` +
        '<div class="rating"><p>Czy ta strona była przydatna?</p><button>Tak</button><button>Nie</button></div>' +
        `<div class="metadata"><p>Pierwsza publikacja: 03.03.2026 10:00 Jan Kowalski</p></div></main><aside class="related"><h2>Powiązane</h2><ul>${linkItems(["Raport o stanie wybrzeża 2024", "Program ochrony brzegów morskich"], "/raporty/")}</ul></aside></div>`,
    });
    const markdown = scrape(page, "https://www.gov.example/web/morze/raport-o-stanie-wybrzeza-2025");
    onceInOrder(markdown, ["Raport o stanie wybrzeża 2025", "1. Wprowadzenie", "412 milionów złotych", "2. Najważniejsze wyniki", "Zasypano 14 kilometrów brzegu", "Odbudowano trzy falochrony.", "Wyznaczono pięć nowych pasów ochronnych wydm.", "Tabela 1. Wydatki na ochronę brzegu", "Rok Wydatki", "2023 298", "2024 341", "2025 412", "3. Wnioski", "Dane Urzędu Morskiego w Gdyni", "Pomiary z lat 2015–2025"]);
    clean(markdown, ["Powiązane", "Program ochrony brzegów morskich", "Czy ta strona była przydatna", "Deklaracja dostępności", "Biuletyn Informacji Publicznej", "Serwis wykorzystuje pliki cookies"]);
  });

  it("recipe page: keeps the grouped ingredients with their group names, the steps, the notes and the picture's caption; drops 'Jump to recipe', the rating and the newsletter box", () => {
    const card =
      '<div class="wprm-recipe-container" id="wprm-recipe-container-77"><div class="wprm-recipe wprm-recipe-template-classic"><h2 class="wprm-recipe-name">Harbour fish stew</h2>' +
      '<div class="wprm-recipe-rating"><span class="wprm-rating-star">★★★★☆</span><div class="wprm-recipe-rating-details">4.6 from 212 votes</div></div>' +
      '<a href="/wprm_print/77" class="wprm-recipe-print wprm-recipe-link" target="_blank">Print Recipe</a> <a href="#" class="wprm-recipe-pin">Pin Recipe</a>' +
      '<div class="wprm-recipe-times-container"><div class="wprm-recipe-block-container"><span class="wprm-recipe-details-label">Prep Time</span> <span class="wprm-recipe-details">15 mins</span></div><div class="wprm-recipe-block-container"><span class="wprm-recipe-details-label">Cook Time</span> <span class="wprm-recipe-details">40 mins</span></div></div>' +
      '<div class="wprm-recipe-ingredients-container"><h3 class="wprm-recipe-header">Ingredients</h3>' +
      '<div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">For the broth</h4><ul class="wprm-recipe-ingredients">' +
      li(['<span class="wprm-recipe-ingredient-amount">1</span> <span class="wprm-recipe-ingredient-unit">litre</span> <span class="wprm-recipe-ingredient-name">fish stock</span>', '<span class="wprm-recipe-ingredient-amount">2</span> <span class="wprm-recipe-ingredient-name">tomatoes</span>, chopped', '<span class="wprm-recipe-ingredient-amount">1</span> <span class="wprm-recipe-ingredient-unit">pinch</span> <span class="wprm-recipe-ingredient-name">saffron</span>']) +
      '</ul></div><div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">For the fish</h4><ul class="wprm-recipe-ingredients">' +
      li(['<span class="wprm-recipe-ingredient-amount">500</span> <span class="wprm-recipe-ingredient-unit">g</span> <span class="wprm-recipe-ingredient-name">cod fillet</span>', '<span class="wprm-recipe-ingredient-amount">12</span> <span class="wprm-recipe-ingredient-name">mussels</span>']) +
      '</ul></div></div><div class="wprm-recipe-instructions-container"><h3 class="wprm-recipe-header">Instructions</h3><ul class="wprm-recipe-instructions">' +
      li(['<div class="wprm-recipe-instruction-text">Bring the stock to a simmer with the tomatoes and saffron.</div>', '<div class="wprm-recipe-instruction-text">Add the cod in large pieces and poach for six minutes.</div>', '<div class="wprm-recipe-instruction-text">Add the mussels, cover, and cook until they open.</div>']) +
      '</ul></div><div class="wprm-recipe-notes-container"><h3 class="wprm-recipe-header">Notes</h3><div class="wprm-recipe-notes"><span>Any firm white fish works; throw away mussels that stay closed.</span></div></div>' +
      '<div class="wprm-call-to-action"><span class="wprm-call-to-action-header">Tried this recipe?</span> <span class="wprm-call-to-action-text">Mention @harbourkitchen or tag #harbourkitchen!</span></div></div></div>';
    const article =
      '<article class="post type-post"><header class="entry-header"><h1 class="entry-title">Harbour fish stew</h1><div class="entry-meta">By Nell · Published March 3, 2026</div></header>' +
      '<div class="entry-content"><div class="wprm-recipe-snippet wprm-block-text-normal"><a href="#recipe" class="wprm-recipe-jump wprm-recipe-link">Jump to Recipe</a> <a href="/wprm_print/77" class="wprm-recipe-print wprm-recipe-link">Print Recipe</a></div>' +
      proseBlock("fish stew", 0, 2) +
      '<figure class="wp-block-image size-large"><img src="/img/stew.jpg" alt="A pot of fish stew"><figcaption class="wp-element-caption">The stew just before the mussels go in</figcaption></figure>' +
      proseBlock("fish stew", 2, 1) +
      '<div class="newsletter-signup"><h3>Get new recipes by email</h3><form><input type="email"><button>Subscribe</button></form></div>' +
      `<div id="recipe"></div>${card}</div></article>`;
    const page = shell({ ...COMMON, title: "Harbour fish stew", site: "Harbour Kitchen", menu: ["Recipes", "Seafood", "Baking", "About"], main: `<main>${article}${cards("You may also like", [["Smoked mackerel pâté", "Ready in ten minutes."], ["Crab linguine", "A Friday night favourite."], ["Cockle chowder", "Warming and cheap."]])}</main>` });
    const markdown = scrape(page, "https://harbourkitchen.example/harbour-fish-stew/");
    // The card's "Ingredients", "Instructions" and "Notes" headings stay: "header" in a heading's
    // class names the heading (heading-names.ts).
    onceInOrder(markdown, ["The stew just before the mussels go in", "Ingredients", "For the broth", "1 litre fish stock", "2 tomatoes, chopped", "1 pinch saffron", "For the fish", "500 g cod fillet", "12 mussels", "Instructions", "Bring the stock to a simmer", "Add the cod in large pieces", "Add the mussels, cover", "Notes", "Any firm white fish works"]);
    expect(words(markdown)).toContain("Harbour fish stew");
    // Still kept: the card's "Print Recipe Pin Recipe" line (two button links standing in one line of
    // the card, which only a phrase list in every language would tell from a line of links) and its
    // "Tried this recipe?" call to action.
    clean(markdown, [...GONE, "Jump to Recipe", "212 votes", "Get new recipes by email", "Smoked mackerel pâté", "You may also like"]);
  });
});
