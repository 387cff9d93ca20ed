import type { HealingRecord } from "./healing-record.js";

const MAX_NOTE_CHARS = 400;

/**
 * The one-line note a model sees when a call was retried with support's parameters, e.g.
 * "Note: the first attempt failed (SCRAPE_TIMEOUT); retried with waitFor=5000 as the service's
 * support suggested." `undefined` when nothing was applied.
 */
export function healingNote(record: HealingRecord): string | undefined {
  if (!record.retried) return undefined;
  const failure = record.failure;
  const what =
    failure.trigger === "suspicious_result"
      ? `looked wrong (${failure.message})`
      : failure.trigger === "job_failed"
        ? `failed (${record.operation} job ${failure.jobId ?? ""} ended "failed")`
        : `failed (${failure.code ?? (failure.status !== undefined ? `HTTP ${failure.status}` : "error")})`;
  const changes = Object.entries(record.applied)
    .map(([path, value]) => `${path}=${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(", ");
  const job = record.retryJobId ? ` as new job ${record.retryJobId}` : "";
  const end = record.retrySucceeded ? "" : " The retry did not fix it.";
  const note = `Note: the first attempt ${what}; retried${job} with ${changes} as the service's support suggested.${end}`;
  return note.length > MAX_NOTE_CHARS ? `${note.slice(0, MAX_NOTE_CHARS - 1)}…` : note;
}

/** Notes for every record that applied parameters. */
export function healingNotes(records: readonly HealingRecord[]): string[] {
  return records.map(healingNote).filter((note): note is string => note !== undefined);
}
