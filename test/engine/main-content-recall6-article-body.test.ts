import { beforeAll, describe, expect, it } from "vitest";
import { count, doubledBlocks, loadConverter, scrape, words } from "../helpers/article-page.js";
import { expectOnceInOrder } from "../helpers/cms-page.js";
import { jsonLdScript, newsSitePage, QUAY_PARAGRAPHS } from "../helpers/json-ld-page.js";

// A page whose script renders the article: its HTML holds the headline and a date line, its JSON-LD
// the article's text (`articleBody`). The reader gets the text the page declares, once; a page whose
// HTML holds its article is not touched.

beforeAll(loadConverter);

const PARAGRAPHS = QUAY_PARAGRAPHS;

const jsonLd = (body: string) => jsonLdScript({ "@context": "https://schema.org", "@type": "NewsArticle", headline: "The north quay gets a stone wall", articleBody: body });

const page = (head: string, body: string) => newsSitePage(head, body, "Quay wall | Harbour News");

describe("main content: the article's text from the page's JSON-LD when the HTML lacks it", () => {
  it("adds the paragraphs of articleBody under the headline of a page its script renders", () => {
    const html = page(jsonLd(PARAGRAPHS.join("\n")), '<div id="app"><h1>The north quay gets a stone wall</h1><p class="date">Published: 10:00am, 20 Jan 2026</p><div class="article-body-placeholder"></div></div>');
    const markdown = scrape(html);
    expectOnceInOrder(markdown, ["The north quay gets a stone wall", ...PARAGRAPHS]);
    expect(doubledBlocks(markdown)).toEqual([]);
  });

  it("reads markup left in articleBody as text and paragraph breaks, and escapes the rest", () => {
    const body = `<p>${PARAGRAPHS[0]}</p><p>${PARAGRAPHS[1]} &amp; more.</p><p>${PARAGRAPHS[2]} <script>alert(1)</script></p><p>${PARAGRAPHS[3]}</p>`;
    const markdown = scrape(page(jsonLd(body), '<div id="app"><h1>The north quay gets a stone wall</h1></div>'));
    expectOnceInOrder(markdown, [PARAGRAPHS[0] as string, `${PARAGRAPHS[1]} & more.`, PARAGRAPHS[3] as string]);
    expect(markdown).not.toContain("<script");
  });

  it("leaves a page whose HTML holds its article as it is: no paragraph twice", () => {
    const html = page(jsonLd(PARAGRAPHS.join("\n\n")), `<main><article><h1>The north quay gets a stone wall</h1>${PARAGRAPHS.map((text) => `<p>${text}</p>`).join("")}</article></main>`);
    const markdown = scrape(html);
    for (const paragraph of PARAGRAPHS) expect(count(words(markdown), paragraph)).toBe(1);
  });

  it("reads a body of twenty thousand one-word lines (each line is a paragraph; the work stays bounded)", () => {
    const body = Array.from({ length: 20_000 }, (_, n) => `word${n}`).join("\n");
    const markdown = scrape(page(jsonLd(body), '<div id="app"><h1>The north quay gets a stone wall</h1></div>'));
    expect(markdown).toContain("word0");
    expect(markdown).toContain("word19999");
  });

  it("adds a how-to's description and its steps (sections with their steps) from its JSON-LD", () => {
    const howTo = {
      "@context": "https://schema.org",
      "@type": "HowTo",
      name: "How to sew a round tablecloth",
      description: "<p>A round table deserves a cloth that fits it: this is how to measure, cut and hem one in an afternoon, with nothing more than a tape measure and a sewing machine.</p><p>Linen is the classic choice: it hangs well, washes well and gets softer with every wash, though cotton is cheaper and easier to sew for a first attempt.</p>",
      step: [
        { "@type": "HowToSection", name: "Measuring", itemListElement: [{ "@type": "HowToStep", text: "Measure the diameter of the table top through its centre, then add twice the drop you want." }] },
        { "@type": "HowToSection", name: "Cutting", itemListElement: [{ "@type": "HowToStep", text: "Fold the fabric in four and mark a quarter circle with a string tied to a pencil." }] },
        { "@type": "HowToStep", text: "Hem the edge with a narrow double fold, easing the fabric around the curve as you go." },
      ],
    };
    const html = page(`<script type="application/ld+json">${JSON.stringify(howTo)}</script>`, '<div id="app"><h1>How to sew a round tablecloth</h1></div>');
    const markdown = scrape(html);
    expectOnceInOrder(markdown, [
      "A round table deserves a cloth that fits it",
      "Measuring",
      "Measure the diameter of the table top",
      "Cutting",
      "Fold the fabric in four",
      "Hem the edge with a narrow double fold",
    ]);
  });

  it("adds nothing for a short articleBody (a summary)", () => {
    const html = page(jsonLd("A short summary of the story, nothing more."), '<div id="app"><h1>The north quay gets a stone wall</h1></div>');
    expect(scrape(html)).not.toContain("A short summary of the story");
  });
});
