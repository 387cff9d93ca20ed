import type { FetchedResponse } from "../fetch/safe-fetch.js";
import { hasMoreElementsThan, maxTreeElements } from "./content-budget.js";
import { decodeBody } from "./decode-text.js";
import { escapeText } from "./html-entities.js";
import { withArticleBody } from "./article-body.js";
import type { HtmlToMarkdown } from "./html-to-markdown.js";
import type { PageReferences } from "./links.js";
import { applySelectors, contentHtml, type ContentFilter } from "./main-content.js";
import type { PageMetadata } from "./metadata.js";
import { scanPage } from "./page-scan.js";
import { stripRevealedMarker } from "./revealed-marker.js";
import { readerText } from "./reader-text.js";

/** The formats the local engine can produce. */
export const localFormats = ["markdown", "html", "rawHtml", "links", "images"] as const;
export type LocalFormat = (typeof localFormats)[number];

/** What to produce from a fetched page. */
export interface DocumentOptions extends ContentFilter {
  formats: ReadonlySet<LocalFormat>;
  /** Replace inline `data:` images with a placeholder. @default true */
  removeBase64Images: boolean;
}

/** A scraped page as the API returns it (`Document`, docs/api.md §2.3). */
export interface PageDocument {
  markdown?: string;
  html?: string;
  rawHtml?: string;
  links?: string[];
  images?: string[];
  metadata: DocumentMetadata;
}

/** `metadata` of a document: the fields the engine always sets plus the page's own (title, og*, …). */
export interface DocumentMetadata {
  sourceURL: string;
  url: string;
  statusCode: number;
  contentType: string;
  scrapeId: string;
  proxyUsed: "basic";
  cacheState: "miss";
  creditsUsed: number;
  error?: string;
  [key: string]: unknown;
}

/** A built document plus what the crawler and the search index need from the same parse. */
export interface ProcessedPage {
  document: PageDocument;
  /** Every link on the page (not only main content), absolute, for crawl discovery. */
  links: string[];
  /** Text for the search index. */
  indexText: { title: string; description: string; content: string };
  /** Set when the content type cannot be converted; the document then has no content. */
  unsupported?: string;
}

const htmlTypes = new Set(["text/html", "application/xhtml+xml"]);
const textTypes = /^(text\/|application\/(json|xml|rss\+xml|atom\+xml|ld\+json|javascript)$|.*\+(json|xml)$)/;

/** Types a server sends when it does not know (files without an extension) or mislabels a page. */
const sniffedTypes = new Set(["", "application/octet-stream", "binary/octet-stream", "text/plain"]);

/**
 * Whether to read the response as HTML: an HTML type, or a body that starts as an HTML document
 * under a type that says nothing better (no type, octet-stream, or text/plain: a page saved as a
 * file without an extension is still a page to an agent).
 */
function isHtmlResponse(response: FetchedResponse): boolean {
  if (htmlTypes.has(response.contentType)) return true;
  if (!sniffedTypes.has(response.contentType)) return false;
  const head = response.body.subarray(0, 1024).toString("latin1").replace(/^\u00ef\u00bb\u00bf/, "").trimStart().toLowerCase();
  if (head.startsWith("<!doctype html") || head.startsWith("<html")) return true;
  // Without a type, a fragment with a head or body is HTML too; text/plain has to start as a document.
  return response.contentType !== "text/plain" && (head.startsWith("<head") || head.includes("<body"));
}

/** The code language of a text type: JSON, XML (feeds, SVG, …) and scripts are fenced as code; prose and markdown stay as they are. */
function codeLanguageOf(contentType: string): string | undefined {
  if (/json$/.test(contentType)) return "json";
  if (/xml$/.test(contentType)) return "xml";
  if (/javascript$|ecmascript$/.test(contentType)) return "javascript";
  if (contentType === "text/css") return "css";
  return undefined;
}

/** Text as markdown: code in a fence longer than any backtick run inside it, anything else as is. */
function textAsMarkdown(text: string, contentType: string): string {
  const language = codeLanguageOf(contentType);
  if (language === undefined) return text;
  let longest = 0;
  for (const run of text.match(/`{3,}/g) ?? []) longest = Math.max(longest, run.length);
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}${language}\n${text.replace(/\n$/, "")}\n${fence}`;
}

function firstText(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

function hasSelectors(selectors: readonly string[] | undefined): boolean {
  return selectors !== undefined && selectors.length > 0;
}

/** What the content steps make of an HTML page. */
export interface PageContent {
  metadata: PageMetadata;
  references: PageReferences;
  /** The cleaned HTML: main content (or include/exclude tags applied), links absolute. */
  contentHtml: string;
  /** Where the markdown converter may split `contentHtml` into pieces (see `ContentEmitter`); empty when unknown. */
  markdownCuts: number[];
}

/**
 * Metadata, absolute links and images, and the content HTML of a page: one pass of the scanner
 * (metadata, every link and image, non-content and obvious boilerplate dropped, the content tree
 * built), then the main-content step on that tree. CSS selectors (`includeTags`, `excludeTags`)
 * need a DOM: their matches are taken from the scanner's HTML, which is then read as a page.
 */
export function readPage(rawHtml: string, pageUrl: string, options: DocumentOptions, maxLinks = Number.POSITIVE_INFINITY): PageContent {
  const selecting = hasSelectors(options.includeTags) || hasSelectors(options.excludeTags);
  const onlyMainContent = options.onlyMainContent && !hasSelectors(options.includeTags);
  // A huge page (a link farm) keeps the scanner's pass as its content: a tree of it would cost hundreds of MB.
  const huge = !selecting && hasMoreElementsThan(rawHtml, maxTreeElements);
  const scanned = scanPage(rawHtml, pageUrl, { onlyMainContent, removeBase64Images: options.removeBase64Images, tree: !selecting && !huge, maxLinks });
  const markdownCuts: number[] = [];
  if (scanned.content !== undefined) {
    let html: string;
    try {
      html = contentHtml(scanned.content, onlyMainContent, markdownCuts);
    } finally {
      // Its nodes go to the next page's tree (`SpareNodes` in content-tree.ts).
      scanned.content.tree.release();
    }
    // A page whose script renders the article: its JSON-LD text, when the HTML holds little of it.
    const withBody = onlyMainContent ? withArticleBody(html, scanned.articleBody) : html;
    return { metadata: scanned.metadata, references: scanned.references, contentHtml: withBody, markdownCuts: withBody === html ? markdownCuts : [] };
  }
  if (huge) return { metadata: scanned.metadata, references: scanned.references, contentHtml: scanned.contentHtml, markdownCuts };
  const selected = applySelectors(`<body>${scanned.contentHtml}</body>`, options);
  const rescanned = scanPage(`<body>${selected}</body>`, pageUrl, { onlyMainContent: false, removeBase64Images: options.removeBase64Images, tree: true });
  let html = selected;
  try {
    if (rescanned.content !== undefined) html = contentHtml(rescanned.content, onlyMainContent, markdownCuts);
  } finally {
    rescanned.content?.tree.release();
  }
  return { metadata: scanned.metadata, references: scanned.references, contentHtml: html, markdownCuts };
}

/**
 * Turns a fetched response into an API document in one parse: metadata, absolute links and images,
 * the content filter (main content, include/exclude tags), then markdown via mdream. `maxLinks`
 * bounds the discovery links (`links`) unless the `links` format wants every one: a link farm's
 * 150,000 kept as strings cost a worker ~10 MB for nothing (bench P7).
 */
export function buildPageDocument(
  response: FetchedResponse,
  options: DocumentOptions,
  toMarkdown: HtmlToMarkdown,
  scrapeId: string,
  maxLinks = Number.POSITIVE_INFINITY,
): ProcessedPage {
  const baseMetadata = {
    sourceURL: response.requestedUrl,
    url: response.url,
    statusCode: response.status,
    contentType: response.contentType,
    scrapeId,
    proxyUsed: "basic" as const,
    cacheState: "miss" as const,
    creditsUsed: 0,
  };
  const wants = options.formats;

  if (isHtmlResponse(response)) {
    const rawHtml = decodeBody(response.body, response.headers["content-type"], true);
    const { metadata: pageMetadata, references, contentHtml, markdownCuts } = readPage(rawHtml, response.url, options, wants.has("links") ? Number.POSITIVE_INFINITY : maxLinks);
    const markdown = readerText(toMarkdown(contentHtml, markdownCuts));
    // The same object as `{ ...pageMetadata, ...baseMetadata }` (pageMetadata cannot own a "__proto__":
    // it is built by assignment), several times faster: V8 spreads a second object slowly when the
    // first one's keys differ from page to page.
    const document: PageDocument = { metadata: Object.assign({}, pageMetadata, baseMetadata) };
    if (wants.has("markdown")) document.markdown = markdown;
    if (wants.has("html")) document.html = stripRevealedMarker(contentHtml);
    if (wants.has("rawHtml")) document.rawHtml = stripRevealedMarker(rawHtml);
    if (wants.has("links")) document.links = references.links;
    if (wants.has("images")) document.images = references.images;
    return {
      document,
      links: references.links,
      indexText: {
        title: firstText(pageMetadata.title),
        description: firstText(pageMetadata.description),
        content: markdown,
      },
    };
  }

  if (textTypes.test(response.contentType)) {
    const text = decodeBody(response.body, response.headers["content-type"], false);
    const document: PageDocument = { metadata: { ...baseMetadata } };
    if (wants.has("markdown")) document.markdown = textAsMarkdown(text, response.contentType);
    if (wants.has("html")) document.html = `<pre>${escapeText(text)}</pre>`;
    if (wants.has("rawHtml")) document.rawHtml = text;
    if (wants.has("links")) document.links = [];
    if (wants.has("images")) document.images = [];
    return { document, links: [], indexText: { title: "", description: "", content: text } };
  }

  const unsupported =
    `The local engine cannot convert ${response.contentType || "this content type"} (it converts HTML, text, JSON, XML, PDF, DOCX, ODT, XLSX and CSV). ` +
    "Use the hosted service for images and other files.";
  const document: PageDocument = { metadata: { ...baseMetadata, error: unsupported } };
  if (wants.has("markdown")) document.markdown = "";
  return { document, links: [], indexText: { title: "", description: "", content: "" }, unsupported };
}
