import { writeFileSync } from "node:fs";
import { loadTokenCorpus } from "./lib/token-corpus.js";
import { countTokens as o200k } from "gpt-tokenizer/encoding/o200k_base";
import { countTokens as cl100k } from "gpt-tokenizer/encoding/cl100k_base";
const none = { disallowedSpecial: new Set<string>() };
const samples = await loadTokenCorpus();
const out = [];
for (const s of samples) {
  // Whole text and a few heads, so short pieces are in the fit too.
  for (const len of [s.text.length, 2000, 300]) {
    if (len > s.text.length) continue;
    const text = s.text.slice(0, len);
    out.push({ name: s.name, kind: s.kind, heldOut: s.heldOut, text, o200k: o200k(text, none), cl100k: cl100k(text, none) });
  }
}
writeFileSync("/tmp/tok-dump.json", JSON.stringify(out));
console.log(out.length);
