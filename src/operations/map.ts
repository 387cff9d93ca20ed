import { z } from "zod/v4";
import { lazyValue } from "../core/lazy-value.js";
import { preprocess } from "./zod-compat.js";
import { defineOperation } from "./define.js";
import { envelopeShape, field, listField } from "./lenient.js";
import { enterpriseShape, requestBaseShape } from "./request-base.js";
import { locationSchema } from "./scrape-options.js";
import { webUrlSchema } from "./web-url.js";

/** `POST /map` body (docs/api.md §5). Strict. */
export const mapRequestShape = lazyValue(() => ({
  /** Site to map; a non-root path limits results to that path prefix. */
  url: webUrlSchema("url"),
  /** Order links by relevance to this text. */
  search: z.string().optional(),
  /** @default "include" */
  sitemap: z.enum(["include", "skip", "only"]).optional(),
  /** @default true */
  includeSubdomains: z.boolean().optional(),
  /** @default true */
  ignoreQueryParameters: z.boolean().optional(),
  /** Most links to return, 1–100000. @default 5000 */
  limit: z.int().min(1).max(100_000, { message: "limit may be at most 100000" }).optional(),
  /** Milliseconds; on expiry the server answers 408 MAP_TIMEOUT. */
  timeout: z.number().positive().optional(),
  /** Bypass the sitemap cache (kept up to 7 days). @default false */
  ignoreCache: z.boolean().optional(),
  location: locationSchema.optional(),
  ...enterpriseShape(),
  ...requestBaseShape(),
}));
export const mapRequestSchema = z.lazy(() => z.strictObject(mapRequestShape()));
export type MapRequest = z.input<typeof mapRequestSchema>;

export const mapLinkSchema = z.lazy(() =>
  z.looseObject({
    url: z.string(),
    title: field(z.string()),
    description: field(z.string()),
  }),
);
export type MapLink = z.output<typeof mapLinkSchema>;

/** `POST /map` 200 body. Plain-string links (older servers) are read as `{ url }`. */
export const mapResponseSchema = z.lazy(() =>
  z.looseObject({
    ...envelopeShape(),
    id: field(z.string()),
    links: listField(preprocess((link) => (typeof link === "string" ? { url: link } : link), mapLinkSchema)),
  }),
);
export type MapResponse = z.output<typeof mapResponseSchema>;

export const mapOperation = defineOperation({
  name: "map",
  method: "POST",
  path: "/map",
  auth: "required",
  startsJob: false,
  request: mapRequestSchema,
  response: mapResponseSchema,
});
