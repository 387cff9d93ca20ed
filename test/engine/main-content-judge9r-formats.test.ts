import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { EN_COOKIE, EN_FOOTER, EN_MENU, EN_STORY, cards, clean, linkItems, onceInOrder, shell, ps } from "../helpers/judge8-pages.js";

// Document kinds with their own shapes: press releases, podcast show notes, release notes, a
// newsletter archive in a mail's table layout, AMP articles, Confluence and Notion exports and a
// university page. Their lists, tables and captions stay; the site's chrome around them goes.

beforeAll(loadConverter);

const EN = EN_STORY;
const MENU = EN_MENU;
const FOOTER = EN_FOOTER;
const COOKIE = EN_COOKIE;

describe("main content: document kinds", () => {
  it("press release: keeps the dateline, the facts list, the table and the quote; the media contact and the 'About' boilerplate stay too (they are part of the release a journalist reads); drops the newsroom sidebar and 'More press releases'", () => {
    const release =
      '<article class="press-release"><h1>Harbour Board awards north quay contract</h1><p class="subtitle">Stone wall to be finished by March 2027</p>' +
      `<p><strong>PORTHAVEN, March 3, 2026</strong> – ${EN[0]}</p>${ps(EN.slice(1, 2))}` +
      "<p>Key facts:</p><ul><li>Contract value: £2.2 million</li><li>Length of wall: 240 metres</li><li>Local jobs: 35</li></ul>" +
      "<table><thead><tr><th>Phase</th><th>Start</th><th>End</th></tr></thead><tbody><tr><td>Demolition</td><td>Sep 2026</td><td>Oct 2026</td></tr><tr><td>Construction</td><td>Nov 2026</td><td>Mar 2027</td></tr></tbody></table>" +
      `<blockquote><p>“This wall will serve the town for a century,” said Mary Penrose, chair of the board.</p></blockquote>${ps(EN.slice(2, 3))}` +
      "<h3>About the Harbour Board</h3><p>The Harbour Board manages Porthaven harbour on behalf of the town and its fishing fleet since 1872.</p>" +
      '<h3>Media contact</h3><p>Tom Avery, Press Office<br>Phone: +44 1234 567890<br>Email: <a href="mailto:press@harbourboard.example">press@harbourboard.example</a></p></article>';
    const main =
      `<div class="newsroom"><main>${release}</main>` +
      `<aside class="newsroom-sidebar"><h2>Newsroom</h2><ul>${linkItems(["Press kit", "Photo library", "Press contacts"], "/press/")}</ul></aside>` +
      `<section class="more-releases"><h2>More press releases</h2><ul>${linkItems(["Ferry timetable for summer", "Harbour festival dates announced", "Storm repair fund opens"], "/press/2026/")}</ul></section></div>`;
    const page = shell({ title: "Harbour Board awards north quay contract", site: "Harbour Board", cookie: COOKIE, menu: MENU, footer: FOOTER, main });
    const markdown = scrape(page, "https://harbourboard.example/press/2026/quay-contract");
    onceInOrder(markdown, ["Harbour Board awards north quay contract", "PORTHAVEN, March 3, 2026", EN[1], "Key facts:", "Contract value: £2.2 million", "Length of wall: 240 metres", "Local jobs: 35", "Phase", "Demolition", "Sep 2026", "Construction", "Mar 2027", "This wall will serve the town for a century", EN[2], "About the Harbour Board", "since 1872", "Media contact", "Tom Avery, Press Office"]);
    clean(markdown, ["More press releases", "Harbour festival dates announced", "Photo library", COOKIE, "Privacy policy"]);
  });

  it("podcast show notes: keeps the timestamped chapters (a list of links into the episode), the list of links mentioned and the guest's bio paragraph; drops the player's controls, the subscribe buttons and 'More episodes'", () => {
    const notes =
      '<article class="episode"><header><p class="episode-number">Episode 142</p><h1>Rebuilding the north quay</h1></header>' +
      '<div class="player"><audio controls src="/audio/142.mp3"></audio><div class="player-controls"><button>Play</button><button>1x</button><span>00:00 / 48:12</span></div></div>' +
      '<div class="subscribe-buttons"><a href="https://podcasts.example/apple">Apple Podcasts</a> <a href="https://podcasts.example/spotify">Spotify</a> <a href="/feed.xml">RSS</a></div>' +
      `<div class="show-notes">${ps(EN.slice(0, 2))}<h2>Chapters</h2><ul>` +
      [["00:00", "Intro"], ["03:15", "Why stone and not concrete"], ["17:40", "Keeping the ferry running"], ["35:05", "What the fishermen want"]].map(([t, h]) => `<li><a href="#t=${t}" class="timestamp">${t}</a> ${h}</li>`).join("") +
      `</ul><h2>Mentioned in this episode</h2><ul>${linkItems(["The 1911 quay drawings", "Storm report 2024", "Stone Masons' Guild"], "https://elsewhere.example/")}</ul>` +
      `<p><strong>Guest:</strong> Mary Penrose chairs the Harbour Board and has fished out of Porthaven for thirty years.</p>${ps(EN.slice(2, 3))}</div></article>`;
    const main = `<main>${notes}${cards("More episodes", [["Episode 141: The ferry at fifty", "Fifty years of crossings."], ["Episode 140: Lighthouse keepers", "Who still keeps the light?"], ["Episode 139: Storm night", "The night the wall broke."]])}</main>`;
    const page = shell({ title: "Rebuilding the north quay", site: "Harbour Talk", cookie: COOKIE, menu: ["Episodes", "About", "Support the show"], footer: ["Privacy", "Contact"], main });
    const markdown = scrape(page, "https://harbourtalk.example/episodes/142");
    onceInOrder(markdown, ["Rebuilding the north quay", EN[0], EN[1], "Chapters", "00:00", "Intro", "03:15", "Why stone and not concrete", "17:40", "Keeping the ferry running", "35:05", "What the fishermen want", "Mentioned in this episode", "The 1911 quay drawings", "Storm report 2024", "Stone Masons' Guild", "has fished out of Porthaven for thirty years", EN[2]]);
    clean(markdown, ["Apple Podcasts", "More episodes", "The ferry at fifty", "Support the show", COOKIE]);
  });

  it("release notes: keeps each version's heading and its nested lists of changes with code and issue links; drops the docs sidebar and the 'Edit this page' / feedback widget", () => {
    const notes =
      '<article class="changelog"><h1>Release notes</h1><p>All notable changes to tidewatch are listed here, newest first.</p>' +
      '<h2 id="v2-4-0">2.4.0 <small>(2026-03-03)</small></h2><h3>Added</h3><ul><li>New <code>--offset</code> option for local datum corrections (<a href="https://git.example/tidewatch/issues/412">#412</a>)</li><li>Station list now includes Porthaven</li></ul>' +
      '<h3>Fixed</h3><ul><li>Spring tides were reported one hour late during summer time<ul><li>only for stations west of Greenwich</li><li>only in the JSON output</li></ul></li><li>Crash on empty station names (<a href="https://git.example/tidewatch/pull/418">#418</a>)</li></ul>' +
      '<h2 id="v2-3-1">2.3.1 <small>(2026-01-20)</small></h2><h3>Fixed</h3><ul><li>Typo in the Welsh station names</li></ul></article>';
    const main =
      `<div class="docs"><nav class="docs-sidebar"><ul>${linkItems(["Getting started", "Configuration", "Stations", "Release notes"], "/docs/")}</ul></nav><main>${notes}` +
      '<div class="page-feedback"><a href="https://git.example/tidewatch/edit/main/CHANGELOG.md">Edit this page</a><p>Was this page helpful?</p><button>Yes</button><button>No</button></div></main></div>';
    const page = shell({ title: "Release notes", site: "tidewatch", cookie: COOKIE, menu: ["Docs", "Blog", "GitHub"], footer: ["MIT License"], main });
    const markdown = scrape(page, "https://tidewatch.example/docs/release-notes");
    onceInOrder(markdown, ["Release notes", "All notable changes to tidewatch", "2.4.0", "Added", "--offset", "412", "Station list now includes Porthaven", "Spring tides were reported one hour late", "only for stations west of Greenwich", "only in the JSON output", "Crash on empty station names", "418", "2.3.1", "Typo in the Welsh station names"]);
    clean(markdown, ["Getting started", "Configuration", "Edit this page", "Was this page helpful", COOKIE]);
  });

  it("newsletter archive (mail table layout): keeps the mail's text, its list, its data table and the image caption; drops the 'view in browser' bar, social icons, the unsubscribe footer and the archive's list of other issues", () => {
    const row = (inner: string) => `<tr><td class="mcnTextContent" valign="top" style="padding: 9px 18px;color: #202020;font-family: Helvetica;font-size: 16px;">${inner}</td></tr>`;
    const block = (inner: string) => `<table border="0" cellpadding="0" cellspacing="0" width="100%" class="mcnTextBlock"><tbody class="mcnTextBlockOuter"><tr><td valign="top" class="mcnTextBlockInner"><table align="left" border="0" cellpadding="0" cellspacing="0" width="100%" class="mcnTextContentContainer"><tbody>${inner}</tbody></table></td></tr></tbody></table>`;
    const mail =
      '<table border="0" cellpadding="0" cellspacing="0" height="100%" width="100%" id="bodyTable"><tr><td align="center" valign="top" id="bodyCell"><table border="0" cellpadding="0" cellspacing="0" width="600" class="templateContainer">' +
      `<tr><td valign="top" id="templatePreheader">${block(row('<a href="https://us1.campaign-archive.example/?u=1&id=2">View this email in your browser</a>'))}</td></tr>` +
      `<tr><td valign="top" id="templateBody">${block(row(`<h1>Quay News, March 2026</h1>${ps(EN.slice(0, 2))}<p>In this issue:</p><ul><li>The stone wall contract</li><li>Ferry times during the works</li><li>Your questions answered</li></ul>`))}` +
      '<table class="mcnImageCardBlock" width="100%"><tbody><tr><td class="mcnImageCardBlockInner"><table class="mcnImageCardBottomContent" width="100%"><tbody><tr><td class="mcnImageCardBottomImageContent" align="center"><img alt="" src="https://mcusercontent.example/quay.jpg" width="564" class="mcnImage"></td></tr><tr><td class="mcnTextContent" valign="top" width="564">The north quay in February, before the works</td></tr></tbody></table></td></tr></tbody></table>' +
      block(row(`<table border="1" cellpadding="4" width="100%"><tr><th>Ferry</th><th>Weekdays</th><th>Weekends</th></tr><tr><td>Morning</td><td>07:10</td><td>08:30</td></tr><tr><td>Evening</td><td>18:40</td><td>17:15</td></tr></table>${ps(EN.slice(2))}`)) +
      "</td></tr>" +
      '<tr><td valign="top" id="templateFooter"><table class="mcnFollowBlock" width="100%"><tr><td align="center"><a href="https://facebook.example/quay"><img src="/fb.png" alt="Facebook" width="24"></a> <a href="https://instagram.example/quay"><img src="/ig.png" alt="Instagram" width="24"></a></td></tr></table>' +
      block(row('<em>Copyright © 2026 Harbour Board, All rights reserved.</em><br>You are receiving this email because you signed up on our website.<br><a href="https://x.list-manage.example/profile">update your preferences</a> or <a href="https://x.list-manage.example/unsubscribe">unsubscribe from this list</a>.')) +
      "</td></tr></table></td></tr></table>";
    const page =
      '<!doctype html><html><head><meta charset="utf-8"><title>Quay News, March 2026</title></head><body>' +
      '<div id="awesomewrap"><div class="campaign-archive-header"><a href="https://us1.campaign-archive.example/home/?u=1">Past issues</a> <a href="https://x.list-manage.example/subscribe">Subscribe</a> <a href="https://us1.campaign-archive.example/feed?u=1">RSS</a></div>' +
      `<div id="archive-list" class="display"><ul>${linkItems(["Quay News, February 2026", "Quay News, January 2026", "Quay News, December 2025"], "https://us1.campaign-archive.example/?u=1&id=")}</ul></div>` +
      `<div class="campaign-body">${mail}</div></div></body></html>`;
    const markdown = scrape(page, "https://us1.campaign-archive.example/?u=1&id=3");
    onceInOrder(markdown, ["Quay News, March 2026", EN[0], EN[1], "In this issue:", "The stone wall contract", "Ferry times during the works", "Your questions answered", "The north quay in February, before the works", "Weekdays", "07:10", "18:40", EN[2], EN[3]]);
    clean(markdown, ["View this email in your browser", "unsubscribe from this list", "update your preferences", "Quay News, February 2026", "Past issues"]);
  });

  it("AMP article (fr): keeps amp-img with its figcaption, the list and the table; drops amp-sidebar, the amp-social-share bar and the amp-list of related articles", () => {
    const FR = [
      "Le conseil du port a décidé mardi de reconstruire en pierre le mur du quai nord, après deux ans de débats sur le coût du béton et l'aspect de l'ancienne façade.",
      "Les travaux commencent en septembre et le quai reste ouvert au bac pendant toute la durée du chantier, avec un ponton provisoire sur la rive sud pour les pêcheurs.",
      "Le conseil compte sur un mur qui tienne cent ans ; le précédent, construit en 1911, avait été rapiécé onze fois avant que la tempête de 2024 ne le brise.",
    ];
    const page =
      '<!doctype html><html amp lang="fr"><head><meta charset="utf-8"><title>Un mur de pierre pour le quai nord</title><link rel="canonical" href="https://journal.example/quai-nord"></head><body>' +
      `<amp-sidebar id="sidebar" layout="nodisplay" side="left"><ul>${linkItems(["Actualités", "Sports", "Culture", "Météo"], "/rubrique/")}</ul></amp-sidebar>` +
      '<header class="amp-header"><button on="tap:sidebar.toggle">Menu</button><a href="/">Le Journal du Port</a></header>' +
      '<article class="amp-article"><h1>Un mur de pierre pour le quai nord</h1><p class="byline">Par Maëlle Le Gall, le 3 mars 2026</p>' +
      '<amp-social-share type="facebook" width="40" height="40"></amp-social-share><amp-social-share type="twitter" width="40" height="40"></amp-social-share>' +
      `<figure><amp-img src="/img/quai.jpg" width="800" height="500" layout="responsive" alt="Le quai nord"></amp-img><figcaption>Le quai nord après la tempête de 2024</figcaption></figure>${ps(FR.slice(0, 2))}` +
      "<p>Le chantier prévoit :</p><ul><li>un mur en granit</li><li>un ponton éclairé la nuit</li><li>une passerelle pour les piétons</li></ul>" +
      `<table><tr><th>Phase</th><th>Coût</th></tr><tr><td>Démolition</td><td>0,4 M€</td></tr><tr><td>Construction</td><td>1,6 M€</td></tr></table>${ps(FR.slice(2))}</article>` +
      '<section class="amp-related"><h2>À lire aussi</h2><amp-list src="/api/related" width="auto" height="300" layout="fixed-height"><div class="related-item"><a href="/fete-du-port">La fête du port revient en juin</a></div><div class="related-item"><a href="/bac">Nouveaux horaires du bac</a></div><div class="related-item"><a href="/tempete">Un an après la tempête</a></div></amp-list></section>' +
      `<footer><ul>${linkItems(["Mentions légales", "Contact"], "/f/")}</ul></footer></body></html>`;
    const markdown = scrape(page, "https://journal.example/amp/quai-nord");
    onceInOrder(markdown, ["Un mur de pierre pour le quai nord", "Le quai nord après la tempête de 2024", FR[0] as string, FR[1] as string, "Le chantier prévoit :", "un mur en granit", "un ponton éclairé la nuit", "une passerelle pour les piétons", "Démolition", "0,4 M€", FR[2] as string]);
    clean(markdown, ["À lire aussi", "Nouveaux horaires du bac", "Météo", "Mentions légales"]);
  });

  it("Confluence export and Notion public page: keep the info panel, the task list, the table with header column and the toggle's text; drop the page tree, the breadcrumbs, 'Like' and labels (not yet the 'Created by' line)", () => {
    const confluence =
      '<div id="main" class="aui-page-panel"><div id="main-header"><ol id="breadcrumbs"><li><a href="/wiki/spaces/HB">Harbour Board</a></li><li><a href="/wiki/spaces/HB/pages/1">Projects</a></li></ol><h1 id="title-heading" class="pagetitle"><span id="title-text">North quay: project plan</span></h1></div>' +
      '<div id="content" class="page view"><div class="page-metadata"><ul><li class="page-metadata-modification-info">Created by <a href="/wiki/people/1">Mary Penrose</a>, last modified on Mar 03, 2026</li></ul></div>' +
      '<div id="main-content" class="wiki-content">' +
      `<div class="confluence-information-macro confluence-information-macro-information"><span class="aui-icon aui-icon-small aui-iconfont-info confluence-information-macro-icon"></span><div class="confluence-information-macro-body"><p>${EN[0]}</p></div></div>${ps(EN.slice(1, 2))}` +
      '<ul class="inline-task-list"><li class="checked">Sign the contract</li><li>Order the granit blocks</li><li>Move the fishing boats to the south bank</li></ul>' +
      '<div class="table-wrap"><table class="confluenceTable"><tbody><tr><th class="confluenceTh">Owner</th><td class="confluenceTd">Mary Penrose</td></tr><tr><th class="confluenceTh">Budget</th><td class="confluenceTd">£2.2m</td></tr><tr><th class="confluenceTh">Deadline</th><td class="confluenceTd">March 2027</td></tr></tbody></table></div>' +
      `${ps(EN.slice(2, 3))}</div>` +
      '<div id="likes-and-labels-container"><div id="likes-section"><a href="#" class="like-button">Like</a><span class="like-summary">Be the first to like this</span></div><div id="labels-section"><ul class="label-list"><li><a class="label" href="/label/quay">quay</a></li><li><a class="label" href="/label/project">project-plan</a></li></ul></div></div></div></div>';
    const page1 =
      '<!doctype html><html><head><title>North quay: project plan - Harbour Board - Confluence</title></head><body><div id="page"><div id="header"><nav class="aui-header"><a href="/wiki">Confluence</a> <a href="/wiki/spaces">Spaces</a></nav></div>' +
      `<div class="ia-splitter"><div class="ia-splitter-left"><div class="acs-side-bar"><div class="plugin_pagetree"><ul>${linkItems(["Projects", "North quay: project plan", "Ferry timetable", "Meeting notes"], "/wiki/spaces/HB/pages/")}</ul></div></div></div>` +
      `<div class="ia-splitter-right">${confluence}</div></div></div></body></html>`;
    const markdown1 = scrape(page1, "https://harbour.atlassian.example/wiki/spaces/HB/pages/2/North+quay+project+plan");
    // Still kept: the page-metadata line ("Created by Mary Penrose, last modified on …") under the title,
    // a one-item list whose class names no chrome word ("page-metadata" reads as neither).
    onceInOrder(markdown1, ["North quay: project plan", EN[0], EN[1], "Sign the contract", "Order the granit blocks", "Move the fishing boats to the south bank", "Owner", "Budget", "£2.2m", "Deadline", "March 2027", EN[2]]);
    clean(markdown1, ["Be the first to like this", "project-plan", "Meeting notes", "Ferry timetable"]);

    const block = (kind: string, inner: string) => `<div class="notion-selectable notion-${kind}-block" data-block-id="b"><div>${inner}</div></div>`;
    const notion =
      block("header", '<h1 class="notranslate">Quay works: FAQ</h1>') +
      block("text", `<div class="notranslate" contenteditable="false">${EN[0]}</div>`) +
      block("bulleted_list", '<div class="notranslate">The ferry keeps running</div>') +
      block("bulleted_list", '<div class="notranslate">The fish market moves to the south bank</div>') +
      block("bulleted_list", '<div class="notranslate">Parking on the quay is closed</div>') +
      block("toggle", `<div><div role="button">Who pays for the wall?</div><div class="notranslate">${EN[2]}</div></div>`) +
      block("text", `<div class="notranslate">${EN[3]}</div>`);
    const page2 =
      '<!doctype html><html><head><title>Quay works: FAQ</title></head><body><div id="notion-app"><div class="notion-topbar"><div class="notion-topbar-breadcrumb"><a href="/hb">Harbour Board</a> / <a href="/hb/faq">Quay works: FAQ</a></div><a href="https://www.notion.example/signup">Try Notion</a></div>' +
      `<main class="notion-frame"><div class="notion-scroller"><div class="notion-page-content">${notion}</div></div></main></div></body></html>`;
    const markdown2 = scrape(page2, "https://harbourboard.notion.example/Quay-works-FAQ-1a2b");
    onceInOrder(markdown2, ["Quay works: FAQ", EN[0], "The ferry keeps running", "The fish market moves to the south bank", "Parking on the quay is closed", "Who pays for the wall?", EN[2], EN[3]]);
    clean(markdown2, ["Try Notion"]);
  });

  it("university page (de): keeps the course table with links, the list of requirements and the contact box inside the article; drops the faculty menu, the quick links and the 'Aktuelles' teasers", () => {
    const DE = [
      "Der Masterstudiengang Küsteningenieurwesen verbindet Wasserbau, Geotechnik und Hafenplanung; er dauert vier Semester und wird auf Deutsch und Englisch gelehrt.",
      "Im dritten Semester arbeiten die Studierenden ein halbes Jahr in einem Hafen oder Ingenieurbüro an einem echten Projekt, etwa am Neubau einer Kaimauer.",
      "Bewerbungen für das Wintersemester sind bis zum 15. Juli über das Bewerbungsportal möglich; internationale Bewerberinnen und Bewerber bewerben sich bis zum 31. Mai.",
    ];
    const main =
      `<div class="uni-layout"><nav class="faculty-menu" aria-label="Fakultät"><ul>${linkItems(["Fakultät", "Institute", "Studium", "Forschung", "Promotion"], "/fak/")}</ul></nav>` +
      '<main id="content"><div class="csc-default"><h1>Küsteningenieurwesen (M.Sc.)</h1></div>' +
      `<div class="text">${ps(DE.slice(0, 2))}<h2>Zugangsvoraussetzungen</h2><ul><li>Bachelor in Bauingenieurwesen oder verwandtem Fach</li><li>Englischkenntnisse auf Niveau B2</li><li>Praktikum von mindestens acht Wochen</li></ul>` +
      '<h2>Module im ersten Semester</h2><table><thead><tr><th>Modul</th><th>ECTS</th></tr></thead><tbody><tr><td><a href="/modul/kw1">Küstenwasserbau I</a></td><td>6</td></tr><tr><td><a href="/modul/gt">Geotechnik im Hafenbau</a></td><td>6</td></tr><tr><td><a href="/modul/hp">Hafenplanung</a></td><td>5</td></tr></tbody></table>' +
      `${ps(DE.slice(2))}<div class="contact-box"><h3>Studienberatung</h3><p>Dr. Jana Holm<br>Raum 2.14, Hafenstraße 5<br>Telefon 0431 123456</p></div></div></main>` +
      `<aside class="quicklinks"><h2>Schnellzugriff</h2><ul>${linkItems(["Bewerbungsportal", "Vorlesungsverzeichnis", "Semestertermine"], "/quick/")}</ul></aside>` +
      `<section class="news-teaser"><h2>Aktuelles</h2>${["Tag der offenen Tür", "Neue Professur für Hafenbau", "Exkursion nach Rotterdam"].map((h, n) => `<div class="teaser"><a href="/news/${n}"><img src="/n${n}.jpg" alt=""><h3>${h}</h3></a><p>Neuigkeiten aus der Fakultät.</p></div>`).join("")}</section></div>`;
    const page = shell({ lang: "de", title: "Küsteningenieurwesen (M.Sc.)", site: "Universität Seehafen", cookie: "Diese Website verwendet Cookies.", menu: ["Universität", "Studium", "Forschung", "Kontakt"], footer: ["Impressum", "Datenschutz"], main });
    const markdown = scrape(page, "https://www.uni-seehafen.example/studium/master/kuesteningenieurwesen");
    onceInOrder(markdown, ["Küsteningenieurwesen (M.Sc.)", DE[0] as string, DE[1] as string, "Zugangsvoraussetzungen", "Bachelor in Bauingenieurwesen", "Englischkenntnisse auf Niveau B2", "Praktikum von mindestens acht Wochen", "Module im ersten Semester", "ECTS", "Küstenwasserbau I", "Geotechnik im Hafenbau", DE[2] as string, "Studienberatung", "Dr. Jana Holm"]);
    clean(markdown, ["Schnellzugriff", "Vorlesungsverzeichnis", "Tag der offenen Tür", "Neuigkeiten aus der Fakultät", "Promotion", "Diese Website verwendet Cookies", "Datenschutz"]);
  });
});
