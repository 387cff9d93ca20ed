import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { keepsAndDrops, linkItems } from "../helpers/judge8-pages.js";

// A forum thread's page without an <h1>: its topic title is the one <h2> linking to the page itself
// (page-title.ts). The board's chrome around the thread goes; a stream of teasers repeating the
// story's class is not a thread. Replies of a few words under their poster's links still go: a rule
// keeping them (thread-posts.ts, reverted) kept blogs' comment threads as well.

beforeAll(loadConverter);


describe("main content: forum threads", () => {
  it("a thread page without an h1 (no role=main either): the topic's h2, all one link to the page itself, is its title and stays over the posts", () => {
    const post = (n: number, user: string, body: string) =>
      `<div id="p${n}" class="post has-profile bg${(n % 2) + 1}"><div class="inner"><dl class="postprofile"><dt><a href="/memberlist.php?u=${n}" class="username">${user}</a></dt><dd class="profile-posts"><strong>Posts:</strong> <a href="/search.php?author_id=${n}">${n * 17}</a></dd></dl>` +
      `<div class="postbody"><div id="post_content${n}"><h3><a href="#p${n}">Re: Covers</a></h3><p class="author"><a href="/viewtopic.php?p=${n}#p${n}">Post</a> by <strong><a href="/u/${n}" class="username">${user}</a></strong> » Tue Mar 03, 2026 9:1${n} am</p><div class="content">${body}</div></div></div></div></div><hr class="divider">`;
    const posts =
      post(1, "wilma", "Our club wants to replace the winter covers on twelve dinghies this year and I am collecting quotes. Has anyone compared the usual fabrics after a few winters outside?<br><br>Thanks in advance, Wilma") +
      post(2, "jonas", "We used acrylic canvas for four winters. Still fine, it only fades.") +
      post(3, "petra", "+1 for acrylic.");
    const page =
      '<!doctype html><html lang="en"><head><title>Winter covers for dinghies - Harbour Sailing Forum</title></head><body><div id="wrap">' +
      `<div class="headerbar"><a href="/">Harbour Sailing Forum</a><ul class="linklist">${linkItems(["Board index", "FAQ", "Register", "Login"], "/")}</ul></div>` +
      `<div id="page-body"><h2 class="topic-title"><a href="/viewtopic.php?t=5">Winter covers for dinghies</a></h2><div class="action-bar"><a href="/posting.php?mode=reply&t=5" class="button">Post Reply</a></div>${posts}</div>` +
      '<div id="page-footer"><a href="/ucp.php?mode=privacy">Privacy</a> | <a href="/ucp.php?mode=terms">Terms</a><p>Powered by phpBB</p></div></div></body></html>';
    const markdown = scrape(page, "https://forum.harbour.example/viewtopic.php?t=5");
    keepsAndDrops(markdown, ["Winter covers for dinghies", "Our club wants to replace", "We used acrylic canvas for four winters."], ["Board index", "Post Reply", "Powered by phpBB"]);
  });

  it("a stream of teaser blocks that repeat the story's class after it still goes (they are links, not posts of a thread)", () => {
    const story = ["The harbour board voted on Tuesday to rebuild the north quay wall in stone, after two years of argument over the cost of concrete.", "Work starts in September and the quay stays open to the ferry throughout, with a temporary landing stage on the south bank.", "Residents can see the plans in the town hall until the end of June and send written objections, which the board will discuss in the autumn."];
    const teaser = (n: number, title: string) => `<div class="story teaser"><h3><a href="/news/${n}">${title}</a></h3><p><a href="/news/${n}">Read more</a></p></div>`;
    const main = `<main><h1>Stone wall approved</h1><div class="story">${story.map((line) => `<p>${line}</p>`).join("")}</div>${teaser(1, "Ferry fares rise again in May")}${teaser(2, "Lighthouse open day on Sunday")}${teaser(3, "Storm damage bill comes in")}</main>`;
    const page = `<!doctype html><html lang="en"><head><title>Stone wall approved</title></head><body><header><nav><ul>${linkItems(["Home", "News"], "/")}</ul></nav></header>${main}<footer><p>© 2026 Harbour Times</p></footer></body></html>`;
    const markdown = scrape(page);
    keepsAndDrops(markdown, ["Stone wall approved", story[0] as string, story[2] as string], ["Ferry fares rise again", "Lighthouse open day", "Read more"]);
  });
});
