import { AsyncLocalStorage } from "node:async_hooks";
import type { HealingRecord } from "./healing-record.js";

/**
 * Context of one unit of work (a tool call) that heals through a self-healing client: the goal to
 * tell support, and where records of healings inside it are collected. Async-local, so parallel
 * tool calls sharing one client never see each other's records.
 */
export interface HealingScope {
  /** The model's or user's goal for this call, sent to support as `rationale`. */
  rationale?: string | undefined;
  /** Every healing record finished inside the scope, in order. */
  records: HealingRecord[];
}

const storage = new AsyncLocalStorage<HealingScope>();

/** Runs `fn` with `scope` as the current healing scope. */
export function runInHealingScope<T>(scope: HealingScope, fn: () => Promise<T>): Promise<T> {
  return storage.run(scope, fn);
}

/** The innermost healing scope of the running async context, if any. */
export function currentHealingScope(): HealingScope | undefined {
  return storage.getStore();
}
