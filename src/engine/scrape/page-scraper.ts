import { randomUUID } from "node:crypto";
import type { ProcessedPage } from "../content/page-document.js";
import type { SafeFetcher, FetchedResponse } from "../fetch/safe-fetch.js";
import type { SearchIndex } from "../search/search-index.js";
import type { BrowserHost } from "../browser/browser-host.js";
import type { CaptureStore } from "../browser/capture-store.js";
import { installChromiumHint } from "../browser/find-chromium.js";
import type { ActionResults } from "../browser/page-actions.js";
import { renderPage, type BrowserPageRequest } from "../browser/render-page.js";
import type { PageSlots } from "../browser/page-slots.js";
import type { ReplayStore } from "../browser/interact/replay-store.js";
import { CreditTally, pageCredits } from "./credits.js";
import type { PageProcessor } from "./page-pool.js";
import type { PageTaskResult } from "./page-task.js";
import type { ScrapeSettings } from "./scrape-settings.js";
import { pipelineFormatsFor, type PageFormatHook } from "./page-formats.js";
import { findTesseract, tesseractPackage } from "../documents/tesseract.js";
import { pageWarning, withWarningBytes } from "./document-warning.js";

/** The browser side of the scraper (absent when the engine runs without one). */
export interface ScraperBrowser {
  host: BrowserHost;
  slots: PageSlots;
  captures: CaptureStore;
  /** Where each scrape's replay context is kept for interact sessions. */
  replays: ReplayStore;
  autoRender: boolean;
  /** Budget of one render when the request sets no timeout, in milliseconds (waits come on top). */
  timeoutMs: number;
}

/** A scrape that needs a browser on an engine that has none: answered 501 with how to get one. */
export class BrowserUnavailableError extends Error {
  override readonly name = "BrowserUnavailableError";
  constructor(what: string) {
    super(`${what} needs a browser, and this local engine has none. ${installChromiumHint}`);
  }
}

/** OCR asked for (`parsers: [{ type: "pdf", mode: "ocr" }]`) on an engine whose machine has no tesseract: answered 501. */
export class OcrUnavailableError extends Error {
  override readonly name = "OcrUnavailableError";
  constructor() {
    super(
      `PDF OCR (mode "ocr") needs tesseract, which is not installed on the engine's machine: install Debian's ${tesseractPackage} package ` +
        `(apt-get install ${tesseractPackage}) or set WEBDATA_TESSERACT to its path; or use mode "auto" or "fast" (the PDF's text layer).`,
    );
  }
}

/** Whether the settings ask for OCR the engine cannot run (checked before any fetch). */
export function missingOcr(settings: Pick<ScrapeSettings, "parsers">): boolean {
  return settings.parsers?.pdf !== undefined && settings.parsers.pdf !== false && settings.parsers.pdf.mode === "ocr" && findTesseract() === undefined;
}

/** A scraped page, plus notes for the response's `warning`. */
export interface ScrapedPage extends ProcessedPage {
  notes: string[];
  /** What the service would bill for it (also in `metadata.creditsUsed`). */
  creditsUsed: number;
}

/** A page of a crawl or batch job: the document as JSON text (stored on disk as is), plus what discovery and the log need. */
export interface StoredPage extends Omit<PageTaskResult, "document"> {
  documentBytes: Uint8Array;
  notes: string[];
  fetchedWith: FetchedWith;
  /** What the service would bill for it (also in the document's `metadata.creditsUsed`). */
  creditsUsed: number;
}

/** How a document was fetched, in `metadata.fetchedWith`: a plain HTTP fetch, or rendered by Chromium. */
export type FetchedWith = "fetch" | "browser";

function browserNeed(request: BrowserPageRequest): string {
  if (request.actions !== undefined) return "Running actions";
  if (request.screenshot !== undefined) return "A screenshot";
  if (request.branding === true) return "The branding format";
  return "waitFor/mobile";
}

/** The two forms a page can come back in. */
interface Output {
  serialize: boolean;
  maxLinks: number;
}

type BuiltPage = PageTaskResult & { notes: string[]; fetchedWith: FetchedWith; creditsUsed: number };

/**
 * Fetch (or render) + convert + index: the single path every page takes, whether it comes from
 * scrape, crawl, batch or search. A page goes to the browser when the request asks for it (waitFor,
 * actions, screenshot, mobile) or when its fetched HTML is an empty application shell; either way
 * the HTML goes through the same content pipeline, in the page processor (worker threads for large
 * pages, so the event loop stays free).
 */
export class PageScraper {
  /** Credits reported in this engine's run (not charged); the callers that report them add them here. */
  readonly credits = new CreditTally();

  constructor(
    private readonly fetcher: SafeFetcher,
    private readonly processor: PageProcessor,
    private readonly index: SearchIndex,
    private readonly browser?: ScraperBrowser,
    /** Computes the formats that come after the pipeline (model formats, attributes, changeTracking); without it they are left out. */
    private readonly pageFormats?: PageFormatHook,
  ) {}

  /** Scrapes one page. Throws `FetchFailure` when no response could be obtained. */
  async scrape(url: string, settings: ScrapeSettings, signal?: AbortSignal): Promise<ScrapedPage> {
    const page = await this.#scrape(url, settings, { serialize: false, maxLinks: Number.POSITIVE_INFINITY }, signal);
    return { ...page, document: page.document! };
  }

  /**
   * Scrapes one page of a crawl or batch job: the document comes back as UTF-8 JSON (the job stores
   * it on disk without touching it again), with at most `maxLinks` discovery links. The page's
   * notes (e.g. "still empty at the settle cap") are the document's own `warning`.
   */
  async scrapeForCrawl(url: string, settings: ScrapeSettings, maxLinks: number, signal?: AbortSignal): Promise<StoredPage> {
    const page = await this.#scrape(url, settings, { serialize: true, maxLinks }, signal);
    return { ...page, documentBytes: withWarningBytes(page.documentBytes!, pageWarning(page.notes)) };
  }

  async #scrape(url: string, settings: ScrapeSettings, output: Output, signal: AbortSignal | undefined): Promise<BuiltPage> {
    const notes: string[] = [];
    if (missingOcr(settings)) throw new OcrUnavailableError();
    const wanted = settings.browser;
    if (wanted !== undefined) {
      const onlySoft = wanted.actions === undefined && wanted.screenshot === undefined && wanted.branding !== true;
      if (this.browser !== undefined) return this.#render(url, settings, wanted, "requested", notes, output, signal);
      if (!onlySoft) throw new BrowserUnavailableError(browserNeed(wanted));
      notes.push(`${wanted.mobile === true ? "mobile" : "waitFor"} has no effect: this local engine has no browser, so the page was fetched without running its scripts. ${installChromiumHint}`);
    }
    const response = await this.fetcher.fetch(url, {
      signal,
      headers: settings.headers,
      timeoutMs: settings.timeoutMs,
      verifyTls: settings.verifyTls,
    });
    const page = await this.#build(response, settings, output, "fetch", notes, {}, {}, signal);
    if (page.appShell && this.browser?.autoRender === true) {
      try {
        return await this.#render(url, settings, { headers: settings.headers, ignoreTlsErrors: !settings.verifyTls }, "auto", notes, output, signal);
      } catch (error) {
        if (signal?.aborted === true) throw error;
        // The fetched page is still an answer: keep it, and say why it was not rendered.
        notes.push(`Rendering this application shell in the browser failed (${error instanceof Error ? error.message : String(error)}); this is the page as fetched.`);
      }
    }
    if (page.appShell && this.browser === undefined) notes.push(`This page looks like an application shell (its text appears only after scripts run); this local engine has no browser to render it. ${installChromiumHint}`);
    return this.#index(page, settings, response);
  }

  async #render(
    url: string,
    settings: ScrapeSettings,
    request: BrowserPageRequest,
    why: "requested" | "auto",
    notes: string[],
    output: Output,
    signal?: AbortSignal,
  ): Promise<BuiltPage> {
    const browser = this.browser as ScraperBrowser;
    const waits = (request.waitForMs ?? 0) + (request.actions ?? []).reduce((sum, action) => sum + (action.type === "wait" ? (action.milliseconds ?? 1000) : 0), 0);
    const timeoutMs = settings.timeoutMs ?? browser.timeoutMs + waits;
    const rendered = await browser.slots.run(
      () => renderPage(browser.host, url, request, (data, extension) => browser.captures.save(data, extension), timeoutMs, signal),
      signal,
    );
    notes.push(...new Set(rendered.notes));
    const extras: { screenshot?: string; actions?: ActionResults; branding?: unknown } = {};
    if (rendered.screenshot !== undefined) extras.screenshot = rendered.screenshot;
    if (rendered.branding !== undefined) extras.branding = rendered.branding;
    if (rendered.actions !== undefined) extras.actions = rendered.actions;
    const page = await this.#build(rendered.response, settings, output, "browser", notes, why === "auto" ? { autoRendered: true } : {}, extras, signal);
    return this.#index(page, settings, rendered.response);
  }

  async #build(
    response: FetchedResponse,
    settings: ScrapeSettings,
    output: Output,
    fetchedWith: FetchedWith,
    notes: string[],
    metadata: Record<string, unknown> = {},
    extras: Record<string, unknown> = {},
    signal?: AbortSignal,
  ): Promise<BuiltPage> {
    const pageFormats = settings.pageFormats ?? [];
    let creditsUsed = pageCredits({
      url: response.requestedUrl,
      formats: [...settings.formats, ...pageFormats.map((format) => format.type)],
      zeroDataRetention: settings.zeroDataRetention,
    });
    // The page formats read markdown or raw HTML: the pipeline makes them, and they are dropped
    // again when the caller did not ask for them.
    const added = pipelineFormatsFor(pageFormats).filter((format) => !settings.formats.has(format));
    const options = added.length === 0 ? settings : { ...settings, formats: new Set([...settings.formats, ...added]) };
    const task = {
      response,
      options,
      scrapeId: randomUUID(),
      maxLinks: output.maxLinks,
      serialize: output.serialize && pageFormats.length === 0,
      metadata: { fetchedWith, creditsUsed, ...metadata },
      extras,
      timeoutMs: settings.timeoutMs,
      parsers: settings.parsers,
    };
    const page = await this.processor.process(task, signal);
    notes.push(...(page.notes ?? []));
    // A parsed PDF adds a credit a page (set on metadata.creditsUsed by the worker too).
    creditsUsed += page.extraCredits ?? 0;
    if (pageFormats.length > 0 && page.document !== undefined) {
      const document = page.document;
      if (page.unsupported === undefined && this.pageFormats !== undefined) {
        await this.pageFormats(document, { url: response.requestedUrl, status: response.status }, pageFormats, notes, signal);
      }
      for (const format of added) delete document[format];
      if (output.serialize) return { ...page, document: undefined, documentBytes: Buffer.from(JSON.stringify(document)), notes, fetchedWith, creditsUsed };
    }
    return { ...page, notes, fetchedWith, creditsUsed };
  }

  #index(page: BuiltPage, settings: ScrapeSettings, response: FetchedResponse): BuiltPage {
    // An interact session on this scrape replays it: its URL and its browser steps.
    this.browser?.replays.remember(page.scrapeId, response.requestedUrl, settings.browser ?? { headers: settings.headers, ignoreTlsErrors: !settings.verifyTls });
    const indexable = settings.storeInIndex !== false && page.unsupported === undefined && response.status < 400;
    if (indexable && page.indexText.content.trim() !== "") {
      this.index.add({ url: response.url, ...page.indexText });
    }
    return page;
  }
}
