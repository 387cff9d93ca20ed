import { z } from "zod/v4";
import { lazyValue } from "../core/lazy-value.js";
import { field, openEnum } from "./lenient.js";

// Built on first use (`z.lazy`, `lazyValue`): responses are read only once a call is made, so an
// import of the package should not pay for building their schemas (bench/README.md, issue 31).
const textOrList = lazyValue(() => z.union([z.string(), z.array(z.string())]));

/**
 * Page metadata (docs/api.md §2.3). Known fields are typed; everything else (og*, dc*, robots, …)
 * passes through as-is.
 */
export const documentMetadataSchema = z.lazy(() =>
  z.looseObject({
    title: field(textOrList()),
    description: field(textOrList()),
    language: field(textOrList()),
    keywords: field(textOrList()),
    /** The URL that was asked for. */
    sourceURL: field(z.string()),
    /** The final URL after redirects. */
    url: field(z.string()),
    /** HTTP status of the target page (a 404 target still comes back as HTTP 200 from the API). */
    statusCode: field(z.number()),
    /** Id for interact, `GET /scrape/{id}` and feedback. */
    scrapeId: field(z.string()),
    /** Page-level error. */
    error: field(z.string()),
    contentType: field(z.string()),
    proxyUsed: field(openEnum(["basic", "stealth"])),
    cacheState: field(openEnum(["hit", "miss"])),
    cachedAt: field(z.string()),
    creditsUsed: field(z.number()),
    numPages: field(z.number()),
    totalPages: field(z.number()),
    concurrencyLimited: field(z.boolean()),
    concurrencyQueueDurationMs: field(z.number()),
  }),
);
export type WebDocumentMetadata = z.output<typeof documentMetadataSchema>;

const changeTrackingSchema = () =>
  z.looseObject({
    previousScrapeAt: field(z.string()),
    changeStatus: field(openEnum(["new", "same", "changed", "removed"])),
    visibility: field(openEnum(["visible", "hidden"])),
    diff: field(z.unknown()),
    json: field(z.unknown()),
  });

const actionsResultSchema = () =>
  z.looseObject({
    screenshots: field(z.array(z.string())),
    scrapes: field(z.array(z.looseObject({ url: field(z.string()), html: field(z.string()) }))),
    javascriptReturns: field(z.array(z.looseObject({ type: field(z.string()), value: z.unknown() }))),
    pdfs: field(z.array(z.string())),
  });

/** The fields of a scraped page, shared with search results. Every field is optional. */
export const documentShape = lazyValue(() => ({
  markdown: field(z.string()),
  html: field(z.string()),
  rawHtml: field(z.string()),
  links: field(z.array(z.string())),
  images: field(z.array(z.string())),
  /** Screenshot URL (expires after 24 h). */
  screenshot: field(z.string()),
  summary: field(z.string()),
  /** Output of the json format. */
  json: field(z.unknown()),
  /** Output of the question format. */
  answer: field(z.string()),
  /** Output of the highlights format. */
  highlights: field(z.unknown()),
  changeTracking: field(changeTrackingSchema()),
  branding: field(z.unknown()),
  product: field(z.unknown()),
  menu: field(z.unknown()),
  /** Signed URL, valid for 1 h. */
  audio: field(z.string()),
  /** Signed URL, valid for 1 h. */
  video: field(z.string()),
  attributes: field(
    z.array(z.looseObject({ selector: field(z.string()), attribute: field(z.string()), values: field(z.array(z.string())) })),
  ),
  actions: field(actionsResultSchema()),
  /** Per-page markdown of a PDF (parser option `pages`). */
  pages: field(z.array(z.looseObject({ pageNumber: field(z.number()), markdown: field(z.string()) }))),
  blocks: field(z.array(z.unknown())),
  warning: field(z.string()),
  metadata: field(documentMetadataSchema),
  /** API guidance the service attaches to some scrape responses. */
  agent_hints: field(z.array(z.string())),
}));

/** One scraped page (docs/api.md §2.3). Lenient: unknown fields pass through. */
export const documentSchema = z.lazy(() => z.looseObject(documentShape()));
export type WebDocument = z.output<typeof documentSchema>;
