import { gunzipSync } from "node:zlib";
import { XMLParser } from "fast-xml-parser";
import type { SafeFetcher } from "../fetch/safe-fetch.js";

/** Bounds of one sitemap walk. */
export interface SitemapLimits {
  /** Stop after this many page URLs. */
  maxUrls: number;
  /** Fetch at most this many sitemap files (indexes included). */
  maxSitemaps: number;
  signal: AbortSignal;
}

interface SitemapEntry {
  loc?: unknown;
}

interface ParsedSitemap {
  urlset?: { url?: SitemapEntry[] };
  sitemapindex?: { sitemap?: SitemapEntry[] };
}

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => name === "url" || name === "sitemap",
});

// Uncompressed sitemaps are capped at 50 MB by the protocol; guard gunzip against bombs likewise.
const maxInflatedBytes = 50 * 1024 * 1024;

function locOf(entry: SitemapEntry): string | undefined {
  return typeof entry.loc === "string" && entry.loc.trim() !== "" ? entry.loc.trim() : undefined;
}

/** Page URLs and nested sitemap URLs in one sitemap document (XML urlset/sitemapindex, or plain text). */
export function parseSitemap(text: string): { pages: string[]; sitemaps: string[] } {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith("<")) {
    const pages = trimmed.split(/\r?\n/).map((line) => line.trim()).filter((line) => /^https?:\/\//i.test(line));
    return { pages, sitemaps: [] };
  }
  let parsed: ParsedSitemap;
  try {
    parsed = parser.parse(text) as ParsedSitemap;
  } catch {
    return { pages: [], sitemaps: [] };
  }
  const pages = (parsed.urlset?.url ?? []).map(locOf).filter((loc): loc is string => loc !== undefined);
  const sitemaps = (parsed.sitemapindex?.sitemap ?? []).map(locOf).filter((loc): loc is string => loc !== undefined);
  return { pages, sitemaps };
}

/**
 * Walks sitemaps breadth-first from `seeds` (robots.txt entries and `/sitemap.xml`), following
 * sitemap indexes, gunzipping `.gz` files, and ignoring files that fail: a sitemap is a hint.
 */
export async function collectSitemapUrls(fetcher: SafeFetcher, seeds: readonly string[], limits: SitemapLimits): Promise<string[]> {
  const queue = [...new Set(seeds)];
  const visited = new Set<string>();
  const pages = new Set<string>();
  while (queue.length > 0 && visited.size < limits.maxSitemaps && pages.size < limits.maxUrls) {
    const sitemapUrl = queue.shift() as string;
    if (visited.has(sitemapUrl)) continue;
    visited.add(sitemapUrl);
    let text: string;
    try {
      const response = await fetcher.fetch(sitemapUrl, {
        signal: limits.signal,
        accept: "application/xml,text/xml,text/plain;q=0.9,*/*;q=0.5",
      });
      if (response.status >= 400) continue;
      const gzipped = response.body[0] === 0x1f && response.body[1] === 0x8b;
      text = (gzipped ? gunzipSync(response.body, { maxOutputLength: maxInflatedBytes }) : response.body).toString("utf8");
    } catch {
      if (limits.signal.aborted) break;
      continue;
    }
    const found = parseSitemap(text);
    for (const page of found.pages) {
      if (pages.size >= limits.maxUrls) break;
      pages.add(page);
    }
    queue.push(...found.sitemaps.filter((nested) => !visited.has(nested)));
  }
  return [...pages];
}
