import { beforeAll, describe, expect, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { a, cmsPage, expectClean, expectOnceInOrder, ol, prose, proseBlock, ul, type Shell } from "../helpers/cms-page.js";

// The article's own lists, tables and captions on pages in the shapes real publishing systems make
// (WordPress, Ghost/Medium/Substack, news sites, documentation, a German news site), each inside its
// site's chrome (test/helpers/cms-page.ts): every part once and in order, the chrome gone, no empty
// heading, one caption per image, no doubled text.

beforeAll(loadConverter);

interface Case {
  name: string;
  shell: Shell;
  title: string;
  /** The article's body (inside the shell's article element). */
  body: string;
  /** Texts of the article's parts, in reading order, each expected once. */
  parts: readonly string[];
  /** Text of this page's own chrome (beside the shell's) that must go. */
  chrome?: readonly string[];
  /** More checks on the markdown. */
  check?: (markdown: string) => void;
}

const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  `<table><thead><tr>${head.map((cell) => `<th>${cell}</th>`).join("")}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join("")}</tr>`)
    .join("")}</tbody></table>`;

const cases: Case[] = [
  // WordPress
  {
    name: "WordPress: a wp-block-list of further reading between paragraphs",
    shell: "wordpress",
    title: "Walking the old canal path",
    body:
      proseBlock("canal path", 0, 3) +
      '<h2 class="wp-block-heading">Further reading</h2>' +
      ul(
        [a("https://www.canalrivertrust.org.uk/history", "A short history of the canals"), a("https://en.wikipedia.org/wiki/Towpath", "Towpaths explained"), a("https://www.ordnancesurvey.co.uk/maps", "Ordnance maps of the valley")],
        ' class="wp-block-list"',
      ) +
      proseBlock("canal path", 3, 2),
    parts: ["Further reading", "A short history of the canals", "Towpaths explained", "Ordnance maps of the valley", "In the end the committee will publish"],
  },
  {
    name: "WordPress: a wp-block-table in a figure with its caption",
    shell: "wordpress",
    title: "Tide heights this spring",
    body:
      proseBlock("tide gauge", 0, 2) +
      '<figure class="wp-block-table"><table class="has-fixed-layout">' +
      table(["Date", "High water", "Height"], [["1 April", "06:12", "5.8 m"], ["2 April", "06:58", "6.1 m"], ["3 April", "07:41", "6.3 m"]]).slice(7, -8) +
      '</table><figcaption class="wp-element-caption">Spring tides at the harbour gauge, April 2026</figcaption></figure>' +
      proseBlock("tide gauge", 2, 2),
    parts: ["Date", "1 April", "06:58", "7.41".replace(".", ":"), "Spring tides at the harbour gauge, April 2026"],
  },
  {
    name: "WordPress: a classic [caption] image (wp-caption) keeps its caption once",
    shell: "wordpress",
    title: "The lighthouse stairs",
    body:
      proseBlock("lighthouse stairs", 0, 2) +
      '<div id="attachment_118" style="width: 610px" class="wp-caption aligncenter"><a href="/wp-content/uploads/2026/03/stairs.jpg"><img aria-describedby="caption-attachment-118" class="size-large wp-image-118" src="/wp-content/uploads/2026/03/stairs-600x400.jpg" alt="The spiral stairs seen from the lamp room" width="600" height="400"></a><p id="caption-attachment-118" class="wp-caption-text">The spiral stairs seen from the lamp room</p></div>' +
      proseBlock("lighthouse stairs", 2, 2),
    parts: ["The spiral stairs seen from the lamp room"],
  },
  {
    name: "WordPress: a gallery block with a caption per image and one for the gallery",
    shell: "wordpress",
    title: "Boats of the harbour",
    body:
      proseBlock("harbour boats", 0, 2) +
      '<figure class="wp-block-gallery has-nested-images columns-3 is-cropped">' +
      ["A blue trawler at the quay", "Two dinghies on the slipway", "The pilot boat leaving at dawn"]
        .map((caption, n) => `<figure class="wp-block-image size-large"><img src="/wp-content/uploads/boat${n}.jpg" alt="" data-id="${n}"><figcaption class="wp-element-caption">${caption}</figcaption></figure>`)
        .join("") +
      '<figcaption class="blocks-gallery-caption wp-element-caption">Photographs taken in February</figcaption></figure>' +
      proseBlock("harbour boats", 2, 2),
    parts: ["A blue trawler at the quay", "Two dinghies on the slipway", "The pilot boat leaving at dawn", "Photographs taken in February"],
  },
  {
    name: "WordPress: a 'Sources' list of outside links ends the post",
    shell: "wordpress",
    title: "Why the dunes are moving",
    body:
      proseBlock("moving dunes", 0, 4) +
      "<h3>Sources</h3>" +
      ol([a("https://www.usgs.gov/dunes", "Coastal dune migration, USGS"), a("https://doi.org/10.1000/dunes.2024", "Wind and sand transport, 2024 study"), a("https://www.bgs.ac.uk/coast", "British Geological Survey coastal data")]),
    parts: ["Sources", "Coastal dune migration, USGS", "Wind and sand transport, 2024 study", "British Geological Survey coastal data"],
  },
  {
    name: "WordPress: a recipe's ingredient list, numbered steps and a nutrition table",
    shell: "wordpress",
    title: "Rye bread from the old oven",
    body:
      proseBlock("rye bread", 0, 2) +
      "<h2>Ingredients</h2>" +
      ul(["500 g rye flour", "350 ml warm water", "150 g sourdough starter", "12 g salt"]) +
      "<h2>Method</h2>" +
      ol(["Mix the flour, water and starter and leave overnight.", "Add the salt and knead for ten minutes.", "Bake at 230 degrees for fifty minutes."]) +
      '<div class="nutrition"><table><tr><th>Energy</th><td>210 kcal</td></tr><tr><th>Protein</th><td>6 g</td></tr><tr><th>Fibre</th><td>7 g</td></tr></table></div>' +
      prose("rye bread", 4),
    parts: ["Ingredients", "500 g rye flour", "12 g salt", "Method", "Add the salt and knead", "Bake at 230 degrees", "Energy", "210 kcal", "Fibre"],
  },
  // Ghost / Medium / Substack
  {
    name: "Ghost: a kg-image-card and a kg-gallery-card with captions",
    shell: "blog",
    title: "A winter on the island",
    body:
      proseBlock("island winter", 0, 2) +
      '<figure class="kg-card kg-image-card kg-card-hascaption"><img src="/content/images/2026/03/ice.jpg" class="kg-image" alt="Ice on the jetty" loading="lazy" srcset="/content/images/size/w600/ice.jpg 600w"><figcaption>Ice on the jetty in January</figcaption></figure>' +
      proseBlock("island winter", 2, 1) +
      '<figure class="kg-card kg-gallery-card kg-width-wide kg-card-hascaption"><div class="kg-gallery-container"><div class="kg-gallery-row">' +
      '<div class="kg-gallery-image"><img src="/g1.jpg" alt="" loading="lazy"></div><div class="kg-gallery-image"><img src="/g2.jpg" alt="" loading="lazy"></div></div></div>' +
      "<figcaption>The ferry and the harbour wall after the storm</figcaption></figure>" +
      proseBlock("island winter", 3, 2),
    parts: ["Ice on the jetty in January", "The ferry and the harbour wall after the storm"],
  },
  {
    name: "Medium: an image in a link with an alt that repeats its figcaption",
    shell: "blog",
    title: "Reading old charts",
    body:
      proseBlock("old charts", 0, 2) +
      '<figure class="paragraph-image"><div><a href="https://miro.example.com/max/2000/chart.jpeg" rel="noopener"><picture><source srcset="https://miro.example.com/max/700/chart.webp" type="image/webp"><img alt="A chart of the bay drawn in 1790 with soundings in fathoms" src="https://miro.example.com/max/700/chart.jpeg" width="700" height="466" loading="eager"></picture></a></div><figcaption class="imageCaption">A chart of the bay drawn in 1790 with soundings in fathoms</figcaption></figure>' +
      proseBlock("old charts", 2, 2),
    parts: ["A chart of the bay drawn in 1790 with soundings in fathoms"],
  },
  {
    name: "Substack: a captioned image in picture/source and footnotes with back-links",
    shell: "blog",
    title: "The herring years",
    body:
      `<p>The herring came every autumn for two hundred years.<a class="footnote-anchor" id="footnote-anchor-1" href="#footnote-1">1</a> Then, within one decade, they were gone.</p>` +
      proseBlock("herring years", 1, 2) +
      '<div class="captioned-image-container"><figure><a class="image-link image2" target="_blank" href="https://substackcdn.example/image/fetch/herring.jpeg"><div class="image2-inset"><picture><source type="image/webp" srcset="https://substackcdn.example/w_424/herring.webp 424w"><img src="https://substackcdn.example/w_1456/herring.jpeg" alt="" width="1456" height="971" loading="lazy"></picture></div></a><figcaption class="image-caption">Women gutting herring on the quay, around 1910</figcaption></figure></div>' +
      `<p>Catches halved between 1955 and 1965.<a class="footnote-anchor" id="footnote-anchor-2" href="#footnote-2">2</a> The boats were sold one by one.</p>` +
      prose("herring years", 5) +
      '<div class="footnote"><a id="footnote-1" href="#footnote-anchor-1" class="footnote-number">1</a><div class="footnote-content"><p>Parish records list a herring market from 1761 onwards.</p></div></div>' +
      '<div class="footnote"><a id="footnote-2" href="#footnote-anchor-2" class="footnote-number">2</a><div class="footnote-content"><p>Figures from the fisheries board annual reports, 1955 to 1965.</p></div></div>',
    parts: ["Women gutting herring on the quay, around 1910", "Catches halved between 1955 and 1965", "Parish records list a herring market from 1761 onwards.", "Figures from the fisheries board annual reports"],
  },
  {
    name: "Ghost: a podcast's 'links from this episode' list after an introducing paragraph, no heading",
    shell: "blog",
    title: "Episode 41: the lighthouse keepers",
    body:
      proseBlock("episode", 0, 3) +
      "<p>Links from this episode:</p>" +
      ul([a("https://www.trinityhouse.co.uk/lighthouses", "Trinity House lighthouse list"), a("https://archive.org/details/keepers-log-1921", "A keeper's log from 1921"), a("https://www.bbc.co.uk/sounds/play/lighthouse", "The last keepers (radio documentary)"), a("/episode-12-fog-signals", "Episode 12: fog signals")]),
    parts: ["Links from this episode:", "Trinity House lighthouse list", "A keeper's log from 1921", "The last keepers (radio documentary)", "Episode 12: fog signals"],
  },
  {
    name: "Ghost: a bookmark card and a quote with its citation",
    shell: "blog",
    title: "On mending things",
    body:
      proseBlock("mending", 0, 2) +
      '<blockquote class="kg-blockquote-alt"><p>A net is a set of holes tied together with string.</p><footer>— <cite>Flann O\'Brien, attributed</cite></footer></blockquote>' +
      proseBlock("mending", 2, 2),
    parts: ["A net is a set of holes tied together with string.", "Flann O'Brien, attributed"],
  },
  // News sites
  {
    name: "News: a figure whose caption has a credit span",
    shell: "news",
    title: "Seals return",
    body:
      '<article class="story"><h1>Seals return to the sandbank</h1>' +
      proseBlock("seal count", 0, 2) +
      '<figure class="story-image"><img src="/img/seals.jpg" alt="Grey seals on the sandbank"><figcaption><span class="caption-text">Grey seals resting on the north sandbank at low tide.</span> <span class="credit">Photo: Lena Holt</span></figcaption></figure>' +
      proseBlock("seal count", 2, 2) +
      "</article>",
    parts: ["Grey seals resting on the north sandbank at low tide."],
  },
  {
    name: "News: a lazy picture (data-src) whose alt is its caption",
    shell: "news",
    title: "Ferry",
    body:
      '<article><h1>The last steam ferry makes its final crossing</h1>' +
      proseBlock("steam ferry", 0, 2) +
      '<figure class="media"><picture><source data-srcset="/img/ferry-800.webp 800w" type="image/webp"><img class="lazyload" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="/img/ferry-800.jpg" alt="The steam ferry Margarethe leaves the quay for the last time"></picture><figcaption>The steam ferry Margarethe leaves the quay for the last time</figcaption></figure>' +
      proseBlock("steam ferry", 2, 2) +
      "</article>",
    parts: ["The steam ferry Margarethe leaves the quay for the last time"],
  },
  {
    name: "News: a caption in a div beside the image's div",
    shell: "news",
    title: "Market",
    body:
      '<div class="article-body"><h1>Fish market moves to the old warehouse</h1>' +
      proseBlock("fish market", 0, 2) +
      '<div class="image-block"><div class="image-wrap"><img src="/img/market.jpg" alt="Stalls inside the warehouse"></div><div class="image-caption">Stalls inside the converted warehouse on opening day.</div></div>' +
      proseBlock("fish market", 2, 2) +
      "</div>",
    parts: ["Stalls inside the converted warehouse on opening day."],
  },
  {
    name: "News: a results table in a table-responsive wrapper",
    shell: "news",
    title: "Regatta",
    body:
      '<article><h1>Regatta results: home crew wins again</h1>' +
      proseBlock("regatta", 0, 2) +
      '<div class="table-responsive"><table class="table table-striped">' +
      table(["Place", "Crew", "Time"], [["1", "Harbour Rowing Club", "6:41.2"], ["2", "Estuary Oars", "6:44.9"], ["3", "North Bank Boat Club", "6:52.0"]]).slice(7, -8) +
      "</table></div>" +
      proseBlock("regatta", 2, 2) +
      "</article>",
    parts: ["Place", "Harbour Rowing Club", "6:41.2", "Estuary Oars", "North Bank Boat Club", "6:52.0"],
  },
  {
    name: "News: a 'Read more' list of the site's own stories between paragraphs",
    shell: "news",
    title: "Bridge",
    body:
      '<article><h1>Bridge repairs will take two more years</h1>' +
      proseBlock("bridge repairs", 0, 3) +
      "<h3>Read more about the bridge</h3>" +
      ul([a("/news/2024/bridge-closed", "Why the bridge closed to lorries"), a("/news/2025/bridge-cost", "What the repairs will cost"), a("/news/2025/bridge-ferry", "A ferry replaces the bridge at night")]) +
      proseBlock("bridge repairs", 3, 2) +
      "</article>",
    parts: ["Read more about the bridge", "Why the bridge closed to lorries", "What the repairs will cost", "A ferry replaces the bridge at night", "In the end the budget set aside"],
  },
  {
    name: "News: a quote with a citation and a pull quote",
    shell: "news",
    title: "Mayor",
    body:
      '<article><h1>Mayor defends the harbour plan</h1>' +
      proseBlock("harbour plan", 0, 2) +
      '<blockquote class="quote"><p>We cannot keep patching a wall that was built for the sea of 1887.</p><cite>Mayor Anna Berg</cite></blockquote>' +
      proseBlock("harbour plan", 2, 2) +
      "</article>",
    parts: ["We cannot keep patching a wall that was built for the sea of 1887.", "Mayor Anna Berg"],
  },
  {
    name: "News: a product round-up with prices and shop links",
    shell: "news",
    title: "Headphones",
    body:
      '<article><h1>The best budget headphones for the commute</h1>' +
      proseBlock("headphones", 0, 2) +
      ul([
        `${a("https://shop.example.com/p/aurora-one", "Aurora One")}: light, folds flat, 20 hours of battery. <strong>€39</strong>`,
        `${a("https://shop.example.com/p/tidal-bt2", "Tidal BT2")}: the best sound under fifty euros. <strong>€49</strong>`,
        `${a("https://store.example.org/kestrel-lite", "Kestrel Lite")}: cheap and cheerful with a good microphone. <strong>€25</strong>`,
      ]) +
      proseBlock("headphones", 2, 2) +
      "</article>",
    parts: ["Aurora One: light, folds flat", "€39", "Tidal BT2: the best sound", "€49", "Kestrel Lite: cheap and cheerful", "€25"],
  },
  // Documentation and blogs
  {
    name: "Docs: code blocks, an options table and a 'See also' list of references",
    shell: "docs",
    title: "Configuring the cache",
    body:
      "<p>Tideline caches every response it fetches for a configurable time. The cache lives in memory by default and can be moved to disk for long-running jobs.</p>" +
      '<h2 id="options">Options</h2>' +
      table(["Option", "Default", "Meaning"], [["<code>cache.ttl</code>", "3600", "Seconds a response is kept"], ["<code>cache.dir</code>", "none", "Directory for the disk cache"], ["<code>cache.max</code>", "500", "Responses kept in memory"]]) +
      '<h2 id="examples">Examples</h2><p>Keep responses for a day on disk:</p>' +
      '<pre><code class="language-yaml">cache:\n  ttl: 86400\n  dir: /var/cache/tideline</code></pre>' +
      "<p>The disk cache is safe to delete while Tideline is stopped; it is rebuilt on the next run.</p>" +
      "<h2>See also</h2>" +
      ul([a("https://developer.mozilla.org/en-US/docs/Web/HTTP/Caching", "HTTP caching on MDN"), a("/docs/troubleshooting#cache", "Cache troubleshooting"), a("https://www.rfc-editor.org/rfc/rfc9111", "RFC 9111: HTTP caching")]),
    parts: ["cache.ttl", "Seconds a response is kept", "cache.max", "ttl: 86400", "See also", "HTTP caching on MDN", "Cache troubleshooting", "RFC 9111: HTTP caching"],
  },
  {
    name: "Blog: a 'References' list after a bold paragraph, not a heading",
    shell: "wordpress",
    title: "Speech output on the console",
    body:
      proseBlock("speech output", 0, 4) +
      "<p><strong>References</strong></p>" +
      ul([a("https://www.w3.org/TR/speech-synthesis11/", "Speech Synthesis Markup Language 1.1"), a("https://www.gnu.org/software/emacs/manual/", "The Emacs manual"), a("https://example.org/papers/auditory-ui.pdf", "Auditory user interfaces (PDF)")]),
    parts: ["References", "Speech Synthesis Markup Language 1.1", "The Emacs manual", "Auditory user interfaces (PDF)"],
  },
  {
    name: "Blog: further reading as one paragraph of links separated by line breaks",
    shell: "blog",
    title: "Knots for sailors",
    body:
      proseBlock("knots", 0, 3) +
      "<h2>Further reading</h2>" +
      `<p>${a("https://www.animatedknots.com/bowline", "How to tie a bowline")}<br>${a("https://en.wikipedia.org/wiki/The_Ashley_Book_of_Knots", "The Ashley Book of Knots")}<br>${a("https://www.rya.org.uk/knots", "The RYA knot guide")}</p>`,
    parts: ["Further reading", "How to tie a bowline", "The Ashley Book of Knots", "The RYA knot guide"],
  },
  {
    name: "Blog: a 'See also' definition list of links with descriptions",
    shell: "docs",
    title: "Related tools",
    body:
      "<p>Tideline works well with a few other tools. This page lists the ones the maintainers use every day and what each is good for.</p>" +
      prose("related tools", 1) +
      "<h2>See also</h2><dl>" +
      `<dt>${a("https://jqlang.github.io/jq/", "jq")}</dt><dd>Filters the JSON that Tideline writes.</dd>` +
      `<dt>${a("https://www.sqlite.org/", "SQLite")}</dt><dd>Stores results in a single file.</dd>` +
      `<dt>${a("/docs/plugins", "Tideline plugins")}</dt><dd>Extend the fetcher with your own steps.</dd></dl>`,
    parts: ["See also", "jq", "Filters the JSON that Tideline writes.", "SQLite", "Stores results in a single file.", "Tideline plugins", "Extend the fetcher with your own steps."],
  },
  {
    name: "Blog: footnotes as an ordered list of back-linked notes",
    shell: "blog",
    title: "Counting lighthouses",
    body:
      '<p>There are about 18,600 lighthouses in the world.<sup id="fnref:1"><a href="#fn:1" class="footnote-ref">1</a></sup> Fewer than a hundred still have a keeper.<sup id="fnref:2"><a href="#fn:2" class="footnote-ref">2</a></sup></p>' +
      proseBlock("lighthouse count", 1, 3) +
      '<div class="footnotes" role="doc-endnotes"><hr><ol>' +
      '<li id="fn:1"><p>Estimate from the online list of lights, 2025. <a href="#fnref:1" class="reversefootnote">↩</a></p></li>' +
      '<li id="fn:2"><p>Most of them in Canada and the Netherlands. <a href="#fnref:2" class="reversefootnote">↩</a></p></li></ol></div>',
    parts: ["Fewer than a hundred still have a keeper.", "Estimate from the online list of lights, 2025.", "Most of them in Canada and the Netherlands."],
  },
  {
    name: "Docs: a downloads table in a scroll wrapper with a link in every cell",
    shell: "docs",
    title: "Downloads",
    body:
      "<p>Pick the build for your system. Every file is signed; the checksums are on the release page.</p>" +
      '<div class="scroll-wrapper"><div class="table-scroll">' +
      table(
        ["System", "Installer", "Archive"],
        [
          [a("/docs/install/linux", "Linux"), a("/dl/tideline-3.2-x86_64.deb", "tideline-3.2.deb"), a("/dl/tideline-3.2-linux.tar.gz", "tideline-3.2-linux.tar.gz")],
          [a("/docs/install/macos", "macOS"), a("/dl/tideline-3.2.pkg", "tideline-3.2.pkg"), a("/dl/tideline-3.2-macos.zip", "tideline-3.2-macos.zip")],
          [a("/docs/install/windows", "Windows"), a("/dl/tideline-3.2.msi", "tideline-3.2.msi"), a("/dl/tideline-3.2-windows.zip", "tideline-3.2-windows.zip")],
        ],
      ) +
      "</div></div><p>Older releases stay available in the archive for two years after a new major version.</p>",
    parts: ["tideline-3.2.deb", "tideline-3.2-linux.tar.gz", "tideline-3.2.pkg", "tideline-3.2.msi", "tideline-3.2-windows.zip", "Older releases stay available"],
  },
  {
    name: "Blog: a comparison table in a wrapper and a spec list",
    shell: "wordpress",
    title: "Two kayaks compared",
    body:
      proseBlock("kayak test", 0, 2) +
      '<div class="wrapper"><table class="compare"><tr><th></th><th>Seabird 14</th><th>Heron Tour</th></tr><tr><th>Length</th><td>4.3 m</td><td>4.9 m</td></tr><tr><th>Weight</th><td>22 kg</td><td>25 kg</td></tr><tr><th>Price</th><td>€1,190</td><td>€1,540</td></tr></table></div>' +
      prose("kayak test", 2) +
      ul(["Hull: polyethylene", "Cockpit: 85 × 45 cm", "Hatches: two"]) +
      prose("kayak test", 3),
    parts: ["Seabird 14", "Heron Tour", "4.3 m", "25 kg", "€1,540", "Hull: polyethylene", "Hatches: two"],
  },
  {
    name: "Blog: a glossary as a definition list",
    shell: "blog",
    title: "Words of the harbour",
    body:
      prose("harbour words", 0) +
      "<dl><dt>Bollard</dt><dd>A short post on the quay that ropes are tied to.</dd><dt>Fender</dt><dd>A cushion hung over the side to protect the hull.</dd><dt>Slipway</dt><dd>A ramp for taking boats in and out of the water.</dd></dl>" +
      prose("harbour words", 1),
    parts: ["Bollard", "A short post on the quay", "Fender", "A cushion hung over the side", "Slipway", "A ramp for taking boats"],
  },
  {
    name: "Docs: nested lists of steps",
    shell: "docs",
    title: "Upgrading",
    body:
      "<p>Upgrading from version 2 takes a few minutes. Back up your configuration first.</p>" +
      ol([
        `Stop the service.${ul(["On Linux: <code>systemctl stop tideline</code>", "On macOS: quit the menu bar app"])}`,
        `Install the new version.${ul(["Keep the old configuration file", "Answer no when asked to replace it"])}`,
        "Start the service again and check the log.",
      ]) +
      "<p>If the log shows a configuration warning, rename the keys the warning names and restart once more.</p>",
    parts: ["Stop the service.", "systemctl stop tideline", "quit the menu bar app", "Install the new version.", "Keep the old configuration file", "Start the service again"],
  },
  {
    name: "News: a table in a figure with a caption, and an image caption beside it",
    shell: "news",
    title: "Prices",
    body:
      '<article><h1>Ferry fares compared</h1>' +
      proseBlock("ferry fares", 0, 2) +
      "<figure><table><tr><th>Route</th><th>Adult</th><th>Child</th></tr><tr><td>Island</td><td>€6.40</td><td>€3.20</td></tr><tr><td>Bay</td><td>€4.10</td><td>€2.00</td></tr><tr><td>Night</td><td>€8.00</td><td>€4.00</td></tr></table><figcaption>Table: single fares from April</figcaption></figure>" +
      '<figure><img src="/img/ticket-machine.jpg" alt=""><figcaption>The new ticket machines take cards only.</figcaption></figure>' +
      proseBlock("ferry fares", 2, 2) +
      "</article>",
    parts: ["Route", "€6.40", "€2.00", "€8.00", "Table: single fares from April", "The new ticket machines take cards only."],
  },
  {
    name: "Docs: a 'Links' list at the end mixing outside and site links",
    shell: "docs",
    title: "Webhooks",
    body:
      "<p>Tideline can call a URL of yours whenever a job finishes. The request is a POST with a JSON body that describes the job.</p>" +
      '<pre><code class="language-json">{ "job": "nightly", "status": "done", "pages": 120 }</code></pre>' +
      prose("webhooks", 2) +
      "<h2>Links</h2>" +
      ul([a("/docs/api#jobs", "Job API"), a("https://webhook.site/", "A free webhook tester"), a("https://www.rfc-editor.org/rfc/rfc8259", "The JSON specification")]),
    parts: ['"status": "done"', "Links", "Job API", "A free webhook tester", "The JSON specification"],
  },
  {
    name: "Blog: a series list of the site's own posts between paragraphs, no heading",
    shell: "wordpress",
    title: "Canal walk, part 3",
    body:
      "<p>This is the third part of my walk along the old canal. The earlier parts are here:</p>" +
      ul([a("/canal-walk-part-1", "Canal walk, part 1: the basin"), a("/canal-walk-part-2", "Canal walk, part 2: the locks")]) +
      proseBlock("canal walk", 1, 4),
    parts: ["The earlier parts are here:", "Canal walk, part 1: the basin", "Canal walk, part 2: the locks", "On the canal walk, the first attempt failed"],
  },
  // German
  {
    name: "German: 'Mehr zum Thema' inside the article stays, the same block after it goes",
    shell: "german",
    title: "Deich",
    body:
      '<article class="artikel"><h1>Der Deich wird erhöht</h1>' +
      "<p>Der Landkreis will den Deich an der Elbe bis 2030 um einen Meter erhöhen. Die Arbeiten sollen im Frühjahr beginnen und abschnittsweise erfolgen, damit der Radweg offen bleibt.</p>" +
      "<p>Nach dem Hochwasser im vergangenen Jahr hatten Anwohner lange auf eine Entscheidung gewartet. Das Land übernimmt zwei Drittel der Kosten, den Rest trägt der Kreis.</p>" +
      "<h2>Mehr zum Thema</h2>" +
      ul([a("/region/hochwasser-bilanz", "Hochwasser: die Bilanz eines Jahres"), a("/region/deich-geschichte", "Wie der Deich 1962 gebaut wurde")]) +
      "<p>Während der Bauzeit wird der Verkehr auf der Deichstraße einspurig geführt. Eine Ampel regelt die Durchfahrt, Umleitungen sind ausgeschildert.</p>" +
      "<p>Die Gemeinde lädt im März zu einer Informationsveranstaltung ein, bei der Planer und Bauleitung Fragen der Anwohner beantworten.</p>" +
      "</article>" +
      '<div class="mehr-zum-thema"><h2>Mehr zum Thema</h2>' +
      ul([a("/region/radweg-neu", "Neuer Radweg am Fluss eröffnet"), a("/region/faehre-pause", "Fähre macht Winterpause"), a("/region/kita-neubau", "Neubau der Kita verzögert sich")]) +
      "</div>",
    parts: ["Mehr zum Thema", "Hochwasser: die Bilanz eines Jahres", "Wie der Deich 1962 gebaut wurde", "Während der Bauzeit", "Informationsveranstaltung"],
    chrome: ["Neuer Radweg am Fluss eröffnet", "Fähre macht Winterpause", "Neubau der Kita verzögert sich"],
  },
  {
    name: "German: a recipe with Zutaten, Zubereitung and a table",
    shell: "german",
    title: "Apfelkuchen",
    body:
      '<div class="rezept"><h1>Apfelkuchen vom Blech</h1>' +
      "<p>Dieser Kuchen gelingt immer und schmeckt am zweiten Tag noch besser. Am besten nehmen Sie säuerliche Äpfel, zum Beispiel Boskop.</p>" +
      "<h2>Zutaten</h2>" +
      ul(["250 g Mehl", "125 g Butter", "1 kg Äpfel", "100 g Zucker"]) +
      "<h2>Zubereitung</h2>" +
      ol(["Mehl, Butter und Zucker zu einem Teig verkneten.", "Die Äpfel schälen und in Spalten schneiden.", "Bei 180 Grad etwa 40 Minuten backen."]) +
      '<div class="tabelle-wrapper"><table><tr><th>Backzeit</th><td>40 Minuten</td></tr><tr><th>Portionen</th><td>12 Stück</td></tr><tr><th>Schwierigkeit</th><td>einfach</td></tr></table></div>' +
      "<p>Dazu passt geschlagene Sahne oder eine Kugel Vanilleeis. Der Kuchen lässt sich gut einfrieren.</p></div>",
    parts: ["Zutaten", "250 g Mehl", "1 kg Äpfel", "Zubereitung", "Die Äpfel schälen", "Bei 180 Grad", "Backzeit", "12 Stück", "Dazu passt geschlagene Sahne"],
  },
  {
    name: "German: 'Weiterführende Links' to outside sites ending the article",
    shell: "german",
    title: "Wattenmeer",
    body:
      '<article><h1>Das Wattenmeer wächst mit</h1>' +
      "<p>Forscher haben gemessen, dass das Wattenmeer mit dem steigenden Meeresspiegel bisher mithalten kann. Der Schlick lagert sich schneller ab als gedacht.</p>" +
      "<p>Ob das so bleibt, ist offen: Steigt das Wasser schneller, reicht der Nachschub an Sand und Schlick nicht mehr aus, warnen die Autoren der Studie.</p>" +
      "<h3>Weiterführende Links</h3>" +
      ul([a("https://www.nationalpark-wattenmeer.de/", "Nationalpark Wattenmeer"), a("https://www.awi.de/forschung/wattenmeer.html", "Alfred-Wegener-Institut: Wattenmeerforschung"), a("https://doi.org/10.1000/watt.2025", "Die Studie im Original")]) +
      "</article>",
    parts: ["Weiterführende Links", "Nationalpark Wattenmeer", "Alfred-Wegener-Institut: Wattenmeerforschung", "Die Studie im Original"],
  },
  {
    name: "News: an in-article list of links with descriptions after an introducing sentence",
    shell: "news",
    title: "Apps",
    body:
      '<article><h1>Five apps for the tide-watcher</h1>' +
      proseBlock("tide apps", 0, 1) +
      "<p>These are the apps our readers recommended most often:</p>" +
      ol([
        `${a("https://tides.example.com/", "Tide Times")} – free, with offline tables`,
        `${a("https://moon.example.org/", "Moonwatch")} – moon phases and spring tides`,
        `${a("https://wind.example.net/", "Windfinder")} – wind and gusts for sailors`,
      ]) +
      proseBlock("tide apps", 1, 2) +
      "</article>",
    parts: ["Tide Times – free, with offline tables", "Moonwatch – moon phases", "Windfinder – wind and gusts"],
  },
  // The same shape as chrome: a "read also" heading over the site's own headlines after the story's
  // last paragraph is a related box, and goes with its heading (no empty heading left).
  {
    name: "Blog: a 'See also' heading over the site's own headlines after the last paragraph goes whole",
    shell: "wordpress",
    title: "Storm night",
    body:
      proseBlock("storm night", 0, 4) +
      "<h2>See also</h2>" +
      ul([a("/2025/11/the-night-the-pier-broke", "The night the pier broke in two"), a("/2025/12/ferry-cancelled-again", "Ferry cancelled again as gales return"), a("/2026/01/flood-barrier-test", "Flood barrier passes its first real test")]),
    parts: ["On the storm night, the survey team walked"],
    chrome: ["See also", "The night the pier broke in two", "Ferry cancelled again", "Flood barrier passes"],
  },
  // More shapes: reference lists, captions in odd places, tables of products, boxes with chrome-ish names.
  {
    name: "Wiki: a references list with back-links and cite spans",
    shell: "docs",
    title: "Harbour cranes",
    body:
      '<p>The first steam crane on the quay was installed in 1868.<sup class="reference" id="cite_ref-1"><a href="#cite_note-1">[1]</a></sup> It lifted six tons.<sup class="reference" id="cite_ref-2"><a href="#cite_note-2">[2]</a></sup></p>' +
      proseBlock("harbour cranes", 1, 3) +
      '<h2><span class="mw-headline" id="References">References</span></h2><div class="reflist"><ol class="references">' +
      '<li id="cite_note-1"><span class="mw-cite-backlink"><a href="#cite_ref-1">^</a></span> <span class="reference-text">Harbour board minutes, 12 March 1868, p. 4.</span></li>' +
      '<li id="cite_note-2"><span class="mw-cite-backlink"><a href="#cite_ref-2">^</a></span> <span class="reference-text"><a class="external text" href="https://archive.example.org/cranes">Steam cranes of the north coast</a>, Maritime Review, 1901.</span></li>' +
      "</ol></div>",
    parts: ["It lifted six tons.", "References", "Harbour board minutes, 12 March 1868, p. 4.", "Steam cranes of the north coast, Maritime Review, 1901."],
  },
  {
    name: "News: a caption paragraph after an image paragraph, and a lightbox copy of it",
    shell: "news",
    title: "Crane",
    body:
      '<article><h1>The old crane gets a new coat of paint</h1>' +
      proseBlock("crane paint", 0, 2) +
      '<p><img src="/img/crane.jpg" alt=""></p><p class="caption">Painters on the jib of the 1868 steam crane.</p>' +
      '<div class="lightbox" style="display:none"><img src="/img/crane-large.jpg" alt=""><p>Painters on the jib of the 1868 steam crane.</p><button>Close</button></div>' +
      proseBlock("crane paint", 2, 2) +
      "</article>",
    parts: ["Painters on the jib of the 1868 steam crane."],
  },
  {
    name: "Shop blog: a product table with prices and a buy link in each row",
    shell: "wordpress",
    title: "Best rain jackets",
    body:
      proseBlock("rain jackets", 0, 2) +
      '<div class="table-wrapper product-table">' +
      table(
        ["Jacket", "Weight", "Price", ""],
        [
          ["Squall Pro", "380 g", "€189", a("https://shop.example.com/squall-pro?ref=blog", "Buy now")],
          ["Drizzle Lite", "240 g", "€99", a("https://shop.example.com/drizzle-lite?ref=blog", "Buy now")],
          ["Monsoon 3L", "450 g", "€249", a("https://store.example.org/monsoon-3l", "Check price")],
        ],
      ) +
      "</div>" +
      proseBlock("rain jackets", 2, 2),
    parts: ["Squall Pro", "€189", "Drizzle Lite", "240 g", "Monsoon 3L", "€249"],
  },
  {
    name: "Blog: a bulleted paragraph of links ('•' and line breaks) in the middle of the post",
    shell: "blog",
    title: "Harbour podcasts",
    body:
      proseBlock("harbour podcasts", 0, 2) +
      `<p>• ${a("https://pod.example.com/tides", "Tides and Times")}<br>• ${a("https://pod.example.net/quay", "On the Quay")}<br>• ${a("https://pod.example.org/nets", "Nets and Knots")}</p>` +
      proseBlock("harbour podcasts", 2, 2),
    parts: ["Tides and Times", "On the Quay", "Nets and Knots", "On the harbour podcasts, local families"],
  },
  {
    name: "German: a 'Links' box of outside sites with a short intro inside the article text",
    shell: "german",
    title: "Vogelzug",
    body:
      '<article><h1>Der Vogelzug beginnt früher</h1>' +
      "<p>Zugvögel brechen im Herbst im Schnitt zwei Wochen früher auf als noch vor dreißig Jahren. Das zeigen Beringungsdaten von der Nordseeküste.</p>" +
      '<div class="infobox"><h3>Links</h3>' +
      ul([a("https://www.nabu.de/vogelzug", "NABU: Vogelzug verstehen"), a("https://www.vogelwarte-helgoland.de/", "Vogelwarte Helgoland"), a("https://www.dda-web.de/monitoring", "Dachverband Deutscher Avifaunisten")]) +
      "</div>" +
      "<p>Die Forscher vermuten, dass wärmere Sommer die Brutzeit verkürzen. Wie sich das auf die Bestände auswirkt, soll eine weitere Studie klären.</p>" +
      "<p>Beobachter können ihre Sichtungen weiterhin online melden; jede Meldung hilft, die Zugwege genauer zu verstehen.</p>" +
      "</article>",
    parts: ["Links", "NABU: Vogelzug verstehen", "Vogelwarte Helgoland", "Dachverband Deutscher Avifaunisten", "wärmere Sommer"],
  },
  {
    name: "German: 'Mehr zum Thema' after the last paragraph inside the article goes, heading and all",
    shell: "german",
    title: "Fähre",
    body:
      '<article><h1>Die Fähre fährt wieder</h1>' +
      "<p>Nach drei Monaten Werftaufenthalt verkehrt die Elbfähre seit Montag wieder nach Fahrplan. Der Motor wurde ausgetauscht, das Deck neu beschichtet.</p>" +
      "<p>Die Fahrpreise bleiben unverändert. Radfahrer zahlen weiterhin einen Euro Zuschlag, Kinder unter sechs Jahren fahren kostenlos mit.</p>" +
      "<h2>Mehr zum Thema</h2>" +
      ul([a("/region/werft-auftrag", "Werft erhält Großauftrag aus Dänemark"), a("/region/faehrmann-ruhestand", "Der Fährmann geht in den Ruhestand"), a("/region/elbe-pegel", "Elbpegel auf Rekordtief")]) +
      "</article>",
    parts: ["Nach drei Monaten Werftaufenthalt", "Kinder unter sechs Jahren"],
    chrome: ["Mehr zum Thema", "Werft erhält Großauftrag", "Der Fährmann geht", "Elbpegel auf Rekordtief"],
  },
  {
    name: "News: a figure with a linked credit in its caption and a gallery counter",
    shell: "news",
    title: "Pier",
    body:
      '<article><h1>Storm damage on the pier is worse than feared</h1>' +
      proseBlock("pier damage", 0, 2) +
      '<figure class="gallery"><div class="gallery-counter">1 / 4</div><a href="/img/pier-1-large.jpg"><img src="/img/pier-1.jpg" alt="Broken planks on the pier"></a>' +
      '<figcaption>Broken planks at the end of the pier after Sunday\'s storm. Photo: <a href="/photographers/jan-vos">Jan Vos</a></figcaption></figure>' +
      proseBlock("pier damage", 2, 2) +
      "</article>",
    parts: ["Broken planks at the end of the pier after Sunday's storm."],
  },
  {
    name: "Docs: a definition list in a wrapper with a chrome-ish name",
    shell: "docs",
    title: "Limits",
    body:
      "<p>Every Tideline plan has the same limits on a single job. They protect the sites you fetch from as much as our servers.</p>" +
      '<div class="specs-wrapper scroll"><dl><dt>Pages per job</dt><dd>10,000</dd><dt>Concurrent fetches</dt><dd>8 per host</dd><dt>Largest page</dt><dd>20 MB</dd></dl></div>' +
      "<p>Jobs that reach a limit stop cleanly and report which limit they reached, so you can split the work and start again.</p>",
    parts: ["Pages per job", "10,000", "Concurrent fetches", "8 per host", "Largest page", "20 MB"],
  },
  {
    name: "Blog: an ordered list of sources where each item is a link and a date",
    shell: "blog",
    title: "What the gulls eat",
    body:
      proseBlock("gull diet", 0, 3) +
      "<h2>Sources</h2>" +
      ol([`${a("/2024/05/gull-survey", "Our 2024 gull survey")} (May 2024)`, `${a("https://www.bto.org/gulls", "BTO gull report")} (2023)`, `${a("https://doi.org/10.1000/gulls.88", "Urban gulls and food waste")} (2022)`]),
    parts: ["Sources", "Our 2024 gull survey (May 2024)", "BTO gull report (2023)", "Urban gulls and food waste (2022)"],
  },
  {
    // (An <aside> is page furniture by its tag, as Readability and trafilatura read it: a fact box is a div.)
    name: "News: a fact box with a bulleted list inside the article",
    shell: "news",
    title: "Facts",
    body:
      '<article><h1>Ten years of the harbour festival</h1>' +
      proseBlock("harbour festival", 0, 2) +
      '<div class="factbox"><h3>The festival in numbers</h3>' +
      ul(["120,000 visitors last year", "45 tall ships in the parade", "3 days of music on two stages"]) +
      "</div>" +
      proseBlock("harbour festival", 2, 2) +
      "</article>",
    parts: ["The festival in numbers", "120,000 visitors last year", "45 tall ships in the parade", "3 days of music on two stages"],
  },
  {
    name: "WordPress: a classic gallery (dl.gallery-item with dd captions)",
    shell: "wordpress",
    title: "Lighthouse interiors",
    body:
      proseBlock("lighthouse interiors", 0, 2) +
      '<div id="gallery-1" class="gallery galleryid-42 gallery-columns-3 gallery-size-thumbnail">' +
      ["The lamp room with its brass fittings", "The keeper's kitchen, unchanged since 1950", "The log book on the chart table"]
        .map((caption, n) => `<dl class="gallery-item"><dt class="gallery-icon landscape"><a href="/wp-content/uploads/room${n}.jpg"><img width="150" height="150" src="/wp-content/uploads/room${n}-150x150.jpg" class="attachment-thumbnail size-thumbnail" alt="" aria-describedby="gallery-1-${n}"></a></dt><dd class="wp-caption-text gallery-caption" id="gallery-1-${n}">${caption}</dd></dl>`)
        .join("") +
      '<br style="clear: both"></div>' +
      proseBlock("lighthouse interiors", 2, 2),
    parts: ["The lamp room with its brass fittings", "The keeper's kitchen, unchanged since 1950", "The log book on the chart table"],
  },
  {
    name: "News: a two-row table of links in a table-responsive wrapper",
    shell: "news",
    title: "Timetable",
    body:
      '<article><h1>New ferry timetable from Monday</h1>' +
      proseBlock("ferry timetable", 0, 2) +
      '<div class="table-responsive"><table><tr><td><a href="/timetables/weekday.pdf">Weekday timetable (PDF)</a></td><td><a href="/timetables/weekday.ics">Add to calendar</a></td></tr>' +
      '<tr><td><a href="/timetables/weekend.pdf">Weekend timetable (PDF)</a></td><td><a href="/timetables/weekend.ics">Add weekends to calendar</a></td></tr></table></div>' +
      proseBlock("ferry timetable", 2, 2) +
      "</article>",
    parts: ["Weekday timetable (PDF)", "Weekend timetable (PDF)", "Add weekends to calendar"],
  },
  {
    name: "Site built from divs: a list of the site's pages between text written straight into divs",
    shell: "news",
    title: "Divs",
    body:
      '<div class="story"><h1>How the port school teaches knots</h1>' +
      '<div class="text">Every first-year pupil at the port school learns twelve knots before they are allowed on the training boat. The teachers say the bowline matters most.</div>' +
      '<div class="text">The school has written about its course before:</div>' +
      ul([a("/school/knots-course", "The knots course in detail"), a("/school/training-boat", "Aboard the training boat")]) +
      '<div class="text">This year, for the first time, pupils may sit the knot test on a tablet as well as with real rope, which the older teachers do not like at all.</div>' +
      "</div>",
    parts: ["The school has written about its course before:", "The knots course in detail", "Aboard the training boat", "for the first time, pupils may sit the knot test"],
  },
  {
    name: "Docs: headings that are anchor links, matching the page's table of contents",
    shell: "docs",
    title: "Jobs",
    body:
      '<h2 id="overview"><a class="anchor" href="#overview">Overview</a></h2>' +
      "<p>A job is a list of URLs and what to do with each page. Jobs run in the background and can be paused at any time.</p>" +
      '<h2 id="options"><a class="anchor" href="#options">Options</a></h2>' +
      "<p>Every job accepts a concurrency limit, a delay between requests and a list of URL patterns to skip.</p>" +
      '<h2 id="examples"><a class="anchor" href="#examples">Examples</a></h2>' +
      '<pre><code>tideline run --concurrency 4 --delay 500 urls.txt</code></pre>',
    parts: ["Overview", "A job is a list of URLs", "Options", "Every job accepts a concurrency limit", "Examples", "tideline run --concurrency 4"],
  },
  {
    name: "News: a figcaption with a paragraph and a cite credit",
    shell: "news",
    title: "Quay",
    body:
      '<article><h1>The quay gets new lamps</h1>' +
      proseBlock("quay lamps", 0, 2) +
      '<figure><img src="/img/lamps.jpg" alt="New lamps on the quay at dusk"><figcaption><p>The first of forty new lamps was switched on last night.</p><cite>Photo: Harbour Times</cite></figcaption></figure>' +
      proseBlock("quay lamps", 2, 2) +
      "</article>",
    parts: ["The first of forty new lamps was switched on last night."],
  },
  {
    name: "News: a small two-by-two table without a header row",
    shell: "news",
    title: "Score",
    body:
      '<article><h1>Harbour derby ends in a draw</h1>' +
      proseBlock("harbour derby", 0, 2) +
      "<table><tr><td>Harbour United</td><td>2</td></tr><tr><td>Quayside Rovers</td><td>2</td></tr></table>" +
      proseBlock("harbour derby", 2, 2) +
      "</article>",
    parts: ["Harbour United 2", "Quayside Rovers 2"],
  },
  {
    name: "Blog: a caption in emphasis under the image in the same paragraph",
    shell: "wordpress",
    title: "Rock pools",
    body:
      proseBlock("rock pools", 0, 2) +
      '<p style="text-align:center"><img src="/wp-content/uploads/pool.jpg" alt=""><br><em>A shore crab hiding under the weed in the big pool.</em></p>' +
      proseBlock("rock pools", 2, 2),
    parts: ["A shore crab hiding under the weed in the big pool."],
  },
  {
    name: "WordPress: a video embed figure with its caption",
    shell: "wordpress",
    title: "The launch",
    body:
      proseBlock("boat launch", 0, 2) +
      '<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper"><iframe title="Launch day" width="640" height="360" src="https://www.youtube.com/embed/abc123" allowfullscreen></iframe></div><figcaption class="wp-element-caption">The new lifeboat slides down the slipway.</figcaption></figure>' +
      proseBlock("boat launch", 2, 2),
    parts: ["The new lifeboat slides down the slipway."],
  },
  {
    name: "Docs: a list of the tools a post names, linking out, under its own heading at the end",
    shell: "blog",
    title: "My sailing kit",
    body:
      proseBlock("sailing kit", 0, 3) +
      "<h2>Everything I mentioned</h2>" +
      ul([a("https://www.gill.example.com/os2-jacket", "Gill OS2 jacket"), a("https://www.musto.example.com/boots", "Musto deck boots"), a("https://www.spinlock.example.com/deckvest", "Spinlock Deckvest")]),
    parts: ["Everything I mentioned", "Gill OS2 jacket", "Musto deck boots", "Spinlock Deckvest"],
  },
  {
    name: "Blog: a quote holding a list, and a code block inside a list item",
    shell: "docs",
    title: "Release notes 3.2",
    body:
      "<p>Version 3.2 is out. The maintainers summed it up on the mailing list:</p>" +
      "<blockquote><p>Three things changed that you will notice:</p><ul><li>faster start-up</li><li>a smaller disk cache</li><li>clearer error messages</li></ul></blockquote>" +
      "<ol><li><p>Update the package:</p><pre><code>npm install tideline@3.2</code></pre></li><li><p>Restart every worker.</p></li></ol>" +
      "<p>Nothing else is needed; the configuration format has not changed.</p>",
    parts: ["Three things changed", "faster start-up", "a smaller disk cache", "clearer error messages", "Update the package:", "npm install tideline@3.2", "Restart every worker."],
  },
  {
    name: "News: a table with spanning header cells and a caption",
    shell: "news",
    title: "Weather",
    body:
      '<article><h1>A wet March on the coast</h1>' +
      proseBlock("wet March", 0, 2) +
      '<div class="scroll-x"><table><caption>Rainfall in March (mm)</caption><tr><th rowspan="2">Town</th><th colspan="2">Rain</th></tr><tr><th>2025</th><th>2026</th></tr>' +
      "<tr><td>Northport</td><td>61</td><td>118</td></tr><tr><td>Eastbay</td><td>55</td><td>97</td></tr></table></div>" +
      proseBlock("wet March", 2, 2) +
      "</article>",
    parts: ["Rainfall in March (mm)", "Northport", "118", "Eastbay", "97"],
  },
  {
    name: "News: a slideshow with cloned slides prints each caption once",
    shell: "news",
    title: "Slides",
    body:
      '<article><h1>Ten pictures of the harbour in fog</h1>' +
      proseBlock("harbour fog", 0, 2) +
      '<div class="slideshow"><div class="slick-track">' +
      [["fog0", "The lighthouse beam cuts through the fog."], ["fog1", "A trawler feels its way into the harbour."], ["fog2", "Gulls wait on the empty quay."]]
        .map(([file, caption]) => `<div class="slide"><img src="/img/${file}.jpg" alt=""><p class="slide-caption">${caption}</p></div>`)
        .join("") +
      '<div class="slide slick-cloned" aria-hidden="true"><img src="/img/fog0.jpg" alt=""><p class="slide-caption">The lighthouse beam cuts through the fog.</p></div>' +
      '</div><div class="slide-counter">1 / 3</div></div>' +
      proseBlock("harbour fog", 2, 2) +
      "</article>",
    parts: ["The lighthouse beam cuts through the fog.", "A trawler feels its way into the harbour.", "Gulls wait on the empty quay."],
  },
  {
    name: "Blog: a figure whose caption repeats its alt, its title and a data-caption",
    shell: "blog",
    title: "Eider ducks",
    body:
      proseBlock("eider ducks", 0, 2) +
      '<figure class="image"><img src="/img/eider.jpg" alt="A female eider with four ducklings" title="A female eider with four ducklings" data-caption="A female eider with four ducklings"><figcaption>A female eider with four ducklings</figcaption></figure>' +
      proseBlock("eider ducks", 2, 2),
    parts: ["A female eider with four ducklings"],
  },
  {
    name: "Docs: a heading over a list of the site's pages at the end is kept or goes with its list, never alone",
    shell: "docs",
    title: "Proxies",
    body:
      "<p>Tideline can send its requests through an HTTP or SOCKS proxy. Set the proxy once for all jobs or per job.</p>" +
      '<pre><code>tideline run --proxy socks5://127.0.0.1:1080 urls.txt</code></pre>' +
      "<p>Credentials go into the proxy URL. They are never written to the job log.</p>" +
      "<h2>Useful pages</h2>" +
      ul([a("/docs/jobs", "Running jobs"), a("/docs/limits", "Limits")]),
    parts: ["socks5://127.0.0.1:1080", "Credentials go into the proxy URL."],
    check: (markdown) => expect(markdown.includes("Useful pages")).toBe(markdown.includes("Running jobs")),
  },
  {
    // (A story of one short paragraph on this page is widened into the comments: a root-choice matter.)
    name: "News: a short story of two paragraphs with a list and a small table",
    shell: "news",
    title: "Short",
    body:
      '<article><h1>Ferry strike called off</h1>' +
      "<p>The ferry crews' union called off Friday's strike late on Wednesday after the operator agreed to talks. Services run as normal.</p>" +
      "<p>Both sides will meet on Monday morning at the harbour office. The union wants a new rota for the winter months and two more crew members on the night ferry.</p>" +
      ul(["Island route: normal timetable", "Night ferry: runs from 22:00"]) +
      "<table><tr><th>Day</th><th>Talks</th></tr><tr><td>Monday</td><td>10:00</td></tr></table>" +
      "</article>",
    parts: ["The ferry crews' union called off", "Island route: normal timetable", "Night ferry: runs from 22:00", "Talks", "10:00"],
  },
  {
    name: "Spanish blog: 'Enlaces de interés' of outside sites ending the post",
    shell: "wordpress",
    title: "Faros de Galicia",
    body:
      "<p>Galicia tiene más de treinta faros en su costa, y muchos de ellos se pueden visitar. En esta entrada os cuento cuáles merecen la pena y cómo llegar.</p>" +
      "<p>El más famoso es el de Finisterre, pero el de Cabo Vilán, con su torre octogonal sobre las rocas, es mucho más espectacular al atardecer.</p>" +
      "<p>Casi todos tienen aparcamiento cerca, aunque en verano conviene llegar temprano porque los caminos son estrechos y se llenan enseguida.</p>" +
      "<h2>Enlaces de interés</h2>" +
      ul([a("https://www.turismo.gal/faros", "Faros de Galicia en Turismo de Galicia"), a("https://www.puertos.es/faros", "Puertos del Estado: faros"), a("https://es.wikipedia.org/wiki/Faro_de_Cabo_Vil%C3%A1n", "Faro de Cabo Vilán (Wikipedia)")]),
    parts: ["Enlaces de interés", "Faros de Galicia en Turismo de Galicia", "Puertos del Estado: faros", "Faro de Cabo Vilán (Wikipedia)"],
  },
  {
    name: "French news: a 'Sources' box with its own heading after the last paragraph",
    shell: "news",
    title: "Marées",
    body:
      '<article><h1>Les grandes marées attirent les foules</h1>' +
      "<p>Des milliers de pêcheurs à pied se sont rendus sur les côtes bretonnes ce week-end pour profiter des grandes marées, les plus fortes de l'année.</p>" +
      "<p>Les autorités rappellent de respecter les tailles minimales de capture et de surveiller l'heure de la marée montante, qui peut surprendre.</p>" +
      '<section class="sources"><h3>Sources</h3>' +
      ol([a("https://maree.shom.fr/", "SHOM : horaires des marées"), a("https://www.ifremer.fr/peche-a-pied", "Ifremer : la pêche à pied")]) +
      "</section></article>",
    parts: ["Sources", "SHOM : horaires des marées", "Ifremer : la pêche à pied"],
  },
  {
    name: "Academic blog: references as plain citations without links",
    shell: "blog",
    title: "Seabird decline",
    body:
      proseBlock("seabird decline", 0, 3) +
      "<h2>References</h2>" +
      ol(["Harris, M. (2019). Puffins of the North Sea. Journal of Seabird Studies, 12, 44–61.", "Olsen, K. and Vik, T. (2021). Sand eels and breeding success. Marine Ecology, 8, 101–119."]),
    parts: ["References", "Harris, M. (2019). Puffins of the North Sea.", "Olsen, K. and Vik, T. (2021)."],
  },
  {
    name: "WordPress: a recipe card plugin's ingredient and step lists",
    shell: "wordpress",
    title: "Fish soup",
    body:
      proseBlock("fish soup", 0, 2) +
      '<div class="wprm-recipe-container"><div class="wprm-recipe wprm-recipe-template-classic"><h2 class="wprm-recipe-name">Harbour fish soup</h2>' +
      '<div class="wprm-recipe-ingredients-container"><h3 class="wprm-recipe-group-name">Ingredients</h3><ul class="wprm-recipe-ingredients">' +
      ["500 g white fish", "2 leeks", "1 l fish stock", "200 ml cream"].map((item) => `<li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-name">${item}</span></li>`).join("") +
      '</ul></div><div class="wprm-recipe-instructions-container"><h3 class="wprm-recipe-group-name">Instructions</h3><ul class="wprm-recipe-instructions">' +
      ["Soften the leeks in butter.", "Add the stock and simmer for ten minutes.", "Add the fish and cream and heat gently."].map((step) => `<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">${step}</div></li>`).join("") +
      "</ul></div></div></div>",
    parts: ["Harbour fish soup", "Ingredients", "500 g white fish", "200 ml cream", "Instructions", "Soften the leeks in butter.", "Add the fish and cream and heat gently."],
  },
];

describe("main content keeps the article's lists, tables and captions on CMS-shaped pages", () => {
  it("has a broad set of pages", () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });
  for (const page of cases) {
    it(page.name, () => {
      const markdown = scrape(cmsPage(page.shell, page.body, page.title));
      expectOnceInOrder(markdown, page.parts);
      expectClean(markdown, page.shell, page.chrome);
      page.check?.(markdown);
    });
  }
});
