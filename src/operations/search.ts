import { z } from "zod/v4";
import { lazyValue } from "../core/lazy-value.js";
import { preprocess, taggedUnion } from "./zod-compat.js";
import { defineOperation } from "./define.js";
import { documentShape } from "./document.js";
import { envelopeShape, field } from "./lenient.js";
import { enterpriseShape, stringOrObject, requestBaseShape } from "./request-base.js";
import { searchScrapeOptionsSchema } from "./scrape-options.js";

// "alexandria" (tool discovery) is newer than the stored server schema; the SDK 4.42 sends it.
const sourceNames = ["web", "news", "images", "alexandria"] as const;
const categoryNames = ["github", "research", "pdf", "developer"] as const;

const sourceObjectSchema = z.lazy(() =>
  taggedUnion("type", [
    z.strictObject({
      type: z.literal("web"),
      /** Time filter, e.g. "qdr:w". */
      tbs: z.string().optional(),
      filter: z.string().optional(),
      lang: z.string().optional(),
      country: z.string().optional(),
      location: z.string().optional(),
    }),
    z.strictObject({ type: z.literal("news") }),
    z.strictObject({ type: z.literal("images") }),
    z.strictObject({ type: z.literal("alexandria") }),
  ]),
);

const hostname = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const domainListSchema = lazyValue(() =>
  z.array(
    z.string().refine((value) => hostname.test(value.trim()), {
      message: "Domains must be bare host names such as example.com (no protocol, path or port)",
    }),
  ),
);

/** Names and objects may not be mixed in one list (the server only accepts one kind). */
function checkNotMixed(list: readonly unknown[] | undefined, field: string, ctx: z.RefinementCtx): void {
  if (list === undefined) return;
  const strings = list.filter((entry) => typeof entry === "string").length;
  if (strings > 0 && strings < list.length) {
    ctx.addIssue({
      code: "custom",
      path: [field],
      message: `${field}: use either names (e.g. "web") or objects (e.g. {"type":"web"}), not a mix of both`,
    });
  }
}

/** Fields of the search body, for building narrower schemas (a refined schema cannot be `.pick`ed). */
export const searchRequestShape = lazyValue(() => ({
  /** Search query, 1–500 chars. */
  query: z
    .string()
    .max(500, { message: "query may be at most 500 characters" })
    .refine((query) => query.trim() !== "", { message: "query must not be empty" }),
  /** Results per source type, 1–100. @default 10 */
  limit: z.int().min(1).max(100, { message: "limit may be at most 100 (it applies per source)" }).optional(),
  /** Which result groups to return. @default ["web"] */
  sources: z
    .array(stringOrObject(z.enum(sourceNames), sourceObjectSchema, 'Sources: "web", "news", "images", "alexandria".'))
    .optional(),
  categories: z
    .array(
      stringOrObject(
        z.enum(categoryNames),
        z.strictObject({ type: z.enum(categoryNames) }),
        'Categories: "github", "research", "pdf", "developer".',
      ),
    )
    .optional(),
  /** Only results from these host names. Not together with `excludeDomains`. */
  includeDomains: domainListSchema().optional(),
  /** No results from these host names. Not together with `includeDomains`. */
  excludeDomains: domainListSchema().optional(),
  /** Time filter: "qdr:h|d|w|m|y", "cdr:1,cd_min:MM/DD/YYYY,cd_max:MM/DD/YYYY", "sbd:1". */
  tbs: z.string().optional(),
  filter: z.string().optional(),
  /** Free-text location, e.g. "San Francisco,California,United States". */
  location: z.string().optional(),
  /** ISO alpha-2 country. @default "us" when no location is given */
  country: z.string().optional(),
  /** @default "en" */
  lang: z.string().optional(),
  /** SafeSearch. @default false */
  safe: z.boolean().optional(),
  /** Milliseconds. @default 60000 */
  timeout: z.int().positive().optional(),
  /** Drop results other endpoints would reject. @default false */
  ignoreInvalidURLs: z.boolean().optional(),
  /** Query-relevant highlights on results. @default true */
  highlights: z.boolean().optional(),
  /** Scrape each result; only happens when `formats` is non-empty. */
  scrapeOptions: searchScrapeOptionsSchema.optional(),
  enterprise: z.array(z.enum(["default", "anon", "zdr"])).optional(),
  threatProtection: enterpriseShape().threatProtection,
  /** Also return domain-matched tools (SDK 4.42; newer than the stored server schema). */
  domainTools: z.boolean().optional(),
  /** How much detail returned tools carry (SDK 4.42). */
  toolDetail: z.enum(["compact", "summary", "full"]).optional(),
  ...requestBaseShape(),
}));

/** `POST /search` body (docs/api.md §1). Strict. */
export const searchRequestSchema = z.lazy(() =>
  z
    .strictObject(searchRequestShape())
    .superRefine((request, ctx) => {
      if ((request.includeDomains?.length ?? 0) > 0 && (request.excludeDomains?.length ?? 0) > 0) {
        ctx.addIssue({
          code: "custom",
          path: ["includeDomains"],
          message: "includeDomains and excludeDomains cannot both be set; use one of them",
        });
      }
      checkNotMixed(request.sources, "sources", ctx);
      checkNotMixed(request.categories, "categories", ctx);
      const developer = request.categories?.some((c) => (typeof c === "string" ? c : c.type) === "developer");
      if (developer === true && (request.categories?.length ?? 0) > 1) {
        ctx.addIssue({
          code: "custom",
          path: ["categories"],
          message: 'categories: "developer" cannot be combined with other categories',
        });
      }
    }),
);
export type SearchRequest = z.input<typeof searchRequestSchema>;

/** A web result; the page fields are present when `scrapeOptions.formats` asked for them. */
export const webResultSchema = z.lazy(() =>
  z.looseObject({
    ...documentShape(),
    url: z.string(),
    title: field(z.string()),
    description: field(z.string()),
    position: field(z.number()),
    category: field(z.string()),
  }),
);
export type WebSearchResult = z.output<typeof webResultSchema>;

export const newsResultSchema = z.lazy(() =>
  z.looseObject({
    ...documentShape(),
    url: z.string(),
    title: field(z.string()),
    snippet: field(z.string()),
    /** Human text such as "3 months ago". */
    date: field(z.string()),
    imageUrl: field(z.string()),
    position: field(z.number()),
    category: field(z.string()),
  }),
);
export type NewsSearchResult = z.output<typeof newsResultSchema>;

export const imageResultSchema = z.lazy(() =>
  z.looseObject({
    url: field(z.string()),
    title: field(z.string()),
    imageUrl: field(z.string()),
    imageWidth: field(z.number()),
    imageHeight: field(z.number()),
    position: field(z.number()),
  }),
);
export type ImageSearchResult = z.output<typeof imageResultSchema>;

const searchDataSchema = z.lazy(() =>
  z.looseObject({
    web: field(z.array(webResultSchema)),
    news: field(z.array(newsResultSchema)),
    images: field(z.array(imageResultSchema)),
  }),
);

/** `POST /search` 200 body. Lenient; a flat result array (older servers) is read as `data.web`. */
export const searchResponseSchema = z.lazy(() =>
  z.looseObject({
    ...envelopeShape(),
    data: preprocess(
      (data) => (Array.isArray(data) ? { web: data } : (data ?? undefined)),
      searchDataSchema.optional().default({}),
    ),
    /** Total credits: search plus scraping. */
    creditsUsed: field(z.number()),
    /** Search job id (for feedback). */
    id: field(z.string()),
  }),
);
export type SearchResponse = z.output<typeof searchResponseSchema>;

export const searchOperation = defineOperation({
  name: "search",
  method: "POST",
  path: "/search",
  auth: "keyless",
  startsJob: false,
  request: searchRequestSchema,
  response: searchResponseSchema,
});
