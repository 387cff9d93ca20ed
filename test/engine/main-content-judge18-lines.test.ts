import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { EN_COOKIE, EN_FOOTER, EN_MENU, EN_STORY, keepsAndDrops, ps, shell } from "../helpers/judge8-pages.js";

// Issue 29's eighteenth round, on pages written by someone who had not read the engine: boxes that
// an ad's label opens, labelled in more languages and holding a title, a line and a button's link.

beforeAll(loadConverter);

const EN = EN_STORY;
const page = (title: string, body: string) =>
  shell({ title, site: "Harbour Times", cookie: EN_COOKIE, menu: EN_MENU, footer: EN_FOOTER, main: `<main><article><h1>${title}</h1>${body}</article></main>` });
const gone = ["Privacy policy", EN_COOKIE];

describe("main content (judge18): boxes an ad's label opens", () => {
  it("a Korean label over one line, and a 'Partner offer' over a title, a line and a link, go whole", () => {
    const korean = '<div class="sc-hBURRC" data-ad="inline"><span class="sc-fFeiMQ">광고</span><div class="sc-bkkeKt">지금 가입하면 야구 중계 첫 달 무료</div></div>';
    const partner =
      '<aside class="not-prose my-8 rounded-lg p-5" data-widget="affiliate-hotels"><p class="text-xs uppercase">Partner offer</p><p class="font-semibold">Find hotels in Porto</p>' +
      '<p class="text-sm">Compare prices from over 200 sites. Free cancellation on most rooms.</p><a href="https://partner.example/porto?aid=7">Search deals</a></aside>';
    const markdown = scrape(page("Quay wall", ps(EN.slice(0, 2)) + korean + ps([EN[2]]) + partner + ps([EN[3]])));
    keepsAndDrops(markdown, [EN[1], EN[2], EN[3]], [...gone, "광고", "첫 달 무료", "Partner offer", "Find hotels in Porto", "Compare prices", "Search deals"]);
  });

  it("a label over more than a small box's parts takes only itself: the story's paragraphs after it stay", () => {
    const box = `<div class="story-part"><p>Advertisement</p>${ps(EN.slice(1, 4))}</div>`;
    const markdown = scrape(page("Quay wall", ps([EN[0]]) + box));
    keepsAndDrops(markdown, [EN[0], EN[1], EN[2], EN[3]], [...gone, "Advertisement"]);
  });
});
