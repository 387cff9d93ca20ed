import { beforeAll, describe, expect, it } from "vitest";
import { count, loadConverter, scrape, words } from "../helpers/article-page.js";
import { a, cmsPage, expectClean, expectOnceInOrder, ol, proseBlock, ul, type Shell } from "../helpers/cms-page.js";

// More in-article parts in the shapes publishing systems make, beside those of
// main-content-article-parts: boxes set in <aside> elements, collapsible answers, captions in spans
// and small print, galleries of captioned pictures, tables of links, lists of short facts at the
// top of a story. Each once, in order, with the site's chrome gone.

beforeAll(loadConverter);

interface Case {
  name: string;
  shell: Shell;
  title: string;
  body: string;
  parts: readonly string[];
  chrome?: readonly string[];
  url?: string;
  check?: (markdown: string) => void;
}


const cases: Case[] = [
  {
    name: "News: an <aside> of further information with a few outside links between paragraphs",
    shell: "news",
    title: "Flood",
    body:
      '<article><h1>Flood warnings for the lower valley</h1>' +
      proseBlock("flood warning", 0, 2) +
      `<aside class="infobox"><h3>If your home floods</h3><p>Turn off the power at the fuse box and move to an upper floor. The ${a("https://www.gov.example/flood-help", "national flood line")} answers day and night.</p></aside>` +
      proseBlock("flood warning", 2, 2) +
      "</article>",
    parts: ["On the flood warning, nobody expected", "If your home floods", "Turn off the power at the fuse box", "national flood line answers day and night", "On the flood warning, the numbers only made sense"],
  },
  {
    name: "Blog: a captioned picture set in an <aside> between paragraphs",
    shell: "blog",
    title: "Nets",
    body:
      proseBlock("net loft", 0, 2) +
      '<aside class="photo-note"><figure><img src="/img/loft.jpg" alt=""><figcaption>The net loft above the old fish market, 1931.</figcaption></figure></aside>' +
      proseBlock("net loft", 2, 2),
    parts: ["On the net loft, nobody expected", "The net loft above the old fish market, 1931.", "On the net loft, the numbers only made sense"],
  },
  {
    name: "Docs: questions and answers in <details> elements",
    shell: "docs",
    title: "FAQ",
    body:
      "<p>These are the questions people ask most often about running Tideline in production.</p>" +
      "<details><summary>Can I run two jobs on one host?</summary><p>Yes. Each job keeps its own queue and its own limits, so they do not slow each other down.</p></details>" +
      "<details><summary>Where are the logs?</summary><p>Every job writes its log next to its results, in a file named after the job.</p></details>" +
      "<details><summary>Does Tideline respect robots.txt?</summary><p>Always. A page that robots.txt forbids is skipped and reported as such.</p></details>",
    parts: ["Can I run two jobs on one host?", "Each job keeps its own queue", "Where are the logs?", "in a file named after the job", "Does Tideline respect robots.txt?", "A page that robots.txt forbids is skipped"],
  },
  {
    name: "News: a list of key facts before the first paragraph",
    shell: "news",
    title: "Budget",
    body:
      '<article><h1>Harbour budget doubles for repairs</h1>' +
      '<div class="key-points"><h2>Key points</h2>' +
      ul(["Repairs budget rises to 4 million", "North quay comes first", "Work starts in spring"]) +
      "</div>" +
      proseBlock("harbour budget", 0, 4) +
      "</article>",
    parts: ["Repairs budget rises to 4 million", "North quay comes first", "Work starts in spring", "On the harbour budget, the survey team"],
  },
  {
    name: "WordPress: a picture with its caption in a span below it, inside a div",
    shell: "wordpress",
    title: "Quay",
    body:
      proseBlock("quay wall", 0, 2) +
      '<div class="image-block"><img src="/wp-content/uploads/quay.jpg" alt="The quay wall at low tide"><span class="image-caption">The quay wall at low tide, showing the 1911 repairs.</span></div>' +
      proseBlock("quay wall", 2, 2),
    parts: ["On the quay wall, nobody expected", "The quay wall at low tide, showing the 1911 repairs.", "On the quay wall, the numbers only made sense"],
  },
  {
    name: "Blog: three captioned pictures in a grid of divs",
    shell: "blog",
    title: "Boats",
    body:
      proseBlock("boat yard", 0, 2) +
      '<div class="photo-grid">' +
      ["The keel laid in March", "Planking in June", "Launch day in October"].map((caption, n) => `<div class="photo"><img src="/img/boat${n}.jpg" alt=""><p class="photo-caption">${caption}</p></div>`).join("") +
      "</div>" +
      proseBlock("boat yard", 2, 2),
    parts: ["The keel laid in March", "Planking in June", "Launch day in October", "On the boat yard, the numbers only made sense"],
  },
  {
    name: "Docs: a table of download links without a header row",
    shell: "docs",
    title: "Downloads",
    body:
      "<p>Tideline is built for three systems. Pick the file for yours; each one is signed.</p>" +
      `<table><tr><td>Linux</td><td>${a("https://dl.tideline.example/tideline-linux.tar.gz", "tideline-linux.tar.gz")}</td></tr><tr><td>macOS</td><td>${a("https://dl.tideline.example/tideline-macos.zip", "tideline-macos.zip")}</td></tr><tr><td>Windows</td><td>${a("https://dl.tideline.example/tideline-windows.zip", "tideline-windows.zip")}</td></tr></table>` +
      "<p>The checksums are listed on the release page, next to each file.</p>",
    parts: ["Pick the file for yours", "Linux tideline-linux.tar.gz", "macOS tideline-macos.zip", "Windows tideline-windows.zip", "The checksums are listed"],
  },
  {
    name: "German: a list of short facts without links in the middle of the story",
    shell: "german",
    title: "Hafen",
    body:
      '<div class="artikel-text"><h1>Der Hafen wird ausgebaggert</h1>' +
      "<p>Ab Montag wird die Fahrrinne im Stadthafen ausgebaggert. Die Arbeiten dauern voraussichtlich bis Ende Mai und finden vor allem nachts statt.</p>" +
      "<p>Das ändert sich für die Anwohner:</p>" +
      ul(["Parken am Kai nur tagsüber", "Fähre ab dem Südanleger", "Lärmschutz an der Hafenstraße"]) +
      "<p>Die Stadt bittet um Verständnis und hat ein Bürgertelefon eingerichtet, das montags bis freitags von acht bis achtzehn Uhr erreichbar ist.</p></div>",
    parts: ["Das ändert sich für die Anwohner:", "Parken am Kai nur tagsüber", "Fähre ab dem Südanleger", "Lärmschutz an der Hafenstraße", "Bürgertelefon"],
  },
  {
    name: "Blog: a table of the site's own posts with dates, in a wrapper",
    shell: "wordpress",
    title: "Series",
    body:
      proseBlock("canal series", 0, 2) +
      "<h2>All parts of the series</h2>" +
      `<div class="table-scroll"><table><thead><tr><th>Part</th><th>Post</th><th>Date</th></tr></thead><tbody>${[
        ["1", "/canal/part-1", "The basin", "4 May"],
        ["2", "/canal/part-2", "The locks", "11 May"],
        ["3", "/canal/part-3", "The aqueduct", "18 May"],
      ]
        .map(([n, href, title, date]) => `<tr><td>${n}</td><td>${a(href as string, title as string)}</td><td>${date}</td></tr>`)
        .join("")}</tbody></table></div>`,
    parts: ["All parts of the series", "1 The basin 4 May", "2 The locks 11 May", "3 The aqueduct 18 May"],
  },
  {
    name: "News: a numbered list of steps each with a bold lead-in and a link",
    shell: "news",
    title: "Apply",
    body:
      '<article><h1>How to apply for a mooring</h1>' +
      proseBlock("mooring", 0, 2) +
      ol([
        `<strong>Check the waiting list.</strong> The ${a("/moorings/list", "current list")} shows how long each berth takes.`,
        `<strong>Fill in the form.</strong> Download the ${a("/moorings/form.pdf", "application form")} and add a photo of the boat.`,
        "<strong>Pay the deposit.</strong> The harbour office takes cards and cash on weekdays.",
      ]) +
      proseBlock("mooring", 2, 1) +
      "</article>",
    parts: ["Check the waiting list. The current list shows", "Fill in the form. Download the application form", "Pay the deposit.", "On the mooring, the numbers only made sense"],
  },
  {
    name: "News: an <aside> of key points after the standfirst, before the body text",
    shell: "news",
    title: "Ferry",
    body:
      '<article><h1>Island ferry to run all night in summer</h1>' +
      '<p class="standfirst">The operator adds four night crossings from June, after a trial last year carried more passengers than expected.</p>' +
      `<aside class="key-points"><h2>Key points</h2>${ul(["Four night crossings from June", "Fares unchanged", "Trial carried 12,000 people"])}</aside>` +
      proseBlock("night ferry", 0, 3) +
      "</article>",
    parts: ["The operator adds four night crossings from June", "Key points", "Four night crossings from June", "Trial carried 12,000 people", "On the night ferry, the survey team"],
  },
  {
    name: "Blog: a list of the site's pages under a subheading at the end of one section, more sections after it",
    shell: "blog",
    title: "Knots",
    body:
      `<section>${proseBlock("knots", 0, 2)}<h3>Knots we covered before</h3>${ul([a("/knots/bowline", "The bowline"), a("/knots/clove-hitch", "The clove hitch"), a("/knots/sheet-bend", "The sheet bend")])}</section>` +
      `<section><h2>The figure eight</h2>${proseBlock("knots", 2, 2)}</section>`,
    url: "https://fieldnotes.example/knots/figure-eight",
    parts: ["On the knots, nobody expected", "Knots we covered before", "The bowline", "The clove hitch", "The sheet bend", "The figure eight", "On the knots, the numbers only made sense"],
  },
  {
    name: "Docs: a code block with a copy button in a toolbar wrapper, and a blockquote of two paragraphs and a list",
    shell: "docs",
    title: "Install",
    body:
      "<p>Install the command-line tool with the package manager of your system.</p>" +
      '<div class="code-toolbar"><pre class="language-bash"><code>curl -fsSL -o install.sh https://get.tideline.example</code></pre><div class="toolbar"><button class="copy">Copy</button></div></div>' +
      "<blockquote><p>The installer never asks for root.</p><p>It writes only to your home directory:</p>" +
      ul(["the binary in ~/.tideline/bin", "the config in ~/.tideline/config.toml"]) +
      "</blockquote>" +
      "<p>Open a new terminal afterwards so that the shell finds the new binary on its path.</p>",
    parts: ["Install the command-line tool", "curl -fsSL -o install.sh https://get.tideline.example", "The installer never asks for root.", "It writes only to your home directory:", "the binary in", ".tideline/bin", "the config in", ".tideline/config.toml", "Open a new terminal afterwards"],
  },
  {
    name: "News: a data table of many rows inside a figure with a caption and a source line",
    shell: "news",
    title: "Tides",
    body:
      '<article><h1>The highest tides of the year</h1>' +
      proseBlock("spring tides", 0, 2) +
      `<figure class="table"><table><thead><tr><th>Date</th><th>Time</th><th>Height</th></tr></thead><tbody>${Array.from({ length: 24 }, (_, n) => `<tr><td>${n + 1} March</td><td>0${n % 10}:15</td><td>${(5 + n / 10).toFixed(1)} m</td></tr>`).join("")}</tbody></table><figcaption>High water at the north quay, March 2026. Source: harbour office</figcaption></figure>` +
      proseBlock("spring tides", 2, 1) +
      "</article>",
    parts: ["1 March 00:15 5.0 m", "24 March 03:15 7.3 m", "High water at the north quay, March 2026.", "On the spring tides, the numbers only made sense"],
  },
  {
    name: "Page builder: a data table and a captioned figure each in a wrapper named 'widget'",
    shell: "wordpress",
    title: "Widgets",
    body:
      proseBlock("harbour fees", 0, 2) +
      '<div class="elementor-widget elementor-widget-table"><div class="widget-container"><table><thead><tr><th>Boat length</th><th>Fee a night</th></tr></thead><tbody><tr><td>Up to 8 m</td><td>18 EUR</td></tr><tr><td>8 to 12 m</td><td>26 EUR</td></tr><tr><td>Over 12 m</td><td>35 EUR</td></tr></tbody></table></div></div>' +
      proseBlock("harbour fees", 2, 1) +
      '<div class="elementor-widget elementor-widget-image"><div class="widget-container"><figure class="wp-caption"><img src="/img/berths.jpg" alt=""><figcaption class="widget-image-caption">Visitor berths on the east pontoon</figcaption></figure></div></div>' +
      proseBlock("harbour fees", 3, 1),
    parts: ["Boat length", "Up to 8 m 18 EUR", "Over 12 m 35 EUR", "On the harbour fees, the numbers only made sense", "Visitor berths on the east pontoon", "On the harbour fees, local families"],
  },
  {
    name: "News: a box named 'sidebar' between the story's paragraphs (a journalist's sidebar)",
    shell: "news",
    title: "Sidebar",
    body:
      '<article><h1>The last net maker on the island</h1>' +
      proseBlock("net maker", 0, 2) +
      `<div class="story-sidebar"><h3>How a net is made</h3>${ol(["Wind the twine on a netting needle.", "Tie the first row of knots on a bar.", "Work row after row with a mesh gauge."])}</div>` +
      proseBlock("net maker", 2, 2) +
      "</article>",
    parts: ["How a net is made", "Wind the twine on a netting needle.", "Work row after row with a mesh gauge.", "On the net maker, the numbers only made sense"],
  },
  {
    name: "Blog: a figure inside a link to its large version, the caption inside the link too",
    shell: "blog",
    title: "Lamp",
    body:
      proseBlock("lamp room", 0, 2) +
      '<a href="/img/lamp-large.jpg" class="lightbox"><figure><img src="/img/lamp.jpg" alt=""><figcaption>The lamp room after the restoration of 2025</figcaption></figure></a>' +
      proseBlock("lamp room", 2, 2),
    parts: ["On the lamp room, nobody expected", "The lamp room after the restoration of 2025", "On the lamp room, the numbers only made sense"],
  },
  {
    name: "News: a caption in small print in the paragraph after the picture's paragraph",
    shell: "news",
    title: "Gate",
    body:
      '<article><h1>The old lock gate comes out</h1>' +
      proseBlock("lock gate", 0, 2) +
      '<p><img src="/img/gate.jpg" alt=""></p><p><small>The 1911 gate is lifted out by the floating crane.</small></p>' +
      proseBlock("lock gate", 2, 2) +
      "</article>",
    parts: ["On the lock gate, nobody expected", "The 1911 gate is lifted out by the floating crane.", "On the lock gate, the numbers only made sense"],
  },
  {
    name: "Wiki: an infobox whose cells hold lists of links (languages, anthems)",
    shell: "docs",
    title: "Island",
    body:
      '<table class="infobox"><tr><th colspan="2">North Island Republic</th></tr>' +
      `<tr><th>Official languages</th><td><ul>${[a("/wiki/English", "English"), a("/wiki/Maori", "Māori"), a("/wiki/Sign", "Sign language")].map((item) => `<li>${item}</li>`).join("")}</ul></td></tr>` +
      `<tr><th>Anthems</th><td><ul>${[a("/wiki/Anthem_1", "God Defend the Island"), a("/wiki/Anthem_2", "Song of the Harbour")].map((item) => `<li>${item}</li>`).join("")}</ul></td></tr>` +
      "<tr><th>Capital</th><td>Port Haven</td></tr></table>" +
      proseBlock("island", 0, 3),
    parts: ["Official languages", "English", "Māori", "Sign language", "Anthems", "God Defend the Island", "Song of the Harbour", "Capital Port Haven", "On the island, the survey team"],
  },
];

describe("main content: more in-article parts, once and in order", () => {
  for (const page of cases) {
    it(page.name, () => {
      const markdown = scrape(cmsPage(page.shell, page.body, page.title), page.url);
      expectOnceInOrder(markdown, page.parts);
      expectClean(markdown, page.shell, page.chrome);
      page.check?.(markdown);
    });
  }

  it("a question and answer page: the question with its code, and the answers", () => {
    const answer = (n: number, text: string) =>
      `<div class="answer" id="a${n}"><div class="votes">${n * 3}</div><div class="answer-body"><p>${text}</p></div><div class="answer-meta"><a href="/a/${n}">Share</a> <a href="/users/${n}">user${n}</a></div></div>`;
    const html =
      '<!doctype html><html><head><title>How do I read a tide table in Python? - Harbour Q&amp;A</title></head><body>' +
      '<header><a href="/">Harbour Q&amp;A</a><nav><a href="/questions">Questions</a> <a href="/tags">Tags</a> <a href="/users">Users</a></nav></header>' +
      '<div id="content"><div class="question-header"><h1>How do I read a tide table in Python?</h1></div>' +
      '<div class="question"><div class="votes">12</div><div class="question-body">' +
      "<p>I have the port's tide table as a CSV file with one row per high and low water, and I want the next high water after a given time.</p>" +
      "<pre><code>import csv\nrows = list(csv.DictReader(open('tides.csv')))</code></pre>" +
      "<p>What I tried:</p>" +
      ul(["sorting the rows by time", "comparing the times as strings"]) +
      '</div><div class="question-meta"><a href="/q/1">Share</a> <a href="/users/9">asker</a></div></div>' +
      '<h2 class="answers-count">3 Answers</h2>' +
      answer(1, "Parse the times with datetime.fromisoformat before you compare them; strings compare by character, not by time.") +
      answer(2, "Use bisect on the sorted list of times to find the first high water after the given moment.") +
      answer(3, "pandas makes this one line: read the CSV, filter by type, and take the first row after the time.") +
      "</div><footer><p>Harbour Q&amp;A · Terms</p></footer></body></html>";
    const markdown = scrape(html, "https://qa.harbour.example/questions/123/how-do-i-read-a-tide-table");
    expectOnceInOrder(markdown, ["I have the port's tide table as a CSV file", "rows = list(csv.DictReader(open('tides.csv')))", "What I tried:", "sorting the rows by time", "comparing the times as strings"]);
  });

  it("keeps a list of the story's pictures (none of them a link) between its paragraphs, and still drops a strip of linked logos", () => {
    const pictures = `<h2>The new pontoons</h2><ul>${[1, 2, 3].map((n) => `<li><img src="/img/pontoon-${n}.jpg" alt="Pontoon ${n} from the quay"></li>`).join("")}</ul>`;
    const logos = `<ul class="partners">${["port", "council", "club"].map((name) => `<li><a href="https://${name}.example.org/"><img src="/img/logo-${name}.png" alt="Logo of the ${name}"></a></li>`).join("")}</ul>`;
    const body = proseBlock("pontoons", 0, 2) + pictures + proseBlock("pontoons", 2, 2) + logos;
    const markdown = scrape(cmsPage("blog", body, "Pontoons"));
    for (const n of [1, 2, 3]) expect(markdown).toContain(`pontoon-${n}.jpg`);
    expect(markdown).not.toContain("logo-port.png");
  });

  it("prints a caption repeated as the picture's alt once", () => {
    const body = proseBlock("ferry deck", 0, 2) + '<figure><img src="/img/deck.jpg" alt="Passengers on the upper deck"><figcaption>Passengers on the upper deck</figcaption></figure>' + proseBlock("ferry deck", 2, 2);
    const markdown = scrape(cmsPage("news", body, "Deck"));
    expect(count(words(markdown), "Passengers on the upper deck")).toBeLessThanOrEqual(2);
    expectOnceInOrder(markdown.replace(/!\[[^\]]*\]/g, "!"), ["Passengers on the upper deck"]);
  });
});
