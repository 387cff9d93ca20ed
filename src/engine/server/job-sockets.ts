import { ServerResponse, type IncomingMessage, type Server } from "node:http";
import type { Duplex } from "node:stream";
import type { Socket } from "node:net";
import { WebSocketServer, type WebSocket } from "ws";
import { API_PREFIX, apiError, checkBearer, sendReply, type AuthSettings, type HttpGate } from "../../server-kit/index.js";
import { requestPath } from "../../server-kit/request-target.js";
import type { CrawlJob } from "../crawl/crawl-jobs.js";
import type { EngineContext } from "./engine-context.js";

/** Open WebSockets at once (watchers, and refused ones in their grace period); one more is told to poll instead. */
export const maxJobSockets = 64;
/** Documents per `catchup` message, and their bytes at most (the rest follow as `document` messages). */
const catchupDocuments = 100;
const catchupBytes = 4 * 1024 * 1024;
/** Time a watcher has to take one message before it is dropped (it stopped reading). */
const sendTimeoutMs = 60_000;
/** How long an error message stays on an open socket, so the client can close it itself. */
const errorGraceMs = 5_000;

const jobPath = new RegExp(`^${API_PREFIX}/(crawl|batch/scrape)/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$`, "i");

export interface JobSocketOptions {
  gate: HttpGate;
  apiKey: string | undefined;
  engine: EngineContext;
  /** Answers an upgrade request that is no job watch, as a plain request. */
  fallback: (req: IncomingMessage, res: ServerResponse) => void;
}

/**
 * The WebSocket that `watcher()` of the official SDK opens on `/v2/crawl/{id}` and
 * `/v2/batch/scrape/{id}`: a `catchup` message (status and the documents so far), a `document`
 * message per page after that, and at the end `done` (completed) or a `status` message (failed,
 * cancelled). Problems (unknown job, wrong key, too many watchers) are an `error` message on an
 * accepted socket, never a refused handshake: the SDK's handler for a failed handshake recurses
 * until the stack overflows and ends the user's process. The key comes as the subprotocol (what
 * the SDK sends) or as `Authorization: Bearer`.
 */
export function attachJobSockets(server: Server, options: JobSocketOptions): { close(): void } {
  const auth: AuthSettings = { apiKey: options.apiKey ?? null, keyless: false };
  // The offered subprotocol is selected: a WHATWG WebSocket (the SDK's) fails a handshake that
  // names none. It is the caller's own key, sent back only to the caller on the same connection.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096, perMessageDeflate: false, handleProtocols: (offered) => offered.values().next().value ?? false });
  const open = new Set<WebSocket>();

  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on("error", () => {});
    // As for plain requests: nothing an upgrade request does may end the process.
    try {
      upgrade(req, socket, head);
    } catch {
      socket.destroy();
    }
  });

  const upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const res = new ServerResponse(req);
    res.assignSocket(socket as Socket);
    res.shouldKeepAlive = false;
    res.on("finish", () => socket.destroy());
    const refused = options.gate.check(req, res);
    if (refused !== null) return sendReply(res, refused);
    const match = jobPath.exec(requestPath(req) ?? "");
    const kind = match?.[1]?.toLowerCase();
    const id = match?.[2]?.toLowerCase();
    if (kind === undefined || id === undefined || (req.method ?? "GET").toUpperCase() !== "GET") return options.fallback(req, res);
    if (req.headers.upgrade?.toLowerCase() !== "websocket") return sendReply(res, apiError(426, "Upgrade to websocket, or GET the status without an Upgrade header."));
    res.detachSocket(socket as Socket);
    wss.handleUpgrade(req, socket, head, (ws) => {
      ws.on("error", () => {});
      const problem = socketProblem(req, auth, open.size);
      // Every accepted socket counts and is ended by close(), a refused one during its grace period
      // too: else a caller without the key could hold any number of them, past the engine's close.
      open.add(ws);
      ws.on("close", () => open.delete(ws));
      if (problem !== undefined) return sendError(ws, problem.message, problem.graceMs);
      const job = kind === "crawl" ? options.engine.jobs.get(id) : options.engine.batchJobs.get(id);
      if (job === undefined) return sendError(ws, "Job not found", errorGraceMs);
      void streamJob(ws, job).catch(() => ws.terminate());
    });
  };

  return {
    close() {
      for (const ws of open) ws.terminate();
      open.clear();
      wss.close();
    },
  };
}

function socketProblem(req: IncomingMessage, auth: AuthSettings, openCount: number): { message: string; graceMs: number } | undefined {
  const header = req.headers.authorization ?? protocolKey(req.headers["sec-websocket-protocol"]);
  const denied = checkBearer(header, undefined, auth);
  if (denied !== null) return { message: (denied.body as { error: string }).error, graceMs: errorGraceMs };
  // Closed at once: the SDK then polls the status instead, which needs no socket.
  if (openCount >= maxJobSockets) return { message: `Too many watchers on this engine (${maxJobSockets}); poll GET the job status instead.`, graceMs: 0 };
  return undefined;
}

/** The SDK sends its key as the only subprotocol: read it as a bearer token. */
function protocolKey(value: string | undefined): string | undefined {
  const first = value?.split(",")[0]?.trim();
  return first === undefined || first === "" ? undefined : `Bearer ${first}`;
}

function sendError(ws: WebSocket, error: string, graceMs: number): void {
  ws.send(JSON.stringify({ type: "error", error }));
  const timer = setTimeout(() => ws.close(1008, "error"), graceMs);
  timer.unref();
  ws.on("close", () => clearTimeout(timer));
}

function statusFields(job: CrawlJob, total: number) {
  return {
    status: job.status,
    total,
    completed: job.completed,
    creditsUsed: job.creditsUsed,
    expiresAt: job.expiresAt.toISOString(),
    ...(job.error === undefined ? {} : { error: job.error }),
  };
}

/** `{"type":…,"data":<document>}` from the stored JSON, without parsing it. */
function withDocuments(head: string, documents: readonly Uint8Array[], tail: string): Buffer {
  const parts: Uint8Array[] = [Buffer.from(head)];
  documents.forEach((bytes, index) => parts.push(...(index > 0 ? [Buffer.from(",")] : []), bytes));
  parts.push(Buffer.from(tail));
  return Buffer.concat(parts);
}

/** Sends the catch-up, then each new document, then the end; paced by the client's reading. */
async function streamJob(ws: WebSocket, job: CrawlJob): Promise<void> {
  // Set by job events (and the socket's close) while a round of sending is under way.
  const news = { changed: false, wake: undefined as (() => void) | undefined };
  const poke = () => {
    news.changed = true;
    news.wake?.();
  };
  const off = job.events.on(poke);
  ws.on("close", poke);
  const send = (data: Buffer | string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("watcher stopped reading")), sendTimeoutMs);
      ws.send(data, (error) => {
        clearTimeout(timer);
        if (error) reject(error);
        else resolve();
      });
    });
  try {
    const first = job.readEncoded(0, catchupDocuments, catchupBytes);
    const head = JSON.stringify({ type: "catchup", data: { ...statusFields(job, await job.total()), data: [] } });
    // Terminal already: the catch-up is the last word (the SDK ends on a terminal catch-up).
    const terminalAtStart = job.isTerminal && first.length >= job.readyCount();
    await send(withDocuments(head.slice(0, -3), first, "]}}"));
    if (terminalAtStart) return ws.close(1000);
    let sent = first.length;
    for (;;) {
      if (ws.readyState !== ws.OPEN) return;
      news.changed = false;
      const terminal = job.isTerminal;
      const batch = sent < job.readyCount() ? job.readEncoded(sent, 50, catchupBytes) : [];
      for (const document of batch) await send(withDocuments('{"type":"document","data":', [document], "}"));
      sent += batch.length;
      if (batch.length > 0) continue;
      if (terminal) {
        const fields = statusFields(job, await job.total());
        await send(JSON.stringify(job.status === "completed" ? { type: "done", data: { ...fields, data: [] } } : { type: "status", data: { ...fields, data: [] } }));
        return ws.close(1000);
      }
      if (!news.changed) await new Promise<void>((resolve) => (news.wake = resolve));
      news.wake = undefined;
    }
  } finally {
    off();
  }
}
