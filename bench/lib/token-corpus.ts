import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { loadMarkdownConverter } from "../../src/engine/content/html-to-markdown.js";
import { isHeldOut } from "./readability-corpus.js";

/**
 * Texts a tool result is made of, for measuring token budgets (P13): the markdown of both content
 * corpora (read in place), crawl-like outputs, and synthetic tables, JSON, link lists, code and
 * CJK. A fixed hash third of every kind is held out of calibration.
 */
export type TokenKind = "readability" | "trafilatura" | "crawl" | "table" | "json" | "links" | "code" | "cjk";

export interface TokenSample {
  name: string;
  kind: TokenKind;
  text: string;
  heldOut: boolean;
}

/** `shared/corpora/<name>` beside the repository or beside a folder above it (a worktree sits one deeper). */
export function corpusPath(name: string): string | undefined {
  let dir = fileURLToPath(new URL("../../", import.meta.url));
  for (let up = 0; up < 4; up++) {
    dir = dirname(dir);
    const candidate = join(dir, "shared", "corpora", name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}
const sourceDirectory = fileURLToPath(new URL("../../src/", import.meta.url));

/** Deterministic pseudo-random integers (LCG; no Math.random). */
function rng(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
}

const WORDS = "alpha beta release pricing enterprise dashboard integration quarterly revenue München Zürich naïve résumé status latency throughput customer region invoice total Kubernetes PostgreSQL".split(" ");
// Common Chinese characters and Japanese kana, so the synthetic CJK reads like real text to a BPE.
const HANZI = "的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处理";
const KANA = "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをんアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワヲンー";

function tableText(seed: number): string {
  const next = rng(seed);
  const cols = 3 + next(6);
  const rows = 40 + next(200);
  const header = Array.from({ length: cols }, (_, i) => `${WORDS[next(WORDS.length)]} ${i}`);
  const lines = [`| ${header.join(" | ")} |`, `| ${header.map(() => "---").join(" | ")} |`];
  for (let r = 0; r < rows; r++) {
    const cells = Array.from({ length: cols }, (_, c) => {
      const pick = (c + next(3)) % 4;
      if (pick === 0) return String(next(100000));
      if (pick === 1) return `${(next(100000) / 100).toFixed(2)}`;
      if (pick === 2) return `${next(28) + 1}.${next(12) + 1}.20${10 + next(16)}`;
      return WORDS[next(WORDS.length)]!;
    });
    lines.push(`| ${cells.join(" | ")} |`);
  }
  return lines.join("\n");
}

function jsonText(seed: number): string {
  const next = rng(seed);
  const items = Array.from({ length: 20 + next(120) }, (_, i) => ({
    id: `${next(0xffffff).toString(16)}-${next(0xffff).toString(16)}`,
    index: i,
    name: `${WORDS[next(WORDS.length)]} ${WORDS[next(WORDS.length)]}`,
    price: next(100000) / 100,
    active: next(2) === 0,
    tags: Array.from({ length: next(4) }, () => WORDS[next(WORDS.length)]),
    url: `https://shop.example.com/p/${next(1e6)}?ref=${next(1e4)}`,
    createdAt: new Date(1.6e12 + next(1e9) * 100).toISOString(),
    nested: { score: next(1000) / 7, code: next(1e5) },
  }));
  return next(2) === 0 ? JSON.stringify(items, null, 2) : JSON.stringify({ data: items, total: items.length });
}

function linksText(seed: number): string {
  const next = rng(seed);
  const hosts = ["docs.example.com", "www.news-site.org", "shop.example.de", "github.com", "en.wikipedia.org", "cdn.assets-host.net"];
  return Array.from({ length: 40 + next(200) }, () => {
    const host = hosts[next(hosts.length)]!;
    const slug = Array.from({ length: 1 + next(5) }, () => (next(3) === 0 ? String(next(1e6)) : WORDS[next(WORDS.length)]!.toLowerCase())).join(next(2) ? "-" : "/");
    const query = next(3) === 0 ? `?utm_source=${WORDS[next(WORDS.length)]}&id=${next(1e8).toString(36)}` : "";
    const title = `${WORDS[next(WORDS.length)]} ${WORDS[next(WORDS.length)]}`;
    return next(4) === 0 ? `- https://${host}/${slug}${query}` : `- [${title}](https://${host}/${slug}${query})`;
  }).join("\n");
}

function cjkText(seed: number): string {
  const next = rng(seed);
  const parts: string[] = [];
  const length = 800 + next(4000);
  let size = 0;
  while (size < length) {
    const japanese = seed % 2 === 0;
    const run = 4 + next(30);
    let sentence = "";
    for (let i = 0; i < run; i++) sentence += japanese && next(2) === 0 ? KANA[next(KANA.length)] : HANZI[next(HANZI.length)];
    sentence += next(8) === 0 ? ` ${WORDS[next(WORDS.length)]} ${next(2026)} ` : "";
    sentence += japanese ? "。" : next(2) ? "，" : "。";
    if (next(10) === 0) sentence += "\n\n";
    parts.push(sentence);
    size += sentence.length;
  }
  return parts.join("");
}

function codeTexts(): TokenSample[] {
  const out: TokenSample[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".ts")) out.push({ name: path.slice(sourceDirectory.length), kind: "code", text: readFileSync(path, "utf8"), heldOut: isHeldOut(path) });
    }
  };
  walk(sourceDirectory);
  return out.filter((sample) => sample.text.length > 1500);
}

/** Every sample: corpora pages as markdown, crawl-like joins of them, and the synthetic kinds. */
export async function loadTokenCorpus(): Promise<TokenSample[]> {
  const { convert } = await loadMarkdownConverter();
  const samples: TokenSample[] = [];
  const readability = corpusPath("readability-test-pages");
  const trafilatura = corpusPath("trafilatura-eval");
  if (!readability || !trafilatura) throw new Error("P13 needs shared/corpora/readability-test-pages and trafilatura-eval beside the repository");
  for (const name of readdirSync(readability).sort()) {
    const file = join(readability, name, "source.html");
    if (existsSync(file)) samples.push({ name, kind: "readability", text: convert(readFileSync(file, "utf8")), heldOut: isHeldOut(name) });
  }
  const htmlDir = join(trafilatura, "html");
  for (const file of readdirSync(htmlDir).sort()) {
    const html = gunzipSync(readFileSync(join(htmlDir, file))).toString("utf8");
    samples.push({ name: file, kind: "trafilatura", text: convert(html), heldOut: isHeldOut(file) });
  }
  const pages = samples.filter((sample) => sample.text.length > 200);
  // A crawl's output: several pages under their title/URL headers, as web_crawl renders them.
  for (let i = 0; i + 6 <= pages.length; i += 6) {
    const group = pages.slice(i, i + 6);
    const text = group.map((page, n) => `## Page ${n + 1}\nURL: https://site.example/${page.name}\n\n${page.text}`).join("\n\n");
    samples.push({ name: `crawl-${i / 6}`, kind: "crawl", text, heldOut: isHeldOut(`crawl-${i}`) });
  }
  for (let seed = 1; seed <= 60; seed++) {
    samples.push({ name: `table-${seed}`, kind: "table", text: tableText(seed), heldOut: seed % 3 === 0 });
    samples.push({ name: `json-${seed}`, kind: "json", text: jsonText(seed), heldOut: seed % 3 === 0 });
    samples.push({ name: `links-${seed}`, kind: "links", text: linksText(seed), heldOut: seed % 3 === 0 });
    samples.push({ name: `cjk-${seed}`, kind: "cjk", text: cjkText(seed), heldOut: seed % 3 === 0 });
  }
  samples.push(...codeTexts());
  return samples.filter((sample) => sample.text.length > 0);
}
