import { beforeAll, describe, expect, it } from "vitest";
import { loadMarkdownConverter, type HtmlToMarkdown } from "../../src/engine/content/html-to-markdown.js";
import { buildPageDocument, readPage, type DocumentOptions } from "../../src/engine/content/page-document.js";

const pageUrl = "https://example.com/blog/post";
const mainContent: DocumentOptions = { formats: new Set(["markdown"]), onlyMainContent: true, removeBase64Images: true };
const everything: DocumentOptions = { ...mainContent, onlyMainContent: false };

const sentence = (topic: string, n: number) =>
  `The ${topic} paragraph number ${n} explains, in plain words and with enough detail, how the lighthouse keeper kept the lamp burning through the winter storms.`;
const paragraphs = (topic: string, count: number) => Array.from({ length: count }, (_, n) => `<p>${sentence(topic, n)}</p>`).join("");

let toMarkdown: HtmlToMarkdown;
beforeAll(async () => {
  toMarkdown = (await loadMarkdownConverter()).convert;
});

function markdownOf(html: string, options: DocumentOptions = mainContent): string {
  return toMarkdown(readPage(html, pageUrl, options).contentHtml);
}

describe("main content", () => {
  // A news page built from plain divs: ticker, menu, article, share bar, related grid, comments, footer.
  const newsPage =
    "<html><head><title>Keeper</title></head><body>" +
    '<div class="top-strip"><div class="ticker"><a href="/1">Markets rally</a> <a href="/2">Storm warning</a> <a href="/3">Election night</a></div>' +
    '<div class="site-menu"><a href="/news">News</a> <a href="/sport">Sport</a> <a href="/world">World</a> <a href="/tech">Tech</a></div></div>' +
    '<div class="layout"><div class="story">' +
    "<h1>The last lighthouse keeper</h1>" +
    paragraphs("article", 6) +
    '<div class="share-this"><a href="/s/fb">Share on Facebook</a> <a href="/s/tw">Share on X</a></div>' +
    "</div>" +
    '<div class="more-world"><h2>More World</h2><ul>' +
    Array.from({ length: 8 }, (_, n) => `<li><a href="/w/${n}">World teaser headline number ${n} about something else</a></li>`).join("") +
    "</ul></div>" +
    '<div id="comments"><h3>Comments</h3>' +
    paragraphs("reader comment", 4) +
    "</div></div>" +
    '<div style="display:none"><p>Tracking pixel text that nobody sees on the page.</p></div>' +
    "<div hidden><p>A hidden survey invitation that is never shown to readers.</p></div>" +
    '<div class="site-footer">' +
    Array.from({ length: 30 }, (_, n) => `<a href="/f/${n}">Footer link ${n}</a>`).join(" ") +
    "</div></body></html>";

  it("keeps the whole article and drops div-built chrome, sharing, related links, comments and hidden blocks", () => {
    const markdown = markdownOf(newsPage);
    for (let n = 0; n < 6; n++) expect(markdown).toContain(sentence("article", n));
    expect(markdown).toContain("The last lighthouse keeper");
    for (const gone of ["Markets rally", "Sport", "Share on Facebook", "More World", "World teaser", "reader comment", "Comments", "Tracking pixel", "survey invitation", "Footer link"]) {
      expect(markdown).not.toContain(gone);
    }
  });

  it("keeps everything readable with onlyMainContent off", () => {
    const markdown = markdownOf(newsPage, everything);
    expect(markdown).toContain("reader comment");
    expect(markdown).toContain("Footer link 29");
  });

  it("keeps a short page whole rather than losing its text", () => {
    const markdown = markdownOf("<body><div class='note'><p>Only a short note here.</p></div></body>");
    expect(markdown).toContain("Only a short note here.");
  });

  it("joins an article split into sibling blocks by an ad slot", () => {
    const page =
      `<body><div class="menu"><a href="/a">A</a> <a href="/b">B</a></div><div class="wrap"><div class="story-body">${paragraphs("first half", 4)}</div>` +
      `<div class="ad-slot"></div><div class="story-body">${paragraphs("second half", 4)}</div></div></body>`;
    const markdown = markdownOf(page);
    expect(markdown).toContain(sentence("first half", 0));
    expect(markdown).toContain(sentence("second half", 3));
  });

  it("keeps what belongs to the article: deep sibling sections, subheadings, text lists, formulas and responsive blocks", () => {
    const deep = (topic: string) => `<div class="part"><div><div><div><div><div>${paragraphs(topic, 3)}</div></div></div></div></div></div>`;
    const page =
      `<body><div class="menu"><a href="/a">A</a> <a href="/b">B</a></div><div class="wrap">` +
      `<div class="story">${paragraphs("opening", 5)}<p>Energy is <span class="MathJax CtxtMenu_Attached_0">E = mc squared</span> in the famous formula of the physicist.</p>` +
      '<ul><li><p>A list item that is a full sentence of the article body.</p></li><li><p>Another list item that explains a point.</p></li></ul>' +
      '<div class="hidden md:block"><p>A note shown on desktop screens beside the text of the article.</p></div>' +
      '<div class="d-none d-lg-block"><p>A second note that Bootstrap shows on large screens only.</p></div></div>' +
      `<h2>The second part</h2>${deep("second part")}</div></body>`;
    const markdown = markdownOf(page);
    expect(markdown).toContain(sentence("opening", 4));
    expect(markdown).toContain("E = mc squared");
    expect(markdown).toContain("A list item that is a full sentence");
    expect(markdown).toContain("A note shown on desktop screens");
    expect(markdown).toContain("A second note that Bootstrap shows");
    expect(markdown).toContain("The second part");
    expect(markdown).toContain(sentence("second part", 2));
    expect(markdown).not.toContain("[A]");
  });

  it("keeps links inside a sentence whatever their class (footnote popups, inline share links)", () => {
    const page =
      `<body><article>${paragraphs("story", 4)}` +
      '<p>He held that <a href="javascript:void(0)" class="popup">the easiest way of life is the best</a>, and told it to anyone who would <a href="/s" class="share">share a quiet evening</a> with him.</p>' +
      '<div class="share"><a href="/s/fb">Share on Facebook</a> <a href="/s/tw">Share on X</a></div></article></body>';
    const markdown = markdownOf(page);
    expect(markdown).toContain("the easiest way of life is the best");
    expect(markdown).toContain("share a quiet evening");
    expect(markdown).not.toContain("Share on Facebook");
  });

  it("keeps an opinion column's body (commentary is not comments) and <br>-split text broken up by bold words", () => {
    const scraps =
      "<div>On <b>Monday</b> the <b>council</b> met at <b>noon</b> in the <i>old</i> hall by the <b>harbour</b>.<br><br>" +
      "The <b>mayor</b> said the <b>lamp</b> would <i>stay</i> lit for <b>good</b> this <b>year</b>.<br><br>" +
      "Then the <b>keeper</b> <i>thanked</i> the <b>town</b> and <b>went</b> back <i>up</i> the <b>stairs</b> to the light.<br><br>" +
      "By <b>dusk</b> the <b>lamp</b> was <i>lit</i> and the <b>boats</b> came <b>home</b> one by <b>one</b>.</div>";
    const page =
      '<body><div class="site-menu"><a href="/a">News</a> <a href="/b">Sport</a></div>' +
      `<div class="commentary-body">${paragraphs("opinion", 5)}${scraps}</div>` +
      '<div id="comments"><h3>Comments</h3><p>A reader wrote a reply that is not part of the column at all, only a reaction.</p></div></body>';
    const markdown = markdownOf(page);
    expect(markdown).toContain(sentence("opinion", 4));
    expect(markdown).toContain("stay");
    expect(markdown).toContain("thanked");
    expect(markdown).not.toContain("A reader wrote a reply");
  });

  it("keeps documentation sections whose ids are slugs of their headings, not chrome titled with its own id", () => {
    // Sphinx, mkdocs, pandoc and blog engines put ids made from the heading on each section,
    // sometimes after an empty anchor, or around a <header>.
    const section = (id: string, heading: string, topic: string) =>
      `<div class="section" id="${id}"><h2>${heading}<a class="headerlink" href="#${id}">¶</a></h2>${paragraphs(topic, 3)}</div>`;
    const page =
      '<body><div class="menu"><a href="/a">Guide</a> <a href="/b">API</a></div><div class="body"><div class="section" id="guide">' +
      `<h1>Shared history</h1>${paragraphs("intro", 5)}` +
      section("sharing-with-a-single-developer", "Sharing with a single developer", "single developer") +
      section("sharing-with-multiple-developers-code-review", "Sharing with multiple developers: code review", "code review") +
      `<div class="section" id="related-tools-and-popular-extensions"><span id="tools-label"></span><h2>Related tools and popular extensions</h2>${paragraphs("tools", 3)}</div>` +
      `<section id="sharing-a-repository-over-ssh"><header><h2>Sharing a repository over SSH</h2></header>${paragraphs("ssh", 3)}</section>` +
      `</div></div><section id="share-this-story"><h2>Share this story</h2>${paragraphs("sharing widget", 2)}</section>` +
      '<div id="related-posts"><h3>Related posts</h3><p>A teaser for another page that is not part of this guide at all.</p></div></body>';
    const markdown = markdownOf(page);
    for (const topic of ["intro", "single developer", "code review", "tools", "ssh"]) expect(markdown).toContain(sentence(topic, 1));
    expect(markdown).toContain("Sharing with a single developer");
    expect(markdown).not.toContain("sharing widget");
    expect(markdown).not.toContain("A teaser for another page");
  });

  it("keeps paragraphs behind a paywall and a box of the story called 'aside', not the subscription offer", () => {
    const page =
      `<body><div class="story"><h1>The keeper</h1><div class="lead">${paragraphs("free", 3)}</div>` +
      `<div class="paywall subscriber-only">${paragraphs("premium", 4)}</div>` +
      `<div class="box"><div class="aside">${paragraphs("box", 3)}</div></div>` +
      '<div class="subscribe-content"><p>Subscribe today for one euro a month, and read every story of the harbour town without limits.</p></div></div>' +
      `<div class="reader-area"><div class="comment-list">${paragraphs("reader comment", 6)}</div></div></body>`;
    const markdown = markdownOf(page);
    expect(markdown).toContain(sentence("free", 2));
    expect(markdown).toContain(sentence("premium", 3));
    expect(markdown).toContain(sentence("box", 2));
    expect(markdown).not.toContain("Subscribe today");
    expect(markdown).not.toContain("reader comment");
  });

  it("knows comments, related links and ads named in Spanish, French or German (a German 'Kommentar' is an opinion piece)", () => {
    const page =
      `<body><div class="noticia"><h1>El farero</h1>${paragraphs("noticia", 5)}` +
      `<div class="kommentar-box">${paragraphs("Kommentar (an opinion piece)", 3)}</div>` +
      `<div id="comentarios"><h3>15 Comentarios</h3>${paragraphs("comentario", 2)}</div>` +
      '<div class="noticias-relacionadas"><p>Otra noticia relacionada que no es parte del artículo.</p></div>' +
      '<div class="bloc-partage"><p>Partager cet article avec vos amis et votre famille.</p></div>' +
      '<div class="werbung-mitte"><p>Anzeige: ein Angebot, das mit dem Artikel nichts zu tun hat.</p></div></div></body>';
    const markdown = markdownOf(page);
    expect(markdown).toContain(sentence("noticia", 4));
    expect(markdown).toContain(sentence("Kommentar (an opinion piece)", 2));
    for (const gone of ["Comentarios", "comentario paragraph", "Otra noticia", "Partager", "Anzeige"]) expect(markdown).not.toContain(gone);
  });

  it("counts a lazy image and its <noscript> picture as one picture (its captioned figure is no image strip)", () => {
    const photo =
      '<div class="media-block"><div><span><img alt="The harbour" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><noscript><img alt="The harbour" src="https://example.com/harbour.jpg"></noscript></span></div>' +
      '<div class="media-caption"><figcaption><em>The harbour at dawn, seen from the lamp room.</em></figcaption></div></div>';
    const markdown = markdownOf(`<body><div class="story">${paragraphs("before", 3)}${photo}${paragraphs("after", 3)}</div></body>`);
    expect(markdown).toContain("The harbour at dawn, seen from the lamp room.");
    expect(markdown).toContain("https://example.com/harbour.jpg");
    expect(markdown).not.toContain("data:image");
  });

  it("survives nesting thousands of levels deep", () => {
    const depth = 20_000;
    const page = `<body>${"<div>".repeat(depth)}${paragraphs("deep", 2)}${"</div>".repeat(depth)}</body>`;
    expect(markdownOf(page)).toContain(sentence("deep", 1));
  });
});

describe("markdown of hard markup", () => {
  it("turns code laid out in a table (line-number gutter + code cell) into one fenced block with entities decoded", () => {
    const page =
      `<body><article>${paragraphs("code intro", 3)}` +
      '<table class="crayon-table"><tr><td class="gutter"><div class="line">1</div><div class="line">2</div><div class="line">3</div></td>' +
      '<td class="code"><pre class="brush: php;">if ($a &amp;&amp; $b) {<br>  echo "&lt;ok&gt;";<br>}</pre></td></tr></table></article></body>';
    const markdown = markdownOf(page);
    expect(markdown).toContain('```php\nif ($a && $b) {\n  echo "<ok>";\n}\n```');
    expect(markdown).not.toContain("|");
  });

  it("takes code from a plugin table without a <pre> (one div per line)", () => {
    const page =
      `<body><article>${paragraphs("plugin", 3)}<table><tbody><tr><td class="line-numbers">1<br>2</td>` +
      '<td class="code"><div class="line"><code>const x = 1 &lt; 2;</code></div><div class="line"><code>console.log(x);</code></div></td></tr></tbody></table></article></body>';
    expect(markdownOf(page)).toContain("```\nconst x = 1 < 2;\nconsole.log(x);\n```");
  });

  it("uses the real picture of lazy-loaded images (noscript, data-src, data-srcset, srcset)", () => {
    const page =
      `<body><article>${paragraphs("gallery", 3)}<p>` +
      '<img class="lazy" src="/blur-20px.jpg" alt="Harbour"><noscript><img src="/harbour-full.jpg" alt="Harbour"></noscript> ' +
      '<img src="data:image/gif;base64,R0lGOD" data-src="/boat.jpg" alt="Boat"> ' +
      '<img src="/grey.gif" data-srcset="/cliff-300.jpg 300w, /cliff-1200.jpg 1200w" alt="Cliff"> ' +
      '<img srcset="/lamp-1x.jpg 1x, /lamp-2x.jpg 2x" alt="Lamp"> ' +
      // A script's JSON of sizes in the lazy attribute is no address: the src stays.
      '<img data-src="{&quot;default&quot;:{&quot;w&quot;:&quot;73&quot;,&quot;src&quot;:&quot;//cdn.example/pier-small.jpg&quot;}}" src="https://cdn.example/pier.jpg" alt="Pier"></p>' +
      "<noscript><p>Please enable JavaScript.</p></noscript></article></body>";
    const markdown = markdownOf(page);
    expect(markdown).toContain("![Harbour](https://example.com/harbour-full.jpg)");
    expect(markdown).not.toContain("blur-20px");
    expect(markdown).toContain("![Boat](https://example.com/boat.jpg)");
    expect(markdown).toContain("![Cliff](https://example.com/cliff-1200.jpg)");
    expect(markdown).toContain("![Lamp](https://example.com/lamp-2x.jpg)");
    expect(markdown).toContain("![Pier](https://cdn.example/pier.jpg)");
    expect(markdown).not.toContain("enable JavaScript");
  });

  it("puts a <tfoot> after the body rows and shows the header once", () => {
    const page =
      `<body><article>${paragraphs("table", 3)}<table><thead><tr><th>Item</th><th>Qty</th></tr></thead>` +
      "<tfoot><tr><td>Total</td><td>3</td></tr></tfoot><tbody><tr><td>Rope</td><td>1</td></tr><tr><td>Oil</td><td>2</td></tr></tbody></table></article></body>";
    const markdown = markdownOf(page);
    expect(markdown).toContain("| Item | Qty |\n| --- | --- |\n| Rope | 1 |\n| Oil | 2 |\n| Total | 3 |");
    expect(markdown.match(/\| Item \| Qty \|/g)).toHaveLength(1);
  });

  it("renders a layout table (uneven rows, block content in cells) as text, not broken GFM", () => {
    const page =
      `<body><article>${paragraphs("layout", 3)}<table><tr><td>Home</td><td>About</td><td>Blog</td><td>Shop</td><td>Help</td><td>Jobs</td><td>Press</td></tr>` +
      "<tr><td><h2>Welcome aboard</h2><p>First block of text.</p><p>Second block of text.</p></td></tr></table></article></body>";
    const markdown = markdownOf(page, everything);
    expect(markdown).toContain("Welcome aboard");
    expect(markdown).toContain("Second block of text.");
    expect(markdown).not.toMatch(/^\|/m);
  });
});

describe("metadata from the same pass", () => {
  const head =
    '<html lang="en-GB"><head><title>Keeper | The Coast Times</title><meta name="description" content="A keeper and his lamp.">' +
    '<meta name="author" content="Ada Lovelace"><meta property="article:published_time" content="2024-03-01T08:00:00Z">' +
    '<link rel="canonical" href="/news/keeper"></head><body><p>Text.</p></body></html>';

  it("reads title, description, author, published time, language and canonical URL", () => {
    const { metadata } = readPage(head, pageUrl, mainContent);
    expect(metadata).toMatchObject({
      title: "Keeper | The Coast Times",
      description: "A keeper and his lamp.",
      author: "Ada Lovelace",
      publishedTime: "2024-03-01T08:00:00Z",
      language: "en-GB",
      canonicalUrl: "https://example.com/news/keeper",
    });
  });

  it("puts the page's metadata before the engine's fields in the document, the engine's winning, whatever the page names", () => {
    const hostile =
      '<html><head><title>T</title><meta name="__proto__" content="p"><meta name="constructor" content="c"><meta name="url" content="u">' +
      '<meta name="statusCode" content="s"><meta property="og:__proto__" content="o"></head><body><p>Text.</p></body></html>';
    const response = { requestedUrl: pageUrl, url: pageUrl, status: 200, headers: {}, contentType: "text/html", body: Buffer.from(hostile) };
    const { metadata } = buildPageDocument(response, mainContent, toMarkdown, "id").document;
    const page = readPage(hostile, pageUrl, mainContent).metadata;
    const engine = { sourceURL: pageUrl, url: pageUrl, statusCode: 200, contentType: "text/html", scrapeId: "id", proxyUsed: "basic", cacheState: "miss", creditsUsed: 0 };
    expect(Object.getPrototypeOf(metadata)).toBe(Object.prototype);
    expect(JSON.stringify(metadata)).toBe(JSON.stringify({ ...page, ...engine }));
    // A meta name that is also a member of Object.prototype is read as the page wrote it.
    expect(metadata.constructor).toBe("c");
    const twice = readPage('<head><meta name="__proto__" content="a"><meta name="__proto__" content="b"></head><body><p>x</p></body>', pageUrl, mainContent).metadata;
    expect(Object.getPrototypeOf(twice)).toBe(Object.prototype);
  });

  it("falls back to JSON-LD for the author and the date", () => {
    const page =
      '<html><head><title>T</title><script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"Site"},' +
      '{"@type":"NewsArticle","headline":"H","author":[{"@type":"Person","name":"Grace Hopper"},{"@type":"Person","name":"Alan Turing"}],"datePublished":"2023-05-06"}]}</script>' +
      '<script type="application/ld+json">{ broken</script></head><body><p>Text.</p></body></html>';
    const { metadata } = readPage(page, pageUrl, mainContent);
    expect(metadata.author).toBe("Grace Hopper, Alan Turing");
    expect(metadata.publishedTime).toBe("2023-05-06");
  });

  it("prefers the JSON-LD author to a meta byline, and reads space-separated RDFa properties", () => {
    const page =
      '<head><meta name="byl" content="By Grace Hopper"><meta property="dc:creator twitter:creator" content="Ada Lovelace">' +
      '<script type="application/ld+json">{"@type":"NewsArticle","author":{"@type":"Person","name":"Grace Hopper"}}</script></head><body><p>x</p></body>';
    expect(readPage(page, pageUrl, mainContent).metadata.author).toBe("Grace Hopper");
    const rdfa = '<head><meta property="dc:creator twitter:creator" content="Ada Lovelace"><meta name="author" content="Someone Else"></head><body><p>x</p></body>';
    expect(readPage(rdfa, pageUrl, mainContent).metadata).toMatchObject({ author: "Ada Lovelace", "twitter:creator": "Ada Lovelace" });
  });

  it("reads JSON-LD wrapped in CDATA, and its date before a meta date without a zone", () => {
    const page =
      '<head><meta property="article:published_time" content="2018-12-21 12:55:00"><script type="application/ld+json">\n//<![CDATA[\n' +
      '{"@type":"ReportageNewsArticle","datePublished":"2018-12-21T12:55:00Z","author":{"@type":"Person","name":"Bruno Rodrigues"}}\n//]]>\n</script></head><body><p>x</p></body>';
    expect(readPage(page, pageUrl, mainContent).metadata).toMatchObject({ publishedTime: "2018-12-21T12:55:00Z", author: "Bruno Rodrigues" });
  });

  it("takes the byline the body shows when the head names no author", () => {
    const article = (byline: string) => `<html><head><title>T</title></head><body><article><h1>Keeper</h1>${byline}${paragraphs("article", 3)}</article></body></html>`;
    // itemprop="author" with the name inside it: the name, not the date beside it.
    const schema = '<p class="byline" itemprop="author"><a rel="author" href="/a/ada"><span itemprop="name">Ada Lovelace</span></a> - <time>Apr 16, 2015</time></p>';
    expect(readPage(article(schema), pageUrl, mainContent).metadata.author).toBe("Ada Lovelace");
    expect(readPage(article('<div class="article-byline">By Mary Shelley &amp; Percy</div>'), pageUrl, mainContent).metadata.author).toBe("By Mary Shelley & Percy");
    expect(readPage(article('<a rel="author" href="/a/g">Grace Hopper</a>'), pageUrl, mainContent).metadata.author).toBe("Grace Hopper");
    // Hidden, or too long to be a byline (an author bio): not an author.
    const notBylines = `<div class="author" hidden>Hidden Name</div><div class="author-bio">${sentence("bio", 1)}</div>`;
    expect(readPage(article(notBylines), pageUrl, mainContent).metadata.author).toBeUndefined();
  });

  it("decodes metadata a site escaped twice", () => {
    const page = '<head><title>Tom &amp;amp; Jerry</title><meta name="description" content="That&amp;#039;s the &amp;quot;best&amp;quot; one"></head><body><p>x</p></body>';
    expect(readPage(page, pageUrl, mainContent).metadata).toMatchObject({ title: "Tom & Jerry", description: 'That\'s the "best" one' });
  });

  it("ignores an author meta that is a profile URL", () => {
    const page = '<head><meta property="article:author" content="https://facebook.com/someone"><meta name="parsely-author" content="Mary Shelley"></head><body><p>x</p></body>';
    expect(readPage(page, pageUrl, mainContent).metadata.author).toBe("Mary Shelley");
  });
});
