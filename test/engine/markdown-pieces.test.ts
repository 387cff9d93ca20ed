import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { convertInPieces, loadMarkdownConverter, pieceWiseAboveChars } from "../../src/engine/content/html-to-markdown.js";

/** mdream's WebAssembly build, loaded here on its own: the reference for one-call conversion. */
async function loadWasm() {
  const wasm = await import("mdream/wasm");
  const path = createRequire(import.meta.url).resolve("mdream/wasm").replace(/mdream_edge\.js$/, "mdream_edge_bg.wasm");
  wasm.initSync({ module: await readFile(path) });
  return wasm;
}

// A page past the piece-wise threshold: links, text, a table, code, and emoji placed so that
// surrogate pairs straddle piece boundaries (the prefix has an odd length).
function bigHtml(): string {
  const parts = ["<main>x<h1>Big</h1>"];
  let length = 0;
  for (let i = 0; length < pieceWiseAboveChars + 200_000; i += 1) {
    const row = `<p>Row ${i} <a href="http://site.test/p/${i}">link ${i}</a> ${"😀".repeat(40)} é</p>`;
    const extra = i % 500 === 0 ? `<table><tr><th>a</th></tr><tr><td>${i}</td></tr></table><pre><code>let x = ${i};</code></pre>` : "";
    parts.push(row, extra);
    length += row.length + extra.length;
  }
  parts.push("</main>");
  return parts.join("");
}

describe("markdown of a big page, converted in pieces", () => {
  it("equals the one-call conversion, surrogate pairs intact", async () => {
    const wasm = await loadWasm();
    const html = bigHtml();
    expect(html.length).toBeGreaterThan(pieceWiseAboveChars);
    const pieces = convertInPieces(new wasm.MarkdownStream({}), html);
    expect(pieces).toBe(wasm.htmlToMarkdown(html, {}));
    expect(pieces).not.toContain("\ufffd");
    expect(pieces).toContain("[link 99](http://site.test/p/99)");
  }, 60_000);

  it("is what the engine's converter gives for a big page", async () => {
    const converter = await loadMarkdownConverter();
    const html = bigHtml();
    const markdown = converter.convert(html);
    expect(markdown).not.toContain("\ufffd");
    if (converter.kind === "wasm") expect(markdown).toBe((await loadWasm()).htmlToMarkdown(html, {}));
  }, 60_000);
});
