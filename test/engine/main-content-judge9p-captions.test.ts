import { describe, expect, it } from "vitest";
import { mainContentMarkdown, paragraphs, sentence, storyPage } from "../helpers/main-content-markdown.js";

const markdownOf = mainContentMarkdown("https://example.com/news/story");
const times = (markdown: string, text: string) => markdown.replace(/\s+/g, " ").split(text).length - 1;

describe("main content: a caption printed twice is kept once (judge9p)", () => {
  const en = "Passengers wait on the pier at dawn";
  const de = "Fahrgäste warten im Morgengrauen am Steg";

  it("keeps one print of a caption written twice in a figcaption, in a picture block, or again after the figure", () => {
    for (const caption of [en, de]) {
      const shapes = [
        `<figure><img src="/pier.jpg" alt=""><figcaption><span class="short">${caption}</span><span class="long">${caption}</span> <span>Photo: J. Berg</span></figcaption></figure>`,
        `<div class="picture"><img src="/pier.jpg" alt=""><div class="caption"><p>${caption}</p><p class="full">${caption}</p></div></div>`,
        `<figure><img src="/pier.jpg" alt=""><figcaption><p>${caption}</p></figcaption></figure><p class="caption">${caption}</p>`,
      ];
      for (const shape of shapes) {
        const markdown = markdownOf(storyPage(`<h1>The last ferry</h1>${paragraphs("story", 2)}${shape}${paragraphs("end", 2)}`));
        expect(times(markdown, caption), shape).toBe(1);
        expect(markdown).toContain(sentence("end", 1));
      }
    }
  });

  it("keeps two different captions, equal short cells, and a paragraph after a figure that only begins like its caption", () => {
    const two = markdownOf(
      storyPage(`<h1>The last ferry</h1>${paragraphs("story", 2)}<div class="pics"><img src="/a.jpg" alt=""><div><p>The pier in 1921, before the storm</p><p>The pier in 1931, after the storm</p></div></div>${paragraphs("end", 2)}`),
    );
    expect(two).toContain("The pier in 1921, before the storm");
    expect(two).toContain("The pier in 1931, after the storm");
    const cells = markdownOf(
      storyPage(`<h1>The last ferry</h1>${paragraphs("story", 2)}<table><tr><th>Boat</th><th>Crossing</th></tr><tr><td>Morning boat</td><td>Weather permitting</td></tr><tr><td>Evening boat</td><td>Weather permitting</td></tr></table>${paragraphs("end", 2)}`),
    );
    expect(times(cells, "Weather permitting")).toBe(2);
    const after = markdownOf(
      storyPage(`<h1>The last ferry</h1>${paragraphs("story", 2)}<figure><img src="/pier.jpg" alt=""><figcaption>${en}</figcaption></figure><p>${en}, as they did every morning for forty years.</p>${paragraphs("end", 2)}`),
    );
    expect(after).toContain(`${en}, as they did every morning`);
    expect(times(after, en)).toBe(2);
  });
});
