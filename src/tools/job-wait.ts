import { APIUserAbortError, InvalidArgumentError, JobFailedError, JobTimeoutError } from "../core/errors.js";
import { currentHealingScope } from "../healing/healing-scope.js";

/** How a bounded wait for a job ended. */
export type WaitOutcome<S> =
  | { state: "done"; status: S }
  | { state: "still-running"; status: S | undefined }
  | { state: "failed"; status: S | undefined; error: string };

/**
 * Waits for a job within a tool's budget (DESIGN: long-running tools never hang the agent). A
 * timeout returns what is known; a failure returns its reason (partial data kept); an abort
 * stops the job this call started (`job.stop()`), then rethrows.
 */
export async function waitWithinBudget<S>(wait: () => Promise<S>, job: { stop(): Promise<unknown> } | undefined): Promise<WaitOutcome<S>> {
  try {
    return { state: "done", status: await wait() };
  } catch (error) {
    if (error instanceof JobTimeoutError) return { state: "still-running", status: error.lastStatus as S | undefined };
    if (error instanceof JobFailedError) return { state: "failed", status: error.lastStatus as S | undefined, error: error.message };
    if (error instanceof APIUserAbortError && job) await job.stop();
    throw error;
  }
}

/** The wait a call may use: the model may ask for less than the developer's budget, never more. */
export function waitMs(budgetMs: number, requestedSeconds: number | undefined): number {
  return requestedSeconds === undefined ? budgetMs : Math.min(budgetMs, Math.max(0, requestedSeconds * 1000));
}

/** Parses a JSON Schema the model passed as a string. */
export function parseSchemaJson(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new SchemaJsonError("schemaJson is not valid JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new SchemaJsonError("schemaJson must be a JSON object");
  return value as Record<string, unknown>;
}


class SchemaJsonError extends InvalidArgumentError {
  constructor(message: string) {
    super(message, [{ path: ["schemaJson"], message }]);
  }
}

/**
 * The job that actually produced a result: when a self-healing client replaced a failed job with a
 * new one during this tool call, its id; else `startedId`. Status calls must go to the new job.
 */
export function effectiveJobId(startedId: string): string {
  const records = currentHealingScope()?.records ?? [];
  return records.findLast((r) => r.retryJobId !== undefined)?.retryJobId ?? startedId;
}
