import { looksLikeAppShell, markdownShowsText } from "../browser/app-shell.js";
import type { HtmlToMarkdown } from "../content/html-to-markdown.js";
import { buildPageDocument, type DocumentOptions, type PageDocument, type ProcessedPage } from "../content/page-document.js";
import type { FetchedResponse } from "../fetch/safe-fetch.js";
import type { DocumentJob } from "../documents/document-task.js";
import type { DocumentParsers } from "../documents/document-options.js";
import { maxIndexedContentChars } from "../search/search-index.js";

/** One fetched page to turn into a document, on the event loop or in a worker thread. */
export interface PageTask {
  response: FetchedResponse;
  options: DocumentOptions;
  scrapeId: string;
  /** Discovery links kept (document order); the rest of a link farm never crosses back. */
  maxLinks: number;
  /** Hand the document back as its JSON text only (crawl and batch jobs store it on disk as is). */
  serialize: boolean;
  /** Fields set on `document.metadata` after the build (e.g. `fetchedWith`). */
  metadata?: Record<string, unknown>;
  /** Fields set on the document itself (a screenshot, action results). */
  extras?: Record<string, unknown>;
  /** Set by the page processor when the body is a document (PDF, DOCX, …): it is converted in a worker. */
  document?: DocumentJob | undefined;
  /** How documents are parsed (the scrape's `parsers`). @default PDFs parsed, mode auto */
  parsers?: DocumentParsers | undefined;
  /** The scrape's `timeout`, in milliseconds: a document's conversion ends by then. */
  timeoutMs?: number | undefined;
  /** Set by the page processor for the huge-page thread: collect the last page's garbage before this one. */
  collectFirst?: boolean | undefined;
}

/** What comes back: the content pipeline's page, with the document as an object or as JSON text. */
export interface PageTaskResult extends Omit<ProcessedPage, "document"> {
  /** The document (unless `serialize`). */
  document?: PageDocument;
  /**
   * The document's JSON as UTF-8 bytes (when `serialize`): outside the V8 heap, so a crawl of huge
   * pages does not grow the engine's heap (and its lazily collected garbage) by megabytes a page.
   */
  documentBytes?: Uint8Array;
  /** `document.metadata.scrapeId`. */
  scrapeId: string;
  /** `document.metadata.url`, whichever form the document takes. */
  finalUrl: string;
  /** `document.metadata.statusCode` and `contentType`, likewise. */
  statusCode: number;
  contentType: string;
  /** Size of the fetched body, in bytes. */
  bodyBytes: number;
  /** Length of the markdown, in characters (0 without the markdown format). */
  markdownLength: number;
  /** The page is HTML whose text appears only after its scripts run (checked here, off the event loop). */
  appShell: boolean;
  /** Notes of a document's conversion, for the response's `warning`. */
  notes?: string[];
  /** Credits a document adds to the page's (one per parsed PDF page). */
  extraCredits?: number;
}

/**
 * Runs the content pipeline's single entry (`buildPageDocument`) on one page. The worker is a thin
 * shell around this, so whatever the content pipeline does flows through unchanged.
 */
export function runPageTask(task: PageTask, toMarkdown: HtmlToMarkdown): PageTaskResult {
  const response = withBuffer(task.response);
  return finishPageTask(task, response, buildPageDocument(response, task.options, toMarkdown, task.scrapeId, task.maxLinks));
}

/** The response with its body as a Buffer: structured cloning turns a Buffer into a plain Uint8Array, and the pipeline wants Buffer methods. */
export function withBuffer(response: FetchedResponse): FetchedResponse {
  const body: Uint8Array = response.body;
  return Buffer.isBuffer(body) ? response : { ...response, body: Buffer.from(body.buffer, body.byteOffset, body.byteLength) };
}

/** What both the page and the document path do with a built page: metadata and extras on, links cut, the facts the caller needs. */
export function finishPageTask(task: PageTask, response: FetchedResponse, page: ProcessedPage): PageTaskResult {
  const links = page.links.length > task.maxLinks ? page.links.slice(0, task.maxLinks) : page.links;
  const { document, ...rest } = page;
  Object.assign(document.metadata, task.metadata);
  Object.assign(document, task.extras);
  const { url: finalUrl, statusCode, contentType } = document.metadata;
  const appShell =
    page.unsupported === undefined &&
    task.document === undefined &&
    response.status < 400 &&
    response.contentType.includes("html") &&
    !markdownShowsText(document.markdown) &&
    looksLikeAppShell(response.body.toString("latin1"));
  // The index keeps a bounded prefix: cut it here, so only that crosses back from a worker.
  const indexText = { ...rest.indexText, content: rest.indexText.content.slice(0, maxIndexedContentChars) };
  const facts = { ...rest, indexText, links, scrapeId: task.scrapeId, finalUrl, statusCode, contentType, bodyBytes: response.body.byteLength, markdownLength: document.markdown?.trim().length ?? 0, appShell };
  if (task.serialize) return { ...facts, documentBytes: Buffer.from(JSON.stringify(document)) };
  return { ...facts, document };
}
