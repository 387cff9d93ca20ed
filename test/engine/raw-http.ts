/** Plain node:http requests for attack tests: any `Host`, `Origin` or content type, cut bodies. */
import { request } from "node:http";
import { connect } from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  // Bodies are checked field by field by the assertions.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

/** Sends one request to `origin` (`http://127.0.0.1:port`) with exactly these headers (Host included). */
export function rawRequest(origin: string, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawResponse> {
  const url = new URL(origin);
  // Node frames a GET/DELETE body only with an explicit length.
  if (body !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === "content-length")) {
    headers = { ...headers, "content-length": String(Buffer.byteLength(body)) };
  }
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * Opens a connection, sends a request head promising `length` bytes and only part of the body, then
 * cuts the connection (`reset` sends a TCP RST instead of a FIN). Resolves once the socket is closed.
 */
export function cutBody(origin: string, method: string, path: string, headers: Record<string, string>, options: { length?: number; sent?: string; reset?: boolean } = {}): Promise<void> {
  const url = new URL(origin);
  const length = options.length ?? 10_000;
  const sent = options.sent ?? '{"url":"http://example.com/", "formats": ["mark';
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      const head = [`${method} ${path} HTTP/1.1`, `Host: ${url.host}`, `Content-Length: ${length}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), "", ""].join("\r\n");
      socket.write(head + sent, () => {
        // Give the server a moment to start reading the body before the cut.
        setTimeout(() => (options.reset === true ? socket.resetAndDestroy() : socket.destroy()), 30);
      });
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve());
  });
}
