import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod/v4";
import { interactRequestShape } from "../../operations/interact.js";
import {
  API_PREFIX,
  apiError,
  badRequest,
  checkBearer,
  invalidJson,
  json,
  normalizeOrigin,
  parseJsonBody,
  readRawBody,
  requestPath,
  safeDecode,
  sendReply,
  toApiIssues,
  type AuthSettings,
} from "../../server-kit/index.js";
import type { EngineBrowser } from "./engine-browser.js";
import { interactNeedsBrowser } from "./find-chromium.js";
import { createLiveViewHttp } from "./live/live-view-http.js";

const maxInteractBodyBytes = 512 * 1024;
const capturePath = new RegExp(`^${API_PREFIX}/captures/([^/]+)$`);

// The seed's call: the interact body plus `scrapeId`; unknown keys dropped, as the service does.
const seedInteractSchema = z.object({ ...interactRequestShape, scrapeId: z.string().min(1) });

/**
 * Browser routes outside the operations registry, served before the engine's route table:
 * `GET /v2/captures/{name}` (screenshots and PDFs, by unguessable name, like the service's signed
 * URLs, so no key is needed and `<img src>` works; the request gate's Host and Origin checks still
 * apply) and the seed's `POST /v2/interact { scrapeId, code | prompt }`, taken as
 * `POST /scrape/{scrapeId}/interact` (the registry's `/interact` is the standalone-browser alias,
 * whose schema drops `scrapeId`), and the sessions' live views (`GET|POST /v2/live/…`, by capability
 * token, see `live-view-http.ts`). Returns false for every other request.
 */
export function createBrowserHttp(browser: EngineBrowser | undefined, apiKey: string | undefined, options: { allowedOrigins?: readonly string[] | undefined } = {}) {
  const auth: AuthSettings = { apiKey: apiKey ?? null, keyless: false };
  // Pages of the allowed origins may embed the viewer (an <iframe>); no other page may.
  const frameAncestors = (options.allowedOrigins ?? []).map((origin) => normalizeOrigin(origin)).filter((origin) => origin !== undefined);
  const liveViewHttp = browser === undefined ? undefined : createLiveViewHttp(browser.liveViews, { frameAncestors });
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    if (liveViewHttp !== undefined && (await liveViewHttp(req, res))) return true;
    const path = requestPath(req) ?? "/";
    const method = (req.method ?? "GET").toUpperCase();
    const capture = method === "GET" ? capturePath.exec(path) : null;
    if (capture !== null && browser !== undefined) {
      // A malformed escape (`%E0%A4%A`) is a name no capture has, not an exception.
      const name = safeDecode(capture[1] ?? "");
      const found = name === undefined ? undefined : await browser.captures.read(name);
      if (found === undefined) sendReply(res, apiError(404, "Capture not found (captures are kept for 24 hours)."));
      else res.writeHead(200, { "content-type": found.contentType, "content-length": found.data.length, "cache-control": "private, max-age=86400" }).end(found.data);
      return true;
    }
    if (method !== "POST" || path.replace(/\/$/, "") !== `${API_PREFIX}/interact`) return false;
    const denied = checkBearer(req.headers.authorization, "keyless", auth);
    if (denied !== null) {
      req.resume();
      sendReply(res, denied);
      return true;
    }
    if (browser === undefined) {
      req.resume();
      sendReply(res, apiError(501, interactNeedsBrowser, { code: "BROWSER_NOT_AVAILABLE" }));
      return true;
    }
    const raw = await readRawBody(req, maxInteractBodyBytes);
    const parsed = raw.tooLarge ? undefined : parseJsonBody(raw.text);
    if (parsed === undefined || !parsed.ok) {
      sendReply(res, parsed === undefined ? apiError(413, "Request body is too large.") : invalidJson());
      return true;
    }
    const call = seedInteractSchema.safeParse(parsed.value ?? {});
    if (!call.success) {
      sendReply(res, badRequest(toApiIssues(call.error)));
      return true;
    }
    const { scrapeId, ...rest } = call.data;
    if (rest.code === undefined && rest.prompt === undefined) {
      sendReply(res, apiError(400, "Either 'code' or 'prompt' must be provided."));
      return true;
    }
    const answer = await browser.sessions.interact(scrapeId, rest);
    sendReply(res, json(answer.status, answer.body));
    return true;
  };
}
