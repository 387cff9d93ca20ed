import type { LanguageModel } from "ai";
import { estimateTokens } from "../../core/token-budget.js";
import type { ScrapeSettings } from "../scrape/scrape-settings.js";
import { collectPages, type ExtractPageDeps, type PageRequest } from "./extract-pages.js";
import { generateJson, TokenMeter } from "./generate-json.js";
import type { ModelJob } from "./model-jobs.js";
import { chunkText, type TextChunk } from "./text-chunks.js";
import type { UserSchema } from "./user-schema.js";

/** Model calls one extract makes over page text at most (plus one to merge); more text is cut, with a warning. */
export const maxExtractCalls = 12;
/** Tokens kept free in each call for the instructions, the schema and the answer. */
const reservedTokens = 3000;

export interface ExtractInput extends PageRequest {
  schema?: UserSchema | undefined;
  systemPrompt?: string | undefined;
  /** Report, per field, the pages the data came from (`sources`). @default false */
  showSources?: boolean | undefined;
}

export interface ExtractDeps extends ExtractPageDeps {
  model: LanguageModel;
  contextTokens: number;
}

const defaultSystem =
  "You extract data from web pages. Use only what the pages say; leave out (or set to null) what they do not state. " +
  "Answer with JSON only.";

function taskText(input: ExtractInput): string {
  const task = input.prompt ?? "Extract the data the schema describes.";
  const shape = input.schema
    ? `The answer must be JSON conforming to this JSON Schema:\n${JSON.stringify(input.schema.objectSchema)}`
    : "Choose a clear JSON structure (an object with descriptive keys) for the answer.";
  return `Task: ${task}\n\n${shape}`;
}

function chunkBlock(chunk: TextChunk): string {
  const part = chunk.parts > 1 ? ` (part ${chunk.part} of ${chunk.parts})` : "";
  return `--- Page ${chunk.url}${part} ---\n${chunk.text}`;
}

/** Packs chunks into calls of at most `maxTokens`, in page order. */
function packCalls(chunks: TextChunk[], maxTokens: number): TextChunk[][] {
  const calls: TextChunk[][] = [];
  let current: TextChunk[] = [];
  let used = 0;
  for (const chunk of chunks) {
    const size = estimateTokens(chunkBlock(chunk)) + 2;
    if (current.length > 0 && used + size > maxTokens) {
      calls.push(current);
      current = [];
      used = 0;
    }
    current.push(chunk);
    used += size;
  }
  if (current.length > 0) calls.push(current);
  return calls;
}

/**
 * Runs one extract: reads the pages, cuts long ones into chunks that fit the model's window, asks
 * the model per group of chunks, and merges the partial answers with one more call when there was
 * more than one. Fills the job; throws on failures the job should report.
 */
export async function runExtract(job: ModelJob, input: ExtractInput, settings: ScrapeSettings, deps: ExtractDeps): Promise<void> {
  const signal = job.controller.signal;
  const collected = await collectPages(input, settings, deps, signal);
  job.warnings.push(...collected.notes);
  if (collected.pages.length === 0) {
    const reason = (input.urls ?? []).length === 0 ? "no indexed page matches the prompt" : "no page could be read";
    throw new Error(`Nothing to extract from: ${reason}.${collected.notes.length > 0 ? ` ${collected.notes.join(" ")}` : ""}`);
  }
  const task = taskText(input);
  const window = Math.max(500, deps.contextTokens - reservedTokens - estimateTokens(task) - estimateTokens(input.systemPrompt ?? defaultSystem));
  const chunks = collected.pages.flatMap((page) => chunkText(page.url, page.markdown || "(the page has no text)", window));
  let calls = packCalls(chunks, window);
  if (calls.length > maxExtractCalls) {
    const dropped = calls.slice(maxExtractCalls).flat();
    job.warnings.push(
      `The pages were too long for ${maxExtractCalls} model calls; not read: ${dropped.map((c) => (c.parts > 1 ? `${c.url} part ${c.part}/${c.parts}` : c.url)).join(", ")}.`,
    );
    calls = calls.slice(0, maxExtractCalls);
  }
  const split = chunks.filter((c) => c.part === 2).map((c) => c.url);
  if (split.length > 0) job.warnings.push(`Long pages were read in several parts: ${split.join(", ")}.`);

  const meter = new TokenMeter();
  const system = input.systemPrompt ?? defaultSystem;
  const report = () => {
    job.tokensUsed = meter.tokens;
    job.creditsUsed = meter.credits;
  };
  try {
    const partials: { urls: string[]; value: unknown }[] = [];
    for (const call of calls) {
      const prompt = `${task}\n\n${calls.length > 1 ? "These pages are part of a larger set; answer from what they contain.\n\n" : ""}${call.map(chunkBlock).join("\n\n")}`;
      const value = await generateJson({ model: deps.model, system, prompt, schema: calls.length > 1 ? undefined : input.schema, meter, signal });
      partials.push({ urls: [...new Set(call.map((c) => c.url))], value });
      report();
    }
    let data = partials[0]?.value;
    if (partials.length > 1) {
      const prompt =
        `${task}\n\nThe pages were read in ${partials.length} parts. Merge these partial answers into one answer ` +
        `(combine lists, keep the most complete value of each field):\n\n${partials.map((p, i) => `Part ${i + 1}: ${JSON.stringify(p.value)}`).join("\n")}`;
      data = await generateJson({ model: deps.model, system, prompt, schema: input.schema, meter, signal });
    }
    if (input.showSources === true) job.sources = sourcesOf(data, partials);
    report();
    job.complete(data);
  } finally {
    report();
  }
}

/** Per top-level field, the pages whose answer had it (all pages read when there was one call). */
function sourcesOf(data: unknown, partials: { urls: string[]; value: unknown }[]): Record<string, string[]> {
  const all = [...new Set(partials.flatMap((p) => p.urls))];
  if (typeof data !== "object" || data === null || Array.isArray(data)) return { "*": all };
  const sources: Record<string, string[]> = {};
  for (const key of Object.keys(data)) {
    const from = partials.filter((p) => {
      const value = (p.value as Record<string, unknown> | null)?.[key];
      return value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);
    });
    sources[key] = partials.length === 1 || from.length === 0 ? all : [...new Set(from.flatMap((p) => p.urls))];
  }
  return sources;
}
