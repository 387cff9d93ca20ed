import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { DatabaseSync, StatementSync } from "node:sqlite";
import { loadNodeSqlite } from "../sqlite/node-sqlite.js";
import { ftsExpressions } from "./fts-query.js";
import { maxIndexedContentChars, type IndexedPage, type SearchHit, type SearchIndex } from "./search-index.js";

/** File name of the index inside the engine's data directory. */
export const searchIndexFileName = "search-index.sqlite";

const flushBatch = 500;

/** Default budget of the index's stored text (titles, descriptions, content), in characters. */
export const defaultMaxIndexChars = 256 * 1024 * 1024;

const schema = `
PRAGMA journal_mode = WAL;
PRAGMA synchronous = NORMAL;
PRAGMA cache_size = -8000;
CREATE TABLE IF NOT EXISTS pages (
  id INTEGER PRIMARY KEY,
  url TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  content TEXT NOT NULL,
  indexed_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS pages_by_age ON pages (indexed_at, id);
CREATE VIRTUAL TABLE IF NOT EXISTS pages_fts USING fts5(
  title, description, content, url,
  content = 'pages', content_rowid = 'id',
  tokenize = 'porter unicode61 remove_diacritics 2'
);
CREATE TRIGGER IF NOT EXISTS pages_ai AFTER INSERT ON pages BEGIN
  INSERT INTO pages_fts(rowid, title, description, content, url)
  VALUES (new.id, new.title, new.description, new.content, new.url);
END;
CREATE TRIGGER IF NOT EXISTS pages_ad AFTER DELETE ON pages BEGIN
  INSERT INTO pages_fts(pages_fts, rowid, title, description, content, url)
  VALUES ('delete', old.id, old.title, old.description, old.content, old.url);
END;
CREATE TRIGGER IF NOT EXISTS pages_au AFTER UPDATE ON pages BEGIN
  INSERT INTO pages_fts(pages_fts, rowid, title, description, content, url)
  VALUES ('delete', old.id, old.title, old.description, old.content, old.url);
  INSERT INTO pages_fts(rowid, title, description, content, url)
  VALUES (new.id, new.title, new.description, new.content, new.url);
END;
`;

/** Where and how big the built-in index is. */
export interface SqliteSearchIndexOptions {
  /** Directory of the index file (it survives restarts); without one SQLite keeps a private temporary file, deleted on close. */
  dataDir?: string | undefined;
  /** Most characters of stored text; past it the oldest-indexed pages are dropped. @default 268435456 */
  maxChars?: number | undefined;
  onError?: (error: unknown) => void;
}

/**
 * Opens the built-in index: SQLite FTS5 through `node:sqlite`, ranked by BM25 with titles weighted
 * above descriptions above body text. On disk either way (never in the heap or in SQLite's memory),
 * within a text budget: when it is passed, the pages indexed longest ago go first.
 * `node:sqlite` is imported here, lazily, so its experimental warning appears only when an engine starts.
 */
export async function openSqliteSearchIndex(options: SqliteSearchIndexOptions = {}): Promise<SearchIndex> {
  const { dataDir, maxChars = defaultMaxIndexChars, onError = () => {} } = options;
  const { DatabaseSync } = await loadNodeSqlite();
  // "" is a private temporary file: the index costs disk, not memory.
  let location = "";
  if (dataDir !== undefined) {
    await mkdir(dataDir, { recursive: true });
    location = join(dataDir, searchIndexFileName);
  }
  const db = new DatabaseSync(location);
  db.exec(schema);
  return new SqliteSearchIndex(db, maxChars, onError);
}

class SqliteSearchIndex implements SearchIndex {
  readonly #db: DatabaseSync;
  readonly #upsert: StatementSync;
  readonly #query: StatementSync;
  readonly #storedChars: StatementSync;
  readonly #oldest: StatementSync;
  readonly #deleteById: StatementSync;
  readonly #maxChars: number;
  /** Characters stored (titles, descriptions, content), kept up to date on every write. */
  #chars: number;
  readonly #pending = new Map<string, IndexedPage>();
  #flushScheduled = false;
  #closed = false;

  readonly #onError: (error: unknown) => void;

  constructor(db: DatabaseSync, maxChars: number, onError: (error: unknown) => void) {
    this.#db = db;
    this.#onError = onError;
    this.#maxChars = maxChars;
    const sizeOf = "length(title) + length(description) + length(content)";
    this.#storedChars = db.prepare(`SELECT ${sizeOf} AS n FROM pages WHERE url = ?`);
    this.#oldest = db.prepare(`SELECT id, ${sizeOf} AS n FROM pages ORDER BY indexed_at, id LIMIT 200`);
    this.#deleteById = db.prepare("DELETE FROM pages WHERE id = ?");
    this.#chars = (db.prepare(`SELECT total(${sizeOf}) AS n FROM pages`).get() as { n: number }).n;
    this.#upsert = db.prepare(
      `INSERT INTO pages (url, title, description, content, indexed_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(url) DO UPDATE SET title = excluded.title, description = excluded.description,
         content = excluded.content, indexed_at = excluded.indexed_at`,
    );
    this.#query = db.prepare(
      `SELECT p.url AS url, p.title AS title, p.description AS description,
              snippet(pages_fts, 2, '', '', '…', 24) AS snippet
       FROM pages_fts JOIN pages p ON p.id = pages_fts.rowid
       WHERE pages_fts MATCH ?
       ORDER BY bm25(pages_fts, 8.0, 3.0, 1.0, 2.0)
       LIMIT ?`,
    );
  }

  add(page: IndexedPage): void {
    if (this.#closed) return;
    this.#pending.set(page.url, page);
    if (this.#pending.size >= flushBatch) this.#flush();
    else if (!this.#flushScheduled) {
      // Batch the writes of a busy crawl into one transaction.
      this.#flushScheduled = true;
      setImmediate(() => {
        try {
          this.#flush();
        } catch (error) {
          this.#onError(error);
        }
      });
    }
  }

  async search(query: string, limit: number): Promise<SearchHit[]> {
    this.#flush();
    for (const expression of ftsExpressions(query)) {
      const rows = this.#query.all(expression, limit) as unknown as SearchHit[];
      if (rows.length > 0) return rows.map((row) => ({ ...row }));
    }
    return [];
  }

  async lookup(urls: readonly string[]): Promise<Map<string, { title: string; description: string }>> {
    this.#flush();
    const found = new Map<string, { title: string; description: string }>();
    for (let start = 0; start < urls.length; start += 500) {
      const chunk = urls.slice(start, start + 500);
      const rows = this.#db
        .prepare(`SELECT url, title, description FROM pages WHERE url IN (${chunk.map(() => "?").join(",")})`)
        .all(...chunk) as unknown as { url: string; title: string; description: string }[];
      for (const row of rows) found.set(row.url, { title: row.title, description: row.description });
    }
    return found;
  }

  async size(): Promise<number> {
    this.#flush();
    const row = this.#db.prepare("SELECT count(*) AS n FROM pages").get() as { n: number } | undefined;
    return row?.n ?? 0;
  }

  releaseMemory(): void {
    if (!this.#closed && this.#pending.size === 0) this.#db.exec("PRAGMA shrink_memory");
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#flush();
    this.#closed = true;
    this.#db.close();
  }

  #flush(): void {
    this.#flushScheduled = false;
    if (this.#closed || this.#pending.size === 0) return;
    const pages = [...this.#pending.values()];
    this.#pending.clear();
    const now = Date.now();
    this.#db.exec("BEGIN");
    try {
      for (const page of pages) {
        const content = page.content.slice(0, maxIndexedContentChars);
        const before = this.#storedChars.get(page.url) as { n: number } | undefined;
        this.#upsert.run(page.url, page.title, page.description, content, now);
        this.#chars += page.title.length + page.description.length + content.length - (before?.n ?? 0);
      }
      this.#evict();
      this.#db.exec("COMMIT");
    } catch (error) {
      this.#db.exec("ROLLBACK");
      // The running count may be off after a rollback: read it again.
      this.#chars = (this.#db.prepare("SELECT total(length(title) + length(description) + length(content)) AS n FROM pages").get() as { n: number }).n;
      throw error;
    }
  }

  /** Drops the pages indexed longest ago until the stored text is back to 90 % of the budget (so eviction runs in batches). */
  #evict(): void {
    if (this.#chars <= this.#maxChars) return;
    const target = this.#maxChars * 0.9;
    while (this.#chars > target) {
      const rows = this.#oldest.all() as { id: number; n: number }[];
      if (rows.length === 0) break;
      for (const row of rows) {
        if (this.#chars <= target) break;
        this.#deleteById.run(row.id);
        this.#chars -= row.n;
      }
    }
  }
}
