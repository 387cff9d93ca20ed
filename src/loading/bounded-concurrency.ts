/** How to run a list of tasks a few at a time. */
export interface BoundedRun<T, R> {
  /** Tasks in flight at once. */
  concurrency: number;
  /** Aborts every running task (the generator then throws what the task threw). */
  signal?: AbortSignal | undefined;
  /** Asked before each start; `false` holds further starts (re-asked after each completion). */
  canStart?: ((inFlight: number) => boolean) | undefined;
  run: (item: T, signal: AbortSignal) => Promise<R>;
  /** Called once at the end with the items that were never started. */
  onEnd?: ((notStarted: T[]) => void) | undefined;
}

type Settled<R> = { index: number; ok: true; value: R } | { index: number; ok: false; error: unknown };

/**
 * Runs `run` over `items` with at most `concurrency` in flight and yields results in completion
 * order, so at most `concurrency` results are held at once. A task that throws ends the run with
 * that error. Stopping early (error, `return()`) aborts the tasks still running and waits for them.
 */
export async function* runBounded<T, R>(items: readonly T[], spec: BoundedRun<T, R>): AsyncGenerator<R, void, undefined> {
  const stop = new AbortController();
  const signal = spec.signal ? AbortSignal.any([spec.signal, stop.signal]) : stop.signal;
  const inFlight = new Map<number, Promise<Settled<R>>>();
  let next = 0;
  try {
    for (;;) {
      while (next < items.length && inFlight.size < spec.concurrency && (spec.canStart?.(inFlight.size) ?? true)) {
        const index = next++;
        inFlight.set(index, settle(index, () => spec.run(items[index] as T, signal)));
      }
      if (inFlight.size === 0) return;
      const done = await Promise.race(inFlight.values());
      inFlight.delete(done.index);
      if (!done.ok) throw done.error;
      yield done.value;
    }
  } finally {
    spec.onEnd?.(items.slice(next));
    stop.abort();
    await Promise.allSettled(inFlight.values());
  }
}

async function settle<R>(index: number, task: () => Promise<R>): Promise<Settled<R>> {
  try {
    return { index, ok: true, value: await task() };
  } catch (error) {
    return { index, ok: false, error };
  }
}
