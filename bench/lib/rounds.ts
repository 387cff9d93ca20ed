/** One side of a comparison: a function that does one run and returns its measured value. */
export interface Contender {
  name: string;
  run: (round: number) => Promise<number>;
}

export interface RoundOptions {
  /** Rounds run first and thrown away (JIT, connection pools, caches). */
  warmup: number;
  /** Measured rounds; keep it odd so the median is a real sample. */
  rounds: number;
  /**
   * Called before every run (warm-up included), e.g. to reset a server. Do not force a GC here: in
   * P1 a forced full GC before each run made the run after it slower and ~100 µs/call more
   * CPU-hungry (CPU time above wall time: work on V8's helper threads).
   */
  beforeEach?: (contender: string) => Promise<void> | void;
}

/**
 * Runs every contender once per round, interleaved (A B, then B A, …), so slow drift on a
 * shared machine — thermal, other jobs, GC debt of the previous run — hits all sides alike.
 * Returns the measured values per contender name, in round order.
 */
export async function alternateRounds(contenders: readonly Contender[], options: RoundOptions): Promise<Map<string, number[]>> {
  const samples = new Map<string, number[]>(contenders.map((c) => [c.name, []]));
  const total = options.warmup + options.rounds;
  for (let round = 0; round < total; round++) {
    const order = rotate(contenders, round);
    for (const contender of order) {
      await options.beforeEach?.(contender.name);
      const value = await contender.run(round);
      if (round >= options.warmup) samples.get(contender.name)?.push(value);
    }
  }
  return samples;
}

function rotate<T>(items: readonly T[], by: number): T[] {
  const shift = by % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}

export function samplesOf(samples: Map<string, number[]>, name: string): number[] {
  return samples.get(name) ?? [];
}
