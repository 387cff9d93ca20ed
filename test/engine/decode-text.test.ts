import { TextDecoder } from "node:util";
import { describe, expect, it } from "vitest";
import { decodeBody } from "../../src/engine/content/decode-text.js";

describe("decodeBody", () => {
  const text = "Naïve café “quotes” — 😀 日本語 ".repeat(50);

  it("decodes UTF-8 exactly as TextDecoder does: ASCII, Latin-1, wide and astral characters, a BOM, invalid bytes", () => {
    const samples = [Buffer.from("plain ascii"), Buffer.from("Naïve café ".repeat(50)), Buffer.from(text), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]), Buffer.from([0x61, 0xff, 0x62, 0xc3, 0xa9])];
    for (const body of samples) expect(decodeBody(body, "text/html; charset=utf-8", true)).toBe(new TextDecoder("utf-8").decode(body));
  });

  it("sniffs UTF-8 when nothing names a charset, and falls back to windows-1252 for bytes that are not UTF-8", () => {
    expect(decodeBody(Buffer.from(text), "text/html", true)).toBe(text);
    expect(decodeBody(Buffer.from([0x4e, 0x61, 0xef, 0x76, 0x65, 0x20, 0x93, 0x71, 0x94]), undefined, true)).toBe("Naïve “q”");
  });
});
