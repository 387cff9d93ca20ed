/**
 * Token budgets for text shown to a model. A {@link TokenCounter} counts tokens and finds how much
 * of a text fits; the default is {@link conservativeTokens}, a calibrated estimate that errs high.
 * OpenAI encodings come from `src/core/tokenizers.ts` (an optional package, loaded on demand).
 */
export interface TokenCounter {
  /** Tokens in `text`. */
  count(text: string): number;
  /** Characters from the start of `text` whose tokens fit in `maxTokens` (never splits a surrogate pair). */
  charsWithin(text: string, maxTokens: number): number;
}

// Per-character weights, fitted (a linear program: least overestimate such that the estimate is
// never under the larger of o200k and cl100k) on two thirds of both content corpora, crawl-like
// outputs and synthetic tables, JSON, link lists, code and CJK, then raised 4 %; see bench/README.md (P13).
const WORD_START = 0.7;
const LETTER_SHORT = 0.11; // letters 2–4 of an ASCII word
const LETTER_MID = 0.46; // letters 5–8
const LETTER_LONG = 0.61; // letters 9+: long words and identifiers split
const DIGIT_GROUP = 3.0; // per started group of three digits
const PUNCT = 0.53;
const NEWLINE = 1.08;
const INDENT = 0.11; // a space after whitespace
const CONTROL = 1; // tabs and control characters
const CJK = 1.42;
const LATIN_EXTENDED = 4.33; // accented Latin: words around it split into pieces
const GREEK = 1.2; // byte-level in cl100k
const CYRILLIC = 0.6;
const OTHER_BMP = 1.06;
const INDIC = 2; // Devanagari to Sinhala: byte-level in cl100k
const ASTRAL = 3; // emoji and other pairs, per high surrogate

/** Adds characters' weights from `text` until the sum passes `limit`; where it stopped and the sum so far. */
function scan(text: string, limit: number): { end: number; tokens: number } {
  let sum = 0;
  let letters = -1; // position in the current ASCII word, -1 outside one
  let digits = -1;
  let prevSpace = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let w: number;
    let space = false;
    if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) {
      letters++;
      w = letters === 0 ? WORD_START : letters < 4 ? LETTER_SHORT : letters < 8 ? LETTER_MID : LETTER_LONG;
      digits = -1;
    } else {
      letters = -1;
      if (c >= 48 && c <= 57) {
        digits++;
        w = digits % 3 === 0 ? DIGIT_GROUP : 0;
      } else {
        digits = -1;
        if (c === 32) {
          w = prevSpace ? INDENT : 0;
          space = true;
        } else if (c === 10) {
          w = NEWLINE;
          space = true;
        } else if (c < 33 || c === 127) {
          w = CONTROL;
          space = true;
        } else if (c < 128) w = PUNCT;
        else if (c >= 0xdc00 && c <= 0xdfff) w = 0;
        else if (c >= 0xd800 && c <= 0xdbff) w = ASTRAL;
        else if ((c >= 0x2e80 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0xff00 && c <= 0xffef)) w = CJK;
        else if (c < 0x250) w = LATIN_EXTENDED;
        else if (c >= 0x370 && c < 0x400) w = GREEK;
        else if (c >= 0x400 && c < 0x530) w = CYRILLIC;
        else if (c >= 0x900 && c < 0xe00) w = INDIC;
        else w = OTHER_BMP;
      }
    }
    if (sum + w > limit) return { end: i, tokens: sum };
    sum += w;
    prevSpace = space;
  }
  return { end: text.length, tokens: sum };
}

/**
 * A calibrated estimate for any model: never under the real count of the OpenAI encodings (o200k,
 * cl100k) by more than 3 % on prose, links, code, CJK, tables and JSON; about 1.3–1.7× over on
 * average, the price of holding a budget without the model's tokenizer. One pass, no tables.
 */
export const conservativeTokens: TokenCounter = {
  count: (text) => Math.ceil(scan(text, Infinity).tokens),
  charsWithin: (text, maxTokens) => (maxTokens <= 0 ? 0 : scan(text, maxTokens).end),
};

/** Tokens of `text` by the conservative estimate (errs high: the safe side for a context budget). */
export function estimateTokens(text: string): number {
  return conservativeTokens.count(text);
}

/** Characters that fit in `maxTokens` from the start of `text`, by `counter` (never splits a surrogate pair). */
export function charsWithin(text: string, maxTokens: number, counter: TokenCounter = conservativeTokens): number {
  const fit = counter.charsWithin(text, maxTokens);
  const code = text.charCodeAt(fit - 1);
  return fit > 0 && fit < text.length && code >= 0xd800 && code <= 0xdbff ? fit - 1 : fit;
}

export interface Clipped {
  text: string;
  /** Characters of the input shown. */
  shown: number;
  truncated: boolean;
}

/** Head of `text` within `maxTokens`, cut at a paragraph or line break when one is near. */
export function clipText(text: string, maxTokens: number, counter: TokenCounter = conservativeTokens): Clipped {
  const fit = charsWithin(text, Math.max(0, maxTokens), counter);
  if (fit >= text.length) return { text, shown: text.length, truncated: false };
  const head = text.slice(0, fit);
  const breakAt = Math.max(head.lastIndexOf("\n\n"), head.lastIndexOf("\n"));
  const cut = breakAt > fit * 0.8 ? breakAt : fit;
  return { text: text.slice(0, cut).trimEnd(), shown: cut, truncated: true };
}

/**
 * `text`, or its head plus `marker`, within `maxTokens` counted by `counter` with the marker
 * included. Checks the result once more: a real tokenizer may count a joined text differently
 * from its parts.
 */
export function fitWithMarker(text: string, maxTokens: number, marker: string, counter: TokenCounter = conservativeTokens): string {
  if (counter.count(text) <= maxTokens) return text;
  let room = maxTokens - counter.count(marker) - 1;
  for (let attempt = 0; attempt < 4 && room > 0; attempt++) {
    const out = clipText(text, room, counter).text + marker;
    const over = counter.count(out) - maxTokens;
    if (over <= 0) return out;
    room -= over + 2;
  }
  // A budget too small for any text: the marker alone, itself cut if need be.
  return marker.slice(0, charsWithin(marker, maxTokens, counter));
}

/**
 * A counter from a function that counts tokens: fits by proportional steps from the
 * conservative estimate's guess, so a long text is counted a few times, not once per character.
 */
export function counterFromFunction(countOf: (text: string) => number): TokenCounter {
  const count = (text: string): number => {
    const n = countOf(text);
    if (!Number.isFinite(n) || n < 0) throw new TypeError(`the tokenizer function returned ${String(n)} for a text of ${text.length} characters; it must return a count of tokens`);
    return n;
  };
  return {
    count,
    charsWithin(text, maxTokens) {
      if (maxTokens <= 0) return 0;
      if (count(text) <= maxTokens) return text.length;
      let fits = 0;
      let over = text.length;
      let guess = Math.min(over - 1, Math.max(1, conservativeTokens.charsWithin(text, maxTokens)));
      for (let step = 0; step < 12 && over - fits > 1; step++) {
        const n = count(text.slice(0, guess));
        if (n <= maxTokens) fits = guess;
        else over = guess;
        // Aim just under the budget at this text's own characters per token, within the bracket.
        const aimed = Math.floor(guess * ((maxTokens - 0.5) / Math.max(n, 1)));
        guess = Math.min(over - 1, Math.max(fits + 1, aimed));
        if (step > 4) guess = Math.floor((fits + over) / 2);
      }
      return fits;
    },
  };
}
