import { z } from "zod/v4";
import { lazyValue } from "../core/lazy-value.js";
import { preprocess } from "./zod-compat.js";
import { defineOperation } from "./define.js";
import { documentSchema } from "./document.js";
import { jobStatuses } from "./job-status.js";
import { envelopeShape, field, listField, openEnum } from "./lenient.js";
import { enterpriseShape, requestBaseShape } from "./request-base.js";
import { scrapeOptionsSchema } from "./scrape-options.js";
import { webhookSchema, crawlWebhookEvents } from "./webhook.js";
import { webUrlSchema } from "./web-url.js";

/** Path patterns are JS regexes; each one that does not compile gets its own issue. */
const pathPatternsSchema = (field: string) =>
  z.array(z.string()).superRefine((patterns, ctx) => {
    patterns.forEach((pattern, index) => {
      try {
        new RegExp(pattern);
      } catch (error) {
        const reason = error instanceof Error ? error.message : "invalid pattern";
        ctx.addIssue({
          code: "custom",
          path: [index],
          message: `${field}[${index}] is not a valid regular expression: ${reason}`,
        });
      }
    });
  });

/** Fields of the crawl body, for building narrower schemas. */
export const crawlStartRequestShape = lazyValue(() => ({
  /** Start URL. */
  url: webUrlSchema("url"),
  /** Most pages to crawl. Always set it: the server default is 10000. */
  limit: z.int().positive({ message: "limit must be a positive whole number of pages" }).optional(),
  /** Regexes a URL path must match (full URL with `regexOnFullURL`). */
  includePaths: pathPatternsSchema("includePaths").optional(),
  /** Regexes that exclude a URL path. */
  excludePaths: pathPatternsSchema("excludePaths").optional(),
  /** Link depth to follow; root and sitemap URLs are depth 0. */
  maxDiscoveryDepth: z.int().nonnegative().optional(),
  /** @default "include" */
  sitemap: z.enum(["include", "skip", "only"]).optional(),
  /** Follow sibling and parent paths too. @default false */
  crawlEntireDomain: z.boolean().optional(),
  /** @default false */
  allowSubdomains: z.boolean().optional(),
  /** @default false */
  allowExternalLinks: z.boolean().optional(),
  /** @default false */
  ignoreQueryParameters: z.boolean().optional(),
  /** @default true */
  deduplicateSimilarURLs: z.boolean().optional(),
  /** @default false */
  regexOnFullURL: z.boolean().optional(),
  /** Enterprise only. @default false */
  ignoreRobotsTxt: z.boolean().optional(),
  /** Enterprise only. */
  robotsUserAgent: z.string().optional(),
  /** Pause between pages in SECONDS (>0, ≤60); forces concurrency 1. */
  delay: z
    .number()
    .positive({ message: "delay is in seconds and must be greater than 0" })
    .max(60, { message: "delay is in seconds and may be at most 60" })
    .optional(),
  /** Parallel pages, capped at the team's concurrency. */
  maxConcurrency: z.int().positive().optional(),
  /** Natural-language crawl goal (≤10000 chars); explicit options win. */
  prompt: z.string().max(10_000).optional(),
  scrapeOptions: scrapeOptionsSchema.optional(),
  webhook: webhookSchema(crawlWebhookEvents).optional(),
  /** @default false */
  zeroDataRetention: z.boolean().optional(),
  threatProtection: enterpriseShape().threatProtection,
  ...requestBaseShape(),
}));

/** `POST /crawl` body (docs/api.md §4.1). Strict. */
export const crawlStartRequestSchema = z.lazy(() => z.strictObject(crawlStartRequestShape()));
export type CrawlStartRequest = z.input<typeof crawlStartRequestSchema>;

export const crawlStartResponseSchema = z.lazy(() =>
  z.looseObject({
    ...envelopeShape(),
    id: z.string(),
    /** Status URL of the job. */
    url: field(z.string()),
  }),
);
export type CrawlStartResponse = z.output<typeof crawlStartResponseSchema>;

/** `GET /crawl/{id}` (and every `next` page). `status: "failed"` may come with `success: false`. */
export const crawlStatusResponseSchema = z.lazy(() =>
  z.looseObject({
    ...envelopeShape(),
    status: field(openEnum(jobStatuses.crawl)),
    total: field(z.number()),
    completed: field(z.number()),
    creditsUsed: field(z.number()),
    expiresAt: field(z.string()),
    createdAt: field(z.string()),
    completedAt: field(z.string()),
    /** Seconds. */
    duration: field(z.number()),
    /** Absolute URL of the next page; absent when there is nothing more. */
    next: field(z.string()),
    /** Pages that scraped successfully, this page only. */
    data: listField(documentSchema),
  }),
);
export type CrawlStatusResponse = z.output<typeof crawlStatusResponseSchema>;

/** `DELETE /crawl/{id}`: `{"status":"cancelled"}`, no `success` key. */
export const crawlCancelResponseSchema = z.lazy(() =>
  z.looseObject({
    ...envelopeShape(),
    status: field(openEnum(["cancelled"])),
  }),
);
export type CrawlCancelResponse = z.output<typeof crawlCancelResponseSchema>;

export const crawlErrorSchema = z.lazy(() =>
  z.looseObject({
    id: field(z.string()),
    timestamp: field(z.string()),
    url: field(z.string()),
    code: field(z.string()),
    error: field(z.string()),
  }),
);
export type CrawlError = z.output<typeof crawlErrorSchema>;

const crawlErrorsBodySchema = z.lazy(() =>
  z.looseObject({
    ...envelopeShape(),
    errors: listField(crawlErrorSchema),
    /** URLs robots.txt kept the crawler from. */
    robotsBlocked: listField(z.string()),
  }),
);

/** `GET /crawl/{id}/errors`: top-level body, or the same inside `data` (older shape). */
export const crawlErrorsResponseSchema = z.lazy(() =>
  preprocess((body) => {
    if (typeof body !== "object" || body === null || "errors" in body) return body;
    const data = (body as { data?: unknown }).data;
    return typeof data === "object" && data !== null && !Array.isArray(data) ? { ...body, ...data } : body;
  }, crawlErrorsBodySchema),
);
export type CrawlErrorsResponse = z.output<typeof crawlErrorsResponseSchema>;

export const crawlStartOperation = defineOperation({
  name: "crawl.start",
  method: "POST",
  path: "/crawl",
  auth: "required",
  startsJob: true,
  request: crawlStartRequestSchema,
  response: crawlStartResponseSchema,
});

export const crawlStatusOperation = defineOperation({
  name: "crawl.status",
  method: "GET",
  path: "/crawl/{id}",
  auth: "required",
  startsJob: false,
  request: null,
  response: crawlStatusResponseSchema,
});

export const crawlCancelOperation = defineOperation({
  name: "crawl.cancel",
  method: "DELETE",
  path: "/crawl/{id}",
  auth: "required",
  startsJob: false,
  request: null,
  response: crawlCancelResponseSchema,
});

export const crawlErrorsOperation = defineOperation({
  name: "crawl.errors",
  method: "GET",
  path: "/crawl/{id}/errors",
  auth: "required",
  startsJob: false,
  request: null,
  response: crawlErrorsResponseSchema,
});
