/**
 * Where a process's resident memory is (bench only): V8's heap of the main thread, the off-heap
 * buffers V8 knows of, the kernel's split of RSS (anonymous = heaps and malloc, file = mapped code
 * and libraries) and the number of threads (each worker thread has its own V8 heap). Linux only for
 * the kernel figures (`/proc/self/status`); elsewhere they are 0.
 */
import { readdirSync, readFileSync } from "node:fs";
import { getHeapSpaceStatistics } from "node:v8";

export interface MemoryBreakdown {
  rssBytes: number;
  /** RssAnon: V8 heaps of every thread, malloc (SQLite's page cache, libuv, wasm memory). */
  rssAnonBytes: number;
  /** RssFile: the node binary and shared libraries as mapped. */
  rssFileBytes: number;
  heapTotalBytes: number;
  heapUsedBytes: number;
  /** Memory V8 knows of outside its heap (Buffers, ArrayBuffers, wasm memories). */
  externalBytes: number;
  arrayBuffersBytes: number;
  /** Committed size of each V8 heap space of the main thread (new_space is the young generation). */
  spaces: Record<string, number>;
  /** OS threads of the process (main, libuv pool, V8 helpers, plus every worker thread). */
  threads: number;
}

function statusField(status: string, name: string): number {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status);
  return match === null ? 0 : Number(match[1]) * 1024;
}

/** A snapshot of this process's memory. */
export function memoryBreakdown(): MemoryBreakdown {
  const usage = process.memoryUsage();
  let status = "";
  let threads = 0;
  try {
    status = readFileSync("/proc/self/status", "utf8");
    threads = readdirSync("/proc/self/task").length;
  } catch {
    // not Linux
  }
  return {
    rssBytes: usage.rss,
    rssAnonBytes: statusField(status, "RssAnon"),
    rssFileBytes: statusField(status, "RssFile"),
    heapTotalBytes: usage.heapTotal,
    heapUsedBytes: usage.heapUsed,
    externalBytes: usage.external,
    arrayBuffersBytes: usage.arrayBuffers,
    spaces: Object.fromEntries(getHeapSpaceStatistics().map((space) => [space.space_name, space.space_size])),
    threads,
  };
}

/** "rss 210 MB (anon 180, file 30) · heap 40/60 MB · external 5 MB · 11 threads" */
export function describeBreakdown(b: MemoryBreakdown): string {
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  return (
    `rss ${mb(b.rssBytes)} MB (anon ${mb(b.rssAnonBytes)}, file ${mb(b.rssFileBytes)}) · heap used/total ${mb(b.heapUsedBytes)}/${mb(b.heapTotalBytes)} MB · ` +
    `external ${mb(b.externalBytes)} MB (array buffers ${mb(b.arrayBuffersBytes)}) · ${b.threads} threads · heap spaces ` +
    Object.entries(b.spaces)
      .filter(([, bytes]) => bytes >= 1024 * 1024)
      .map(([name, bytes]) => `${name.replace(/_space$/, "")} ${mb(bytes)}`)
      .join(", ")
  );
}
