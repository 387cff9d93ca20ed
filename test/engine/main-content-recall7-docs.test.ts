import { beforeAll, describe, expect, it } from "vitest";
import { count, loadConverter, scrape, words } from "../helpers/article-page.js";
import { a, cmsPage, expectClean, expectOnceInOrder, proseBlock } from "../helpers/cms-page.js";

// Documentation and technical blog pages: tables in scroll wrappers, definition lists, collapsible
// sections, nested ordered lists, row-header tables, tables of links, code with line-number tables,
// and pictures whose caption is printed more than once by the page (alt, title, noscript fallback).

beforeAll(loadConverter);

const md = (html: string, url?: string) => scrape(html, url);

describe("main content: documentation parts, once and in order", () => {
  it("keeps a downloads table whose cells are mostly links, in an overflow wrapper", () => {
    const row = (os: string, file: string, size: string) => `<tr><td>${os}</td><td>${a(`https://downloads.tideline.example/1.4.2/${file}`, file)}</td><td>${size}</td><td>${a(`https://downloads.tideline.example/1.4.2/${file}.sha256`, "SHA-256")}</td></tr>`;
    const body =
      proseBlock("release", 0, 2) +
      '<div class="overflow-x-auto"><table><thead><tr><th>System</th><th>File</th><th>Size</th><th>Checksum</th></tr></thead><tbody>' +
      row("Linux x64", "tideline-1.4.2-linux-x64.tar.gz", "41 MB") +
      row("macOS arm64", "tideline-1.4.2-darwin-arm64.tar.gz", "38 MB") +
      row("Windows x64", "tideline-1.4.2-win-x64.zip", "44 MB") +
      "</tbody></table></div>" +
      proseBlock("release", 2, 2);
    const markdown = md(cmsPage("docs", body, "Downloads"), "https://docs.tideline.example/docs/downloads");
    expectOnceInOrder(markdown, ["System", "Checksum", "Linux x64", "tideline-1.4.2-linux-x64.tar.gz", "41 MB", "macOS arm64", "Windows x64", "tideline-1.4.2-win-x64.zip"]);
    expectClean(markdown, "docs");
  });

  it("keeps a definition list of options, a details block and a table with row headers", () => {
    const body =
      "<p>The configuration file accepts the following keys; anything else is reported as an error when the job starts.</p>" +
      '<dl class="options"><dt><code>concurrency</code></dt><dd>How many pages are fetched at once. Default: 4.</dd><dt><code>timeout</code></dt><dd>Seconds to wait for a page before giving up. Default: 30.</dd><dt><code>retries</code></dt><dd>How often a failed page is tried again. Default: 2.</dd></dl>' +
      "<details><summary>Why is the default concurrency so low?</summary><p>Most sites rate-limit aggressive crawlers; four parallel requests stay under every limit we have seen.</p></details>" +
      '<div class="table-responsive"><table class="table"><tbody><tr><th scope="row">Minimum memory</th><td>512 MB</td></tr><tr><th scope="row">Recommended memory</th><td>2 GB</td></tr><tr><th scope="row">Disk</th><td>1 GB per million pages</td></tr></tbody></table></div>' +
      proseBlock("configuration", 0, 2);
    const markdown = md(cmsPage("docs", body, "Configuration"), "https://docs.tideline.example/docs/configuration");
    expectOnceInOrder(markdown, ["concurrency How many pages are fetched at once. Default: 4.", "timeout Seconds to wait", "retries How often a failed page is tried again.", "Why is the default concurrency so low?", "four parallel requests stay under every limit", "Minimum memory", "512 MB", "Recommended memory", "2 GB", "Disk", "1 GB per million pages"]);
    expectClean(markdown, "docs");
  });

  it("keeps a code block laid out as a line-number table once, without the numbers as text", () => {
    const code = ["import { crawl } from 'tideline';", "const job = await crawl('https://example.org');", "console.log(job.pages.length);"];
    const body =
      "<p>Start a crawl from a script with the crawl function; it resolves once every page of the site has been fetched and stored.</p>" +
      '<div class="highlight"><table class="highlighttable"><tbody><tr><td class="linenos"><div class="linenodiv"><pre><span class="normal">1</span>\n<span class="normal">2</span>\n<span class="normal">3</span></pre></div></td>' +
      `<td class="code"><div><pre><span></span><code>${code.join("\n")}\n</code></pre></div></td></tr></tbody></table></div>` +
      proseBlock("crawl script", 0, 2);
    const markdown = md(cmsPage("docs", body, "Scripting"), "https://docs.tideline.example/docs/scripting");
    for (const line of code) expect(count(markdown, line), line).toBe(1);
    expectClean(markdown, "docs");
  });

  it("keeps a nested ordered list of steps with code in the items", () => {
    const body =
      "<p>Upgrading takes three steps; the second one is only needed if you wrote plugins of your own for version 1.</p>" +
      "<ol><li><p>Stop the running jobs:</p><pre><code>tideline stop --all</code></pre></li><li><p>Update your plugins:</p><ol><li>Rename <code>onPage</code> to <code>page</code>.</li><li>Return a promise from <code>setup</code>.</li></ol></li><li><p>Install the new version and start again.</p></li></ol>" +
      proseBlock("upgrade", 0, 2);
    const markdown = md(cmsPage("docs", body, "Upgrading"), "https://docs.tideline.example/docs/upgrading");
    expectOnceInOrder(markdown, ["Stop the running jobs:", "tideline stop --all", "Update your plugins:", "Rename onPage to page.", "Return a promise from setup.", "Install the new version and start again."]);
    expectClean(markdown, "docs");
  });
});

describe("main content: one caption per picture", () => {
  it("prints a caption once when the alt, the title and a noscript fallback repeat it", () => {
    const body =
      proseBlock("breakwater", 0, 2) +
      '<figure class="image"><img class="lazyload" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="/img/breakwater.jpg" alt="The breakwater at high tide" title="The breakwater at high tide"><noscript><img src="/img/breakwater.jpg" alt="The breakwater at high tide"></noscript><figcaption>The breakwater at high tide</figcaption></figure>' +
      proseBlock("breakwater", 2, 2);
    const markdown = md(cmsPage("news", `<article><h1>Breakwater</h1>${body}</article>`, "Breakwater"));
    expect(count(words(markdown), "The breakwater at high tide")).toBe(1);
    expect(count(markdown, "breakwater.jpg")).toBe(1);
    expectClean(markdown, "news");
  });

  it("shows a picture whose <img> names no file of its own by its <picture>'s source (no empty image)", () => {
    const body =
      proseBlock("swell", 0, 2) +
      '<figure><div role="button" tabindex="0"><picture><source srcset="https://cdn.example.net/640/waves.webp 640w, https://cdn.example.net/1400/waves.webp 1400w" type="image/webp"><source srcset="https://cdn.example.net/640/waves.jpeg 640w" sizes="100vw"><img alt="" width="700" height="467" loading="eager" role="presentation"></picture></div><figcaption>Swell lines off the headland.</figcaption></figure>' +
      proseBlock("swell", 2, 2);
    const markdown = md(cmsPage("blog", body, "Reading the sea"));
    expect(markdown).toContain("![](https://cdn.example.net/1400/waves.webp)");
    expect(markdown).not.toContain("![]()");
    expectOnceInOrder(markdown, ["Swell lines off the headland."]);
    expectClean(markdown, "blog");
  });

  it("prints a caption once when the alt is the caption without its credit", () => {
    const body =
      proseBlock("sea wall", 0, 2) +
      '<figure><img src="/img/seawall.jpg" alt="Waves breaking over the sea wall on Sunday"><figcaption>Waves breaking over the sea wall on Sunday. <span class="credit">Photo: Lena Holt / Quay Courier</span></figcaption></figure>' +
      proseBlock("sea wall", 2, 2);
    const markdown = md(cmsPage("news", `<article><h1>Sea wall</h1>${body}</article>`, "Sea wall"));
    expect(count(words(markdown), "Waves breaking over the sea wall on Sunday")).toBe(1);
    expectClean(markdown, "news");
  });

  it("prints each caption of a lightbox gallery once (hidden copies for the lightbox)", () => {
    const captions = ["The lock gates open at dawn", "A barge waiting below the weir", "The keeper's cottage from the towpath"];
    const body =
      proseBlock("canal lock", 0, 2) +
      '<div class="gallery">' +
      captions.map((caption, n) => `<figure class="gallery-item"><a href="/img/lock${n}-large.jpg" data-lightbox="lock" data-title="${caption}"><img src="/img/lock${n}.jpg" alt="${caption}"></a><figcaption>${caption}</figcaption></figure>`).join("") +
      "</div>" +
      `<div class="lightbox" style="display:none">${captions.map((caption) => `<div class="lb-caption">${caption}</div>`).join("")}</div>` +
      proseBlock("canal lock", 2, 2);
    const markdown = md(cmsPage("wordpress", body, "The lock"));
    for (const caption of captions) expect(count(words(markdown), caption), caption).toBe(1);
    expectClean(markdown, "wordpress");
  });
});
