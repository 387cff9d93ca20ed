import { describe, expect, it } from "vitest";
import { mainContentMarkdown, paragraphs, storyPage } from "../helpers/main-content-markdown.js";

/**
 * Checkboxes print their state (☑ / ☐) where their list or table holds a checked one: a task list,
 * a comparison table. A recipe's ingredients, each with an empty box, print as plain lines.
 */
const markdownOf = mainContentMarkdown("https://example.com/plan");

const page = (block: string) => storyPage(`<article><h1>The plan</h1>${paragraphs("plan", 2)}${block}${paragraphs("ship", 2)}</article>`);

describe("checkboxes in the article", () => {
  it("prints a task list's states", () => {
    const markdown = markdownOf(
      page('<ul class="contains-task-list"><li><input type="checkbox" checked disabled> Write the docs</li><li><input type="checkbox" disabled> Ship the build</li></ul>'),
    );
    expect(markdown).toContain("- ☑ Write the docs");
    expect(markdown).toContain("- ☐ Ship the build");
  });

  it("prints a comparison table's states", () => {
    const markdown = markdownOf(
      page('<table><tr><th>Feature</th><th>Free</th></tr><tr><td>Export</td><td><input type="checkbox" checked disabled></td></tr><tr><td>Sync</td><td><input type="checkbox" disabled></td></tr></table>'),
    );
    expect(markdown).toContain("| Export | ☑ |");
    expect(markdown).toContain("| Sync | ☐ |");
  });

  it("keeps a list of empty boxes as plain lines", () => {
    const markdown = markdownOf(page('<ul class="ingredients"><li><input type="checkbox"> 500 g flour</li><li><input type="checkbox"> 2 eggs</li><li><input type="checkbox"> 1 cup milk</li></ul>'));
    expect(markdown).toContain("- 500 g flour");
    expect(markdown).toContain("- 2 eggs");
    expect(markdown).not.toContain("☐");
  });
});
