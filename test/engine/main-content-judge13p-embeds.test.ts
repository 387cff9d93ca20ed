import { describe, expect, it } from "vitest";
import { storyText } from "../helpers/judge10p-pages.js";
import { keepsStory, storyMarkdown } from "../helpers/story-column.js";

const post = "https://social.example/p/Cx1/";

describe("main content: an embedded post's platform lines inside its blockquote (judge13p)", () => {
  it("drops 'View this post on …' and who shared it, loose in the blockquote, and the whole quote when nothing else is left", () => {
    const markdown = keepsStory("en", `<blockquote class="post-embed">View this post on Instagram <a href="${post}">A post shared by Harbour Friends (@harbourfriends)</a></blockquote>`, ["View this post", "A post shared by", "@harbourfriends"]);
    expect(markdown).not.toMatch(/^>\s*$/mu);
    keepsStory("de", `<blockquote class="post-embed">Diesen Beitrag auf Instagram ansehen <a href="${post}">Ein Beitrag geteilt von Hafenfreunde Nord (@hafenfreunde)</a></blockquote>`, ["Diesen Beitrag", "Ein Beitrag geteilt", "@hafenfreunde"]);
  });

  it("keeps an older embed's caption and drops its 'shared by … on <date>' line and its 'view' line", () => {
    const caption = "Sunrise over the north quay, the morning the first stones were set.";
    keepsStory("en", `<blockquote class="post-embed"><div><a href="${post}">View this post on Instagram</a></div><p><a href="${post}">${caption}</a></p><p>A post shared by <a href="https://social.example/harbourfriends">Harbour Friends</a> (@harbourfriends) on <time datetime="2024-03-03">Mar 3, 2024 at 6:12am PST</time></p></blockquote>`, ["View this post", "A post shared by", "@harbourfriends", "6:12am"], [caption]);
  });

  it("drops a video post's author handle, its sound's credit and a picture's short link, and keeps its words", () => {
    keepsStory("en", '<blockquote class="video-embed"><section><a href="https://video.example/@harbour">@harbour</a> The ferry at dawn, seen from the new quay <a href="https://video.example/music/x">♬ original sound - Harbour</a></section></blockquote>', ["@harbour", "original sound"], ["The ferry at dawn, seen from the new quay"]);
    keepsStory("en", `<blockquote class="post-embed"><p>The first stones of the new wall are in. <a href="https://t.example/abc">pic.example.com/abc123</a></p><p>A post shared by Harbour Friends (@harbourfriends)</p></blockquote>`, ["pic.example.com", "A post shared by"], ["The first stones of the new wall are in."]);
  });

  it("drops a social post's 'Posted by … on <date>' and a blocked video's 'Watch on …' line", () => {
    const words = "The ferry at dawn, and the cranes behind it.";
    keepsStory("en", `<blockquote class="post-embed"><p>${words}</p>Posted by <a href="https://social.example/harbour">Harbour Friends</a> on&nbsp;<a href="https://social.example/harbour/posts/1">Tuesday, March 3, 2024</a></blockquote>`, ["Posted by", "Tuesday, March 3"], [words]);
    keepsStory("en", '<div class="video"><p>Watch on YouTube</p></div>', ["Watch on YouTube"]);
    keepsStory("en", '<div class="video"><p><a href="https://video.example/v/1">Watch on Vimeo</a></p></div>', ["Watch on Vimeo"]);
  });

  it("keeps a quote with its source, a quoted tweet with its signature, and a quote that names a handle", () => {
    const quote = "We have waited ten years for this, and we will wait for the ferry too.";
    keepsStory("en", `<blockquote><p>${quote}</p>— Jan Fisher, harbour resident</blockquote>`, [], [quote, "Jan Fisher, harbour resident"]);
    const tweet = "The quay wall will be rebuilt in stone. Work starts in September.";
    keepsStory("en", `<blockquote class="twitter-tweet"><p lang="en">${tweet}</p>&mdash; Harbour Board (@harbourboard) <a href="https://x.example/harbourboard/status/1764">March 3, 2024</a></blockquote>`, [], [tweet, "Harbour Board (@harbourboard)"]);
    const named = "Posted by the harbour board on its account (@harbourboard), the plan drew four hundred replies in a day.";
    keepsStory("en", `<blockquote><p>${named}</p></blockquote>`, [], [named]);
    const link = "The plan is at example.com/harbour/plan for anyone to read.";
    keepsStory("en", `<blockquote><p>The plan is at <a href="https://example.com/harbour/plan">example.com/harbour/plan</a> for anyone to read.</p></blockquote>`, [], [link]);
    const watch = "Watch on the quay for the ferry's new timetable, posted from Monday.";
    keepsStory("en", `<p>${watch}</p>`, [], [watch]);
  });

  it("reads a quote nested hundreds deep once, and keeps the story around it", () => {
    const depth = 200;
    const nested = "<blockquote>".repeat(depth) + `<p>The ferry at dawn.</p><p>A post shared by Harbour Friends (@harbourfriends)</p>` + "</blockquote>".repeat(depth);
    const markdown = storyMarkdown("en", nested);
    for (const n of [0, 1, 2, 3]) expect(markdown).toContain(storyText("en", n));
  });
});

