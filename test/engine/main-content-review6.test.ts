import { beforeAll, describe, expect, it } from "vitest";
import { count, doubledBlocks, loadConverter, scrape, words } from "../helpers/article-page.js";
import { expectOnceInOrder } from "../helpers/cms-page.js";

// Review of the round 6 main-content rules: hostile JSON-LD for the article's text, a page's JSON-LD
// naming several articles (none of their texts is the page's), and the "read also" / topic list
// rules on one page.

beforeAll(loadConverter);

const PARAGRAPHS = [
  "The harbour board agreed on Tuesday to rebuild the north quay wall in stone, after two years of arguments about the cost of concrete and the look of the old front.",
  "Work starts in September and the quay stays open to the ferry throughout, with a temporary landing stage on the south side for the fishing boats.",
  "The board expects the wall to last a hundred years; the last one, built in 1911, was patched eleven times before the storm of 2024 broke it.",
  "Residents can see the plans at the harbour office every weekday morning until the end of the month, and send their comments by post or email.",
];

const OTHER = [
  "The lifeboat crew was called out three times over the weekend, twice to yachts that had lost their engines off the point and once to a swimmer in difficulty.",
  "All three rescues ended well, the coxswain said, though the swimmer spent a night in hospital and the yachts had to be towed into the harbour by the crew.",
  "The station is holding an open day next month to raise money for a new launch tractor, the old one having served for more than thirty winters on the beach.",
];

const script = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value).replace(/<\//g, "<\\/")}</script>`;
const article = (headline: string, body: unknown) => ({ "@type": "NewsArticle", headline, articleBody: body });

const page = (head: string, body: string) =>
  `<!doctype html><html><head><title>Harbour News</title>${head}</head><body><header><a href="/">Harbour News</a><nav><a href="/news">News</a> <a href="/sport">Sport</a></nav></header>${body}<footer><p>© Harbour News</p></footer></body></html>`;
/** An app shell: the headline in the HTML, the text left to the script. */
const shell = '<div id="app"><h1>Harbour News today</h1></div>';

describe("main content: hostile JSON-LD for the article's text", { timeout: 60_000 }, () => {
  // Tags read with `<[^>]*>` took 40 s on these bodies (quadratic); the test's time limit is a generous bound, not a measure.
  it("reads an articleBody of 200,000 '<' (and of '<br' without '>') in bounded work", { timeout: 20_000 }, () => {
    for (const body of ["<".repeat(200_000), "<br".repeat(66_000), `${PARAGRAPHS.join("\n")}\n${"<p".repeat(60_000)}`]) {
      const markdown = scrape(page(script({ "@context": "https://schema.org", ...article("Quay", body) }), shell));
      expect(markdown).toContain("Harbour News today");
    }
  });

  it("takes odd JSON-LD without a throw and without text: empty, null, arrays, a graph of scalars, non-string bodies", () => {
    const odd = ["", "{}", "[]", "null", "42", '"text"', "[null, 1, [], {}]", '{"@graph": null}', '{"@graph": [1, "a", null, [[[]]]]}', '{"@type": null}', '{"@type": [1, null]}'];
    const bodies = [42, null, true, ["a", "b"], { text: PARAGRAPHS.join("\n") }, [PARAGRAPHS.join("\n")]];
    const heads = [...odd.map((json) => `<script type="application/ld+json">${json}</script>`), ...bodies.map((body) => script(article("Quay", body)))];
    for (const head of heads) {
      const markdown = scrape(page(head, shell));
      expect(markdown).toContain("Harbour News today");
      expect(markdown).not.toContain("north quay wall");
    }
  });

  it("reads a how-to of 3,000 steps in one section up to its bound (a block of 256 KB at most is read)", () => {
    const steps = Array.from({ length: 3000 }, (_, n) => ({ "@type": "HowToStep", text: `Step number ${n} of the long job.` }));
    const howTo = { "@type": "HowTo", description: PARAGRAPHS.join(" "), step: [{ "@type": "HowToSection", name: "All of it", itemListElement: steps }] };
    const markdown = scrape(page(script(howTo), shell));
    expect(markdown).toContain("Step number 0 of the long job.");
    expect(markdown).not.toContain("Step number 2999 ");
  });

  it("writes the body's text as text: references decoded once, markup never live", () => {
    const body = [PARAGRAPHS[0], `${PARAGRAPHS[1]} It&#8217;s Tom &amp; Jerry.`, `${PARAGRAPHS[2]} &lt;img src=x onerror=alert(1)&gt;`, PARAGRAPHS[3]].join("\n");
    const markdown = scrape(page(script(article("Quay", body)), shell));
    expect(markdown).toContain("It’s Tom & Jerry.");
    expect(markdown).not.toContain("&#8217;");
    expect(markdown).not.toMatch(/(?<!\\)<img/);
    expect(doubledBlocks(markdown)).toEqual([]);
  });
});

describe("main content: the article's text comes from the page's own article only", () => {
  it("still adds the one article of a Yoast-like graph (a WebPage, a WebSite and the article)", () => {
    const graph = { "@context": "https://schema.org", "@graph": [{ "@type": "WebSite", name: "Harbour News" }, { "@type": "WebPage", name: "Quay" }, article("Quay", PARAGRAPHS.join("\n"))] };
    expectOnceInOrder(scrape(page(script(graph), shell)), ["Harbour News today", ...PARAGRAPHS]);
  });

  it("adds the article's text once when two blocks give the same one", () => {
    const markdown = scrape(page(script(article("Quay", PARAGRAPHS.join("\n"))) + script({ "@graph": [article("Quay", PARAGRAPHS.join("\n"))] }), shell));
    for (const paragraph of PARAGRAPHS) expect(count(words(markdown), paragraph)).toBe(1);
  });

  it("adds no article's text on a page whose JSON-LD lists several articles (a graph, an array, one block each)", () => {
    const two = [article("Quay", PARAGRAPHS.join("\n")), article("Lifeboat", OTHER.join("\n"))];
    for (const head of [script({ "@graph": two }), script(two), script(two[0]) + script(two[1])]) {
      const markdown = scrape(page(head, shell));
      expect(markdown).not.toContain("north quay wall");
      expect(markdown).not.toContain("lifeboat crew");
    }
  });

  it("adds no text from an ItemList of articles or a WebSite", () => {
    const list = { "@type": "ItemList", itemListElement: [{ "@type": "ListItem", position: 1, item: article("Quay", PARAGRAPHS.join("\n")) }] };
    const site = { "@type": "WebSite", name: "Harbour News", description: PARAGRAPHS.join(" "), articleBody: PARAGRAPHS.join("\n") };
    for (const head of [script(list), script(site)]) expect(scrape(page(head, shell))).not.toContain("north quay wall");
  });

  it("adds no text from a roundup's several recipes", () => {
    const recipe = (name: string, steps: string[]) => ({ "@type": "Recipe", name, recipeInstructions: steps.map((text) => ({ "@type": "HowToStep", text })) });
    const markdown = scrape(page(script({ "@graph": [recipe("Quay pie", PARAGRAPHS), recipe("Lifeboat stew", OTHER)] }), shell));
    expect(markdown).not.toContain("north quay wall");
    expect(markdown).not.toContain("lifeboat crew");
  });
});
