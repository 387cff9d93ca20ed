import { countTokens as cl100k } from "gpt-tokenizer/encoding/cl100k_base";
import { countTokens as o200k } from "gpt-tokenizer/encoding/o200k_base";
import { describe, expect, it } from "vitest";
import { clipText, conservativeTokens, counterFromFunction, fitWithMarker } from "../../src/core/token-budget.js";
import { tokenCounterFor } from "../../src/core/tokenizers.js";
import { KINDS } from "../helpers/token-texts.js";

const plain = { disallowedSpecial: new Set<string>() };
const real = { o200k: (t: string) => o200k(t, plain), cl100k: (t: string) => cl100k(t, plain) };

describe("the conservative estimate", () => {
  for (const [kind, make] of Object.entries(KINDS)) {
    it(`is never more than 3 % under o200k or cl100k on ${kind}, whole or cut`, () => {
      const text = make();
      for (const length of [text.length, 6000, 1500, 400]) {
        const piece = text.slice(0, length);
        const estimate = conservativeTokens.count(piece);
        for (const count of Object.values(real)) expect(estimate).toBeGreaterThanOrEqual(0.97 * count(piece));
      }
    });

    it(`cuts ${kind} within the budget in real tokens`, () => {
      const clipped = clipText(make(), 1000);
      expect(clipped.truncated).toBe(true);
      for (const count of Object.values(real)) expect(count(clipped.text)).toBeLessThanOrEqual(1000);
    });
  }

  it("holds on other scripts too: Cyrillic, Greek, Devanagari, Arabic, Thai, accented Latin, emoji", () => {
    const texts = [
      "Веб-страницы преобразуются в текст, который модель может прочитать. ",
      "Η μετατροπή του περιεχομένου ιστοσελίδων σε κείμενο είναι βασική εργασία. ",
      "वेब पेज की सामग्री को ऐसे पाठ में बदलना जिसे मॉडल पढ़ सके। ",
      "تحويل محتوى صفحات الويب إلى نص يمكن للنموذج قراءته. ",
      "การแปลงเนื้อหาของหน้าเว็บเป็นข้อความที่โมเดลอ่านได้ ",
      "L'équipe a préparé un résumé détaillé à Zürich. ",
      "Great 😀👍🎉 news 🚀🔥 ",
    ];
    for (const text of texts.map((t) => t.repeat(8))) {
      for (const count of Object.values(real)) expect(conservativeTokens.count(text), text.slice(0, 20)).toBeGreaterThanOrEqual(0.97 * count(text));
    }
  });

  it("never splits a surrogate pair and counts emoji", () => {
    const text = "😀".repeat(100);
    const { text: head } = clipText(text, 31);
    expect(head.length % 2).toBe(0);
    expect(conservativeTokens.count(text)).toBeGreaterThanOrEqual(real.cl100k(text));
  });
});

describe("OpenAI encodings", () => {
  for (const name of ["o200k", "cl100k"] as const) {
    it(`${name}: counts like the tokenizer and cuts exactly at the budget`, async () => {
      const counter = await tokenCounterFor(name);
      for (const make of Object.values(KINDS)) {
        const text = make();
        expect(counter.count(text)).toBe(real[name](text));
        const fit = counter.charsWithin(text, 700);
        expect(real[name](text.slice(0, fit))).toBeLessThanOrEqual(700);
        expect(real[name](text.slice(0, fit + 40))).toBeGreaterThan(680);
      }
    });
  }

  it("counts special-token text in a page as plain text instead of throwing", async () => {
    const counter = await tokenCounterFor("o200k");
    expect(counter.count("before <|endoftext|> after")).toBeGreaterThan(5);
  });

  it("a marker is counted with the text it ends", async () => {
    const counter = await tokenCounterFor("o200k");
    const out = fitWithMarker(KINDS.table(), 300, "\n[truncated: size budget]", counter);
    expect(out.endsWith("[truncated: size budget]")).toBe(true);
    expect(real.o200k(out)).toBeLessThanOrEqual(300);
  });
});

describe("a tokenizer function", () => {
  it("fits with a few counts, not one per character", () => {
    let calls = 0;
    const counter = counterFromFunction((text) => {
      calls++;
      return real.cl100k(text);
    });
    const text = KINDS.json();
    const fit = counter.charsWithin(text, 900);
    expect(real.cl100k(text.slice(0, fit))).toBeLessThanOrEqual(900);
    expect(real.cl100k(text.slice(0, fit + 30))).toBeGreaterThan(880);
    expect(calls).toBeLessThanOrEqual(14);
  });

  it("a count that is not a number is a clear error", () => {
    expect(() => counterFromFunction(() => Number.NaN).count("x")).toThrow(/must return a count of tokens/);
  });
});
