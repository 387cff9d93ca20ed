import { describe, expect, it } from "vitest";
import { looksLikeAppShell, markdownShowsText } from "../../src/engine/browser/app-shell.js";

describe("app-shell check", () => {
  const shell = '<html><head><script src="/app.js"></script></head><body><div id="root"></div><noscript>Enable JavaScript</noscript></body></html>';

  it("finds an empty framework mount point with scripts", () => {
    expect(looksLikeAppShell(shell)).toBe(true);
    expect(looksLikeAppShell(`<html><body><p>${"Readable text. ".repeat(30)}</p><script>x()</script></body></html>`)).toBe(false);
  });

  it("lets markdown with real text settle a page without reading its HTML again", () => {
    expect(markdownShowsText(`# Title\n\n${"A sentence of the article that a reader sees. ".repeat(6)}`)).toBe(true);
    // Link targets, images and table syntax are not text a reader sees: a short page stays undecided.
    const links = Array.from({ length: 8 }, (_, n) => `[Go](https://example.com/a/very/long/path/to/section/${n}) ![logo](https://cdn.example.com/logo-${n}.png)`).join("\n");
    expect(markdownShowsText(links)).toBe(false);
    expect(markdownShowsText("| a | b |\n|---|---|\n| 1 | 2 |")).toBe(false);
    expect(markdownShowsText(undefined)).toBe(false);
  });
});
