import { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";

/** What a route handler answers. */
export interface MockReply {
  status: number;
  /** Objects are sent as JSON, strings as-is, `undefined` as an empty body. */
  body: unknown;
  headers?: Record<string, string>;
}

/** Largest request body the mock reads, in bytes (keeps a runaway test from eating memory). */
const MAX_BODY_BYTES = 32 * 1024 * 1024;

/** Reads the whole request body as UTF-8 text; past the cap it keeps draining but drops the bytes. */
export function readBody(req: IncomingMessage): Promise<{ text: string; tooLarge: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on("end", () => resolve({ text: Buffer.concat(chunks).toString("utf8"), tooLarge: size > MAX_BODY_BYTES }));
    req.on("error", reject);
  });
}

/** Parses a body as JSON; `ok: false` keeps the raw text for the recording. */
export function parseBody(text: string): { ok: true; value: unknown } | { ok: false; value: string } {
  if (text.length === 0) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, value: text };
  }
}

/** Serialises a reply body and picks its content type. */
export function encodeBody(body: unknown): { bytes: Buffer; contentType: string | null } {
  if (body === undefined) return { bytes: Buffer.alloc(0), contentType: null };
  if (typeof body === "string") return { bytes: Buffer.from(body, "utf8"), contentType: "text/plain; charset=utf-8" };
  return { bytes: Buffer.from(JSON.stringify(body), "utf8"), contentType: "application/json; charset=utf-8" };
}

/** Builds the status line headers; explicit reply headers win over the defaults. */
export function replyHeaders(reply: MockReply, bytes: Buffer, contentType: string | null): Record<string, string> {
  const headers: Record<string, string> = { "content-length": String(bytes.length) };
  if (contentType) headers["content-type"] = contentType;
  for (const [name, value] of Object.entries(reply.headers ?? {})) headers[name.toLowerCase()] = value;
  return headers;
}

/** Sends a complete reply. */
export function sendReply(res: ServerResponse, reply: MockReply): void {
  const { bytes, contentType } = encodeBody(reply.body);
  res.writeHead(reply.status, replyHeaders(reply, bytes, contentType));
  res.end(bytes);
}

/** Default body for a scripted status with no body. */
export function defaultBodyFor(status: number): unknown {
  if (status < 400) return { success: true };
  return { success: false, error: STATUS_CODES[status] ?? `HTTP ${status}` };
}

/** JSON reply helper. */
export function json(status: number, body: unknown, headers?: Record<string, string>): MockReply {
  return headers ? { status, body, headers } : { status, body };
}
