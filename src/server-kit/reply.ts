import type { ServerResponse } from "node:http";

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

/** A JSON body already encoded (e.g. documents stored as JSON, sent on without parsing them). */
export class EncodedJson {
  constructor(readonly bytes: Buffer) {}
}

/** Serialises a reply body and picks its content type. */
export function encodeBody(body: unknown): { bytes: Buffer; contentType: string | null } {
  if (body === undefined) return { bytes: Buffer.alloc(0), contentType: null };
  if (body instanceof EncodedJson) return { bytes: body.bytes, contentType: "application/json; charset=utf-8" };
  if (typeof body === "string") return { bytes: Buffer.from(body, "utf8"), contentType: "text/plain; charset=utf-8" };
  return { bytes: Buffer.from(JSON.stringify(body), "utf8"), contentType: "application/json; charset=utf-8" };
}

/** Response headers of a reply; explicit reply headers win over the defaults. */
export function replyHeaders(reply: Reply, bytes: Buffer, contentType: string | null): Record<string, string> {
  const headers: Record<string, string> = { "content-length": String(bytes.length) };
  if (contentType !== null) headers["content-type"] = contentType;
  for (const [name, value] of Object.entries(reply.headers ?? {})) headers[name.toLowerCase()] = value;
  return headers;
}

/** Sends a reply, unless the answer already started or the caller went away. */
export function sendReply(res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return;
  const { bytes, contentType } = encodeBody(reply.body);
  res.writeHead(reply.status, replyHeaders(reply, bytes, contentType));
  res.end(bytes);
}
