import { decodeAttribute } from "./html-entities.js";
import { readJsonLd, type ArticleFacts } from "./structured-data.js";
import { holdShapes } from "./held-shapes.js";

/** Page metadata read from the HTML head (values repeat as arrays, like the service's open map). */
export type PageMetadata = Record<string, string | string[]>;

/**
 * The distinct texts of some head values (the first few of a repeated one), white space collapsed as in
 * an element's text: what the content step compares the page's own words against (its `<title>` and
 * `og:title` for the story's headline, its descriptions for a teaser that repeats one, its author).
 */
function headTexts(metadata: PageMetadata, keys: readonly string[]): string[] {
  const texts = new Set<string>();
  for (const key of keys) {
    const value = metadata[key];
    // A page may repeat a meta tag thousands of times: the first few values are the page's.
    for (const text of Array.isArray(value) ? value.slice(0, HEAD_VALUES) : value === undefined ? [] : [value]) {
      const collapsed = text.replace(/\s+/gu, " ").trim();
      if (collapsed !== "") texts.add(collapsed);
    }
  }
  return [...texts];
}

/** Values of one head key read by `headTexts`, at most. */
const HEAD_VALUES = 8;

/** What the content step compares the page's own words against, from its head (`headTexts`). */
export interface HeadTexts {
  /** `<title>` and `og:title`: which headline is the page's story (`next-stories.ts`). */
  titles: readonly string[];
  /** The descriptions: a teaser over the title that repeats one goes (`title-edge-lines.ts`). */
  descriptions: readonly string[];
  /** The author (meta, JSON-LD or the page's byline): a name alone under the title is the byline (`title-edge-lines.ts`). */
  authors: readonly string[];
}

/** The head texts of a page's metadata (see `HeadTexts`). */
export function headTextsOf(metadata: PageMetadata): HeadTexts {
  return {
    titles: headTexts(metadata, ["title", "ogTitle"]),
    descriptions: headTexts(metadata, ["description", "ogDescription", "twitter:description"]),
    authors: headTexts(metadata, ["author"]),
  };
}

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
  "canonicalUrl",
]);

/** Meta names that carry the author or the publication date, in the order they are trusted. */
const authorNames = ["dc:creator", "dcterm:creator", "dc.creator", "dcterms.creator", "author", "article:author", "parsely-author", "sailthru.author", "byl"];
const publishedNames = ["article:published_time", "datePublished", "parsely-pub-date", "sailthru.date", "publish-date", "pubdate", "date", "dc.date", "dcterms.date", "dc.date.issued"];

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

/** The first value under one of `keys` (in that order) that passes `usable`. */
function firstNamed(raw: PageMetadata, keys: readonly string[], usable: (value: string) => boolean): string | undefined {
  for (const key of keys) {
    const value = raw[key];
    for (const candidate of Array.isArray(value) ? value : value === undefined ? [] : [value]) if (candidate !== "" && usable(candidate)) return candidate;
  }
  return undefined;
}

// A reference left after the parser decoded the value once: `That&amp;#039;s` in the source.
const leftoverReference = /&(?:#\d{1,7}|#x[\da-f]{1,6}|amp|quot|apos|lt|gt);/i;

/**
 * Values escaped twice by the site (a CMS escaping already-escaped text, common in descriptions)
 * read `That&#039;s` after decoding; readers want `That's`.
 */
function decodeEscapedTwice<T extends string | string[]>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => decodeEscapedTwice(item)) as T;
  return (leftoverReference.test(value) ? decodeAttribute(value) : value) as T;
}

/** Whether `address` (absolute, or relative to `pageUrl`) names the path of `pageUrl`: its host, query and a final "/" aside. */
function samePath(address: string, pageUrl: string): boolean {
  const path = (url: string) => new URL(url, pageUrl).pathname.replace(/\/+$/u, "").toLowerCase();
  try {
    return path(address) === path(pageUrl);
  } catch {
    return true; // An address that is not one names no other page.
  }
}

/**
 * Collects what a page says about itself while it is read (by the scanner or from a DOM): every
 * named `<meta>`, the first `<title>`, the `<html lang>` and the favicon link.
 */
export class MetadataReader {
  // No prototype: a page's `<meta name="constructor">` must not read Object.prototype's members.
  private readonly raw: PageMetadata = Object.create(null) as PageMetadata;
  /** Text of the first `<title>` (undefined until one is seen). */
  title: string | undefined;
  /** `lang` of the first `<html>` element (undefined when it has none). */
  language: string | undefined;
  /** Whether the first `<html>` element was seen (later ones do not count). */
  sawHtml = false;
  /** href of the first `<link rel~=icon>` (`null` once one without href was seen first). */
  iconHref: string | null | undefined;
  /** href of the first `<link rel="shortcut icon">`, same convention. */
  shortcutIconHref: string | null | undefined;
  /** href of the first `<link rel="canonical">`. */
  canonicalHref: string | undefined;
  /** What the page's JSON-LD says about its article. */
  private readonly article: ArticleFacts = {};

  /** The text of a `<script type="application/ld+json">`. */
  jsonLd(source: string): void {
    readJsonLd(source, this.article);
  }

  /**
   * The article's text as the page's JSON-LD gives it (`articleBody`), if it does, and unless its item
   * names another page as its own (the newest post's JSON-LD on a tag page).
   */
  articleBody(pageUrl: string): string | undefined {
    const { body, bodyPage } = this.article;
    if (body === undefined || body === null) return undefined;
    return bodyPage === undefined || samePath(bodyPage, pageUrl) ? body : undefined;
  }

  /** A `<meta>`: its property, name or itemprop, and its content. */
  meta(name: string | undefined, content: string | undefined): void {
    if (name === undefined || content === undefined) return;
    // RDFa: `property="dc:creator twitter:creator"` gives the content under each name.
    for (const key of name.trim().split(/\s+/)) if (key !== "") append(this.raw, key, content.trim());
  }

  /** A `<link>` with its rel and href. */
  link(rel: string | undefined, href: string | undefined): void {
    if (rel === undefined) return;
    const lower = rel.toLowerCase();
    if (this.iconHref === undefined && lower.split(/\s+/).includes("icon")) this.iconHref = href ?? null;
    if (this.shortcutIconHref === undefined && lower === "shortcut icon") this.shortcutIconHref = href ?? null;
    if (this.canonicalHref === undefined && href !== undefined && lower.split(/\s+/).includes("canonical")) this.canonicalHref = href;
  }

  /** Title, description, language, keywords, Open Graph fields, article times, favicon and every other named meta. */
  build(pageUrl: string): PageMetadata {
    const raw = this.raw;
    const metadata: PageMetadata = {};
    const title = this.title?.trim() || first(raw["og:title"]);
    if (title) metadata.title = decodeEscapedTwice(title);
    const description = raw.description ?? raw["og:description"] ?? raw["twitter:description"] ?? this.article.description;
    if (description !== undefined) metadata.description = decodeEscapedTwice(description);
    const language = this.language?.trim();
    if (language) metadata.language = language;
    if (raw.keywords !== undefined) metadata.keywords = raw.keywords;

    // `for…in` over `raw` (no prototype) gives its keys in the order `Object.entries` does, without an array of pairs.
    for (const key in raw) {
      const value = raw[key] as string | string[];
      // "__proto__" would set the result's prototype, not a field.
      if (key === "description" || key === "keywords" || key === "__proto__") continue;
      if (key.startsWith("og:")) {
        metadata[openGraphKey(key)] = value;
      } else if (!reservedKeys.has(key)) {
        metadata[key] = value;
      }
    }
    const author = this.article.author ?? firstNamed(raw, authorNames, (value) => !/^https?:\/\//.test(value));
    if (author !== undefined) metadata.author = decodeEscapedTwice(author);
    const published = this.article.publishedTime ?? firstNamed(raw, publishedNames, (value) => !Number.isNaN(Date.parse(value)));
    if (published !== undefined) metadata.publishedTime = published;
    const modified = first(raw["article:modified_time"]) ?? this.article.modifiedTime;
    if (modified !== undefined) metadata.modifiedTime = modified;
    if (this.canonicalHref !== undefined) {
      try {
        metadata.canonicalUrl = new URL(this.canonicalHref.trim(), pageUrl).href;
      } catch {
        // An unparsable canonical link is left out.
      }
    }

    const icon = this.iconHref ?? this.shortcutIconHref ?? undefined;
    if (icon !== undefined) {
      try {
        metadata.favicon = new URL(icon, pageUrl).href;
      } catch {
        // An unparsable href is not worth an error.
      }
    }
    return metadata;
  }
}

// Keeps V8's compiled code for these classes across garbage collections (`held-shapes.ts`).
holdShapes(new MetadataReader());
