import { readFileSync } from "node:fs";

/**
 * Texts of the kinds that overflow a chars/4 budget, made differently from the calibration
 * corpus in bench/lib/token-corpus.ts so the tests check the bound on text it was not fitted to.
 */
function pick(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state ^ (state >>> 15), 2246822519) + 3266489917) >>> 0;
    return state % n;
  };
}

const NOUNS = ["account", "orders", "Widget", "throughput", "latency", "Berlin", "Tokyo", "invoice", "shipment", "p95", "cache-hit"];

export function table(seed = 1): string {
  const next = pick(seed);
  const rows = [`| Region | Product | Units | Revenue (EUR) | Growth | Updated |`, `|:---|:---|---:|---:|---:|:---:|`];
  for (let i = 0; i < 300; i++) {
    rows.push(`| ${NOUNS[next(NOUNS.length)]} | SKU-${next(99999)} | ${next(1e6)} | ${(next(1e9) / 100).toFixed(2)} | ${next(2) ? "-" : "+"}${next(100)}.${next(10)}% | 2025-${1 + next(12)}-${1 + next(28)} |`);
  }
  return rows.join("\n");
}

export function json(seed = 2): string {
  const next = pick(seed);
  return JSON.stringify(
    Array.from({ length: 150 }, (_, i) => ({
      _id: next(2 ** 31).toString(36) + next(2 ** 31).toString(36),
      seq: i,
      label: NOUNS[next(NOUNS.length)],
      ok: next(2) === 1,
      ratio: next(1e6) / 1e6,
      coords: [next(180) - 90 + next(1e4) / 1e4, next(360) - 180],
      href: `/api/v2/items/${next(1e9)}`,
    })),
  );
}

export function links(seed = 3): string {
  const next = pick(seed);
  return Array.from({ length: 300 }, () => {
    const path = `${NOUNS[next(NOUNS.length)]!.toLowerCase()}/${next(1e7)}-${NOUNS[next(NOUNS.length)]!.toLowerCase()}.html`;
    return `* [${NOUNS[next(NOUNS.length)]} ${next(100)}](https://www.site-${next(50)}.example.net/${path}#s${next(9)}) · [share](https://t.example/?u=${next(1e12).toString(16)})`;
  }).join("\n");
}

/** Source code: this repository's own files (TypeScript, with JSDoc). */
export function code(): string {
  return ["../../src/tools/run-tool.ts", "../../src/core/token-budget.ts", "../../src/tools/options-schema.ts"]
    .map((path) => readFileSync(new URL(path, import.meta.url), "utf8"))
    .join("\n\n");
}

export function cjk(): string {
  const zh = "在这个数据时代，网页内容的抓取与整理已经成为人工智能应用的基础工作。开发者需要把页面转换成模型可以理解的文本，同时控制上下文的长度。";
  const ja = "東京の天気は晴れのち曇り、午後からは雨が降るでしょう。ウェブページをマークダウンに変換して、モデルに渡します。";
  const ko = "웹 페이지의 내용을 모델이 읽을 수 있는 텍스트로 바꾸는 일은 에이전트의 기본입니다.";
  return Array.from({ length: 60 }, (_, i) => `## 第${i + 1}章\n\n${zh}${i % 2 ? ja : ko}\n`).join("\n");
}

export const KINDS = { table, json, links, code, cjk } as const;
