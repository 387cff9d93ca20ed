import type { IncomingMessage, ServerResponse } from "node:http";
import { isIP } from "node:net";
import { networkInterfaces } from "node:os";
import { apiError } from "./error-replies.js";
import type { Reply } from "./reply.js";
import { requestPath } from "./request-target.js";
import { isLoopbackHost } from "../core/loopback.js";

/**
 * The first check of every request either server answers, before auth and routing: who may talk to
 * a server on this machine at all. A web page the user opens can send requests to loopback; these
 * rules make sure none of them starts work:
 *  - `Host` must name this server (loopback names, the bound address, or `allowedHosts`), so a page
 *    that reached the port through DNS rebinding (its own name resolving to 127.0.0.1) is refused;
 *  - a request carrying `Origin` (every cross-origin fetch, XHR, form POST and beacon does) is
 *    refused unless the origin is in `allowedOrigins`; only those get CORS headers;
 *  - a request body must be `application/json`, which a page cannot send cross-origin without a
 *    preflight, so no "simple" request (a `text/plain` form or beacon) reaches a handler.
 */
export interface HttpGateOptions {
  /**
   * Extra `Host` names the server answers to (`webdata.example.com`, or `name:port` for one port).
   * Loopback names and the bound address are always accepted.
   */
  allowedHosts?: readonly string[] | undefined;
  /** Origins (`https://app.example.com`) whose pages may call the server; they get CORS headers. */
  allowedOrigins?: readonly string[] | undefined;
  /**
   * Requests whose body no handler reads (e.g. the 501 of a feature this server lacks, which
   * clients may call with a file upload): exempt from the JSON-only rule. Host and Origin still apply.
   */
  bodyIgnored?: ((method: string, pathname: string) => boolean) | undefined;
  /**
   * Paths a page this server serves calls on itself (the live viewer's frames and input): a request
   * whose `Origin` is the server's own (the host it was sent to, which passed the Host check) goes on
   * there, without CORS headers. Every other origin is still refused, and own-origin requests to other
   * paths too, so no page the server serves can drive the rest of the API.
   */
  sameOriginPaths?: ((method: string, pathname: string) => boolean) | undefined;
  /** Name of the option that adds a host, for the refusal message. @default "allowedHosts" */
  hostOptionName?: string | undefined;
  /** Name of the option that adds an origin, for the refusal message. @default "allowedOrigins" */
  originOptionName?: string | undefined;
}

/** Where the server listens, known once it does. */
export interface GateBinding {
  /** The bound address, e.g. `127.0.0.1`, `::1`, `0.0.0.0`, `192.168.1.5`. */
  address: string;
  port: number;
}

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);
const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);
// Headers a page allowed by `allowedOrigins` may read (the rest of CORS stays closed).
const EXPOSED_HEADERS = "mcp-session-id, retry-after, www-authenticate, deprecation, link, x-credits-charged";

/** Splits `host[:port]` (IPv6 in brackets) into a lower-case name and the port (`undefined` when absent). */
export function splitHostHeader(value: string): { name: string; port: number | undefined } | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i.exec(value.trim());
  if (match === null) return undefined;
  const name = (match[1] ?? "").toLowerCase().replace(/\.$/, "");
  return { name, port: match[2] === undefined ? undefined : Number(match[2]) };
}

/** `https://Example.com:443/` → `https://example.com`; `undefined` for anything that is not an http(s) origin. */
export function normalizeOrigin(value: string): string | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  return url.origin;
}

function bracketed(address: string): string {
  return isIP(address) === 6 ? `[${address.toLowerCase()}]` : address.toLowerCase();
}

/** The machine's own addresses: what `Host` may say when the server listens on every interface. */
function ownAddresses(): Set<string> {
  const addresses = new Set<string>();
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) addresses.add(bracketed(entry.address.split("%")[0] ?? entry.address));
  }
  return addresses;
}

/** The request gate of one server; `bind()` it once the server listens. */
export class HttpGate {
  readonly #hosts: { name: string; port: number | undefined }[];
  readonly #origins: Set<string>;
  readonly #hostOption: string;
  readonly #originOption: string;
  readonly #bodyIgnored: (method: string, pathname: string) => boolean;
  readonly #sameOriginPaths: (method: string, pathname: string) => boolean;
  #binding: GateBinding | undefined;
  #wildcard = false;
  #own = new Set<string>();
  #ownReadAt = 0;

  constructor(options: HttpGateOptions = {}) {
    this.#hosts = (options.allowedHosts ?? []).map((entry) => {
      const parsed = splitHostHeader(entry);
      if (parsed === undefined) throw new TypeError(`allowed host "${entry}" is not a host name or address (with an optional :port)`);
      return parsed;
    });
    this.#origins = new Set(
      (options.allowedOrigins ?? []).map((entry) => {
        const origin = normalizeOrigin(entry);
        if (origin === undefined) throw new TypeError(`allowed origin "${entry}" is not an http(s) origin such as https://app.example.com`);
        return origin;
      }),
    );
    this.#hostOption = options.hostOptionName ?? "allowedHosts";
    this.#originOption = options.originOptionName ?? "allowedOrigins";
    this.#bodyIgnored = options.bodyIgnored ?? (() => false);
    this.#sameOriginPaths = options.sameOriginPaths ?? (() => false);
  }

  /** Records where the server listens: its port and address decide which `Host` values name it. */
  bind(binding: GateBinding): void {
    this.#binding = binding;
    this.#wildcard = binding.address === "0.0.0.0" || binding.address === "::";
    this.#own = this.#wildcard ? ownAddresses() : new Set([bracketed(binding.address)]);
    this.#ownReadAt = Date.now();
  }

  /**
   * Checks one request. Returns the reply that ends it (421, 403, 415, or the 204 of a CORS
   * preflight from an allowed origin), or `null` to go on; an allowed origin's CORS headers are set
   * on `res` either way.
   */
  check(req: IncomingMessage, res: ServerResponse): Reply | null {
    // An absolute-form target (`GET http://name/path`) names the host that counts (RFC 9112 §3.2.2).
    const target = req.url ?? "/";
    const absolute = target.startsWith("/") || target === "*" ? undefined : URL.canParse(target) ? new URL(target).host : "";
    const host = absolute ?? req.headers.host;
    if (host === undefined || !this.#hostAllowed(host)) {
      return apiError(
        421,
        `Misdirected request: this server does not answer to the host ${JSON.stringify(String(host ?? "").slice(0, 100))}. ` +
          `Call it at its own address (e.g. http://127.0.0.1:${this.#binding?.port ?? "<port>"}), or add the name you use to ${this.#hostOption}.`,
      );
    }
    const rawOrigin = req.headers.origin;
    const method = (req.method ?? "GET").toUpperCase();
    // The path as the router will read it (`..` resolved), so no spelling of a path slips past the checks.
    const pathname = requestPath(req);
    if (rawOrigin !== undefined && !this.#ownOrigin(rawOrigin, host, method, pathname)) {
      const origin = normalizeOrigin(rawOrigin);
      if (origin === undefined || !this.#origins.has(origin)) {
        return apiError(
          403,
          `Forbidden: requests from web pages (Origin ${JSON.stringify(rawOrigin.slice(0, 100))}) are refused, so no site you visit can drive this server. ` +
            `To let a page call it, add its origin to ${this.#originOption}.`,
        );
      }
      res.setHeader("access-control-allow-origin", origin);
      res.setHeader("vary", "Origin");
      res.setHeader("access-control-expose-headers", EXPOSED_HEADERS);
      if (method === "OPTIONS" && req.headers["access-control-request-method"] !== undefined) return preflight(req);
    }
    if (pathname !== undefined && this.#bodyIgnored(method, pathname)) return null;
    return checkContentType(req);
  }

  /** True for a request from a page of this server (its Origin names the host it was sent to) to a path that takes them. */
  #ownOrigin(rawOrigin: string, host: string, method: string, pathname: string | undefined): boolean {
    if (pathname === undefined || !this.#sameOriginPaths(method, pathname)) return false;
    const origin = normalizeOrigin(rawOrigin);
    const sent = splitHostHeader(host);
    if (origin === undefined || sent === undefined) return false;
    const own = new URL(origin);
    const defaultPort = own.protocol === "https:" ? 443 : 80;
    const ownPort = own.port === "" ? defaultPort : Number(own.port);
    return splitHostHeader(own.host)?.name === sent.name && ownPort === (sent.port ?? defaultPort);
  }

  #hostAllowed(value: string): boolean {
    const parsed = splitHostHeader(value);
    const binding = this.#binding;
    if (parsed === undefined || binding === undefined) return false;
    const port = parsed.port ?? 80;
    for (const entry of this.#hosts) {
      if (entry.name === parsed.name && (entry.port === undefined || entry.port === port)) return true;
    }
    // Own names and addresses only with the port the server listens on: that is where it is reached.
    if (port !== binding.port) return false;
    const local = isLoopbackHost(binding.address) || this.#wildcard;
    if (local && LOOPBACK_NAMES.has(parsed.name)) return true;
    if (local && /^127\.\d+\.\d+\.\d+$/.test(parsed.name) && (this.#wildcard || parsed.name === binding.address)) return true;
    // An address literal cannot be rebound; it must be one of this machine's (re-read on a miss: interfaces change).
    if (isIP(parsed.name.replace(/^\[|\]$/g, "")) === 0) return false;
    if (this.#own.has(parsed.name)) return true;
    // At most once a second, so a flood of foreign addresses costs no more than a few lookups.
    if (this.#wildcard && Date.now() - this.#ownReadAt > 1000) {
      this.#own = ownAddresses();
      this.#ownReadAt = Date.now();
    }
    return this.#own.has(parsed.name);
  }
}

function preflight(req: IncomingMessage): Reply {
  const requested = req.headers["access-control-request-headers"];
  return {
    status: 204,
    body: undefined,
    headers: {
      "access-control-allow-methods": "GET, POST, DELETE, OPTIONS",
      ...(typeof requested === "string" && /^[\w\s,-]*$/.test(requested) ? { "access-control-allow-headers": requested } : {}),
      // Chromium's Private Network Access: an allowed public page calling a loopback server asks for this.
      ...(req.headers["access-control-request-private-network"] === "true" ? { "access-control-allow-private-network": "true" } : {}),
      "access-control-max-age": "600",
    },
  };
}

/** True when the request carries a body (an empty one needs no content type). */
function hasBody(req: IncomingMessage): boolean {
  if (req.headers["transfer-encoding"] !== undefined) return true;
  const length = req.headers["content-length"];
  return length !== undefined && length !== "0";
}

/** 415 for a body that is not `application/json` on a method whose body a server reads. */
function checkContentType(req: IncomingMessage): Reply | null {
  if (!BODY_METHODS.has((req.method ?? "GET").toUpperCase()) || !hasBody(req)) return null;
  const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
  if (type === "application/json") return null;
  return apiError(415, `Unsupported Media Type: send the request body as JSON with 'Content-Type: application/json' (got ${JSON.stringify((req.headers["content-type"] ?? "none").slice(0, 100))}).`);
}
