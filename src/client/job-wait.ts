import type { WaitOptions } from "../core/options.js";
import { pollUntilDone } from "../core/polling.js";

import { TERMINAL_JOB_STATES } from "../operations/job-status.js";

// Defined with the wire's job statuses, so tool specs can read it without the polling code.
export { TERMINAL_JOB_STATES };

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
