import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { proseBlock } from "../helpers/cms-page.js";
import { cards, clean, li, linkItems, onceInOrder, shell } from "../helpers/judge8-pages.js";

// Article parts in shapes the other judge8 suites do not use: caption divs beside a picture, a
// gallery whose captions carry credits, a table of links in a scrolling wrapper, a nested list of
// links, numbered steps with pictures, a definition list of terms, in a plain blog shell.

beforeAll(loadConverter);

const page = (body: string) =>
  shell({
    title: "Rebuilding the slipway",
    site: "Slipway Diaries",
    cookie: "This site stores cookies on your computer.",
    menu: ["Home", "Projects", "Shop", "About"],
    footer: ["Privacy", "Impressum", "Sitemap"],
    main:
      `<div class="wrap"><main class="content"><article class="post"><h1>Rebuilding the slipway</h1>${body}` +
      '<div class="post-tags">Tags: <a href="/tag/boats">boats</a> <a href="/tag/diy">diy</a></div><div class="share"><a href="https://www.facebook.com/sharer/sharer.php?u=x">Share on Facebook</a></div></article>' +
      `${cards("More from the diaries", [["Painting the hull", "Three coats and a lot of patience."], ["A new rudder", "Oak, bronze and a borrowed lathe."], ["Launching day", "The whole village came to watch."]])}</main>` +
      `<aside class="sidebar"><h3>Archives</h3><ul>${linkItems(["March 2026", "February 2026", "January 2026"], "/archive/")}</ul><div class="newsletter"><h3>Join the newsletter</h3><form><input type="email"><button>Join</button></form></div></aside></div>`,
  });
const GONE = ["Painting the hull", "More from the diaries", "Archives", "February 2026", "Join the newsletter", "Share on Facebook", "This site stores cookies", "Sitemap"];

describe("main content: captions, lists and tables in other shapes", () => {
  it("keeps a picture's caption in a div beside it (no figure) and a credited gallery's captions once", () => {
    const body =
      proseBlock("slipway", 0, 2) +
      '<div class="image-with-caption"><img src="/img/rails.jpg" alt=""><div class="caption">The old rails, bent by forty years of winter storms</div></div>' +
      proseBlock("slipway", 2, 1) +
      '<div class="gallery gallery-columns-3">' +
      ["The cradle on its first test run|Photo: Jo Bell", "New oak sleepers stacked to dry|Photo: Sam Reid", "The winch house roof, patched|Photo: Jo Bell"]
        .map((entry, n) => {
          const [caption, credit] = entry.split("|");
          return `<figure class="gallery-item"><div class="gallery-icon"><img src="/img/g${n}.jpg" alt=""></div><figcaption class="gallery-caption">${caption} <span class="credit">${credit}</span></figcaption></figure>`;
        })
        .join("") +
      "</div>" +
      proseBlock("slipway", 3, 2);
    const markdown = scrape(page(body), "https://slipwaydiaries.example/2026/03/rebuilding-the-slipway/");
    onceInOrder(markdown, ["The old rails, bent by forty years of winter storms", "The cradle on its first test run", "New oak sleepers stacked to dry", "The winch house roof, patched"]);
    clean(markdown, GONE);
  });

  it("keeps a suppliers' table of links in a scrolling wrapper, a nested list of links and numbered steps with pictures", () => {
    const body =
      proseBlock("materials", 0, 2) +
      '<div class="table-scroll" style="overflow-x:auto"><table><tr><td><strong>Part</strong></td><td><strong>Supplier</strong></td></tr>' +
      [["Oak sleepers", "https://timberyard.example/oak", "Timber Yard North"], ["Galvanised bolts", "https://boltshop.example/m16", "Bolt Shop"], ["Winch cable", "https://ropes.example/steel-8mm", "Coastal Ropes"]]
        .map(([part, href, name]) => `<tr><td>${part}</td><td><a href="${href}">${name}</a></td></tr>`)
        .join("") +
      "</table></div>" +
      "<p>Useful guides I followed:</p><ul><li>Foundations<ul><li><a href=\"https://guides.example.org/concrete-in-tidal-water\">Pouring concrete in tidal water</a></li><li><a href=\"https://guides.example.org/rebar\">Rebar spacing for ramps</a></li></ul></li><li>Rails<ul><li><a href=\"https://rail.example.net/bending\">Bending rail by hand</a></li></ul></li></ul>" +
      "<p>How we laid each sleeper:</p><ol>" +
      li(['<p>Dig the bed to the string line.</p><img src="/img/step1.jpg" alt="Digging the bed">', '<p>Lay crushed stone and tamp it flat.</p><img src="/img/step2.jpg" alt="Tamping the stone">', "<p>Set the sleeper and bolt the rails on.</p>"]) +
      "</ol>" +
      proseBlock("materials", 2, 2);
    const markdown = scrape(page(body), "https://slipwaydiaries.example/2026/03/rebuilding-the-slipway/");
    onceInOrder(markdown, ["Part Supplier", "Oak sleepers Timber Yard North", "Galvanised bolts Bolt Shop", "Winch cable Coastal Ropes", "Useful guides I followed:", "Foundations", "Pouring concrete in tidal water", "Rebar spacing for ramps", "Rails", "Bending rail by hand", "How we laid each sleeper:", "Dig the bed to the string line.", "Lay crushed stone and tamp it flat.", "Set the sleeper and bolt the rails on."]);
    clean(markdown, GONE);
  });

  it("keeps a glossary as a definition list and a short list of links to the site's own earlier posts between paragraphs", () => {
    const body =
      proseBlock("terms", 0, 2) +
      "<dl><dt>Cradle</dt><dd>The wheeled frame the boat sits in while it is hauled.</dd><dt>Sleeper</dt><dd>A beam across the ramp that carries the rails.</dd></dl>" +
      `<p>Earlier parts of this series:</p><ul>${linkItems(["Part one: surveying the ramp", "Part two: clearing the mud"], "/2026/02/")}</ul>` +
      proseBlock("terms", 2, 2);
    const markdown = scrape(page(body), "https://slipwaydiaries.example/2026/03/rebuilding-the-slipway/");
    onceInOrder(markdown, ["Cradle The wheeled frame the boat sits in", "Sleeper A beam across the ramp", "Earlier parts of this series:", "Part one: surveying the ramp", "Part two: clearing the mud"]);
    clean(markdown, GONE);
  });
});
