import { availableParallelism } from "node:os";
import { documentLimitDefaults, type DocumentLimits } from "../documents/document-options.js";

/** How pages are processed: inline below a size, in worker threads above it. */
export interface PageProcessorOptions {
  /** Worker threads; 0 processes every page on the event loop. */
  threads: number;
  /** Pages whose body is at most this many bytes are processed inline (a worker round-trip costs more). */
  inlineMaxBytes: number;
  /**
   * Heap of one worker thread, in MiB: a page that needs more fails alone (`too-large`, 413 for a
   * scrape) and its worker is replaced; the engine never runs out of memory on one page.
   */
  workerHeapMb: number;
  /**
   * HTML bytes in the workers at once: a page waits while admitting it would pass this (one page is
   * always admitted). Processing takes about 20 times a page's size in memory (a 4.9 MB page of
   * 150,000 links: ~100 MB), so this, not the thread count, bounds the pool's memory.
   */
  maxBytesInFlight: number;
  /**
   * Pages above this many bytes run in the huge-page thread (one page at a time, a full GC before
   * each, ended when idle) instead of the shared pool, whose threads would each keep a grown heap —
   * when they also have more than `ownWorkerAboveElements` elements or are over four times this size.
   */
  ownWorkerAboveBytes: number;
  /**
   * Elements that make a page above `ownWorkerAboveBytes` go to the huge-page thread. Memory follows
   * elements, not bytes: a 4.9 MB link farm of 150,000 links grows a heap by ~170 MB, while a
   * 1.5 MB news page that is mostly inline script converts in a few MB — and a fresh worker costs
   * hundreds of milliseconds to start, many times the conversion of such a page.
   */
  ownWorkerAboveElements: number;
  /** Bounds of one document (PDF pages, zip expansion, XML nesting, table cells, time). */
  documentLimits: DocumentLimits;
}

/** Defaults, chosen by measurement (docs/architecture.md "A fair event loop"; bench/README.md "Worker threads vs inline"). */
export const pageProcessorDefaults: PageProcessorOptions = {
  threads: Math.max(1, Math.min(4, availableParallelism())),
  inlineMaxBytes: 64 * 1024,
  workerHeapMb: 192,
  maxBytesInFlight: 6 * 1024 * 1024,
  ownWorkerAboveBytes: 1024 * 1024,
  ownWorkerAboveElements: 20_000,
  documentLimits: documentLimitDefaults,
};
