import { readdirSync, readFileSync } from "node:fs";

/** Bytes per page in /proc/PID/statm (4 KiB on every Linux this runs on). */
const PAGE_BYTES = 4096;

/** `root` and every process below it (e.g. a bench child and its Chromium), from /proc. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // The command name may hold spaces and parentheses: the fields start after the last ")".
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(entry));
      children.set(ppid, list);
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index++) tree.push(...(children.get(tree[index] as number) ?? []));
  return tree;
}

/** Resident set size of `root`'s whole tree, in MB (shared pages counted once per process, as `ps` does). */
export function treeRssMb(root: number): number {
  let pages = 0;
  for (const pid of processTree(root)) {
    try {
      pages += Number(readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]);
    } catch {
      // Gone.
    }
  }
  return (pages * PAGE_BYTES) / (1024 * 1024);
}

/** Proportional set size (shared pages split fairly) of `root`'s whole tree, in MB. */
export function treePssMb(root: number): number {
  let kb = 0;
  for (const pid of processTree(root)) {
    try {
      kb += Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"))?.[1] ?? 0);
    } catch {
      // Gone, or not readable.
    }
  }
  return kb / 1024;
}

/** Samples `treeRssMb(root)` every `everyMs` until stopped; `stop()` returns the peak. */
export function watchPeakRss(root: number, everyMs = 50): { stop(): number } {
  let peak = treeRssMb(root);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssMb(root));
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}
