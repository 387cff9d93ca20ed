import { describe, expect, it } from "vitest";
import { detachedString } from "../../src/core/detached-string.js";

describe("detachedString", () => {
  it("gives back the same characters, lone surrogates and escapes included", () => {
    const page = `<div class="${"a".repeat(20)} \ud800 \\ "quoted" \u2028 tab\there">`;
    const cut = page.slice(12, page.length - 2);
    expect(detachedString(cut)).toBe(cut);
    expect(detachedString("short")).toBe("short");
    expect(detachedString("")).toBe("");
  });
});
