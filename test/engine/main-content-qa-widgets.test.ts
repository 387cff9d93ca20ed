import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { storyIn, storyText } from "../helpers/judge10p-pages.js";

const markdownOf = mainContentMarkdown("https://example.com/questions/38987/merge");

describe("main content: a question-and-answer page's widgets", () => {
  it("drops a line of relative times and a view count ('Asked 12 years, 3 months ago', 'Viewed 3.1m times')", () => {
    const stats = '<div class="stats"><span>Asked 12 years, 3 months ago</span> <span>Modified 2 months ago</span> <span>Viewed 3.1m times</span></div>';
    const markdown = markdownOf(storyIn("en", stats, ""));
    expect(markdown).not.toContain("Viewed");
    expect(markdown).not.toContain("Asked");
    expect(markdown).toContain(storyText("en", 0));
  });

  it("drops the vote count and the accepted mark between a post's vote buttons", () => {
    const votes = '<div class="votecell"><button>▲</button><div class="count">6782</div><button>▼</button><div class="mark">✓</div></div>';
    const markdown = markdownOf(storyIn("en", votes, ""));
    expect(markdown).not.toContain("6782");
    expect(markdown).not.toContain("✓");
    expect(markdown).toContain(storyText("en", 0));
  });

  it("keeps a figure of the story that stands alone in its own block, with no buttons beside it", () => {
    const markdown = markdownOf(storyIn("en", "", `<p>${storyText("en", 1)}</p><div class="big-number">6782</div><p>${storyText("en", 2)}</p>`));
    expect(markdown).toContain("6782");
  });

  it("drops the terms a form's button accepts, and a post's 'answered …' dateline", () => {
    const form = '<h2>Your Answer</h2><form><textarea></textarea><button>Post Your Answer</button></form><p>By clicking "Post Your Answer", you agree to our <a href="/legal/terms">terms of service</a> and acknowledge you have read our <a href="/legal/privacy">privacy policy</a>.</p>';
    const markdown = markdownOf(storyIn("en", "", `<div class="when">answered Nov 10, 2014 at 22:11</div>${form}`));
    expect(markdown).not.toContain("you agree");
    expect(markdown).not.toContain("answered Nov");
    expect(markdown).not.toContain("Your Answer");
    expect(markdown).toContain(storyText("en", 3));
  });
});
