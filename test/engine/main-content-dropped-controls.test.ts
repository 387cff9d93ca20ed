import { describe, expect, it } from "vitest";
import { mainContentMarkdown, paragraphs, storyPage } from "../helpers/main-content-markdown.js";

/**
 * A short call to act inside the story goes when its control stood beside it, even when that
 * control is a button the scanner dropped (so the box reads as words alone); the same words
 * without a control, or a sentence about a button, stay.
 */
const markdownOf = mainContentMarkdown("https://example.com/news/ferry");

const story = (box: string) => storyPage(`<article><h1>The ferry</h1>${paragraphs("ferry", 3)}${box}${paragraphs("bridge", 3)}</article>`);

describe("calls to act beside a dropped control", () => {
  it("drops an appeal whose only control is a button", () => {
    const markdown = markdownOf(story('<div class="box"><p>Support independent journalism. Become a member today.</p><button type="button">Donate</button></div>'));
    expect(markdown).not.toContain("Become a member");
    expect(markdown).toContain("bridge paragraph number 2");
  });

  it("drops an appeal whose control sat in a dropped form", () => {
    const markdown = markdownOf(story('<div class="panel"><p>Become a supporter today.</p><form action="/join"><input type="email" name="mail"><button>Join</button></form></div>'));
    expect(markdown).not.toContain("Become a supporter");
  });

  it("keeps the same words without a control, and a sentence about a button", () => {
    const plain = markdownOf(story('<div class="box"><p>Support independent journalism. Become a member today.</p></div>'));
    expect(plain).toContain("Become a member today.");
    const manual = markdownOf(story("<div><p>Press the button below to reset the device to factory settings.</p><button>Reset</button></div>"));
    expect(manual).toContain("Press the button below");
  });
});
