/**
 * A deterministic mixed HTML corpus for P5: small crawl-like pages, a blog article, a docs page
 * with a long sidebar, a page of about 1 MB, a 2,000-row table, deep nesting and entity-heavy text.
 * `scaled()` builds the same page family at several sizes to see whether time grows linearly.
 */

export interface CorpusPage {
  name: string;
  html: string;
  bytes: number;
}

const WORDS = (
  "crawl index page markdown agent context token budget retry timeout signal stream loader engine search scrape " +
  "schema result cursor origin robots sitemap header footer table list anchor image paragraph section summary"
).split(" ");

/** Deterministic pseudo-random text (a linear congruential generator; no Math.random). */
function textMaker(seed: number): (words: number) => string {
  let state = seed >>> 0;
  return (count) => {
    const out: string[] = [];
    for (let i = 0; i < count; i++) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      out.push(WORDS[state % WORDS.length] ?? "word");
    }
    return out.join(" ");
  };
}

function page(title: string, body: string, chrome = true): string {
  const nav = chrome
    ? `<header><nav class="navbar"><a href="/">Home</a> <a href="/docs">Docs</a> <a href="/blog">Blog</a> <a href="/pricing">Pricing</a></nav></header>`
    : "";
  const footer = chrome ? `<footer><p>© 2026 Example</p><a href="/privacy">Privacy</a> <a href="/terms">Terms</a></footer>` : "";
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
    `<meta name="description" content="${title} description"><link rel="stylesheet" href="/s.css">` +
    `<script>window.analytics = { id: "x" };</script><style>body{font-family:sans-serif}</style></head>` +
    `<body>${nav}<main>${body}</main>${footer}</body></html>`
  );
}

/** One article section: heading, paragraphs with inline markup and links, a list, code, a quote. */
function articleSection(index: number, words: (n: number) => string): string {
  return (
    `<h2 id="s${index}">Section ${index}: ${words(4)}</h2>` +
    `<p>${words(40)} <strong>${words(3)}</strong> ${words(20)} <a href="/ref/${index}">${words(2)}</a> <em>${words(3)}</em> ${words(25)}.</p>` +
    `<p>${words(60)} <code>fn_${index}()</code> ${words(30)}.</p>` +
    `<ul><li>${words(8)}</li><li>${words(10)} <a href="https://example.org/${index}">link</a></li><li>${words(6)}<ul><li>${words(5)}</li><li>${words(7)}</li></ul></li></ul>` +
    `<pre><code class="language-ts">const value${index} = await client.scrape({ url: "https://example.com/${index}" });\nconsole.log(value${index}.markdown);</code></pre>` +
    `<blockquote><p>${words(25)}</p></blockquote>` +
    `<p><img src="/img/${index}.png" alt="${words(3)}"> ${words(15)} &amp; ${words(5)} &lt;tag&gt; ${words(10)}</p>`
  );
}

export function article(sections: number, seed = 1): string {
  const words = textMaker(seed);
  const body = Array.from({ length: sections }, (_, i) => articleSection(i, words)).join("");
  return page(`Article with ${sections} sections`, `<article><h1>${words(5)}</h1>${body}</article>`);
}

export function table(rows: number, seed = 2): string {
  const words = textMaker(seed);
  const head = "<thead><tr><th>id</th><th>name</th><th>status</th><th>credits</th><th>notes</th></tr></thead>";
  const body = Array.from(
    { length: rows },
    (_, i) => `<tr><td>${i}</td><td><a href="/item/${i}">${words(2)}</a></td><td>${i % 3 === 0 ? "done" : "open"}</td><td>${(i * 7) % 101}</td><td>${words(6)}</td></tr>`,
  ).join("");
  return page(`Table with ${rows} rows`, `<h1>Report</h1><table>${head}<tbody>${body}</tbody></table>`);
}

export function docsPage(seed = 3): string {
  const words = textMaker(seed);
  const sidebar = `<aside class="sidebar"><ul>${Array.from({ length: 300 }, (_, i) => `<li><a href="/docs/${i}">${words(3)}</a></li>`).join("")}</ul></aside>`;
  const sections = Array.from({ length: 12 }, (_, i) => articleSection(i, words)).join("");
  const small = `<table><tr><th>option</th><th>default</th></tr>${Array.from({ length: 20 }, (_, i) => `<tr><td><code>opt${i}</code></td><td>${i}</td></tr>`).join("")}</table>`;
  return page("Docs page", `${sidebar}<div class="content"><h1>${words(4)}</h1>${sections}${small}</div>`);
}

export function nested(depth: number, seed = 4): string {
  const words = textMaker(seed);
  let html = `<p>${words(10)}</p>`;
  for (let i = 0; i < depth; i++) html = `<div class="level-${i}"><p>${words(6)}</p>${html}</div>`;
  return page(`Nested ${depth}`, html);
}

export function entityText(paragraphs: number, seed = 5): string {
  const words = textMaker(seed);
  const body = Array.from({ length: paragraphs }, () => `<p>${words(12)} &amp; &lt;b&gt; &quot;${words(3)}&quot; &#169; &eacute;t&eacute; &nbsp; ${words(12)} &#x2014; ${words(6)}</p>`).join("");
  return page("Entities", body);
}

/** A small page like the generated test site serves (what a crawl mostly sees). */
export function smallPage(index: number): string {
  const words = textMaker(100 + index);
  return page(
    `Page ${index}`,
    `<h1>Page ${index}</h1><p>${words(30)}</p><p>${words(25)}</p><table><tr><th>key</th><th>value</th></tr><tr><td>index</td><td>${index}</td></tr></table>` +
      `<ul><li><a href="/page/${2 * index + 1}">Child</a></li><li><a href="/page/${2 * index + 2}">Child</a></li></ul>`,
  );
}

function entry(name: string, html: string): CorpusPage {
  return { name, html, bytes: Buffer.byteLength(html) };
}

/** Sections that make an article about 1 MB. */
const MEGABYTE_SECTIONS = 440;

export function mixedCorpus(): CorpusPage[] {
  return [
    ...Array.from({ length: 50 }, (_, i) => entry(`small page ${i}`, smallPage(i))),
    entry("article (~30 KB)", article(20)),
    entry("docs page with sidebar", docsPage()),
    entry("entity-heavy text", entityText(400)),
    entry("nested divs, depth 300", nested(300)),
    entry("table, 2,000 rows", table(2_000)),
    entry("article, ~1 MB", article(MEGABYTE_SECTIONS)),
  ];
}

/** The big page families at 1/8, 1/4, 1/2 and full size, to fit time against size. */
export function scaledFamilies(): Array<{ family: string; pages: CorpusPage[] }> {
  const fractions = [1 / 8, 1 / 4, 1 / 2, 1];
  return [
    { family: "article up to ~1 MB", pages: fractions.map((f) => entry(`article ×${f}`, article(Math.round(MEGABYTE_SECTIONS * f)))) },
    { family: "table up to 2,000 rows", pages: fractions.map((f) => entry(`table ×${f}`, table(Math.round(2_000 * f)))) },
    { family: "nesting up to depth 300", pages: fractions.map((f) => entry(`nested ×${f}`, nested(Math.round(300 * f)))) },
  ];
}
