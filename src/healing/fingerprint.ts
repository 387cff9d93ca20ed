import { createHash } from "node:crypto";
import type { HealableOperation, HealingFailure } from "./healing-record.js";

/**
 * Identifies "the same failure": one operation, with the same (redacted) parameters, failing the
 * same way (trigger, status, code). Job ids and message texts are left out, so a new job that
 * fails like the last one is recognised. A session diagnoses each fingerprint once.
 */
export function failureFingerprint(operation: HealableOperation, redactedParams: unknown, failure: HealingFailure): string {
  const basis = stableStringify([operation, failure.trigger, failure.status ?? null, failure.code ?? null, redactedParams]);
  return createHash("sha256").update(basis).digest("hex").slice(0, 32);
}

/** JSON with object keys sorted, so equal parameters give equal text whatever their key order. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === "object" && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
