import { FetchFailure } from "../fetch/fetch-failure.js";
import { mapSite, type MapDependencies } from "../map/map-site.js";
import type { ScrapeSettings } from "../scrape/scrape-settings.js";
import { withScheme } from "../scrape/scrape-settings.js";

/** Pages one `/*` pattern expands to at most (the service bounds its globs too). */
export const maxPagesPerGlob = 10;
/** Pages one extract reads at most. @default 25 */
export const maxExtractPages = 25;
/** Pages a prompt-only extract takes from the search index. */
const searchHits = 5;
const scrapeParallelism = 4;

/** What extract needs to find and read pages. */
export type ExtractPageDeps = MapDependencies;

export interface PageRequest {
  urls?: readonly string[] | undefined;
  prompt?: string | undefined;
  enableWebSearch?: boolean | undefined;
  ignoreSitemap?: boolean | undefined;
  includeSubdomains?: boolean | undefined;
  limit?: number | undefined;
}

/** One page read for an extract. */
export interface ExtractPage {
  url: string;
  title: string;
  markdown: string;
  statusCode: number;
}

export interface CollectedPages {
  pages: ExtractPage[];
  /** Pages that could not be read, with why. */
  failed: { url: string; error: string }[];
  notes: string[];
}

/**
 * The pages an extract reads: each URL, each `/*` pattern mapped (links below it, ranked by the
 * prompt's words), and — with no URLs or with `enableWebSearch` — the engine's search index for the
 * prompt. Bounded; what is left out is named in `notes`.
 */
export async function collectPages(request: PageRequest, settings: ScrapeSettings, deps: ExtractPageDeps, signal: AbortSignal): Promise<CollectedPages> {
  const notes: string[] = [];
  const failed: CollectedPages["failed"] = [];
  const targets: string[] = [];
  const add = (url: string) => {
    if (!targets.includes(url)) targets.push(url);
  };
  for (const raw of request.urls ?? []) {
    if (!raw.endsWith("/*")) {
      add(withScheme(raw));
      continue;
    }
    const base = withScheme(raw.slice(0, -2));
    try {
      const links = await mapSite(
        {
          start: new URL(base),
          search: request.prompt,
          sitemap: request.ignoreSitemap === true ? "skip" : "include",
          includeSubdomains: request.includeSubdomains ?? true,
          ignoreQueryParameters: true,
          limit: maxPagesPerGlob,
        },
        deps,
        signal,
      );
      links.forEach((link) => add(link.url));
      if (links.length === maxPagesPerGlob) notes.push(`${raw} was expanded to its ${maxPagesPerGlob} most relevant pages (the most one pattern reads).`);
    } catch (error) {
      if (!(error instanceof FetchFailure) || error.kind === "aborted") throw error;
      failed.push({ url: raw, error: error.message });
    }
  }
  if (targets.length === 0 || request.enableWebSearch === true) {
    if (request.prompt !== undefined) {
      const hits = await deps.index.search(request.prompt, searchHits);
      hits.forEach((hit) => add(hit.url));
      if (request.enableWebSearch === true) {
        notes.push("Web search in the local engine covers the pages it has indexed (scraped, crawled or mapped before), not the whole web.");
      }
      if (hits.length === 0 && (request.urls ?? []).length === 0) {
        notes.push("The engine's search index has no page matching the prompt; scrape or crawl the site first, or pass urls.");
      }
    }
  }
  const limit = Math.min(request.limit ?? maxExtractPages, maxExtractPages);
  if (targets.length > limit) {
    notes.push(`Only the first ${limit} of ${targets.length} pages were read; left out: ${targets.slice(limit).join(", ")}.`);
    targets.length = limit;
  }

  const pages: (ExtractPage | undefined)[] = new Array(targets.length);
  // Each page's notes (e.g. "showed no text"), said once with the pages they concern.
  const pageNotes = new Map<string, string[]>();
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const index = next++;
      const url = targets[index] as string;
      try {
        const page = await deps.scraper.scrape(url, settings, signal);
        for (const note of new Set(page.notes)) pageNotes.set(note, [...(pageNotes.get(note) ?? []), url]);
        const { metadata, markdown } = page.document;
        if (metadata.statusCode >= 400) failed.push({ url, error: `the page answered HTTP ${metadata.statusCode}` });
        else pages[index] = { url: metadata.url, title: String(metadata.title ?? ""), markdown: markdown ?? "", statusCode: metadata.statusCode };
      } catch (error) {
        if (!(error instanceof FetchFailure) || error.kind === "aborted") throw error;
        failed.push({ url, error: error.message });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(scrapeParallelism, targets.length) }, worker));
  for (const [note, urls] of pageNotes) notes.push(`${urls.join(", ")}: ${note}`);
  if (failed.length > 0) notes.push(`Not read: ${failed.map((f) => `${f.url} (${f.error})`).join("; ")}.`);
  return { pages: pages.filter((page): page is ExtractPage => page !== undefined), failed, notes };
}
