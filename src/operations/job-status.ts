import { z } from "zod/v4";
import type { OpenEnum } from "./lenient.js";

/** States each job kind reports (docs/api.md §4.2, §6, §7). */
export const jobStatuses = {
  crawl: ["scraping", "completed", "cancelled", "failed"],
  extract: ["processing", "completed", "failed", "cancelled"],
  agent: ["processing", "completed", "failed", "cancelled"],
} as const;

/** States after which a job never changes again. */
export const terminalJobStatuses = ["completed", "cancelled", "failed"] as const;

/** States after which crawl, extract and agent jobs never change. */
export const TERMINAL_JOB_STATES: ReadonlySet<string> = new Set(terminalJobStatuses);

export type JobKind = keyof typeof jobStatuses;
export type CrawlStatus = OpenEnum<(typeof jobStatuses.crawl)[number]>;
export type ExtractStatus = OpenEnum<(typeof jobStatuses.extract)[number]>;
export type AgentStatus = OpenEnum<(typeof jobStatuses.agent)[number]>;
export type TerminalJobStatus = (typeof terminalJobStatuses)[number];

/**
 * Whether a job in `status` is finished. Unknown states count as running so a waiter keeps
 * polling (within its budget) instead of returning early. `failed` is terminal whatever
 * `success` says.
 */
export function isTerminalStatus(kind: JobKind, status: string | undefined): status is TerminalJobStatus {
  if (status === undefined) return false;
  return (jobStatuses[kind] as readonly string[]).includes(status) && (terminalJobStatuses as readonly string[]).includes(status);
}

/**
 * A job or scrape id for a URL path. Only the shape the path needs is checked (non-empty, no
 * `/`, `?`, `#` or whitespace): the local engine and mocks may use non-UUID ids.
 */
export const pathIdSchema = z.lazy(() =>
  z
    .string()
    .min(1, { message: "id must not be empty" })
    .refine((id) => !/[/?#\s]/.test(id), { message: "id must not contain '/', '?', '#' or whitespace" }),
);
