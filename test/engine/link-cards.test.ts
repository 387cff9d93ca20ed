import { describe, expect, it } from "vitest";
import { mainContentMarkdown, paragraphs, sentence, storyPage } from "../helpers/main-content-markdown.js";

// A bookmark card between the story's paragraphs (one link to another site around a title and a
// description) is the article's reference (`link-cards.ts`); a card into the site, or a long
// promotion, is still judged as a teaser.

const markdownOf = mainContentMarkdown("https://blog.harbour.example/surge-forecasting/");
const card = (href: string, title: string, description: string) =>
  `<figure class="kg-card kg-bookmark-card"><a class="kg-bookmark-container" href="${href}"><div class="kg-bookmark-content"><div class="kg-bookmark-title">${title}</div><div class="kg-bookmark-description">${description}</div></div><div class="kg-bookmark-thumbnail"><img src="${href}/og.png" alt=""></div></a></figure>`;

describe("link cards", () => {
  it("keeps a bookmark card to another site between the story's paragraphs", () => {
    const markdown = markdownOf(storyPage(`<h1>Surge forecasting</h1>${paragraphs("surge", 2)}${card("https://surge.example.gov/method", "How the national surge model works", "A plain-language description of the ensemble model and its limits.")}${paragraphs("notebook", 2)}`));
    expect(markdown).toContain("How the national surge model works");
    expect(markdown).toContain("https://surge.example.gov/method");
    expect(markdown).toContain(sentence("notebook", 1));
  });

  it("judges a card into the site as a teaser", () => {
    const markdown = markdownOf(storyPage(`<h1>Surge forecasting</h1>${paragraphs("surge", 2)}${card("/why-tide-tables-lie/", "Why tide tables lie", "And what the harbour master knows that the almanac does not.")}${paragraphs("notebook", 2)}`));
    expect(markdown).not.toContain("Why tide tables lie");
  });

  it("prints the card as its link's words, without its thumbnail inside the link; a picture with an alt stays", () => {
    const markdown = markdownOf(storyPage(`<h1>Surge forecasting</h1>${paragraphs("surge", 2)}${card("https://surge.example.gov/method", "How the national surge model works", "A plain-language description of the ensemble model and its limits.")}${paragraphs("notebook", 2)}`));
    expect(markdown).toContain("[How the national surge model works A plain-language description of the ensemble model and its limits.](https://surge.example.gov/method)");
    expect(markdown).not.toContain("og.png");
    const titled = card("https://surge.example.gov/method", "How the national surge model works", "A plain-language description of the ensemble model and its limits.").replace('alt=""', 'alt="Map of the surge model\'s grid"');
    expect(markdownOf(storyPage(`<h1>Surge forecasting</h1>${paragraphs("surge", 2)}${titled}${paragraphs("notebook", 2)}`))).toContain("og.png");
  });
});

