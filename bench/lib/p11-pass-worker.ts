/**
 * One of P11's in-process contenders in a worker thread of its own (`isolated-contender.ts`): on
 * each message it extracts every page of the Readability corpus (markdown; Readability: text) and
 * answers the time per page, with the extractions as the run's detail. They are reduced to reader
 * text for scoring afterwards (`readerText`): that is the scorer's work, not the contender's.
 * `workerData.extractor` names it.
 */
import { parentPort, workerData } from "node:worker_threads";
import { loadMarkdownConverter } from "../../src/engine/content/html-to-markdown.js";
import type { RunAnswer } from "./isolated-contender.js";
import { nowMs } from "./main.js";
import { engineExtractor, readabilityExtractor, turndownExtractor, type Extractor } from "./p11-contenders.js";
import { loadCorpus, pageUrl } from "./readability-corpus.js";

export type P11Extractor = "engine" | "readability" | "turndown";

async function extractor(name: P11Extractor): Promise<Extractor> {
  if (name === "readability") return readabilityExtractor();
  if (name === "turndown") return turndownExtractor();
  return engineExtractor((await loadMarkdownConverter()).convert);
}

if (parentPort !== null) {
  const port = parentPort;
  const extract = await extractor((workerData as { extractor: P11Extractor }).extractor);
  const corpus = loadCorpus();
  const bodies = corpus.map((page) => Buffer.from(page.html));
  port.on("message", () => {
    const start = nowMs();
    const results = corpus.map((page, index) => extract(page.html, pageUrl(page), bodies[index]));
    port.postMessage({ value: (nowMs() - start) / corpus.length, detail: results } satisfies RunAnswer);
  });
  port.postMessage("ready");
}
