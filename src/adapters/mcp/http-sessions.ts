import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createSessionRegistry, type SessionRegistry } from "../../browser/session-registry.js";
import { clientFrom, withoutClientOptions } from "../../client/client-source.js";
import { isLoopbackBaseUrl } from "../../core/options.js";
import { checkOptions } from "../../core/options-schema.js";
import { createWebDataMcpServer, type WebDataMcpServer, type WebDataMcpServerOptions } from "./create-mcp-server.js";
import { mcpHttpOptionsSchema } from "./options-schema.js";

/** Options of the Streamable HTTP endpoint: every MCP session gets a tool set with these options. */
export interface McpHttpOptions extends Omit<WebDataMcpServerOptions, "sessionKey"> {
  /** Most MCP sessions open at once; past it a new client gets 503. @default 100 */
  maxSessions?: number | undefined;
  /** Close a session after this long without a request, in milliseconds. @default 1800000 (30 min) */
  idleMs?: number | undefined;
  /**
   * Accept requests a browser page sends (they carry `Origin`) only from loopback origins: a web
   * page must not drive the tools through a local server (MCP transport spec). For a server of your
   * own; mounted on the engine (`webdata serve`, `mounts`) it is off, and the engine's request gate
   * checks `Host`, `Origin` (refused unless in `allowedOrigins`) and the JSON content type instead.
   * @default true
   */
  loopbackOriginsOnly?: boolean | undefined;
}

/** Serves MCP over Streamable HTTP on one path of an existing HTTP server. */
export interface McpHttpHandler {
  /** Handles one request to the MCP path (POST, GET and DELETE, as the transport spec says). */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** MCP sessions open now. */
  readonly sessionCount: number;
  /** Closes every session: running calls are aborted and their jobs cancelled; browser sessions stop. */
  close(): Promise<void>;
}

interface Session {
  mcp: WebDataMcpServer;
  transport: StreamableHTTPServerTransport;
  lastUsedAt: number;
}

/**
 * Stateful Streamable HTTP: one MCP server (and tool set, so budgets count per session) per MCP
 * session id, all sharing one client and one browser-session registry keyed by that id.
 */
export function createMcpHttpHandler(options: McpHttpOptions = {}): McpHttpHandler {
  checkOptions(mcpHttpOptionsSchema, options, "createMcpHttpHandler");
  const { maxSessions = 100, idleMs = 30 * 60_000, loopbackOriginsOnly = true, ...rest } = options;
  // One client for every session (one connection pool); each session's tool set only adds its budgets.
  const client = clientFrom(rest);
  const serverOptions = withoutClientOptions(rest);
  const registry: SessionRegistry = serverOptions.interact?.sessions ?? createSessionRegistry(client);
  const sessions = new Map<string, Session>();
  const sweeper = setInterval(() => sweepIdle(), Math.min(idleMs, 60_000));
  sweeper.unref();

  const closeSession = async (id: string) => {
    const session = sessions.get(id);
    sessions.delete(id);
    await session?.mcp.close();
  };

  const sweepIdle = () => {
    const now = Date.now();
    for (const [id, session] of sessions) {
      if (session.mcp.activeCalls === 0 && now - session.lastUsedAt > idleMs) void closeSession(id);
    }
  };

  const open = async (req: IncomingMessage, res: ServerResponse) => {
    if (sessions.size >= maxSessions) sweepIdle();
    if (sessions.size >= maxSessions) return reply(res, 503, `Too many MCP sessions (${maxSessions}); close one or retry later.`);
    const id = randomUUID();
    const mcp = createWebDataMcpServer({ ...serverOptions, client, sessionKey: id, interact: { ...serverOptions.interact, sessions: registry } });
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => id,
      onsessioninitialized: () => void sessions.set(id, { mcp, transport, lastUsedAt: Date.now() }),
      onsessionclosed: () => closeSession(id),
    });
    transport.onclose = () => void closeSession(id);
    await mcp.server.connect(transport);
    await transport.handleRequest(req, res);
    // Anything but an initialize request was refused by the transport: nothing to keep.
    if (!sessions.has(id)) await mcp.close();
  };

  return {
    async handle(req, res) {
      if (loopbackOriginsOnly && !loopbackOrigin(req.headers.origin)) {
        return reply(res, 403, "Requests from web pages are accepted only from loopback origins.");
      }
      const id = req.headers["mcp-session-id"];
      if (typeof id !== "string") {
        if (req.method !== "POST") return reply(res, 400, "Missing mcp-session-id header: start a session with an initialize request.");
        return open(req, res);
      }
      sweepIdle();
      const session = sessions.get(id);
      if (!session) return reply(res, 404, "Session not found: it was closed or expired; initialize a new one.");
      session.lastUsedAt = Date.now();
      await session.transport.handleRequest(req, res);
    },
    get sessionCount() {
      return sessions.size;
    },
    async close() {
      clearInterval(sweeper);
      await Promise.allSettled([...sessions.keys()].map(closeSession));
      if (!serverOptions.interact?.sessions) await registry.closeAll().catch(() => {});
    },
  };
}

function loopbackOrigin(origin: string | undefined): boolean {
  if (origin === undefined) return true;
  return URL.canParse(origin) && isLoopbackBaseUrl(origin);
}

/** A JSON-RPC error body, as the transport itself answers refused requests. */
function reply(res: ServerResponse, status: number, message: string): void {
  if (res.headersSent) return;
  const body = JSON.stringify({ jsonrpc: "2.0", error: { code: -32000, message }, id: null });
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
}
