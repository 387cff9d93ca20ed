import { describe, expect, it } from "vitest";
import { htmlText } from "../../src/engine/content/content-tree.js";
import { decodeText } from "../../src/engine/content/html-entities.js";
import { ScanOutput } from "../../src/engine/content/scan-output.js";

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

describe("ScanOutput.between", () => {
  it("gives what text() gives for every range of spans, replacements and omissions", () => {
    const source = "<p>one <a href='/x'>two</a> three</p><div>four &amp; five</div><br>six";
    let state = 5;
    const next = (n: number) => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state % n;
    };
    for (let sample = 0; sample < 300; sample++) {
      const output = new ScanOutput(source);
      let at = 0;
      while (at < source.length) {
        const to = Math.min(source.length, at + 1 + next(8));
        const kind = next(4);
        if (kind === 0) output.omit(at, to);
        else if (kind === 1) output.replace(at, to, next(2) === 0 ? "" : "<x>");
        else output.copyTo(to);
        at = to;
      }
      output.copyTo(source.length);
      const marks = output.mark;
      for (let from = 0; from <= marks; from++) for (let to = from; to <= marks + 1; to++) expect(output.between(from, to)).toBe(output.text("", from, Math.min(to, marks)));
    }
  });
});
