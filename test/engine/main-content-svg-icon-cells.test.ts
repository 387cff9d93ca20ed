import { describe, expect, it } from "vitest";
import { mainContentMarkdown, paragraphs, storyPage } from "../helpers/main-content-markdown.js";

/**
 * A comparison table's cells drawn as inline `<svg>` icons (which the scanner drops) print what the
 * icon says: its aria-label, its `<title>`, or ✓/✗ from its class or symbol's name. An icon that
 * says nothing, or one inside a button, leaves the cell as it was.
 */
const markdownOf = mainContentMarkdown("https://example.com/plans");

function tableOf(cells: string[]): string {
  const rows = cells.map((cell, index) => `<tr><td>Feature ${index}</td><td>${cell}</td></tr>`).join("");
  return storyPage(`<article><h1>Plans</h1>${paragraphs("plan", 2)}<table><tr><th>Feature</th><th>Pro</th></tr>${rows}</table>${paragraphs("seat", 2)}</article>`);
}

const rowsOf = (markdown: string) => markdown.split("\n").filter((line) => /^\| Feature \d/.test(line));

describe("inline svg icons in table cells", () => {
  it("prints an svg icon's aria-label, title, class or symbol", () => {
    const markdown = markdownOf(
      tableOf([
        '<svg role="img" aria-label="Included" viewBox="0 0 10 10"><path d="M1 1"/></svg>',
        '<svg viewBox="0 0 10 10"><title>Not included</title><path d="M1 1"/></svg>',
        '<svg class="icon icon-check" aria-hidden="true"><use href="#sprite"></use></svg>',
        '<span class="ico"><svg aria-hidden="true"><use xlink:href="/s.svg#icon-close"></use></svg></span>',
      ]),
    );
    expect(rowsOf(markdown)).toEqual(["| Feature 0 | Included |", "| Feature 1 | Not included |", "| Feature 2 | ✓ |", "| Feature 3 | ✗ |"]);
  });

  it("leaves a cell empty when its icon says nothing, or when the icon is a button's", () => {
    const markdown = markdownOf(tableOf(['<svg viewBox="0 0 10 10"><path d="M1 1"/></svg>', '<button type="button"><svg aria-label="Sort"></svg></button>']));
    expect(markdown).not.toContain("Sort");
    expect(rowsOf(markdown)[0]).toBe("| Feature 0 | |");
  });

  it("reads only the start of a huge icon", () => {
    const path = `<path d="${"M1 1 L2 2 ".repeat(20_000)}"/>`;
    const markdown = markdownOf(tableOf([`<svg viewBox="0 0 10 10">${path}<title>Late title</title></svg>`]));
    expect(markdown).not.toContain("Late title");
  });
});
