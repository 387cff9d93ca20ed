import { z } from "zod/v4";
import { preprocess } from "./zod-compat.js";
import { defineOperation } from "./define.js";
import { envelopeShape, field } from "./lenient.js";

/** `data` may be wrapped or not; the SDK reads both (`res.data.data || res.data`). */
function unwrapData(body: unknown): unknown {
  if (typeof body !== "object" || body === null) return body;
  const data = (body as { data?: unknown }).data;
  return typeof data === "object" && data !== null && !Array.isArray(data) ? { ...body, ...data } : body;
}

/** `GET /team/credit-usage` (SDK `getCreditUsage`). */
export const creditUsageResponseSchema = preprocess(
  unwrapData,
  z.looseObject({
    ...envelopeShape(),
    remainingCredits: field(z.number()),
    planCredits: field(z.number()),
    billingPeriodStart: field(z.string()),
    billingPeriodEnd: field(z.string()),
  }),
);
export type CreditUsageResponse = z.output<typeof creditUsageResponseSchema>;

/** `GET /team/token-usage` (SDK `getTokenUsage`; extract tokens). */
export const tokenUsageResponseSchema = preprocess(
  unwrapData,
  z.looseObject({
    ...envelopeShape(),
    remainingTokens: field(z.number()),
    planTokens: field(z.number()),
    billingPeriodStart: field(z.string()),
    billingPeriodEnd: field(z.string()),
  }),
);
export type TokenUsageResponse = z.output<typeof tokenUsageResponseSchema>;

/** `GET /team/queue-status` (SDK `getQueueStatus`). */
export const queueStatusResponseSchema = z.looseObject({
  ...envelopeShape(),
  jobsInQueue: field(z.number()),
  activeJobsInQueue: field(z.number()),
  waitingJobsInQueue: field(z.number()),
  maxConcurrency: field(z.number()),
  /** ISO time of the last successful scrape in the past 24 h, or null. */
  mostRecentSuccess: field(z.string()),
});
export type QueueStatusResponse = z.output<typeof queueStatusResponseSchema>;

export const creditUsageOperation = defineOperation({
  name: "team.creditUsage",
  method: "GET",
  path: "/team/credit-usage",
  auth: "required",
  startsJob: false,
  request: null,
  response: creditUsageResponseSchema,
});

export const tokenUsageOperation = defineOperation({
  name: "team.tokenUsage",
  method: "GET",
  path: "/team/token-usage",
  auth: "required",
  startsJob: false,
  request: null,
  response: tokenUsageResponseSchema,
});

export const queueStatusOperation = defineOperation({
  name: "team.queueStatus",
  method: "GET",
  path: "/team/queue-status",
  auth: "required",
  startsJob: false,
  request: null,
  response: queueStatusResponseSchema,
});

/** `GET /concurrency-check` (SDK `getConcurrency`): jobs running now and the team's maximum. */
export const concurrencyResponseSchema = preprocess(
  unwrapData,
  z.looseObject({ ...envelopeShape(), concurrency: field(z.number()), maxConcurrency: field(z.number()) }),
);
export type ConcurrencyResponse = z.output<typeof concurrencyResponseSchema>;

export const concurrencyOperation = defineOperation({
  name: "team.concurrency",
  method: "GET",
  path: "/concurrency-check",
  auth: "required",
  startsJob: false,
  request: null,
  response: concurrencyResponseSchema,
});
