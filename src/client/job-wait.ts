import { APIUserAbortError } from "../core/errors.js";
import type { WaitOptions } from "../core/options.js";
import { pollUntilDone } from "../core/polling.js";
import { cancelQuietly } from "./cancel-quietly.js";

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

/** Runs `work` on a job this call started; an abort cancels the job on the server before rethrowing. */
export async function cancelOnAbort<T>(work: () => Promise<T>, cancel: () => Promise<unknown>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof APIUserAbortError) await cancelQuietly(cancel);
    throw error;
  }
}
