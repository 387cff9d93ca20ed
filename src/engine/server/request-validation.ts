import type { z } from "zod/v4";
import type { ApiIssue } from "./api-errors.js";

/** A validated request body, or the issues that reject it. */
export type Parsed<T> = { ok: true; data: T } | { ok: false; issues: ApiIssue[] };

/**
 * Validates a body with the operation's strict schema (the same one the client uses), and turns
 * zod issues into plain JSON for `details`.
 */
export function parseRequest<S extends z.ZodType>(schema: S, body: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  const issues = result.error.issues.map((issue) => JSON.parse(JSON.stringify(issue)) as ApiIssue);
  return { ok: false, issues };
}

/** A single custom issue at `path`. */
export function customIssue(path: PropertyKey[], message: string): ApiIssue {
  return { code: "custom", path, message };
}
