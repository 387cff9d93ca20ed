import type { CheerioAPI } from "cheerio/slim";
import { boilerplateSelector, contentRootRole, contentRootTags, nonContentTags, pageChromeTags } from "../../src/engine/content/boilerplate-rules.js";
import { ReferenceCollector, type PageReferences } from "../../src/engine/content/links.js";
import { MetadataReader, type PageMetadata } from "../../src/engine/content/metadata.js";

/**
 * A second, DOM-based (cheerio) reading of a page: what the single-pass scanner must agree with
 * (metadata, links and images, and its boilerplate pre-filter). Test oracle only.
 */

/** Reads the metadata of a page parsed into a DOM (the include/exclude-tags path). */
export function extractMetadata($: CheerioAPI, pageUrl: string): PageMetadata {
  const reader = new MetadataReader();
  $("meta").each((_, element) => {
    const attributes = element.attribs;
    reader.meta(attributes.property ?? attributes.name ?? attributes.itemprop, attributes.content);
  });
  const title = $("title").first();
  if (title.length > 0) reader.title = title.text();
  reader.language = $("html").attr("lang");
  $("link").each((_, element) => reader.link(element.attribs.rel, element.attribs.href));
  return reader.build(pageUrl);
}

/**
 * Rewrites every `<a href>` and `<img src>` of a parsed page to an absolute URL (so the markdown and
 * cleaned HTML carry working links) and collects them (the include/exclude-tags path).
 */
export function absolutizeReferences($: CheerioAPI, pageUrl: string, removeBase64Images: boolean): PageReferences {
  const collector = new ReferenceCollector(pageUrl, $("base[href]").first().attr("href"), removeBase64Images);
  $("a[href]").each((_, element) => {
    const rewritten = collector.anchor(element.attribs.href ?? "");
    if (rewritten === null) delete element.attribs.href;
    else if (rewritten !== undefined) element.attribs.href = rewritten;
  });
  $("img").each((_, element) => {
    const attributes = element.attribs;
    const rewritten = collector.image({
      src: attributes.src,
      lazySrc: attributes["data-src"] ?? attributes["data-lazy-src"] ?? attributes["data-original"],
      lazySrcset: attributes["data-srcset"] ?? attributes["data-lazy-srcset"],
      srcset: attributes.srcset,
      // The first <source> with a srcset before the image in its <picture>.
      pictureSrcset: $(element)
        .prevAll("source")
        .toArray()
        .reverse()
        .map((source) => source.attribs.srcset ?? source.attribs["data-srcset"])
        .find((srcset) => srcset !== undefined),
    });
    if (rewritten !== undefined) element.attribs.src = rewritten;
  });
  return collector.result();
}

const nonContent = nonContentTags.join(", ");
const boilerplate = boilerplateSelector();
const pageChrome = pageChromeTags.join(", ");
const contentRoots = [...contentRootTags, `[role=${contentRootRole}]`].join(", ");

/** The scanner's pre-filter on a DOM: non-content dropped and, with onlyMainContent, boilerplate by the fixed rules. */
export function filterContent($: CheerioAPI, onlyMainContent: boolean): string {
  $(nonContent).remove();
  if (onlyMainContent) {
    $(boilerplate)
      .filter((_, element) => {
        const name = (element as { name?: string }).name;
        return name !== "body" && name !== "html" && $(element).find(contentRoots).length === 0;
      })
      .remove();
    $(pageChrome)
      .filter((_, element) => $(element).closest(contentRoots).length === 0 && $(element).find(contentRoots).length === 0)
      .remove();
  }
  const body = $("body");
  return (body.length > 0 ? body.html() : $.root().html()) ?? "";
}
