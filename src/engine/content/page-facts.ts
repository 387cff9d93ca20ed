import { decodeAttribute } from "./html-entities.js";
import type { TagReader } from "./html-tag-reader.js";
import { ReferenceCollector, type PageReferences } from "./links.js";
import { MetadataReader, type PageMetadata } from "./metadata.js";
import { holdShapes } from "./held-shapes.js";

/**
 * What the scanner learns from the tags that carry page facts (a, img, meta, link, base, html):
 * metadata, links and images. For a link or image it also decides the rewrite of the tag, which
 * the scanner applies when the tag is part of the content.
 */
export class PageFacts {
  private readonly metadata = new MetadataReader();
  private collector: ReferenceCollector | undefined;
  private baseDecided: boolean;
  /** Set when a `<base href>` comes after links were resolved: the page must be read again with it. */
  lateBase: string | undefined;
  /** The srcset of the `<source>` read since the last `<picture>` or `<img>` start tag. */
  private pictureSrcset: string | undefined;

  /** The rewrite of the last inspected tag: [editFrom, editTo) becomes `editPrefix="editValue"` (or nothing when editValue is undefined). */
  editFrom = 0;
  editTo = 0;
  editPrefix = "";
  editValue: string | undefined;

  constructor(
    readonly pageUrl: string,
    private readonly baseHref: string | undefined,
    private readonly removeBase64Images: boolean,
    private readonly maxLinks = Number.POSITIVE_INFINITY,
  ) {
    this.baseDecided = baseHref !== undefined;
  }

  private references(): ReferenceCollector {
    this.collector ??= new ReferenceCollector(this.pageUrl, this.baseHref, this.removeBase64Images, this.maxLinks);
    return this.collector;
  }

  /** The text of a `<title>` (only the first counts). */
  title(text: string): void {
    this.metadata.title ??= text;
  }

  /** The text of a `<script type="application/ld+json">`. */
  jsonLd(source: string): void {
    this.metadata.jsonLd(source);
  }

  /** Reads one inspected start tag (attributes in `reader`). Returns whether the tag must be rewritten. */
  inspect(name: string, reader: TagReader, nameEnd: number): boolean {
    switch (name) {
      case "a":
        return this.anchor(reader);
      case "img":
        return this.image(reader, nameEnd);
      case "picture":
        this.pictureSrcset = undefined;
        return false;
      case "source":
        // The first `<source>` of a `<picture>` with a srcset: the picture's file when its `<img>` has none of its own.
        this.pictureSrcset ??= reader.get("srcset") ?? reader.get("data-srcset");
        return false;
      case "meta":
        this.metadata.meta(reader.get("property") ?? reader.get("name") ?? reader.get("itemprop"), reader.get("content"));
        return false;
      case "link":
        this.metadata.link(reader.get("rel"), reader.get("href"));
        return false;
      case "base":
        this.base(reader);
        return false;
      case "html":
        if (!this.metadata.sawHtml) {
          this.metadata.sawHtml = true;
          this.metadata.language = reader.get("lang");
        }
        return false;
      default:
        return false;
    }
  }

  private anchor(reader: TagReader): boolean {
    const at = reader.find("href");
    if (at === -1) return false;
    const raw = reader.rawValue(at);
    const href = this.references().anchor(decodeAttribute(raw));
    if (href === undefined) return false;
    if (href === null) return this.edit(reader.nameStart(at), reader.end(at), "", undefined);
    // Most hrefs come back as the very string read (absolute, no entities): equal by identity, no comparison with the source.
    if (href === raw) return false;
    return this.edit(reader.valueOuterStart(at), reader.end(at), "", href);
  }

  private image(reader: TagReader, nameEnd: number): boolean {
    const at = reader.find("src");
    const raw = at === -1 ? undefined : reader.rawValue(at);
    const src = this.references().image({
      src: raw === undefined ? undefined : decodeAttribute(raw),
      lazySrc: reader.get("data-src") ?? reader.get("data-lazy-src") ?? reader.get("data-original") ?? (raw === undefined ? otherLazySource(reader) : undefined),
      lazySrcset: reader.get("data-srcset") ?? reader.get("data-lazy-srcset"),
      srcset: reader.get("srcset"),
      pictureSrcset: this.pictureSrcset,
    });
    this.pictureSrcset = undefined;
    if (src === undefined) return false;
    if (at === -1) return this.edit(nameEnd, nameEnd, " src", src);
    if (src === raw) return false;
    return this.edit(reader.valueOuterStart(at), reader.end(at), "", src);
  }

  private base(reader: TagReader): void {
    if (this.baseDecided) return;
    const href = reader.get("href");
    if (href === undefined) return;
    this.baseDecided = true;
    // Links already resolved against the page URL would be wrong: the scanner starts over.
    if (this.collector !== undefined) this.lateBase = href;
    else this.collector = new ReferenceCollector(this.pageUrl, href, this.removeBase64Images, this.maxLinks);
  }

  private edit(from: number, to: number, prefix: string, value: string | undefined): boolean {
    this.editFrom = from;
    this.editTo = to;
    this.editPrefix = prefix;
    this.editValue = value;
    return true;
  }

  /** The page's metadata and references, once the scan is done. */
  result(): { metadata: PageMetadata; references: PageReferences; articleBody: string | undefined } {
    return {
      metadata: this.metadata.build(this.pageUrl),
      references: this.collector === undefined ? { links: [], images: [] } : this.collector.result(),
      articleBody: this.metadata.articleBody(this.pageUrl),
    };
  }
}

/**
 * A lazy picture's file under a name of the site's own (`data-src-big`, `data-hi-res-src`), for an
 * `<img>` without a `src`: the first `data-…src…` attribute but a srcset (read as one elsewhere).
 */
function otherLazySource(reader: TagReader): string | undefined {
  for (let index = 0; index < reader.count; index++) {
    if (reader.nameHas(index, "data-", "src") && !reader.nameHas(index, "data-", "srcset")) return reader.value(index);
  }
  return undefined;
}

// Keeps V8's compiled code for these classes across garbage collections (`held-shapes.ts`).
holdShapes(new PageFacts("https://example.com/", undefined, false));
