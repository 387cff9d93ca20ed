import { expect } from "vitest";
import type { z } from "zod/v4";

/** Asserts `input` is rejected with an issue at exactly `path`, optionally matching `message`. */
export function expectIssue(schema: z.ZodType, input: unknown, path: readonly PropertyKey[], message?: RegExp): void {
  const result = schema.safeParse(input);
  expect(result.success, `expected ${JSON.stringify(input)} to be rejected`).toBe(false);
  const issues = result.error?.issues ?? [];
  const atPath = issues.filter((issue) => JSON.stringify(issue.path) === JSON.stringify(path));
  expect(atPath, `issues were ${JSON.stringify(issues.map((i) => [i.path, i.message]))}`).not.toHaveLength(0);
  if (message) expect(atPath.map((issue) => issue.message).join(" | ")).toMatch(message);
}

/** Asserts `input` parses, showing the issues when it does not. */
export function expectValid(schema: z.ZodType, input: unknown): void {
  const result = schema.safeParse(input);
  expect(result.error?.issues ?? []).toEqual([]);
}
