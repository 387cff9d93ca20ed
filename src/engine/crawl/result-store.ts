import type { PageDocument } from "../content/page-document.js";

/**
 * Where crawl documents live between the crawl and `GET /crawl/{id}`: off the heap, so a crawl of
 * 10,000 pages (or one of hostile, huge pages) costs disk, not memory. The built-in store is SQLite;
 * another (a shared database, object storage) can implement the same calls.
 */
export interface CrawlResultStore {
  /**
   * Appends a document (its JSON, UTF-8) to a job's results. Returns `false`, storing nothing, when
   * the store's size budget has no room left even after evicting finished jobs. The store copies
   * what it keeps: the caller may free `documentBytes` as soon as this returns.
   */
  append(jobId: string, documentBytes: Uint8Array): boolean;
  /** Documents stored for a job. */
  count(jobId: string): number;
  /** Documents `[skip, skip + count)` of a job, in the order they were appended. */
  read(jobId: string, skip: number, count: number): PageDocument[];
  /**
   * The same documents as stored (UTF-8 JSON), stopping before the one that would pass `maxBytes`
   * (at least one): a status page of huge documents never loads more than it can send.
   */
  readEncoded(jobId: string, skip: number, count: number, maxBytes: number): Uint8Array[];
  /** The job will append no more: from now on it may be evicted (oldest first) or expire. */
  finish(jobId: string): void;
  /** Deletes a job's documents. */
  drop(jobId: string): void;
  /** Gives back memory the store holds only for speed (SQLite's page cache); called when the engine is idle. */
  releaseMemory?(): void;
  close(): Promise<void>;
}

/** Called when the store deletes a finished job's documents (size budget or retention): its status must answer 404. */
export type EvictionListener = (jobId: string) => void;
