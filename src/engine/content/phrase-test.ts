/**
 * Faster tests of case-insensitive phrase patterns, with the same answers. V8 runs a pattern with
 * the `i` and `u` flags slowly where it has to search or backtrack (an alternative not anchored at
 * the start, a run of letters before a phrase): it compares every character through Unicode case
 * folding. On a text of ASCII characters only, the same pattern without `i` and `u`, run on the
 * text in lower case, answers the same and is several times faster, as long as the pattern itself
 * does not depend on case (checked once, when it is wrapped; a pattern that might is run as it is).
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
  const twin = caseSensitiveTwin(pattern);
  if (twin === undefined) return pattern;
  return {
    test(text: string): boolean {
      const lower = asciiLowerCase(text);
      return lower === undefined ? pattern.test(text) : twin.test(lower);
    },
  };
}

/**
 * An `iu` pattern without those flags, when it reads the same on lower-case ASCII text (`\p{L}`
 * written as `a-z`, all the letters such text has; V8 runs a pattern without `u` faster still);
 * undefined when it might not (or when `test` would be stateful: `g`, `y`; or `^` and `$` match at
 * lines: `m`).
 */
export function caseSensitiveTwin(pattern: RegExp): RegExp | undefined {
  const flags = pattern.flags;
  // Only `iu` patterns: without `u`, "\p{L}" would be the letters "p{L}".
  if (!flags.includes("i") || !flags.includes("u") || /[gmy]/.test(flags)) return undefined;
  const source = twinSource(pattern.source);
  // Outside `u` mode a character beyond the BMP is two units (a quantifier after it would differ).
  if (source === undefined || /[\ud800-\udfff]/.test(source)) return undefined;
  try {
    return new RegExp(source, flags.replace(/[iu]/g, ""));
  } catch {
    return undefined;
  }
}

/** Escapes whose meaning does not depend on case: \b \B \d \D \s \S \w \W, \p{L} \P{L}, an escaped punctuation mark. */
const caselessEscape = /^\\(?:[bBdDsSwW]|[pP]\{L\}|[^A-Za-z0-9])/;

/**
 * The source of the twin, when the pattern has no capital letter, no "ſ" or Kelvin sign, no class
 * range that covers a capital, and no escape other than the caseless ones (a `\x41`, a `\p{Lu}`, a
 * back reference might depend on case); undefined otherwise.
 */
function twinSource(source: string): string | undefined {
  let twin = "";
  let inClass = false;
  for (let index = 0; index < source.length; index++) {
    const char = source[index] as string;
    if (char === "\\") {
      const escape = caselessEscape.exec(source.slice(index, index + 6))?.[0];
      if (escape === undefined) return undefined;
      // An escape is no class range's end.
      if (inClass && (source[index - 1] === "-" || source[index + escape.length] === "-")) return undefined;
      index += escape.length - 1;
      if (escape === "\\p{L}") twin += inClass ? "a-z" : "[a-z]";
      else if (escape !== "\\P{L}") twin += escape;
      else if (inClass) return undefined;
      else twin += "[^a-z]";
      continue;
    }
    if (/[A-Z\u017f\u212a]/u.test(char)) return undefined;
    twin += char;
    if (inClass) {
      if (char === "]") inClass = false;
      else if (char === "-" && source[index - 1] !== "[" && source[index + 1] !== "]" && coversCapital(source, index)) return undefined;
    } else if (char === "[") {
      inClass = true;
      if (source[index + 1] === "^") {
        twin += "^";
        index++;
      }
      // A "]" first in a class is a literal (in `u` mode it is an error, which `RegExp` reported already).
    }
  }
  return twin;
}

/** Whether the class range around the "-" at `index` covers any of A–Z, "ſ" or the Kelvin sign. */
function coversCapital(source: string, index: number): boolean {
  const low = source.charCodeAt(index - 1);
  const high = source.charCodeAt(index + 1);
  const covers = (code: number) => low <= code && code <= high;
  return (low <= 0x5a && high >= 0x41) || covers(0x17f) || covers(0x212a);
}
