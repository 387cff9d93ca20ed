import {
  newId,
  pageHtml,
  pageLinks,
  pageMarkdown,
  pageRawHtml,
  targetStatusFor,
  titleFromUrl,
} from "./fixtures.js";
import { sampleFromRequest } from "./sample-data.js";
import type { MockDocument } from "./types.js";
import { isRecord } from "./validation.js";

/** A format as the server sees it after turning `"x"` into `{type:"x"}`. */
type FormatObject = Record<string, unknown> & { type: string };

/** Normalises the `formats` option; a missing option means `["markdown"]` (docs/api.md §2.2). */
export function normalizeFormats(formats: unknown): FormatObject[] {
  if (!Array.isArray(formats)) return [{ type: "markdown" }];
  return formats.flatMap((format: unknown): FormatObject[] => {
    if (typeof format === "string") return [{ type: format }];
    if (isRecord(format) && typeof format["type"] === "string") return [{ ...format, type: format["type"] }];
    return [];
  });
}

/** Builds the Document a scrape of `url` returns with the given scrape options. */
export function buildScrapeDocument(url: URL, sourceURL: string, options: Record<string, unknown>): MockDocument {
  const scrapeId = newId();
  const title = titleFromUrl(url);
  const statusCode = targetStatusFor(url);
  const formats = normalizeFormats(options["formats"]);
  const document: MockDocument = {};
  let creditsUsed = 1;
  for (const format of formats) {
    switch (format.type) {
      case "markdown":
        document.markdown = pageMarkdown(url, title, statusCode);
        break;
      case "html":
        document.html = pageHtml(url, title);
        break;
      case "rawHtml":
        document.rawHtml = pageRawHtml(url, title);
        break;
      case "links":
        document.links = pageLinks(url);
        break;
      case "images":
        document["images"] = [`${url.origin}/images/hero.png`];
        break;
      case "summary":
        document["summary"] = `A mock summary of ${title}: a short page about ${url.hostname}.`;
        break;
      case "screenshot":
        document["screenshot"] = `https://screenshots.mock.test/${scrapeId}.png`;
        break;
      case "json":
        document["json"] = sampleFromRequest(format["schema"], format["prompt"]);
        creditsUsed += 4;
        break;
      case "question":
      case "query":
        document["answer"] = `Mock answer to "${String(format["question"] ?? format["prompt"] ?? "")}" from ${url.href}.`;
        break;
      case "highlights":
        document["highlights"] = `Mock highlight about "${String(format["query"] ?? "")}" from ${title}.`;
        break;
      case "changeTracking":
        document["changeTracking"] = { previousScrapeAt: null, changeStatus: "new", visibility: "visible" };
        break;
      case "attributes":
        document["attributes"] = attributeResults(format["selectors"]);
        break;
      case "branding":
        document["branding"] = { colorScheme: "light", colors: { primary: "#1a73e8" } };
        break;
      case "product":
        document["product"] = { title, url: url.href, variants: [] };
        break;
      case "menu":
        document["menu"] = { sections: [] };
        break;
      case "audio":
      case "video":
        document[format.type] = `https://media.mock.test/${scrapeId}.${format.type === "audio" ? "mp3" : "mp4"}`;
        break;
      default:
        break;
    }
  }
  if (Array.isArray(options["actions"])) document["actions"] = actionResults(options["actions"], url, scrapeId);
  document.metadata = {
    title,
    description: `Mock page for ${url.href}`,
    language: "en",
    sourceURL,
    url: url.href,
    statusCode,
    contentType: "text/html",
    scrapeId,
    proxyUsed: "basic",
    cacheState: "miss",
    creditsUsed,
    concurrencyLimited: false,
  };
  return document;
}

function attributeResults(selectors: unknown): Array<Record<string, unknown>> {
  if (!Array.isArray(selectors)) return [];
  return selectors.filter(isRecord).map((entry) => ({
    selector: entry["selector"],
    attribute: entry["attribute"],
    values: [],
  }));
}

function actionResults(actions: unknown[], url: URL, scrapeId: string): Record<string, unknown[]> {
  const result: Record<string, unknown[]> = { screenshots: [], scrapes: [], javascriptReturns: [], pdfs: [] };
  actions.filter(isRecord).forEach((action, index) => {
    if (action["type"] === "screenshot") result["screenshots"]?.push(`https://screenshots.mock.test/${scrapeId}-${index}.png`);
    if (action["type"] === "scrape") result["scrapes"]?.push({ url: url.href, html: pageRawHtml(url, titleFromUrl(url)) });
    if (action["type"] === "executeJavascript") result["javascriptReturns"]?.push({ type: "undefined", value: null });
    if (action["type"] === "pdf") result["pdfs"]?.push(`https://files.mock.test/${scrapeId}-${index}.pdf`);
  });
  return result;
}
