import type { IncomingMessage, ServerResponse } from "node:http";

/** The outcome of reading a JSON request body. */
export type JsonBody = { ok: true; value: unknown } | { ok: false; reason: "invalid-json" | "too-large" };

/** Reads and parses a JSON body of at most `maxBytes` bytes. An empty body reads as `{}`. */
export async function readJsonBody(req: IncomingMessage, maxBytes: number): Promise<JsonBody> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      req.resume();
      return { ok: false, reason: "too-large" };
    }
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks, size).toString("utf8").trim();
  if (text === "") return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: "invalid-json" };
  }
}

/** Sends `body` as JSON with `status`. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(payload),
    ...headers,
  });
  res.end(payload);
}
