import { median, p95 } from "./stats.js";

/** One contender's measured value across runs. */
export interface Measurement {
  /** What was measured, e.g. "webdata-kit scrape". */
  name: string;
  /** Unit of `median`, `p95` and `samples`, e.g. "µs", "req/s", "MB". */
  unit: string;
  /** Median over the measured runs (the headline number). */
  median: number;
  /** 95th percentile, when the samples support one. */
  p95?: number | undefined;
  /** One value per measured run, in run order. */
  samples: number[];
}

/** A target from the issue, checked against numbers measured in the same run. */
export interface Check {
  /** e.g. "ours / raw undici". */
  label: string;
  value: number;
  /** How to print `value`, e.g. "1.04×". */
  display: string;
  /** The target as written in the issue, e.g. "≤ 1.10". */
  target: string;
  pass: boolean;
}

/** What one benchmark script returns. */
export interface BenchResult {
  id: string;
  title: string;
  /** The work each run does, in words. */
  workload: string;
  /** Warm-up runs and measured runs, in words (e.g. "1 warm-up round, 7 measured rounds, ABAB"). */
  runs: string;
  measurements: Measurement[];
  checks: Check[];
  /** Observations worth keeping next to the numbers (why a target is missed, what dominates). */
  notes: string[];
  /** Wall time of the whole benchmark, in milliseconds. */
  durationMs: number;
}

export function measurement(name: string, unit: string, samples: number[], withP95 = true): Measurement {
  return { name, unit, median: median(samples), p95: withP95 ? p95(samples) : undefined, samples };
}

/** A check that `value` stays at or below `limit`. */
export function atMost(label: string, value: number, limit: number, unit = "×", digits = 2): Check {
  return { label, value, display: formatNumber(value, digits) + unit, target: `≤ ${formatNumber(limit, digits)}${unit}`, pass: value <= limit };
}

/** A check that `value` reaches at least `limit`. */
export function atLeast(label: string, value: number, limit: number, unit = "×", digits = 2): Check {
  return { label, value, display: formatNumber(value, digits) + unit, target: `≥ ${formatNumber(limit, digits)}${unit}`, pass: value >= limit };
}

/** A yes/no check (e.g. "no @langchain module loaded"). */
export function holds(label: string, ok: boolean, display: string, target: string): Check {
  return { label, value: ok ? 1 : 0, display, target, pass: ok };
}

/** Up to `digits` decimals, fewer for large numbers, with thin grouping. */
export function formatNumber(value: number, digits = 2): string {
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  const decimals = abs >= 1000 ? 0 : abs >= 100 ? Math.min(digits, 1) : digits;
  return value.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
