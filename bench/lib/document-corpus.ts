import { writeDocx, type OfficeContent } from "../../test/helpers/documents/office-writer.js";
import { writePdf, type PdfPage, type PdfTextLine } from "../../test/helpers/documents/pdf-writer.js";

/** One generated document with the words it holds (the reference for recall). */
export interface CorpusDocument {
  path: string;
  contentType: string;
  body: Buffer;
  pages: number;
  words: string[];
}

const vocabulary = (
  "harbour ferry lighthouse quay vessel cargo tide anchor sail mast rope deck captain crew voyage " +
  "garden orchard meadow river valley forest mountain village market bridge tower castle library " +
  "report budget revenue growth region quarter forecast margin supplier customer contract invoice " +
  "engine pipeline worker thread memory buffer stream parser format table column header summary " +
  "spring summer autumn winter morning evening weekly daily northern southern eastern western"
).split(" ");

/** A deterministic generator (mulberry32), so every run measures the same corpus. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sentence(next: () => number, words: number): string {
  return Array.from({ length: words }, () => vocabulary[Math.floor(next() * vocabulary.length)]).join(" ");
}

/** Words of a text, lower-case, for recall. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** A page of a report: a heading, three paragraphs wrapped at ~14 words a line, a list and a 3×3 table. */
function pdfPage(next: () => number): { page: PdfPage; text: string[] } {
  const lines: PdfTextLine[] = [{ text: sentence(next, 3), size: 18 }];
  for (let paragraph = 0; paragraph < 3; paragraph += 1) {
    for (let line = 0; line < 4; line += 1) lines.push({ text: sentence(next, 12), size: 11 });
    lines.push({ text: "", size: 11 });
  }
  for (let item = 0; item < 3; item += 1) lines.push({ text: `- ${sentence(next, 4)}`, size: 11 });
  let y = 200;
  for (let row = 0; row < 3; row += 1, y -= 16) for (let column = 0; column < 3; column += 1) lines.push({ text: sentence(next, 1), size: 11, x: 72 + column * 150, y });
  return { page: { lines: lines.filter((line) => line.text !== "") }, text: lines.map((line) => line.text) };
}

/** `count` PDFs of `pages` pages and `count` DOCX files of similar text. */
export function documentCorpus(count: number, pages: number): CorpusDocument[] {
  const next = random(12);
  const documents: CorpusDocument[] = [];
  for (let index = 0; index < count; index += 1) {
    const built = Array.from({ length: pages }, () => pdfPage(next));
    documents.push({ path: `/pdf/${index}.pdf`, contentType: "application/pdf", body: writePdf(built.map((entry) => entry.page)), pages, words: wordsOf(built.flatMap((entry) => entry.text).join(" ")) });
    const content: OfficeContent = { blocks: [] };
    for (let page = 0; page < pages; page += 1) {
      content.blocks.push({ heading: sentence(next, 3) }, { paragraph: sentence(next, 48) }, { paragraph: sentence(next, 48) }, { bullets: [sentence(next, 4), sentence(next, 4)] });
      content.blocks.push({ table: [[sentence(next, 1), sentence(next, 1)], [sentence(next, 1), sentence(next, 1)]] });
    }
    const text = content.blocks.flatMap((block) => ("heading" in block ? [block.heading] : "paragraph" in block ? [block.paragraph] : "bullets" in block ? block.bullets : block.table.flat()));
    documents.push({ path: `/docx/${index}.docx`, contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", body: writeDocx(content), pages, words: wordsOf(text.join(" ")) });
  }
  return documents;
}

/** Share of the reference words found in the output, counting repeats (a multiset recall). */
export function recall(reference: readonly string[], output: string): number {
  const found = new Map<string, number>();
  for (const word of wordsOf(output)) found.set(word, (found.get(word) ?? 0) + 1);
  let hits = 0;
  for (const word of reference) {
    const left = found.get(word) ?? 0;
    if (left > 0) {
      hits += 1;
      found.set(word, left - 1);
    }
  }
  return reference.length === 0 ? 1 : hits / reference.length;
}
