import { z } from "zod/v4";
import { lazyValue } from "../core/lazy-value.js";
import { defineOperation } from "./define.js";
import { jobStatuses } from "./job-status.js";
import { envelopeShape, field, openEnum } from "./lenient.js";
import { enterpriseShape, jsonSchemaObject, requestBaseShape } from "./request-base.js";
import { scrapeOptionsSchema } from "./scrape-options.js";
import { crawlWebhookEvents, webhookSchema } from "./webhook.js";
import { describeWebUrlProblem } from "./web-url.js";

/** Most URLs one extract accepts. */
export const MAX_EXTRACT_URLS = 10;

/** Fields of the extract body, for building narrower schemas (a refined schema cannot be `.pick`ed). */
export const extractStartRequestShape = lazyValue(() => ({
  /**
   * Pages to extract from (≤10; a trailing `/*` glob is allowed). Needs `urls` or `prompt`. Invalid
   * ones are skipped and listed in `invalidURLs` unless `ignoreInvalidURLs` is false (or none is valid).
   */
  urls: z
    .array(z.string())
    .max(MAX_EXTRACT_URLS, { message: `urls may contain at most ${MAX_EXTRACT_URLS} URLs` })
    .optional(),
  /** What to extract (≤10000 chars). Needs `prompt` or `schema`. */
  prompt: z.string().max(10_000, { message: "prompt may be at most 10000 characters" }).optional(),
  /** JSON Schema of the result. */
  schema: jsonSchemaObject.optional(),
  /** ≤10000 chars. */
  systemPrompt: z.string().max(10_000, { message: "systemPrompt may be at most 10000 characters" }).optional(),
  /** Also search the web (turns on allowExternalLinks). @default false */
  enableWebSearch: z.boolean().optional(),
  /** @default false */
  allowExternalLinks: z.boolean().optional(),
  /** @default true */
  includeSubdomains: z.boolean().optional(),
  /** @default false */
  ignoreSitemap: z.boolean().optional(),
  /** Add `sources` to the status response. @default false */
  showSources: z.boolean().optional(),
  /** Invalid URLs are reported in `invalidURLs` instead of failing. @default true */
  ignoreInvalidURLs: z.boolean().optional(),
  scrapeOptions: scrapeOptionsSchema.optional(),
  agent: z
    .strictObject({
      model: z.string().refine((model) => model !== "v3-beta", {
        message: 'agent.model "v3-beta" is refused by extract; use the agent operation instead',
      }),
    })
    .optional(),
  webhook: webhookSchema(crawlWebhookEvents).optional(),
  /** Milliseconds, ≥1000. */
  timeout: z.int().min(1000).optional(),
  limit: z.int().positive().optional(),
  urlTrace: z.boolean().optional(),
  threatProtection: enterpriseShape().threatProtection,
  ...requestBaseShape(),
}));

/** `POST /extract` body (docs/api.md §6; deprecated upstream in favour of scrape json / agent). Strict. */
export const extractStartRequestSchema = z.lazy(() =>
  z
    .strictObject(extractStartRequestShape())
    .superRefine((request, ctx) => {
      if (request.urls === undefined && request.prompt === undefined) {
        ctx.addIssue({ code: "custom", path: ["urls"], message: 'Provide "urls", a "prompt", or both' });
      }
      const urls = request.urls ?? [];
      const problems = urls.map((url, index) => describeWebUrlProblem(url, `urls[${index}]`));
      if (request.ignoreInvalidURLs === false || problems.every((problem) => problem !== undefined)) {
        problems.forEach((problem, index) => {
          if (problem !== undefined) ctx.addIssue({ code: "custom", path: ["urls", index], message: problem });
        });
      }
      if (request.prompt === undefined && request.schema === undefined) {
        ctx.addIssue({ code: "custom", path: ["prompt"], message: 'Provide a "prompt", a "schema", or both' });
      }
    }),
);
export type ExtractStartRequest = z.input<typeof extractStartRequestSchema>;

/** What the service adds to every extract response since extract was deprecated (docs/api.md §6). */
export const EXTRACT_DEPRECATION = {
  headers: {
    deprecation: "true",
    link: '</v2/scrape>; rel="successor-version"',
    warning: '299 - "/v2/extract is deprecated. Use /v2/scrape with a json format, or /v2/agent."',
  },
  fields: {
    warnings: ["/v2/extract is deprecated. Use /v2/scrape with formats including a 'json' format object."],
    replacement: "/v2/scrape",
  },
} as const;

const deprecationShape = lazyValue(() => ({
  /** Deprecation notices. */
  warnings: field(z.array(z.string())),
  /** Successor endpoint, e.g. "/v2/scrape". */
  replacement: field(z.string()),
}));

export const extractStartResponseSchema = z.lazy(() =>
  z.looseObject({
    ...envelopeShape(),
    id: z.string(),
    urlTrace: field(z.array(z.unknown())),
    invalidURLs: field(z.array(z.string())),
    ...deprecationShape(),
  }),
);
export type ExtractStartResponse = z.output<typeof extractStartResponseSchema>;

/** `GET /extract/{id}`. `data` is an object when completed and `[]` while processing or failed. */
export const extractStatusResponseSchema = z.lazy(() =>
  z.looseObject({
    ...envelopeShape(),
    status: field(openEnum(jobStatuses.extract)),
    data: field(z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())])),
    expiresAt: field(z.string()),
    sources: field(z.record(z.string(), z.unknown())),
    tokensUsed: field(z.number()),
    creditsUsed: field(z.number()),
    ...deprecationShape(),
  }),
);
export type ExtractStatusResponse = z.output<typeof extractStatusResponseSchema>;

export const extractStartOperation = defineOperation({
  name: "extract.start",
  method: "POST",
  path: "/extract",
  auth: "required",
  startsJob: true,
  request: extractStartRequestSchema,
  response: extractStartResponseSchema,
});

export const extractStatusOperation = defineOperation({
  name: "extract.status",
  method: "GET",
  path: "/extract/{id}",
  auth: "required",
  startsJob: false,
  request: null,
  response: extractStatusResponseSchema,
});

/**
 * `DELETE /extract/{id}`: cancels a running extract. The local engine offers it; the hosted
 * service has no such call (its extract jobs run to the end).
 */
export const extractCancelOperation = defineOperation({
  name: "extract.cancel",
  method: "DELETE",
  path: "/extract/{id}",
  auth: "required",
  startsJob: false,
  request: null,
  response: z.looseObject({ ...envelopeShape(), status: field(z.string()) }),
});
