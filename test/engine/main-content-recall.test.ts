import { beforeAll, describe, expect, it } from "vitest";
import { chromePage, count, expectAll, expectFaithful, expectNoChrome, loadConverter, scrape, words } from "../helpers/article-page.js";

// The article's own structure under onlyMainContent: steps and code, tables, figures and captions
// (once), galleries, product cards, quotes, footnotes, a short article; each page inside a news site's
// chrome (test/helpers/article-page.ts), read through the engine's scrape path.

beforeAll(loadConverter);

describe("main content keeps the article's own structure", () => {
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
  it("keeps a table whose cells are all links, in a wrapper, and a figure whose caption credits with a link", () => {
    const story = (n: number) =>
      `<p>Part ${n} of the story explains how the harbour authority plans to dredge the channel next spring, and what that will cost the town over the next five years of work.</p>`;
    const article =
      `<article><h1>Dredging plan for the channel</h1>${story(1)}${story(2)}` +
      '<div class="table-scroll"><table><tr><th>Port</th><th>Depth</th></tr>' +
      '<tr><td><a href="/ports/north">Northport</a></td><td><a href="/depths/north">12 m</a></td></tr>' +
      '<tr><td><a href="/ports/south">Southport</a></td><td><a href="/depths/south">9 m</a></td></tr></table></div>' +
      `${story(3)}<figure><a href="/photos/tide-large.jpg"><img src="/photos/tide.jpg"></a>` +
      '<figcaption>Low tide. Photo: <a href="/photographers/jane">Jane Doe</a></figcaption></figure>' +
      `${story(4)}</article>`;
    const markdown = scrape(chromePage(article));
    expectAll(markdown, ["Northport", "12 m", "Southport", "9 m", "Low tide. Photo: Jane Doe"]);
    expect(markdown).toContain("/photos/tide.jpg");
    expectNoChrome(markdown);
    expectFaithful(markdown);
  });
});
