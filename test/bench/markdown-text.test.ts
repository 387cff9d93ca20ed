import { describe, expect, it } from "vitest";
import { markdownToText } from "../../bench/lib/markdown-text.js";

describe("markdownToText (P11's reduction of markdown to reader text)", () => {
  it("drops link targets, images and inline tags, and shows escapes as the characters they stand for", () => {
    expect(markdownToText("See [the \\[1\\] note](https://e.com/a_(b)) ![alt](x.png) and <sup>2</sup> snake\\_case")).toBe("See the [1] note   and 2 snake_case");
    expect(markdownToText("![a photo](<https://e.com/f:focal(1x2):webp/a.png>) [link](<https://e.com/(x)>) after")).toBe("  link after");
  });

  it("keeps fenced code as written, fences found as CommonMark finds them", () => {
    const text = markdownToText("````html\n```\n<p>inner</p>\n````\nafter <b>bold</b>\n~~~\na <i>b</i>\n~~~\n```inline``` <em>x</em>");
    expect(text).toContain("<p>inner</p>");
    expect(text).toContain("after bold");
    expect(text).toContain("a <i>b</i>");
    expect(text).toContain("inline x");
    expect(text).not.toContain("````");
  });

  it("shows an autolink as its address and a code span without its backticks", () => {
    expect(markdownToText("sign here:\n\n<http://www.example.org/petition>\n\nor <mailto:a@example.org>")).toBe("sign here:\n\nhttp://www.example.org/petition\n\nor mailto:a@example.org");
    expect(markdownToText("moved after `next-line` and ``a ` b`` too")).toBe("moved after next-line and a ` b too");
  });

  it("drops emphasis markers (a snippet of plain text spans a bold phrase), not bullets, products or snake_case", () => {
    expect(markdownToText("a **bold** word, *it* and ***both***; __strong__ and _em_")).toBe("a bold word, it and both; strong and em");
    // A bold link inside a bold sentence: the markers meet ("****") once the link is reduced to its text.
    expect(markdownToText("We write.** [**Follow us**](https://e.com/)** to stay")).toBe("We write. Follow us to stay");
    expect(markdownToText("* one\n* two\n\n2 * 3 = 6, snake_case, x_1, \\*kept\\*")).toBe("* one\n* two\n\n2 * 3 = 6, snake_case, x_1, *kept*");
  });
});
