import { describe, expect, it } from "vitest";
import { editorialNote, isDateline } from "../../src/engine/content/chrome-phrases.js";
import { fastPhraseTest, searchGatedPhraseTest } from "../../src/engine/content/phrase-test.js";

/** Deterministic pseudo-random texts from `pool`, joined by single or double spaces, in mixed case. */
function texts(pool: readonly string[], count: number, seed: number): string[] {
  let state = seed;
  const next = (n: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
  const out: string[] = [];
  for (let index = 0; index < count; index++) {
    const parts: string[] = [];
    for (let part = 1 + next(7); part > 0; part--) {
      const word = pool[next(pool.length)] as string;
      parts.push(next(3) === 0 ? word.toUpperCase() : word);
    }
    out.push(parts.join(next(4) === 0 ? "  " : " "));
  }
  return out;
}

const noteNeedles = [" not responsible for ", "participates in the amazon "];

describe("searchGatedPhraseTest", () => {
  it("answers as the editorial-note pattern does, its searching alternatives gated on their words", () => {
    const pool = [...(editorialNote.source.match(/[a-z]{2,}/g) ?? []), "is", "are", "not", "responsible", "for", "the", "views", "amazon", "associates", "program", "xis", ":", "ü", "\u212a", "ſ"];
    const gated = searchGatedPhraseTest(editorialNote, noteNeedles);
    let matches = 0;
    for (const text of [
      ...texts(pool, 6000, 11),
      "We are not responsible for the views of commenters",
      "This site participates in the Amazon Services LLC Associates Program",
      "Xis not responsible for views",
      "",
    ]) {
      const expected = editorialNote.test(text);
      expect(gated.test(text), JSON.stringify(text)).toBe(expected);
      if (expected) matches++;
    }
    expect(matches).toBeGreaterThanOrEqual(20);
  });

  it("falls back to the whole pattern when an alternative searches without a needle", () => {
    const pattern = /^abc|\bxyz\b/i;
    const gated = searchGatedPhraseTest(pattern, ["pdf"]);
    const fast = fastPhraseTest(pattern);
    for (const text of ["abc", "an XYZ here", "none", "ABCD", "xyzabc"]) expect(gated.test(text), text).toBe(fast.test(text));
  });
});

describe("isDateline", () => {
  it("reads a date with its dateline words and nothing else", () => {
    expect(isDateline("Donnerstag, 31. Mai 2012")).toBe(true);
    expect(isDateline("Publicado el 03/05/2022 a las 22h03")).toBe(true);
    expect(isDateline("3:59 PM")).toBe(true);
    expect(isDateline("2012")).toBe(false);
    expect(isDateline("Section 17: results")).toBe(false);
    expect(isDateline("31. Mai 2012 Berlin")).toBe(false);
  });
});
