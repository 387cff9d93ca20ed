import type { WaitOptions } from "../core/options.js";
import { pollUntilDone } from "../core/polling.js";

/** States after which crawl, extract and agent jobs never change. */
export const TERMINAL_JOB_STATES: ReadonlySet<string> = new Set(["completed", "cancelled", "failed"]);

/** Polls a job's status until it ends (see `pollUntilDone` for failure and timeout behaviour). */
export function waitForJob<S extends { status?: string | undefined }>(
  kind: string,
  id: string,
  fetchStatus: () => Promise<S>,
  options: WaitOptions,
  defaultIntervalMs: number,
): Promise<S> {
  return pollUntilDone({
    jobId: id,
    kind,
    fetchStatus,
    statusOf: (s) => s.status,
    terminalStates: TERMINAL_JOB_STATES,
    intervalMs: options.pollIntervalMs ?? defaultIntervalMs,
    maxWaitMs: options.maxWaitMs,
    signal: options.signal,
  });
}
