import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { EN_COOKIE, EN_FOOTER, EN_MENU, EN_STORY, keepsAndDrops, linkItems, ps, shell } from "../helpers/judge8-pages.js";

// A post's header of a title over a meta line (Hugo themes, Jekyll's minima) read as one line: the
// title's words and the date made a "label and date" part, the reading time another, and the whole
// header went as a meta line, title and all. The title stays; the meta line still goes.

beforeAll(loadConverter);

const EN = EN_STORY;
const sidebar = `<aside class="sidebar"><h2>Most read</h2><ul>${linkItems(["Ferry fares rise again", "Fish market moves"], "/news/")}</ul></aside>`;
const page = (title: string, article: string, after = "") =>
  shell({ title, site: "Harbour Notes", cookie: EN_COOKIE, menu: EN_MENU, footer: EN_FOOTER, main: `<main>${article}${after}${sidebar}</main>` });
const gone = ["Most read", "Privacy policy", EN_COOKIE];

describe("main content (judge13r): a post's header of a title and a meta line", () => {
  it("Hugo (PaperMod): the title over 'date · reading time' stays, the line goes", () => {
    const article = `<article class="post-single"><header class="post-header"><h1 class="post-title entry-hint-parent">Quay wall</h1><div class="post-meta"><span title="2026-03-03">March 3, 2026</span>&nbsp;·&nbsp;<span>4 min</span></div></header><div class="post-content">${ps(EN)}</div></article>`;
    const markdown = scrape(page("Quay wall | Harbour Notes", article));
    keepsAndDrops(markdown, ["Quay wall", EN[0], EN[3]], [...gone, "March 3, 2026", "4 min"]);
  });

  it("Jekyll (minima): the title over 'date • author' stays, the line goes", () => {
    const article = `<article class="post h-entry" itemscope itemtype="http://schema.org/BlogPosting"><header class="post-header"><h1 class="post-title p-name" itemprop="name headline">Rebuilding the quay</h1><p class="post-meta"><time class="dt-published" datetime="2026-03-03T10:00:00+00:00" itemprop="datePublished">Mar 3, 2026</time> • <span itemprop="author" itemscope itemtype="http://schema.org/Person"><span class="p-author h-card" itemprop="name">Jane Doe</span></span></p></header><div class="post-content e-content" itemprop="articleBody">${ps(EN)}</div></article>`;
    const markdown = scrape(page("Rebuilding the quay", article));
    keepsAndDrops(markdown, ["Rebuilding the quay", EN[0], EN[3]], [...gone, "Mar 3, 2026", "Jane Doe"]);
  });

  it("the headline-and-date entries of a 'recent posts' list after the story still go", () => {
    const article = `<article class="post-single"><header class="post-header"><h1 class="post-title">Quay wall</h1></header><div class="post-content">${ps(EN)}</div></article>`;
    const recent =
      '<section class="recent-posts"><h2>Recent posts</h2>' +
      [["ferry", "Ferry fares rise again"], ["light", "Lighthouse open day"], ["fish", "Fish market moves"]].map(([slug, title]) => `<article class="post-entry"><header class="entry-header"><h3><a href="/posts/${slug}/">${title}</a></h3></header><footer class="entry-footer"><span>March 1, 2026</span>&nbsp;·&nbsp;<span>3 min</span></footer></article>`).join("") +
      "</section>";
    const markdown = scrape(page("Quay wall", article, recent));
    keepsAndDrops(markdown, ["Quay wall", EN[0], EN[3]], [...gone, "Recent posts", "Lighthouse open day", "March 1, 2026"]);
  });
});
