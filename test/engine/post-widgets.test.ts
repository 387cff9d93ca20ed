import { describe, expect, it } from "vitest";
import { mainContentMarkdown, paragraphs, sentence, storyPage } from "../helpers/main-content-markdown.js";

// A blog platform's widgets left as text: counts of claps and responses whose buttons the scanner
// dropped ("1.2K 34"), and the author's box under a "Written by …" heading (`chrome-text.ts`).

const markdownOf = mainContentMarkdown("https://medium.example/harbour-notes/tide-gauge-data-1a2b3c");

describe("a post's widgets", () => {
  it("drops the counts beside dropped buttons and the 'Written by' box, keeping the story", () => {
    const counts = '<div class="claps"><button aria-label="clap">👏</button><span>1.2K</span> <button aria-label="responses">💬</button><span>34</span></div>';
    const writtenBy = '<div class="written-by"><h2>Written by Ann Hale</h2><p>412 Followers · Writer for Harbour Notes</p><p>Sailor, data person, occasional poet.</p><button>Follow</button></div>';
    const markdown = markdownOf(storyPage(`<h1>What a tide gauge taught me</h1>${counts}${paragraphs("gauge", 3)}${counts}${writtenBy}`));
    expect(markdown).not.toContain("1.2K");
    expect(markdown).not.toContain("Written by");
    expect(markdown).not.toContain("occasional poet");
    expect(markdown).toContain(sentence("gauge", 2));
  });

  it("keeps a section titled 'By car' and a line of plain figures", () => {
    const markdown = markdownOf(storyPage(`<h1>Getting to Port Alder</h1>${paragraphs("intro", 2)}<h2>By Car</h2>${paragraphs("road", 1)}<h2>By Train</h2>${paragraphs("rail", 1)}<p>1,204 388</p>`));
    expect(markdown).toContain("## By Car");
    expect(markdown).toContain(sentence("road", 0));
    expect(markdown).toContain("1,204 388");
  });
});
