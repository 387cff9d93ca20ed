import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

type Collect = (options?: object) => unknown;
/** Per thread: each worker thread has its own isolate and its own `gc`. */
let collect: Collect | null | undefined;

/**
 * V8's most thorough collection, the one it runs itself on a low-memory notification: it also
 * shrinks the young generation, which a busy crawl grows to 32 MB and V8 otherwise keeps. Node
 * has no API for it; `gc` is taken from a fresh context with `--expose-gc` set only for that
 * moment (the flag is put back, so no user context gains a `gc` global). `null` when unavailable.
 */
function loadCollect(): Collect | null {
  const existing = (globalThis as { gc?: unknown }).gc;
  try {
    let gc: unknown = existing;
    if (typeof gc !== "function") {
      setFlagsFromString("--expose-gc");
      try {
        gc = runInNewContext("gc");
      } finally {
        setFlagsFromString("--no-expose-gc");
      }
    }
    return typeof gc === "function" ? (gc as Collect) : null;
  } catch {
    return null;
  }
}

/** Runs one full "last resort" GC on the calling thread's heap (nothing when V8 offers no `gc`). */
export function fullGc(): void {
  collect ??= loadCollect();
  collect?.({ type: "major", execution: "sync", flavor: "last-resort" });
}
