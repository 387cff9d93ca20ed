import type { WebDocument } from "../operations/document.js";

/** A metadata value every vector store accepts. */
export type FlatMetadataValue = string | number | boolean;
export type FlatMetadata = Record<string, FlatMetadataValue>;

/** Page metadata fields copied into every document, in this order. */
const STANDARD_FIELDS = [
  "url",
  "sourceURL",
  "title",
  "description",
  "language",
  "keywords",
  "statusCode",
  "contentType",
  "scrapeId",
] as const;

/**
 * A value a vector store accepts, or `undefined`: strings (not blank), finite numbers, booleans;
 * a list of strings is joined with ", ". Objects, nulls and other lists are dropped.
 */
export function flatValue(value: unknown): FlatMetadataValue | undefined {
  if (typeof value === "string") return value.trim() === "" ? undefined : value;
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "boolean") return value;
  if (Array.isArray(value)) {
    const parts = value.filter((item): item is string => typeof item === "string" && item.trim() !== "");
    return parts.length > 0 && parts.length === value.length ? parts.join(", ") : undefined;
  }
  return undefined;
}

/** Where a page came from, when its own metadata does not say. */
export interface PageContext {
  /** The URL the loader asked for (scrape, map) or the search result's URL. */
  url?: string | undefined;
  /** Title and description of a search result or map link, used when the page has none. */
  title?: string | undefined;
  description?: string | undefined;
  /** The crawl job the page belongs to. */
  jobId?: string | undefined;
}

/**
 * The URL a page is known by: the one that was asked for (`sourceURL`), else the final URL. The
 * requested URL is unique within a crawl, so `source` never repeats; the final URL is kept as `url`.
 */
export function pageSource(page: WebDocument, context: PageContext = {}): string | undefined {
  const meta = page.metadata ?? {};
  const found = flatValue(meta.sourceURL) ?? flatValue(meta.url) ?? flatValue(context.url);
  return typeof found === "string" ? found : undefined;
}

/**
 * Flat `Document.metadata` for a page: `source` (the LangChain convention), the standard page
 * fields, `jobId` for crawls, and any `extra` fields the caller asked for.
 */
export function documentMetadata(
  page: WebDocument,
  context: PageContext = {},
  extra?: readonly string[] | "all",
): FlatMetadata {
  const meta = (page.metadata ?? {}) as Record<string, unknown>;
  const out: FlatMetadata = {};
  const source = pageSource(page, context);
  if (source !== undefined) out.source = source;
  for (const key of STANDARD_FIELDS) {
    const value = flatValue(meta[key]);
    if (value !== undefined) out[key] = value;
  }
  if (out.title === undefined && context.title) out.title = context.title;
  if (out.description === undefined && context.description) out.description = context.description;
  if (context.jobId !== undefined) out.jobId = context.jobId;
  const extraKeys = extra === "all" ? Object.keys(meta) : (extra ?? []);
  for (const key of extraKeys) {
    if (key in out) continue;
    const value = flatValue(meta[key]);
    if (value !== undefined) out[key] = value;
  }
  return out;
}
