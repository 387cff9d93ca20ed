import { describe, expect, it } from "vitest";
import { mainContentMarkdown, paragraphs, storyPage } from "../helpers/main-content-markdown.js";

/**
 * A teaser card whose headline link went by its name and whose "read more" link went by its text
 * leaves its excerpt behind; the excerpt goes with the card. What the story holds stays.
 */
const markdownOf = mainContentMarkdown("https://example.com/recipes/pierogi");

const excerpt = "Sweet and juicy berries that can go into desserts as well as savoury dishes and quick salads, with our ideas.";
const card = (href: string, extra = "") =>
  `<div class="box advice"><div class="box-header-wrapper"><a class="box-header" href="${href}">What to make with raspberries</a></div>` +
  `<p class="box-description">${excerpt}</p>${extra}<a class="read-more" href="${href}">Read more</a></div>`;
const page = (block: string) => storyPage(`<article><h1>Pierogi</h1>${paragraphs("pierogi", 3)}${block}${paragraphs("dough", 2)}</article>`);

describe("a teaser card's excerpt left alone", () => {
  it("goes when the links the card lost all point to one other page", () => {
    const markdown = markdownOf(page(card("/blog/raspberries")));
    expect(markdown).not.toContain("Sweet and juicy berries");
    expect(markdown).toContain("The dough paragraph number 1");
  });

  it("stays when the links went to two different pages", () => {
    const markdown = markdownOf(
      page(
        `<div class="box advice"><div class="box-header-wrapper"><a class="box-header" href="/blog/raspberries">What to make with raspberries</a></div>` +
          `<p class="box-description">${excerpt}</p><a class="read-more" href="/blog/other">Read more</a></div>`,
      ),
    );
    expect(markdown).toContain("Sweet and juicy berries");
  });

  it("stays when the box keeps a heading of its own", () => {
    const markdown = markdownOf(page(`<div class="box"><h3>Berries</h3><p>${excerpt}</p><a class="read-more" href="/blog/raspberries">Read more</a></div>`));
    expect(markdown).toContain("Sweet and juicy berries");
  });

  it("keeps the story's lead beside an author's line that went (one link)", () => {
    const markdown = markdownOf(
      page(`<div class="highlighted"><div class="text-author"><a href="/authors/kathrin"><img src="/img/kathrin.jpg" alt="Kathrin"> <span>Kathrin Hof</span></a></div><p>${excerpt}</p></div>`),
    );
    expect(markdown).toContain("Sweet and juicy berries");
  });

  it("keeps the story's lead between a byline and an author box that link to one author's page", () => {
    const markdown = markdownOf(
      storyPage(
        `<article><h1>Pierogi</h1><div class="intro"><div class="byline"><a href="/authors/kathrin">Kathrin Hof</a></div><p>${excerpt}</p>` +
          `<div class="author-bio"><a href="/authors/kathrin">About Kathrin Hof</a></div></div>${paragraphs("dough", 3)}</article>`,
      ),
    );
    expect(markdown).toContain("Sweet and juicy berries");
  });

  it("keeps a short story whose only link went", () => {
    const markdown = markdownOf(storyPage(`<article><h1>Pierogi</h1><p>${excerpt}</p><a class="read-more" href="/blog/raspberries">Read more</a></article>`));
    expect(markdown).toContain("Sweet and juicy berries");
  });

  it("keeps a picture's caption when the link around the picture went", () => {
    const markdown = markdownOf(page(`<figure><a class="lightbox-more" href="/img/berries-large.jpg">Enlarge</a><img src="/img/berries.jpg" alt=""><figcaption>${excerpt}</figcaption></figure>`));
    expect(markdown).toContain("Sweet and juicy berries");
  });
});
