import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { storyIn, storyText } from "../helpers/judge10p-pages.js";

const markdownOf = mainContentMarkdown("https://example.com/recipes/salmon");

const times =
  '<div class="times"><div class="t"><span class="label">Prep Time</span> <span>5 minutes</span></div>' +
  '<div class="t"><span class="label">Cook Time</span> <span>10 minutes</span></div><div class="t"><span class="label">Servings</span> <span>4</span></div></div>';

describe("main content: a table built of blocks, and a recipe card's buttons", () => {
  it("keeps rows of a label and a value (a recipe's times) between the story's paragraphs", () => {
    const markdown = markdownOf(storyIn("en", "", `${times}<p>${storyText("en", 1)}</p>`));
    for (const cell of ["Prep Time", "5 minutes", "Cook Time", "10 minutes", "Servings"]) expect(markdown, cell).toContain(cell);
  });

  it("sets a value apart from a label it touches (the rows' cells set apart by the site's style only)", () => {
    const specs =
      '<div class="specs"><div class="row"><span class="k">Screen</span><span class="v">6.1 inch OLED</span></div>' +
      '<div class="row"><span class="k">Battery</span><span class="v">4,500 mAh</span></div><div class="row"><span class="k">Weight</span><span class="v">182 g</span></div></div>';
    const markdown = markdownOf(storyIn("en", "", `<p>${storyText("en", 1)}</p>${specs}<p>${storyText("en", 2)}</p>`));
    for (const row of ["Screen 6.1 inch OLED", "Battery 4,500 mAh", "Weight 182 g"]) expect(markdown, row).toContain(row);
    // In a section of its own, no picture or heading beside it.
    expect(markdownOf(storyIn("en", "", `<p>${storyText("en", 1)}</p><section>${specs}</section><p>${storyText("en", 2)}</p>`))).toContain("Battery 4,500 mAh");
    // Rows already spaced print one space, not two.
    expect(markdownOf(storyIn("en", "", `${times}<p>${storyText("en", 1)}</p>`))).toContain("Prep Time 5 minutes");
  });

  it("still drops a player's controls: scraps of text that are no rows", () => {
    const controls = '<div class="player"><span>Play</span><span>00:00</span><span>/</span><span>03:12</span><span>Mute</span><span>Fullscreen</span></div>';
    const markdown = markdownOf(storyIn("en", "", `${controls}<p>${storyText("en", 1)}</p>`));
    expect(markdown).not.toContain("Fullscreen");
  });

  it("drops a recipe card's print and pin buttons", () => {
    const buttons = '<div class="card"><a href="/print/123">Print Recipe</a> <a href="https://pinterest.com/pin/create">Pin Recipe</a><p>' + storyText("en", 1) + "</p></div>";
    const markdown = markdownOf(storyIn("en", "", buttons));
    expect(markdown).not.toContain("Print Recipe");
    expect(markdown).not.toContain("Pin Recipe");
  });
});
