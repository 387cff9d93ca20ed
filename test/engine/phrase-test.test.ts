import { describe, expect, it } from "vitest";
import * as phrases from "../../src/engine/content/chrome-phrases.js";
import { playerOrBreakLinePattern } from "../../src/engine/content/embed-lines.js";
import { anchoredAlternatives, caseSensitiveTwin, fastPhraseTest, gatedPhraseTest, requiresLiteral } from "../../src/engine/content/phrase-test.js";

const patterns = Object.entries(phrases).filter((entry): entry is [string, RegExp] => entry[1] instanceof RegExp);

/** Deterministic pseudo-random ASCII texts built from the patterns' own words, in mixed case. */
function asciiTexts(count: number): string[] {
  const words = new Set<string>();
  for (const [, pattern] of patterns) for (const word of pattern.source.match(/[a-z]{2,}/g) ?? []) words.add(word);
  const pool = [...words, "1", "12", "2024", "5", ":", "|", "/", "-", "!", "?", "...", "(", ")", "S", "K", "ss", "Kk"];
  let state = 7;
  const next = (n: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
  const texts: string[] = [];
  for (let index = 0; index < count; index++) {
    const parts: string[] = [];
    const length = 1 + next(6);
    for (let part = 0; part < length; part++) {
      const word = pool[next(pool.length)] as string;
      const cased = next(3) === 0 ? word.toUpperCase() : next(2) === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word;
      parts.push(cased);
    }
    texts.push(parts.join(next(4) === 0 ? "  " : " "));
  }
  return texts;
}

describe("fastPhraseTest", () => {
  it("answers as the pattern does for every chrome phrase pattern, on ASCII and other texts", () => {
    const texts = [
      ...asciiTexts(4000),
      "Dieser Beitrag wurde zuerst veröffentlicht",
      "THE VIEWS EXPRESSED HERE are the author's",
      "The site is not responsible for the opinions of readers",
      "Never miss a story: sign up!",
      "ſubscribe", // long s folds to "s" under iu
      "\u212aommentare", // Kelvin sign folds to "k"
      "Abonniere unseren Newsletter",
      "",
    ];
    const matched = new Map<string, number>();
    for (const [name, pattern] of patterns) {
      const fast = fastPhraseTest(pattern);
      for (const text of texts) {
        expect(fast.test(text), `${name}: ${JSON.stringify(text)}`).toBe(pattern.test(text));
        if (pattern.test(text)) matched.set(name, (matched.get(name) ?? 0) + 1);
      }
    }
    // The texts hit the patterns, not only miss them.
    expect(matched.get("editorialNote")).toBeGreaterThanOrEqual(2);
    expect(matched.get("callToAction")).toBeGreaterThanOrEqual(50);
    expect(matched.get("widgetText")).toBeGreaterThanOrEqual(20);
  });

  it("has a twin for the scanning patterns it is used for", () => {
    expect(caseSensitiveTwin(phrases.editorialNote)).toBeDefined();
    expect(caseSensitiveTwin(phrases.callToAction)).toBeDefined();
  });

  it("twins patterns with \\p{N} (a photo credit's licence, a player's platform), with the same answers", () => {
    expect(caseSensitiveTwin(phrases.photoCredit)).toBeDefined();
    expect(caseSensitiveTwin(playerOrBreakLinePattern)).toBeDefined();
    const texts = ["CC BY-SA 4.0", "cc0", "Public Domain", "public domain2", "Watch on YouTube", "WATCH ON Y2K", "view this post on X1", "see on 123", "Now Playing 3:45", "Foto: Anna", "ſubscribe", "Watch on \u212aick"];
    const credit = fastPhraseTest(phrases.photoCredit);
    const player = fastPhraseTest(playerOrBreakLinePattern);
    for (const text of texts) {
      expect(credit.test(text), JSON.stringify(text)).toBe(phrases.photoCredit.test(text));
      expect(player.test(text), JSON.stringify(text)).toBe(playerOrBreakLinePattern.test(text));
    }
  });

  it("runs a pattern that depends on case as it is", () => {
    for (const pattern of [/Abc/i, /[A-Z]x/i, /[!-~]x/i, /\x41/i, /\p{Lu}/iu, /(a)\1/i, /ſ/iu, /[a-ſ]/iu, /[\u212a]/iu, /abc/, /abc/gi, /^abc/im]) {
      expect(caseSensitiveTwin(pattern), String(pattern)).toBeUndefined();
    }
    expect(caseSensitiveTwin(/[a-z]+ (?:x|y)\b\d\s\w[^.!?]\p{L}/iu)?.flags).toBe("u");
  });

  it("reads the caseless escapes the same on lower-cased ASCII", () => {
    const ascii = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code));
    for (const escape of ["\\b", "\\B", "\\d", "\\D", "\\s", "\\S", "\\w", "\\W", "\\p{L}", "\\P{L}", "\\p{N}", "\\P{N}"]) {
      const folded = new RegExp(`a${escape}`, "iu");
      const twin = new RegExp(`a${escape}`, "u");
      for (const char of ascii) expect(twin.test(`a${char}`.toLowerCase()), `${escape} ${char.charCodeAt(0)}`).toBe(folded.test(`a${char}`));
    }
  });
});

describe("gatedPhraseTest", () => {
  it("answers as the widget pattern does, with its PDF alternatives gated on 'pdf'", () => {
    const texts = [
      ...asciiTexts(4000),
      "Als PDF herunterladen",
      "Den Artikel als PDF herunterladen",
      "Download as PDF.",
      "Télécharger le PDF",
      "descargar en pdf",
      "Studie PDF herunterladen:",
      "pdf",
      "A report about PDF files",
      "Télécharger en PDF", // not ASCII: the pattern runs as it is
      "",
    ];
    const gated = gatedPhraseTest(phrases.widgetText, "pdf");
    let pdfMatches = 0;
    for (const text of texts) {
      const expected = phrases.widgetText.test(text);
      expect(gated.test(text), JSON.stringify(text)).toBe(expected);
      if (expected && text.toLowerCase().includes("pdf")) pdfMatches++;
    }
    expect(pdfMatches).toBeGreaterThanOrEqual(6);
  });

  it("gates only the alternatives that cannot match without the needle", () => {
    const shape = anchoredAlternatives(caseSensitiveTwin(phrases.widgetText)?.source ?? "");
    expect(shape?.suffix).toBe("[.!:]?$");
    expect(shape?.alternatives.filter((alternative) => requiresLiteral(alternative, "pdf")).length).toBeGreaterThanOrEqual(1);
    expect(requiresLiteral("(?:x )?(?:a pdf|pdf b)", "pdf")).toBe(true);
    expect(requiresLiteral("(?:a pdf|b)", "pdf")).toBe(false);
    expect(requiresLiteral("(?:a pdf)?", "pdf")).toBe(false);
    expect(requiresLiteral("pd?f", "pdf")).toBe(false);
    expect(requiresLiteral("[pdf]df", "pdf")).toBe(false);
    expect(requiresLiteral("(?!pdf)x", "pdf")).toBe(false);
    expect(requiresLiteral("\\.pdf", "pdf")).toBe(true);
    expect(requiresLiteral("\\pdf", "pdf")).toBe(false);
    expect(anchoredAlternatives("^(?:a|b)|c$")).toBeUndefined();
    expect(anchoredAlternatives("^(?:a|b)+$")).toBeUndefined();
    expect(anchoredAlternatives("(?:a|b)$")).toBeUndefined();
  });

  it("is the plain fast test for a pattern of another shape", () => {
    for (const pattern of [/^(?:a pdf|b)$/i, /x(?:pdf)/i, /^(?:pdf|b)$/]) {
      for (const text of ["a pdf", "b", "xpdf", "pdf", "B", "A PDF"]) expect(gatedPhraseTest(pattern, "pdf").test(text)).toBe(pattern.test(text));
    }
  });
});

describe("isByline", () => {
  it("answers as its definition (first word lower-cased, then the byline pattern)", () => {
    // The definition, with the text always rebuilt; the pattern is read back from the function's answers.
    const definition = (text: string) => {
      const first = /^\S+/u.exec(text)?.[0] ?? "";
      return phrases.isByline(first.toLowerCase() + text.slice(first.length));
    };
    const texts = [...asciiTexts(3000), "By Jane Doe", "by Jane Doe", "BY JANE DOE", "VON Max Muster", "von Max", "Autor: Ana Pérez", "ÉCRIT PAR Jean", "Écrit par Jean", "Posted by Ann", "\tby Ann", " By Ann", "by\u00a0Ann", "By\u00a0Ann", "", "By"];
    let bylines = 0;
    for (const text of texts) {
      expect(phrases.isByline(text), JSON.stringify(text)).toBe(definition(text));
      if (definition(text)) bylines++;
    }
    expect(bylines).toBeGreaterThanOrEqual(5);
  });
});
