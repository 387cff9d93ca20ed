import { load } from "cheerio/slim";
import { beforeAll, describe, expect, it } from "vitest";
import { loadMarkdownConverter, type HtmlToMarkdown } from "../../src/engine/content/html-to-markdown.js";
import { ReferenceCollector } from "../../src/engine/content/links.js";
import { readPage } from "../../src/engine/content/page-document.js";
import { scanPage } from "../../src/engine/content/page-scan.js";
import { absolutizeReferences, extractMetadata, filterContent } from "../helpers/dom-page-oracle.js";

const pageUrl = "https://example.com/a/b?q=1#x";

// Pages where a single pass can easily get element boundaries, links or metadata wrong.
const pages: Record<string, string> = {
  article:
    '<!doctype html><html lang="de"><head><title>Article</title><meta name="description" content="An article">' +
    '<meta property="og:image" content="/og.png"></head><body><div class="cookie-banner">We use cookies</div>' +
    '<nav><a href="/a">Nav link</a></nav><article><header><h1>Headline</h1></header><p>Body <a href="rel/child?x=1#frag">relative</a>.</p>' +
    '<div class="ad">Buy now</div><pre><code class="language-ts">const a = 1;</code></pre><img src="data:image/png;base64,AAAA" alt="inline"></article>' +
    '<aside class="sidebar">Sidebar</aside><footer>Footer</footer><script>var tracking = 1;</script></body></html>',
  withoutBody: '<title>T &amp; U</title><p>Hello <a href=x.html>x</a></p><nav>n</nav>',
  impliedEnds: '<body><p>one<p>two<ul><li>a<li class="share">b<li>c</ul><div class=menu>menu<main>kept</main></div><div class="menu">gone</div></body>',
  entities:
    '<head><title>Caf&eacute; &mdash; &#169; &copy</title><meta name="description" content="a &amp; b &rsquo;"></head>' +
    '<body><p>&eacute;t&eacute; a <3 b</p><a href="/s?a=1&amp;b=2">s</a><a href="/t?a=1&b=2&copy=3">t</a></body>',
  base: '<head><base href="https://other.example/root/"></head><body><a href="x">x</a><img src="i.png"><a href="javascript:void(0)">js</a><a href="#top">top</a><a href="mailto:a@b.c">m</a></body>',
  baseAfterLinks: '<body><a href="x">x</a><base href="https://other.example/root/"><a href="y">y</a></body>',
  images: '<body><img data-src="/lazy.png" src="data:image/gif;base64,R0l"><img src=" /sp ace.png "><img alt="none"><img data-src="d.png"></body>',
  pageChrome: '<body><header><h1>Site</h1></header><div role="main"><header>Post header</header><p>Text</p></div><footer>Page footer</footer></body>',
  rolesAndForms:
    '<body><div role="navigation">rn</div><div aria-modal="true">modal</div><div id="sidebar">sb</div><div class="x  social y">soc</div>' +
    "<p>keep</p><button>btn</button><input value=x><select><option>o</select><textarea>ta <b>x</b></textarea></body>",
  foreignAndRaw:
    '<body><svg><title>svg</title><path d="M0"/><a href="/svg">s</a></svg><math><mrow/><mi/><mo>+</mo></math>' +
    '<script>var s = "</div><nav>";</script><template><main>t</main></template><!-- <nav>x</nav> --><p>end</p></body>',
  uppercase: '<HTML LANG="FR"><HEAD><TITLE>Up</TITLE><LINK REL="Shortcut Icon" HREF="/f.ico"></HEAD><BODY><NAV>n</NAV><P CLASS="ad">ad</P><P>Body <A HREF="/U">u</A></P></BODY></HTML>',
  strayEndTags: '<body><p>a</p></p></br></div><span>x</span></b><p>after</body><p>after body</p></html>',
  cutOff: '<body><p>ok</p><a href="/x',
  sameDocument: '<body><a href="b?q=1#other">same</a><a href="https://example.com/a/b?q=1#y">same</a><a href="b?q=2#y">other</a><a href="b?q=1#">empty</a></body>',
};

function domPath(html: string, onlyMainContent: boolean) {
  const $ = load(html);
  const metadata = extractMetadata($, pageUrl);
  const references = absolutizeReferences($, pageUrl, true);
  return { metadata, references, contentHtml: filterContent($, onlyMainContent) };
}

describe("the single-pass scanner", () => {
  let toMarkdown: HtmlToMarkdown;
  beforeAll(async () => {
    toMarkdown = (await loadMarkdownConverter()).convert;
  });

  describe.each([true, false])("matches the DOM path (onlyMainContent %s)", (onlyMainContent) => {
    it.each(Object.keys(pages))("on %s", (name) => {
      const html = pages[name] ?? "";
      const dom = domPath(html, onlyMainContent);
      const scanned = scanPage(html, pageUrl, { onlyMainContent, removeBase64Images: true });
      expect(scanned.metadata).toEqual(dom.metadata);
      expect(scanned.references).toEqual(dom.references);
      expect(toMarkdown(scanned.contentHtml)).toBe(toMarkdown(dom.contentHtml));
    });
  });

  it("removes boilerplate by its extent, keeping boilerplate that holds the main content", () => {
    const { contentHtml } = scanPage(pages.impliedEnds ?? "", pageUrl, { onlyMainContent: true, removeBase64Images: true });
    expect(contentHtml).toBe("<p>one</p><p>two</p><ul><li>a</li><li>c</li></ul><div class=menu>menu<main>kept</main></div>");
  });

  it("resolves links against a <base> that comes after them", () => {
    const { references } = scanPage(pages.baseAfterLinks ?? "", pageUrl, { onlyMainContent: true, removeBase64Images: true });
    expect(references.links).toEqual(["https://other.example/root/x", "https://other.example/root/y"]);
  });

  it("leaves links to the same document out of the link list", () => {
    const { references } = scanPage(pages.sameDocument ?? "", pageUrl, { onlyMainContent: true, removeBase64Images: true });
    expect(references.links).toEqual(["https://example.com/a/b?q=2#y", "https://example.com/a/b?q=1#"]);
  });

  it("rewrites links in the html it returns", () => {
    const page = readPage(pages.article ?? "", pageUrl, { formats: new Set(["html"]), onlyMainContent: true, removeBase64Images: true });
    expect(page.contentHtml.startsWith("<article>")).toBe(true);
    expect(page.contentHtml).toContain('href="https://example.com/a/rel/child?x=1#frag"');
    expect(page.contentHtml).toContain('src="#base64-image-removed"');
  });
});

describe("reference resolution without the URL parser", () => {
  const references = [
    "/docs/a", "page?x=1#top", "rel/child", "/x/y/", "https://example.org", "https://example.org/p?q#f", "http://a.b-c.d/e",
    "../up", "./here", "/a/./b", "//cdn.example/x", "?only", "#only", "", " /spaced ", "/sp ace", "/%2e%2e/x", "/a\\b",
    "HTTPS://Example.org/", "https://xn--bcher-kva.example/", "http://127.1/", "https://example.org:443/", "https://u@h.example/",
    "mailto:a@b.c", "javascript:void(0)", "http:relative", "tel:+1", "/é", "/q?a='b'", "https://h.example/#x'y",
  ];

  function expected(reference: string, base: string): string | null | undefined {
    let url: URL;
    try {
      url = new URL(reference.trim(), base);
    } catch {
      return undefined;
    }
    if (url.protocol === "javascript:") return null;
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  }

  it.each(["https://example.com/dir/page?x=1#f", "http://u:p@host:8080/a/b/", "https://example.com"])("agrees with new URL against %s", (base) => {
    const collector = new ReferenceCollector(base, undefined, true);
    for (const reference of references) expect(collector.anchor(reference), reference).toBe(expected(reference, base));
  });
});
