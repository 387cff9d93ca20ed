import type { IncomingMessage, ServerResponse } from "node:http";
import { internalError } from "./error-replies.js";
import type { HttpGate } from "./http-gate.js";
import { sendReply } from "./reply.js";

/** A request handler of either server; it may throw or reject. */
export type GuardedHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** How a guarded listener reports what went wrong. */
export interface GuardedListenerOptions {
  /** Receives one line per failed request (never the request's headers, so never a key). */
  log: (line: string) => void;
  /** Text of the 500 body. @default "An unexpected error occurred." */
  internalMessage?: string | undefined;
}

/** True for the errors of a client that went away (a cut body, a reset socket): nothing to answer. */
export function isClientGone(error: unknown, req: IncomingMessage, res: ServerResponse): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // Not `req.destroyed`: a request whose body was read to the end is destroyed too.
  return req.socket.destroyed || res.destroyed || code === "ECONNRESET" || code === "EPIPE" || code === "ERR_STREAM_PREMATURE_CLOSE";
}

function ignore(): void {}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/**
 * The `request` listener of a server: the gate first, then `handler`, such that nothing a request
 * does can end the process. Errors on the request, the response and the socket (a client that cuts
 * its body, resets, stops reading) are caught and end that request only; a handler that throws or
 * rejects answers a 500 JSON body (or closes the socket when its answer had started) and is logged.
 */
export function guardedListener(gate: HttpGate, handler: GuardedHandler, options: GuardedListenerOptions) {
  const path = (req: IncomingMessage) => (req.url ?? "/").split("?")[0]?.slice(0, 200);
  // One listener per socket, not per request: a keep-alive socket serves many requests.
  const guardedSockets = new WeakSet<object>();
  return (req: IncomingMessage, res: ServerResponse): void => {
    // Without listeners, an `error` event (ECONNRESET on a cut body, EPIPE on a write) is thrown.
    req.on("error", ignore);
    res.on("error", ignore);
    if (!guardedSockets.has(req.socket)) {
      guardedSockets.add(req.socket);
      req.socket.on("error", ignore);
    }
    const fail = (error: unknown) => {
      if (isClientGone(error, req, res)) {
        res.destroy();
        return;
      }
      options.log(`${req.method ?? "GET"} ${path(req)} failed: ${describe(error)}`);
      if (res.headersSent) res.destroy();
      else sendReply(res, internalError(options.internalMessage));
    };
    try {
      const refused = gate.check(req, res);
      if (refused !== null) {
        // The body is drained unread (memory stays flat), so the client sees the answer, not a reset.
        req.resume();
        sendReply(res, refused);
        return;
      }
      const result = handler(req, res);
      if (result instanceof Promise) result.catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}
