import { z } from "zod/v4";
import { stringOrObject } from "./request-base.js";
import { httpUrlSchema } from "./web-url.js";

/** Events a crawl (and extract) webhook can subscribe to. */
export const crawlWebhookEvents = ["started", "page", "completed", "failed"] as const;
/** Events an agent webhook can subscribe to (there is no `page` event). */
export const agentWebhookEvents = ["started", "action", "completed", "failed", "cancelled"] as const;

/** The jobs that report events, by the prefix of their event types (`crawl.page`, `batch_scrape.completed`, …). */
export type JobEventKind = "crawl" | "batch_scrape" | "extract" | "agent";

/**
 * How a cancelled job is reported: an agent has its own `cancelled` event; a crawl, batch scrape
 * or extract reports `failed` (their webhooks have no `cancelled`).
 */
export function cancelledEvent(kind: JobEventKind): { name: "cancelled" | "failed"; error: string } {
  return kind === "agent"
    ? { name: "cancelled", error: "The agent job was cancelled." }
    : { name: "failed", error: `The ${kind.replace("_", " ")} job was cancelled.` };
}

/** Custom headers one webhook may carry. */
const maxWebhookHeaders = 50;
/** Serialized size of `metadata` at most (it is repeated in every delivery). */
export const maxWebhookMetadataBytes = 64 * 1024;

// RFC 9110 §5.1 token; a value without control characters (tab allowed), in ISO-8859-1.
const headerName = /^[!#$%&'*+.^_`|~0-9a-z-]+$/i;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const badHeaderValue = /[\u0000-\u0008\u000a-\u001f\u007f]|[^\t -\u00ff]/;

const webhookHeaders = () =>
  z
    .record(z.string(), z.string())
    .superRefine((headers, ctx) => {
      const entries = Object.entries(headers);
      if (entries.length > maxWebhookHeaders) ctx.addIssue({ code: "custom", message: `at most ${maxWebhookHeaders} headers` });
      for (const [name, value] of entries) {
        if (!headerName.test(name)) ctx.addIssue({ code: "custom", path: [name], message: `"${name.slice(0, 60)}" is not a valid header name` });
        else if (badHeaderValue.test(value)) {
          ctx.addIssue({ code: "custom", path: [name], message: "the value has a line break, another control character or a character outside ISO-8859-1" });
        }
      }
    });

const webhookMetadata = () =>
  z.record(z.string(), z.unknown()).superRefine((metadata, ctx) => {
    let size: number;
    try {
      size = new TextEncoder().encode(JSON.stringify(metadata)).length;
    } catch {
      ctx.addIssue({ code: "custom", message: "must be plain JSON" });
      return;
    }
    if (size > maxWebhookMetadataBytes) ctx.addIssue({ code: "custom", message: `is ${size} bytes as JSON; at most ${maxWebhookMetadataBytes}` });
  });

/**
 * A webhook: either the target URL, or an object with headers, metadata echoed in every payload,
 * and the events to send (all by default).
 */
export function webhookSchema<const Events extends readonly [string, ...string[]]>(events: Events) {
  // Built on first use: an import of the package should not pay for it (bench/README.md, issue 31).
  return z.lazy(() =>
    stringOrObject(
      httpUrlSchema("webhook"),
      z.strictObject({
        url: httpUrlSchema("webhook.url"),
        headers: webhookHeaders().optional(),
        metadata: webhookMetadata().optional(),
        events: z.array(z.enum(events)).optional(),
      }),
      `webhook is a URL string or {"url", "headers"?, "metadata"?, "events"?: ${events.map((e) => `"${e}"`).join("|")}[]}.`,
    ),
  );
}

/** A webhook as the request gives it, either spelling. */
export type WebhookInput = string | { url: string; headers?: Record<string, string>; metadata?: Record<string, unknown>; events?: string[] };
