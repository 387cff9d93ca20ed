import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { unifiedDiff } from "./line-diff.js";

/** What the engine remembers of a URL's last scrape, per tag. */
export interface ChangeSnapshot {
  scrapedAt: string;
  markdown: string;
  /** The page answered 4xx/5xx (gone): the next scrape that finds it again says "new". */
  removed?: boolean | undefined;
  /** The json mode's last answer. */
  json?: unknown;
}

/** `data.changeTracking` (docs/api.md §2.3). */
export interface ChangeTrackingResult {
  previousScrapeAt: string | null;
  changeStatus: "new" | "same" | "changed" | "removed";
  visibility: "visible" | "hidden";
  diff?: { text: string } | undefined;
  json?: Record<string, { previous: unknown; current: unknown }> | undefined;
}

/** Snapshots kept in memory when the engine has no data directory (least recently written dropped first). */
const maxMemorySnapshots = 10_000;

/**
 * The previous markdown of each URL, per `tag`: JSON files under `<dataDir>/change-tracking/` (so
 * the history survives restarts), else in memory for this engine's run. A file is written to a
 * temporary name and renamed, so a crash never leaves half a snapshot.
 */
export class ChangeStore {
  readonly #dir: string | undefined;
  readonly #memory = new Map<string, ChangeSnapshot>();
  #made: Promise<unknown> | undefined;

  constructor(dataDir?: string) {
    this.#dir = dataDir === undefined ? undefined : join(dataDir, "change-tracking");
  }

  async get(url: string, tag: string | null | undefined): Promise<ChangeSnapshot | undefined> {
    const key = keyOf(url, tag);
    if (this.#dir === undefined) return this.#memory.get(key);
    try {
      return JSON.parse(await readFile(join(this.#dir, `${key}.json`), "utf8")) as ChangeSnapshot;
    } catch {
      // Missing (or unreadable: then the page counts as new and the file is rewritten).
      return undefined;
    }
  }

  async put(url: string, tag: string | null | undefined, snapshot: ChangeSnapshot): Promise<void> {
    const key = keyOf(url, tag);
    if (this.#dir === undefined) {
      this.#memory.delete(key);
      this.#memory.set(key, snapshot);
      if (this.#memory.size > maxMemorySnapshots) this.#memory.delete(this.#memory.keys().next().value!);
      return;
    }
    this.#made ??= mkdir(this.#dir, { recursive: true });
    await this.#made;
    const file = join(this.#dir, `${key}.json`);
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(temporary, JSON.stringify(snapshot));
    await rename(temporary, file);
  }
}

function keyOf(url: string, tag: string | null | undefined): string {
  return createHash("sha256").update(`${tag ?? ""}\u0000${url}`).digest("hex");
}

/**
 * Compares this scrape with the previous one and records it: `new` (never seen under this tag),
 * `same`, `changed` (with the unified diff in git-diff mode), or `removed` (the page now answers
 * an error status).
 */
export async function trackChange(
  store: ChangeStore,
  page: { url: string; markdown: string; gone: boolean; json?: unknown },
  options: { tag?: string | null | undefined; gitDiff: boolean; json: boolean },
): Promise<ChangeTrackingResult> {
  const previous = await store.get(page.url, options.tag);
  const now = new Date().toISOString();
  const previousScrapeAt = previous?.scrapedAt ?? null;
  if (page.gone) {
    if (previous !== undefined && previous.removed !== true) await store.put(page.url, options.tag, { ...previous, scrapedAt: now, removed: true });
    return { previousScrapeAt, changeStatus: previous === undefined || previous.removed === true ? "new" : "removed", visibility: "visible" };
  }
  await store.put(page.url, options.tag, { scrapedAt: now, markdown: page.markdown, ...(options.json ? { json: page.json } : {}) });
  if (previous === undefined || previous.removed === true) {
    return { previousScrapeAt, changeStatus: "new", visibility: "visible", ...(options.json ? { json: jsonChanges(undefined, page.json) } : {}) };
  }
  const same = previous.markdown === page.markdown;
  return {
    previousScrapeAt,
    changeStatus: same ? "same" : "changed",
    visibility: "visible",
    ...(options.gitDiff && !same ? { diff: { text: unifiedDiff(previous.markdown, page.markdown) } } : {}),
    ...(options.json ? { json: jsonChanges(previous.json, page.json) } : {}),
  };
}

/** Per top-level field of the json mode's answer: its previous and current value. */
function jsonChanges(previous: unknown, current: unknown): Record<string, { previous: unknown; current: unknown }> {
  const before = isRecord(previous) ? previous : {};
  const after = isRecord(current) ? current : {};
  const changes: Record<string, { previous: unknown; current: unknown }> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    changes[key] = { previous: before[key] ?? null, current: after[key] ?? null };
  }
  return changes;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
