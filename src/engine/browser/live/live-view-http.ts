import type { IncomingMessage, ServerResponse } from "node:http";
import { API_PREFIX, apiError, badRequest, invalidJson, json, parseJsonBody, readRawBody, requestPath, safeDecode, sendReply, toApiIssues, type Reply } from "../../../server-kit/index.js";
import { liveInputSchema } from "./live-input.js";
import { liveViewLimits } from "./live-view-limits.js";
import { liveViewCsp, liveViewPage } from "./live-view-page.js";
import type { LiveView, LiveViews } from "./live-views.js";

const livePrefix = `${API_PREFIX}/live/`;
// /v2/live/{sessionId}/{token}[/frames|/input]
const livePath = new RegExp(`^${API_PREFIX}/live/([^/]+)(?:/([^/]*))?(?:/(frames|input))?/?$`);

/** Paths of the live viewer: its page, frame stream and input; the request gate lets its own origin call them. */
export function isLiveViewPath(_method: string, pathname: string): boolean {
  return pathname.startsWith(livePrefix);
}

const noStore = { "cache-control": "no-store", "referrer-policy": "no-referrer", "x-content-type-options": "nosniff" };

/**
 * `GET /v2/live/{sessionId}/{token}` (the viewer page), `GET …/frames` (the frames, as server-sent
 * events) and `POST …/input` (a click, wheel or key, interactive token only). The token in the path is
 * the capability (no API key: a browser tab cannot send one); the request gate's Host, Origin and
 * JSON-body checks apply as to every route. Returns false for other paths.
 */
export function createLiveViewHttp(views: LiveViews, options: { frameAncestors: readonly string[] }) {
  const csp = liveViewCsp(options.frameAncestors);
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const path = requestPath(req) ?? "/";
    if (!path.startsWith(livePrefix)) return false;
    const match = livePath.exec(path);
    const sessionId = safeDecode(match?.[1] ?? "");
    const token = safeDecode(match?.[2] ?? "") ?? "";
    const found = match === null || sessionId === undefined ? ({ kind: "unknown" } as const) : views.lookup(sessionId, token);
    const method = (req.method ?? "GET").toUpperCase();
    const refuse = (reply: Reply) => {
      req.resume();
      sendReply(res, { ...reply, headers: { ...reply.headers, ...noStore } });
      return true;
    };
    if (found.kind === "unknown") return refuse(apiError(404, "Live view not found."));
    if (found.kind === "refused") return refuse(apiError(403, "Forbidden: this live view link is not valid (use the liveViewUrl or interactiveLiveViewUrl of the interact response)."));
    if (found.kind === "ended") return refuse(apiError(410, "Browser session has been destroyed."));
    const part = match?.[3];
    const expected = part === "input" ? "POST" : "GET";
    if (method !== expected) return refuse({ ...apiError(405, `Method not allowed: use ${expected} here.`), headers: { allow: expected } });
    if (part === undefined) {
      req.resume();
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-security-policy": csp, "cross-origin-opener-policy": "same-origin", "cross-origin-resource-policy": "same-origin", ...noStore });
      res.end(liveViewPage(found.access === "interact"));
      return true;
    }
    if (part === "frames") {
      req.resume();
      return streamFrames(found.view, res, refuse);
    }
    if (found.access !== "interact") return refuse(apiError(403, "This live view is view-only: it takes no input. Use the session's interactiveLiveViewUrl to click and type."));
    const raw = await readRawBody(req, liveViewLimits.maxInputBytes);
    if (raw.tooLarge) return refuse(apiError(413, "Request body is too large."));
    const parsed = parseJsonBody(raw.text);
    if (!parsed.ok) return refuse(invalidJson());
    const input = liveInputSchema.safeParse(parsed.value);
    if (!input.success) return refuse(badRequest(toApiIssues(input.error)));
    const applied = found.view.input(input.data);
    if (applied === "ended") return refuse(apiError(410, "Browser session has been destroyed."));
    if (applied === "busy") return refuse({ ...apiError(429, "Too many input events are waiting; send them more slowly."), headers: { "retry-after": "1" } });
    try {
      await applied;
    } catch (error) {
      const reason = error instanceof Error ? (error.message.split("\n")[0] ?? "") : "";
      return refuse(apiError(409, `The input could not be applied to the page${reason === "" ? "" : ` (${reason.slice(0, 200)})`}.`));
    }
    return refuse(json(200, { success: true }));
  };
}

/** Streams the session's frames until the viewer leaves or the session ends; 429 past `maxViewers`. */
function streamFrames(view: LiveView, res: ServerResponse, refuse: (reply: Reply) => boolean): boolean {
  if (view.full) return refuse({ ...apiError(429, `This live view already has ${liveViewLimits.maxViewers} viewers; close one and retry.`), headers: { "retry-after": "5" } });
  res.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "x-accel-buffering": "no", ...noStore });
  res.write(": live view\n\n");
  // A slow viewer misses frames (the next one replaces them) instead of queueing them in memory.
  let blocked = false;
  const stop = view.watch({
    frame(frame) {
      if (blocked || res.destroyed) return;
      if (!res.write(`event: frame\ndata: ${frame.data}\n\n`)) {
        blocked = true;
        res.once("drain", () => {
          blocked = false;
        });
      }
    },
    end() {
      if (!res.destroyed) res.end(`event: end\ndata: {"reason":"Browser session has been destroyed."}\n\n`);
    },
  });
  // Not reached (nothing ran between the `full` check and here), but a stream without a viewer must not stay open.
  if (stop === undefined) {
    res.end();
    return true;
  }
  const heartbeat = setInterval(() => {
    if (!blocked) res.write(": ping\n\n");
  }, liveViewLimits.heartbeatMs).unref();
  res.on("close", () => {
    clearInterval(heartbeat);
    stop();
  });
  return true;
}
