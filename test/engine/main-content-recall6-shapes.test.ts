import { beforeAll, describe, expect, it } from "vitest";
import { count, doubledBlocks, emptyHeadings, loadConverter, scrape, words } from "../helpers/article-page.js";
import { a, expectOnceInOrder, proseBlock } from "../helpers/cms-page.js";

// Whole pages in the shapes articles come in (a blog post, a news story, a docs page, a recipe, a
// wiki article with an infobox, a forum's first post), each with its site around it and the parts a
// reader needs inside it: lists, lists of links, data tables, captions, code and quotes. Every part
// once and in order, the site's chrome gone, no empty heading, one caption per picture, no doubled text.

beforeAll(loadConverter);

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
const lis = (items: readonly string[]) => items.map((item) => `<li>${item}</li>`).join("");
const menu = (items: readonly string[], base = "/") => `<ul>${lis(items.map((item) => a(`${base}${item.toLowerCase().replace(/[^a-z]+/g, "-")}`, item)))}</ul>`;

function expectFaithful(markdown: string, chrome: readonly string[]): void {
  const text = words(markdown);
  for (const gone of chrome) expect(text, `chrome "${gone}"`).not.toContain(gone);
  expect(emptyHeadings(markdown), "empty headings").toEqual([]);
  expect(doubledBlocks(markdown), "doubled text").toEqual([]);
}

describe("main content: the parts of whole article pages, once and in order", () => {
  it("a static-site blog post: lists, code, a quote, a figure, a table and further reading", () => {
    const html = page(
      "Caching tide tables | Quay Notes",
      `<header class="masthead"><a href="/" class="brand">Quay Notes</a><nav>${menu(["Posts", "Projects", "About", "Feed"])}</nav></header>` +
        '<div class="container"><main><article class="post h-entry">' +
        '<header><h1 class="p-name">Caching tide tables at the edge</h1><p class="meta"><time datetime="2026-03-02">2 March 2026</time> · 7 min read</p></header>' +
        '<div class="e-content">' +
        proseBlock("tide cache", 0, 2) +
        "<p>The cache has three rules:</p>" +
        `<ol>${lis(["Keep a day of predictions per port.", "Refresh at midnight in the port's own time zone.", "Never serve a table older than two days."])}</ol>` +
        '<pre><code class="language-ts">const key = `${port}:${day}`;\nawait cache.put(key, table, { ttl: 172800 });</code></pre>' +
        "<blockquote><p>A tide table is a promise about the moon, and the moon keeps its promises.</p></blockquote>" +
        '<figure><img src="/img/tide-chart.png" alt="A tide chart for the north quay"><figcaption>The cached chart for the north quay, as the app draws it.</figcaption></figure>' +
        "<table><thead><tr><th>Port</th><th>Hit rate</th><th>Misses a day</th></tr></thead><tbody><tr><td>North quay</td><td>98.7%</td><td>41</td></tr><tr><td>Old harbour</td><td>97.9%</td><td>66</td></tr><tr><td>Ferry pier</td><td>99.2%</td><td>18</td></tr></tbody></table>" +
        proseBlock("tide cache", 2, 1) +
        "<h2>Further reading</h2>" +
        `<ul>${lis([a("https://developer.mozilla.org/en-US/docs/Web/HTTP/Caching", "HTTP caching on MDN"), a("https://tidesandcurrents.noaa.gov/", "NOAA tides and currents"), a("/posts/cache-keys", "Choosing cache keys")])}</ul>` +
        "</div>" +
        `<footer class="post-footer"><p class="tags">Tags: ${a("/tags/caching", "caching")}, ${a("/tags/tides", "tides")}</p></footer></article>` +
        '<div id="disqus_thread"><p>Please enable JavaScript to view the comments powered by Disqus.</p></div></main>' +
        `<aside class="sidebar"><h3>Recent posts</h3>${menu(["Rust on the harbour buoy", "A week without the cloud", "Mapping the sandbanks"], "/posts/")}</aside></div>` +
        '<footer class="site-footer"><p>© 2026 Quay Notes · Built with a static site generator</p></footer>',
    );
    const markdown = scrape(html, "https://quaynotes.example/posts/caching-tide-tables");
    expectOnceInOrder(markdown, [
      "Caching tide tables at the edge",
      "On the tide cache, the survey team",
      "The cache has three rules:",
      "Keep a day of predictions per port.",
      "Never serve a table older than two days.",
      "await cache.put(key, table, { ttl: 172800 });",
      "A tide table is a promise about the moon",
      "The cached chart for the north quay, as the app draws it.",
      "Hit rate",
      "98.7%",
      "Ferry pier",
      "On the tide cache, the numbers only made sense",
      "Further reading",
      "HTTP caching on MDN",
      "NOAA tides and currents",
      "Choosing cache keys",
    ]);
    expectFaithful(markdown, ["Rust on the harbour buoy", "Please enable JavaScript", "Built with a static site generator", "Projects"]);
  });

  it("a news story: a figure with a credit, a fact box, a pull quote, a results table and a numbered list", () => {
    const html = page(
      "Regatta results | The Harbour Times",
      `<header class="site-header"><a href="/" class="logo">The Harbour Times</a><nav class="nav-main">${menu(["News", "Sport", "Business", "Opinion", "Weather"])}</nav></header>` +
        '<main id="main"><div class="grid"><div class="grid__main"><article class="story">' +
        '<h1 class="story__headline">Local crew wins the autumn regatta by four seconds</h1><p class="story__byline">By Lena Fisk · 14 October 2026</p>' +
        '<figure class="story__image"><img src="/img/regatta.jpg" alt="Boats at the start line"><figcaption><span class="caption">Boats crowd the start line off the breakwater.</span> <span class="credit">Photo: Per Holm</span></figcaption></figure>' +
        '<div class="story__body">' +
        proseBlock("regatta", 0, 2) +
        '<div class="factbox"><h2>The course</h2>' +
        `<ul>${lis(["Start and finish at the breakwater", "Two laps round the channel buoys", "Eleven nautical miles in all"])}</ul></div>` +
        proseBlock("regatta", 2, 1) +
        '<blockquote class="pullquote"><p>“We gained the four seconds on the last gybe, nowhere else.”</p></blockquote>' +
        "<h2>Results</h2>" +
        '<div class="table-wrap"><table><caption>Autumn regatta, first three</caption><tr><th>Place</th><th>Boat</th><th>Time</th></tr><tr><td>1</td><td>Gull</td><td>1:52:07</td></tr><tr><td>2</td><td>Petrel</td><td>1:52:11</td></tr><tr><td>3</td><td>Tern</td><td>1:53:40</td></tr></table></div>' +
        "<p>The crews who finished in the top three go on to the national final:</p>" +
        `<ol>${lis(["Gull, skippered by Ada Lund", "Petrel, skippered by Jon Berg", "Tern, skippered by Mia Dahl"])}</ol>` +
        proseBlock("regatta", 3, 1) +
        "</div></article>" +
        '<section class="more-stories"><h2>More from Sport</h2>' +
        [
          ["Harbour rowers take silver", "The women's four finished second in the final on Sunday."],
          ["New slipway opens for dinghies", "Club members can launch at any tide from next month."],
          ["Swimmers brave the October sea", "Forty people took part in the charity swim at dawn."],
        ]
          .map(([headline, excerpt], n) => `<div class="teaser"><a href="/sport/${n}"><img src="/img/t${n}.jpg" alt=""><h3>${headline}</h3></a><p>${excerpt}</p></div>`)
          .join("") +
        "</section></div>" +
        `<aside class="grid__side"><h3>Most read</h3><ol>${lis([a("/news/1", "Ferry fares to rise in May"), a("/news/2", "Fish market moves to the quay")])}</ol></aside></div></main>` +
        '<footer><p>© 2026 The Harbour Times</p><ul><li><a href="/privacy">Privacy</a></li><li><a href="/terms">Terms</a></li></ul></footer>',
    );
    const markdown = scrape(html, "https://www.harbourtimes.example/sport/2026/10/regatta");
    expectOnceInOrder(markdown, [
      "Local crew wins the autumn regatta by four seconds",
      "Boats crowd the start line off the breakwater.",
      "On the regatta, the survey team",
      "The course",
      "Start and finish at the breakwater",
      "Eleven nautical miles in all",
      "On the regatta, the numbers only made sense",
      "We gained the four seconds on the last gybe, nowhere else.",
      "Results",
      "Autumn regatta, first three",
      "2 Petrel 1:52:11",
      "1:53:40",
      "The crews who finished in the top three",
      "Gull, skippered by Ada Lund",
      "Tern, skippered by Mia Dahl",
      "On the regatta, local families still tell",
    ]);
    expectFaithful(markdown, ["Harbour rowers take silver", "New slipway opens", "Ferry fares to rise", "Most read", "More from Sport"]);
  });

  it("a docs page: an admonition, an options table, code in several languages, nested steps and 'See also' pages", () => {
    const html = page(
      "Webhooks | Tideline Docs",
      `<nav class="navbar"><a href="/" class="brand">Tideline</a>${menu(["Docs", "API", "Blog", "Pricing"])}</nav>` +
        `<div class="layout"><aside class="docs-sidebar"><nav>${menu(["Introduction", "Installation", "Webhooks", "Retries", "Limits"], "/docs/")}</nav></aside>` +
        '<main><article class="doc"><h1>Webhooks</h1>' +
        "<p>Tideline calls a URL of yours when a job finishes, so you do not have to poll the API for its state.</p>" +
        '<div class="admonition note"><p class="admonition-title">Note</p><p>Webhook calls time out after ten seconds; answer quickly and do the work later.</p></div>' +
        "<h2>Options</h2>" +
        "<table><thead><tr><th>Option</th><th>Type</th><th>Default</th></tr></thead><tbody><tr><td><code>url</code></td><td>string</td><td>none</td></tr><tr><td><code>events</code></td><td>string[]</td><td><code>[\"completed\"]</code></td></tr><tr><td><code>secret</code></td><td>string</td><td>none</td></tr></tbody></table>" +
        "<h2>Setting one up</h2>" +
        `<ol><li>Create an endpoint that accepts POST requests.<ul>${lis(["It must answer within ten seconds.", "It must answer with a 2xx status."])}</ul></li><li>Register it with the CLI:<pre><code>tideline webhooks add https://example.com/hook --events completed</code></pre></li><li>Send a test event from the dashboard.</li></ol>` +
        "<h2>Checking the signature</h2>" +
        '<pre><code class="language-js">const ok = verify(request.body, request.headers["tideline-signature"], secret);</code></pre>' +
        '<pre><code class="language-python">ok = tideline.verify(request.body, secret)</code></pre>' +
        "<h2>See also</h2>" +
        `<ul>${lis([a("/docs/retries", "Retries"), a("/docs/limits", "Limits"), a("/docs/api/events", "Event reference")])}</ul>` +
        "</article>" +
        '<nav class="pager"><a href="/docs/installation">← Installation</a><a href="/docs/retries">Retries →</a></nav></main>' +
        '<div class="toc"><p>On this page</p><ul><li><a href="#options">Options</a></li><li><a href="#setting-one-up">Setting one up</a></li></ul></div></div>' +
        '<footer class="footer"><p>Copyright © 2026 Tideline</p></footer>',
    );
    const markdown = scrape(html, "https://tideline.example/docs/webhooks");
    expectOnceInOrder(markdown, [
      "Tideline calls a URL of yours when a job finishes",
      "Webhook calls time out after ten seconds",
      "Options",
      "Default",
      "secret string none",
      "Setting one up",
      "Create an endpoint that accepts POST requests.",
      "It must answer with a 2xx status.",
      "tideline webhooks add https://example.com/hook --events completed",
      "Send a test event from the dashboard.",
      "Checking the signature",
      'const ok = verify(request.body, request.headers["tideline-signature"], secret);',
      "ok = tideline.verify(request.body, secret)",
      "See also",
      "Retries",
      "Limits",
      "Event reference",
    ]);
    expectFaithful(markdown, ["Installation", "On this page", "Pricing", "Copyright"]);
  });

  it("a recipe: ingredient groups, numbered steps with a picture each, a nutrition table and a tip", () => {
    const html = page(
      "Fish soup | Galley Kitchen",
      `<header><a href="/" class="logo">Galley Kitchen</a><nav>${menu(["Recipes", "Seafood", "Baking", "About"])}</nav></header>` +
        '<main><article class="recipe-post"><h1>Harbour fish soup</h1>' +
        '<div class="recipe-actions"><a href="#recipe">Jump to recipe</a> <a href="#print">Print recipe</a></div>' +
        proseBlock("fish soup", 0, 2) +
        '<div class="recipe-card" id="recipe"><h2>Harbour fish soup</h2><p class="recipe-summary">A clear soup of white fish, leeks and potatoes, ready in forty minutes.</p>' +
        "<h3>For the stock</h3>" +
        `<ul class="ingredients">${lis(["1 kg fish bones", "1 onion, halved", "2 bay leaves"])}</ul>` +
        "<h3>For the soup</h3>" +
        `<ul class="ingredients">${lis(["500 g cod fillet", "2 leeks, sliced", "400 g waxy potatoes, diced"])}</ul>` +
        "<h3>Method</h3>" +
        '<ol class="steps">' +
        '<li><p>Simmer the bones, onion and bay leaves in two litres of water for twenty minutes, then strain.</p><img src="/img/step1.jpg" alt="Straining the stock"></li>' +
        '<li><p>Cook the leeks and potatoes in the stock until the potatoes are just soft.</p><img src="/img/step2.jpg" alt="Leeks and potatoes in the pot"></li>' +
        "<li><p>Add the cod in large pieces and poach for five minutes without stirring.</p></li>" +
        "</ol>" +
        '<table class="nutrition"><caption>Nutrition per bowl</caption><tr><th>Energy</th><td>310 kcal</td></tr><tr><th>Protein</th><td>32 g</td></tr><tr><th>Fat</th><td>6 g</td></tr></table>' +
        "<blockquote><p>Tip: keep the fish in large pieces; it breaks up as you serve.</p></blockquote>" +
        "</div>" +
        '<div class="rating"><span>Rate this recipe</span> <button>★</button><button>★</button><button>★</button></div>' +
        "</article>" +
        '<section class="comments"><h2>3 comments</h2><div class="comment"><p>Made this tonight, lovely and light.</p></div><div class="comment"><p>Added a pinch of saffron, very good.</p></div></section></main>' +
        '<footer><p>Galley Kitchen © 2026</p></footer>',
    );
    const markdown = scrape(html, "https://galley.example/recipes/harbour-fish-soup");
    expectOnceInOrder(markdown, [
      "On the fish soup, the survey team",
      "A clear soup of white fish, leeks and potatoes",
      "For the stock",
      "1 kg fish bones",
      "2 bay leaves",
      "For the soup",
      "500 g cod fillet",
      "400 g waxy potatoes, diced",
      "Method",
      "Simmer the bones, onion and bay leaves",
      "Cook the leeks and potatoes",
      "Add the cod in large pieces",
      "Nutrition per bowl",
      "310 kcal",
      "Fat",
      "Tip: keep the fish in large pieces",
    ]);
    expectFaithful(markdown, ["Jump to recipe", "Rate this recipe", "Made this tonight", "Galley Kitchen ©"]);
  });

  it("a wiki article: an infobox table, thumbnails with captions, a quote, references and 'See also'", () => {
    const html = page(
      "North Light - Harbourpedia",
      `<div id="mw-head"><nav>${menu(["Main page", "Random article", "Recent changes"], "/wiki/")}</nav></div>` +
        '<div id="content" class="mw-body"><h1 id="firstHeading">North Light</h1><div id="siteSub">From Harbourpedia, the free encyclopedia</div>' +
        '<div id="bodyContent"><div class="mw-parser-output">' +
        '<table class="infobox"><tbody><tr><th colspan="2">North Light</th></tr><tr><td colspan="2"><a href="/wiki/File:North_Light.jpg" class="image"><img src="/img/north-light.jpg" alt=""></a><div class="infobox-caption">The tower seen from the breakwater</div></td></tr><tr><th>Built</th><td>1868</td></tr><tr><th>Height</th><td>31 m</td></tr><tr><th>Range</th><td>18 nmi</td></tr></tbody></table>' +
        '<p>The <b>North Light</b> is a lighthouse at the end of the north breakwater.<sup class="reference"><a href="#cite_note-1">[1]</a></sup> It was first lit in 1868 and automated in 1954.</p>' +
        '<div id="toc" class="toc"><h2>Contents</h2><ul><li><a href="#History">1 History</a></li><li><a href="#Lens">2 Lens</a></li></ul></div>' +
        '<h2><span class="mw-headline" id="History">History</span></h2>' +
        proseBlock("north light", 0, 2) +
        '<div class="thumb tright"><div class="thumbinner"><a href="/wiki/File:Keepers.jpg" class="image"><img src="/img/keepers.jpg" alt=""></a><div class="thumbcaption">The keepers and their families in 1901</div></div></div>' +
        "<blockquote><p>The light must never go out.</p></blockquote>" +
        '<h2><span class="mw-headline" id="Lens">Lens</span></h2>' +
        `<p>The tower keeps its first-order lens, which was made in Paris.<sup class="reference"><a href="#cite_note-2">[2]</a></sup></p>` +
        `<ul>${lis(["Order: first", "Focal length: 920 mm", "Panels: eight"])}</ul>` +
        '<h2><span class="mw-headline" id="See_also">See also</span></h2>' +
        `<ul>${lis([a("/wiki/South_Light", "South Light"), a("/wiki/Fresnel_lens", "Fresnel lens"), a("/wiki/List_of_lighthouses_of_the_coast", "List of lighthouses of the coast")])}</ul>` +
        '<h2><span class="mw-headline" id="References">References</span></h2>' +
        '<div class="reflist"><ol class="references"><li id="cite_note-1"><a href="#cite_ref-1">^</a> <span class="reference-text">Harbour board minutes, 1868.</span></li><li id="cite_note-2"><a href="#cite_ref-2">^</a> <span class="reference-text"><a href="https://archive.example.org/lenses">Lenses of the north coast</a>, 1902.</span></li></ol></div>' +
        `<div class="navbox"><table><tr><th>Lighthouses of the coast</th></tr><tr><td>${["South Light", "Gull Rock", "Seal Point", "Black Skerry", "Ferry Head", "Long Sand"].map((name) => a(`/wiki/${name.replace(/ /g, "_")}`, name)).join(" · ")}</td></tr></table></div>` +
        "</div></div>" +
        `<div id="catlinks" class="catlinks">Categories: ${a("/wiki/Category:Lighthouses", "Lighthouses")} ${a("/wiki/Category:1868_establishments", "1868 establishments")}</div></div>` +
        '<div id="footer"><p>This page was last edited on 1 March 2026.</p></div>',
    );
    const markdown = scrape(html, "https://harbourpedia.example/wiki/North_Light");
    expectOnceInOrder(markdown, [
      "The tower seen from the breakwater",
      "Built 1868",
      "Height 31 m",
      "is a lighthouse at the end of the north breakwater.",
      "History",
      "On the north light, the survey team",
      "The keepers and their families in 1901",
      "The light must never go out.",
      "Lens The tower keeps its first-order lens",
      "Focal length: 920 mm",
      "See also",
      "South Light",
      "Fresnel lens",
      "List of lighthouses of the coast",
      "References",
      "Harbour board minutes, 1868.",
      "Lenses of the north coast",
    ]);
    expectFaithful(markdown, ["Random article", "Recent changes", "This page was last edited"]);
  });

  it("a forum thread: the first post's list, code and quote, once", () => {
    const reply = (n: number, text: string) =>
      `<div class="post reply" id="p${n}"><div class="author"><a href="/u/user${n}">user${n}</a></div><div class="post-body"><p>${text}</p></div><div class="post-actions"><a href="#p${n}">Link</a> <a href="/reply?p=${n}">Reply</a></div></div>`;
    const html = page(
      "Anchor chain keeps jumping the gypsy | Sailing Forum",
      `<header><a href="/" class="logo">Sailing Forum</a><nav>${menu(["Forums", "Classifieds", "Members", "Search"])}</nav></header>` +
        '<div class="thread"><h1 class="thread-title">Anchor chain keeps jumping the gypsy</h1>' +
        '<div class="post first" id="p1"><div class="author"><a href="/u/skipper">skipper</a></div><div class="post-body">' +
        "<p>Since I replaced the chain last winter, it jumps off the gypsy of the windlass every time the anchor comes up with some weight on it. The old chain never did this.</p>" +
        "<p>What I have checked so far:</p>" +
        `<ul>${lis(["The chain is 8 mm, the gypsy is marked for 8 mm.", "The stripper arm is tight and not bent.", "The chain is not twisted on the way in."])}</ul>` +
        "<p>The seller's spec sheet says:</p>" +
        '<blockquote><p>Calibrated chain, DIN 766, pitch 24 mm.</p></blockquote>' +
        "<p>and my windlass manual gives this table of chains:</p>" +
        "<pre><code>gypsy 8 mm: DIN 766 / ISO 4565, pitch 24 mm\ngypsy 8 mm: ISO 4565 G40, pitch 24 mm</code></pre>" +
        "<p>Has anyone seen this with a new chain? Is it worth measuring the links one by one?</p>" +
        '</div><div class="post-actions"><a href="#p1">Link</a> <a href="/reply?p=1">Reply</a></div></div>' +
        [
          "Measure ten links with a caliper; cheap chain is often a little long.",
          "Mine did that until I changed the stripper.",
          "Check the gypsy for wear too, old gypsies lose their grip.",
          "Same problem here, it was the chain.",
          "Is the chain galvanised? Thick zinc can change the fit.",
        ]
          .map((text, n) => reply(n + 2, text))
          .join("") +
        "</div>" +
        '<footer><p>Sailing Forum · Terms · Privacy</p></footer>',
    );
    const markdown = scrape(html, "https://sailingforum.example/threads/anchor-chain-jumps-gypsy.4411/");
    expectOnceInOrder(markdown, [
      "Since I replaced the chain last winter",
      "What I have checked so far:",
      "The chain is 8 mm, the gypsy is marked for 8 mm.",
      "The chain is not twisted on the way in.",
      "Calibrated chain, DIN 766, pitch 24 mm.",
      "gypsy 8 mm: ISO 4565 G40, pitch 24 mm",
      "Is it worth measuring the links one by one?",
    ]);
    expectFaithful(markdown, ["Classifieds", "Members", "Terms · Privacy"]);
    expect(count(words(markdown), "Anchor chain keeps jumping the gypsy")).toBeLessThanOrEqual(1);
  });
});
