import { randomBytes } from "node:crypto";
import type { LanguageModel } from "ai";
import { loadAi } from "../model/load-ai.js";
import { diagnoseCrawl, type CrawlRuleDeps } from "./crawl-rules.js";
import type { Diagnosis, Validated, Validation } from "./diagnosis.js";
import { diagnoseScrape, type ScrapeRuleDeps } from "./scrape-rules.js";
import { readQuestion } from "./support-question.js";

export interface SupportAskInput {
  question: string;
  rationale?: string | undefined;
  context?: Record<string, unknown> | undefined;
  jobId?: string | undefined;
}

export type SupportDeps = ScrapeRuleDeps & CrawlRuleDeps & { model?: LanguageModel | undefined };

/** The `POST /support/ask` answer (docs/api.md §8). */
export interface SupportAnswer {
  requestId: string;
  answer: string;
  confidence: "high" | "medium" | "low";
  fixParameters: Record<string, unknown> | null;
  validation: Validation | null;
  feedback: { blockedBy: string; attempted: string[] } | null;
  durationMs: number;
}

async function diagnose(input: SupportAskInput, deps: SupportDeps): Promise<Diagnosis> {
  const asked = readQuestion(input);
  const params = asked.params ?? {};
  if (asked.operation === "crawl") return diagnoseCrawl(asked, deps);
  if (asked.url !== undefined && (asked.operation === undefined || asked.operation === "scrape")) return diagnoseScrape(asked.url, params, deps);
  return {
    rule: "unknown",
    answer:
      "The local engine's support diagnoses scrapes and crawls it ran itself; include the operation, the URL (or the crawl job id) and the request parameters in the question.",
    fixParameters: null,
    blockedBy: asked.operation === undefined ? "no request identified in the question" : `no rules for ${asked.operation}`,
    attempted: ["read the question"],
    facts: { operation: asked.operation },
  };
}

/** The model writes the answer from the diagnosis; the rules still decide the fix. */
async function modelAnswer(model: LanguageModel, input: SupportAskInput, diagnosis: Diagnosis, finding: string, validation: Validation | null, fix: Record<string, unknown> | null, signal?: AbortSignal): Promise<string | undefined> {
  const ai = await loadAi();
  const result = await ai.generateText({
    model,
    system:
      "You are the support engineer of a web scraping engine. Answer in 2-4 plain sentences: the cause, then the fix or why there is none. " +
      "Use only the diagnosis you are given; do not invent parameters.",
    prompt: JSON.stringify({ question: input.question, rationale: input.rationale, diagnosis: { rule: diagnosis.rule, finding, facts: diagnosis.facts }, fixParameters: fix, validation }),
    abortSignal: signal,
    maxRetries: 1,
  });
  const text = result.text.trim();
  return text === "" ? undefined : text;
}

/**
 * Support ask that knows its engine: rules read the engine's own request log and jobs, propose a fix,
 * and validate it by re-running the request against the engine. With a model, the answer text is
 * the model's; without one (or if it fails), the rules'.
 */
export async function supportAsk(input: SupportAskInput, deps: SupportDeps): Promise<SupportAnswer> {
  const started = Date.now();
  const requestId = `req_${randomBytes(6).toString("hex")}`;
  const diagnosis = await diagnose(input, deps);
  let validation: Validation | null = diagnosis.fixParameters === null ? { tested: false, result: "skipped", evidence: diagnosis.blockedBy ? `No parameter fixes this: ${diagnosis.blockedBy}.` : "" } : null;
  let fix = diagnosis.fixParameters;
  let confidence: SupportAnswer["confidence"] = diagnosis.fixParameters === null ? (diagnosis.rule.includes("unknown") ? "low" : "high") : "medium";
  let answer = diagnosis.answer;
  if (diagnosis.validate !== undefined && fix !== null) {
    const validated: Validated = await diagnosis.validate().catch((error: unknown) => ({
      tested: false,
      result: "skipped" as const,
      evidence: `The re-run could not be made: ${error instanceof Error ? error.message : String(error)}`,
    }));
    const { fixParameters: winner, answer: winnerAnswer, ...tested } = validated;
    validation = tested;
    if (winner !== undefined) fix = winner;
    if (winnerAnswer !== undefined) answer = winnerAnswer;
    if (validation.result === "success") confidence = "high";
    if (validation.result === "failure") {
      confidence = "low";
      answer = `${answer} Support tried it and it did not help (${validation.evidence}), so no fix is proposed.`;
      fix = null;
    }
  }
  if (deps.model !== undefined) {
    answer = (await modelAnswer(deps.model, input, diagnosis, answer, validation, fix, deps.signal).catch(() => undefined)) ?? answer;
  }
  const blockedBy = fix === null ? (diagnosis.blockedBy ?? (validation?.result === "failure" ? "the proposed fix did not work when tested" : undefined)) : undefined;
  return {
    requestId,
    answer,
    confidence,
    fixParameters: fix,
    validation,
    feedback: blockedBy === undefined ? null : { blockedBy, attempted: diagnosis.attempted },
    durationMs: Date.now() - started,
  };
}
