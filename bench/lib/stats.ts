/** Small, dependency-free statistics for benchmark samples. */

/** Middle value of the samples (mean of the two middle ones for an even count). */
export function median(samples: readonly number[]): number {
  return percentile(samples, 50);
}

/**
 * How many times `values` is `baseline`, as the median of the per-round ratios (samples from
 * `alternateRounds`, in round order): both run in the same round, so a slow stretch of a shared
 * machine cancels out instead of landing on one side's median.
 */
export function pairedRatio(values: readonly number[], baseline: readonly number[]): number {
  if (values.length !== baseline.length) throw new Error(`pairedRatio needs one sample per round on each side (${values.length} vs ${baseline.length})`);
  return median(values.map((value, round) => value / (baseline[round] as number)));
}

/** The p-th percentile (0–100) with linear interpolation between closest ranks. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const lowValue = sorted[low] ?? Number.NaN;
  const highValue = sorted[high] ?? Number.NaN;
  return lowValue + (highValue - lowValue) * (rank - low);
}

export function p95(samples: readonly number[]): number {
  return percentile(samples, 95);
}

export function mean(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN;
  return samples.reduce((sum, value) => sum + value, 0) / samples.length;
}

/** Slope of log(y) over log(x): 1 means linear scaling, 2 quadratic. */
export function logLogSlope(points: ReadonlyArray<{ x: number; y: number }>): number {
  const logs = points.map((point) => ({ x: Math.log(point.x), y: Math.log(point.y) }));
  const mx = mean(logs.map((point) => point.x));
  const my = mean(logs.map((point) => point.y));
  let numerator = 0;
  let denominator = 0;
  for (const point of logs) {
    numerator += (point.x - mx) * (point.y - my);
    denominator += (point.x - mx) ** 2;
  }
  return numerator / denominator;
}
