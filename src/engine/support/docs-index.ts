import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { modulesRoot } from "../../core/worker-entry.js";

/** One passage of a docs file: the text under one heading (a long section gives several). */
export interface DocsSection {
  /** e.g. `README.md#self-healing` (the file and the heading's GitHub anchor). */
  path: string;
  /** Headings from the file's top down to this section, e.g. `Local engine and CLI › Browser (Chromium) in the engine`. */
  heading: string;
  text: string;
}

/** A ranked section and the question's words it contains. */
export interface DocsHit {
  section: DocsSection;
  score: number;
  matched: string[];
}

// The package root: the folder above src/ (or dist/ when installed, where this code may sit in a chunk).
const packageRoot = fileURLToPath(new URL("../", modulesRoot(import.meta.url)));

const stopwords = new Set(
  "a an and are as at be by can do does for from how i if in into is it its me my of on or so that the this to was what when where which who why will with you your".split(" "),
);

/** Plural to singular, roughly: "retries" → "retry", "matches" → "match", "pages" → "page". */
function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  return word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}

/** Lower-case words of `text`, without stopwords, in the singular. */
export function words(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9][a-z0-9_]*/g) ?? []).filter((word) => word.length > 1 && !stopwords.has(word)).map(singular);
}

function anchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, "")
    .trim()
    .replace(/ /g, "-");
}

/** Characters of one passage: long sections (the design notes) are ranked paragraph group by group. */
const maxPassageChars = 1500;

/** A section's text in passages of whole paragraphs (code fences kept whole). */
function passages(text: string): string[] {
  if (text === "") return [];
  if (text.length <= maxPassageChars) return [text];
  const paragraphs: string[] = [];
  let fenced = false;
  for (const line of text.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    // A blank line, or a new top-level list item, starts a paragraph (outside code).
    const starts = !fenced && (line.trim() === "" || /^[-*] /.test(line));
    if (starts || paragraphs.length === 0) paragraphs.push(line);
    else paragraphs[paragraphs.length - 1] += `\n${line}`;
  }
  const out: string[] = [];
  for (const paragraph of paragraphs.map((p) => p.trim()).filter(Boolean)) {
    const last = out.at(-1);
    if (last !== undefined && last.length + paragraph.length < maxPassageChars) out[out.length - 1] = `${last}\n\n${paragraph}`;
    else out.push(paragraph);
  }
  return out;
}

/** Splits a markdown file at its headings (outside code fences). */
export function splitSections(file: string, markdown: string): DocsSection[] {
  const sections: DocsSection[] = [];
  const trail: string[] = [];
  let current: { heading: string; anchor: string; lines: string[] } = { heading: file, anchor: "", lines: [] };
  let fenced = false;
  const flush = () => {
    const path = current.anchor === "" ? file : `${file}#${current.anchor}`;
    for (const text of passages(current.lines.join("\n").trim())) sections.push({ path, heading: current.heading, text });
  };
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = fenced ? null : /^(#{1,4})\s+(.+?)\s*#*$/.exec(line);
    if (match === null) {
      current.lines.push(line);
      continue;
    }
    flush();
    const level = (match[1] as string).length;
    const title = match[2] as string;
    trail.length = level - 1;
    trail[level - 1] = title;
    current = { heading: trail.filter(Boolean).slice(1).join(" › ") || title, anchor: anchor(title), lines: [] };
  }
  flush();
  return sections;
}

/** The docs shipped with the package: README.md and every markdown file under docs/. */
async function readDocs(root: string): Promise<DocsSection[]> {
  const files: string[] = ["README.md"];
  const docs = await readdir(join(root, "docs"), { recursive: true }).catch(() => [] as string[]);
  files.push(...docs.filter((name) => name.endsWith(".md")).sort().map((name) => `docs/${name.replaceAll("\\", "/")}`));
  const sections = await Promise.all(
    files.map(async (file) => {
      const text = await readFile(join(root, file), "utf8").catch(() => undefined);
      return text === undefined ? [] : splitSections(file, text);
    }),
  );
  return sections.flat();
}

/** BM25 over the sections; a heading's words count three times (a section titled "Self-healing" is about it). */
export class DocsIndex {
  readonly #terms: Map<string, number>[];
  readonly #lengths: number[];
  readonly #documentFrequency = new Map<string, number>();
  readonly #averageLength: number;

  constructor(readonly sections: readonly DocsSection[]) {
    this.#terms = sections.map((section) => {
      const counts = new Map<string, number>();
      const heading = words(section.heading);
      for (const word of [...heading, ...heading, ...heading, ...words(section.text)]) counts.set(word, (counts.get(word) ?? 0) + 1);
      return counts;
    });
    this.#lengths = this.#terms.map((counts) => [...counts.values()].reduce((sum, n) => sum + n, 0));
    for (const counts of this.#terms) for (const word of counts.keys()) this.#documentFrequency.set(word, (this.#documentFrequency.get(word) ?? 0) + 1);
    this.#averageLength = this.#lengths.reduce((sum, n) => sum + n, 0) / Math.max(1, this.#lengths.length);
  }

  /** The `limit` best sections for `question`, best first; sections that share no word with it are left out. */
  search(question: string, limit: number): DocsHit[] {
    const query = [...new Set(words(question))];
    const total = this.sections.length;
    const hits: DocsHit[] = [];
    this.#terms.forEach((counts, index) => {
      let score = 0;
      const matched: string[] = [];
      for (const word of query) {
        const frequency = counts.get(word);
        if (frequency === undefined) continue;
        matched.push(word);
        const df = this.#documentFrequency.get(word) ?? 0;
        const idf = Math.log(1 + (total - df + 0.5) / (df + 0.5));
        const norm = frequency + 1.2 * (0.25 + 0.75 * ((this.#lengths[index] ?? 0) / this.#averageLength));
        score += (idf * frequency * 2.2) / norm;
      }
      if (score > 0) hits.push({ section: this.sections[index] as DocsSection, score, matched });
    });
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}

let shipped: Promise<DocsIndex> | undefined;

/** The index of the package's own docs, read once per process. */
export function packageDocsIndex(root: string = packageRoot): Promise<DocsIndex> {
  if (root !== packageRoot) return readDocs(root).then((sections) => new DocsIndex(sections));
  shipped ??= readDocs(root).then((sections) => new DocsIndex(sections));
  return shipped;
}
