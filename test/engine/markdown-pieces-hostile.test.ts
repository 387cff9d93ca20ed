import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { convertInPieces, loadMarkdownConverter, pieceWiseAboveChars } from "../../src/engine/content/html-to-markdown.js";
import { createLocalEngine } from "../../src/engine/index.js";
import { postJson } from "./engine-http.js";

/**
 * A stand-in for mdream's MarkdownStream as it treats an unfinished construct (a comment, a tag
 * name): it gives no markdown and reads everything held so far again with each piece. Counts the
 * characters it reads, which is the conversion's work on such a page.
 */
function holdingStream() {
  let held = 0;
  const counter = { read: 0, pieces: 0 };
  const stream = {
    processChunk(chunk: string) {
      held += chunk.length;
      counter.read += held;
      counter.pieces += 1;
      return "";
    },
    finish: () => "done",
    free: () => {},
  };
  return { stream, counter };
}

describe("markdown in pieces of a hostile page", () => {
  it("reads a multi-megabyte unfinished construct a bounded number of times, not once per piece", () => {
    const html = `<p>a</p><!--${"-".repeat(8 * 1024 * 1024)}--><p>b</p>`;
    const { stream, counter } = holdingStream();
    expect(convertInPieces(stream, html)).toBe("done");
    // In fixed 64 K pieces this was 128 pieces and ~540 M characters read (seconds of CPU per page).
    expect(counter.read).toBeLessThanOrEqual(4 * html.length);
  });

  it("keeps the text around huge comments, tag names and processing instructions", async () => {
    const converter = await loadMarkdownConverter();
    const mb = 512 * 1024;
    const html = [
      "<main><h1>Start</h1>",
      `<!--${"-".repeat(3 * mb)}--><p>after the comment &amp; more</p>`,
      `<${"x".repeat(2 * mb)}>inside</x><p>after the tag</p>`,
      `<?${"y".repeat(2 * mb)}?><p>after the pi</p>`,
      "<p>",
      "word ".repeat(100_000),
      "</p></main>",
    ].join("");
    expect(html.length).toBeGreaterThan(pieceWiseAboveChars);
    const markdown = converter.convert(html);
    for (const text of ["# Start", "after the comment & more", "after the tag", "after the pi"]) expect(markdown).toContain(text);
  });

  it("scrapes a page that is one huge comment with text around it", async () => {
    const page = `<html><body><main><h1>Hostile</h1><p>first</p><!--${"-".repeat(4 * 1024 * 1024)}--><p>last</p></main></body></html>`;
    const server = createServer((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end(page));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await using engine = await createLocalEngine({ allowPrivateNetwork: true, browser: false });
      const { status, body } = await postJson(`${engine.url}/scrape`, { url: `${origin}/`, formats: ["markdown"] });
      expect(status).toBe(200);
      const markdown = (body.data as { markdown: string }).markdown;
      expect(markdown).toContain("first");
      expect(markdown).toContain("last");
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 60_000);
});
