import { randomUUID } from "node:crypto";
import { cancelledEvent, type JobEventKind, type WebhookInput } from "../../operations/webhook.js";
import type { JobEvent } from "./job-events.js";

/** The jobs that send webhooks (the same kinds the client's `job.events()` reports). */
export type WebhookJobKind = JobEventKind;

/** A validated webhook, either spelling turned into one shape. */
export interface WebhookTarget {
  url: string;
  headers: Record<string, string>;
  metadata: Record<string, unknown>;
  /** Short event names (`page`, `completed`, …) to send; `undefined` sends all. */
  events: ReadonlySet<string> | undefined;
}

export function webhookTarget(input: WebhookInput): WebhookTarget {
  if (typeof input === "string") return { url: input, headers: {}, metadata: {}, events: undefined };
  return { url: input.url, headers: input.headers ?? {}, metadata: input.metadata ?? {}, events: input.events === undefined ? undefined : new Set(input.events) };
}

/**
 * What the service sends for each delivery (docs/api.md §4.1): `webhookId` identifies the event and
 * stays the same across retries, so a receiver can drop a repeat.
 */
export interface WebhookPayload {
  success: boolean;
  type: string;
  id: string;
  webhookId: string;
  data: unknown[];
  metadata: Record<string, unknown>;
  error?: string;
  timestamp: string;
}

/**
 * The short event name and payload fields of a job event, or `undefined` when this kind of job
 * sends nothing for it. A cancelled crawl, batch or extract reports `failed` (their webhooks have
 * no `cancelled` event); an agent has its own `cancelled`.
 */
function describe(kind: WebhookJobKind, event: JobEvent): { name: string; success: boolean; data: unknown[]; error?: string } | undefined {
  switch (event.type) {
    case "started":
      return { name: "started", success: true, data: [] };
    case "page":
      if (kind !== "crawl" && kind !== "batch_scrape") return undefined;
      // A placeholder: `encodeWebhookPayload` splices the stored document in without parsing it.
      return { name: "page", success: true, data: [documentPlaceholder] };
    case "action":
      if (kind !== "agent") return undefined;
      return { name: "action", success: true, data: [{ action: event.action, input: event.input, creditsUsed: event.creditsUsed }] };
    case "completed":
      return { name: "completed", success: true, data: event.data === undefined ? [] : [{ data: event.data }] };
    case "failed":
      return { name: "failed", success: false, data: [], error: event.error };
    case "cancelled":
      return { ...cancelledEvent(kind), success: false, data: [] };
  }
}

const documentPlaceholder = `webdata-document-${randomUUID()}`;

/**
 * The exact body of a delivery. A page's document goes in as the result store keeps it (UTF-8
 * JSON): parsing and re-serialising a multi-megabyte document for every page would stall the
 * event loop, which the jobs share.
 */
export function encodeWebhookPayload(payload: WebhookPayload, event: JobEvent): Buffer {
  const text = JSON.stringify(payload);
  if (event.type !== "page") return Buffer.from(text);
  const quoted = JSON.stringify(documentPlaceholder);
  const at = text.indexOf(quoted);
  if (at === -1) return Buffer.from(text);
  return Buffer.concat([Buffer.from(text.slice(0, at)), event.documentBytes, Buffer.from(text.slice(at + quoted.length))]);
}

/** The payload of one event for `target`, or `undefined` when the target does not subscribe to it. */
export function webhookPayload(kind: WebhookJobKind, jobId: string, target: WebhookTarget, event: JobEvent): WebhookPayload | undefined {
  const described = describe(kind, event);
  if (described === undefined || (target.events !== undefined && !target.events.has(described.name))) return undefined;
  return {
    success: described.success,
    type: `${kind}.${described.name}`,
    id: jobId,
    webhookId: randomUUID(),
    data: described.data,
    metadata: target.metadata,
    ...(described.error === undefined ? {} : { error: described.error }),
    timestamp: new Date().toISOString(),
  };
}
