import type { WebhookInput } from "../../operations/webhook.js";
import { badRequest, customIssue, type Reply } from "../../server-kit/index.js";
import type { JobEvents } from "../events/job-events.js";
import { webhookTarget, type WebhookJobKind, type WebhookTarget } from "../events/webhook-payload.js";
import { ipLiteralOf } from "../fetch/address-policy.js";
import type { EngineContext } from "./engine-context.js";

/**
 * The request's webhook, checked before any work starts: the schema has checked its shape; here a
 * target the engine may never reach (a private address literal) is a 400, not a silent loss. A
 * host name is checked when each delivery connects, as for every fetch.
 */
export function checkWebhook(engine: EngineContext, webhook: WebhookInput | undefined): WebhookTarget | undefined | Reply {
  if (webhook === undefined) return undefined;
  const target = webhookTarget(webhook);
  const hostname = new URL(target.url).hostname;
  const literal = ipLiteralOf(hostname);
  if (literal !== undefined && engine.fetcher.isBlocked(literal, literal)) {
    return badRequest([
      customIssue(
        typeof webhook === "string" ? ["webhook"] : ["webhook", "url"],
        `${hostname} is a private, loopback or reserved address, which the local engine does not send to. ` +
          "Allow it with createLocalEngine({ allowPrivateNetwork: [...] }) or --allow-private, or use a public URL.",
      ),
    ]);
  }
  return target;
}

/** Sends the job's events to `target` (when there is one) and reports the start. */
export function startJobEvents(engine: EngineContext, kind: WebhookJobKind, jobId: string, events: JobEvents, target: WebhookTarget | undefined): void {
  if (target !== undefined) engine.webhooks.attach(kind, jobId, target, events);
  events.emit({ type: "started" });
}
