import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { ipLiteralOf } from "../fetch/address-policy.js";
import { BlockedAddressError } from "../fetch/fetch-failure.js";
import { createGuardedLookup, type HostResolver } from "../fetch/guarded-lookup.js";
import type { AddressBlocker } from "../fetch/private-allow-list.js";

/** Policy and bounds of the browser's egress proxy (the same as the fetch path's). */
export interface EgressProxyOptions {
  resolver: HostResolver;
  isBlocked: AddressBlocker;
  /** Idle budget of one proxied connection, in milliseconds. */
  timeoutMs: number;
  /** Largest plain-HTTP response body passed on, in bytes (tunnels are encrypted and only time-bounded). */
  maxBodyBytes: number;
}

/** One request the proxy could not or would not serve, kept briefly so a failed navigation can say why. */
export interface ProxyFailure {
  /** `host` or `host:port` as the browser asked for it. */
  host: string;
  kind: "blocked" | "dns" | "connection";
  /** The error code (dns, connection); never the address a blocked host resolved to. */
  detail: string;
  at: number;
}

const dnsCodes = new Set(["ENOTFOUND", "EAI_AGAIN", "EAI_NONAME", "EAI_FAIL", "ENODATA"]);

/** Header the proxy puts on its own error answers (value: the failure kind), so they are not taken for the site's. */
export const proxyFailureHeader = "x-webdata-proxy-failure";

/** Credentials the engine's own Chromium answers the proxy's 407 challenge with (Playwright's launch `proxy`). */
export interface ProxyCredentials {
  username: string;
  password: string;
}

const challenge = 'Basic realm="webdata engine browser proxy", charset="UTF-8"';

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

// Hop-by-hop and proxy headers never forwarded (RFC 9110 §7.6.1).
const hopHeaders = new Set(["connection", "keep-alive", "proxy-connection", "proxy-authorization", "proxy-authenticate", "te", "trailer", "transfer-encoding", "upgrade"]);

/**
 * An HTTP proxy on loopback that every browser request goes through (Chromium is started with
 * `--proxy-server` and loopback is not bypassed). It resolves each host with the engine's guarded
 * lookup, so documents, subresources, fetch/XHR, WebSockets and redirects meet the same
 * private-network rule as the fetch path, checked on the address really dialled.
 * Only the engine's Chromium may use it: every request must carry this proxy's random credentials
 * (`Proxy-Authorization: Basic`), otherwise it is answered 407, so another local program cannot
 * borrow the engine's network position (its allow-list) or hide behind it.
 */
export class EgressProxy {
  readonly #server: Server;
  readonly #options: EgressProxyOptions;
  readonly #lookup: ReturnType<typeof createGuardedLookup>;
  readonly #sockets = new Set<Socket>();
  readonly #failures: ProxyFailure[] = [];
  #port = 0;
  readonly #credentials: ProxyCredentials = { username: "webdata-engine", password: randomBytes(24).toString("base64url") };
  // Compared as digests: equal lengths for timingSafeEqual, whatever a client sends.
  readonly #expected = digest(`Basic ${Buffer.from(`${this.#credentials.username}:${this.#credentials.password}`).toString("base64")}`);

  constructor(options: EgressProxyOptions) {
    this.#options = options;
    this.#lookup = createGuardedLookup(options.resolver, options.isBlocked);
    this.#server = createServer((req, res) => this.#forward(req, res));
    this.#server.on("connect", (req: IncomingMessage, socket: Socket, head: Buffer) => this.#tunnel(req, socket, head));
    this.#server.on("connection", (socket: Socket) => {
      this.#sockets.add(socket);
      socket.once("close", () => this.#sockets.delete(socket));
    });
  }

  /** `http://127.0.0.1:<port>`, for `--proxy-server`. */
  get url(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  /** What the browser must answer the 407 challenge with (new random values for each engine). */
  get credentials(): Readonly<ProxyCredentials> {
    return this.#credentials;
  }

  /** Whether the request carries this proxy's credentials (checked in constant time). */
  #authorized(req: IncomingMessage): boolean {
    const given = req.headers["proxy-authorization"];
    return typeof given === "string" && timingSafeEqual(digest(given.trim()), this.#expected);
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.#server.once("error", reject);
      this.#server.listen(0, "127.0.0.1", () => resolve());
    });
    this.#port = (this.#server.address() as AddressInfo).port;
  }

  /** Requests refused or failed since `since` (epoch ms). */
  failuresSince(since: number): ProxyFailure[] {
    return this.#failures.filter((entry) => entry.at >= since);
  }

  async close(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #refusal(host: string, error: unknown): { status: number; kind: ProxyFailure["kind"]; text: string } {
    if (error instanceof BlockedAddressError) {
      // Neither the log nor the answer names the address: a page may read this answer.
      this.#remember(host, "blocked", "private address");
      return { status: 403, kind: "blocked", text: `Refused: ${host} resolves to a private or reserved address.` };
    }
    const code = (error as { code?: string } | null)?.code ?? "error";
    const kind = dnsCodes.has(code) ? "dns" : "connection";
    this.#remember(host, kind, code);
    return { status: 502, kind, text: `Could not reach ${host} (${code}).` };
  }

  #remember(host: string, kind: ProxyFailure["kind"], detail: string): void {
    this.#failures.push({ host, kind, detail, at: Date.now() });
    if (this.#failures.length > 200) this.#failures.splice(0, this.#failures.length - 200);
  }

  /** IP literals never go through the lookup hook, so they are checked here. */
  #literalBlocked(hostname: string): boolean {
    const literal = ipLiteralOf(hostname);
    if (literal === undefined || !this.#options.isBlocked(literal, literal)) return false;
    this.#remember(hostname, "blocked", "private address");
    return true;
  }

  /** Plain HTTP: the browser sends an absolute-form request; forward it with the guarded lookup. */
  #forward(req: IncomingMessage, res: ServerResponse): void {
    if (!this.#authorized(req)) {
      res.writeHead(407, { "proxy-authenticate": challenge, "content-type": "text/plain" }).end("Proxy authentication required.");
      return;
    }
    let target: URL;
    try {
      target = new URL(req.url ?? "");
    } catch {
      res.writeHead(400, { "content-type": "text/plain" }).end("Only absolute http:// URLs are proxied.");
      return;
    }
    if (target.protocol !== "http:") {
      res.writeHead(400, { "content-type": "text/plain" }).end("Only http:// is proxied in the clear; use CONNECT for TLS.");
      return;
    }
    if (this.#literalBlocked(target.hostname)) {
      res.writeHead(403, { "content-type": "text/plain", [proxyFailureHeader]: "blocked" }).end(`Refused: ${target.host} is a private or local address.`);
      return;
    }
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !hopHeaders.has(name)) headers[name] = value;
    }
    const upstream = httpRequest({
      host: target.hostname.replace(/^\[|\]$/g, ""),
      port: target.port === "" ? 80 : Number(target.port),
      method: req.method,
      path: `${target.pathname}${target.search}`,
      headers,
      lookup: this.#lookup,
      timeout: this.#options.timeoutMs,
    });
    upstream.on("timeout", () => upstream.destroy(Object.assign(new Error("timed out"), { code: "ETIMEDOUT" })));
    upstream.on("error", (error) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const refusal = this.#refusal(target.host, error);
      res.writeHead(refusal.status, { "content-type": "text/plain", [proxyFailureHeader]: refusal.kind }).end(refusal.text);
    });
    upstream.on("response", (response) => {
      const out: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined && !hopHeaders.has(name)) out[name] = value;
      }
      res.writeHead(response.statusCode ?? 502, out);
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > this.#options.maxBodyBytes) {
          response.destroy();
          res.destroy();
        }
      });
      response.pipe(res);
    });
    req.pipe(upstream);
  }

  /** HTTPS and WebSockets: a CONNECT tunnel, opened only to an address the policy allows. */
  #tunnel(req: IncomingMessage, client: Socket, head: Buffer): void {
    const match = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(req.url ?? "");
    client.on("error", () => client.destroy());
    if (!this.#authorized(req)) {
      client.end(`HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: ${challenge}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
      return;
    }
    if (match === null) {
      client.end("HTTP/1.1 400 Bad Request\r\n\r\n");
      return;
    }
    const hostname = (match[1] ?? "").replace(/^\[|\]$/g, "");
    const port = Number(match[2]);
    if (this.#literalBlocked(hostname)) {
      client.end("HTTP/1.1 403 Forbidden\r\n\r\n");
      return;
    }
    const upstream = connect({ host: hostname, port, lookup: this.#lookup, timeout: this.#options.timeoutMs });
    let connected = false;
    upstream.once("connect", () => {
      connected = true;
      upstream.setTimeout(this.#options.timeoutMs, () => upstream.destroy());
      client.setTimeout(this.#options.timeoutMs, () => client.destroy());
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.once("timeout", () => upstream.destroy(Object.assign(new Error("timed out"), { code: "ETIMEDOUT" })));
    upstream.once("error", (error) => {
      if (!connected && client.writable) {
        const refusal = this.#refusal(`${hostname}:${port}`, error);
        client.end(`HTTP/1.1 ${refusal.status} ${refusal.status === 403 ? "Forbidden" : "Bad Gateway"}\r\n\r\n`);
      } else client.destroy();
    });
    client.once("close", () => upstream.destroy());
    upstream.once("close", () => client.destroy());
  }
}
