import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { EN_COOKIE, EN_FOOTER, EN_MENU, EN_STORY, keepsAndDrops, li, ps, shell } from "../helpers/judge8-pages.js";

// Issue 29's seventeenth round, from a second set of pages written without reading the engine: a
// table built of divs with ARIA roles in a wrapper of its own; the story's captioned picture in a
// box beside its thumbnails and a licence line; a floor plan under a heading of its own after the
// article's last section.

beforeAll(loadConverter);

const EN = EN_STORY;
const gone = ["Privacy policy", EN_COOKIE];
const page = (title: string, main: string) => shell({ title, site: "Harbour Times", cookie: EN_COOKIE, menu: EN_MENU, footer: EN_FOOTER, main });

describe("main content (judge17r): parts of the article in boxes of their own", () => {
  it("a table of divs with ARIA roles, in a wrapper of its own, stays whole", () => {
    const row = (cells: readonly string[]) => `<div role="row"><span role="rowheader">${cells[0]}</span>${cells.slice(1).map((cell) => `<span role="cell">${cell}</span>`).join("")}</div>`;
    const table = `<div class="dz-tabulka-obal"><div role="table" aria-label="Rent and wages"><div role="rowgroup"><div role="row"><span role="columnheader">Region</span><span role="columnheader">Median wage</span><span role="columnheader">Rent share</span></div></div><div role="rowgroup">${row(["Capital", "38 200", "60 %"])}${row(["South", "31 400", "57 %"])}${row(["West", "30 900", "47 %"])}${row(["North", "28 700", "41 %"])}</div></div></div>`;
    const markdown = scrape(page("Rents", `<main><article><h1>Rents</h1>${ps(EN.slice(0, 2))}${table}${ps(EN.slice(2))}</article></main>`));
    keepsAndDrops(markdown, [EN[1], "Capital", "38 200", "60 %", "North", "41 %", EN[2]], gone);
  });

  it("the story's captioned picture in a box beside its thumbnails and a line of links stays with its caption", () => {
    const images = '<div class="object-images"><figure class="primary-image"><img src="/media/astrolabe-front.jpg" alt="Brass astrolabe, front view"><figcaption>Front of the astrolabe showing the rete with 27 star pointers.</figcaption></figure><ul class="thumbs"><li><img src="/media/back-t.jpg" alt="Back view"></li><li><img src="/media/plate-t.jpg" alt="Latitude plate"></li></ul><p class="image-actions"><a href="/licensing">License this image</a> · <a href="/media/astrolabe-front.jpg" download>Download</a></p></div>';
    const markdown = scrape(page("Astrolabe", `<main class="object-record">${images}<div class="object-text"><h1>Planispheric astrolabe</h1>${ps(EN)}</div></main>`));
    keepsAndDrops(markdown, ["Front of the astrolabe showing the rete with 27 star pointers.", "Planispheric astrolabe", EN[0], EN[3]], gone);
  });

  it("a figure under a heading of its own after the article's last section (a floor plan) joins the article", () => {
    const plan = '<section class="plattegrond"><h2>Floor plan</h2><figure><img src="/photos/plan-ground.png" alt=""><figcaption>Ground floor with a through lounge and the kitchen on the garden side</figcaption></figure></section>';
    const facts = '<section class="features"><h2>Features</h2><h3>Building</h3><table><tbody><tr><th>Type</th><td>Terraced house</td></tr><tr><th>Built</th><td>1932</td></tr></tbody></table><h3>Areas</h3><table><tbody><tr><th>Living area</th><td>128 m²</td></tr><tr><th>Plot</th><td>164 m²</td></tr></tbody></table></section>';
    const gallery = '<div class="media-gallery"><img src="/photos/01.jpg" alt="Front"><span class="photo-count">1/34 photos</span> <a href="#plan">Floor plan</a> <a href="#video">Video</a></div>';
    const header = '<div class="object-header"><h1>Lieflandlaan 48</h1><p class="object-price">€ 695,000</p><ul class="quick-features"><li>128 m² living</li><li>5 rooms</li></ul><div class="object-actions"><button>Save</button> <a href="/mortgage">Work out your monthly costs</a></div></div>';
    // The description's paragraphs are long: the root is the description, the features join it as an edge box, the plan after them.
    const long = EN.map((line, index) => `${line} ${EN[(index + 1) % EN.length] as string}`);
    const description = `<section class="object-description"><h2>Description</h2>${ps(long.slice(0, 2))}<p><strong>Layout</strong></p>${ps(long.slice(2))}<p><strong>Details</strong></p><ul>${li(["Solar panels: ten, owned", "Stone shed with a back entrance", "Roof insulated in 2019"])}</ul></section>`;
    const agent = '<aside class="agent-card"><p class="agent-name">Domstad Estate Agents</p><p>Oudegracht 211 · 030 123 45 67</p><button>Book a viewing</button></aside>';
    const markdown = scrape(page("Lieflandlaan 48", `<main class="object-detail">${gallery}${header}${description}${facts}${plan}</main>${agent}`));
    keepsAndDrops(markdown, [long[0] as string, "Solar panels: ten, owned", "Living area", "Floor plan", "Ground floor with a through lounge"], [...gone, "Domstad Estate Agents"]);
  });

  it("a figure inside a link to its full-size picture (a lightbox) keeps its caption", () => {
    const figure = '<a href="/images/creek-sampling-full.jpg" class="lightbox-link"><figure><img src="/images/creek-sampling-800.jpg" alt="Two students in waders"><figcaption>Two students filter water from Highland Creek in July.</figcaption></figure></a>';
    const share = '<div class="story-share"><a href="/share/li">Share on LinkedIn</a> <a href="/share/fb">Share on Facebook</a></div>';
    const markdown = scrape(page("Creek study", `<main><article><h1>Creek study</h1><p class="story-meta">By Alana Whitcombe · October 21, 2024</p>${share}${figure}<div class="story-body">${ps(EN)}</div></article></main>`));
    keepsAndDrops(markdown, ["Two students filter water from Highland Creek in July.", EN[0], EN[3]], gone);
  });

  it("a titled list between paragraphs stays though a 'read also' line follows it, and its first item opens with 'Donate'", () => {
    const help = `<div class="teaser-box help-box"><h3>How you can help</h3><ul>${li(["Donate tinned meat, fish or vegetables", "Give UHT milk and long-life juice", "Volunteer as a driver on weekday mornings"])}</ul></div>`;
    const also = '<p class="also"><strong>ALSO READ:</strong> <a href="/news/warm-spaces">Warm spaces open across the county this winter</a></p>';
    const markdown = scrape(page("Food bank appeal", `<main><article><h1>Food bank appeal</h1>${ps(EN.slice(0, 2))}${help}${also}${ps(EN.slice(2))}</article></main>`));
    keepsAndDrops(markdown, [EN[1], "How you can help", "Donate tinned meat, fish or vegetables", "Volunteer as a driver on weekday mornings", EN[2]], [...gone, "Warm spaces open"]);
  });

  it("links out of the site under a heading of their own, as the article's last block, stay; under 'Related' they go", () => {
    const outbound = '<ul><li><a href="https://git-scm.com/docs/git-bisect">The official git-bisect documentation</a></li><li><a href="https://git-scm.com/book/en/v2/Git-Tools">Pro Git chapter on debugging</a></li><li><a href="https://lwn.net/Articles/317154/">A paper on fighting regressions</a></li></ul>';
    const reading = `<div class="extra further-reading"><h3>Further reading</h3>${outbound}</div>`;
    keepsAndDrops(scrape(page("Git bisect", `<main><article><h1>Git bisect</h1>${ps(EN)}${reading}</article></main>`)), [EN[3], "Further reading", "The official git-bisect documentation", "A paper on fighting regressions"], gone);
    const related = `<div class="extra"><h3>Related</h3>${outbound}</div>`;
    keepsAndDrops(scrape(page("Git bisect", `<main><article><h1>Git bisect</h1>${ps(EN)}${related}</article></main>`)), [EN[3]], [...gone, "The official git-bisect documentation"]);
  });
});
