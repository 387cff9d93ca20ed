/**
 * Faster tests of case-insensitive phrase patterns, with the same answers. V8 runs a pattern with
 * the `i` and `u` flags slowly where it has to search (an alternative not anchored at the start):
 * it compares every character through Unicode case folding. On a text of ASCII characters only, the
 * same pattern without `i`, run on the text in lower case, answers the same and is several times
 * faster, as long as the pattern itself does not depend on case (checked once, when it is wrapped;
 * a pattern that might is run as it is).
 *
 * Why the answers are the same: under `iu`, characters match when their simple case foldings are
 * equal. An ASCII character folds to its lower case, and the only characters outside ASCII that
 * fold into it are "ſ" (to "s") and the Kelvin sign (to "k"). So for an ASCII text, a pattern
 * whose literal letters are all lower case, which holds neither of those two characters and no
 * class range or escape that names a capital, matches exactly where its case-sensitive twin
 * matches the lower-cased text (which has the same length, so positions and anchors agree).
 */

/** What a phrase pattern is used for here: `test`. */
export interface PhraseTest {
  test(text: string): boolean;
}

/** A character outside ASCII (any UTF-16 unit from 0x80 up, surrogates included). */
const beyondAscii = /[\u0080-\uffff]/;

// The last text seen and its lower case (undefined when it is not ASCII): the phrase checks of
// one block run one after another on the same text, so it is lowered once.
let lastText = "";
let lastLower: string | undefined = "";

function asciiLowerCase(text: string): string | undefined {
  if (text !== lastText) {
    lastText = text;
    lastLower = beyondAscii.test(text) ? undefined : text.toLowerCase();
  }
  return lastLower;
}

/** `pattern` as a test that runs its case-sensitive twin on ASCII texts (or `pattern` itself when it has none). */
export function fastPhraseTest(pattern: RegExp): PhraseTest {
  const found = caseSensitiveTwin(pattern);
  if (found === undefined) return pattern;
  const twin = asciiOnly(found);
  return {
    test(text: string): boolean {
      const lower = asciiLowerCase(text);
      return lower === undefined ? pattern.test(text) : twin.test(lower);
    },
  };
}

/** A test that never matches: a pattern all of whose alternatives need a character beyond ASCII, on an ASCII text. */
const never: PhraseTest = { test: () => false };

/**
 * A twin `^(?:A|B|…)S` for ASCII texts only: without the alternatives that need a character beyond
 * ASCII (the phrases in other scripts and with accents), which cannot match such a text. Same
 * answers on ASCII texts: the alternation matches exactly when one of its alternatives does (a twin
 * has no back references, so dropping a group renumbers nothing that is read). Another shape: as it is.
 */
export function asciiOnly(twin: RegExp): RegExp | PhraseTest {
  const source = asciiSource(twin.source);
  return source === undefined ? never : source === twin.source ? twin : new RegExp(source, twin.flags);
}

/** `asciiOnly`'s source (undefined: it never matches an ASCII text). */
function asciiSource(source: string): string | undefined {
  const shape = anchoredAlternatives(source);
  if (shape === undefined) return source;
  const kept = shape.alternatives.filter((alternative) => !requiresBeyondAscii(alternative));
  if (kept.length === shape.alternatives.length) return source;
  return kept.length === 0 ? undefined : `^(?:${kept.join("|")})${shape.suffix}`;
}

/**
 * One test for "does any of `patterns` match", for patterns a block is tried on one after the other:
 * on an ASCII text, one pattern that joins their twins (`asciiOnly`) as alternatives, one call
 * instead of one per pattern (a call costs more than failing at a text's first characters); on any
 * other text, each pattern in turn. Same answers: a text matches `(?:A)|(?:B)` exactly when it
 * matches A or B (twins have no back references and the same flags). A pattern without a twin, or
 * whose twin's flags differ from the first one's, is tried on its own.
 */
export function anyPhraseTest(patterns: readonly RegExp[]): PhraseTest {
  const twinned: RegExp[] = [];
  const sources: string[] = [];
  const alone: PhraseTest[] = [];
  let flags: string | undefined;
  for (const pattern of patterns) {
    const twin = caseSensitiveTwin(pattern);
    if (twin === undefined || (flags !== undefined && twin.flags !== flags)) {
      alone.push(fastPhraseTest(pattern));
      continue;
    }
    flags = twin.flags;
    twinned.push(pattern);
    const source = asciiSource(twin.source);
    if (source !== undefined) sources.push(`(?:${source})`);
  }
  const joined = sources.length === 0 ? never : joinedPattern(sources, flags);
  if (joined === undefined) {
    // Sources that cannot stand in one pattern (two groups of one name): each on its own.
    const tests = patterns.map(fastPhraseTest);
    return { test: (text) => tests.some((test) => test.test(text)) };
  }
  return {
    test(text: string): boolean {
      for (const test of alone) if (test.test(text)) return true;
      if (twinned.length === 0) return false;
      const lower = asciiLowerCase(text);
      if (lower !== undefined) return joined.test(lower);
      for (const pattern of twinned) if (pattern.test(text)) return true;
      return false;
    },
  };
}

function joinedPattern(sources: readonly string[], flags: string | undefined): RegExp | undefined {
  try {
    return new RegExp(sources.join("|"), flags);
  } catch {
    return undefined;
  }
}

/**
 * The pattern without the `i` flag, when it reads the same on lower-case ASCII text; undefined when
 * it might not (or when `test` would be stateful: `g`, `y`; or `^` and `$` match at lines: `m`).
 */
export function caseSensitiveTwin(pattern: RegExp): RegExp | undefined {
  const flags = pattern.flags;
  if (!flags.includes("i") || /[gmy]/.test(flags)) return undefined;
  if (!readsSameInLowerCase(pattern.source)) return undefined;
  return new RegExp(pattern.source, flags.replace("i", ""));
}

/**
 * Escapes whose meaning does not depend on case on ASCII text: \b \B \d \D \s \S \w \W, \p{L} \P{L},
 * \p{N} \P{N} (the digits are numbers in any case), an escaped punctuation mark.
 */
const caselessEscape = /^\\(?:[bBdDsSwW]|[pP]\{[LN]\}|[^A-Za-z0-9])/;

/**
 * Whether a pattern source has no capital letter, no "ſ" or Kelvin sign, no class range that covers
 * a capital, and no escape other than the caseless ones (a `\x41`, a `\p{Lu}`, a back reference
 * might depend on case).
 */
function readsSameInLowerCase(source: string): boolean {
  let inClass = false;
  for (let index = 0; index < source.length; index++) {
    const char = source[index] as string;
    if (char === "\\") {
      const escape = caselessEscape.exec(source.slice(index, index + 6));
      if (escape === null) return false;
      // An escape is no class range's end.
      if (inClass && (source[index - 1] === "-" || source[index + escape[0].length] === "-")) return false;
      index += escape[0].length - 1;
      continue;
    }
    if (/[A-Z\u017f\u212a]/u.test(char)) return false;
    if (inClass) {
      if (char === "]") inClass = false;
      else if (char === "-" && source[index - 1] !== "[" && source[index + 1] !== "]" && coversCapital(source, index)) return false;
    } else if (char === "[") {
      inClass = true;
      if (source[index + 1] === "^") index++;
      // A "]" first in a class is a literal (in `u` mode it is an error, which `RegExp` reported already).
    }
  }
  return true;
}

/** Whether the class range around the "-" at `index` covers any of A–Z, "ſ" or the Kelvin sign. */
function coversCapital(source: string, index: number): boolean {
  const low = source.charCodeAt(index - 1);
  const high = source.charCodeAt(index + 1);
  const covers = (code: number) => low <= code && code <= high;
  return (low <= 0x5a && high >= 0x41) || covers(0x17f) || covers(0x212a);
}

/**
 * `fastPhraseTest` for an anchored pattern `^(?:A|B|…)S` some of whose alternatives can only match
 * a text holding `needle` (lower-case ASCII): those run only on texts that hold it (one `includes`
 * on the lower-cased text), the rest as one pattern. Same answers: a text matches the alternation
 * exactly when it matches one of its parts. For a pattern of another shape, or without a twin, it is
 * `fastPhraseTest(pattern)`. Worth it when a gated alternative is slow to fail (the widget pattern's
 * "… PDF herunterladen" tries every run of up to 30 letters before it).
 */
export function gatedPhraseTest(pattern: RegExp, needle: string): PhraseTest {
  const twin = caseSensitiveTwin(pattern);
  const shape = twin === undefined ? undefined : anchoredAlternatives(twin.source);
  if (twin === undefined || shape === undefined) return fastPhraseTest(pattern);
  const gated = shape.alternatives.filter((alternative) => requiresLiteral(alternative, needle));
  const rest = shape.alternatives.filter((alternative) => !requiresLiteral(alternative, needle));
  if (gated.length === 0 || rest.length === 0) return fastPhraseTest(pattern);
  const build = (alternatives: string[]) => asciiOnly(new RegExp(`^(?:${alternatives.join("|")})${shape.suffix}`, twin.flags));
  const restTwin = build(rest);
  const gatedTwin = build(gated);
  return {
    test(text: string): boolean {
      const lower = asciiLowerCase(text);
      if (lower === undefined) return pattern.test(text);
      return restTwin.test(lower) || (lower.includes(needle) && gatedTwin.test(lower));
    },
  };
}

/**
 * `fastPhraseTest` for a pattern `A|B|…` whose alternatives either start with `^` (tried at the
 * text's start only, cheap to fail) or can only match a text holding one of `needles` (lower-case
 * ASCII): those search the whole text, so each runs only on texts that hold its needle (one
 * `includes` on the lower-cased text). Same answers: a text matches the alternation exactly when it
 * matches one of its alternatives. For a pattern of another shape, or without a twin, it is
 * `fastPhraseTest(pattern)`.
 */
export function searchGatedPhraseTest(pattern: RegExp, needles: readonly string[]): PhraseTest {
  const twin = caseSensitiveTwin(pattern);
  if (twin === undefined) return fastPhraseTest(pattern);
  const anchored: string[] = [];
  const gated: Array<{ needle: string; twin: RegExp }> = [];
  for (const alternative of splitAlternatives(twin.source)) {
    const needle = needles.find((candidate) => requiresLiteral(alternative, candidate));
    if (alternative.startsWith("^")) anchored.push(alternative);
    else if (needle !== undefined) gated.push({ needle, twin: new RegExp(alternative, twin.flags) });
    else return fastPhraseTest(pattern);
  }
  if (gated.length === 0) return fastPhraseTest(pattern);
  const anchoredTwin = anchored.length === 0 ? undefined : new RegExp(anchored.join("|"), twin.flags);
  return {
    test(text: string): boolean {
      const lower = asciiLowerCase(text);
      if (lower === undefined) return pattern.test(text);
      if (anchoredTwin?.test(lower) === true) return true;
      for (const part of gated) if (lower.includes(part.needle) && part.twin.test(lower)) return true;
      return false;
    },
  };
}

/** The alternatives and what follows them in a source `^(?:A|B|…)S` (S without a top-level "|"); undefined for another shape. */
export function anchoredAlternatives(source: string): { alternatives: string[]; suffix: string } | undefined {
  if (!source.startsWith("^(?:")) return undefined;
  const groupEnd = itemEnd(source, 1);
  const suffix = source.slice(groupEnd);
  if (/^[?*+{]/.test(suffix) || splitAlternatives(suffix).length !== 1) return undefined;
  return { alternatives: splitAlternatives(source.slice(4, groupEnd - 1)), suffix };
}

/** A source split at its top-level "|". */
function splitAlternatives(source: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let index = 0; index < source.length; index = itemEnd(source, index)) {
    if (source[index] === "|") {
      parts.push(source.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(source.slice(start));
  return parts;
}

/** Where the item at `index` ends: an escape, a class, a group (with all it holds) or one character. */
function itemEnd(source: string, index: number): number {
  const char = source[index];
  if (char === "\\") return /^\\[pPu]\{/.test(source.slice(index, index + 3)) ? source.indexOf("}", index) + 1 : index + 2;
  if (char === "[") {
    let at = index + 1;
    while (at < source.length && source[at] !== "]") at += source[at] === "\\" ? 2 : 1;
    return at + 1;
  }
  if (char === "(") {
    let at = index + 1;
    while (at < source.length && source[at] !== ")") at = itemEnd(source, at);
    return at + 1;
  }
  return index + 1;
}

/** Where the quantifier after an item ending at `index` ends (`index` when there is none). */
function quantifierEnd(source: string, index: number): number {
  let at = index;
  const char = source[at];
  if (char === "?" || char === "*" || char === "+") at++;
  else if (char === "{") at = source.indexOf("}", at) + 1;
  else return index;
  return source[at] === "?" ? at + 1 : at;
}

/**
 * Whether every match of the pattern source (one alternative, no top-level "|") holds a character
 * beyond ASCII: one that is not quantified (and no half of a surrogate pair), or one in every
 * alternative of a group that is not quantified. Conservative, like `requiresLiteral`.
 */
export function requiresBeyondAscii(source: string): boolean {
  for (let index = 0; index < source.length; ) {
    const end = itemEnd(source, index);
    const next = quantifierEnd(source, end);
    const code = source.charCodeAt(index);
    const char = source[index] as string;
    const plainGroup = char === "(" && (source[index + 1] !== "?" || source[index + 2] === ":");
    if (next === end && plainGroup) {
      const inner = source.slice(index + (source[index + 1] === "?" ? 3 : 1), end - 1);
      if (splitAlternatives(inner).every(requiresBeyondAscii)) return true;
    } else if (next === end && end === index + 1 && code >= 0x80 && (code < 0xd800 || code > 0xdfff)) {
      return true;
    }
    index = next;
  }
  return false;
}

/**
 * Whether every match of the pattern source (one alternative, no top-level "|") holds `needle`: it
 * is in a run of plain characters that are not quantified, or in every alternative of a group that
 * is not quantified. Conservative: anything else (classes, escapes, lookarounds) says no.
 */
export function requiresLiteral(source: string, needle: string): boolean {
  let run = "";
  for (let index = 0; index < source.length; ) {
    const end = itemEnd(source, index);
    const next = quantifierEnd(source, end);
    const char = source[index] as string;
    const plainGroup = char === "(" && (source[index + 1] !== "?" || source[index + 2] === ":");
    if (next === end && plainGroup) {
      const inner = source.slice(index + (source[index + 1] === "?" ? 3 : 1), end - 1);
      if (splitAlternatives(inner).every((alternative) => requiresLiteral(alternative, needle))) return true;
      run = "";
    } else if (next === end && end === index + 1 && !"()[]\\.^$|".includes(char)) {
      run += char;
      if (run.includes(needle)) return true;
    } else {
      run = "";
    }
    index = next;
  }
  return false;
}
