import type { IncomingMessage, ServerResponse } from "node:http";
import {
  admitBody,
  apiError,
  checkBearer,
  DEFAULT_MAX_BODY_BYTES,
  gateRequest,
  publicBaseUrl,
  readRawBody,
  RouteMatcher,
  sendReply,
  API_PREFIX,
  type AuthSettings,
} from "../../server-kit/index.js";
import { creditsChargedHeader } from "../scrape/credits.js";
import type { EngineContext } from "./engine-context.js";
import { hostedOnlyBody, hostedOnlyRoute } from "./hosted-only.js";
import type { EngineHandler, EngineRouteTable } from "./engine-routes.js";

/** Largest JSON request body the engine reads, in bytes. */
export const maxRequestBytes = DEFAULT_MAX_BODY_BYTES;

/**
 * Requests the engine answers without reading their body (a hosted-only feature's 501, which
 * clients may call with a file upload): the request gate lets any content type through to them.
 */
export function answersWithoutBody(method: string, pathname: string): boolean {
  return hostedOnlyRoute(method, pathname) !== undefined;
}

/** A handler served at one exact path outside `/v2`, behind the same bearer check (e.g. MCP at `/mcp`). */
export type MountHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/**
 * The engine's HTTP entry point: the server kit's pipeline (auth → 404/405 → path id → body limit
 * → schema validation) in front of the engine's route table, plus `mounts` behind the same auth.
 * The request gate (Host, Origin, JSON bodies) and the crash guard run before it, for every route
 * (see `guardedListener` in `createLocalEngine`).
 */
export function createApiHandler(engine: EngineContext, table: EngineRouteTable, apiKey: string | undefined, mounts: Record<string, MountHandler> = {}) {
  const matcher = new RouteMatcher<EngineHandler>(table as Record<string, EngineHandler>);
  const auth: AuthSettings = { apiKey: apiKey ?? null, keyless: false };
  const mounted = new Map(Object.entries(mounts));
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // A target `new URL()` cannot read (`//[`) names no route: a plain 400, not a thrown TypeError.
    if (!URL.canParse(req.url ?? "/", "http://engine.local")) return sendReply(res, apiError(400, "Malformed request target."));
    const url = new URL(req.url ?? "/", "http://engine.local");
    const method = (req.method ?? "GET").toUpperCase();
    const mount = mounted.get(url.pathname);
    if (mount !== undefined) return serveMount(mount, req, res, auth);
    const match = matcher.match(method, url.pathname);
    const refused = gateRequest(match, { method, path: url.pathname, authorization: req.headers.authorization }, auth, `The local engine serves the v2 API under ${API_PREFIX}.`);
    if (refused !== null || match.kind !== "route") {
      req.resume();
      // A path nobody serves may still be a hosted feature today's clients call: a 501 says so.
      if (refused !== null) sendReply(res, (match.kind === "none" && refused.status === 404 && hostedOnlyRoute(method, url.pathname)) || refused);
      return;
    }
    const { route, params } = match;
    let body: unknown;
    if (route.operation.request !== null || method === "POST") {
      const raw = await readRawBody(req, maxRequestBytes);
      const hosted = hostedOnlyBody(route.name, raw.text);
      if (hosted !== undefined) return sendReply(res, hosted);
      const admitted = admitBody(route.name, raw, maxRequestBytes, route.operation.request);
      if (!admitted.ok) return sendReply(res, admitted.reply);
      body = admitted.value;
    } else {
      req.resume();
    }
    const disconnect = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) disconnect.abort();
    });
    // Credits in a reply are what the service would bill for the same work; the engine charges none.
    res.setHeader(creditsChargedHeader, "false");
    // A handler that throws is answered (500, logged) by the guarded listener around this handler.
    const reply = await route.handler({
      req,
      res,
      params,
      query: url.searchParams,
      body: body as never,
      engine,
      baseUrl: publicBaseUrl(req, engine.baseUrl, { trustProxy: engine.trustProxy }),
      signal: disconnect.signal,
    });
    if (reply !== undefined) sendReply(res, reply);
  };
}

/** A mounted handler: it reads its own body and writes its own answers once the key is checked. */
async function serveMount(mount: MountHandler, req: IncomingMessage, res: ServerResponse, auth: AuthSettings): Promise<void> {
  const denied = checkBearer(req.headers.authorization, undefined, auth);
  if (denied !== null) {
    req.resume();
    return sendReply(res, denied);
  }
  // A mount that throws (or a client that left mid-body) is handled by the guarded listener around this handler.
  await mount(req, res);
}
