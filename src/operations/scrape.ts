import { z } from "zod/v4";
import { lazyValue } from "../core/lazy-value.js";
import { defineOperation } from "./define.js";
import { documentSchema } from "./document.js";
import { envelopeShape, field } from "./lenient.js";
import { requestBaseShape } from "./request-base.js";
import { checkScrapeOptions, scrapeOptionsShape } from "./scrape-options.js";
import { webUrlSchema } from "./web-url.js";

/** Fields of the scrape body, for building narrower schemas (a refined schema cannot be `.pick`ed). */
export const scrapeRequestShape = lazyValue(() => ({
  /** Page to scrape; `http://` is assumed when the scheme is missing. */
  url: webUrlSchema("url"),
  ...scrapeOptionsShape(),
  /** Zero data retention (the team must be allowed). @default false */
  zeroDataRetention: z.boolean().optional(),
  ...requestBaseShape(),
}));

/** `POST /scrape` body (docs/api.md §2.1): the page URL plus scrape options. Strict. */
export const scrapeRequestSchema = z.lazy(() =>
  z
    .strictObject(scrapeRequestShape())
    .superRefine((request, ctx) => checkScrapeOptions(request, ctx)),
);
export type ScrapeRequest = z.input<typeof scrapeRequestSchema>;

/** `POST /scrape` 200 body. `success` can be false with HTTP 200 (e.g. DNS errors). */
export const scrapeResponseSchema = z.lazy(() =>
  z.looseObject({
    ...envelopeShape(),
    data: field(documentSchema),
    /** API guidance some responses carry at the top level. */
    agent_hints: field(z.array(z.string())),
  }),
);
export type ScrapeResponse = z.output<typeof scrapeResponseSchema>;

export const scrapeOperation = defineOperation({
  name: "scrape",
  method: "POST",
  path: "/scrape",
  auth: "keyless",
  startsJob: false,
  request: scrapeRequestSchema,
  response: scrapeResponseSchema,
});

/** `GET /scrape/{id}`: a past scrape by its `metadata.scrapeId` (docs/api.md §2.4). */
export const scrapeGetOperation = defineOperation({
  name: "scrape.get",
  method: "GET",
  path: "/scrape/{id}",
  auth: "required",
  startsJob: false,
  request: null,
  response: scrapeResponseSchema,
});
