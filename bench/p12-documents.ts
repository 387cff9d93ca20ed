/**
 * P12 — documents: pages per second and text recall of the engine's document path on a generated
 * corpus (bench/lib/document-corpus.ts): PDFs with headings, wrapped paragraphs, lists and tables
 * in their text layer, and DOCX files of the same kind of text, served by a loopback site and
 * scraped through POST /scrape — one at a time, and four at once. With tesseract installed, also
 * OCR of scanned pages (block capitals drawn as images).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { findTesseract } from "../src/engine/documents/tesseract.js";
import { createLocalEngine } from "../src/engine/index.js";
import { ocrLines, scannedPdf } from "../test/helpers/documents/document-site.js";
import { documentCorpus, recall, wordsOf, type CorpusDocument } from "./lib/document-corpus.js";
import { nowMs, runIfMain } from "./lib/main.js";
import { atLeast, measurement, type BenchResult, type Check, type Measurement } from "./lib/result.js";
import { median } from "./lib/stats.js";

const DOCUMENTS = 12;
const PAGES = 5;
const WARMUP = 1;
const ROUNDS = 3;
const OCR_PAGES = 4;

async function scrapeAll(engineUrl: string, base: string, documents: readonly CorpusDocument[], concurrency: number, parsers?: unknown): Promise<{ seconds: number; recalls: number[] }> {
  const recalls = new Array<number>(documents.length);
  let nextIndex = 0;
  const start = nowMs();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let index = nextIndex++; index < documents.length; index = nextIndex++) {
        const document = documents[index]!;
        const response = await fetch(`${engineUrl}/scrape`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ url: base + document.path, ...(parsers === undefined ? {} : { parsers }) }),
        });
        const body = (await response.json()) as { success: boolean; data?: { markdown?: string }; error?: string };
        if (!body.success) throw new Error(`${document.path}: ${body.error ?? response.status}`);
        recalls[index] = recall(document.words, body.data?.markdown ?? "");
      }
    }),
  );
  return { seconds: (nowMs() - start) / 1000, recalls };
}

export async function run(): Promise<BenchResult> {
  const started = nowMs();
  const corpus = documentCorpus(DOCUMENTS, PAGES);
  const tesseract = findTesseract();
  const scans: CorpusDocument[] = Array.from({ length: OCR_PAGES }, (_, index) => ({ path: `/scan/${index}.pdf`, contentType: "application/pdf", body: scannedPdf(), pages: 1, words: wordsOf(ocrLines.join(" ")) }));
  const files = new Map([...corpus, ...scans].map((document) => [document.path, document]));
  const site = createServer((req, res) => {
    const document = files.get(req.url ?? "");
    res.writeHead(document === undefined ? 404 : 200, { "content-type": document?.contentType ?? "text/plain" });
    res.end(document?.body ?? "not found");
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const engine = await createLocalEngine({ allowPrivateNetwork: true, browser: false });
  const measurements: Measurement[] = [];
  const checks: Check[] = [];
  const notes: string[] = [];
  try {
    for (const [kind, documents] of [["PDF", corpus.filter((entry) => entry.path.endsWith(".pdf"))], ["DOCX", corpus.filter((entry) => entry.path.endsWith(".docx"))]] as const) {
      const pages = documents.reduce((sum, entry) => sum + entry.pages, 0);
      for (const concurrency of [1, 4]) {
        const rates: number[] = [];
        let recalls: number[] = [];
        for (let round = 0; round < WARMUP + ROUNDS; round += 1) {
          const result = await scrapeAll(engine.url, base, documents, concurrency);
          if (round >= WARMUP) rates.push(pages / result.seconds);
          recalls = result.recalls;
        }
        measurements.push(measurement(`${kind}, ${concurrency} at a time: pages/s (${kind === "DOCX" ? "page-sized sections" : "text layer"})`, "pages/s", rates));
        if (concurrency === 1) {
          measurements.push(measurement(`${kind}: text recall per document`, "%", recalls.map((value) => value * 100)));
          checks.push(atLeast(`${kind} text recall (min over documents)`, Math.min(...recalls) * 100, 99, " %", 1));
        }
      }
    }
    if (tesseract === undefined) {
      notes.push("OCR not measured: tesseract is not installed (apt-get install tesseract-ocr).");
    } else {
      const rates: number[] = [];
      let recalls: number[] = [];
      for (let round = 0; round < WARMUP + ROUNDS; round += 1) {
        const result = await scrapeAll(engine.url, base, scans, 1, [{ type: "pdf", mode: "ocr" }]);
        if (round >= WARMUP) rates.push(scans.length / result.seconds);
        recalls = result.recalls;
      }
      measurements.push(measurement("PDF OCR (tesseract, one scanned page each), 1 at a time: pages/s", "pages/s", rates));
      checks.push(atLeast("OCR word recall (median)", median(recalls) * 100, 95, " %", 1));
    }
    notes.push(`corpus: ${DOCUMENTS} PDFs of ${PAGES} pages (~${Math.round(median(corpus.filter((e) => e.path.endsWith(".pdf")).map((e) => e.body.length)) / 1024)} KB each) and ${DOCUMENTS} DOCX files of ${PAGES} sections; recall counts reference words found in the markdown, repeats included`);
  } finally {
    await engine.close();
    site.close();
  }
  return {
    id: "P12",
    title: "Documents: PDF and DOCX pages/s and text recall",
    workload: `POST /scrape of ${DOCUMENTS} generated PDFs and ${DOCUMENTS} DOCX files (${PAGES} pages each) from a loopback site${tesseract === undefined ? "" : `, plus ${OCR_PAGES} scanned pages with mode "ocr"`}`,
    runs: `${WARMUP} warm-up round, ${ROUNDS} measured rounds per setting`,
    measurements,
    checks,
    notes,
    durationMs: nowMs() - started,
  };
}

runIfMain(import.meta.url, run);
