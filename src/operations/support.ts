import { z } from "zod/v4";
import { defineOperation } from "./define.js";
import { field, openEnum } from "./lenient.js";
import { requestBaseShape } from "./request-base.js";

const questionSchema = z
  .string()
  .min(1, { message: "question must not be empty" })
  .max(8000, { message: "question may be at most 8000 characters" });

/** `POST /support/ask` body (docs/api.md §8). Strict. */
export const supportAskRequestSchema = z.strictObject({
  /** The problem: job id, URL, error text, what you expected. 1–8000 chars. */
  question: questionSchema,
  /** What the end user wants (recommended for AI callers), ≤2000 chars. */
  rationale: z.string().max(2000, { message: "rationale may be at most 2000 characters" }).optional(),
  /** Free-form metadata for the diagnosis. */
  context: z.record(z.string(), z.unknown()).optional(),
  /** Job the question is about. */
  jobId: z.string().optional(),
  ...requestBaseShape(),
});
export type SupportAskRequest = z.input<typeof supportAskRequestSchema>;

/** `POST /support/ask` 200 body (sent whether the agent answered or got stuck). */
export const supportAskResponseSchema = z.looseObject({
  requestId: field(z.string()),
  /** Diagnosis and fix, 2–4 sentences. */
  answer: field(z.string()),
  confidence: field(openEnum(["high", "medium", "low"])),
  /** Parameters to merge into the next call, e.g. `{ waitFor: 5000 }`; null when none. */
  fixParameters: field(z.record(z.string(), z.unknown()).nullable()),
  validation: field(
    z
      .looseObject({
        tested: field(z.boolean()),
        result: field(openEnum(["success", "failure", "skipped"])),
        evidence: field(z.string()),
      })
      .nullable(),
  ),
  /** Why the agent got stuck; null on success. */
  feedback: field(
    z.looseObject({ blockedBy: field(z.string()), attempted: field(z.array(z.string())) }).nullable(),
  ),
  /** Milliseconds. */
  durationMs: field(z.number()),
  error: field(z.string()),
});
export type SupportAskResponse = z.output<typeof supportAskResponseSchema>;

/** `POST /support/docs-search` body. Strict. */
export const supportDocsSearchRequestSchema = z.strictObject({
  /** 1–8000 chars. */
  question: questionSchema,
  ...requestBaseShape(),
});
export type SupportDocsSearchRequest = z.input<typeof supportDocsSearchRequestSchema>;

export const supportDocsSearchResponseSchema = z.looseObject({
  requestId: field(z.string()),
  answer: field(z.string()),
  evidence: field(z.array(z.looseObject({ pathOrUrl: field(z.string()), reason: field(z.string()) }))),
  usage: field(
    z.looseObject({
      inputTokens: field(z.number()),
      outputTokens: field(z.number()),
      totalTokens: field(z.number()),
    }),
  ),
  /** Milliseconds. */
  durationMs: field(z.number()),
  error: field(z.string()),
});
export type SupportDocsSearchResponse = z.output<typeof supportDocsSearchResponseSchema>;

export const supportAskOperation = defineOperation({
  name: "support.ask",
  method: "POST",
  path: "/support/ask",
  auth: "required",
  startsJob: false,
  request: supportAskRequestSchema,
  response: supportAskResponseSchema,
});

export const supportDocsSearchOperation = defineOperation({
  name: "support.docsSearch",
  method: "POST",
  path: "/support/docs-search",
  auth: "required",
  startsJob: false,
  request: supportDocsSearchRequestSchema,
  response: supportDocsSearchResponseSchema,
});
