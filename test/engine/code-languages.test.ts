import { describe, expect, it } from "vitest";
import { pageMarkdown, paragraphs } from "../helpers/main-content-markdown.js";

// A code block's language named where the markdown converter does not read it (`code-languages.ts`):
// the fence says it, in the main content and in the whole page.

const convert = pageMarkdown("https://docs.example/guide");
const markdownOf = (body: string, onlyMainContent: boolean) =>
  convert(`<html><head><title>Guide</title></head><body><article><h1>Guide</h1>${paragraphs("guide", 2)}${body}${paragraphs("end", 1)}</article></body></html>`, onlyMainContent);

const generators: Array<[string, string, string]> = [
  ["Sphinx", '<div class="highlight-python notranslate"><div class="highlight"><pre><span></span>levels = predict(model)</pre></div></div>', "python"],
  ["Jekyll's Rouge", '<div class="language-ruby highlighter-rouge"><div class="highlight"><pre class="highlight"><code>puts "tide"</code></pre></div></div>', "ruby"],
  ["MkDocs Material", '<div class="language-yaml highlight"><pre><span></span><code>site_name: tides</code></pre></div>', "yaml"],
  ["GitHub", '<div class="highlight highlight-source-shell"><pre>npm install tidekit</pre></div>', "shell"],
  ["Prettify", '<pre class="lang-go prettyprint">fmt.Println("tide")</pre>', "go"],
  ["SyntaxHighlighter", '<pre class="brush: php; title: ; notranslate">echo "tide";</pre>', "php"],
  ["a data-lang attribute", '<pre data-lang="rust"><code>let tide = 3;</code></pre>', "rust"],
  ["a language on the pre over a plain code", '<pre class="language-sql"><code>SELECT 1;</code></pre>', "sql"],
];

describe("code blocks' languages", () => {
  for (const onlyMainContent of [true, false]) {
    for (const [generator, block, language] of generators) {
      it(`reads ${generator}'s (${onlyMainContent ? "main content" : "whole page"})`, () => {
        expect(markdownOf(block, onlyMainContent)).toContain("```" + language + "\n");
      });
    }
  }

  it("leaves a block that names no language, or says it has none, as a bare fence", () => {
    const markdown = markdownOf('<pre>plain</pre><div class="highlight-default"><pre>also plain</pre></div><pre><code class="nohighlight">none</code></pre>', true);
    expect(markdown.match(/^```$/gm)).toHaveLength(6);
  });

  it("keeps a language the converter reads already", () => {
    expect(markdownOf('<pre><code class="hljs language-kotlin">val tide = 3</code></pre>', true)).toContain("```kotlin\n");
  });

});

describe("code blocks' last line", () => {
  for (const onlyMainContent of [true, false]) {
    it(`ends the fence on the code's last line, not on the line break before </pre> (${onlyMainContent ? "main content" : "whole page"})`, () => {
      const block = '<div class="highlight-python"><div class="highlight"><pre><span>tide = 3</span>\n<span>print(tide)</span>\n</pre></div></div>';
      expect(markdownOf(block, onlyMainContent)).toContain("```python\ntide = 3\nprint(tide)\n```");
    });
  }

  it("keeps the blank lines inside a code block", () => {
    expect(markdownOf("<pre><code>a = 1\n\nb = 2</code></pre>", true)).toContain("a = 1\n\nb = 2\n```");
  });
});
