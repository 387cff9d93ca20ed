import { holdShapes } from "./held-shapes.js";
/** Links and images of a page, as absolute URLs without duplicates. */
export interface PageReferences {
  /** Absolute http(s) URLs of `<a href>` targets, in page order (same-page `#anchors` left out). */
  links: string[];
  /** Absolute URLs of `<img>` sources (inline `data:` images left out). */
  images: string[];
}

// Markdown-safe stand-in for an inline image (angle brackets would be escaped into noise).
const base64Placeholder = "#base64-image-removed";

function resolve(href: string, base: string): URL | undefined {
  try {
    return new URL(href.trim(), base);
  } catch {
    return undefined;
  }
}

// Path (first segment not scheme-like), optional query, optional fragment, in characters the URL
// parser keeps as they are; no "." segments. Empty, "?…" and "#…" references take the parser. A "%"
// is kept as it is in a query or fragment (in a path, "%2e" would be a dot segment): share links
// carry whole encoded URLs in their queries, a tenth of a real page's absolute hrefs.
const plainReference =
  /^(?!\/\/|[A-Za-z][A-Za-z\d+.-]*:|\.|[?#]|$)(?!.*\/\.)[\w\-~/!$&()*+,;=:@.]*(?:\?[\w\-~/!$&()*+,;=:@.?%]*)?(?:#[\w\-~/!$&()*+,;=:@.?#%]*)?$/;

/** A same-document reference ("#top") whose fragment the URL parser keeps as it is (the characters of `plainReference`'s fragment). */
const plainFragmentReference = /^#[\w\-~/!$&()*+,;=:@.?#%]*$/;

/**
 * A host the URL parser keeps as it is: lower-case letters, digits and hyphens, the last label
 * starting with a letter (no IPv4 rewriting). Punycode ("xn--") is checked apart, by `includes`.
 */
export const PLAIN_HOST = String.raw`(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)*[a-z][a-z\d-]*`;

// An absolute http(s) URL the parser keeps as it is: lower-case scheme and host (letters, digits,
// hyphens; last label starts with a letter, so no IPv4 rewriting), no port or userinfo, plain path,
// query and fragment. Group 1: the path; group 2: query and fragment. No punycode and no "." segment
// either: `plainHttpMatch` checks those with `includes`, which costs a third of two look-aheads
// that scan to the end of the URL.
const plainHttpUrl = new RegExp(
  String.raw`^https?:\/\/${PLAIN_HOST}(\/[\w\-~/!$&()*+,;=:@.]*)?((?:\?[\w\-~/!$&()*+,;=:@.?%]*)?(?:#[\w\-~/!$&()*+,;=:@.?#%]*)?)$`,
);

/**
 * `plainHttpUrl`'s match, unless the URL holds punycode ("xn--" anywhere) or its path has a "/."
 * from the path's start on (query and fragment included; without a path, a "/." in the query is
 * plain). The scheme and host hold neither "/." nor a line break, so `includes` on the whole URL
 * reads the same as a look-ahead from where the host or the path starts.
 */
function plainHttpMatch(reference: string): RegExpExecArray | null {
  const match = plainHttpUrl.exec(reference);
  if (match === null || reference.includes("xn--") || (match[1] !== undefined && reference.includes("/."))) return null;
  return match;
}

/**
 * A plain absolute http(s) URL (`plainHttpMatch`) read as the parser would: its href (a "/" added
 * when it has no path), the href without its fragment (as `withoutHash`: an empty "#" stays), its
 * origin and its directory (up to the path's last "/").
 */
function plainHttpHref(url: string): { href: string; withoutHash: string; origin: string; directory: string } | undefined {
  const match = plainHttpMatch(url);
  if (match === null) return undefined;
  const path = match[1] ?? "/";
  const tail = match[2] ?? "";
  const origin = url.slice(0, url.length - (match[1]?.length ?? 0) - tail.length);
  const href = origin + path + tail;
  const hash = tail.indexOf("#");
  return {
    href,
    withoutHash: hash === -1 || hash === tail.length - 1 ? href : href.slice(0, href.length - tail.length + hash),
    origin,
    directory: origin + path.slice(0, path.lastIndexOf("/") + 1),
  };
}

/** The attributes an `<img>` may carry its picture in (decoded values). */
export interface ImageSources {
  src?: string | undefined;
  /** `data-src`, `data-lazy-src`, `data-original`. */
  lazySrc?: string | undefined;
  /** `data-srcset`, `data-lazy-srcset`. */
  lazySrcset?: string | undefined;
  srcset?: string | undefined;
  /** The srcset of the `<source>` before the image in its `<picture>`: its file when the image names none. */
  pictureSrcset?: string | undefined;
}

/** The widest (or densest) candidate of a srcset: "a.jpg 300w, b.jpg 1200w" → "b.jpg". */
export function largestCandidate(srcset: string | undefined): string | undefined {
  if (srcset === undefined) return undefined;
  let best: string | undefined;
  let bestSize = -1;
  for (const candidate of srcset.split(/,\s+/)) {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    if (url === undefined || url === "" || url.startsWith("data:")) continue;
    const size = descriptor === undefined ? 1 : Number.parseFloat(descriptor) || 1;
    if (size > bestSize) {
      best = url;
      bestSize = size;
    }
  }
  return best;
}

/** The address `url` without its fragment (an empty "#" too). */
export function withoutFragment(url: string): string {
  const hash = url.indexOf("#");
  return hash === -1 ? url : url.slice(0, hash);
}

function withoutHash(url: URL): string {
  return url.hash === "" ? url.href : url.href.slice(0, -url.hash.length);
}

/**
 * Resolves the `<a href>` and `<img src>` values of one page against its base URL and collects
 * them. Both content paths feed it, in page order, and write back what it returns.
 */
export class ReferenceCollector {
  private readonly base: string;
  private readonly page: string;
  /** `scheme://host[:port]` of an http(s) base, for plain absolute-path references. */
  private readonly origin: string | undefined;
  /** The base up to the last "/" of its path, for plain relative-path references. */
  private readonly directory: string | undefined;
  /** An http(s) base without its fragment, for plain same-document references. */
  private readonly document: string | undefined;
  private readonly links = new Set<string>();
  private readonly images = new Set<string>();

  /**
   * @param baseHref the first `<base href>` of the page, if any (decoded).
   * @param maxLinks links kept (the first ones in page order); anchors past it are still rewritten.
   */
  constructor(
    pageUrl: string,
    baseHref: string | undefined,
    private readonly removeBase64Images: boolean,
    private readonly maxLinks = Number.POSITIVE_INFINITY,
  ) {
    const plainPage = baseHref === undefined ? plainHttpHref(pageUrl) : undefined;
    if (plainPage !== undefined) {
      // The common case: a plain http(s) page address and no `<base>`, read without the parser.
      this.base = plainPage.href;
      this.page = plainPage.withoutHash;
      this.origin = plainPage.origin;
      this.directory = plainPage.directory;
      this.document = withoutFragment(this.base);
      return;
    }
    const page = new URL(pageUrl);
    const base = (baseHref === undefined ? undefined : resolve(baseHref, pageUrl)) ?? page;
    this.base = base.href;
    this.page = withoutHash(page);
    if (base.protocol === "http:" || base.protocol === "https:") {
      // For http(s) the path starts at the first "/" after "//" (a host or userinfo has none).
      const pathStart = this.base.indexOf("/", base.protocol.length + 2);
      this.origin = this.base.slice(0, pathStart);
      this.directory = this.base.slice(0, pathStart + base.pathname.lastIndexOf("/") + 1);
      this.document = withoutFragment(this.base);
    }
  }

  /**
   * The absolute URL of a plain reference without the URL parser: a plain relative reference
   * (`/docs/a`, `page?x=1#top`: safe characters, no dot segments) by concatenation, a plain
   * absolute http(s) URL as it is; the parser would give the same. Most links on a page are like
   * that, and parsing each against the base costs more than the rest of the scan.
   */
  private plainAbsolute(reference: string): string | undefined {
    if (reference.startsWith("https://") || reference.startsWith("http://")) {
      const match = plainHttpMatch(reference);
      if (match === null) return undefined;
      if (match[1] !== undefined) return reference;
      // No path: the parser gives it "/".
      const queryAndFragment = match[2] ?? "";
      return `${reference.slice(0, reference.length - queryAndFragment.length)}/${queryAndFragment}`;
    }
    if (this.origin === undefined || !plainReference.test(reference)) return undefined;
    if (reference.charCodeAt(0) === 47) return this.origin + reference;
    return this.directory + reference;
  }

  private absolute(reference: string): URL | string | undefined {
    return this.plainAbsolute(reference) ?? resolve(reference, this.base);
  }

  /**
   * An anchor's href (decoded). Returns the absolute URL to write back, `null` when the href must be
   * dropped (`javascript:`), or undefined to leave it as it is (unparsable, `mailto:` and the like).
   */
  anchor(href: string): string | null | undefined {
    // "#top" on an http(s) page: what the parser gives, without it (an eighth of a real page's
    // anchors took the parser, a third of the time spent on links); never a link of its own.
    if (this.document !== undefined && href.charCodeAt(0) === 35 && plainFragmentReference.test(href)) return this.document + href;
    const target = this.absolute(href);
    if (target === undefined) return undefined;
    if (typeof target === "string") {
      const hash = target.indexOf("#");
      if (hash === -1 || hash === target.length - 1 || target.slice(0, hash) !== this.page) this.addLink(target);
      return target;
    }
    if (target.protocol === "javascript:") return null;
    if (target.protocol !== "http:" && target.protocol !== "https:") return undefined;
    if (!(href.trim().startsWith("#") || (target.hash !== "" && withoutHash(target) === this.page))) this.addLink(target.href);
    return target.href;
  }

  private addLink(link: string): void {
    if (this.links.size < this.maxLinks) this.links.add(link);
  }

  /**
   * An image's sources (decoded). Returns the src to write back, or undefined to leave src alone.
   * Lazy-loading attributes hold the real picture and win over `src` (often a blurred or blank
   * placeholder); a `srcset` is used when there is no usable `src`, its widest candidate first.
   */
  image(sources: ImageSources): string | undefined {
    // A lazy attribute may hold a script's JSON of sizes (`data-src="{&quot;default&quot;:…}"`), no address.
    const real = (value: string | undefined) => (value !== undefined && value.trim() !== "" && !value.startsWith("data:") && !/^\s*[{[]/.test(value) ? value : undefined);
    let source = real(sources.lazySrc) ?? largestCandidate(sources.lazySrcset) ?? real(sources.src) ?? largestCandidate(sources.srcset) ?? largestCandidate(sources.pictureSrcset) ?? sources.src;
    if (source === undefined) return undefined;
    source = source.trim();
    if (source.startsWith("data:")) return this.removeBase64Images ? base64Placeholder : undefined;
    const target = this.absolute(source);
    if (target === undefined) return undefined;
    const absolute = typeof target === "string" ? target : target.href;
    this.images.add(absolute);
    return absolute;
  }

  result(): PageReferences {
    return { links: [...this.links], images: [...this.images] };
  }
}

// Keeps V8's compiled code for these classes across garbage collections (`held-shapes.ts`).
holdShapes(new ReferenceCollector("https://example.com/", undefined, false));
