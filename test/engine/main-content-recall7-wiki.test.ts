import { beforeAll, describe, expect, it } from "vitest";
import { count, doubledBlocks, emptyHeadings, loadConverter, scrape, words } from "../helpers/article-page.js";
import { a, expectOnceInOrder, proseBlock } from "../helpers/cms-page.js";

// A wiki article the way MediaWiki renders it: an infobox whose cells hold tables of their own, a
// "wikitable", thumbnails with their captions in div.thumb, a navigation box, reference lists and a
// "See also" list of links, inside the wiki's chrome (tabs, sidebar, categories, footer).

beforeAll(loadConverter);

const md = (html: string, url?: string) => scrape(html, url);

const lis = (items: readonly string[]) => items.map((item) => `<li>${item}</li>`).join("");
const wiki = (path: string, text: string) => a(`/wiki/${path}`, text);

function wikiPage(title: string, content: string, lang = "en"): string {
  return (
    `<!doctype html><html lang="${lang}" class="client-js"><head><meta charset="utf-8"><title>${title} - Harbourpedia</title></head><body class="mediawiki ltr skin-vector">` +
    '<div id="mw-page-base" class="noprint"></div><a id="top"></a>' +
    '<div id="content" class="mw-body" role="main"><a id="top"></a><div id="siteNotice"></div>' +
    `<h1 id="firstHeading" class="firstHeading mw-first-heading"><span class="mw-page-title-main">${title}</span></h1>` +
    '<div id="bodyContent" class="vector-body"><div id="siteSub" class="noprint">From Harbourpedia, the free encyclopedia</div><div id="contentSub"></div>' +
    '<div id="jump-to-nav"></div><a class="mw-jump-link" href="#mw-head">Jump to navigation</a> <a class="mw-jump-link" href="#searchInput">Jump to search</a>' +
    `<div id="mw-content-text" class="mw-body-content mw-content-ltr" lang="${lang}" dir="ltr"><div class="mw-parser-output">${content}</div>` +
    "<noscript><img src=\"/wiki/Special:CentralAutoLogin/start?type=1x1\" alt=\"\" title=\"\" width=\"1\" height=\"1\" style=\"border: none; position: absolute;\"></noscript>" +
    '<div class="printfooter">Retrieved from "<a dir="ltr" href="https://harbourpedia.example/w/index.php?title=North_Light&amp;oldid=1">https://harbourpedia.example/w/index.php?title=North_Light&amp;oldid=1</a>"</div></div>' +
    `<div id="catlinks" class="catlinks" data-mw="interface"><div id="mw-normal-catlinks" class="mw-normal-catlinks">${wiki("Help:Category", "Categories")}: <ul>${lis([wiki("Category:Lighthouses_of_the_north_coast", "Lighthouses of the north coast"), wiki("Category:Towers_completed_in_1868", "Towers completed in 1868"), wiki("Category:Articles_with_short_description", "Articles with short description")])}</ul></div></div>` +
    "</div></div>" +
    '<div id="mw-navigation"><h2>Navigation menu</h2><div id="mw-head"><div id="p-personal" role="navigation"><ul>' +
    lis([wiki("Special:CreateAccount", "Create account"), wiki("Special:UserLogin", "Log in")]) +
    '</ul></div><div id="left-navigation"><div id="p-namespaces" class="vector-menu-tabs"><ul>' +
    lis([wiki("North_Light", "Article"), wiki("Talk:North_Light", "Talk")]) +
    '</ul></div></div><div id="right-navigation"><div id="p-views"><ul>' +
    lis([wiki("North_Light", "Read"), "<a href=\"/w/index.php?title=North_Light&action=edit\">Edit</a>", "<a href=\"/w/index.php?title=North_Light&action=history\">View history</a>"]) +
    '</ul></div><div id="p-search"><form action="/w/index.php" id="searchform"><input type="search" name="search" placeholder="Search Harbourpedia" id="searchInput"></form></div></div></div>' +
    '<div id="mw-panel"><div id="p-logo" role="banner"><a class="mw-wiki-logo" href="/wiki/Main_Page" title="Visit the main page"></a></div>' +
    `<nav id="p-navigation" class="vector-menu portal"><h3>Navigation</h3><div class="vector-menu-content"><ul>${lis([wiki("Main_Page", "Main page"), wiki("Portal:Contents", "Contents"), wiki("Special:Random", "Random article"), wiki("Special:RecentChanges", "Recent changes")])}</ul></div></nav>` +
    `<nav id="p-tb" class="vector-menu portal"><h3>Tools</h3><div class="vector-menu-content"><ul>${lis([wiki("Special:WhatLinksHere/North_Light", "What links here"), wiki("Special:RecentChangesLinked/North_Light", "Related changes"), "<a href=\"/w/index.php?title=North_Light&printable=yes\">Printable version</a>"])}</ul></div></nav>` +
    "</div></div>" +
    `<footer id="footer" class="mw-footer" role="contentinfo"><ul id="footer-info"><li id="footer-info-lastmod">This page was last edited on 1 March 2026, at 10:12.</li><li id="footer-info-copyright">Text is available under the Creative Commons Attribution-ShareAlike License; additional terms may apply.</li></ul><ul id="footer-places">${lis([wiki("Harbourpedia:Privacy_policy", "Privacy policy"), wiki("Harbourpedia:About", "About Harbourpedia"), wiki("Harbourpedia:General_disclaimer", "Disclaimers")])}</ul></footer>` +
    "</body></html>"
  );
}

const WIKI_CHROME = ["Random article", "Recent changes", "What links here", "Printable version", "View history", "This page was last edited", "Retrieved from", "Towers completed in 1868", "Privacy policy", "Create account"];

function expectFaithful(markdown: string, chrome: readonly string[] = []): void {
  const text = words(markdown);
  for (const gone of [...WIKI_CHROME, ...chrome]) expect(text, `chrome "${gone}"`).not.toContain(gone);
  // The wiki's one-pixel tracking image (in a noscript) is no picture of the article.
  expect(markdown, "tracking pixel").not.toContain("CentralAutoLogin");
  expect(emptyHeadings(markdown), "empty headings").toEqual([]);
  expect(doubledBlocks(markdown), "doubled text").toEqual([]);
}

const headline = (id: string, text: string, level = 2) =>
  `<h${level}><span class="mw-headline" id="${id}">${text}</span><span class="mw-editsection"><span class="mw-editsection-bracket">[</span><a href="/w/index.php?title=North_Light&amp;action=edit&amp;section=1" title="Edit section: ${text}">edit</a><span class="mw-editsection-bracket">]</span></span></h${level}>`;

/** An infobox whose location cell holds a small table of its own (a map with coordinates), as templates nest them. */
const nestedInfobox =
  '<table class="infobox vcard" style="width:22em"><tbody>' +
  '<tr><th colspan="2" class="infobox-above fn">North Light</th></tr>' +
  '<tr><td colspan="2" class="infobox-image"><span typeof="mw:File"><a href="/wiki/File:North_Light.jpg" class="mw-file-description"><img src="//upload.harbourpedia.example/north-light-250px.jpg" decoding="async" width="250" height="333" class="mw-file-element"></a></span><div class="infobox-caption">The tower seen from the breakwater in 2019</div></td></tr>' +
  '<tr><td colspan="2" class="infobox-full-data"><table class="infobox-subbox"><tbody><tr><th class="infobox-label">Coordinates</th><td class="infobox-data">57°41′N 2°0′W</td></tr><tr><th class="infobox-label">Grid reference</th><td class="infobox-data">NJ 998 677</td></tr></tbody></table></td></tr>' +
  '<tr><th scope="row" class="infobox-label">Constructed</th><td class="infobox-data">1868</td></tr>' +
  '<tr><th scope="row" class="infobox-label">Tower height</th><td class="infobox-data">31 metres (102 ft)</td></tr>' +
  `<tr><th scope="row" class="infobox-label">Designer</th><td class="infobox-data">${wiki("Thomas_Stevenson", "Thomas Stevenson")}</td></tr>` +
  '<tr><th scope="row" class="infobox-label">Range</th><td class="infobox-data">18 nmi (33 km)</td></tr>' +
  "</tbody></table>";

describe("main content: a wiki article's tables, thumbnails and lists", () => {
  it("keeps an infobox whose cells hold a table of their own, with the article after it", () => {
    const content =
      nestedInfobox +
      '<p>The <b>North Light</b> is a lighthouse at the end of the north breakwater of the harbour.<sup id="cite_ref-1" class="reference"><a href="#cite_note-1">[1]</a></sup> It was first lit in 1868 and automated in 1954.</p>' +
      headline("History", "History") +
      proseBlock("north light", 0, 3);
    const markdown = md(wikiPage("North Light", content), "https://harbourpedia.example/wiki/North_Light");
    expectOnceInOrder(markdown, ["The tower seen from the breakwater in 2019", "Coordinates 57°41′N 2°0′W", "Constructed 1868 ", "Tower height", "31 metres (102 ft)", "Thomas Stevenson", "18 nmi (33 km)", "is a lighthouse at the end of the north breakwater"]);
    expectFaithful(markdown);
  });

  it("keeps a wikitable of links and figures with its caption and sortable header", () => {
    const row = (name: string, year: string, height: string) => `<tr><td>${wiki(name.replace(/ /g, "_"), name)}</td><td>${year}</td><td>${height}</td><td>${wiki("Northern_Lighthouse_Board", "NLB")}</td></tr>`;
    const content =
      proseBlock("coast lights", 0, 2) +
      headline("List", "List") +
      '<table class="wikitable sortable jquery-tablesorter"><caption>Lighthouses of the north coast</caption><thead><tr><th class="headerSort" tabindex="0" role="columnheader button" title="Sort ascending">Name</th><th class="headerSort">Lit</th><th class="headerSort">Height</th><th class="headerSort">Operator</th></tr></thead><tbody>' +
      row("North Light", "1868", "31 m") +
      row("South Light", "1872", "26 m") +
      row("Gull Rock", "1901", "18 m") +
      row("Seal Point", "1911", "12 m") +
      "</tbody></table>" +
      proseBlock("coast lights", 2, 2);
    const markdown = md(wikiPage("List of north coast lights", content), "https://harbourpedia.example/wiki/List_of_north_coast_lights");
    expectOnceInOrder(markdown, ["Lighthouses of the north coast", "Name", "Operator", "North Light", "1868", "South Light", "Gull Rock", "Seal Point", "12 m", "On the coast lights, the numbers only made sense"]);
    expectFaithful(markdown);
  });

  it("keeps thumbnails' captions once (a magnify link and an image alt that repeats the caption)", () => {
    const thumb = (file: string, caption: string) =>
      `<div class="thumb tright"><div class="thumbinner" style="width:222px;"><a href="/wiki/File:${file}" class="image"><img alt="${caption}" src="//upload.harbourpedia.example/thumb/${file}" width="220" height="147" class="thumbimage" srcset="//upload.harbourpedia.example/thumb/330px-${file} 1.5x"></a><div class="thumbcaption"><div class="magnify"><a href="/wiki/File:${file}" class="internal" title="Enlarge"></a></div>${caption}</div></div></div>`;
    const content =
      "<p>The <b>North Light</b> is a lighthouse at the end of the north breakwater; it was first lit in 1868 and automated in 1954, and it is still in use.</p>" +
      headline("History", "History") +
      thumb("Keepers_1901.jpg", "The keepers and their families in 1901") +
      proseBlock("north light", 0, 2) +
      '<figure class="mw-default-size" typeof="mw:File/Thumb"><a href="/wiki/File:Lens.jpg" class="mw-file-description"><img src="//upload.harbourpedia.example/thumb/Lens.jpg" decoding="async" width="220" height="293" class="mw-file-element"></a><figcaption>The first-order lens, made in Paris in 1867</figcaption></figure>' +
      proseBlock("north light", 2, 2);
    const markdown = md(wikiPage("North Light", content), "https://harbourpedia.example/wiki/North_Light");
    expectOnceInOrder(markdown, ["The keepers and their families in 1901", "The first-order lens, made in Paris in 1867"]);
    expect(markdown).not.toContain("Enlarge");
    expectFaithful(markdown);
  });

  it("keeps 'See also', notes, references and further reading, and drops the navigation box and categories", () => {
    const content =
      "<p>The <b>North Light</b> is a lighthouse at the end of the north breakwater; it was first lit in 1868 and automated in 1954, and it is still in use.</p>" +
      proseBlock("north light", 0, 4) +
      headline("See_also", "See also") +
      '<div class="div-col" style="column-width: 22em;"><ul>' +
      lis([wiki("South_Light", "South Light"), wiki("Fresnel_lens", "Fresnel lens"), wiki("List_of_lighthouses_in_Scotland", "List of lighthouses in Scotland"), wiki("Lighthouse_authorities", "Lighthouse authorities")]) +
      "</ul></div>" +
      headline("Notes", "Notes") +
      '<div class="reflist reflist-lower-alpha"><div class="mw-references-wrap"><ol class="references"><li id="cite_note-a"><span class="mw-cite-backlink"><b><a href="#cite_ref-a">^</a></b></span> <span class="reference-text">The light was moved 40 m seaward in 1902.</span></li></ol></div></div>' +
      headline("References", "References") +
      '<div class="reflist"><div class="mw-references-wrap mw-references-columns"><ol class="references">' +
      '<li id="cite_note-1"><span class="mw-cite-backlink">^ <a href="#cite_ref-1-0"><sup><i><b>a</b></i></sup></a> <a href="#cite_ref-1-1"><sup><i><b>b</b></i></sup></a></span> <span class="reference-text"><cite class="citation book cs1">Bathurst, Bella (1999). <a href="https://archive.example.org/lighthouse-stevensons"><i>The Lighthouse Stevensons</i></a>. London: HarperCollins. p.&nbsp;212.</cite></span></li>' +
      '<li id="cite_note-2"><span class="mw-cite-backlink"><b><a href="#cite_ref-2">^</a></b></span> <span class="reference-text"><a rel="nofollow" class="external text" href="https://www.nlb.example/north-light">"North Light"</a>. Northern Lighthouse Board. Retrieved 3 May 2024.</span></li>' +
      "</ol></div></div>" +
      headline("Further_reading", "Further reading") +
      `<ul>${lis(['Munro, R. W. (1979). <i>Scottish Lighthouses</i>. Stornoway: Thule Press.', 'Nicholson, C. (1995). <i>Rock Lighthouses of Britain</i>. Caithness: Whittles.'])}</ul>` +
      headline("External_links", "External links") +
      `<ul>${lis([`${a("https://www.nlb.example/north-light", "North Light")} at the Northern Lighthouse Board`, a("https://www.lighthousedepot.example/north", "Lighthouse Depot: North Light")])}</ul>` +
      '<div role="navigation" class="navbox" aria-labelledby="Lighthouses"><table class="nowraplinks navbox-inner"><tbody><tr><th scope="col" class="navbox-title" colspan="2"><div class="navbar plainlinks hlist navbar-mini"><ul><li class="nv-view"><a href="/wiki/Template:Lighthouses"><abbr title="View this template">v</abbr></a></li><li class="nv-talk"><a href="/wiki/Template_talk:Lighthouses"><abbr title="Discuss this template">t</abbr></a></li></ul></div><div id="Lighthouses">Lighthouses of the north coast</div></th></tr>' +
      `<tr><th scope="row" class="navbox-group">Active</th><td class="navbox-list"><div><ul>${lis(["Gull Rock", "Seal Point", "Black Skerry", "Ferry Head", "Long Sand", "Kinnaird"].map((name) => wiki(name.replace(/ /g, "_"), name)))}</ul></div></td></tr>` +
      `<tr><th scope="row" class="navbox-group">Former</th><td class="navbox-list"><div><ul>${lis(["Old Head", "Buchan Ness", "Rattray Briggs"].map((name) => wiki(name.replace(/ /g, "_"), name)))}</ul></div></td></tr>` +
      "</tbody></table></div>";
    const markdown = md(wikiPage("North Light", content), "https://harbourpedia.example/wiki/North_Light");
    expectOnceInOrder(markdown, [
      "See also",
      "South Light",
      "Fresnel lens",
      "List of lighthouses in Scotland",
      "Lighthouse authorities",
      "Notes",
      "The light was moved 40 m seaward in 1902.",
      "References",
      "The Lighthouse Stevensons",
      "Northern Lighthouse Board. Retrieved 3 May 2024.",
      "Further reading",
      "Scottish Lighthouses",
      "Rock Lighthouses of Britain",
      "External links",
      "at the Northern Lighthouse Board",
      "Lighthouse Depot: North Light",
    ]);
    expectFaithful(markdown, ["Buchan Ness", "Rattray Briggs", "Black Skerry"]);
  });

  it("keeps a German wiki article's infobox, 'Siehe auch' and 'Einzelnachweise'", () => {
    const content =
      '<table class="infobox toccolours"><tbody><tr><th colspan="2">Leuchtturm Nordmole</th></tr><tr><td>Ort</td><td>' +
      wiki("Hafen", "Hafen") +
      "</td></tr><tr><td>Baujahr</td><td>1868</td></tr><tr><td>Feuerhöhe</td><td>31 m</td></tr><tr><td>Kennung</td><td>Blz. 5s</td></tr></tbody></table>" +
      "<p>Der <b>Leuchtturm Nordmole</b> steht am Ende der nördlichen Mole des Hafens und wurde 1868 in Betrieb genommen; seit 1954 arbeitet er ohne Wärter.</p>" +
      "<p>Er ist aus Backstein gebaut und weiß verputzt, die Laterne sitzt auf einer Galerie aus Gusseisen, die 1902 erneuert wurde, als der Turm ein neues Linsensystem bekam.</p>" +
      "<p>Heute gehört der Turm der Hafengesellschaft, die ihn im Sommer an Wochenenden für Besucher öffnet; vom Umgang aus sieht man bei klarem Wetter bis zu den Inseln.</p>" +
      headline("Siehe_auch", "Siehe auch") +
      `<ul>${lis([wiki("Leuchtturm_Südmole", "Leuchtturm Südmole"), wiki("Liste_von_Leuchttürmen", "Liste von Leuchttürmen in Deutschland")])}</ul>` +
      headline("Einzelnachweise", "Einzelnachweise") +
      '<ol class="references"><li id="cite_note-1"><a href="#cite_ref-1">↑</a> <span class="reference-text">Hafenchronik 1868, S. 12.</span></li><li id="cite_note-2"><a href="#cite_ref-2">↑</a> <span class="reference-text"><a class="external text" href="https://www.wsv.example/leuchttuerme">Leuchtfeuerverzeichnis</a>, abgerufen am 3. Mai 2024.</span></li></ol>';
    const markdown = md(wikiPage("Leuchtturm Nordmole", content, "de"), "https://de.harbourpedia.example/wiki/Leuchtturm_Nordmole");
    expect(markdown).toMatch(/^# Leuchtturm Nordmole/m);
    expectOnceInOrder(markdown, ["Baujahr 1868 ", "Feuerhöhe", "Kennung", "Der Leuchtturm Nordmole steht", "Siehe auch", "Leuchtturm Südmole", "Liste von Leuchttürmen in Deutschland", "Einzelnachweise", "Hafenchronik 1868, S. 12.", "Leuchtfeuerverzeichnis"]);
    expectFaithful(markdown);
  });

  it("drops the skip links to the page's navigation and search inside the wiki's text block", () => {
    const content = "<p>The <b>North Light</b> is a lighthouse at the end of the north breakwater; it was first lit in 1868 and automated in 1954, and it is still in use.</p>" + proseBlock("north light", 0, 4);
    const markdown = md(wikiPage("North Light", content), "https://harbourpedia.example/wiki/North_Light");
    expect(markdown).toContain("The **North Light** is a lighthouse");
    expect(markdown).not.toMatch(/Jump to (?:navigation|search)/);
  });

  it("prints the article's title once, though it stands outside the article's text block", () => {
    const content = "<p>The <b>North Light</b> is a lighthouse at the end of the north breakwater; it was first lit in 1868 and automated in 1954, and it is still in use.</p>" + proseBlock("north light", 0, 4);
    const markdown = md(wikiPage("North Light", content), "https://harbourpedia.example/wiki/North_Light");
    expect(count(words(markdown), "North Light")).toBeGreaterThanOrEqual(1);
    expect(markdown.trimStart().startsWith("# North Light")).toBe(true);
    expectFaithful(markdown);
  });
  // A wiki page saved or served outside its "/wiki/" folder: the folder its running text links to is the article's part of the site.
  const linkedProse =
    `<p>The <b>North Light</b> stands at the end of the ${wiki("North_breakwater", "north breakwater")}; it was first lit in 1868 and automated in 1954, and it is still in use.</p>` +
    `<p>Its lens came from ${wiki("Chance_Brothers", "Chance Brothers")} in 1902, when the tower was raised by four metres and given a ${wiki("Fresnel_lens", "Fresnel lens")} of the first order.</p>` +
    `<p>The keepers' cottages were sold in 1961; the ${wiki("Northern_Lighthouse_Board", "Northern Lighthouse Board")} still maintains the light and the fog signal beside it.</p>`;
  const seeAlso = (items: string) => headline("See_also", "See also") + `<ul>${items}</ul>` + headline("References", "References") + '<ol class="references"><li id="cite_note-1"><span class="reference-text">Harbour board minutes, 1868, p. 12.</span></li></ol>';

  it("keeps 'See also' on a wiki page served outside its wiki folder, when the article's links point where the list does", () => {
    const content = linkedProse + seeAlso(lis([wiki("South_Light", "South Light"), wiki("List_of_lighthouses_in_Scotland", "List of lighthouses in Scotland")]));
    const markdown = md(wikiPage("North Light", content), "https://mirror.example/pages/north-light.html");
    expectOnceInOrder(markdown, ["See also", "South Light", "List of lighthouses in Scotland", "References", "Harbour board minutes"]);
    expectFaithful(markdown);
  });

  it("still drops a 'See also' box of other pages' headlines, or of links into another part of the site", () => {
    const headlines = lis([wiki("Harbour_dues", "Harbour dues rise for the third year as the board rebuilds the quay"), wiki("Ferry", "Ferry operator cancels island sailings after the storm damages the pier")]);
    const shop = lis(["/shop/prints/north-light", "/shop/mugs/lighthouse"].map((href, index) => a(href, index === 0 ? "North Light print" : "Lighthouse mug")));
    for (const items of [headlines, shop]) {
      const markdown = md(wikiPage("North Light", linkedProse + seeAlso(items)), "https://mirror.example/pages/north-light.html");
      expect(words(markdown)).toContain("the fog signal beside it");
      expect(words(markdown)).not.toMatch(/Harbour dues rise|Ferry operator|North Light print|Lighthouse mug/);
    }
  });
});
