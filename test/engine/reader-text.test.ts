import { describe, expect, it } from "vitest";
import { loadMarkdownConverter } from "../../src/engine/content/html-to-markdown.js";
import { buildPageDocument } from "../../src/engine/content/page-document.js";
import { readerText } from "../../src/engine/content/reader-text.js";

describe("markdown in composed Unicode (NFC)", () => {
  it("spells a letter written as base plus combining mark as the one character", async () => {
    const { convert } = await loadMarkdownConverter();
    const decomposed = "Gru\u0308\u00dfe aus Mu\u0308nchen";
    const html = `<html><body><article><h1>Post</h1><p>${decomposed}, sagt die Tante, und geprüft wird alles zweimal, bevor der Zug fährt.</p></article></body></html>`;
    const response = { requestedUrl: "https://example.com/a", url: "https://example.com/a", status: 200, headers: { "content-type": "text/html; charset=utf-8" }, contentType: "text/html", body: Buffer.from(html) };
    const markdown = buildPageDocument(response, { formats: new Set(["markdown"]), onlyMainContent: true, removeBase64Images: true }, convert, "t").document.markdown ?? "";
    expect(markdown).toContain("Grüße aus München");
    expect(markdown).not.toContain("u\u0308");
  });
});

describe("readerText: links after an opening mark", () => {
  it("drops the converter's space after „ ¿ 「 before a link, every time, and only there", () => {
    const markdown = "Er sagte „ [Wort](https://a.test/)“ und ¿ [Qué](https://b.test/)? 「 [本](https://c.test/)」 — a [plain](https://d.test/) link, [start](https://e.test/), x [y]";
    expect(readerText(markdown)).toBe("Er sagte „[Wort](https://a.test/)“ und ¿[Qué](https://b.test/)? 「[本](https://c.test/)」 — a [plain](https://d.test/) link, [start](https://e.test/), x [y]");
    expect(readerText("„ [a](u)")).toBe("„[a](u)");
    expect(readerText("no links here")).toBe("no links here");
  });
});

describe("readerText: soft hyphens", () => {
  it("drops the invisible hyphenation hints (&shy;) a page puts inside its words", async () => {
    const { convert } = await loadMarkdownConverter();
    const html = "<html><body><article><h1>Une can&shy;di&shy;da&shy;ture</h1><p>En réac&shy;tion à la can\u00addi\u00adda\u00adture du conseiller, plus de 2500 cher&shy;cheurs annoncent une candidature collective à la présidence.</p></article></body></html>";
    const response = { requestedUrl: "https://example.com/a", url: "https://example.com/a", status: 200, headers: { "content-type": "text/html; charset=utf-8" }, contentType: "text/html", body: Buffer.from(html) };
    const markdown = buildPageDocument(response, { formats: new Set(["markdown"]), onlyMainContent: true, removeBase64Images: true }, convert, "t").document.markdown ?? "";
    expect(markdown).toContain("# Une candidature");
    expect(markdown).toContain("En réaction à la candidature du conseiller");
    expect(markdown).not.toContain("\u00ad");
    // A visible hyphen stays.
    expect(readerText("well-known réac\u00adtion")).toBe("well-known réaction");
  });
});
