import { describe, expect, it } from "vitest";
import { mainContentMarkdown, paragraphs, sentence } from "../helpers/main-content-markdown.js";

/**
 * Where this round's small-block rules must stop: ordinary article content shaped like what they
 * remove (a caption's lettered panels, a list of people and dates, a recipe's box around a form).
 */

const markdownOf = mainContentMarkdown("https://example.com/news/story");

const page = (story: string) =>
  "<html><head><title>Ferry</title></head><body>" +
  '<nav><a href="/">Home</a> <a href="/harbour">Harbour life</a> <a href="/boats">Boats</a></nav>' +
  `<div class="layout"><div class="story"><h1>The last ferry of the bay</h1>${paragraphs("story", 4)}${story}${paragraphs("end", 4)}</div></div>` +
  '<footer><a href="/about">About us</a> <a href="/legal">Legal notice</a></footer></body></html>';

describe("main content: rules for small blocks leave the article's own content", () => {
  it("keeps a caption's lettered panels: '(c) …' after '(b) …' is a panel, not a copyright", () => {
    const caption = "The three stages of the crossing: (a) boarding at the pier, (b) the open bay, (c) landing at the ferry slip.";
    const markdown = markdownOf(page(`<figure><img src="/stages.png" alt="Stages"><figcaption>${caption}</figcaption></figure>`));
    expect(markdown).toContain("(c) landing at the ferry slip.");
  });

  it("keeps a list of people and dates (each item a name beside a date)", () => {
    const people = ["Anna Berg · 12 March 1921", "Carl Dahl · 3 June 1934", "Eva Frisk · 28 August 1950", "Gustav Holm · 9 May 1962"];
    const markdown = markdownOf(page(`<p>The ferry had four captains in its working life:</p><ul>${people.map((line) => `<li>${line}</li>`).join("")}</ul>`));
    for (const line of people) expect(markdown).toContain(line);
  });

  it("keeps lines of people and dates written as paragraphs one after the other (a list, not a byline)", () => {
    const people = ["Anna Berg | 12.03.1921", "Carl Dahl | 03.06.1934", "Eva Frisk | 28.08.1950"];
    const markdown = markdownOf(page(`<p>The ferry had three captains in its working life:</p>${people.map((line) => `<p>${line}</p>`).join("")}`));
    for (const line of people) expect(markdown).toContain(line.split(" | ")[0]);
  });

  it("still drops a lone byline of a name beside a date", () => {
    const markdown = markdownOf(page('<p>Jane Doe | 29.07.2006</p>'));
    expect(markdown).not.toContain("Jane Doe");
  });

  it("keeps a recipe's ingredients in a box that also holds a servings form", () => {
    const markdown = markdownOf(
      page(
        '<div class="recipe"><h3>Ingredients</h3><form><label>Servings <input type="number" value="4"></label></form>' +
          "<ul><li>2 cups of flour</li><li>1 cup of milk</li><li>3 eggs</li><li>A pinch of salt</li></ul></div>",
      ),
    );
    for (const item of ["2 cups of flour", "1 cup of milk", "3 eggs", "A pinch of salt"]) expect(markdown).toContain(item);
  });

  it("keeps the story around these blocks", () => {
    const markdown = markdownOf(page(""));
    expect(markdown).toContain(sentence("story", 0));
    expect(markdown).toContain(sentence("end", 3));
  });
});
