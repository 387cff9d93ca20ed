import { describe, expect, it } from "vitest";
import { isBoilerplateByAttributes } from "../../src/engine/content/boilerplate-rules.js";
import { chromeKey } from "../../src/engine/content/content-tree.js";
import { TagReader } from "../../src/engine/content/html-tag-reader.js";
import { ReferenceCollector } from "../../src/engine/content/links.js";

// The scanner's shortcuts must answer exactly what the general path answers.
describe("scanner fast paths", () => {
  it("resolves same-document hrefs and `%` in queries as the URL parser does", () => {
    const pages = ["https://example.com/a/b?q=1#x", "https://example.com/a/b#", "http://fakehost/test/page/"];
    const hrefs = ["#top", "#", "#a/b?c#d", "#50%", "?u=https%3A%2F%2Fx.org%2F", "c?u=%zz#f%20", "https://x.org/s?u=http%3A%2F%2Fa", "https://x.org/a%2e%2e/b", "/a/%2e%2e/b"];
    for (const page of pages) {
      const collector = new ReferenceCollector(page, undefined, false);
      for (const href of hrefs) expect(collector.anchor(href), `${href} on ${page}`).toBe(new URL(href, page).href);
      // Same-document references are never links of their own.
      const sameDocument = new ReferenceCollector(page, undefined, false);
      for (const href of hrefs.filter((href) => href.startsWith("#"))) sameDocument.anchor(href);
      expect(sameDocument.result().links).toEqual([]);
    }
  });

  it("finds a boilerplate class among the class list's tokens, split at any white space", () => {
    expect(isBoilerplateByAttributes(undefined, undefined, "nav", undefined)).toBe(true);
    expect(isBoilerplateByAttributes(undefined, undefined, "x  social\ty", undefined)).toBe(true);
    expect(isBoilerplateByAttributes(undefined, undefined, "x\u00a0ad", undefined)).toBe(true);
    expect(isBoilerplateByAttributes(undefined, undefined, "navx nav-item ad-slot share-buttonsx", undefined)).toBe(false);
    expect(isBoilerplateByAttributes(undefined, undefined, "", undefined)).toBe(false);
  });

  it("reads lazy-source attribute names against the source, ignoring ASCII case", () => {
    const html = '<img Data-Lazy-SRC="a" data-x="b" datasrc="c" data-s>';
    const reader = new TagReader(html);
    reader.read(4);
    expect([0, 1, 2, 3].map((index) => reader.nameHas(index, "data-", "src"))).toEqual([true, false, false, false]);
  });

  it("keys chrome links with white space collapsed and lower case", () => {
    expect(chromeKey("  About\u00a0 Us\n")).toBe("about us");
    expect(chromeKey("Home Page")).toBe("home page");
  });
});
