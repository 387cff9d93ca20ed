import { beforeAll, describe, expect, it } from "vitest";
import { count, emptyHeadings, loadConverter, scrape, words } from "../helpers/article-page.js";
import { a, cmsPage, expectClean, expectOnceInOrder, ol, proseBlock, ul, type Shell } from "../helpers/cms-page.js";

// Written as a reader-judge would: the blocks a block editor (WordPress Gutenberg), a blog platform
// (Ghost cards, Medium, Substack) and a Drupal field layout put in an article, each inside its site's
// chrome. Every part once and in order, the chrome gone, no empty heading, no doubled text.

beforeAll(loadConverter);

const md = (html: string, url?: string) => scrape(html, url);

interface Case {
  name: string;
  shell: Shell;
  title: string;
  body: string;
  parts: readonly string[];
  chrome?: readonly string[];
  check?: (markdown: string) => void;
}

const figureTable = (caption: string, rows: readonly (readonly string[])[], head?: readonly string[]) =>
  '<figure class="wp-block-table is-style-stripes"><table class="has-fixed-layout">' +
  (head === undefined ? "" : `<thead><tr>${head.map((cell) => `<th>${cell}</th>`).join("")}</tr></thead>`) +
  `<tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join("")}</tr>`).join("")}</tbody></table>` +
  `<figcaption class="wp-element-caption">${caption}</figcaption></figure>`;

const cases: Case[] = [
  {
    name: "Gutenberg: a wp-block-list of key points before the first paragraph",
    shell: "wordpress",
    title: "The ferry timetable changes",
    body:
      '<h2 class="wp-block-heading">Key points</h2>' +
      ul(["Two extra crossings on Saturdays from May", "The last boat leaves at 23:10 instead of 22:40", "Fares stay the same until the end of the year"], ' class="wp-block-list"') +
      proseBlock("ferry timetable", 0, 4),
    parts: ["Key points", "Two extra crossings on Saturdays from May", "The last boat leaves at 23:10", "Fares stay the same until the end of the year", "On the ferry timetable, the survey team"],
  },
  {
    name: "Gutenberg: a table without a header row in a figure with its caption",
    shell: "wordpress",
    title: "Opening hours",
    body:
      proseBlock("museum hours", 0, 2) +
      figureTable("Opening hours of the harbour museum in 2026", [["Monday", "closed"], ["Tuesday to Friday", "10:00 to 17:00"], ["Weekends", "11:00 to 18:00"]]) +
      proseBlock("museum hours", 2, 2),
    parts: ["On the museum hours, the survey team", "Monday", "closed", "Tuesday to Friday", "10:00 to 17:00", "Weekends", "11:00 to 18:00", "Opening hours of the harbour museum in 2026", "On the museum hours, the numbers only made sense"],
  },
  {
    name: "Gutenberg: a table of download links in a figure (every cell a link)",
    shell: "wordpress",
    title: "Tide tables to print",
    body:
      proseBlock("tide tables", 0, 2) +
      figureTable(
        "Tables for the three gauges, as PDF and CSV",
        [
          [a("/wp-content/uploads/north.pdf", "North quay (PDF)"), a("/wp-content/uploads/north.csv", "North quay (CSV)")],
          [a("/wp-content/uploads/south.pdf", "South quay (PDF)"), a("/wp-content/uploads/south.csv", "South quay (CSV)")],
          [a("/wp-content/uploads/bar.pdf", "The bar (PDF)"), a("/wp-content/uploads/bar.csv", "The bar (CSV)")],
        ],
      ) +
      proseBlock("tide tables", 2, 2),
    parts: ["North quay (PDF)", "North quay (CSV)", "South quay (CSV)", "The bar (PDF)", "The bar (CSV)", "Tables for the three gauges, as PDF and CSV"],
  },
  {
    name: "Gutenberg: an image block whose caption carries a linked credit, and an alt that repeats the caption",
    shell: "wordpress",
    title: "The old net loft",
    body:
      proseBlock("net loft", 0, 2) +
      '<figure class="wp-block-image size-large"><img decoding="async" width="1024" height="683" src="/wp-content/uploads/2026/03/loft-1024x683.jpg" alt="The net loft above the fish market" class="wp-image-311" srcset="/wp-content/uploads/2026/03/loft-1024x683.jpg 1024w, /wp-content/uploads/2026/03/loft-300x200.jpg 300w" sizes="(max-width: 1024px) 100vw, 1024px"><figcaption class="wp-element-caption">The net loft above the fish market. Photo: <a href="https://www.flickr.com/photos/janeholt">Jane Holt</a> / CC BY 2.0</figcaption></figure>' +
      proseBlock("net loft", 2, 2),
    parts: ["The net loft above the fish market. Photo: Jane Holt / CC BY 2.0"],
    check: (markdown) => expect(count(words(markdown), "The net loft above the fish market")).toBe(1),
  },
  {
    name: "Gutenberg: a gallery of linked images each with its caption",
    shell: "wordpress",
    title: "Boats",
    body:
      proseBlock("harbour boats", 0, 2) +
      '<figure class="wp-block-gallery has-nested-images columns-default is-cropped wp-block-gallery-1 is-layout-flex">' +
      ["The Margarethe at the north quay", "A crabber coming in at dusk", "Nets drying on the harbour wall", "The lifeboat on its slipway"]
        .map((caption, n) => `<figure class="wp-block-image size-large"><a href="/wp-content/uploads/boat${n}.jpg"><img loading="lazy" width="1024" height="768" data-id="${40 + n}" src="/wp-content/uploads/boat${n}-1024x768.jpg" alt="" class="wp-image-${40 + n}"></a><figcaption class="wp-element-caption">${caption}</figcaption></figure>`)
        .join("") +
      "</figure>" +
      proseBlock("harbour boats", 2, 2),
    parts: ["The Margarethe at the north quay", "A crabber coming in at dusk", "Nets drying on the harbour wall", "The lifeboat on its slipway"],
  },
  {
    name: "Gutenberg: a quote block with its cite and a pullquote block",
    shell: "wordpress",
    title: "The keeper's log",
    body:
      proseBlock("keeper's log", 0, 2) +
      '<blockquote class="wp-block-quote is-layout-flow"><p>Wind north-east, fresh. Lamp lit at 16:40. The relief boat did not come.</p><cite>Keeper\'s log, 12 January 1921</cite></blockquote>' +
      proseBlock("keeper's log", 2, 1) +
      '<figure class="wp-block-pullquote"><blockquote><p>Nobody on the island had seen a ship that size.</p><cite>Mary Sinclair, aged 94</cite></blockquote></figure>' +
      proseBlock("keeper's log", 3, 2),
    parts: ["Wind north-east, fresh. Lamp lit at 16:40.", "Keeper's log, 12 January 1921", "Nobody on the island had seen a ship that size.", "Mary Sinclair, aged 94"],
  },
  {
    name: "Gutenberg: a 'Read the report' list of outside links in a group block at the end",
    shell: "wordpress",
    title: "The harbour report",
    body:
      proseBlock("harbour report", 0, 4) +
      '<div class="wp-block-group is-layout-constrained"><div class="wp-block-group__inner-container"><h3 class="wp-block-heading">Read the report</h3>' +
      ul([a("https://www.portauthority.example/report-2026.pdf", "The full report (PDF, 4 MB)"), a("https://www.portauthority.example/summary", "A two-page summary"), a("https://data.example.gov/harbour-traffic", "The traffic data behind it")], ' class="wp-block-list"') +
      "</div></div>",
    parts: ["Read the report", "The full report (PDF, 4 MB)", "A two-page summary", "The traffic data behind it"],
  },
  {
    name: "Gutenberg: details blocks and a nested ordered list of steps",
    shell: "wordpress",
    title: "Rigging a dinghy",
    body:
      proseBlock("dinghy rigging", 0, 2) +
      '<ol class="wp-block-list"><li>Step the mast<ol><li>Check the shrouds for kinks</li><li>Pin the forestay</li></ol></li><li>Hoist the main<ol><li>Feed the bolt rope into the track</li><li>Cleat the halyard</li></ol></li><li>Rig the jib</li></ol>' +
      '<details class="wp-block-details"><summary>What if the mast will not stand?</summary><p>Slacken the shrouds a little: a new rig is often set up too tight.</p></details>' +
      proseBlock("dinghy rigging", 2, 2),
    parts: ["Step the mast", "Check the shrouds for kinks", "Pin the forestay", "Hoist the main", "Feed the bolt rope into the track", "Cleat the halyard", "Rig the jib", "What if the mast will not stand?", "Slacken the shrouds a little"],
  },
  // Ghost, Medium, Substack
  {
    name: "Ghost: a toggle card, a callout card and a product card",
    shell: "blog",
    title: "Choosing oilskins",
    body:
      proseBlock("oilskins", 0, 2) +
      '<div class="kg-card kg-callout-card kg-callout-card-yellow"><div class="kg-callout-emoji">💡</div><div class="kg-callout-text">Buy one size up: you will wear a fleece under it all winter.</div></div>' +
      '<div class="kg-card kg-toggle-card" data-kg-toggle-state="close"><div class="kg-toggle-heading"><h4 class="kg-toggle-heading-text">Do I need bib trousers?</h4><button class="kg-toggle-card-icon"><svg></svg></button></div><div class="kg-toggle-content"><p>Only for offshore work; for dinghies, a smock and shorts are enough.</p></div></div>' +
      proseBlock("oilskins", 2, 2),
    parts: ["Buy one size up", "Do I need bib trousers?", "Only for offshore work"],
  },
  {
    name: "Ghost: a kg-image-card whose caption holds a credit link, with a lightbox duplicate",
    shell: "blog",
    title: "Fog",
    body:
      proseBlock("fog bank", 0, 2) +
      '<figure class="kg-card kg-image-card kg-card-hascaption"><img src="/content/images/2026/03/fog.jpg" class="kg-image" alt="Fog rolling over the breakwater" loading="lazy" width="2000" height="1333" srcset="/content/images/size/w600/2026/03/fog.jpg 600w, /content/images/size/w1000/2026/03/fog.jpg 1000w" sizes="(min-width: 720px) 720px"><figcaption><span style="white-space: pre-wrap;">Fog rolling over the breakwater at six in the morning. Photo by </span><a href="https://unsplash.com/@tomreyes"><span style="white-space: pre-wrap;">Tom Reyes</span></a><span style="white-space: pre-wrap;"> on Unsplash</span></figcaption></figure>' +
      '<div class="pswp" aria-hidden="true" role="dialog"><div class="pswp__caption"><div class="pswp__caption__center">Fog rolling over the breakwater at six in the morning.</div></div></div>' +
      proseBlock("fog bank", 2, 2),
    parts: ["Fog rolling over the breakwater at six in the morning. Photo by Tom Reyes on Unsplash"],
    check: (markdown) => expect(count(words(markdown), "Fog rolling over the breakwater")).toBe(1),
  },
  {
    name: "Medium: figures with picture/srcset and credits in captions, one caption each",
    shell: "blog",
    title: "Reading the sea",
    body:
      '<section><div><div><h1 class="pw-post-title">Reading the sea</h1>' +
      proseBlock("reading the sea", 0, 2) +
      '<figure class="lv lw lx ly lz ma"><div role="button" tabindex="0" class="mb mc fj md bh me"><span class="fq"><picture><source srcset="https://miro.example.com/v2/resize:fit:640/format:webp/1*waves.jpeg 640w, https://miro.example.com/v2/resize:fit:1400/format:webp/1*waves.jpeg 1400w" sizes="(min-resolution: 4dppx) and (max-width: 700px) 50vw" type="image/webp"><source srcset="https://miro.example.com/v2/resize:fit:640/1*waves.jpeg 640w" sizes="100vw"><img alt="" class="bh mi mj c" width="700" height="467" loading="eager" role="presentation"></picture></span></div><figcaption class="mk ml mm nb nc mn mo be b bf z dx" data-selectable-paragraph="">Swell lines off the headland. Photo by <a class="ag mp" href="https://unsplash.com/@ana" rel="noopener ugc nofollow" target="_blank">Ana Lind</a> on <a class="ag mp" href="https://unsplash.com" rel="noopener ugc nofollow" target="_blank">Unsplash</a></figcaption></figure>' +
      proseBlock("reading the sea", 2, 2) +
      "</div></div></section>",
    parts: ["On the reading the sea, the survey team", "Swell lines off the headland. Photo by Ana Lind on Unsplash", "On the reading the sea, the numbers only made sense"],
  },
  {
    name: "Substack: a captioned image with an expand button, a subscribe box in the middle and a footnote",
    shell: "blog",
    title: "The salt road",
    body:
      proseBlock("salt road", 0, 2) +
      '<div class="captioned-image-container"><figure><a class="image-link image2 is-viewable-img" target="_blank" href="https://substack.example/salt.jpeg"><div class="image2-inset"><picture><source type="image/webp" srcset="https://substack.example/w_424/salt.webp 424w, https://substack.example/w_848/salt.webp 848w"><img src="https://substack.example/w_1456/salt.jpeg" width="1456" height="970" data-attrs="{&quot;src&quot;:&quot;salt.jpeg&quot;}" alt="" loading="lazy"></picture><div class="image-link-expand"><button class="restack-image">Restack</button><button class="view-image">Expand</button></div></div></a><figcaption class="image-caption">Salt pans at the river mouth, about 1900. (County archive)</figcaption></figure></div>' +
      '<div class="subscription-widget-wrap"><div class="subscription-widget show-subscribe"><div class="preamble"><p class="cta-caption">Thanks for reading The salt road! Subscribe for free to receive new posts.</p></div><form class="subscription-widget-subscribe"><input type="email" placeholder="Type your email…"><input type="submit" value="Subscribe"></form></div></div>' +
      proseBlock("salt road", 2, 2),
    parts: ["Salt pans at the river mouth, about 1900. (County archive)"],
    chrome: ["Subscribe for free to receive new posts", "Restack", "Expand"],
  },
  // Drupal
  {
    name: "Drupal: body in field items with a list, a table and an image field with its caption",
    shell: "news",
    title: "Dredging",
    body:
      '<article role="article" class="node node--type-article node--view-mode-full"><h1 class="page-title"><span class="field field--name-title">Dredging the harbour mouth</span></h1>' +
      '<div class="node__content">' +
      '<div class="field field--name-field-image field--type-image field--label-hidden field__item"><img src="/sites/default/files/styles/wide/public/dredger.jpg" alt="The dredger Hanna at work" typeof="foaf:Image"></div>' +
      '<div class="field field--name-field-image-caption field--type-string field__item">The dredger Hanna at work in the channel. Photo: Port authority</div>' +
      '<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">' +
      proseBlock("harbour dredging", 0, 2) +
      "<p>The work comes in three stages:</p>" +
      ol(["Survey of the channel bed", "Removal of 40,000 cubic metres of silt", "A second survey to check the depth"]) +
      "<table><caption>Depth at low water</caption><tbody><tr><td>Before</td><td>3.1 m</td></tr><tr><td>Target</td><td>4.5 m</td></tr></tbody></table>" +
      proseBlock("harbour dredging", 2, 2) +
      "</div>" +
      '<div class="field field--name-field-tags field--type-entity-reference field--label-above"><div class="field__label">Tags</div><div class="field__items"><div class="field__item"><a href="/taxonomy/term/4">Harbour</a></div><div class="field__item"><a href="/taxonomy/term/9">Shipping</a></div></div></div>' +
      "</div></article>",
    parts: ["The dredger Hanna at work in the channel. Photo: Port authority", "The work comes in three stages:", "Survey of the channel bed", "Removal of 40,000 cubic metres of silt", "A second survey to check the depth", "Depth at low water", "Before", "3.1 m", "Target", "4.5 m"],
    chrome: ["Tags"],
  },
];

describe("main content: block-editor and blog-platform blocks, once and in order", () => {
  for (const page of cases) {
    it(page.name, () => {
      const markdown = md(cmsPage(page.shell, page.body, page.title));
      expectOnceInOrder(markdown, page.parts);
      expectClean(markdown, page.shell, page.chrome);
      page.check?.(markdown);
    });
  }
});

describe("main content: a content system's paragraph items", () => {
  it("keeps the text, image, table and list items and a 'Documents' box of link items in divs; drops the meta line, tags, related view and menus", () => {
    const html =
      "<!doctype html><html lang=\"en\" dir=\"ltr\"><head><meta charset=\"utf-8\"><title>Dredging the harbour mouth | Port of Northhaven</title></head><body class=\"path-node page-node-type-article\">" +
      "<a href=\"#main-content\" class=\"visually-hidden focusable skip-link\">Skip to main content</a>" +
      "<div class=\"dialog-off-canvas-main-canvas\" data-off-canvas-main-canvas><div class=\"layout-container\">" +
      "<header role=\"banner\"><div class=\"region region-header\"><div id=\"block-sitebranding\" class=\"block block-system block-system-branding-block\"><a href=\"/\" rel=\"home\">Port of Northhaven</a></div></div>" +
      "<div class=\"region region-primary-menu\"><nav role=\"navigation\" aria-labelledby=\"block-mainnavigation-menu\" id=\"block-mainnavigation\"><h2 class=\"visually-hidden\" id=\"block-mainnavigation-menu\">Main navigation</h2><ul class=\"menu\"><li class=\"menu-item\"><a href=\"/news\">News</a></li><li class=\"menu-item\"><a href=\"/shipping\">Shipping</a></li><li class=\"menu-item\"><a href=\"/visitors\">Visitors</a></li></ul></nav></div></header>" +
      "<div class=\"region region-breadcrumb\"><div id=\"block-breadcrumbs\"><nav class=\"breadcrumb\" role=\"navigation\"><ol><li><a href=\"/\">Home</a></li><li><a href=\"/news\">News</a></li></ol></nav></div></div>" +
      "<main role=\"main\"><a id=\"main-content\" tabindex=\"-1\"></a><div class=\"layout-content\"><div class=\"region region-content\"><div id=\"block-mainpagecontent\" class=\"block block-system block-system-main-block\">" +
      "<article role=\"article\" about=\"/news/dredging-harbour-mouth\" class=\"node node--type-article node--promoted node--view-mode-full\">" +
      "<h1 class=\"page-title\"><span class=\"field field--name-title field--type-string field--label-hidden\">Dredging the harbour mouth</span></h1>" +
      "<footer class=\"node__meta\"><div class=\"node__submitted\">Submitted by <span class=\"field field--name-uid\"><span>editor</span></span> on <span class=\"field field--name-created\">Tue, 03/03/2026 - 09:00</span></div></footer>" +
      "<div class=\"node__content\">" +
      "<div class=\"clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item\"><p>The port will dredge the harbour mouth this summer, the first time since 1998, to bring the channel back to its charted depth of 4.5 metres at low water.</p></div>" +
      "<div class=\"field field--name-field-paragraphs field--type-entity-reference-revisions field--label-hidden field__items\">" +
      "<div class=\"field__item\"><div class=\"paragraph paragraph--type--text paragraph--view-mode--default\"><div class=\"clearfix text-formatted field field--name-field-text field--type-text-long field--label-hidden field__item\"><h2>Why now</h2><p>Silt has built up faster since the new breakwater was finished, and two coasters touched the bottom last winter on a spring low tide.</p><p>The harbour master has limited the channel to ships drawing less than 3.2 metres until the work is done.</p></div></div></div>" +
      "<div class=\"field__item\"><div class=\"paragraph paragraph--type--image paragraph--view-mode--default\"><div class=\"field field--name-field-image field--type-image field--label-hidden field__item\"><img loading=\"lazy\" src=\"/sites/default/files/styles/large/public/2026-03/dredger.jpg?itok=abc\" width=\"1200\" height=\"800\" alt=\"The dredger Hanna at work in the channel\" typeof=\"foaf:Image\"></div><div class=\"field field--name-field-caption field--type-string field--label-hidden field__item\">The dredger Hanna at work in the channel in 2019.</div></div></div>" +
      "<div class=\"field__item\"><div class=\"paragraph paragraph--type--table paragraph--view-mode--default\"><div class=\"field field--name-field-table field--type-tablefield field--label-hidden field__item\"><div id=\"tablefield-wrapper-paragraph-12-field_table-0\" class=\"tablefield-wrapper\"><table id=\"tablefield-paragraph-12-field_table-0\" class=\"tablefield\"><caption>Channel depth at low water</caption><thead><tr><th class=\"row_0 col_0\">Point</th><th class=\"row_0 col_1\">Now</th><th class=\"row_0 col_2\">After</th></tr></thead><tbody><tr><td class=\"row_1 col_0\">Outer buoy</td><td class=\"row_1 col_1\">3.4 m</td><td class=\"row_1 col_2\">4.6 m</td></tr><tr><td class=\"row_2 col_0\">Pier head</td><td class=\"row_2 col_1\">3.1 m</td><td class=\"row_2 col_2\">4.5 m</td></tr></tbody></table></div></div></div></div>" +
      "<div class=\"field__item\"><div class=\"paragraph paragraph--type--text\"><div class=\"clearfix text-formatted field field--name-field-text field__item\"><h2>What it means for boats</h2><ul><li>The channel closes for two hours at each low tide in June</li><li>Moorings near the pier head move for the summer</li><li>The ferry runs to its normal timetable</li></ul></div></div></div>" +
      "<div class=\"field__item\"><div class=\"paragraph paragraph--type--documents\"><div class=\"field field--name-field-title field__item\"><h3>Documents</h3></div><div class=\"field field--name-field-files field--type-file field__items\"><div class=\"field__item\"><a href=\"/sites/default/files/2026-03/dredging-notice.pdf\">Notice to mariners 7/2026 (PDF)</a></div><div class=\"field__item\"><a href=\"https://www.marine-licensing.example.gov/licence/4471\">Marine licence 4471</a></div></div></div></div>" +
      "</div>" +
      "<div class=\"field field--name-field-tags field--type-entity-reference field--label-above\"><div class=\"field__label\">Tags</div><div class=\"field__items\"><div class=\"field__item\"><a href=\"/taxonomy/term/4\" hreflang=\"en\">Harbour</a></div><div class=\"field__item\"><a href=\"/taxonomy/term/9\" hreflang=\"en\">Shipping</a></div></div></div>" +
      "</div></article></div>" +
      "<div class=\"views-element-container block block-views\" id=\"block-views-block-related-news\"><h2>Related news</h2><div><div class=\"view view-related-news\"><div class=\"view-content\"><div class=\"views-row\"><a href=\"/news/new-pontoon\">New pontoon for visitors</a></div><div class=\"views-row\"><a href=\"/news/lifeboat-day\">Lifeboat day returns</a></div><div class=\"views-row\"><a href=\"/news/fish-market\">Fish market opens early</a></div></div></div></div></div>" +
      "</div></div></main>" +
      "<footer role=\"contentinfo\"><div class=\"region region-footer\"><nav><ul class=\"menu\"><li><a href=\"/contact\">Contact us</a></li><li><a href=\"/accessibility\">Accessibility</a></li></ul></nav><p>\u00a9 Port of Northhaven</p></div></footer></div></div></body></html>";
    const markdown = md(html, "https://www.northhaven-port.example/news/dredging-harbour-mouth");
    expect(markdown).toMatch(/^# Dredging the harbour mouth/m);
    expectOnceInOrder(markdown, [
      "The port will dredge the harbour mouth this summer",
      "Why now",
      "The harbour master has limited the channel",
      "The dredger Hanna at work in the channel in 2019.",
      "Channel depth at low water",
      "Outer buoy 3.4 m 4.6 m",
      "What it means for boats",
      "Moorings near the pier head move for the summer",
      "Documents",
      "Notice to mariners 7/2026 (PDF)",
      "Marine licence 4471",
    ]);
    const text = words(markdown);
    for (const gone of ["Skip to main content", "Main navigation", "Submitted by", "Tags", "Related news", "New pontoon for visitors", "Accessibility"]) expect(text, gone).not.toContain(gone);
    expect(emptyHeadings(markdown)).toEqual([]);
  });
});

describe("main content: a newsletter platform's whole post page", () => {
  it("keeps the title over a header of scraps (byline, like and share counts), the numbered routes and the captioned map; drops the subscribe boxes, the buttons and the discussion", () => {
    const html =
      '<!doctype html><html><head><title>The salt road - Coast Letters</title></head><body><div id="entry"><div id="main" class="main typography use-theme-bg"><div class="container"><div class="navbar-content"><a class="navbar-title-link" href="/">Coast Letters</a><div class="navbar-buttons"><a href="/subscribe" class="button primary">Subscribe</a><a href="/sign-in">Sign in</a></div></div></div>' +
      '<div class="single-post-container"><div class="container"><div class="single-post"><div class="post-header"><h1 class="post-title published">The salt road</h1><h3 class="subtitle">How salt moved along the coast for five hundred years</h3><div class="post-meta"><a href="/profile/ana">Ana Lind</a><div class="meta">Mar 03, 2026</div></div><div class="post-ufi"><a class="like-button">12</a><a class="comment-button">3</a><a class="share-button">Share</a></div></div>' +
      '<div class="available-content"><div dir="auto" class="body markup">' +
      proseBlock("salt road", 0, 2) +
      '<h2 class="header-anchor-post">The three routes</h2>' +
      ol(["The coast road, by cart, from the pans to the market town", "The river, by barge, inland to the mills", "The sea, by coaster, to the northern ports"]) +
      '<div class="captioned-image-container"><figure><a class="image-link image2 is-viewable-img" href="https://substackcdn.example/salt-map.png"><div class="image2-inset"><picture><source type="image/webp" srcset="https://substackcdn.example/w_424/salt-map.webp 424w"><img src="https://substackcdn.example/w_1456/salt-map.png" width="1456" height="970" alt="" loading="lazy" class="sizing-normal"></picture><div class="image-link-expand"><div class="pencraft"><button class="restack-image" type="button">Restack</button><button class="view-image" type="button">Expand</button></div></div></div></a><figcaption class="image-caption">The three salt routes on a map of 1780. (County archive)</figcaption></figure></div>' +
      proseBlock("salt road", 2, 2) +
      '<div class="subscription-widget-wrap-editor"><div class="subscription-widget show-subscribe"><div class="preamble"><p class="cta-caption">Coast Letters is a reader-supported publication. To receive new posts and support my work, consider becoming a free or paid subscriber.</p></div><form class="subscription-widget-subscribe"><input type="email" placeholder="Type your email…"><input type="submit" value="Subscribe"></form></div></div>' +
      proseBlock("salt road", 4, 1) +
      "</div></div>" +
      '<div class="post-footer"><div class="post-ufi"><a class="like-button">12 Likes</a><a class="share-button">Share</a></div></div>' +
      '<div class="single-post-section"><h4>Discussion about this post</h4><div class="comments-page"><div class="comment"><a href="/profile/tom">Tom Reyes</a><p>Lovely piece, my grandfather drove the coast road.</p></div></div></div>' +
      '<div class="post-end-cta"><h3>Ready for more?</h3><form><input type="email"><button>Subscribe</button></form></div>' +
      '</div></div></div><div class="footer-wrap"><div class="footer"><a href="https://substack.example/privacy">Privacy</a> <a href="https://substack.example/tos">Terms</a> <a href="https://substack.example/ccpa">Collection notice</a></div></div></div></div></body></html>';
    const markdown = md(html, "https://coastletters.substack.example/p/the-salt-road");
    expect(markdown).toMatch(/^# The salt road/m);
    expectOnceInOrder(markdown, ["The salt road", "On the salt road, the survey team", "The three routes", "The coast road, by cart", "The sea, by coaster", "The three salt routes on a map of 1780. (County archive)"]);
    const text = words(markdown);
    for (const gone of ["reader-supported publication", "Restack", "Expand", "12 Likes", "Discussion about this post", "Lovely piece", "Ready for more?", "Collection notice", "Sign in"]) expect(text, gone).not.toContain(gone);
    expect(emptyHeadings(markdown)).toEqual([]);
  });
});

describe("main content: a post's header after its meta line went", () => {
  it("keeps a short title whose header held the removed 'Posted on … by …' line (the line's date mark is not the header's)", () => {
    const markdown = md(cmsPage("wordpress", proseBlock("rope walk", 0, 4), "The rope walk"));
    expect(markdown).toMatch(/^# The rope walk$/m);
    expectClean(markdown, "wordpress", ["Posted on", "March 3, 2026"]);
  });
});

describe("main content: a blogging platform's whole story page", () => {
  // Not asserted: the clap count ("1.2K") left as a scrap under the title (a count without a word is
  // no phrase the chrome rules know).
  it("keeps the title, the paragraphs, the picture by its <source> with its credited caption, the list and the quote; drops the author box, the buttons and the 'More from' cards", () => {
    const html =
      "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Reading the sea | by Ana Lind | Coastal Notes | Medium</title></head><body><div id=\"root\"><div class=\"a b c\"><div class=\"l\"><div class=\"m n o\"><a href=\"/\" aria-label=\"Homepage\">Medium</a><div class=\"p\"><a href=\"/search\">Search</a></div><a href=\"/new-story\">Write</a><a href=\"/m/signin\">Sign in</a></div></div>" +
      "<div class=\"q r\"><article><div class=\"s\"><section><div class=\"t u\"><div class=\"v w\">" +
      "<h1 id=\"d1a7\" class=\"pw-post-title gg gh gi be gj gk gl gm gn go gp gq gr gs gt gu gv gw gx gy gz ha hb hc hd he hf hg hh hi bj\" data-testid=\"storyTitle\">Reading the sea</h1>" +
      "<div class=\"hj hk hl hm hn\"><div class=\"speechify-ignore ab cp\"><div class=\"speechify-ignore bh l\"><div class=\"ho hp hq hr hs ab\"><div><div class=\"bm\" aria-hidden=\"false\"><a href=\"/@ana?source=post_page\"><img alt=\"Ana Lind\" class=\"l fc by bz ca cw\" src=\"https://miro.example.com/v2/resize:fill:88:88/ana.jpeg\" width=\"44\" height=\"44\" loading=\"lazy\" data-testid=\"authorPhoto\"></a></div></div><div class=\"bn bh l\"><div class=\"ab\"><div style=\"flex:1\"><span class=\"be b bf z bj\"><div class=\"ht ab q\"><div class=\"ab q hu\"><div class=\"ab q\"><div><div class=\"bm\" aria-hidden=\"false\"><p class=\"be b bf z jc jd je jf jg jh ji jj bj\"><a class=\"af ag ah ai aj ak al am an ao ap aq ar jk\" data-testid=\"authorName\" href=\"/@ana?source=post_page\">Ana Lind</a></p></div></div></div><span class=\"jl jm\" aria-hidden=\"true\"><span class=\"be b bf z dx\">\u00b7</span></span><p class=\"be b bf z dx\"><button class=\"jn jo\">Follow</button></p></div></div></span></div></div><div class=\"l jp\"><span class=\"be b bf z dx\"><div class=\"ab cn jq jr js\"><span class=\"be b bf z dx\"><div class=\"ab ae\"><span data-testid=\"storyReadTime\">7 min read</span><div class=\"jt ju l\" aria-hidden=\"true\"><span class=\"l\" aria-hidden=\"true\"><span class=\"be b bf z dx\">\u00b7</span></span></div><span data-testid=\"storyPublishDate\">Mar 3, 2026</span></div></span></div></span></div></div></div><div class=\"ab cp kf kg kh ki kj kk kl km kn ko kp kq kr ks kt ku\"><div class=\"h k w fb fc q\"><div class=\"lk l\"><div class=\"ab q ll lm\"><div class=\"pw-multi-vote-icon fk lb ln lo lp\"><button class=\"lq lr ls lt lu lv lw lx ly lz ma mb mc md me mf\" data-testid=\"headerClapButton\">clap</button></div><div class=\"pw-multi-vote-count l mg mh mi mj mk ml mm\"><p class=\"be b dy z dx\"><span class=\"mn\">1.2K</span></p></div></div></div><div><div class=\"bm\" aria-hidden=\"false\"><button class=\"ao lb mq mr ab q fl ms mt\" aria-label=\"responses\"><p class=\"be b dy z dx\"><span class=\"pw-responses-count mp mo\">14</span></p></button></div></div></div><div class=\"ab q kv kw kx ky kz la lb lc ld le lf lg lh li lj\"><button aria-label=\"Listen\" data-testid=\"audioPlayButton\"><p class=\"be b bf z dx\">Listen</p></button><button aria-controls=\"postFooterSocialMenu\" data-testid=\"headerSocialShareButton\"><p class=\"be b bf z dx\">Share</p></button></div></div></div></div></div>" +
      "<p id=\"a1\" class=\"pw-post-body-paragraph ny nz gb oa b ob oc od oe of og oh oi oj ok ol om on oo op oq or os ot ou ov gt bj\">There is a way of reading the sea that fishermen learn without being taught, by watching the water every day for years until the patterns make sense on their own.</p>" +
      "<p id=\"a2\" class=\"pw-post-body-paragraph ny nz gb oa b ob oc od oe of og oh oi oj ok ol om on oo op oq or os ot ou ov gt bj\">I spent a winter on the north coast asking them how they do it, and most of them could not explain it at all, though they were almost never wrong about the next day.</p>" +
      "<figure class=\"lv lw lx ly lz ma\"><div role=\"button\" tabindex=\"0\" class=\"mb mc fj md bh me\"><span class=\"fq\"><picture><source srcset=\"https://miro.example.com/v2/resize:fit:640/format:webp/1*waves.jpeg 640w, https://miro.example.com/v2/resize:fit:1400/format:webp/1*waves.jpeg 1400w\" sizes=\"(min-resolution: 4dppx) and (max-width: 700px) 50vw\" type=\"image/webp\"><source srcset=\"https://miro.example.com/v2/resize:fit:640/1*waves.jpeg 640w\" sizes=\"100vw\"><img alt=\"\" class=\"bh mi mj c\" width=\"700\" height=\"467\" loading=\"eager\" role=\"presentation\"></picture></span></div><figcaption class=\"mk ml mm nb nc mn mo be b bf z dx\" data-selectable-paragraph=\"\">Swell lines off the headland. Photo by <a class=\"ag mp\" href=\"https://unsplash.com/@ana\" rel=\"noopener ugc nofollow\" target=\"_blank\">Ana Lind</a></figcaption></figure>" +
      "<h2 id=\"b1\" class=\"pm pn gb be po pp pq pr ps pt pu pv pw px py pz qa qb qc qd qe qf qg qh qi qj bj\">What they look at</h2>" +
      "<ul class=\"\"><li id=\"c1\" class=\"ny nz gb oa b ob oc od oe of og oh oi oj ok ol om on oo op oq or os ot ou ov qk ql qm bj\">The colour of the water over the sandbanks</li><li id=\"c2\" class=\"ny nz gb oa b ob oc od oe of og oh oi oj ok ol om on oo op oq or os ot ou ov qn ql qm bj\">The height of the swell against the harbour wall</li><li id=\"c3\" class=\"ny nz gb oa b ob oc od oe of og oh oi oj ok ol om on oo op oq or os ot ou ov qn ql qm bj\">Which birds are working close to the shore</li></ul>" +
      "<blockquote class=\"qo qp qq\"><p id=\"q1\" class=\"ny nz qr oa b ob oc od oe of og oh oi oj ok ol om on oo op oq or os ot ou ov gt bj\">If the gannets are close in, the weather is coming.</p></blockquote>" +
      "<p id=\"a3\" class=\"pw-post-body-paragraph ny nz gb oa b ob oc od oe of og oh oi oj ok ol om on oo op oq or os ot ou ov gt bj\">None of this is in a book, and none of it is exact, but it is right often enough that the boats still go out on the strength of it every morning of the season.</p>" +
      "</div></div></section></div></article>" +
      "<div class=\"fo\"><div class=\"rr\"><div class=\"ab q\"><button data-testid=\"footerClapButton\">clap</button><span>1.2K</span><button>14</button></div><div class=\"ab q\"><button data-testid=\"footerSocialShareButton\">Share</button></div></div>" +
      "<div class=\"sc\"><h2 class=\"be tb tc td te bj\"><a href=\"/@ana\">Written by Ana Lind</a></h2><p class=\"be b bf z bj\">2.1K Followers</p><p>Writer on the sea and the people who work on it.</p><button>Follow</button></div>" +
      "<div class=\"vd\"><h2>More from Ana Lind</h2><div class=\"ve\"><article><a href=\"/@ana/tide-tables\"><h2>Tide tables by hand</h2><h3>Before apps, the harbour master drew them on paper.</h3></a><span>5 min read</span><span>Feb 2, 2026</span></article><article><a href=\"/@ana/nets\"><h2>The quiet art of mending nets</h2><h3>An afternoon with the last net maker on the island.</h3></a><span>4 min read</span><span>Jan 12, 2026</span></article><article><a href=\"/@ana/salt\"><h2>Salt, smoke and patience</h2><h3>What it takes to cure a herring the old way.</h3></a><span>6 min read</span><span>Dec 1, 2025</span></article></div></div>" +
      "<div class=\"wh\"><h2>Recommended from Medium</h2><div><article><a href=\"/@tom/sailing\"><h2>Learning to sail at forty</h2></a></article><article><a href=\"/@kim/lighthouses\"><h2>The last lighthouse keepers</h2></a></article></div></div>" +
      "</div></div></div><div class=\"footer\"><a href=\"https://help.medium.example\">Help</a> <a href=\"https://medium.example/about\">About</a> <a href=\"https://policy.medium.example/terms\">Terms</a> <a href=\"https://policy.medium.example/privacy\">Privacy</a></div></div></body></html>";
    const markdown = md(html, "https://medium.example/coastal-notes/reading-the-sea-1a2b3c");
    expect(markdown).toMatch(/^# Reading the sea/m);
    expect(markdown).toContain("![](https://miro.example.com/v2/resize:fit:1400/format:webp/1*waves.jpeg)");
    expectOnceInOrder(markdown, [
      "There is a way of reading the sea",
      "Swell lines off the headland. Photo by Ana Lind",
      "What they look at",
      "The colour of the water over the sandbanks",
      "Which birds are working close to the shore",
      "If the gannets are close in, the weather is coming.",
      "None of this is in a book",
    ]);
    const text = words(markdown);
    for (const gone of ["Sign in", "7 min read", "Follow", "Listen", "Share", "Written by Ana Lind", "2.1K Followers", "More from Ana Lind", "Tide tables by hand", "Recommended from Medium", "The last lighthouse keepers", "Privacy"]) expect(text, gone).not.toContain(gone);
    expect(emptyHeadings(markdown)).toEqual([]);
  });
});
