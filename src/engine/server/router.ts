import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { EngineContext } from "./engine-context.js";
import { sendError } from "./api-errors.js";

/** What a route handler receives. */
export interface RouteRequest {
  req: IncomingMessage;
  res: ServerResponse;
  /** Path parameters, e.g. `{ id }` for `/crawl/:id`. */
  params: Record<string, string>;
  query: URLSearchParams;
  engine: EngineContext;
  /** Aborted when the caller disconnects before the answer is sent. */
  signal: AbortSignal;
}

export type RouteHandler = (request: RouteRequest) => Promise<void> | void;

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: RouteHandler;
}

/** Every route lives under this prefix, as on the service. */
export const apiPrefix = "/v2";

/** A small method + path router for the engine's v2 routes, with the bearer check in front. */
export class Router {
  readonly #routes: Route[] = [];

  constructor(
    private readonly engine: EngineContext,
    private readonly apiKey: string | undefined,
  ) {}

  /** Registers `handler` for `method` and a path like `/crawl/:id` (below `/v2`). */
  add(method: string, path: string, handler: RouteHandler): this {
    const names: string[] = [];
    const source = path.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return "([^/]+)";
    });
    this.#routes.push({ method, pattern: new RegExp(`^${apiPrefix}${source}/?$`), names, handler });
    return this;
  }

  /** Serves one HTTP request. */
  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://engine.local");
    const method = req.method ?? "GET";
    const matches = this.#routes.filter((route) => route.pattern.test(url.pathname));
    const route = matches.find((candidate) => candidate.method === method);
    if (route === undefined) {
      if (matches.length > 0) sendError(res, 405, `Method ${method} is not allowed on ${url.pathname}.`);
      else sendError(res, 404, `Route not found: ${method} ${url.pathname}. The local engine serves the v2 API under ${apiPrefix}.`);
      return;
    }
    if (!this.#authorized(req, res)) return;
    const values = route.pattern.exec(url.pathname)?.slice(1) ?? [];
    const params: Record<string, string> = {};
    route.names.forEach((name, index) => {
      params[name] = safeDecode(values[index] ?? "");
    });
    const disconnect = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) disconnect.abort();
    });
    try {
      await route.handler({ req, res, params, query: url.searchParams, engine: this.engine, signal: disconnect.signal });
    } catch (error) {
      this.engine.log(`${method} ${url.pathname} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      sendError(res, 500, "An unexpected error occurred in the local engine.", { code: "UNKNOWN_ERROR" });
    }
  }

  #authorized(req: IncomingMessage, res: ServerResponse): boolean {
    if (this.apiKey === undefined) return true;
    const header = req.headers.authorization;
    if (header === undefined) {
      sendError(res, 401, "Unauthorized: Token missing");
      return false;
    }
    const presented = Buffer.from(header.replace(/^Bearer\s+/i, ""));
    const expected = Buffer.from(this.apiKey);
    if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) {
      sendError(res, 401, "Unauthorized: Invalid token");
      return false;
    }
    return true;
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
