/**
 * A local engine in its own process, for the hostile-input benchmarks (P7–P9): the bench process
 * drives it over HTTP and asks over IPC for its memory. `process.resourceUsage().maxRSS` is the
 * kernel's peak resident set of the whole process, worker threads included.
 * argv[2]: JSON of `createLocalEngine` options (allowPrivateNetwork is always on: the sites are on loopback).
 */
import { writeHeapSnapshot } from "node:v8";
import { createLocalEngine } from "../../src/engine/index.js";
import { memoryBreakdown, type MemoryBreakdown } from "./memory-breakdown.js";

export type EngineChildCommand = { id: number; cmd: "memory" } | { id: number; cmd: "breakdown" } | { id: number; cmd: "snapshot" } | { id: number; cmd: "close" };
export interface EngineChildMemory {
  rssBytes: number;
  peakRssBytes: number;
  heapUsedBytes: number;
}

const options = JSON.parse(process.argv[2] ?? "{}") as Record<string, unknown>;
const engine = await createLocalEngine({ ...options, allowPrivateNetwork: true });

function memory(): EngineChildMemory {
  return {
    rssBytes: process.memoryUsage.rss(),
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
    heapUsedBytes: process.memoryUsage().heapUsed,
  };
}

process.on("message", (raw) => {
  const message = raw as EngineChildCommand;
  if (message.cmd === "memory") process.send?.({ type: "reply", id: message.id, value: memory() });
  if (message.cmd === "breakdown") process.send?.({ type: "reply", id: message.id, value: memoryBreakdown() satisfies MemoryBreakdown });
  // A heap snapshot of the main thread (a file in the working directory; its name is the reply).
  if (message.cmd === "snapshot") process.send?.({ type: "reply", id: message.id, value: writeHeapSnapshot() });
  if (message.cmd === "close") {
    void engine.close().then(() => {
      process.send?.({ type: "reply", id: message.id, value: null }, () => process.exit(0));
    });
  }
});
process.send?.({ type: "ready", url: engine.url });
