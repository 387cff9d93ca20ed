import { z } from "zod/v4";
import { crawlCancelResponseSchema, crawlErrorsResponseSchema, crawlStatusResponseSchema } from "./crawl.js";
import { defineOperation } from "./define.js";
import { envelopeShape, field, listField } from "./lenient.js";
import { requestBaseShape } from "./request-base.js";
import { checkScrapeOptions, scrapeOptionsShape } from "./scrape-options.js";
import { webhookSchema, crawlWebhookEvents } from "./webhook.js";

/**
 * Fields of the batch scrape body (docs/api.md §4.5): the URLs plus scrape options flattened at the
 * top level (not under `scrapeOptions`).
 */
export const batchScrapeStartRequestShape = {
  /** Pages to scrape (at least one). Invalid ones are skipped and listed in `invalidURLs` unless `ignoreInvalidURLs` is false. */
  urls: z.array(z.string()).min(1, { message: "urls must list at least one URL" }),
  ...scrapeOptionsShape(),
  webhook: webhookSchema(crawlWebhookEvents).optional(),
  /** Add the URLs to this running batch job instead of starting a new one. */
  appendToId: z.uuid().optional(),
  /** Skip URLs the server would reject instead of failing the whole request. @default true */
  ignoreInvalidURLs: z.boolean().optional(),
  /** Parallel pages, capped at the team's concurrency. */
  maxConcurrency: z.int().positive().optional(),
  /** @default false */
  zeroDataRetention: z.boolean().optional(),
  ...requestBaseShape(),
};

/** `POST /batch/scrape` body. Strict. */
export const batchScrapeStartRequestSchema = z
  .strictObject(batchScrapeStartRequestShape)
  .superRefine((request, ctx) => checkScrapeOptions(request, ctx));
export type BatchScrapeStartRequest = z.input<typeof batchScrapeStartRequestSchema>;

export const batchScrapeStartResponseSchema = z.looseObject({
  ...envelopeShape(),
  id: z.string(),
  /** Status URL of the job. */
  url: field(z.string()),
  /** URLs that were skipped as invalid (with `ignoreInvalidURLs`). */
  invalidURLs: listField(z.string()),
});
export type BatchScrapeStartResponse = z.output<typeof batchScrapeStartResponseSchema>;

/** Status pages, cancel and errors have exactly the crawl shapes (docs/api.md §4.5). */
export const batchScrapeStatusResponseSchema = crawlStatusResponseSchema;
export type BatchScrapeStatusResponse = z.output<typeof batchScrapeStatusResponseSchema>;

export const batchScrapeStartOperation = defineOperation({
  name: "batchScrape.start",
  method: "POST",
  path: "/batch/scrape",
  auth: "required",
  startsJob: true,
  request: batchScrapeStartRequestSchema,
  response: batchScrapeStartResponseSchema,
});

export const batchScrapeStatusOperation = defineOperation({
  name: "batchScrape.status",
  method: "GET",
  path: "/batch/scrape/{id}",
  auth: "required",
  startsJob: false,
  request: null,
  response: batchScrapeStatusResponseSchema,
});

export const batchScrapeCancelOperation = defineOperation({
  name: "batchScrape.cancel",
  method: "DELETE",
  path: "/batch/scrape/{id}",
  auth: "required",
  startsJob: false,
  request: null,
  response: crawlCancelResponseSchema,
});

export const batchScrapeErrorsOperation = defineOperation({
  name: "batchScrape.errors",
  method: "GET",
  path: "/batch/scrape/{id}/errors",
  auth: "required",
  startsJob: false,
  request: null,
  response: crawlErrorsResponseSchema,
});
