import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sharedCorpus } from "./corpus-path.js";

/**
 * The development corpus of issue 16 (mozilla/readability's test pages), read in place from
 * `../shared/corpora/readability-test-pages/` next to the repository; never copied into it.
 */
export const corpusDirectory = sharedCorpus("readability-test-pages");

/** One test page: its source, the expected main content and metadata. */
export interface CorpusEntry {
  name: string;
  html: string;
  expectedHtml: string;
  expectedMetadata: ExpectedMetadata;
  /**
   * Held out: a fixed third of the pages, kept out of development (opened once, to diagnose its
   * recall misses; see bench/README.md, "How the corpus was used").
   */
  heldOut: boolean;
}

/** `expected-metadata.json` as the corpus writes it. */
export interface ExpectedMetadata {
  title?: string | null;
  byline?: string | null;
  lang?: string | null;
  excerpt?: string | null;
  siteName?: string | null;
  publishedTime?: string | null;
  dir?: string | null;
  readerable?: boolean;
}

/**
 * A page is held out when a hash of its name falls in one third: fixed, independent of the page
 * order and of anything an extractor does, so the split cannot drift towards what works.
 */
export function isHeldOut(name: string): boolean {
  let hash = 2166136261;
  for (let index = 0; index < name.length; index++) {
    hash ^= name.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) % 3 === 0;
}

export function corpusAvailable(): boolean {
  return existsSync(corpusDirectory);
}

/** Every page of the corpus, sorted by name. */
export function loadCorpus(): CorpusEntry[] {
  return readdirSync(corpusDirectory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(corpusDirectory, entry.name, "source.html")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const read = (file: string) => readFileSync(join(corpusDirectory, name, file), "utf8");
      return {
        name,
        html: read("source.html"),
        expectedHtml: read("expected.html"),
        expectedMetadata: JSON.parse(read("expected-metadata.json")) as ExpectedMetadata,
        heldOut: isHeldOut(name),
      };
    });
}

/** The address a corpus page was saved from, as the corpus's own tests give it. */
export function pageUrl(page: Pick<CorpusEntry, "name">): string {
  return `http://fakehost/test/${page.name}/`;
}
