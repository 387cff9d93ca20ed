import { describe, expect, it } from "vitest";
import { anyPhraseTest, asciiOnly, caseSensitiveTwin, fastPhraseTest, gatedPhraseTest, requiresBeyondAscii } from "../../src/engine/content/phrase-test.js";
import { worldCredit, worldReadAlsoPattern } from "../../src/engine/content/world-chrome.js";
import { buttonWordPattern } from "../../src/engine/content/site-lines.js";

// Speed lane 13: a phrase pattern's twin for ASCII texts leaves out the alternatives that need a
// character beyond ASCII, and patterns tried one after the other are tried as one joined pattern on
// ASCII texts. These tests check that the answers stay those of the patterns themselves.

describe("requiresBeyondAscii", () => {
  it("sees a letter beyond ASCII that every match holds", () => {
    expect(requiresBeyondAscii("читайте")).toBe(true);
    expect(requiresBeyondAscii("anhören")).toBe(true);
    expect(requiresBeyondAscii("(?:é|ü)x")).toBe(true);
    expect(requiresBeyondAscii("関連記事")).toBe(true);
  });

  it("does not count a letter a match may do without", () => {
    expect(requiresBeyondAscii("follow")).toBe(false);
    expect(requiresBeyondAscii("anh(?:ö)?ren")).toBe(false);
    expect(requiresBeyondAscii("anhö?ren")).toBe(false);
    expect(requiresBeyondAscii("[öo]")).toBe(false);
    expect(requiresBeyondAscii("(?:é|e)x")).toBe(false);
    expect(requiresBeyondAscii("(?!é)x")).toBe(false);
    expect(requiresBeyondAscii("(?:é|ü)*x")).toBe(false);
    expect(requiresBeyondAscii("\\p{L}+")).toBe(false);
  });
});

describe("asciiOnly", () => {
  it("drops the alternatives an ASCII text cannot match, and keeps the rest", () => {
    const twin = caseSensitiveTwin(/^(?:follow|anhören|écouter|listen)[.!]?$/iu) as RegExp;
    const ascii = asciiOnly(twin) as RegExp;
    expect(ascii.source).toBe("^(?:follow|listen)[.!]?$");
    expect(ascii.flags).toBe(twin.flags);
  });

  it("never matches when every alternative needs a character beyond ASCII", () => {
    const twin = caseSensitiveTwin(/^(?:関連記事|читайте также)$/iu) as RegExp;
    expect(asciiOnly(twin).test("related")).toBe(false);
  });

  it("leaves a pattern of another shape as it is", () => {
    const twin = caseSensitiveTwin(/(?:subscrib|abonné)/iu) as RegExp;
    expect(asciiOnly(twin)).toBe(twin);
  });
});

describe("phrase tests answer as their patterns", () => {
  const texts = [
    "Follow",
    "follow!",
    "Anhören",
    "Écouter",
    "Listen.",
    "crawl index page markdown agent",
    "Lees ook",
    "Ilgili haberler",
    "Читайте также",
    "関連記事",
    "Meer nieuws: de stad",
    "Follow us on the site",
    "Tags: python, web",
    "Etiketler: spor",
    "Bron: ANP",
    "Fonte: Reuters",
    "Фото: Иван Петров",
    "Note : 4,5/5 (12 votes)",
    "",
  ];

  it("for patterns that mix ASCII words with words in other scripts", () => {
    for (const pattern of [buttonWordPattern, worldReadAlsoPattern]) {
      const test = fastPhraseTest(pattern);
      for (const text of texts) expect(test.test(text), text).toBe(pattern.test(text));
    }
  });

  it("for a pattern of phrases in several scripts", () => {
    const pattern = /^(?:meer nieuws|lees ook|читайте также|関連記事|ilgili haberler)(?=$|[\s:：])/iu;
    const wrapped = fastPhraseTest(pattern);
    for (const text of texts) expect(wrapped.test(text), text).toBe(pattern.test(text));
  });

  it("for the world patterns on ASCII and other texts", () => {
    const worldReadAlso = fastPhraseTest(worldReadAlsoPattern);
    expect(worldReadAlso.test("Meer nieuws")).toBe(true);
    expect(worldReadAlso.test("Ilgili haberler")).toBe(true);
    expect(worldReadAlso.test("Читайте также")).toBe(true);
    expect(worldReadAlso.test("crawl index page")).toBe(false);
    expect(worldCredit.test("Bron: ANP")).toBe(true);
    expect(worldCredit.test("Фото: Иван Петров")).toBe(true);
    expect(worldCredit.test("Photo: a boat")).toBe(false);
  });

  it("for a gated pattern", () => {
    const pattern = /^(?:print|drucken|печать|imprimir|[\p{L}]{1,30} pdf herunterladen|pdf)$/iu;
    const gated = gatedPhraseTest(pattern, "pdf");
    for (const text of [...texts, "Print", "Печать", "Datei PDF herunterladen", "PDF"]) expect(gated.test(text), text).toBe(pattern.test(text));
  });
});

describe("anyPhraseTest", () => {
  const patterns = [
    /^(?:reading time|lesezeit)\s*:?\s*\d+\s*\p{L}*$/iu,
    /^(?:время чтения|okuma süresi)\s*[:：]?\s*\d{1,3}\s*\p{L}{0,8}$|^\d{1,3}\s*dk\s+okuma$/iu,
    /(?<!\p{L})(?:newsletter|abonné|sign up)/iu,
    /^(?:follow|anhören|écouter)[.!]?$/iu,
    // Without a twin (case matters): tried on its own, on the text as it is.
    /^[A-Z]{2,}:/u,
  ];
  const any = anyPhraseTest(patterns);
  const texts = [
    "Reading time: 4 min",
    "LESEZEIT 3 Minuten",
    "Время чтения: 4 мин",
    "Okuma süresi: 4 dk",
    "4 dk okuma",
    "Get our Newsletter today",
    "Abonné ou pas",
    "Sign up",
    "Follow!",
    "Anhören",
    "ÉCOUTER",
    "NASA: a mission",
    "Nasa: a mission",
    "crawl index page markdown agent",
    "Die Lesezeit beträgt 4 Minuten",
    "",
  ];

  it("answers as any of its patterns, on ASCII and other texts", () => {
    for (const text of texts) expect(any.test(text), text).toBe(patterns.some((pattern) => pattern.test(text)));
  });

  it("answers false on an ASCII text when every alternative needs another script", () => {
    const other = anyPhraseTest([/^(?:関連記事|читайте также)$/iu, /^(?:相关阅读)$/iu]);
    expect(other.test("related")).toBe(false);
    expect(other.test("関連記事")).toBe(true);
    expect(other.test("Читайте также")).toBe(true);
  });
});
