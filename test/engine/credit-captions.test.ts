import { describe, expect, it } from "vitest";
import { mainContentMarkdown, paragraphs, sentence, storyPage } from "../helpers/main-content-markdown.js";

// A figure whose caption is only its credit ("Photo: Reuters"): the credit goes, the picture stays
// (`chrome-text.ts`); a credit line standing alone still goes.

const markdownOf = mainContentMarkdown("https://www.harbour.example/pictures/2026/harbour");

describe("a caption that is only a credit", () => {
  it("keeps the figure's picture and drops the credit", () => {
    const markdown = markdownOf(
      storyPage(
        `<h1>The harbour in pictures</h1>${paragraphs("fleet", 2)}<figure><img src="/img/nets.jpg" alt="Nets drying on the quay"><figcaption>Photo: Reuters</figcaption></figure>` +
          `${paragraphs("nets", 2)}<div class="pic"><img src="/img/ice.jpg" alt=""><p class="credit">Foto: Lena Ortiz</p></div>${paragraphs("ice", 2)}<p>Photo: Tom Reyes</p>${paragraphs("end", 1)}`,
      ),
    );
    expect(markdown).toContain("![Nets drying on the quay](https://www.harbour.example/img/nets.jpg)");
    expect(markdown).toContain("![](https://www.harbour.example/img/ice.jpg)");
    expect(markdown).not.toContain("Reuters");
    expect(markdown).not.toContain("Lena Ortiz");
    expect(markdown).not.toContain("Tom Reyes");
    expect(markdown).toContain(sentence("end", 0));
  });
});
