import { JobFailedError } from "../core/errors.js";
import type { WaitOptions } from "../core/options.js";
import type { WebDocument } from "../operations/document.js";
import { cancelledEvent, type JobEventKind } from "../operations/webhook.js";

export type { JobEventKind };

/** What happened, after the prefix: `crawl.page`, `agent.cancelled`, … */
export type JobEventName = "started" | "page" | "action" | "completed" | "failed" | "cancelled";

/**
 * One job event, in the shape of the service's (and the local engine's) webhook payloads, so one
 * handler serves both: `job.events()` yields these, a webhook receiver parses them from the body.
 * `crawl.page`/`batch_scrape.page` carry one document in `data`; `*.completed` of extract and agent
 * carry `[{ data }]`; `*.failed` carries `error`. A cancelled crawl, batch scrape or extract reports
 * `failed` (their webhooks have no `cancelled`); an agent reports `agent.cancelled`.
 */
export interface JobEvent {
  type: `${JobEventKind}.${JobEventName}`;
  /** The job id. */
  id: string;
  success: boolean;
  data: unknown[];
  error?: string | undefined;
}

/** A webhook delivery's body: a job event plus the delivery's id (the same across retries: drop repeats) and your metadata. */
export interface WebhookEvent extends JobEvent {
  webhookId: string;
  metadata?: Record<string, unknown> | undefined;
  timestamp?: string | undefined;
}

function event(kind: JobEventKind, id: string, name: JobEventName, fields: { data?: unknown[]; error?: string | undefined } = {}): JobEvent {
  const success = name !== "failed" && name !== "cancelled";
  return { type: `${kind}.${name}`, id, success, data: fields.data ?? [], ...(fields.error === undefined ? {} : { error: fields.error }) };
}

/** The end of a job that stopped without completing, as its webhook would report it. */
function ending(kind: JobEventKind, id: string, status: string | undefined, error: string | undefined): JobEvent {
  if (status === "cancelled") {
    const cancelled = cancelledEvent(kind);
    return event(kind, id, cancelled.name, { error: cancelled.error });
  }
  return event(kind, id, "failed", { error: error ?? `The ${kind.replace("_", " ")} job failed.` });
}

function errorOf(status: unknown): string | undefined {
  const error = (status as { error?: unknown } | undefined)?.error;
  return typeof error === "string" ? error : undefined;
}

/** What a paged job (crawl, batch scrape) offers to build its events from. */
export interface PagedEventSource<S> {
  status(options?: WaitOptions): Promise<S>;
  pages(options: WaitOptions & { onStatus?: (status: S) => void }): AsyncGenerator<WebDocument>;
}

/** Events of a crawl or batch scrape, from its status and exactly-once pages. */
export async function* pagedJobEvents<S extends { status?: string | undefined }>(
  kind: JobEventKind,
  id: string,
  job: PagedEventSource<S>,
  options: WaitOptions,
): AsyncGenerator<JobEvent> {
  await job.status(options);
  yield event(kind, id, "started");
  let last: S | undefined;
  try {
    for await (const document of job.pages({ ...options, onStatus: (status) => (last = status) })) yield event(kind, id, "page", { data: [document] });
  } catch (error) {
    if (!(error instanceof JobFailedError)) throw error;
    yield ending(kind, id, "failed", errorOf(error.lastStatus) ?? error.message);
    return;
  }
  yield last?.status === "completed" ? event(kind, id, "completed") : ending(kind, id, last?.status, errorOf(last));
}

/** What an extract or agent job offers to build its events from. */
export interface ModelEventSource<S> {
  status(options?: WaitOptions): Promise<S>;
  wait(options?: WaitOptions): Promise<S>;
}

/** Events of an extract or agent job, from polling its status. */
export async function* modelJobEvents<S extends { status?: string | undefined; data?: unknown }>(
  kind: JobEventKind,
  id: string,
  job: ModelEventSource<S>,
  options: WaitOptions,
): AsyncGenerator<JobEvent> {
  await job.status(options);
  yield event(kind, id, "started");
  let final: S;
  try {
    final = await job.wait(options);
  } catch (error) {
    if (!(error instanceof JobFailedError)) throw error;
    yield ending(kind, id, "failed", errorOf(error.lastStatus) ?? error.message);
    return;
  }
  yield final.status === "completed" ? event(kind, id, "completed", { data: [{ data: final.data }] }) : ending(kind, id, final.status, errorOf(final));
}
