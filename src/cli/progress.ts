import { Presets, SingleBar } from "cli-progress";
import type { CliStream } from "./output.js";

/** The counters a crawl status page carries. */
export interface CrawlCounters {
  status?: string | undefined;
  completed?: number | undefined;
  total?: number | undefined;
}

/** Shows how far a crawl is. `stop()` prints the final state once. */
export interface CrawlProgress {
  update(counters: CrawlCounters): void;
  stop(): void;
}

export interface CrawlProgressOptions {
  /** Print nothing at all. @default false */
  quiet?: boolean;
  /** Shortest time between two plain progress lines (non-TTY stderr), in milliseconds. @default 2000 */
  intervalMs?: number;
  /** Clock, for tests. @default Date.now */
  now?: () => number;
}

/**
 * A progress bar (cli-progress) when stderr is a terminal; otherwise plain lines at most every
 * `intervalMs`, so logs and CI output stay readable.
 */
export function createCrawlProgress(stream: CliStream, limit: number, options: CrawlProgressOptions = {}): CrawlProgress {
  if (options.quiet) return { update: () => {}, stop: () => {} };
  return stream.isTTY ? barProgress(stream, limit) : lineProgress(stream, options.intervalMs ?? 2000, options.now ?? Date.now);
}

function barProgress(stream: CliStream, limit: number): CrawlProgress {
  const bar = new SingleBar(
    {
      stream,
      format: "crawling |{bar}| {value}/{total} pages | {state}",
      hideCursor: true,
      clearOnComplete: false,
      etaBuffer: 20,
    },
    Presets.shades_classic,
  );
  bar.start(limit, 0, { state: "starting" });
  let stopped = false;
  return {
    update({ completed = 0, total, status = "scraping" }) {
      if (stopped) return;
      // `total` grows as links are discovered; until then the limit is the best bound.
      bar.setTotal(Math.max(total ?? 0, completed, 1));
      bar.update(completed, { state: status });
    },
    stop() {
      if (stopped) return;
      stopped = true;
      bar.stop();
    },
  };
}

function lineProgress(stream: CliStream, intervalMs: number, now: () => number): CrawlProgress {
  let lastAt = Number.NEGATIVE_INFINITY;
  let last = "";
  let pending = "";
  const text = ({ completed = 0, total, status = "scraping" }: CrawlCounters) =>
    `crawl: ${completed}/${total ?? "?"} pages (${status})`;
  return {
    update(counters) {
      pending = text(counters);
      if (pending === last || now() - lastAt < intervalMs) return;
      stream.write(`${pending}\n`);
      last = pending;
      lastAt = now();
    },
    stop() {
      if (pending !== "" && pending !== last) stream.write(`${pending}\n`);
      last = pending;
    },
  };
}
