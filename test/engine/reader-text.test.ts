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

describe("readerText: lines a reader sees as nothing", () => {
  const markdownOf = async (body: string) => {
    const { convert } = await loadMarkdownConverter();
    const story = "<p>The council met on Tuesday and voted to approve the new budget for the coming year after a long debate about the roads.</p>";
    const html = `<html><body><article><h1>Budget</h1>${story}${body}${story}</article></body></html>`;
    const response = { requestedUrl: "https://example.com/a", url: "https://example.com/a", status: 200, headers: { "content-type": "text/html; charset=utf-8" }, contentType: "text/html", body: Buffer.from(html) };
    return buildPageDocument(response, { formats: new Set(["markdown"]), onlyMainContent: true, removeBase64Images: true }, convert, "t").document.markdown ?? "";
  };

  it("prints no empty paragraph for <p>&nbsp;</p> and no stray breaks for <br><br> or a trailing <br>&nbsp;", async () => {
    const markdown = await markdownOf("<p>&nbsp;</p><p> </p><p>First line.<br><br><br>Second line.<br>&nbsp;<br></p><p>&#8203;</p>");
    expect(markdown).toContain("roads.\n\nFirst line.\n\nSecond line.\n\nThe council");
    expect(markdown).not.toMatch(/\n[ \u00a0\u200b]+\n|\n\n\n| {2}\n\n/);
  });

  it("prints no empty ad slot (<ins>), no bare bullet for an empty item, and no break before the first block or after the last", async () => {
    const markdown = await markdownOf('<hr><ins class="adsbygoogle" data-ad-slot="1"></ins><ul><li>Roads</li><li></li><li> </li><li>Schools</li></ul><hr>');
    expect(markdown).toContain("- Roads\n- Schools");
    expect(markdown).not.toContain("<ins");
    expect(markdown).not.toMatch(/^-\s*$/m);
    expect(readerText("---\n\nText\n\n---\n\nMore\n\n---")).toBe("Text\n\n---\n\nMore");
    // A line of text over "---" is a heading, and a page of only a break stays as it is.
    expect(readerText("Title\n---")).toBe("Title\n---");
    expect(readerText("---")).toBe("---");
  });

  it("keeps a single hard break inside a paragraph, and code as written", () => {
    expect(readerText("Street 1  \nTown\n\n\u00a0\n\nNext")).toBe("Street 1  \nTown\n\nNext");
    const code = "```\nline  \n\u00a0\n\n\n\nend\n```";
    expect(readerText(`Intro  \n\n${code}\n\n\n\nAfter  `)).toBe(`Intro\n\n${code}\n\nAfter`);
  });
});

describe("readerText: hostile white space", () => {
  it("handles a line of a hundred thousand spaces before a letter in one walk", () => {
    const line = `${" ".repeat(100_000)}x  `;
    expect(readerText(`${line}\n\n\u00a0\n\nend`)).toBe(`${" ".repeat(100_000)}x\n\nend`);
  });
});
