import { localFormats, type DocumentOptions, type LocalFormat } from "../content/page-document.js";
import { findInvalidSelector } from "../content/main-content.js";
import type { ScrapeAction } from "../../operations/scrape-actions.js";
import type { BrowserPageRequest } from "../browser/render-page.js";
import { droppedHeadersNote, malformedHeader, sendableHeaders } from "../fetch/request-headers.js";
import { toDocumentParsers, type DocumentParsers } from "../documents/document-options.js";
import { hostedOnlyFormatNames, isPageFormatName, needsModel, toPageFormat, type PageFormat } from "./page-formats.js";

/** The scrape options the engine reads (validated by the operation schemas first). */
export interface ScrapeOptionsInput {
  formats?: readonly unknown[] | undefined;
  onlyMainContent?: boolean | undefined;
  includeTags?: readonly string[] | undefined;
  excludeTags?: readonly string[] | undefined;
  headers?: Record<string, string> | undefined;
  timeout?: number | undefined;
  skipTlsVerification?: boolean | undefined;
  removeBase64Images?: boolean | undefined;
  actions?: readonly unknown[] | undefined;
  waitFor?: number | undefined;
  mobile?: boolean | undefined;
  onlyCleanContent?: boolean | undefined;
  redactPII?: unknown;
  minAge?: number | undefined;
  lockdown?: boolean | undefined;
  storeInCache?: boolean | undefined;
  zeroDataRetention?: boolean | undefined;
  parsers?: readonly unknown[] | undefined;
}

/** Everything needed to scrape one page. */
export interface ScrapeSettings extends DocumentOptions {
  headers?: Record<string, string> | undefined;
  timeoutMs?: number | undefined;
  verifyTls: boolean;
  /** Add the page to the search index (off for `storeInCache: false` and zero data retention). @default true */
  storeInIndex?: boolean | undefined;
  /** Zero data retention was asked for (the service bills it +1 credit a page). */
  zeroDataRetention?: boolean | undefined;
  /** What only a browser can do (waitFor, actions, screenshot, branding, mobile); set when the request asks for any. */
  browser?: BrowserPageRequest | undefined;
  /** How documents are parsed (the `parsers` option). @default PDFs parsed, mode auto */
  parsers?: DocumentParsers | undefined;
  /** Formats computed after the content pipeline (model formats, attributes, changeTracking). */
  pageFormats?: readonly PageFormat[] | undefined;
}

/** What the engine has, for the formats that need it. */
export interface EngineFeatures {
  /** The engine has a language model (json, summary, question, … formats). */
  model: boolean;
}

/** A request the engine cannot serve, as an API error (status, code, message, offending field). */
export interface ScrapeSettingsProblem {
  status: 400 | 404 | 501;
  code: string;
  message: string;
  path: PropertyKey[];
  /** Set when the engine's model is missing: what needs it (the server words the 501 with how to give it one). */
  needsModel?: string | undefined;
}

const supported = new Set<string>(localFormats);

function formatNameOf(entry: unknown): string {
  if (typeof entry === "string") return entry;
  if (typeof entry === "object" && entry !== null && typeof (entry as { type?: unknown }).type === "string") {
    return (entry as { type: string }).type;
  }
  return String(entry);
}

/**
 * Maps validated scrape options to engine settings. Returns the problem instead when the request
 * needs something only the hosted service has (a model, a cache), and collects notes about options
 * that have no effect locally. Browser needs (waitFor, actions, screenshot, branding, mobile) go into
 * `settings.browser`; the scraper answers 501 for them when the engine has no browser.
 */
export function toScrapeSettings(
  options: ScrapeOptionsInput,
  defaultFormats: readonly LocalFormat[],
  pathPrefix: PropertyKey[] = [],
  features: EngineFeatures = { model: false },
): { settings: ScrapeSettings; notes: string[] } | { problem: ScrapeSettingsProblem } {
  const formats = new Set<LocalFormat>();
  const pageFormats: PageFormat[] = [];
  const entries = options.formats ?? defaultFormats;
  let screenshot: BrowserPageRequest["screenshot"];
  let branding = false;
  for (const [index, entry] of entries.entries()) {
    const name = formatNameOf(entry);
    if (name === "screenshot") {
      // Taken by the browser; the schemas already checked its options and that there is only one.
      screenshot = typeof entry === "object" && entry !== null ? (entry as BrowserPageRequest["screenshot"]) : {};
      continue;
    }
    if (name === "branding") {
      // Read from the rendered page's computed styles: the browser does it (501 without one).
      branding = true;
      continue;
    }
    if (hostedOnlyFormatNames.has(name)) {
      return {
        problem: {
          status: 501,
          code: "NOT_IMPLEMENTED",
          path: [...pathPrefix, "formats", index],
          message: `The "${name}" format is produced only by the hosted service (it keeps the media and signs its URLs). Remove it, or use the hosted service (set WEBDATA_API_KEY).`,
        },
      };
    }
    if (isPageFormatName(name)) {
      const format = toPageFormat(entry, name);
      if (needsModel(format) && !features.model) {
        const what = format.type === "changeTracking" ? 'The "json" mode of the changeTracking format' : `The "${name}" format`;
        return { problem: { status: 501, code: "NOT_IMPLEMENTED", path: [...pathPrefix, "formats", index], message: `${what} needs a language model.`, needsModel: what } };
      }
      const selectors = format.type === "attributes" ? format.selectors.map((entry) => entry.selector) : undefined;
      const invalid = findInvalidSelector(selectors);
      if (invalid !== undefined) {
        return { problem: { status: 400, code: "BAD_REQUEST", path: [...pathPrefix, "formats", index, "selectors"], message: `attributes: invalid CSS selector "${invalid}"` } };
      }
      pageFormats.push(format);
      continue;
    }
    if (!supported.has(name)) {
      return {
        problem: {
          status: 400,
          code: "BAD_REQUEST",
          path: [...pathPrefix, "formats", index],
          message:
            `The local engine does not support the "${name}" format (it supports ${localFormats.join(", ")}). ` +
            "Remove it, or use the hosted service for it.",
        },
      };
    }
    formats.add(name as LocalFormat);
  }
  if (options.redactPII !== undefined && options.redactPII !== false) {
    return {
      problem: {
        status: 400,
        code: "BAD_REQUEST",
        path: [...pathPrefix, "redactPII"],
        message: "The local engine cannot redact personal data. Remove redactPII, or use the hosted service.",
      },
    };
  }
  if (options.lockdown === true || options.minAge !== undefined) {
    return {
      problem: {
        status: 404,
        code: options.lockdown === true ? "SCRAPE_LOCKDOWN_CACHE_MISS" : "SCRAPE_NO_CACHED_DATA",
        path: [...pathPrefix, options.lockdown === true ? "lockdown" : "minAge"],
        message: "The local engine keeps no scrape cache, so a cache-only request always misses. Remove lockdown/minAge.",
      },
    };
  }
  for (const field of ["includeTags", "excludeTags"] as const) {
    const invalid = findInvalidSelector(options[field]);
    if (invalid !== undefined) {
      return {
        problem: {
          status: 400,
          code: "BAD_REQUEST",
          path: [...pathPrefix, field],
          message: `${field} contains an invalid CSS selector: "${invalid}"`,
        },
      };
    }
  }
  const notes: string[] = [];
  let headers = options.headers;
  if (headers !== undefined) {
    for (const [name, value] of Object.entries(headers)) {
      const problem = malformedHeader(name, value);
      if (problem !== undefined) return { problem: { status: 400, code: "BAD_REQUEST", path: [...pathPrefix, "headers", name], message: `headers: ${problem}.` } };
    }
    // Dropped with a warning, the same for the fetch path and the browser.
    const sendable = sendableHeaders(headers);
    headers = sendable.headers;
    if (sendable.dropped.length > 0) notes.push(droppedHeadersNote(sendable.dropped));
  }
  const actions = (options.actions ?? []) as readonly ScrapeAction[];
  const wantsBrowser = branding || screenshot !== undefined || actions.length > 0 || (options.waitFor ?? 0) > 0 || options.mobile === true;
  if (options.parsers?.some((entry) => typeof entry === "object" && entry !== null && (entry as { blocks?: unknown }).blocks === true) === true) {
    notes.push("parsers blocks has no effect: the local engine makes no PDF layout blocks (use pages or pageMarkers).");
  }
  if (options.onlyCleanContent === true) notes.push("onlyCleanContent has no effect: the local engine has no language model.");
  return {
    settings: {
      formats,
      onlyMainContent: options.onlyMainContent ?? true,
      includeTags: options.includeTags,
      excludeTags: options.excludeTags,
      removeBase64Images: options.removeBase64Images ?? true,
      headers,
      timeoutMs: options.timeout,
      // The service skips TLS verification by default, except when headers or actions are sent.
      verifyTls: !(options.skipTlsVerification ?? options.headers === undefined),
      storeInIndex: options.storeInCache !== false && options.zeroDataRetention !== true,
      zeroDataRetention: options.zeroDataRetention,
      parsers: toDocumentParsers(options.parsers),
      ...(pageFormats.length > 0 ? { pageFormats } : {}),
      browser: wantsBrowser
        ? {
            waitForMs: options.waitFor,
            actions: actions.length > 0 ? actions : undefined,
            screenshot,
            ...(branding ? { branding } : {}),
            mobile: options.mobile,
            headers,
            viewport: screenshot?.viewport,
            ignoreTlsErrors: options.skipTlsVerification ?? (options.headers === undefined && actions.length === 0),
          }
        : undefined,
    },
    notes,
  };
}

/**
 * The settings for one page of a crawl that started at `start`: the caller's `headers` may carry
 * credentials for that origin, so pages on any other origin (external links, subdomains, another
 * port) are scraped without them, as a redirect to another origin drops them.
 */
export function settingsForPage(settings: ScrapeSettings, page: URL, start: URL): ScrapeSettings {
  if (settings.headers === undefined || page.origin === start.origin) return settings;
  return { ...settings, headers: undefined, ...(settings.browser === undefined ? {} : { browser: { ...settings.browser, headers: undefined } }) };
}

/** The service adds `http://` to a URL without a scheme (docs/api.md §2.1). */
export function withScheme(url: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `http://${url}`;
}
