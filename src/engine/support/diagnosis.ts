/** What support ask reports about a fix it tried (docs/api.md §8). */
export interface Validation {
  tested: boolean;
  result: "success" | "failure" | "skipped";
  evidence: string;
}

/**
 * A validation, and — when the validator tried several values (the shortest `waitFor` that works) —
 * the fix and answer that won, which replace the diagnosis's own.
 */
export interface Validated extends Validation {
  fixParameters?: Record<string, unknown> | undefined;
  answer?: string | undefined;
}

/** A rule's finding: what went wrong, what to change, and how to check that the change works. */
export interface Diagnosis {
  /** Which rule matched, e.g. `js-shell`, `timeout`, `path-scope`. */
  rule: string;
  /** 2–4 sentences: the cause and the fix (or why there is none). */
  answer: string;
  fixParameters: Record<string, unknown> | null;
  /** Set when no parameter can fix it (robots, a 403, a private address). */
  blockedBy?: string | undefined;
  /** What support looked at or tried. */
  attempted: string[];
  /** Re-runs the request with the fix against this engine. */
  validate?: (() => Promise<Validated>) | undefined;
  /** Facts for the model that writes the answer (status codes, lengths, timings). */
  facts: Record<string, unknown>;
}

export const minUsefulText = 40;
