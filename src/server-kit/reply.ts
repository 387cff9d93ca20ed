import type { ServerResponse } from "node:http";
import { releaseNow } from "../core/release-buffer.js";

/** One complete HTTP answer. Objects are sent as JSON, strings as text, `undefined` as an empty body. */
export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A JSON reply. */
export function json(status: number, body: unknown, headers?: Record<string, string>): Reply {
  return headers === undefined ? { status, body } : { status, body, headers };
}

/**
 * A JSON body already encoded (e.g. documents stored as JSON, sent on without parsing them), in
 * parts written one after another: joining multi-megabyte documents into one buffer first would be
 * one more copy of each. With `release`, the parts belong to the reply: their memory is freed as
 * soon as they are sent, not at some later garbage collection (bench P7).
 */
export class EncodedJson {
  constructor(
    readonly parts: readonly Uint8Array[],
    readonly release = false,
  ) {}

  get byteLength(): number {
    return this.parts.reduce((sum, part) => sum + part.byteLength, 0);
  }

  /** The body as one buffer (joined here, for a caller that wants it so). */
  get bytes(): Buffer {
    const [only] = this.parts;
    return this.parts.length === 1 && only !== undefined ? Buffer.from(only.buffer, only.byteOffset, only.byteLength) : Buffer.concat(this.parts);
  }
}

/** Serialises a reply body and picks its content type. */
export function encodeBody(body: unknown): { bytes: Buffer; contentType: string | null } {
  if (body === undefined) return { bytes: Buffer.alloc(0), contentType: null };
  if (body instanceof EncodedJson) return { bytes: body.bytes, contentType: "application/json; charset=utf-8" };
  if (typeof body === "string") return { bytes: Buffer.from(body, "utf8"), contentType: "text/plain; charset=utf-8" };
  return { bytes: Buffer.from(JSON.stringify(body), "utf8"), contentType: "application/json; charset=utf-8" };
}

/** Response headers of a reply; explicit reply headers win over the defaults. */
export function replyHeaders(reply: Reply, bytes: { readonly length: number }, contentType: string | null): Record<string, string> {
  const headers: Record<string, string> = { "content-length": String(bytes.length) };
  if (contentType !== null) headers["content-type"] = contentType;
  for (const [name, value] of Object.entries(reply.headers ?? {})) headers[name.toLowerCase()] = value;
  return headers;
}

/** Sends a reply, unless the answer already started or the caller went away. */
export function sendReply(res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return;
  if (reply.body instanceof EncodedJson) return sendParts(res, reply, reply.body);
  const { bytes, contentType } = encodeBody(reply.body);
  res.writeHead(reply.status, replyHeaders(reply, bytes, contentType));
  res.end(bytes);
}

function sendParts(res: ServerResponse, reply: Reply, body: EncodedJson): void {
  res.writeHead(reply.status, replyHeaders(reply, { length: body.byteLength }, "application/json; charset=utf-8"));
  for (const part of body.parts) res.write(part);
  res.end();
  // "finish": the last write is done, so no socket write points into the parts any more.
  if (body.release) res.once("finish", () => body.parts.forEach(releaseNow));
}
