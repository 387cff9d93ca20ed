import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { DatabaseSync, StatementSync } from "node:sqlite";
import type { PageDocument } from "../content/page-document.js";
import { loadNodeSqlite } from "../sqlite/node-sqlite.js";
import type { CrawlResultStore, EvictionListener } from "./result-store.js";

const utf8 = new TextDecoder();

/** File name of the crawl results inside the engine's data directory. */
export const crawlResultsFileName = "crawl-results.sqlite";

const schema = `
PRAGMA auto_vacuum = INCREMENTAL;
PRAGMA journal_mode = WAL;
PRAGMA synchronous = OFF;
PRAGMA cache_size = -2000;
CREATE TABLE IF NOT EXISTS documents (
  id INTEGER PRIMARY KEY,
  job_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  body BLOB NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS documents_by_job ON documents (job_id, seq);
`;

interface JobUsage {
  count: number;
  bytes: number;
  /** When the job finished (ms since epoch); `undefined` while it runs. */
  finishedAt: number | undefined;
}

export interface SqliteResultStoreOptions {
  /** Directory of the results file; without one SQLite keeps a private temporary file, deleted on close. */
  dataDir?: string | undefined;
  /** Most bytes of document JSON kept across all jobs. */
  maxBytes: number;
  /** How long a finished job's documents are kept, in milliseconds. */
  retentionMs: number;
  onEvict: EvictionListener;
  now?: () => number;
}

/**
 * Crawl documents in SQLite (`node:sqlite`): one row per document, JSON text as the crawl produced
 * it. Byte counts are kept in memory per job (a few numbers per job), so budget checks never touch
 * the disk. When a new document would pass the budget, finished jobs are evicted oldest first;
 * finished jobs also go after the retention time. Results do not survive a restart (the jobs'
 * state lives in memory), so a data-directory file is emptied when it is opened.
 */
export async function openSqliteResultStore(options: SqliteResultStoreOptions): Promise<CrawlResultStore> {
  const { DatabaseSync } = await loadNodeSqlite();
  let location = "";
  if (options.dataDir !== undefined) {
    await mkdir(options.dataDir, { recursive: true });
    location = join(options.dataDir, crawlResultsFileName);
    // Start clean: leftovers of an earlier run belong to jobs nobody can ask for any more.
    await Promise.all(["", "-wal", "-shm"].map((suffix) => rm(`${location}${suffix}`, { force: true })));
  }
  const db = new DatabaseSync(location);
  db.exec(schema);
  return new SqliteResultStore(db, options);
}

class SqliteResultStore implements CrawlResultStore {
  readonly #db: DatabaseSync;
  readonly #insert: StatementSync;
  readonly #select: StatementSync;
  readonly #delete: StatementSync;
  readonly #jobs = new Map<string, JobUsage>();
  readonly #options: SqliteResultStoreOptions;
  readonly #now: () => number;
  readonly #sweeper: NodeJS.Timeout;
  #bytes = 0;
  #closed = false;

  constructor(db: DatabaseSync, options: SqliteResultStoreOptions) {
    this.#db = db;
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#insert = db.prepare("INSERT INTO documents (job_id, seq, body) VALUES (?, ?, ?)");
    this.#select = db.prepare("SELECT body FROM documents WHERE job_id = ? AND seq >= ? AND seq < ? ORDER BY seq");
    this.#delete = db.prepare("DELETE FROM documents WHERE job_id = ?");
    // Expired jobs are dropped on every append too; the timer covers an idle engine.
    this.#sweeper = setInterval(() => this.#expire(), 10 * 60 * 1000).unref();
  }

  append(jobId: string, documentBytes: Uint8Array): boolean {
    if (this.#closed) return false;
    const bytes = documentBytes.byteLength;
    this.#expire();
    if (!this.#makeRoom(bytes)) return false;
    let usage = this.#jobs.get(jobId);
    if (usage === undefined) {
      usage = { count: 0, bytes: 0, finishedAt: undefined };
      this.#jobs.set(jobId, usage);
    }
    this.#insert.run(jobId, usage.count, documentBytes);
    usage.count += 1;
    usage.bytes += bytes;
    this.#bytes += bytes;
    return true;
  }

  count(jobId: string): number {
    return this.#jobs.get(jobId)?.count ?? 0;
  }

  read(jobId: string, skip: number, count: number): PageDocument[] {
    if (this.#closed || count <= 0) return [];
    const rows = this.#select.all(jobId, skip, skip + count) as { body: Uint8Array }[];
    return rows.map((row) => JSON.parse(utf8.decode(row.body)) as PageDocument);
  }

  readEncoded(jobId: string, skip: number, count: number, maxBytes: number): Uint8Array[] {
    if (this.#closed || count <= 0) return [];
    const rows: Uint8Array[] = [];
    let bytes = 0;
    for (const row of this.#select.iterate(jobId, skip, skip + count) as Iterable<{ body: Uint8Array }>) {
      bytes += row.body.byteLength;
      if (rows.length > 0 && bytes > maxBytes) break;
      rows.push(row.body);
    }
    return rows;
  }

  finish(jobId: string): void {
    const usage = this.#jobs.get(jobId);
    if (usage !== undefined) usage.finishedAt ??= this.#now();
    else this.#jobs.set(jobId, { count: 0, bytes: 0, finishedAt: this.#now() });
  }

  drop(jobId: string): void {
    const usage = this.#jobs.get(jobId);
    if (usage === undefined || this.#closed) return;
    this.#jobs.delete(jobId);
    this.#bytes -= usage.bytes;
    this.#delete.run(jobId);
    this.#db.exec("PRAGMA incremental_vacuum");
  }

  releaseMemory(): void {
    if (!this.#closed) this.#db.exec("PRAGMA shrink_memory");
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    clearInterval(this.#sweeper);
    this.#db.close();
  }

  /** Evicts finished jobs, oldest first, until `bytes` more fit the budget. */
  #makeRoom(bytes: number): boolean {
    if (this.#bytes + bytes <= this.#options.maxBytes) return true;
    const finished = [...this.#jobs.entries()]
      .filter(([, usage]) => usage.finishedAt !== undefined)
      .sort(([, a], [, b]) => (a.finishedAt ?? 0) - (b.finishedAt ?? 0));
    for (const [jobId] of finished) {
      this.#evict(jobId);
      if (this.#bytes + bytes <= this.#options.maxBytes) return true;
    }
    return false;
  }

  #expire(): void {
    if (this.#closed) return;
    const oldest = this.#now() - this.#options.retentionMs;
    for (const [jobId, usage] of this.#jobs) {
      if (usage.finishedAt !== undefined && usage.finishedAt < oldest) this.#evict(jobId);
    }
  }

  #evict(jobId: string): void {
    this.drop(jobId);
    this.#options.onEvict(jobId);
  }
}
