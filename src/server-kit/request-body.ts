import type { IncomingMessage } from "node:http";

/** Largest JSON request body either server reads, in bytes (scrape bodies with schemas stay far below). */
export const DEFAULT_MAX_BODY_BYTES = 5 * 1024 * 1024;

/** A request body read as text. Past the cap the rest is drained and dropped, and `tooLarge` is set. */
export interface RawBody {
  text: string;
  tooLarge: boolean;
}

/** Reads the whole body as UTF-8, keeping at most `maxBytes` bytes. */
export async function readRawBody(req: IncomingMessage, maxBytes = DEFAULT_MAX_BODY_BYTES): Promise<RawBody> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  return { text: size > maxBytes ? "" : Buffer.concat(chunks).toString("utf8"), tooLarge: size > maxBytes };
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
