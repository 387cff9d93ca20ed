import type { IncomingMessage } from "node:http";

/** Largest JSON request body either server reads, in bytes (scrape bodies with schemas stay far below). */
export const DEFAULT_MAX_BODY_BYTES = 5 * 1024 * 1024;

/** A request body read as text. Past the cap the rest is drained and dropped, and `tooLarge` is set. */
export interface RawBody {
  text: string;
  tooLarge: boolean;
}

/** The error a body read rejects with when the client goes away before the body ends. */
export class RequestAbortedError extends Error {
  readonly code = "ECONNRESET";
  constructor() {
    super("the client closed the connection before the request body ended");
    this.name = "RequestAbortedError";
  }
}

/**
 * Reads the whole body as UTF-8, keeping at most `maxBytes` bytes. Settles exactly once: a client
 * that cuts its body, resets or closes rejects with `RequestAbortedError` (that request ends; the
 * server goes on).
 */
export function readRawBody(req: IncomingMessage, maxBytes = DEFAULT_MAX_BODY_BYTES): Promise<RawBody> {
  return new Promise<RawBody>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (settle: () => void) => {
      req.off("data", onData).off("end", onEnd).off("error", onGone).off("close", onGone);
      settle();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    };
    const onEnd = () => done(() => resolve({ text: size > maxBytes ? "" : Buffer.concat(chunks).toString("utf8"), tooLarge: size > maxBytes }));
    const onGone = () => done(() => reject(new RequestAbortedError()));
    // A listener stays on so a late `error` after settling is never thrown as unhandled.
    req.on("error", () => {});
    if (req.readableEnded) return onEnd();
    if (req.destroyed) return onGone();
    req.on("data", onData).on("end", onEnd).on("error", onGone).on("close", onGone);
  });
}

/** A body parsed as JSON. An empty body is `undefined`; invalid JSON keeps the raw text. */
export type ParsedBody = { ok: true; value: unknown } | { ok: false; text: string };

export function parseJsonBody(text: string): ParsedBody {
  if (text.trim() === "") return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, text };
  }
}
