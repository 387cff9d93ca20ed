import type { CrawlStatus } from "../client/crawl-jobs.js";
import type { IncompleteJobError } from "../client/incomplete-job.js";
import type { WebDocument } from "../operations/document.js";
import { documentMetadata, flatValue, pageSource, type FlatMetadata, type PageContext } from "./document-metadata.js";
import type { ContentFormat, LoadProgress, LoadStatus, LoadSummary, LoaderMode, SkippedPage } from "./load-options.js";

/**
 * One loaded page, framework-neutral: `pageContent` (markdown by default) and flat `metadata`.
 * The LangChain loader wraps each in a `Document`; anything else can use it as is.
 */
export interface LoadedDocument {
  pageContent: string;
  metadata: FlatMetadata;
}

/** The settings of a load that decide what becomes a document. */
export interface RunSettings {
  mode: LoaderMode;
  format: ContentFormat;
  maxPages: number | undefined;
  includeErrorPages: boolean;
  extraMetadata: readonly string[] | "all" | undefined;
  onSkip: ((page: SkippedPage) => void) | undefined;
  onProgress: ((progress: LoadProgress) => void) | undefined;
}

/** One load: turns pages into documents or skip records, and keeps the summary up to date. */
export class LoadRun {
  readonly summary: LoadSummary;

  constructor(private readonly settings: RunSettings) {
    this.summary = { mode: settings.mode, status: "running", yielded: 0, skipped: [], read: 0, pending: [], warnings: [] };
  }

  /** True once `maxPages` documents were yielded. */
  get full(): boolean {
    return this.settings.maxPages !== undefined && this.summary.yielded >= this.settings.maxPages;
  }

  /** Whether another page may be started while `inFlight` are still running (no scraping past `maxPages`). */
  wants(inFlight: number): boolean {
    return this.settings.maxPages === undefined || this.summary.yielded + inFlight < this.settings.maxPages;
  }

  /**
   * Reads one page: the document to yield (counted as yielded), or `undefined` when it was skipped.
   * With `snippet`, a page that would be skipped becomes a snippet document instead (search results).
   */
  accept(page: WebDocument, context: PageContext = {}, snippet = false): LoadedDocument | undefined {
    this.summary.read += 1;
    const rejected = this.rejection(page, context);
    if (rejected === undefined) {
      const content = page[this.settings.format] as string;
      return this.yielded({ pageContent: content, metadata: documentMetadata(page, context, this.settings.extraMetadata) });
    }
    if (snippet) return this.yielded(snippetDocument(page, context, this.settings.extraMetadata));
    this.skip(rejected);
    return undefined;
  }

  /** A map link as a document: its title and description, or its URL when it has neither. */
  acceptLink(link: { url: string; title?: string | undefined; description?: string | undefined }): LoadedDocument {
    this.summary.read += 1;
    const text = [link.title, link.description].filter((part) => flatValue(part) !== undefined).join("\n\n");
    const metadata: Record<string, string> = { source: link.url, url: link.url };
    if (flatValue(link.title) !== undefined) metadata.title = link.title as string;
    if (flatValue(link.description) !== undefined) metadata.description = link.description as string;
    return this.yielded({ pageContent: text || link.url, metadata });
  }

  /** Why a page gives no document (a skip record), or `undefined` when its content is usable. */
  private rejection(page: WebDocument, context: PageContext): SkippedPage | undefined {
    const url = pageSource(page, context) ?? "(unknown URL)";
    const meta = page.metadata ?? {};
    const statusCode = typeof meta.statusCode === "number" ? meta.statusCode : undefined;
    const content: unknown = page[this.settings.format];
    if (typeof meta.error === "string" && meta.error.trim() !== "") {
      return { url, reason: "page-error", statusCode, message: meta.error };
    }
    if (statusCode !== undefined && statusCode >= 400 && !this.settings.includeErrorPages) {
      return { url, reason: "http-status", statusCode, message: `The page answered HTTP ${statusCode}` };
    }
    if (typeof content !== "string" || content.trim() === "") {
      return { url, reason: "no-content", statusCode, message: `The page has no ${this.settings.format} content` };
    }
    return undefined;
  }

  /** A resumed crawl starts after `count` documents it never downloads again. */
  startAt(count: number): void {
    this.summary.read = count;
  }

  /** A page that was asked for but could not be fetched. */
  failed(url: string, error: unknown): void {
    this.summary.read += 1;
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    this.skip({ url, reason: "request-failed", message });
  }

  skip(page: SkippedPage): void {
    const entry: SkippedPage = { url: page.url, reason: page.reason };
    if (page.statusCode !== undefined) entry.statusCode = page.statusCode;
    if (page.message !== undefined) entry.message = page.message;
    this.summary.skipped.push(entry);
    this.settings.onSkip?.(entry);
    this.progress();
  }

  /** Counters of a crawl status page. */
  jobStatus(status: CrawlStatus): void {
    this.summary.jobStatus = status.status ?? this.summary.jobStatus;
    this.summary.total = status.total ?? this.summary.total;
    this.summary.completed = status.completed ?? this.summary.completed;
    this.summary.creditsUsed = status.creditsUsed ?? this.summary.creditsUsed;
    this.progress();
  }

  warn(message: string): void {
    this.summary.warnings.push(message);
  }

  /** The job ended with documents its server finished but never delivered: a warning, not silence. */
  incomplete(shortfall: IncompleteJobError): void {
    this.summary.missing = shortfall.missing;
    this.warn(shortfall.message);
    this.end("incomplete");
  }

  /** Sets the final status once; later calls do not overwrite it. */
  end(status: Exclude<LoadStatus, "running">, message?: string): void {
    if (this.summary.status !== "running") return;
    this.summary.status = status;
    if (message !== undefined) this.summary.message = message;
  }

  private yielded(document: LoadedDocument): LoadedDocument {
    this.summary.yielded += 1;
    this.progress();
    return document;
  }

  private progress(): void {
    const { onProgress } = this.settings;
    if (!onProgress) return;
    const { mode, yielded, skipped, read, total, completed, jobStatus } = this.summary;
    onProgress({ mode, yielded, skipped: skipped.length, read, total, completed, jobStatus });
  }
}

/**
 * A search result whose page could not be read, as a document of what the search itself said:
 * title and description (else the URL), marked `contentKind: "snippet"`.
 */
function snippetDocument(page: WebDocument, context: PageContext, extra: readonly string[] | "all" | undefined): LoadedDocument {
  const metadata = documentMetadata(page, context, extra);
  const text = [context.title, context.description].filter((part) => flatValue(part) !== undefined).join("\n\n");
  metadata.contentKind = "snippet";
  return { pageContent: text || String(metadata.source ?? context.url ?? ""), metadata };
}
