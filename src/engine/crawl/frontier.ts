import { frontierCapacity, seenCapacity } from "./crawl-bounds.js";

/** A URL waiting to be crawled. */
export interface FrontierEntry {
  url: string;
  /** Discovery depth: the start URL and sitemap URLs are 0, links found on a depth-d page are d+1. */
  depth: number;
  /** Reached through an external link: scraped, but its links are not followed. */
  external: boolean;
  /** Fetched only to discover links (the start URL when it fails includePaths/excludePaths). */
  discoveryOnly: boolean;
}

/**
 * The crawl's queue and seen set. Breadth-first: entries come out in the order they went in.
 * Asynchronous so a shared store (Redis, a database) can stand in for the in-memory one when
 * several engines work on one crawl.
 */
export interface CrawlFrontier {
  /** Queues `entry` unless `key` was seen before. Resolves `true` when it was queued. */
  offer(key: string, entry: FrontierEntry): Promise<boolean>;
  /** Marks `key` as seen without queueing anything (e.g. the target of a redirect). */
  markSeen(key: string): Promise<void>;
  /** The next entry, or `undefined` when the queue is empty right now. */
  take(): Promise<FrontierEntry | undefined>;
  /** Entries still queued. */
  pending(): Promise<number>;
  /** Releases what the frontier holds. */
  close(): Promise<void>;
}

/** Creates the frontier of one crawl job (`limit`: the crawl's page limit, to size its bounds). */
export type FrontierFactory = (crawlId: string, limit: number) => CrawlFrontier;

/**
 * The default frontier: an array queue and a `Set` of seen keys, in this process, both bounded.
 * Breadth-first order means the URLs turned away when the queue is full are the deepest or latest
 * found, which a crawl that reaches its limit would never have taken anyway.
 */
export class MemoryFrontier implements CrawlFrontier {
  #queue: FrontierEntry[] = [];
  #head = 0;
  readonly #seen = new Set<string>();

  /**
   * @param capacity Most URLs queued at once; offers beyond it are dropped.
   * @param seenCapacity Most keys remembered; once full, new URLs are dropped (they could not be deduplicated).
   */
  constructor(
    private readonly capacity = Number.POSITIVE_INFINITY,
    private readonly seenCapacity = Number.POSITIVE_INFINITY,
  ) {}

  async offer(key: string, entry: FrontierEntry): Promise<boolean> {
    if (this.#seen.has(key)) return false;
    if (this.#queue.length - this.#head >= this.capacity || this.#seen.size >= this.seenCapacity) return false;
    this.#seen.add(key);
    this.#queue.push(entry);
    return true;
  }

  async markSeen(key: string): Promise<void> {
    if (this.#seen.size < this.seenCapacity) this.#seen.add(key);
  }

  /** Keys remembered (for tests and diagnostics). */
  get seenCount(): number {
    return this.#seen.size;
  }

  async take(): Promise<FrontierEntry | undefined> {
    if (this.#head >= this.#queue.length) return undefined;
    const entry = this.#queue[this.#head];
    this.#head += 1;
    // Drop the consumed prefix now and then so a long crawl does not keep every entry alive.
    if (this.#head > 1024 && this.#head * 2 > this.#queue.length) {
      this.#queue = this.#queue.slice(this.#head);
      this.#head = 0;
    }
    return entry;
  }

  async pending(): Promise<number> {
    return this.#queue.length - this.#head;
  }

  async close(): Promise<void> {
    this.#queue = [];
    this.#head = 0;
    this.#seen.clear();
  }
}

/** The default factory: a fresh in-memory frontier per crawl, bounded for its limit. */
export const memoryFrontierFactory: FrontierFactory = (_crawlId, limit) => new MemoryFrontier(frontierCapacity(limit), seenCapacity(limit));
