import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { convertInPieces, MARKDOWN_INPUT_LEAD, pieceWiseAboveChars } from "../../src/engine/content/html-to-markdown.js";
import { readPage } from "../../src/engine/content/page-document.js";

async function loadWasm() {
  const wasm = await import("mdream/wasm");
  const path = createRequire(import.meta.url).resolve("mdream/wasm").replace(/mdream_edge\.js$/, "mdream_edge_bg.wasm");
  wasm.initSync({ module: await readFile(path) });
  return wasm;
}

const sentence = "Some words of running text that make the section long enough to read as an article. ".repeat(8);

// A page past the piece-wise threshold (few enough elements for the content tree) whose blocks hold what a comment at a piece's start must not
// fall into: tags inside comments and attribute values, a textarea, tables, lists, nested sections.
function bigPage(): string {
  const parts = ["<html><body><main><article><h1>Big</h1>"];
  let length = 0;
  for (let i = 0; length < pieceWiseAboveChars + 100_000; i += 1) {
    const block =
      `<section><h2>Part ${i}</h2><p>Text ${i} <a href="/p/${i}" title="<p>not a tag</p>">link ${i}</a> and more words in a sentence.</p><p>${sentence}</p>` +
      `<!-- <div>commented out ${i}</div> --><div class="x"><p>Inner ${i}</p><ul><li>one</li><li>two <b>bold</b></li></ul></div>` +
      (i % 200 === 0 ? `<table><tr><th>a</th><th>b</th></tr><tr><td>${i}</td><td><div>cell</div></td></tr></table><textarea><p>typed</p></textarea>` : "") +
      "</section>\n";
    parts.push(block);
    length += block.length;
  }
  parts.push("</article></main></body></html>");
  return parts.join("");
}

describe("markdown in pieces cut between blocks", () => {
  it("cuts at element start tags and gives the one-call markdown, each piece led by the comment", async () => {
    const wasm = await loadWasm();
    const page = readPage(bigPage(), "https://site.test/a", { formats: new Set(["markdown"]), onlyMainContent: true, removeBase64Images: true });
    const html = page.contentHtml;
    expect(html.length).toBeGreaterThan(pieceWiseAboveChars);
    expect(page.markdownCuts.length).toBeGreaterThan(10);
    for (const cut of page.markdownCuts) expect(html.slice(cut, cut + 2)).toMatch(/^<[a-z]/);

    const chunks: string[] = [];
    const stream = new wasm.MarkdownStream({});
    const recording = {
      processChunk: (chunk: string) => {
        chunks.push(chunk);
        return stream.processChunk(chunk);
      },
      finish: () => stream.finish(),
      free: () => stream.free(),
    };
    const markdown = convertInPieces(recording, html, page.markdownCuts);
    expect(markdown).toBe(wasm.htmlToMarkdown(html, {}));
    expect(markdown).toContain("Inner 7");
    expect(markdown).not.toContain("commented out");
    // Several pieces (256 K characters each), every one but a fallback one led by the comment: the binding's fast copy.
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.every((chunk) => chunk.startsWith(MARKDOWN_INPUT_LEAD))).toBe(true);
  }, 60_000);

  it("cuts anywhere (without the lead) when the HTML has no cuts", async () => {
    const wasm = await loadWasm();
    const html = `<div>${"<p>word</p>".repeat(150_000)}</div>`;
    expect(convertInPieces(new wasm.MarkdownStream({}), html, [])).toBe(wasm.htmlToMarkdown(html, {}));
  }, 60_000);
});
