import { randomBytes } from "node:crypto";
import type { LanguageModel } from "ai";
import { loadAi } from "../model/load-ai.js";
import { packageDocsIndex, words, type DocsHit, type DocsIndex } from "./docs-index.js";

/** The `POST /support/docs-search` answer (docs/api.md §8). */
export interface DocsSearchAnswer {
  requestId: string;
  answer: string;
  evidence: { pathOrUrl: string; reason: string }[];
  usage: { inputTokens: number; outputTokens: number; totalTokens: number };
  durationMs: number;
}

export interface DocsSearchDeps {
  model?: LanguageModel | undefined;
  signal?: AbortSignal | undefined;
  /** The docs to search. @default this package's README.md and docs/ */
  index?: DocsIndex | undefined;
}

/** Sections read per question, and how many of them are named as evidence. */
const sectionsRead = 6;
const evidenceShown = 3;
/** Characters of one section given to the model. */
const sectionChars = 4000;

function reasonFor(hit: DocsHit, question: string): string {
  // The question's own spelling of the words that matched ("retries", not the index's "retry").
  const spelled = (question.match(/[A-Za-z0-9][A-Za-z0-9_]*/g) ?? []).filter((word) => hit.matched.includes(words(word)[0] ?? ""));
  return `The section "${hit.section.heading}" covers ${[...new Set(spelled)].slice(0, 6).join(", ")}.`;
}

/** Up to `max` sentences of the best section that share the most words with the question. */
function quote(hit: DocsHit, question: string, max: number): string {
  const asked = new Set(words(question));
  const sentences = hit.section.text
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+(?=[A-Z`*(])/)
    .map((text, order) => ({ text: text.trim(), order, overlap: words(text).filter((word) => asked.has(word)).length }))
    .filter((sentence) => sentence.text.length > 20);
  const best = [...sentences].sort((a, b) => b.overlap - a.overlap || a.order - b.order).slice(0, max).sort((a, b) => a.order - b.order);
  return best.map((sentence) => sentence.text).join(" ");
}

async function modelAnswer(model: LanguageModel, question: string, hits: DocsHit[], signal?: AbortSignal): Promise<{ text: string; usage: DocsSearchAnswer["usage"] } | undefined> {
  const ai = await loadAi();
  const result = await ai.generateText({
    model,
    system:
      "You answer questions about webdata-kit (a Web Data Service v2 client, its AI tools and its local engine) from its documentation. " +
      "Use only the excerpts you are given; say so when they do not answer the question. Answer in 2-5 sentences and name the section you used.",
    prompt: `Question: ${question}\n\n${hits.map((hit) => `--- ${hit.section.path} (${hit.section.heading}) ---\n${hit.section.text.slice(0, sectionChars)}`).join("\n\n")}`,
    abortSignal: signal,
    maxRetries: 1,
  });
  const text = result.text.trim();
  if (text === "") return undefined;
  const inputTokens = result.usage.inputTokens ?? 0;
  const outputTokens = result.usage.outputTokens ?? 0;
  return { text, usage: { inputTokens, outputTokens, totalTokens: result.usage.totalTokens ?? inputTokens + outputTokens } };
}

/**
 * Docs search on the local engine: the service searches its own documentation; the engine searches the
 * documentation shipped with this package (README.md and docs/), which describes the same v2 API as
 * this package speaks it. Ranked by BM25 over sections; with a model, the model writes the answer from
 * the best sections, otherwise the answer quotes the best one.
 */
export async function docsSearch(input: { question: string }, deps: DocsSearchDeps): Promise<DocsSearchAnswer> {
  const started = Date.now();
  const requestId = `req_${randomBytes(6).toString("hex")}`;
  const index = deps.index ?? (await packageDocsIndex());
  const hits = index.search(input.question, sectionsRead);
  // One entry per section, however many of its passages matched.
  const bySection = hits.filter((hit, index) => hits.findIndex((other) => other.section.path === hit.section.path) === index);
  const evidence = bySection.slice(0, evidenceShown).map((hit) => ({ pathOrUrl: hit.section.path, reason: reasonFor(hit, input.question) }));
  let usage: DocsSearchAnswer["usage"] = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };
  let answer: string;
  const best = hits[0];
  if (best === undefined) {
    answer =
      index.sections.length === 0
        ? "The package's documentation (README.md, docs/) is not installed next to the engine, so there is nothing to search."
        : "None of webdata-kit's documentation matches the question. Rephrase it with the option, operation or error it is about, or ask POST /support/ask about a failed request.";
  } else {
    answer = `From ${best.section.path} ("${best.section.heading}"): ${quote(best, input.question, 3)}`;
    if (deps.model !== undefined) {
      const written = await modelAnswer(deps.model, input.question, hits, deps.signal).catch(() => undefined);
      if (written !== undefined) {
        answer = written.text;
        usage = written.usage;
      }
    }
  }
  return { requestId, answer, evidence, usage, durationMs: Date.now() - started };
}
