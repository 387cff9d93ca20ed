import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { DatabaseSync, StatementSync } from "node:sqlite";
import { loadNodeSqlite } from "../node-sqlite.js";
import { ftsExpressions } from "./fts-query.js";
import type { IndexedPage, SearchHit, SearchIndex } from "./search-index.js";

/** File name of the index inside the engine's data directory. */
export const searchIndexFileName = "search-index.sqlite";

// Longest content stored per page, in characters: enough to rank on, bounded on disk.
const maxStoredContent = 512 * 1024;
const flushBatch = 500;

const schema = `
PRAGMA journal_mode = WAL;
PRAGMA synchronous = NORMAL;
CREATE TABLE IF NOT EXISTS pages (
  id INTEGER PRIMARY KEY,
  url TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  content TEXT NOT NULL,
  indexed_at INTEGER NOT NULL
);
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

/**
 * Opens the built-in index: SQLite FTS5 through `node:sqlite`, ranked by BM25 with titles weighted
 * above descriptions above body text. In memory without a data directory, else one file in it that
 * survives restarts. `node:sqlite` is loaded lazily, without its experimental warning (node-sqlite.ts).
 */
export async function openSqliteSearchIndex(
  dataDir: string | undefined,
  onError: (error: unknown) => void = () => {},
): Promise<SearchIndex> {
  const { DatabaseSync } = await loadNodeSqlite();
  let location = ":memory:";
  if (dataDir !== undefined) {
    await mkdir(dataDir, { recursive: true });
    location = join(dataDir, searchIndexFileName);
  }
  const db = new DatabaseSync(location);
  db.exec(schema);
  return new SqliteSearchIndex(db, onError);
}

class SqliteSearchIndex implements SearchIndex {
  readonly #db: DatabaseSync;
  readonly #upsert: StatementSync;
  readonly #query: StatementSync;
  readonly #pending = new Map<string, IndexedPage>();
  #flushScheduled = false;
  #closed = false;

  readonly #onError: (error: unknown) => void;

  constructor(db: DatabaseSync, onError: (error: unknown) => void) {
    this.#db = db;
    this.#onError = onError;
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
        this.#upsert.run(page.url, page.title, page.description, page.content.slice(0, maxStoredContent), now);
      }
      this.#db.exec("COMMIT");
    } catch (error) {
      this.#db.exec("ROLLBACK");
      throw error;
    }
  }
}
