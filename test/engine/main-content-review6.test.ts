import { beforeAll, describe, expect, it } from "vitest";
import { count, doubledBlocks, loadConverter, scrape, words } from "../helpers/article-page.js";
import { expectOnceInOrder } from "../helpers/cms-page.js";
import { jsonLdScript, newsSitePage, QUAY_PARAGRAPHS } from "../helpers/json-ld-page.js";

// Review of the round 6 main-content rules: hostile JSON-LD for the article's text, a page's JSON-LD
// naming several articles (none of their texts is the page's), and the "read also" / topic list
// rules on one page.

beforeAll(loadConverter);

const PARAGRAPHS = QUAY_PARAGRAPHS;

const OTHER = [
  "The lifeboat crew was called out three times over the weekend, twice to yachts that had lost their engines off the point and once to a swimmer in difficulty.",
  "All three rescues ended well, the coxswain said, though the swimmer spent a night in hospital and the yachts had to be towed into the harbour by the crew.",
  "The station is holding an open day next month to raise money for a new launch tractor, the old one having served for more than thirty winters on the beach.",
];

const script = jsonLdScript;
const article = (headline: string, body: unknown) => ({ "@type": "NewsArticle", headline, articleBody: body });

const page = newsSitePage;
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

describe("main content: 'read also' lines and 'See also' topic lists on one page", () => {
  const STORY = [
    "Die Hafenbehörde hat am Dienstag beschlossen, die Mauer am Nordkai in Stein neu zu bauen, nach zwei Jahren Streit über die Kosten.",
    "Die Arbeiten beginnen im September, und der Kai bleibt für die Fähre offen, mit einem provisorischen Anleger auf der Südseite.",
    "Die Behörde rechnet damit, dass die Mauer hundert Jahre hält; die alte von 1911 wurde elf Mal geflickt, bevor der Sturm sie brach.",
    "Anwohner können die Pläne bis Monatsende jeden Vormittag im Hafenbüro einsehen und ihre Meinung per Post oder E-Mail schicken.",
  ];
  const story = STORY.map((text) => `<p>${text}</p>`).join("");
  const TOPICS = ["Gezeiten", "Pegelstand", "Sturmflut"];
  const topics = (heading: string) => `<h2>${heading}</h2><ul>${TOPICS.map((name) => `<li><a href="/science/topics/${name.toLowerCase()}">${name}</a></li>`).join("")}</ul>`;
  const HEADLINES = ["Neue Fähre soll im Frühjahr zwischen den Inseln fahren", "Fischer klagen über hohe Gebühren am Südkai"];
  const lines = (lead: string) => `<p>${lead}</p>${HEADLINES.map((text, n) => `<p><a href="/science/2025/${n}">${text}</a></p>`).join("")}`;
  const relatedList = (heading: string) =>
    `<h2>${heading}</h2><ul><li><a href="/science/2025/a">Diebe stehlen über Nacht den Pegel des Hafens von Nordstadt</a></li><li><a href="/science/2025/b">Der gestohlene Pegel taucht in einem Container am Bahnhof wieder auf</a></li></ul>`;
  const page = (body: string) =>
    `<!doctype html><html><head><title>Kaimauer</title></head><body><header><a href="/">Hafenzeitung</a><nav><a href="/news">News</a> <a href="/sport">Sport</a></nav></header><main><article><h1>Die Kaimauer wird neu gebaut</h1>${body}</article></main><footer><p>© Hafenzeitung</p></footer></body></html>`;

  const expectStoryWithTopics = (markdown: string, heading: string) => expectOnceInOrder(markdown, [...STORY, heading, ...TOPICS]);
  const expectNoHeadlines = (markdown: string, lead: string) => {
    for (const text of [lead, ...HEADLINES, "Diebe stehlen", "Der gestohlene Pegel"]) expect(markdown).not.toContain(text);
  };

  it("drops linked headline lines after the story with their 'Siehe auch:' lead-in", () => {
    const markdown = scrape(page(story + lines("Siehe auch:")));
    expectOnceInOrder(markdown, STORY);
    expectNoHeadlines(markdown, "Siehe auch");
  });

  it("keeps a topic list under 'See also' or 'Siehe auch', and drops a related list of headlines under 'Siehe auch'", () => {
    expectStoryWithTopics(scrape(page(story + topics("See also"))), "See also");
    expectStoryWithTopics(scrape(page(story + topics("Siehe auch"))), "Siehe auch");
    const related = scrape(page(story + relatedList("Siehe auch")));
    expectOnceInOrder(related, STORY);
    expectNoHeadlines(related, "Siehe auch");
  });

  it("keeps the topic list and drops the headline lines when both end the story, in either order", () => {
    const topicsFirst = scrape(page(story + topics("See also") + lines("Siehe auch:")));
    expectStoryWithTopics(topicsFirst, "See also");
    expectNoHeadlines(topicsFirst, "Siehe auch:");
    const linesFirst = scrape(page(story + lines("Diese Artikel könnten dich interessieren:") + topics("See also")));
    expectStoryWithTopics(linesFirst, "See also");
    expectNoHeadlines(linesFirst, "Diese Artikel könnten dich interessieren:");
    const withRelated = scrape(page(story + topics("See also") + relatedList("Siehe auch")));
    expectStoryWithTopics(withRelated, "See also");
    expectNoHeadlines(withRelated, "Siehe auch");
  });
});

describe("main content: the article's text is not written twice", () => {
  it("does not add a paragraph the HTML already holds with a link or emphasis in it", () => {
    const lead = `<p>The harbour board agreed on Tuesday to rebuild the <a href="/quay">north quay wall</a> in stone, after two years of arguments about the cost of concrete and the look of the <em>old front</em>.</p>`;
    const markdown = scrape(page(script(article("Quay", [...PARAGRAPHS, ...OTHER].join("\n"))), `<div id="app"><h1>Harbour News today</h1>${lead}</div>`));
    expect(count(words(markdown), "after two years of arguments")).toBe(1);
    expectOnceInOrder(markdown, ["after two years of arguments", PARAGRAPHS[1] as string, OTHER[2] as string]);
  });
});

describe("main content: an alt that is the caption plus its credit", () => {
  it("drops the alt when its credit is written with a character reference (&copy;)", () => {
    const figure = (alt: string) => `<figure><img src="/pier.jpg" alt="${alt}"><figcaption>The old pier at dawn, seen from the ferry © Harbour Archive</figcaption></figure>`;
    for (const alt of ["The old pier at dawn, seen from the ferry © Harbour Archive", "The old pier at dawn, seen from the ferry &copy; Harbour Archive"]) {
      const markdown = scrape(page("", `<main><article><h1>Harbour News today</h1><p>${PARAGRAPHS[0]}</p>${figure(alt)}<p>${PARAGRAPHS[1]}</p></article></main>`));
      expect(count(markdown, "The old pier at dawn")).toBe(1);
      expect(markdown).not.toContain("Harbour Archive");
    }
  });
});

describe("main content: the article's text only when its item is this page", () => {
  const url = "https://www.harbourtimes.example/science/2026/03/story";
  const named = (fields: Record<string, unknown>) => script({ ...article("Quay", PARAGRAPHS.join("\n")), ...fields });

  it("adds the text of an item that names this page (its address with a query, a final '/', relative) or names none", () => {
    const heads = [
      named({ mainEntityOfPage: { "@type": "WebPage", "@id": `${url}/?utm_source=feed` } }),
      named({ mainEntityOfPage: url.replace("https://www.", "https://m.") }),
      named({ url: "/science/2026/03/story" }),
      named({ mainEntityOfPage: true, url }),
      named({}),
    ];
    for (const head of heads) expectOnceInOrder(scrape(page(head, shell), url), ["Harbour News today", ...PARAGRAPHS]);
  });

  it("adds no text from an item that names another page (the newest post's JSON-LD on a tag page)", () => {
    const tagPage = "https://www.harbourtimes.example/tag/harbour";
    for (const head of [named({ url }), named({ mainEntityOfPage: { "@id": url } })]) expect(scrape(page(head, shell), tagPage)).not.toContain("north quay wall");
  });
});
