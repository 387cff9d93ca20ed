import { conservativeTokens, counterFromFunction, type TokenCounter } from "./token-budget.js";

/**
 * How tool results are counted against `maxOutputTokens`: an OpenAI encoding (`"o200k"` for GPT-4o,
 * GPT-4.1, GPT-5 and o-series models; `"cl100k"` for GPT-4 and GPT-3.5), `"conservative"` (a
 * calibrated estimate that holds for any model, about 1.3–1.7× over), or your own counting function.
 */
export type TokenizerOption = "o200k" | "cl100k" | "conservative" | ((text: string) => number);

export const TOKENIZER_NAMES = ["o200k", "cl100k", "conservative"] as const;

/** What gpt-tokenizer's per-encoding modules export that is used here. */
interface Encoding {
  encode(text: string, options?: { disallowedSpecial?: Set<string> }): number[];
  decode(tokens: Iterable<number>): string;
}

// Text such as "<|endoftext|>" in a page is counted as plain text, never refused.
const PLAIN = { disallowedSpecial: new Set<string>() };
const loaded = new Map<string, Promise<TokenCounter>>();

/** The counter a tool set asked for; OpenAI encodings load their optional package on first use. */
export function tokenCounterFor(option: TokenizerOption | undefined): Promise<TokenCounter> {
  if (option === undefined || option === "conservative") return Promise.resolve(conservativeTokens);
  if (typeof option === "function") return Promise.resolve(counterFromFunction(option));
  let counter = loaded.get(option);
  if (!counter) {
    counter = importEncoding(option).then(encodingCounter);
    loaded.set(option, counter);
    // A failed import is retried on the next call (the package may be installed meanwhile).
    counter.catch(() => loaded.delete(option));
  }
  return counter;
}

async function importEncoding(name: "o200k" | "cl100k"): Promise<Encoding> {
  try {
    return name === "o200k" ? await import("gpt-tokenizer/encoding/o200k_base") : await import("gpt-tokenizer/encoding/cl100k_base");
  } catch (error) {
    throw new Error(`tokenizer "${name}" needs the optional package gpt-tokenizer: run \`npm install gpt-tokenizer\`, or use tokenizer: "conservative"`, { cause: error });
  }
}

/**
 * Counts with the encoding; to fit, tokenizes a window the conservative estimate sizes at about
 * twice the budget (it is rarely under, often 1.5× over) and cuts after `maxTokens` tokens, so
 * text past the window is never tokenized.
 */
function encodingCounter(encoding: Encoding): TokenCounter {
  const count = (text: string): number => encoding.encode(text, PLAIN).length;
  return {
    count,
    charsWithin(text, maxTokens) {
      if (maxTokens <= 0) return 0;
      let window = conservativeTokens.charsWithin(text, maxTokens * 2 + 16);
      for (;;) {
        const tokens = encoding.encode(text.slice(0, window), PLAIN);
        if (tokens.length > maxTokens) return prefixOf(text, encoding, tokens, maxTokens);
        if (window >= text.length) return text.length;
        window = Math.min(text.length, window * 2);
      }
    },
  };
}

/** Length of the text the first `n` tokens spell; fewer when a token splits a character. */
function prefixOf(text: string, encoding: Encoding, tokens: number[], n: number): number {
  for (let take = n; take > 0; take--) {
    const head = encoding.decode(tokens.slice(0, take));
    if (text.startsWith(head)) return head.length;
  }
  return 0;
}
