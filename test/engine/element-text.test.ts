import { describe, expect, it } from "vitest";
import { htmlText } from "../../src/engine/content/content-tree.js";
import { decodeText } from "../../src/engine/content/html-entities.js";

/** The definition: tags become spaces, references are decoded, white space collapsed and trimmed. */
const reference = (html: string) =>
  decodeText(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();

describe("htmlText", () => {
  it("gives the defined text of an element's HTML, with and without references", () => {
    const pieces = ["a", "Word", " ", "  ", "\n", "\t", "\u00a0", "<b>", "</b>", '<a href="x y">', "</a>", "<br>", "<", ">", "&amp;", "&nbsp;", "&#32;", "&lt;b&gt;", "&amp", "é", "x<y", "<img alt='>'>"];
    let state = 11;
    const next = (n: number) => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state % n;
    };
    for (let sample = 0; sample < 20_000; sample++) {
      let html = "";
      const length = next(12);
      for (let index = 0; index < length; index++) html += pieces[next(pieces.length)];
      expect(htmlText(html), JSON.stringify(html)).toBe(reference(html));
    }
  });
});
