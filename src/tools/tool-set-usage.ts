import { InvalidArgumentError } from "../core/errors.js";
import type { ToolRuntime } from "./runtime.js";

/**
 * What a tool set has spent, and the one way to start over: the same object from
 * `toolSetUsage(tools)` (AI SDK and LangChain) and `toolkit.usage` (LangChain).
 */
export interface ToolSetUsage {
  /** Credits the tool set's calls reported so far. */
  readonly creditsSpent: number;
  /** What is left of `maxCredits` (Infinity without a limit). */
  readonly creditsRemaining: number;
  /** Starts a new run: call counts and the credit tally go back to zero. */
  reset(): void;
  /** Stops every browser session web_interact opened. */
  closeSessions(): Promise<void>;
}

/** Symbol under which a tool set keeps its runtime (symbols are not seen as tools). */
const RUNTIME = Symbol.for("webdata-kit.runtime");

/** Marks `target` (an AI SDK tool set, a LangChain tool list) as the tools of `runtime`. */
export function attachRuntime<T extends object>(target: T, runtime: ToolRuntime): T {
  Object.defineProperty(target, RUNTIME, { value: runtime, enumerable: false });
  return target;
}

/** The usage of the tool set `target` was built as; `InvalidArgumentError` for anything else. */
export function usageOf(target: unknown): ToolSetUsage {
  const runtime = typeof target === "object" && target !== null ? (target as Record<symbol, ToolRuntime | undefined>)[RUNTIME] : undefined;
  if (!runtime) throw new InvalidArgumentError("toolSetUsage(tools): not a webdata-kit tool set (pass what createWebDataTools returned)");
  return runtime.usage;
}
