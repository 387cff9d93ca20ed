import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from "../../core/webhook-signature.js";
import { FetchFailure } from "../fetch/fetch-failure.js";
import type { JobEvent, JobEvents } from "./job-events.js";
import { encodeWebhookPayload, webhookPayload, type WebhookJobKind, type WebhookTarget } from "./webhook-payload.js";

/** How webhooks are delivered; every bound has a default (see `webhookDeliveryDefaults`). */
export interface WebhookDeliveryOptions {
  /** Attempts per event (the first send and its retries). @default 4 */
  maxAttempts?: number;
  /** Wait before the first retry, in milliseconds; each later retry waits 5 × longer (at most a minute). @default 1000 */
  firstRetryMs?: number;
  /** Time a receiver has to answer one delivery (headers), in milliseconds. @default 10000 */
  timeoutMs?: number;
  /** Bytes of deliveries waiting, all webhooks together; past it `page`/`action` events are dropped (and logged). @default 33554432 (32 MiB) */
  maxQueuedBytes?: number;
  /** Deliveries in flight at once, all webhooks together. @default 8 */
  concurrency?: number;
  /**
   * On `engine.close()`, how long deliveries still queued may take (no retry waits: an attempt that
   * fails is the last) before the rest are dropped, in milliseconds. A job's end is queued just
   * before close, so without it a script's last `crawl.completed` never left. @default 5000
   */
  closeGraceMs?: number;
}

export const webhookDeliveryDefaults = {
  maxAttempts: 4,
  firstRetryMs: 1000,
  timeoutMs: 10_000,
  maxQueuedBytes: 32 * 1024 * 1024,
  concurrency: 8,
  closeGraceMs: 5000,
} as const satisfies Required<WebhookDeliveryOptions>;

const retryGrowth = 5;
const maxRetryWaitMs = 60_000;

/** Sends one delivery and answers the response status (the engine's SSRF-guarded POST). */
export type WebhookSend = (url: string, body: Buffer, request: { headers: Record<string, string>; signal: AbortSignal; timeoutMs: number }) => Promise<number>;

interface Delivery {
  type: string;
  body: Buffer;
  /** The job's end (completed, failed, cancelled): always gets every attempt. */
  final: boolean;
}

/** One job's deliveries to one webhook, sent in order. */
interface Outbox {
  kind: WebhookJobKind;
  jobId: string;
  target: WebhookTarget;
  queue: Delivery[];
  pumping: boolean;
  /** An event used up every attempt: later ones (but the job's end) get one attempt each until one gets through. */
  failing: boolean;
  /** The target is refused (private address): nothing more is sent. */
  refused: boolean;
  dropped: number;
}

const lifecycle = new Set<JobEvent["type"]>(["started", "completed", "failed", "cancelled"]);

/** Only the origin: a webhook URL's path or query may hold a token, and logs never carry credentials. */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "(invalid URL)";
  }
}

/**
 * Delivers job events to webhooks without ever holding up a job: events are queued (bounded in
 * bytes; lifecycle events always fit), sent in order per job with a few at a time across jobs,
 * signed with the engine's secret, retried with exponential backoff up to `maxAttempts`, each with
 * its `webhookId` for the receiver to drop repeats. A receiver that hangs, fails or answers huge
 * costs only its own deliveries' time.
 */
export class WebhookDispatcher {
  readonly #settings: Required<WebhookDeliveryOptions>;
  readonly #secret: string | undefined;
  readonly #send: WebhookSend;
  readonly #log: (line: string) => void;
  readonly #closed = new AbortController();
  /** Aborted when close() starts: retry waits end and failed attempts are not repeated. */
  readonly #closing = new AbortController();
  readonly #slots: (() => void)[] = [];
  #active = 0;
  #queuedBytes = 0;
  readonly #pumps = new Set<Promise<void>>();

  constructor(options: { secret: string | undefined; delivery: WebhookDeliveryOptions | undefined; send: WebhookSend; log: (line: string) => void }) {
    this.#settings = { ...webhookDeliveryDefaults, ...options.delivery };
    this.#secret = options.secret;
    this.#send = options.send;
    this.#log = options.log;
  }

  /** Sends `events` of the job to `target` from now on. */
  attach(kind: WebhookJobKind, jobId: string, target: WebhookTarget, events: JobEvents): void {
    const outbox: Outbox = { kind, jobId, target, queue: [], pumping: false, failing: false, refused: false, dropped: 0 };
    events.on((event) => this.#accept(outbox, event));
  }

  /**
   * Gives queued deliveries up to `closeGraceMs` (one attempt each from now on), then stops the
   * rest; resolves once the senders have unwound.
   */
  async close(): Promise<void> {
    this.#closing.abort();
    if (this.#pumps.size > 0 && this.#settings.closeGraceMs > 0) {
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.#settings.closeGraceMs)));
      await Promise.race([this.#drained(), grace]);
      clearTimeout(timer);
    }
    this.#closed.abort();
    for (const wake of this.#slots.splice(0)) wake();
    await Promise.allSettled([...this.#pumps]);
  }

  /** Resolves when no pump is left, including pumps started while waiting. */
  async #drained(): Promise<void> {
    while (this.#pumps.size > 0) await Promise.allSettled([...this.#pumps]);
  }

  #accept(outbox: Outbox, event: JobEvent): void {
    if (this.#closed.signal.aborted || outbox.refused) return;
    const payload = webhookPayload(outbox.kind, outbox.jobId, outbox.target, event);
    if (payload === undefined) return;
    const bytes = event.type === "page" ? event.documentBytes.byteLength : 0;
    if (!lifecycle.has(event.type) && this.#queuedBytes + bytes > this.#settings.maxQueuedBytes) {
      if (outbox.dropped++ === 0) {
        this.#log(`webhook of ${outbox.kind} ${outbox.jobId}: the delivery queue is full (maxQueuedBytes); ${payload.type} events are dropped until it drains`);
      }
      return;
    }
    const body = encodeWebhookPayload(payload, event);
    this.#queuedBytes += body.byteLength;
    outbox.queue.push({ type: payload.type, body, final: event.type === "completed" || event.type === "failed" || event.type === "cancelled" });
    if (!outbox.pumping) {
      outbox.pumping = true;
      // Nothing in a pump is meant to throw; if something does, it is logged, never an unhandled rejection.
      const pump = this.#pump(outbox)
        .catch((error: unknown) => this.#log(`webhook of ${outbox.kind} ${outbox.jobId}: delivery stopped on an unexpected error: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => this.#pumps.delete(pump));
      this.#pumps.add(pump);
    }
  }

  async #pump(outbox: Outbox): Promise<void> {
    try {
      for (let next = outbox.queue[0]; next !== undefined; next = outbox.queue[0]) {
        if (!this.#closed.signal.aborted && !outbox.refused) await this.#deliver(outbox, next);
        outbox.queue.shift();
        this.#queuedBytes -= next.body.byteLength;
      }
    } finally {
      outbox.pumping = false;
    }
  }

  async #deliver(outbox: Outbox, delivery: Delivery): Promise<void> {
    // Names in lower case, so the engine's own headers replace same-named custom ones in any letter case.
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(outbox.target.headers)) headers[name.toLowerCase()] = value;
    headers["content-type"] = "application/json";
    delete headers[WEBHOOK_SIGNATURE_HEADER];
    if (this.#secret !== undefined) headers[WEBHOOK_SIGNATURE_HEADER] = signWebhook(delivery.body, this.#secret);
    // The end is what a receiver most needs: a receiver that was down for a page's attempts still gets all of them for it.
    const attempts = outbox.failing && !delivery.final ? 1 : this.#settings.maxAttempts;
    let last = "";
    let made = 0;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (this.#closed.signal.aborted) return;
      made = attempt;
      await this.#acquire();
      try {
        if (this.#closed.signal.aborted) return;
        const status = await this.#sendOnce(outbox.target.url, delivery.body, headers);
        if (status >= 200 && status < 300) {
          outbox.failing = false;
          return;
        }
        last = `HTTP ${status}`;
      } catch (error) {
        if (error instanceof FetchFailure && error.kind === "blocked-address") {
          outbox.refused = true;
          this.#log(`webhook of ${outbox.kind} ${outbox.jobId}: ${originOf(outbox.target.url)} is a private address the engine may not reach (allowPrivateNetwork); no events are sent to it`);
          return;
        }
        last = error instanceof FetchFailure ? error.kind : "error";
      } finally {
        this.#release();
      }
      // Closing: the engine is going away, there is no later to retry in.
      if (this.#closing.signal.aborted) break;
      if (attempt < attempts) await this.#wait(this.#retryWait(attempt));
    }
    outbox.failing = true;
    if (!this.#closed.signal.aborted) {
      this.#log(`webhook of ${outbox.kind} ${outbox.jobId}: ${delivery.type} to ${originOf(outbox.target.url)} not delivered after ${made} attempt(s) (last: ${last})`);
    }
  }

  /**
   * One send with its own signal, aborted by close(). Not `closed.signal` itself: the sender derives
   * its signal from it with AbortSignal.any, which (Node 20) keeps a reference per call on its source
   * until that source aborts, so a lifelong source would grow with every delivery.
   */
  async #sendOnce(url: string, body: Buffer, headers: Record<string, string>): Promise<number> {
    const attempt = new AbortController();
    const stop = () => attempt.abort();
    this.#closed.signal.addEventListener("abort", stop, { once: true });
    try {
      return await this.#send(url, body, { headers, signal: attempt.signal, timeoutMs: this.#settings.timeoutMs });
    } finally {
      this.#closed.signal.removeEventListener("abort", stop);
    }
  }

  #retryWait(attempt: number): number {
    const base = Math.min(maxRetryWaitMs, this.#settings.firstRetryMs * retryGrowth ** (attempt - 1));
    // ±20 %, so receivers that failed together are not retried in lockstep.
    return Math.round(base * (0.8 + Math.random() * 0.4));
  }

  #wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const signal = this.#closing.signal;
      if (signal.aborted) return resolve();
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener("abort", done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      signal.addEventListener("abort", done, { once: true });
    });
  }

  async #acquire(): Promise<void> {
    if (this.#active < this.#settings.concurrency || this.#closed.signal.aborted) {
      this.#active += 1;
      return;
    }
    await new Promise<void>((resolve) => this.#slots.push(resolve));
    this.#active += 1;
  }

  #release(): void {
    this.#active -= 1;
    this.#slots.shift()?.();
  }
}
