import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { EN_COOKIE, EN_FOOTER, EN_MENU, EN_STORY, keepsAndDrops, ps, shell } from "../helpers/judge8-pages.js";

// A gallery set as a list, each picture linked to its large version with its own caption, stays
// with every caption, also when one caption is short ("The new stone"): the captions are as long
// as a caption on average. A strip of logos with a short name under each still goes.

beforeAll(loadConverter);

const EN = EN_STORY;
const page = (body: string) =>
  shell({ title: "Quay wall in pictures", site: "Harbour Times", cookie: EN_COOKIE, menu: EN_MENU, footer: EN_FOOTER, main: `<main><article class="post"><h1>Quay wall in pictures</h1><div class="entry-content">${body}</div></article></main>` });
const strip = (items: readonly string[], kind: string) =>
  `<ul class="gallery">${items.map((caption, n) => `<li class="gallery-item"><figure><a href="/${kind}/${n}.jpg"><img src="/${kind}/${n}-thumb.jpg" alt=""></a><figcaption>${caption}</figcaption></figure></li>`).join("")}</ul>`;

describe("main content (judge11r): galleries with a caption per picture", () => {
  it("a list of linked pictures, each with its caption, one of them short, stays with every caption once", () => {
    const captions = ["The wall in 1911", "The wall after the storm of 2024", "The new stone"];
    const markdown = scrape(page(ps(EN.slice(0, 2)) + strip(captions, "g") + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[1], ...captions, EN[2]], ["Privacy policy", EN_COOKIE]);
  });

  it("a strip of sponsors' logos with a short name under each still goes", () => {
    const markdown = scrape(page(ps(EN) + strip(["Acme", "Globex", "Initech"], "logo")));
    keepsAndDrops(markdown, [EN[0], EN[3]], ["Globex", "Initech", "Privacy policy"]);
  });
});
