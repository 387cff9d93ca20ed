import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { sharedCorpus } from "./corpus-path.js";
import { isHeldOut } from "./readability-corpus.js";

/**
 * trafilatura's evaluation set (644 of its 990 pages), read in place from
 * `../shared/corpora/trafilatura-eval/` next to the repository; never copied into it.
 */
export const trafilaturaDirectory = sharedCorpus("trafilatura-eval");

/** One page: its source and the snippets a reader must and must not find in the main content. */
export interface SnippetEntry {
  url: string;
  file: string;
  html: string;
  with: string[];
  without: string[];
  /** Held out: a fixed third by a hash of the file name (as the Readability corpus's split), kept out of tuning. */
  heldOut: boolean;
}

interface RawEntry {
  file: string;
  with?: string[];
  without?: string[];
}

export function trafilaturaAvailable(): boolean {
  return existsSync(join(trafilaturaDirectory, "evaldata.json"));
}

/** Every entry whose page is present, sorted by file name; `filter` picks files before any page is read. */
export function loadTrafilatura(filter: (file: string, heldOut: boolean) => boolean = () => true): SnippetEntry[] {
  const data = JSON.parse(readFileSync(join(trafilaturaDirectory, "evaldata.json"), "utf8")) as Record<string, RawEntry>;
  const entries: SnippetEntry[] = [];
  for (const [url, raw] of Object.entries(data)) {
    const heldOut = isHeldOut(raw.file);
    if (!filter(raw.file, heldOut)) continue;
    const path = join(trafilaturaDirectory, "html", `${raw.file}.gz`);
    if (!existsSync(path)) continue;
    entries.push({ url, file: raw.file, html: decodePage(gunzipSync(readFileSync(path))), with: raw.with ?? [], without: raw.without ?? [], heldOut });
  }
  return entries.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/** The page as text: UTF-8 unless its head declares another charset the runtime can decode. */
function decodePage(bytes: Buffer): string {
  const head = bytes.subarray(0, 4096).toString("latin1");
  const charset = /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (charset === undefined || charset === "utf-8" || charset === "utf8") return bytes.toString("utf8");
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return bytes.toString("utf8");
  }
}
