/** Which URLs a crawl may visit (docs/api.md §4.1 crawler options). */
export interface CrawlScope {
  start: URL;
  /** Follow sibling and parent paths too, not just children of the start path. */
  crawlEntireDomain: boolean;
  allowSubdomains: boolean;
  /** Follow links to other sites, one hop. */
  allowExternalLinks: boolean;
  includePaths: readonly RegExp[];
  excludePaths: readonly RegExp[];
  /** Match include/exclude patterns against the full URL instead of the path. */
  regexOnFullURL: boolean;
  ignoreQueryParameters: boolean;
  /** Treat http/https, www/non-www and trailing-slash variants as one page. */
  deduplicateSimilarURLs: boolean;
}

/** Where a link leads relative to the crawl. */
export type LinkPlace = "internal" | "external" | "outside";

// Files a page crawler gains nothing from fetching. The documents the engine converts (pdf, docx,
// odt, xlsx, csv) are crawled like pages: much of a documentation site's content is in its PDFs.
const skippedExtensions = new Set(
  (
    "png jpg jpeg gif webp svg ico bmp tif tiff avif heic mp3 mp4 m4a m4v mov avi mkv webm wav ogg flac " +
    "zip gz tgz bz2 xz 7z rar tar dmg exe msi deb rpm apk iso bin doc xls ppt pptx " +
    "css js mjs map json xml rss atom woff woff2 ttf otf eot"
  ).split(" "),
);

/** `example.com` for `www.example.com`: a site and its www host are one site. */
export function stripWww(hostname: string): string {
  return hostname.startsWith("www.") ? hostname.slice(4) : hostname;
}

/** `url` as the crawl fetches it: http(s) only, no fragment, no query when queries are ignored. */
export function canonicalUrl(url: string | URL, ignoreQueryParameters: boolean): URL | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return undefined;
  parsed.hash = "";
  if (ignoreQueryParameters) parsed.search = "";
  return parsed;
}

/** The key under which a URL counts as seen. */
export function seenKey(url: URL, deduplicateSimilarURLs: boolean): string {
  if (!deduplicateSimilarURLs) return url.href;
  let path = url.pathname.replace(/\/index\.html?$/i, "/");
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  return `${stripWww(url.hostname)}${url.port === "" ? "" : `:${url.port}`}${path}${url.search}`;
}

/** Whether the URL's path ends in a file extension the crawler skips (images, archives, media…). */
export function hasSkippedExtension(url: URL): boolean {
  const match = /\.([a-z0-9]{1,5})$/i.exec(url.pathname);
  return match !== null && skippedExtensions.has((match[1] as string).toLowerCase());
}

function isChildPath(path: string, startPath: string): boolean {
  const prefix = startPath.endsWith("/") ? startPath.slice(0, -1) : startPath;
  return prefix === "" || path === prefix || path.startsWith(`${prefix}/`);
}

/** Internal (same site, or an allowed subdomain, within the path scope), external (another site), or outside. */
export function placeOf(url: URL, scope: CrawlScope): LinkPlace {
  const site = stripWww(scope.start.hostname);
  const host = stripWww(url.hostname);
  if (host === site) {
    return scope.crawlEntireDomain || isChildPath(url.pathname, scope.start.pathname) ? "internal" : "outside";
  }
  if (scope.allowSubdomains && host.endsWith(`.${site}`)) return "internal";
  if (host.endsWith(`.${site}`)) return "outside";
  return scope.allowExternalLinks ? "external" : "outside";
}

/** includePaths / excludePaths, on the path (default) or the full URL. */
export function passesPathRules(url: URL, scope: CrawlScope): boolean {
  const subject = scope.regexOnFullURL ? url.href : url.pathname;
  if (scope.excludePaths.some((pattern) => pattern.test(subject))) return false;
  return scope.includePaths.length === 0 || scope.includePaths.some((pattern) => pattern.test(subject));
}
