import { z } from "zod/v4";
import { lazyValue } from "../core/lazy-value.js";
import { taggedUnion } from "./zod-compat.js";
import { enterpriseShape, stringOrObject } from "./request-base.js";
import { actionsSchema, MAX_TOTAL_WAIT_MS, totalWaitMs, type ScrapeAction } from "./scrape-actions.js";
import { checkFormatList, scrapeFormatSchema, searchFormatSchema } from "./scrape-formats.js";

const specialCountries = ["us-generic", "us-whitelist"];

// The nested schemas are built on first use (`z.lazy`): an import of the package should not pay for
// building them (bench/README.md, issue 31).
export const locationSchema = z.lazy(() =>
  z.strictObject({
    /** ISO 3166-1 alpha-2 country code, e.g. "US". @default "US" on the server */
    country: z
      .string()
      .refine((code) => /^[a-z]{2}$/i.test(code) || specialCountries.includes(code.toLowerCase()), {
        message: 'location.country must be an ISO 3166-1 alpha-2 code such as "US" or "DE"',
      })
      .optional(),
    /** Preferred languages, e.g. ["en-US"]. */
    languages: z.array(z.string()).optional(),
  }),
);

const pdfParserSchema = () =>
  z.strictObject({
    type: z.literal("pdf"),
    mode: z.enum(["fast", "auto", "ocr"]).optional(),
    /** Pages to parse at most, 1–10000. */
    maxPages: z.int().positive().max(10000).optional(),
    /** Also return per-page markdown in `pages`. */
    pages: z.boolean().optional(),
    /** Also return layout blocks in `blocks`. */
    blocks: z.boolean().optional(),
    /** Mark page breaks in the markdown. */
    pageMarkers: z.boolean().optional(),
  });

export const parsersSchema = z.lazy(() =>
  z.array(
    stringOrObject(
      z.enum(["pdf", "image"]),
      taggedUnion("type", [pdfParserSchema(), z.strictObject({ type: z.literal("image") })]),
      'Parsers: "pdf", "image", or {"type":"pdf","mode":"fast"|"auto"|"ocr","maxPages":N}.',
    ),
  ),
);

const redactPiiSchema = z.lazy(() =>
  z.union([
    z.boolean(),
    z.strictObject({
      mode: z.enum(["accurate", "aggressive", "fast"]).optional(),
      entities: z.array(z.enum(["PERSON", "EMAIL", "PHONE", "LOCATION", "FINANCIAL", "SECRET"])).optional(),
      replaceStyle: z.enum(["tag", "mask", "remove"]).optional(),
    }),
  ]),
);

/** Options shared by every scrape-like call, except `formats` (search allows fewer formats). */
const scrapeOptionsBaseShape = lazyValue(() => ({
  /** Keep only the main content (drop nav, footer, …). @default true */
  onlyMainContent: z.boolean().optional(),
  /** Beta LLM pass removing leftover boilerplate. @default false */
  onlyCleanContent: z.boolean().optional(),
  /** CSS selectors to keep. */
  includeTags: z.array(z.string()).optional(),
  /** CSS selectors to drop. */
  excludeTags: z.array(z.string()).optional(),
  /** Extra wait before capture, in milliseconds (≤60000, ≤ timeout/2). @default 0 */
  waitFor: z.int().nonnegative().max(60_000, { message: "waitFor is in milliseconds and may be at most 60000" }).optional(),
  /** Scrape timeout in milliseconds, 1000–300000. @default 60000 */
  timeout: z
    .int()
    .min(1000, { message: "timeout is in milliseconds and must be at least 1000" })
    .max(300_000, { message: "timeout is in milliseconds and may be at most 300000" })
    .optional(),
  /** Accept cached content younger than this, in milliseconds; 0 forces a fresh fetch. @default 172800000 */
  maxAge: z.int().nonnegative().optional(),
  /** Cache-only: content must be at least this old, in milliseconds. */
  minAge: z.int().nonnegative().optional(),
  /** Store the result in the cache. @default true */
  storeInCache: z.boolean().optional(),
  /** Cache-only, no outbound request. @default false */
  lockdown: z.boolean().optional(),
  /** Browser actions run before capture (≤50). */
  actions: actionsSchema.optional(),
  location: locationSchema.optional(),
  /** Emulate a mobile device. @default false */
  mobile: z.boolean().optional(),
  /** @default "auto" */
  proxy: z.enum(["basic", "enhanced", "auto", "stealth"]).optional(),
  /** File parsers; `[]` returns PDFs as base64. @default ["pdf"] */
  parsers: parsersSchema.optional(),
  /** Extra request headers sent to the target page. */
  headers: z.record(z.string(), z.string()).optional(),
  /** @default true (false when headers or actions are sent) */
  skipTlsVerification: z.boolean().optional(),
  /** @default true */
  removeBase64Images: z.boolean().optional(),
  /** @default true */
  blockAds: z.boolean().optional(),
  /** @default false */
  fastMode: z.boolean().optional(),
  /** Redact personal data; `true` uses the defaults. @default false */
  redactPII: redactPiiSchema.optional(),
  /** Persistent browser profile (cookies, storage), mainly for scrape → interact. */
  profile: z.strictObject({ name: z.string().min(1).max(128), saveChanges: z.boolean().optional() }).optional(),
  ...enterpriseShape(),
}));

/** The plain shape of scrape options, for schemas that add top-level keys (scrape, crawl…). */
export const scrapeOptionsShape = lazyValue(() => ({
  /** Output formats. @default ["markdown"] */
  formats: z.array(scrapeFormatSchema).optional(),
  ...scrapeOptionsBaseShape(),
}));

/** Scrape options as `search.scrapeOptions` accepts them (results are scraped only when formats is non-empty). */
export const searchScrapeOptionsShape = lazyValue(() => ({
  /** Output formats for each result. @default [] (no scraping) */
  formats: z.array(searchFormatSchema).optional(),
  ...scrapeOptionsBaseShape(),
}));

interface ScrapeOptionsLike {
  formats?: readonly unknown[] | undefined;
  waitFor?: number | undefined;
  timeout?: number | undefined;
  actions?: readonly ScrapeAction[] | undefined;
}

/** Rules across fields: formats list, waitFor ≤ timeout/2, the 60 s total wait budget. */
export function checkScrapeOptions(options: ScrapeOptionsLike, ctx: z.RefinementCtx, prefix: PropertyKey[] = []): void {
  if (options.formats !== undefined) checkFormatList(options.formats, ctx, [...prefix, "formats"]);
  const { waitFor, timeout } = options;
  if (waitFor !== undefined && waitFor > 0 && timeout !== undefined && waitFor > timeout / 2) {
    ctx.addIssue({
      code: "custom",
      path: [...prefix, "waitFor"],
      message: `waitFor (${waitFor} ms) must not exceed half of timeout (${timeout} ms)`,
    });
  }
  if (options.actions !== undefined && totalWaitMs(options.actions, waitFor) > MAX_TOTAL_WAIT_MS) {
    ctx.addIssue({
      code: "custom",
      path: [...prefix, "actions"],
      message: `waitFor plus wait actions must total at most ${MAX_TOTAL_WAIT_MS} ms (a selector wait counts 1000 ms)`,
    });
  }
}

/** Scrape options (docs/api.md §2.2), as used by crawl and extract `scrapeOptions`. Strict. */
export const scrapeOptionsSchema = z.lazy(() => z.strictObject(scrapeOptionsShape()).superRefine((options, ctx) => checkScrapeOptions(options, ctx)));
export type ScrapeOptions = z.input<typeof scrapeOptionsSchema>;

/** `search.scrapeOptions`: the scrape options with the formats search allows. Strict. */
export const searchScrapeOptionsSchema = z.lazy(() => z.strictObject(searchScrapeOptionsShape()).superRefine((options, ctx) => checkScrapeOptions(options, ctx)));
export type SearchScrapeOptions = z.input<typeof searchScrapeOptionsSchema>;
