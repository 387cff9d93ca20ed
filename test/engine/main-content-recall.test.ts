import { beforeAll, describe, expect, it } from "vitest";
import { loadMarkdownConverter, type HtmlToMarkdown } from "../../src/engine/content/html-to-markdown.js";
import { buildPageDocument, type DocumentOptions } from "../../src/engine/content/page-document.js";

// Recall of the article's own structure under onlyMainContent: realistic article pages (lists of
// links, tables, captions, code, quotes, footnotes, short and link-heavy texts, other languages),
// each inside the usual page chrome, read through the engine's scrape path (buildPageDocument).

const mainContent: DocumentOptions = { formats: new Set(["markdown"]), onlyMainContent: true, removeBase64Images: true };

let toMarkdown: HtmlToMarkdown;
beforeAll(async () => {
  toMarkdown = (await loadMarkdownConverter()).convert;
});

function scrape(html: string, url = "https://www.harbourtimes.example/science/2026/03/story"): string {
  const response = { requestedUrl: url, url, status: 200, headers: { "content-type": "text/html; charset=utf-8" }, contentType: "text/html", body: Buffer.from(html) };
  return buildPageDocument(response, mainContent, toMarkdown, "recall").document.markdown ?? "";
}

const count = (text: string, part: string) => text.split(part).length - 1;
/** Markdown as plain words: no emphasis, link targets or table pipes in the way of a phrase. */
const words = (markdown: string) =>
  markdown
    .replace(/<[^>]+>/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`]+/g, "")
    .replace(/[|>#]+/g, " ")
    .replace(/\s+/g, " ");

/** Headings with nothing under them: followed by a heading of the same or a higher level, or by the end. */
function emptyHeadings(markdown: string): string[] {
  const lines = markdown.split("\n").filter((line) => line.trim() !== "");
  return lines.filter((line, index) => {
    const level = /^(#{1,6}) /.exec(line)?.[1]?.length;
    if (level === undefined) return false;
    const next = lines[index + 1];
    const nextLevel = next === undefined ? 0 : /^(#{1,6}) /.exec(next)?.[1]?.length;
    return next === undefined || (nextLevel !== undefined && nextLevel <= level);
  });
}

/** Paragraphs (blank-line separated blocks of some length) that appear more than once. */
function doubledBlocks(markdown: string): string[] {
  const seen = new Set<string>();
  const doubled: string[] = [];
  for (const block of markdown.split(/\n\s*\n/).map((part) => part.trim())) {
    if (block.length < 40 || block.startsWith("```")) continue;
    if (seen.has(block)) doubled.push(block);
    seen.add(block);
  }
  return doubled;
}

/** What every page's chrome carries and what must never reach the markdown. */
const CHROME = [
  "Weather desk",
  "Crosswords",
  "Most read this week",
  "Mayor opens the new fish market",
  "Get the morning briefing",
  "We will never share your address",
  "More from Science",
  "Tidal power plant delayed again",
  "A look inside the city's oldest bakery",
  "Great article, thanks for writing it",
  "All rights reserved",
  "Cookie settings",
];

interface Chrome {
  lang?: string;
  title?: string;
}

/** A news site's page around `article`: header menu, breadcrumb, sidebar, newsletter, related cards, comments, footer. */
function chromePage(article: string, { lang = "en", title = "Story" }: Chrome = {}): string {
  const menu = ["News", "Weather desk", "Sport", "Culture", "Crosswords", "Podcasts", "Opinion", "Jobs"];
  const cards = [
    ["Tidal power plant delayed again", "The operator blames supply problems and a wet winter for the latest hold-up at the estuary."],
    ["A look inside the city's oldest bakery", "Four generations have baked rye bread in the same oven since 1911, and they do not plan to stop."],
    ["Why the river smells in August", "Warm water, low flow and a lot of algae: researchers explain the summer stink."],
    ["Harbour seals return to the north bank", "Volunteers counted forty animals on the sandbank last weekend, the most in ten years."],
  ];
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title} | The Harbour Times</title></head><body>` +
    '<div class="cookie-banner"><p>We use cookies to improve your experience.</p><button>Accept</button><a href="/cookies">Cookie settings</a></div>' +
    '<header class="site-header"><a class="logo" href="/">The Harbour Times</a>' +
    `<nav class="main-nav"><ul>${menu.map((item) => `<li><a href="/${item.toLowerCase().replace(/ /g, "-")}">${item}</a></li>`).join("")}</ul></nav>` +
    '<form class="search" action="/search"><input name="q" placeholder="Search"><button>Search</button></form></header>' +
    '<div class="breadcrumbs"><a href="/">Home</a> › <a href="/science">Science</a> › <span>Story</span></div>' +
    '<main class="page"><div class="layout"><div class="col-main">' +
    article +
    '<div class="share-bar"><a href="https://facebook.com/share">Share on Facebook</a> <a href="https://x.com/share">Post on X</a> <a href="mailto:?">Email</a></div>' +
    "</div>" +
    '<aside class="sidebar"><h3>Most read this week</h3><ol>' +
    ["Mayor opens the new fish market", "Bus lanes on the quay from June", "Ferry timetable changes", "Storm damage on the pier", "New head for the port school"]
      .map((item, n) => `<li><a href="/news/${n}">${item}</a></li>`)
      .join("") +
    "</ol>" +
    '<div class="newsletter-box"><h3>Get the morning briefing</h3><p>The day\'s news from the harbour, in your inbox at seven.</p><form><input type="email" placeholder="Your email"><button>Sign up</button></form><p class="small">We will never share your address.</p></div>' +
    "</aside></div>" +
    '<section class="related"><h2>More from Science</h2><div class="cards">' +
    cards
      .map(([headline, excerpt], n) => `<div class="card"><a href="/science/${n}"><img src="/img/card${n}.jpg" alt=""><h3>${headline}</h3></a><p>${excerpt}</p></div>`)
      .join("") +
    "</div></section>" +
    '<section id="comments" class="comments"><h2>4 comments</h2>' +
    [
      ["Marta", "Great article, thanks for writing it. I grew up near the harbour and never knew any of this."],
      ["Jonas", "I disagree with the second half: the council has been warned about this for years and did nothing at all."],
      ["Ana", "Does anyone know whether the museum is open on Sundays during the winter months?"],
    ]
      .map(([name, text]) => `<div class="comment"><p class="comment-author">${name}</p><p>${text}</p><a href="#reply">Reply</a></div>`)
      .join("") +
    "</section></main>" +
    '<footer class="site-footer"><ul><li><a href="/about">About us</a></li><li><a href="/contact">Contact</a></li><li><a href="/privacy">Privacy</a></li><li><a href="/cookies">Cookie settings</a></li></ul>' +
    "<p>© 2026 The Harbour Times. All rights reserved.</p></footer></body></html>"
  );
}

function expectNoChrome(markdown: string): void {
  for (const gone of CHROME) expect(markdown, gone).not.toContain(gone);
}

function expectFaithful(markdown: string): void {
  expect(emptyHeadings(markdown)).toEqual([]);
  expect(doubledBlocks(markdown)).toEqual([]);
}

function expectAll(markdown: string, parts: readonly string[]): void {
  const text = words(markdown);
  for (const part of parts) expect(text, part).toContain(part);
}

describe("main content keeps the article's own structure", () => {
  it("keeps a news article's 'Further reading' and 'Sources' link lists, headings with them", () => {
    const sources = [
      ["https://www.ipcc.ch/report/ar6/wg1/", "IPCC Sixth Assessment Report, Working Group I"],
      ["https://www.nature.com/articles/s41586-023-0001", "Sea-level rise from ice sheets, Nature, 2023"],
      ["https://psmsl.org/data/", "Permanent Service for Mean Sea Level: tide gauge data"],
      ["https://www.noaa.gov/sea-level", "NOAA sea level trends"],
    ];
    const reading = [
      ["https://en.wikipedia.org/wiki/Storm_surge", "Storm surge (Wikipedia)"],
      ["https://www.bbc.co.uk/news/science-environment-1234", "How cities are preparing for higher seas"],
      ["https://www.theguardian.com/environment/2025/jan/01/dykes", "The Dutch way with dykes"],
    ];
    const article =
      '<article class="story"><h1>The harbour wall will not be high enough by 2080</h1>' +
      '<p class="lede">A new survey of the old harbour wall shows that the sea will top it on spring tides within sixty years unless the city raises it by at least a metre.</p>' +
      "<p>Engineers from the port authority measured the wall along its whole length last autumn. In places it has sunk by almost twenty centimetres since it was built in 1887, and the stone facing has cracked where the foundations rest on old river silt.</p>" +
      "<p>Combined with the rise in sea level that the latest climate reports project for the North Sea, the survey concludes that the highest tides of the year will wash over the quay regularly from the 2080s on. Storm surges would do so much earlier.</p>" +
      "<h2>Further reading</h2><ul>" +
      reading.map(([href, text]) => `<li><a href="${href}">${text}</a></li>`).join("") +
      "</ul>" +
      "<p>The council will discuss the survey at its meeting in May. A decision on the money for the work is not expected before next year's budget, the harbour master said on Tuesday.</p>" +
      "<h2>Sources</h2><ul>" +
      sources.map(([href, text]) => `<li><a href="${href}">${text}</a></li>`).join("") +
      "</ul></article>";
    const markdown = scrape(chromePage(article));
    expectAll(markdown, [...sources, ...reading].map(([, text]) => text as string));
    expect(markdown).toContain("## Further reading");
    expect(markdown).toContain("## Sources");
    expect(markdown).toContain("(https://psmsl.org/data/)");
    expectAll(markdown, ["A decision on the money for the work is not expected"]);
    expectNoChrome(markdown);
    expectFaithful(markdown);
  });

  it("keeps a 'References' list ending the article and a list of links that is the article's point", () => {
    const tools = [
      ["https://git-scm.com/", "Git", "the version control system almost every team uses, fast and distributed."],
      ["https://code.visualstudio.com/", "Visual Studio Code", "a free editor with a huge range of extensions."],
      ["https://www.docker.com/", "Docker", "containers that run the same on a laptop and a server."],
      ["https://jqlang.github.io/jq/", "jq", "slices and filters JSON on the command line."],
      ["https://github.com/BurntSushi/ripgrep", "ripgrep", "searches a large code base in a blink."],
      ["https://www.postman.com/", "Postman", "builds, saves and shares HTTP requests."],
      ["https://tmux.github.io/", "tmux", "keeps terminal sessions alive when the connection drops."],
      ["https://www.gnu.org/software/make/", "Make", "still the simplest way to write down how a project is built."],
      ["https://www.sqlite.org/", "SQLite", "a whole SQL database in a single file."],
      ["https://htop.dev/", "htop", "shows what the machine is busy with, process by process."],
    ];
    const article =
      '<div class="post-body"><h1>10 tools every developer should know</h1>' +
      "<p>We asked forty developers which tools they open every single day. These ten came up again and again, in roughly this order.</p>" +
      "<ol>" +
      tools.map(([href, name, line]) => `<li><a href="${href}"><strong>${name}</strong></a>: ${line}</li>`).join("") +
      "</ol>" +
      "<h2>References</h2><ol>" +
      '<li><a href="https://survey.stackoverflow.co/2025/">Stack Overflow Developer Survey 2025</a></li>' +
      '<li><a href="https://octoverse.github.com/">GitHub Octoverse report</a></li>' +
      "</ol></div>";
    const markdown = scrape(chromePage(article));
    for (const [href, name, line] of tools) {
      expect(markdown).toContain(`(${href})`);
      expectAll(markdown, [`${name}: ${line}`]);
    }
    expectAll(markdown, ["Stack Overflow Developer Survey 2025", "GitHub Octoverse report"]);
    expect(markdown).toContain("## References");
    expectNoChrome(markdown);
    expectFaithful(markdown);
  });

  it("keeps a 'Sources' box and a list of the site's documents to download at the article's end", () => {
    const article =
      "<article><h1>Ferry fares rise by eight percent</h1>" +
      "<p>Single tickets on the harbour ferry will cost eight percent more from June, the operator announced on Wednesday, blaming the price of electricity and higher wages.</p>" +
      "<p>Season tickets for commuters rise by only three percent. Children under twelve and passengers over seventy keep travelling free of charge, as they have since 2019.</p>" +
      "<h3>Downloads</h3><ul>" +
      '<li><a href="/files/fares-2026.pdf">Fare table from 1 June (PDF)</a></li>' +
      '<li><a href="/files/season-tickets.xlsx">Season ticket prices by zone (Excel)</a></li>' +
      "</ul>" +
      '<div class="sources"><h3>Sources</h3><ul>' +
      '<li><a href="https://www.harbourferries.example/press/fares">Operator\'s press release</a></li>' +
      '<li><a href="https://www.energy-regulator.example/prices-2026">Regulator\'s electricity price report</a></li>' +
      "</ul></div></article>";
    const markdown = scrape(chromePage(article));
    expectAll(markdown, ["Fare table from 1 June (PDF)", "Season ticket prices by zone (Excel)", "Operator's press release", "Regulator's electricity price report"]);
    expect(markdown).toContain("### Downloads");
    expect(markdown).toContain("### Sources");
    expectNoChrome(markdown);
    expectFaithful(markdown);
  });

  it("drops a 'More on this' box of the site's articles but keeps the sources subheading and list after it", () => {
    const article =
      "<article><h1>A dictionary of the pandemic</h1>" +
      "<p>The editors of the online dictionary have collected more than two thousand new words and phrases that came into use during the pandemic, from lockdown to social distancing.</p>" +
      "<p>The glossary is updated every week and explains where each word first appeared, with examples from newspapers and from the parliament's debates.</p>" +
      "<h3>More on this topic</h3><ul>" +
      '<li><a href="/2025/01/words-of-the-year">The words of the year, chosen by our readers</a></li>' +
      '<li><a href="/2024/11/dictionary-online">The big dictionary goes online at last</a></li>' +
      "</ul>" +
      '<h4>Further link</h4><ul><li><a href="https://www.dwds.example/glossary/pandemic">www.dwds.example/glossary/pandemic</a></li></ul></article>';
    const markdown = scrape(chromePage(article));
    expect(markdown).not.toContain("More on this topic");
    expect(markdown).not.toContain("The words of the year");
    expect(markdown).toContain("#### Further link");
    expect(markdown).toContain("(https://www.dwds.example/glossary/pandemic)");
    expectNoChrome(markdown);
    expectFaithful(markdown);
  });

  it("drops a list of share links after the last paragraph (links out that carry the page's address)", () => {
    const page = "https://www.harbourtimes.example/science/2026/03/story";
    const article =
      "<article><h1>Ferry fares rise by eight percent</h1>" +
      "<p>Single tickets on the harbour ferry will cost eight percent more from June, the operator announced on Wednesday, blaming the price of electricity and higher wages.</p>" +
      "<p>Season tickets for commuters rise by only three percent. Children under twelve and passengers over seventy keep travelling free of charge, as they have since 2019.</p>" +
      `<ul><li><a href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page)}">Facebook</a></li>` +
      `<li><a href="https://x.com/intent/post?url=${page}">X</a></li><li><a href="mailto:?subject=Fares&body=${page}">Email</a></li></ul></article>`;
    const markdown = scrape(chromePage(article), page);
    expectAll(markdown, ["as they have since 2019."]);
    expect(markdown).not.toContain("facebook.com");
    expect(markdown).not.toContain("intent/post");
    expectFaithful(markdown);
  });

  it("keeps a short link list under its heading, each item a link and one line", () => {
    const article =
      '<article><h1>Where to watch the eclipse</h1>' +
      "<p>The partial eclipse on Saturday morning will be visible from the whole coast if the sky is clear. The moon will cover about a third of the sun at ten past ten.</p>" +
      "<p>Several clubs and museums open their doors and telescopes for the occasion, and most of them ask you to book a place first.</p>" +
      "<h3>Public viewings</h3><ul>" +
      '<li><a href="/go/observatory">Old Observatory</a>, from 9:00, free</li>' +
      '<li><a href="/go/planetarium">Planetarium on the quay</a>, from 9:30, book ahead</li>' +
      '<li><a href="/go/astro-club">North Bank Astronomy Club</a>, in the park</li>' +
      "</ul>" +
      "<h3>Live streams</h3><ul>" +
      '<li><a href="https://www.esa.int/live">ESA live stream</a></li>' +
      '<li><a href="https://www.timeanddate.com/live/">timeanddate.com live</a></li>' +
      "</ul></article>";
    const markdown = scrape(chromePage(article));
    expectAll(markdown, ["Old Observatory, from 9:00, free", "Planetarium on the quay, from 9:30, book ahead", "North Bank Astronomy Club, in the park", "ESA live stream", "timeanddate.com live"]);
    expect(markdown).toContain("### Public viewings");
    expect(markdown).toContain("### Live streams");
    expectNoChrome(markdown);
    expectFaithful(markdown);
  });

  it("keeps a how-to's ordered steps and every code block", () => {
    const article =
      '<article class="tutorial"><h1>How to set up a reverse proxy with nginx</h1>' +
      "<p>This guide shows how to put nginx in front of a small web application that listens on port 3000. You need a server running Debian or Ubuntu and a domain name pointing at it.</p>" +
      "<h2>Steps</h2><ol>" +
      "<li>Install nginx with the package manager.</li>" +
      "<li>Create a site file under <code>/etc/nginx/sites-available</code>.</li>" +
      "<li>Link it into <code>sites-enabled</code> and test the configuration.</li>" +
      "<li>Reload nginx.</li>" +
      "</ol>" +
      "<p>The installation takes a minute:</p>" +
      '<pre><code class="language-bash">sudo apt update\nsudo apt install nginx</code></pre>' +
      "<p>The site file forwards every request to the application:</p>" +
      '<pre><code class="language-nginx">server {\n    listen 80;\n    server_name example.org;\n    location / {\n        proxy_pass http://127.0.0.1:3000;\n    }\n}</code></pre>' +
      "<p>Finally check the configuration and reload:</p>" +
      "<pre>sudo nginx -t &amp;&amp; sudo systemctl reload nginx</pre>" +
      "<p>If the test fails, nginx prints the file and line of the mistake. Fix it and run the test again before reloading.</p>" +
      "</article>";
    const markdown = scrape(chromePage(article));
    expect(markdown).toMatch(/1\. +Install nginx with the package manager\./);
    expect(markdown).toMatch(/4\. +Reload nginx\./);
    expect(markdown).toContain("sudo apt install nginx");
    expect(markdown).toContain("        proxy_pass http://127.0.0.1:3000;");
    expect(markdown).toContain("sudo nginx -t && sudo systemctl reload nginx");
    expect(count(markdown, "```")).toBe(6);
    expectNoChrome(markdown);
    expectFaithful(markdown);
  });

  it("keeps a data article's tables: a captioned one, a table of links and a small one", () => {
    const rows = [
      ["Rotterdam", "13.4", "438.8"],
      ["Antwerp-Bruges", "12.5", "271.0"],
      ["Hamburg", "7.7", "114.3"],
      ["Valencia", "4.8", "79.8"],
    ];
    const article =
      '<div class="article-content"><h1>Europe\'s busiest container ports in 2025</h1>' +
      "<p>Container traffic through Europe's largest ports grew again last year after two weak years, according to figures the port authorities published this week.</p>" +
      "<table><caption>Table 1: Container throughput, 2025</caption><thead><tr><th>Port</th><th>Million TEU</th><th>Total tonnes (millions)</th></tr></thead><tbody>" +
      rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join("")}</tr>`).join("") +
      "</tbody></table>" +
      "<p>The figures for each port come from its own annual report. The reports are linked below, with the date each was published.</p>" +
      "<table><tr><td><a href=\"https://www.portofrotterdam.com/en/report-2025.pdf\">Rotterdam annual report</a></td><td>12 February</td></tr>" +
      '<tr><td><a href="https://www.portofantwerpbruges.com/en/report-2025.pdf">Antwerp-Bruges annual report</a></td><td>20 February</td></tr>' +
      '<tr><td><a href="https://www.hafen-hamburg.de/en/report-2025.pdf">Hamburg annual report</a></td><td>27 February</td></tr></table>' +
      "<p>Growth was not even: Hamburg lost ground for the fourth year in a row while the Spanish ports gained, helped by new shipping lines to Asia.</p>" +
      "<table><tr><td>Fastest growth</td><td>Valencia</td></tr><tr><td>Largest fall</td><td>Hamburg</td></tr></table>" +
      "<p>Analysts expect the trend to continue in 2026 as more shipping lines move their Mediterranean hubs.</p></div>";
    const markdown = scrape(chromePage(article));
    for (const row of rows) expect(markdown).toContain(`| ${row.join(" | ")} |`);
    expect(count(markdown, "Table 1: Container throughput, 2025")).toBe(1);
    expectAll(markdown, ["Rotterdam annual report", "Antwerp-Bruges annual report", "Hamburg annual report", "27 February", "Fastest growth", "Largest fall"]);
    expect(markdown).toContain("(https://www.hafen-hamburg.de/en/report-2025.pdf)");
    expectNoChrome(markdown);
    expectFaithful(markdown);
  });

  it("keeps every figure's caption exactly once, whatever the lightbox, alt text or gallery repeats", () => {
    const captions = [
      "The old lighthouse at dawn, seen from the breakwater.",
      "Keepers' logbooks from 1902 to 1954, now in the town archive.",
      "The lamp room after the restoration, with the original lens.",
    ];
    const article =
      "<article><h1>Inside the restored lighthouse</h1>" +
      "<p>After four years of work the lighthouse on the point opens to visitors this weekend. The restoration cost 2.3 million euros, most of it paid by a foundation set up by former keepers' families.</p>" +
      // A lightbox figure: the caption repeated in the link's aria-label, the image's alt and a hidden overlay.
      `<figure class="wp-block-image"><a href="/img/lighthouse-large.jpg" class="lightbox" aria-label="${captions[0]}" data-caption="${captions[0]}"><img src="/img/lighthouse.jpg" alt="${captions[0]}"></a>` +
      `<figcaption>${captions[0]}</figcaption><div class="lightbox-overlay" hidden><p>${captions[0]}</p><button>Close</button></div></figure>` +
      "<p>Visitors can climb the 143 steps to the gallery, where the view reaches the islands on a clear day. Inside, the keepers' rooms have been furnished as they were in the 1930s.</p>" +
      // A figure whose caption widget prints the caption twice (a visible copy and a screen-reader copy).
      `<figure class="image"><img src="/img/logbooks.jpg" alt="Logbooks"><figcaption><span class="caption-text">${captions[1]}</span><span class="credit">Photo: Town archive</span></figcaption></figure>` +
      "<p>The logbooks record every ship that passed, every storm and every time the lamp failed. The archive plans to put them online by the end of the year.</p>" +
      // A gallery widget: the slide's caption, then a counter and a thumbnail strip repeating it in titles.
      `<div class="gallery"><div class="slide"><figure><img src="/img/lamp.jpg" alt="${captions[2]}"><figcaption>${captions[2]}</figcaption></figure></div>` +
      '<div class="gallery-nav"><span class="counter">1 / 3</span><button>Previous</button><button>Next</button></div></div>' +
      "<p>The lighthouse is open from Thursday to Sunday until the end of October. Tickets cost eight euros, children under twelve go free.</p></article>";
    const markdown = scrape(chromePage(article));
    for (const caption of captions) expect(count(words(markdown), caption), caption).toBe(1);
    expect(markdown).toContain("/img/lighthouse.jpg");
    expect(markdown).toContain("/img/logbooks.jpg");
    expect(markdown).toContain("/img/lamp.jpg");
    expect(markdown).not.toMatch(/\bClose\b/);
    expect(markdown).not.toContain("1 / 3");
    expectNoChrome(markdown);
    expectFaithful(markdown);
  });

  it("prints a caption set beside its picture without <figure> once, and keeps the alt when it is all there is", () => {
    const article =
      "<article><h1>The new ferry arrives</h1>" +
      "<p>The harbour's new electric ferry arrived from the shipyard on Monday morning, a week ahead of plan. It will start carrying passengers across the bay in April.</p>" +
      '<div class="image-box"><img src="/img/ferry.jpg" alt="The electric ferry Aurora at the north quay (Photo: Port authority)"><p class="image-box__text">The electric ferry Aurora at the north quay</p></div>' +
      "<p>The ferry carries up to 140 passengers and 30 bicycles, and charges its batteries at the quay in the twelve minutes between crossings.</p>" +
      '<p><img src="/img/route.png" alt="Map of the new route across the bay, with the three stops"></p>' +
      "<p>Tickets will cost the same as on the old diesel ferry, which is to be sold to a museum in the spring.</p></article>";
    const markdown = scrape(chromePage(article));
    expect(count(words(markdown), "The electric ferry Aurora at the north quay")).toBe(1);
    expect(markdown).toContain("/img/ferry.jpg");
    // No text beside it says what the map shows: its alt is the only description and stays.
    expect(markdown).toContain("![Map of the new route across the bay, with the three stops](");
    expectNoChrome(markdown);
    expectFaithful(markdown);
  });

  it("keeps a gallery of captioned photos whose pictures link to their large versions", () => {
    const photos = [
      ["keepers-house", "The keepers' house, rebuilt with the original bricks."],
      ["stairs", "The spiral staircase: 143 steps of cast iron."],
      ["lens", "The Fresnel lens, polished by hand for six weeks."],
      ["view", "The view north from the gallery on a clear morning."],
    ];
    const article =
      "<article><h1>The lighthouse in pictures</h1>" +
      "<p>Our photographer spent a day in the lighthouse before it opened to the public. These are the pictures she brought back, from the cellar to the lamp room.</p>" +
      '<div class="photo-grid">' +
      photos
        .map(([name, caption]) => `<figure class="photo"><a href="/media/${name}-large.jpg"><img src="/media/${name}.jpg" alt="${caption}"></a><figcaption>${caption}</figcaption></figure>`)
        .join("") +
      "</div>" +
      "<p>The lighthouse is open from Thursday to Sunday. Guided tours start every hour and last forty minutes.</p></article>";
    const markdown = scrape(chromePage(article));
    for (const [name, caption] of photos) {
      expect(markdown).toContain(`/media/${name}.jpg`);
      expect(count(words(markdown), caption as string), caption).toBe(1);
    }
    expectNoChrome(markdown);
    expectFaithful(markdown);
  });

  it("keeps a product round-up built as cards, each a picture, a link out and a line", () => {
    const products = [
      ["https://www.petzl.com/headlamps/tikka", "Petzl Tikka", "Light, bright enough for a night walk, runs for days on three AAA batteries."],
      ["https://www.blackdiamondequipment.com/spot", "Black Diamond Spot", "Waterproof and with a red mode that keeps your night vision."],
      ["https://www.ledlenser.com/mh5", "Ledlenser MH5", "Rechargeable over USB, with a clip that fits a cap brim."],
      ["https://www.fenixlighting.com/hm50r", "Fenix HM50R", "A metal body that survives being dropped on rocks."],
    ];
    const article =
      '<div class="entry-content"><h1>The four best head torches for winter walks</h1>' +
      "<p>Days are short in December, and a head torch is the one thing no walker should leave at home. We tested twelve over a month of evening walks on the coast path.</p>" +
      '<div class="products">' +
      products
        .map(([href, name, line], n) => `<div class="product"><a href="${href}"><img src="/img/torch${n}.jpg" alt=""></a><h3><a href="${href}">${name}</a></h3><p>${line}</p></div>`)
        .join("") +
      "</div>" +
      "<p>All four are bright enough for walking; pick the one whose battery suits you. Rechargeable torches are cheaper to run, but a spare set of AAA batteries weighs almost nothing.</p></div>";
    const markdown = scrape(chromePage(article));
    for (const [href, name, line] of products) {
      expect(markdown).toContain(`(${href})`);
      expectAll(markdown, [name as string, line as string]);
    }
    expectNoChrome(markdown);
    expectFaithful(markdown);
  });

  it("keeps block quotes, a pull quote, footnotes and a definition list", () => {
    const article =
      '<article class="essay"><h1>What the keepers wrote</h1>' +
      "<p>The keepers' letters are short and practical, but now and then one of them writes something that stays with you.<sup id=\"ref1\"><a href=\"#fn1\">1</a></sup> Most of the letters are about oil, wicks and the weather.</p>" +
      "<blockquote><p>The light must never go out. If it does, a ship will find the rocks before it finds the harbour.</p><footer>— Instructions to keepers, 1887</footer></blockquote>" +
      "<p>Keepers worked in pairs, four weeks on and two weeks off. Their wives often kept the lamp when the men were ill, though the board never paid them for it.<sup id=\"ref2\"><a href=\"#fn2\">2</a></sup></p>" +
      '<aside class="pullquote"><p>“We counted the ships the way other people count sheep.”</p></aside>' +
      "<p>The last keeper left in 1954, when the lamp was automated. He wrote in the final log entry: “We counted the ships the way other people count sheep.”</p>" +
      "<h2>Glossary</h2><dl>" +
      "<dt>Lamp room</dt><dd>The glazed room at the top that holds the lamp and its lens.</dd>" +
      "<dt>Fresnel lens</dt><dd>A lens made of rings of glass prisms that throws the light far out to sea.</dd>" +
      "<dt>Gallery</dt><dd>The walkway around the outside of the lamp room.</dd>" +
      "</dl>" +
      '<h2>Notes</h2><ol class="footnotes">' +
      '<li id="fn1">Letter of 3 March 1911, town archive, box 14. <a href="#ref1">↩</a></li>' +
      '<li id="fn2">See the keepers\' pay books for 1920 to 1939. <a href="#ref2">↩</a></li>' +
      "</ol></article>";
    const markdown = scrape(chromePage(article));
    expect(markdown).toMatch(/^> The light must never go out\./m);
    expectAll(markdown, ["Instructions to keepers, 1887"]);
    // The pull quote repeats a sentence of the text: the sentence is there, once.
    expect(count(words(markdown), "We counted the ships the way other people count sheep.")).toBe(1);
    expectAll(markdown, ["Lamp room", "The glazed room at the top that holds the lamp and its lens.", "Fresnel lens", "The walkway around the outside of the lamp room."]);
    expectAll(markdown, ["Letter of 3 March 1911, town archive, box 14.", "See the keepers' pay books for 1920 to 1939."]);
    expect(markdown).toContain("## Glossary");
    expect(markdown).toContain("## Notes");
    expectNoChrome(markdown);
    expectFaithful(markdown);
  });

  it("keeps a short article on a page heavy with chrome", () => {
    const article =
      '<div class="news-item"><h1>Ferry service suspended on Friday</h1>' +
      "<p>The ferry between the old town and the north bank will not run on Friday because of the storm warning, the operator said this afternoon.</p>" +
      "<p>Buses will replace the ferry from 6:00 until 22:00. Tickets bought for the ferry are valid on the buses.</p>" +
      "<p>Updates: <a href=\"https://ferry.example/status\">ferry status page</a>.</p></div>";
    const markdown = scrape(chromePage(article));
    expectAll(markdown, ["Ferry service suspended on Friday", "will not run on Friday because of the storm warning", "Tickets bought for the ferry are valid on the buses.", "ferry status page"]);
    expectNoChrome(markdown);
    expectFaithful(markdown);
  });

  it("keeps wiki-style paragraphs dense with inline links", () => {
    const link = (text: string) => `<a href="/wiki/${text.replace(/ /g, "_")}">${text}</a>`;
    const article =
      '<div id="content" class="mw-body"><h1 id="firstHeading">Lighthouse of Alexandria</h1><div class="mw-parser-output">' +
      `<p>The ${link("Lighthouse of Alexandria")}, sometimes called the ${link("Pharos")}, was a ${link("lighthouse")} built by the ${link("Ptolemaic Kingdom")} during the reign of ${link("Ptolemy II Philadelphus")}.</p>` +
      `<p>It stood on the island of ${link("Pharos")} in ${link("Alexandria")}, ${link("Egypt")}, and was one of the ${link("Seven Wonders of the Ancient World")}.</p>` +
      `<p>Damaged by ${link("earthquakes")} between ${link("956")} and ${link("1323")}, it became an abandoned ruin; its stones were used for the ${link("Citadel of Qaitbay")}.</p>` +
      `<p>Other lighthouses of antiquity: the ${link("Tower of Hercules")} in ${link("A Coruña")}, the ${link("Lighthouse of Ostia")}, the ${link("Roman lighthouse at Dover")} and ${link("Caepionis Turris")}.</p>` +
      `<h2>See also</h2><ul><li>${link("Colossus of Rhodes")}</li><li>${link("Tower of Hercules")}</li><li>${link("List of lighthouses in Egypt")}</li></ul>` +
      "</div></div>";
    const markdown = scrape(chromePage(article, { title: "Lighthouse of Alexandria" }));
    expectAll(markdown, [
      "was a lighthouse built by the Ptolemaic Kingdom during the reign of Ptolemy II Philadelphus.",
      "and was one of the Seven Wonders of the Ancient World.",
      "its stones were used for the Citadel of Qaitbay.",
      "Other lighthouses of antiquity: the Tower of Hercules in A Coruña, the Lighthouse of Ostia, the Roman lighthouse at Dover and Caepionis Turris.",
    ]);
    // A "See also" list of the site's own pages may go as related links, but never leaves its heading behind.
    expect(markdown.includes("## See also")).toBe(markdown.includes("Colossus of Rhodes"));
    expectNoChrome(markdown);
    expectFaithful(markdown);
  });
});

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
