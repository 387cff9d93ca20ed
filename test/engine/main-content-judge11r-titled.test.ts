import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { EN_COOKIE, EN_FOOTER, EN_MENU, EN_STORY, keepsAndDrops, li, linkItems, ps, shell } from "../helpers/judge8-pages.js";

// Parts of a story that carry a title or a caption of their own: a list under its own heading
// between paragraphs (class "nav-steps"), a table in an accordion whose <summary> is named like a
// header ("accordion-header"), a video figure with a caption of a sentence. A share list under its
// heading, a details box named for sharing, and a video labelled only "Sponsored video" still go.

beforeAll(loadConverter);

const EN = EN_STORY;
const page = (body: string) =>
  shell({ title: "Quay wall plans", site: "Harbour Times", cookie: EN_COOKIE, menu: EN_MENU, footer: EN_FOOTER, main: `<main><article class="post"><h1>Quay wall plans</h1><div class="entry-content">${body}</div></article></main>` });
const gone = ["Privacy policy", EN_COOKIE];

describe("main content (judge11r): titled and captioned parts", () => {
  it("a two-item list named like navigation under its own heading, between paragraphs, stays with the heading", () => {
    const list = `<h3>Next steps</h3><ul class="nav-steps">${li(["Objections close in June", "The board decides in October"])}</ul>`;
    const markdown = scrape(page(ps(EN.slice(0, 2)) + list + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[1], "Next steps", "Objections close in June", "The board decides in October", EN[2]], gone);
  });

  it("a share list of links under its heading at the same place still goes", () => {
    const list = `<h3>Share</h3><ul class="nav-share">${linkItems(["Facebook", "Mastodon"], "https://social.example/share?u=")}</ul>`;
    const markdown = scrape(page(ps(EN.slice(0, 2)) + list + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[1], EN[2]], [...gone, "Facebook", "Mastodon"]);
  });

  it("an accordion's <summary> named like a header stays over its table", () => {
    const accordion =
      '<div class="accordion"><details class="accordion-item"><summary class="accordion-header">Winter fares</summary>' +
      '<div class="accordion-body"><table><tr><th>Ticket</th><th>Price</th></tr><tr><td>Winter adult</td><td>£3.80</td></tr></table></div></details></div>';
    const markdown = scrape(page(ps(EN.slice(0, 3)) + accordion + ps([EN[3]])));
    keepsAndDrops(markdown, [EN[2], "Winter fares", "Winter adult", "£3.80", EN[3]], gone);
  });

  it("a details box named for sharing goes with its summary", () => {
    const box = `<details class="share-menu"><summary class="share-header">Share this story</summary><ul>${linkItems(["Facebook", "Mastodon"], "https://social.example/share?u=")}</ul></details>`;
    const markdown = scrape(page(ps(EN.slice(0, 3)) + box + ps([EN[3]])));
    keepsAndDrops(markdown, [EN[2], EN[3]], [...gone, "Share this story", "Mastodon"]);
  });

  it("a video figure with a caption of a sentence keeps the caption; one labelled 'Sponsored video' goes", () => {
    const clip = '<figure class="video"><video src="/v/drone.mp4" controls></video><figcaption>Drone footage of the broken wall, January 2025.</figcaption></figure>';
    const sponsored = '<figure class="video"><video src="/v/ad.mp4" autoplay muted></video><figcaption>Sponsored video</figcaption></figure>';
    const markdown = scrape(page(ps(EN.slice(0, 2)) + clip + ps([EN[2]]) + sponsored + ps([EN[3]])));
    keepsAndDrops(markdown, [EN[1], "Drone footage of the broken wall, January 2025.", EN[2], EN[3]], [...gone, "Sponsored video"]);
  });
});
