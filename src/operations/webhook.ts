import { z } from "zod/v4";
import { stringOrObject } from "./request-base.js";
import { httpUrlSchema } from "./web-url.js";

/** Events a crawl (and extract) webhook can subscribe to. */
export const crawlWebhookEvents = ["started", "page", "completed", "failed"] as const;
/** Events an agent webhook can subscribe to (there is no `page` event). */
export const agentWebhookEvents = ["started", "action", "completed", "failed", "cancelled"] as const;

/**
 * A webhook: either the target URL, or an object with headers, metadata echoed in every payload,
 * and the events to send (all by default).
 */
export function webhookSchema<const Events extends readonly [string, ...string[]]>(events: Events) {
  return stringOrObject(
    httpUrlSchema("webhook"),
    z.strictObject({
      url: httpUrlSchema("webhook.url"),
      headers: z.record(z.string(), z.string()).optional(),
      metadata: z.record(z.string(), z.unknown()).optional(),
      events: z.array(z.enum(events)).optional(),
    }),
    `webhook is a URL string or {"url", "headers"?, "metadata"?, "events"?: ${events.map((e) => `"${e}"`).join("|")}[]}.`,
  );
}
