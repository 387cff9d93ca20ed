import type { CheerioAPI } from "cheerio/slim";

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

function withoutHash(url: URL): string {
  return url.hash === "" ? url.href : url.href.slice(0, -url.hash.length);
}

/**
 * Rewrites every `<a href>` and `<img src>` to an absolute URL (so the markdown and cleaned HTML
 * carry working links) and collects them. One pass over the parsed page serves the `links` and
 * `images` formats and the crawler's link discovery alike.
 */
export function absolutizeReferences($: CheerioAPI, pageUrl: string, removeBase64Images: boolean): PageReferences {
  const baseHref = $("base[href]").first().attr("href");
  const base = (baseHref === undefined ? undefined : resolve(baseHref, pageUrl)?.href) ?? pageUrl;
  const page = withoutHash(new URL(pageUrl));
  const links = new Set<string>();
  const images = new Set<string>();

  $("a[href]").each((_, element) => {
    const href = element.attribs.href ?? "";
    const target = resolve(href, base);
    if (target === undefined) return;
    if (target.protocol === "javascript:") {
      delete element.attribs.href;
      return;
    }
    if (target.protocol !== "http:" && target.protocol !== "https:") return;
    element.attribs.href = target.href;
    if (!(href.trim().startsWith("#") || (target.hash !== "" && withoutHash(target) === page))) links.add(target.href);
  });

  $("img").each((_, element) => {
    const attributes = element.attribs;
    let source = attributes.src;
    if ((source === undefined || source.startsWith("data:")) && attributes["data-src"] !== undefined) {
      source = attributes["data-src"];
    }
    if (source === undefined) return;
    if (source.startsWith("data:")) {
      if (removeBase64Images) attributes.src = base64Placeholder;
      return;
    }
    const target = resolve(source, base);
    if (target === undefined) return;
    attributes.src = target.href;
    images.add(target.href);
  });

  return { links: [...links], images: [...images] };
}
