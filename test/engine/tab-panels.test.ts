import { describe, expect, it } from "vitest";
import { mainContentMarkdown, paragraphs } from "../helpers/main-content-markdown.js";

// A tab set's panels are parts of one document: a panel hidden until its tab is clicked is not "never
// seen" (`content-cleanup.ts`), so its code stays with the visible one's.

const markdownOf = mainContentMarkdown("https://docs.example/guide/predict");

describe("tab panels", () => {
  it("keeps the code of every panel of a tab set, the hidden ones too", () => {
    const tabs =
      '<div class="tabs"><div role="tablist"><button role="tab" aria-selected="true">Python</button><button role="tab">CLI</button></div>' +
      '<div role="tabpanel"><pre><code class="language-python">levels = predict(model)</code></pre></div>' +
      '<div role="tabpanel" hidden><pre><code class="language-shell">tidekit predict --station alder</code></pre></div></div>';
    const markdown = markdownOf(`<html><head><title>predict()</title></head><body><article><h1>predict()</h1>${paragraphs("guide", 2)}${tabs}${paragraphs("end", 1)}<div hidden><p>A hidden note no reader sees.</p></div></article></body></html>`);
    expect(markdown).toContain("```python\nlevels = predict(model)");
    expect(markdown).toContain("```shell\ntidekit predict --station alder");
    expect(markdown).not.toContain("hidden note");
  });
});
