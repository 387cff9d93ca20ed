import type { CheerioAPI } from "cheerio/slim";

/** Page metadata read from the HTML head (values repeat as arrays, like the service's open map). */
export type PageMetadata = Record<string, string | string[]>;

// Keys the engine sets itself; a `<meta name="url">` must not overwrite them.
const reservedKeys = new Set([
  "title",
  "description",
  "language",
  "keywords",
  "sourceURL",
  "url",
  "statusCode",
  "scrapeId",
  "contentType",
  "error",
  "creditsUsed",
]);

/** "og:site_name" → "ogSiteName", "og:locale:alternate" → "ogLocaleAlternate". */
function openGraphKey(property: string): string {
  return property
    .split(/[:_]/)
    .map((part, index) => (index === 0 ? part.toLowerCase() : part.charAt(0).toUpperCase() + part.slice(1).toLowerCase()))
    .join("");
}

function append(target: PageMetadata, key: string, value: string): void {
  const existing = target[key];
  if (existing === undefined) target[key] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else if (existing !== value) target[key] = [existing, value];
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Reads title, description, language, keywords, robots, favicon, Open Graph fields (`ogTitle`,
 * `ogImage`, …), article times and every other named `<meta>` of a parsed page.
 */
export function extractMetadata($: CheerioAPI, pageUrl: string): PageMetadata {
  const raw: PageMetadata = {};
  const metadata: PageMetadata = {};
  $("meta").each((_, element) => {
    const attributes = element.attribs;
    const name = attributes.property ?? attributes.name ?? attributes.itemprop;
    const content = attributes.content;
    if (name === undefined || content === undefined) return;
    append(raw, name.trim(), content.trim());
  });

  const title = $("title").first().text().trim() || first(raw["og:title"]);
  if (title) metadata.title = title;
  const description = raw.description ?? raw["og:description"];
  if (description !== undefined) metadata.description = description;
  const language = $("html").attr("lang")?.trim();
  if (language) metadata.language = language;
  if (raw.keywords !== undefined) metadata.keywords = raw.keywords;

  for (const [key, value] of Object.entries(raw)) {
    if (key === "description" || key === "keywords") continue;
    if (key.startsWith("og:")) {
      metadata[openGraphKey(key)] = value;
    } else if (!reservedKeys.has(key)) {
      metadata[key] = value;
    }
  }
  const published = first(raw["article:published_time"]);
  if (published !== undefined) metadata.publishedTime = published;
  const modified = first(raw["article:modified_time"]);
  if (modified !== undefined) metadata.modifiedTime = modified;

  const icon = $('link[rel~="icon"]').first().attr("href") ?? $('link[rel="shortcut icon"]').first().attr("href");
  if (icon !== undefined) {
    try {
      metadata.favicon = new URL(icon, pageUrl).href;
    } catch {
      // An unparsable href is not worth an error.
    }
  }
  return metadata;
}
