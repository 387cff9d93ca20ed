import type { ServerResponse } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { defaultBodyFor, encodeBody, replyHeaders, type MockReply } from "./http-io.js";
import type { MockRoute, RecordedRequest, ScriptedResponse } from "./types.js";

interface QueuedResponse {
  response: ScriptedResponse;
  remaining: number;
}

/** Per-route FIFO of one-shot scripted responses. */
export class ScriptQueue {
  private readonly queues = new Map<MockRoute, QueuedResponse[]>();

  add(route: MockRoute, responses: ScriptedResponse[]): void {
    const queue = this.queues.get(route) ?? [];
    for (const response of responses) {
      validateScripted(route, response);
      queue.push({ response, remaining: response.times ?? 1 });
    }
    this.queues.set(route, queue);
  }

  /** The next scripted response for `route`, consuming one use of it. */
  take(route: MockRoute): ScriptedResponse | undefined {
    const queue = this.queues.get(route);
    const head = queue?.[0];
    if (!queue || !head) return undefined;
    head.remaining -= 1;
    if (head.remaining <= 0) queue.shift();
    return head.response;
  }

  clear(): void {
    this.queues.clear();
  }
}

/** Sends a scripted response: waits `delayMs`, then resets, truncates or answers in full. */
export async function sendScripted(
  res: ServerResponse,
  scripted: ScriptedResponse,
  request: RecordedRequest,
  lifetime: AbortSignal,
): Promise<void> {
  if (scripted.delayMs !== undefined && scripted.delayMs > 0) {
    try {
      await sleep(scripted.delayMs, undefined, { signal: lifetime });
    } catch {
      res.destroy();
      return;
    }
  }
  if (scripted.reset) {
    res.destroy();
    return;
  }
  const status = scripted.status ?? 200;
  const body = typeof scripted.body === "function" ? scripted.body(request) : scripted.body;
  const reply: MockReply = { status, body: body === undefined ? defaultBodyFor(status) : body };
  if (scripted.headers) reply.headers = scripted.headers;
  const { bytes, contentType } = encodeBody(reply.body);
  res.writeHead(status, replyHeaders(reply, bytes, contentType));
  if (!scripted.truncate) {
    res.end(bytes);
    return;
  }
  // Content-Length still announces the whole body, so the client sees a premature close.
  res.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => res.destroy());
}

function validateScripted(route: MockRoute, response: ScriptedResponse): void {
  const { status, times, delayMs } = response;
  if (status !== undefined && (!Number.isInteger(status) || status < 100 || status > 599)) {
    throw new RangeError(`script("${route}"): status must be an integer from 100 to 599, got ${String(status)}`);
  }
  if (times !== undefined && (!Number.isInteger(times) || times < 1)) {
    throw new RangeError(`script("${route}"): times must be a positive integer, got ${String(times)}`);
  }
  if (delayMs !== undefined && (!Number.isFinite(delayMs) || delayMs < 0)) {
    throw new RangeError(`script("${route}"): delayMs must be a non-negative number, got ${String(delayMs)}`);
  }
}
