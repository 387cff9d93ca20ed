import { z } from "zod/v4";
import { defineOperation } from "./define.js";
import { envelopeShape, field, listField } from "./lenient.js";
import { requestBaseShape } from "./request-base.js";
import { webUrlSchema } from "./web-url.js";

/** One running crawl of `GET /crawl/active` (SDK `ActiveCrawl`). */
export const activeCrawlSchema = z.looseObject({
  id: z.string(),
  teamId: field(z.string()),
  url: field(z.string()),
  options: field(z.record(z.string(), z.unknown())),
});

/** `GET /crawl/active`: the team's running crawls. */
export const activeCrawlsResponseSchema = z.looseObject({
  ...envelopeShape(),
  crawls: listField(activeCrawlSchema),
});
export type ActiveCrawlsResponse = z.output<typeof activeCrawlsResponseSchema>;

/** `POST /crawl/params-preview` body: what crawl options a prompt would give (SDK `crawlParamsPreview`). */
export const crawlParamsPreviewRequestSchema = z.strictObject({
  url: webUrlSchema("url"),
  /** Natural-language crawl goal, ≤10000 chars. */
  prompt: z.string().min(1).max(10_000),
  ...requestBaseShape(),
});
export type CrawlParamsPreviewRequest = z.input<typeof crawlParamsPreviewRequestSchema>;

export const crawlParamsPreviewResponseSchema = z.looseObject({
  ...envelopeShape(),
  /** The derived crawl options. */
  data: field(z.record(z.string(), z.unknown())),
});
export type CrawlParamsPreviewResponse = z.output<typeof crawlParamsPreviewResponseSchema>;

export const activeCrawlsOperation = defineOperation({
  name: "crawl.active",
  method: "GET",
  path: "/crawl/active",
  auth: "required",
  startsJob: false,
  request: null,
  response: activeCrawlsResponseSchema,
});

export const crawlParamsPreviewOperation = defineOperation({
  name: "crawl.paramsPreview",
  method: "POST",
  path: "/crawl/params-preview",
  auth: "required",
  startsJob: false,
  request: crawlParamsPreviewRequestSchema,
  response: crawlParamsPreviewResponseSchema,
});
