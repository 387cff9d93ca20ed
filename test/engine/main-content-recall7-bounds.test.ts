import { beforeAll, describe, expect, it } from "vitest";
import { count, loadConverter, scrape } from "../helpers/article-page.js";

// The recall7 rules on pages built to make them work hard (bounded loops, no timing assertions):
// thousands of asides in one story's <article>, an infobox of hundreds of sub-boxes, and thousands
// of pictures in titled lightbox links with their captions.

beforeAll(loadConverter);

const sentence = (n: number) => `<p>Paragraph ${n} tells how the ferry crossed the bay every morning before the bridge was built, whatever the weather.</p>`;

describe("main content: the recall7 rules on large pages", () => {
  it("reads a story <article> holding 2,000 asides once each", () => {
    const asides = Array.from({ length: 2_000 }, (_, n) => `${sentence(n)}<aside class="note"><p>Note ${n}: the crossing took twenty minutes.</p></aside>`).join("");
    const markdown = scrape(`<!doctype html><html><body><article><h1>The ferry years</h1>${asides}</article></body></html>`);
    expect(count(markdown, "Note 0: the crossing")).toBe(1);
    expect(count(markdown, "Note 1999: the crossing")).toBe(1);
  });

  it("lifts the rows of 300 sub-boxes of an infobox into one table", () => {
    const rows = Array.from({ length: 300 }, (_, n) => `<tr><td colspan="2"><table><tr><th>Key ${n}</th><td>Value ${n}</td></tr></table></td></tr>`).join("");
    const html = `<!doctype html><html><body><article><h1>Box</h1><table class="infobox"><tr><th colspan="2">Box</th></tr>${rows}</table>${sentence(1)}${sentence(2)}${sentence(3)}</article></body></html>`;
    const markdown = scrape(html);
    expect(markdown).toContain("| Key 0 | Value 0 |");
    expect(markdown).toContain("| Key 299 | Value 299 |");
  });

  it("prints each of 2,000 captions once beside its titled picture", () => {
    const figures = Array.from({ length: 2_000 }, (_, n) => `<figure><a href="/large/${n}.jpg" title="Harbour picture ${n} at dawn"><img src="/img/${n}.jpg" alt="Harbour picture ${n} at dawn" title="Harbour picture ${n} at dawn"></a><figcaption>Harbour picture ${n} at dawn</figcaption></figure>${sentence(n)}`).join("");
    const markdown = scrape(`<!doctype html><html><body><article><h1>Pictures</h1>${figures}</article></body></html>`);
    expect(count(markdown, "Harbour picture 0 at dawn")).toBe(1);
    expect(count(markdown, "Harbour picture 1999 at dawn")).toBe(1);
  });
});
