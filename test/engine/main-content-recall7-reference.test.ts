import { beforeAll, describe, expect, it } from "vitest";
import { count, doubledBlocks, emptyHeadings, loadConverter, scrape, words } from "../helpers/article-page.js";
import { expectOnceInOrder } from "../helpers/cms-page.js";

// A reference page the way a documentation site renders it: every section heading a link to its own
// anchor (which the table of contents in the sidebar repeats, word for word), a section whose only
// content is an interactive example in an iframe, a syntax block, nested definition lists of
// parameters, a one-column specifications table of links, and a "See also" list in a wrapper, most
// of it the site's own pages. The headings and their sections stay; the table of contents, the
// sidebar of sibling pages, the metadata line and the footer go; no heading is left empty.

beforeAll(loadConverter);

const PAGE = 
  "<!doctype html><html lang=\"en-US\"><head><meta charset=\"utf-8\"><title>Array.prototype.map() - JavaScript | DevDocs</title></head><body>\n" +
  "<ul id=\"nav-access\" class=\"a11y-nav\"><li><a id=\"skip-main\" href=\"#content\">Skip to main content</a></li><li><a id=\"skip-search\" href=\"#top-nav-search-input\">Skip to search</a></li></ul>\n" +
  "<div class=\"page-wrapper category-javascript document-page\"><div class=\"top-navigation-wrap\"><header class=\"top-navigation\"><div class=\"container\"><a href=\"/en-US/\" class=\"logo\" aria-label=\"DevDocs homepage\">DevDocs</a><nav class=\"main-nav\" aria-label=\"Main menu\"><ul class=\"main-menu\"><li><a href=\"/en-US/docs/Web\">References</a></li><li><a href=\"/en-US/docs/Learn\">Guides</a></li><li><a href=\"/en-US/plus\">Plus</a></li><li><a href=\"/en-US/curriculum/\">Curriculum</a></li><li><a href=\"/en-US/blog/\">Blog</a></li></ul></nav></div></header></div>\n" +
  "<div class=\"article-actions-container\"><div class=\"container\"><nav class=\"breadcrumbs-container\"><ol typeof=\"BreadcrumbList\" class=\"breadcrumbs\"><li><a href=\"/en-US/docs/Web\">References</a></li><li><a href=\"/en-US/docs/Web/JavaScript\">JavaScript</a></li><li><a href=\"/en-US/docs/Web/JavaScript/Reference\">Reference</a></li><li><a href=\"/en-US/docs/Web/JavaScript/Reference/Global_Objects/Array/map\">map()</a></li></ol></nav></div></div>\n" +
  "<div class=\"main-wrapper\"><div class=\"sidebar-container\"><aside id=\"sidebar-quicklinks\" class=\"sidebar\"><nav><ol><li><a href=\"/en-US/docs/Web/JavaScript/Reference/Global_Objects/Array/at\">Array.prototype.at()</a></li><li><a href=\"/en-US/docs/Web/JavaScript/Reference/Global_Objects/Array/concat\">Array.prototype.concat()</a></li><li><a href=\"/en-US/docs/Web/JavaScript/Reference/Global_Objects/Array/filter\">Array.prototype.filter()</a></li></ol></nav></aside></div>\n" +
  "<div class=\"toc-container\"><aside class=\"toc\"><nav><div class=\"document-toc-container\"><section class=\"document-toc\"><header><h2 class=\"document-toc-heading\">In this article</h2></header><ul class=\"document-toc-list\"><li><a href=\"#try_it\">Try it</a></li><li><a href=\"#syntax\">Syntax</a></li><li><a href=\"#description\">Description</a></li><li><a href=\"#specifications\">Specifications</a></li><li><a href=\"#see_also\">See also</a></li></ul></section></div></nav></aside></div>\n" +
  "<main id=\"content\" class=\"main-content\"><article class=\"main-page-content\" lang=\"en-US\"><header><h1>Array.prototype.map()</h1><details class=\"baseline-indicator high\"><summary><span class=\"indicator\" role=\"img\" aria-label=\"Baseline Check\"></span><div class=\"status-title\">Baseline <span class=\"not-bold\">Widely available</span></div></summary><div class=\"extra\"><p>This feature is well established and works across many devices and browser versions. It\u2019s been available across browsers since July 2015.</p><ul><li><a href=\"/en-US/docs/Glossary/Baseline/Compatibility\">Learn more</a></li><li><a href=\"#browser_compatibility\">See full compatibility</a></li><li><a href=\"https://survey.alchemer.com/s3/7634825/DevDocs-baseline-feedback\">Report feedback</a></li></ul></div></details></header>\n" +
  "<div class=\"section-content\"><p>The <strong><code>map()</code></strong> method of <a href=\"/en-US/docs/Web/JavaScript/Reference/Global_Objects/Array\"><code>Array</code></a> instances creates a new array populated with the results of calling a provided function on every element in the calling array.</p></div>\n" +
  "<section aria-labelledby=\"try_it\"><h2 id=\"try_it\"><a href=\"#try_it\">Try it</a></h2><div class=\"section-content\"><iframe class=\"interactive is-js-height\" height=\"200\" src=\"https://interactive-examples.example.net/pages/js/array-map.html\" title=\"DevDocs Web Docs Interactive Example\" loading=\"lazy\"></iframe></div></section>\n" +
  "<section aria-labelledby=\"syntax\"><h2 id=\"syntax\"><a href=\"#syntax\">Syntax</a></h2><div class=\"section-content\"><div class=\"code-example\"><div class=\"example-header\"><span class=\"language-name\">js</span></div><pre class=\"brush: js notranslate\"><code>map(callbackFn)\n" +
  "map(callbackFn, thisArg)\n" +
  "</code></pre></div></div></section>\n" +
  "<section aria-labelledby=\"parameters\"><h3 id=\"parameters\"><a href=\"#parameters\">Parameters</a></h3><div class=\"section-content\"><dl><dt id=\"callbackfn\"><a href=\"#callbackfn\"><code>callbackFn</code></a></dt><dd><p>A function to execute for each element in the array. Its return value is added as a single element in the new array. The function is called with the following arguments:</p><dl><dt><code>element</code></dt><dd><p>The current element being processed in the array.</p></dd><dt><code>index</code></dt><dd><p>The index of the current element being processed in the array.</p></dd></dl></dd><dt><code>thisArg</code> <span class=\"badge inline optional\">Optional</span></dt><dd><p>A value to use as <code>this</code> when executing <code>callbackFn</code>. See <a href=\"/en-US/docs/Web/JavaScript/Reference/Global_Objects/Array#iterative_methods\">iterative methods</a>.</p></dd></dl></div></section>\n" +
  "<section aria-labelledby=\"description\"><h2 id=\"description\"><a href=\"#description\">Description</a></h2><div class=\"section-content\"><p>The <code>map()</code> method is an <a href=\"/en-US/docs/Web/JavaScript/Reference/Global_Objects/Array#iterative_methods\">iterative method</a>. It calls a provided <code>callbackFn</code> function once for each element in an array and constructs a new array from the results. Read the iterative methods section for more information about how these methods work in general.</p><p><code>callbackFn</code> is invoked only for array indexes which have assigned values. It is not invoked for empty slots in sparse arrays.</p></div></section>\n" +
  "<section aria-labelledby=\"specifications\"><h2 id=\"specifications\"><a href=\"#specifications\">Specifications</a></h2><table class=\"standard-table\"><thead><tr><th scope=\"col\">Specification</th></tr></thead><tbody><tr><td><a href=\"https://tc39.es/ecma262/multipage/indexed-collections.html#sec-array.prototype.map\">ECMAScript\u00ae 2026 Language Specification<br><small class=\"header-name\"># sec-array.prototype.map</small></a></td></tr></tbody></table></section>\n" +
  "<section aria-labelledby=\"browser_compatibility\"><h2 id=\"browser_compatibility\"><a href=\"#browser_compatibility\">Browser compatibility</a></h2><div class=\"bc-data\"><p>Loading\u2026</p></div></section>\n" +
  "<section aria-labelledby=\"see_also\"><h2 id=\"see_also\"><a href=\"#see_also\">See also</a></h2><div class=\"section-content\"><ul><li><a href=\"https://github.com/zloirock/core-js#ecmascript-array\">Polyfill of <code>Array.prototype.map</code> in <code>core-js</code></a></li><li><a href=\"/en-US/docs/Web/JavaScript/Guide/Indexed_collections\">Indexed collections</a> guide</li><li><a href=\"/en-US/docs/Web/JavaScript/Reference/Global_Objects/Array\"><code>Array</code></a></li><li><a href=\"/en-US/docs/Web/JavaScript/Reference/Global_Objects/Array/forEach\"><code>Array.prototype.forEach()</code></a></li><li><a href=\"/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map\"><code>Map</code></a></li></ul></div></section>\n" +
  "<aside class=\"metadata\"><div class=\"metadata-content\"><p class=\"last-modified-date\">This page was last modified on <time datetime=\"2025-07-14\">Jul 14, 2025</time> by <a href=\"/en-US/docs/Web/JavaScript/Reference/Global_Objects/Array/map/contributors.txt\">DevDocs contributors</a>.</p><a class=\"edit-on-github\" href=\"https://github.com/devdocs/content/edit/main/files/en-us/web/javascript/reference/global_objects/array/map/index.md\">Edit this page on GitHub</a></div></aside></article></main></div>\n" +
  "<footer id=\"nav-footer\" class=\"page-footer\"><div class=\"page-footer-grid\"><div class=\"page-footer-logo-col\"><a href=\"/\" class=\"mdn-footer-logo\">DevDocs</a><p>Your blueprint for a better internet.</p></div><div class=\"page-footer-nav-col-1\"><h2 class=\"footer-nav-heading\">DevDocs</h2><ul class=\"footer-nav-list\"><li><a href=\"/en-US/about\">About</a></li><li><a href=\"/en-US/blog/\">Blog</a></li><li><a href=\"https://careers.example.org/listings/?team=ProdOps\">Careers</a></li><li><a href=\"/en-US/advertising\">Advertise with us</a></li></ul></div></div></footer></div></body></html>";

describe("main content: a documentation reference page", () => {
  it("keeps every section under its anchor-linked heading, which the sidebar's table of contents repeats", () => {
    const markdown = scrape(PAGE, "https://developer.example.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Array/map");
    expectOnceInOrder(markdown, [
      "Array.prototype.map()",
      "creates a new array populated with the results",
      "Syntax",
      "map(callbackFn, thisArg)",
      "Parameters",
      "The current element being processed in the array.",
      "Description",
      "It is not invoked for empty slots in sparse arrays.",
      "Specifications",
      "ECMAScript® 2026 Language Specification",
      "See also",
      "Polyfill of Array.prototype.map in core-js",
      "Indexed collections guide",
      "Array.prototype.forEach()",
    ]);
    const text = words(markdown);
    for (const gone of ["Skip to main content", "In this article", "Array.prototype.at()", "Array.prototype.concat()", "This page was last modified", "Edit this page on GitHub", "Advertise with us"]) expect(text, gone).not.toContain(gone);
    // The interactive example prints nothing: its heading goes with it.
    expect(markdown).not.toMatch(/^#+ .*Try it/m);
    expect(emptyHeadings(markdown), "empty headings").toEqual([]);
    expect(doubledBlocks(markdown), "doubled text").toEqual([]);
    expect(count(text, "See also")).toBe(1);
  });

  it("drops a heading over a video alone (the markdown prints no video), and keeps one over a picture", () => {
    const paragraph = (n: number) => `<p>Paragraph ${n} of the launch story tells how the crew, the builders and half the town waited on the slipway for the tide to turn.</p>`;
    const html =
      '<!doctype html><html><head><title>Launch</title></head><body><nav><a href="/">Home</a> <a href="/news">News</a></nav><article><h1>The new lifeboat is launched</h1>' +
      paragraph(1) +
      paragraph(2) +
      '<h2>Watch the launch</h2><div class="video-embed"><iframe src="https://video.example.net/embed/launch" title="Launch"></iframe></div>' +
      '<h2>Built in Cowes</h2><figure><img src="/img/boat.jpg" alt=""><figcaption>The boat on its trailer.</figcaption></figure>' +
      paragraph(3) +
      '</article><footer><p>© The Quay Courier</p></footer></body></html>';
    const markdown = scrape(html, "https://www.quaycourier.example/news/2026/launch");
    expect(markdown).not.toContain("Watch the launch");
    expectOnceInOrder(markdown, ["Built in Cowes", "The boat on its trailer.", "Paragraph 3 of the launch story"]);
    expect(emptyHeadings(markdown), "empty headings").toEqual([]);
  });
});
