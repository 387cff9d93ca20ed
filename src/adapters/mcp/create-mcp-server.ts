import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult, type Tool } from "@modelcontextprotocol/sdk/types.js";
import { VERSION } from "../../core/version.js";
import { checkOptions } from "../../core/options-schema.js";
import { prepareToolSet, type PreparedTool, type PreparedToolSet } from "../../tools/create-tool-specs.js";
import type { WebDataToolsOptions } from "../../tools/options.js";
import type { ToolName, ToolResult } from "../../tools/types.js";
import { infrastructureResult, unknownToolError } from "./mcp-errors.js";
import { mcpServerOptionsSchema } from "./options-schema.js";
import { HEARTBEAT_MS, ProgressReporter } from "./progress.js";
import { outputSchemaOf, structuredContentOf } from "./structured-output.js";

/** Options of one MCP server: the tool set's options plus what only MCP needs. */
export interface WebDataMcpServerOptions extends WebDataToolsOptions {
  /**
   * Key of this server's web_interact browser session in the session registry: the MCP session id
   * over Streamable HTTP (one server per session); stdio has one client per process. @default "mcp"
   */
  sessionKey?: string | undefined;
  /** Scrubbed from every error message the server sends (the key of the client in use). */
  secret?: string | undefined;
  /**
   * While a call without countable progress runs, a progress notification every this many
   * milliseconds (only when the client sent a progress token). @default 5000
   */
  heartbeatMs?: number | undefined;
}

/** An MCP server over one tool set, and how to stop it. */
export interface WebDataMcpServer {
  /** The SDK server: `connect()` it to a transport. */
  readonly server: Server;
  readonly toolSet: PreparedToolSet;
  /** Tool calls running now. */
  readonly activeCalls: number;
  /** Closes the connection; running calls are aborted (their jobs cancelled) and awaited, browser sessions stopped. */
  close(): Promise<void>;
}

/** Behaviour hints clients show (e.g. whether to ask before a call): what each tool does to the world. */
const ANNOTATIONS: Record<ToolName, Tool["annotations"]> = {
  web_search: { title: "Search the web", readOnlyHint: true, openWorldHint: true },
  web_scrape: { title: "Scrape a page", readOnlyHint: true, openWorldHint: true },
  web_map: { title: "List a site's URLs", readOnlyHint: true, openWorldHint: true },
  web_crawl: { title: "Crawl a site", readOnlyHint: true, openWorldHint: true },
  web_crawl_status: { title: "Crawl status and pages", readOnlyHint: true, idempotentHint: true, openWorldHint: true },
  web_extract: { title: "Extract structured data", readOnlyHint: true, openWorldHint: true },
  web_agent: { title: "Web research agent", readOnlyHint: true, openWorldHint: true },
  web_agent_status: { title: "Agent run status", readOnlyHint: true, idempotentHint: true, openWorldHint: true },
  web_interact: { title: "Use a browser page", readOnlyHint: false, openWorldHint: true },
  web_interact_stop: { title: "Close the browser page", readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  web_support_ask: { title: "Ask the service's support", readOnlyHint: true, openWorldHint: true },
};

const INSTRUCTIONS =
  "Web data tools: search the web, read pages as markdown, list and crawl sites, extract structured data. " +
  "Each tool's description says what it costs in credits. Results are cut to a size budget; the text says how to get more.";

/**
 * The webdata-kit tools as an MCP server (a thin mapper, like the AI SDK and LangChain adapters):
 * names, descriptions and input schemas (JSON Schema) come from the shared specs; a call runs the
 * shared pipeline (validation, call limits, credit budget, token budget, error policy). Errors the
 * model can fix, and infrastructure errors too (the client has no other channel), come back as
 * `isError` results with their hint; protocol errors only for protocol faults (an unknown tool).
 */
export function createWebDataMcpServer(options: WebDataMcpServerOptions = {}): WebDataMcpServer {
  checkOptions(mcpServerOptionsSchema, options, "createWebDataMcpServer");
  const { sessionKey = "mcp", secret, heartbeatMs = HEARTBEAT_MS, ...toolOptions } = options;
  const toolSet = prepareToolSet(toolOptions, { label: "createWebDataMcpServer" });
  const byName = new Map(toolSet.tools.map((entry) => [entry.spec.name as string, entry]));
  const listing = toolSet.tools.map(describeTool);
  const running = new Set<Promise<unknown>>();

  const server = new Server({ name: "webdata-kit", version: VERSION }, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listing }));
  server.setRequestHandler(CallToolRequestSchema, (request, extra) => {
    const entry = byName.get(request.params.name);
    if (!entry) throw unknownToolError(request.params.name, [...byName.keys()], toolSet.omitted);
    const token = request.params._meta?.progressToken;
    const progress =
      token === undefined
        ? undefined
        : new ProgressReporter(
            entry.spec.name,
            (p) => extra.sendNotification({ method: "notifications/progress", params: { progressToken: token, ...p } }),
            heartbeatMs,
          );
    const call = entry
      .run(request.params.arguments ?? {}, {
        signal: extra.signal,
        toolCallId: String(extra.requestId),
        sessionKey,
        onProgress: progress?.report,
      })
      .finally(() => progress?.finish())
      .then(
        (result) => toCallToolResult(result, toolSet),
        (error: unknown) => {
          // A cancelled request gets no reply (the SDK drops it); anything else is a result the model reads.
          if (extra.signal.aborted) throw error;
          const failed = infrastructureResult(error, entry.spec.name, secret);
          return toCallToolResult(failed.result, toolSet, failed.meta);
        },
      )
      .finally(() => running.delete(call));
    running.add(call);
    return call;
  });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      // Closing the SDK server aborts every running handler's signal: jobs they started get cancelled.
      await server.close();
      await Promise.allSettled([...running]);
      // A registry shared by several MCP sessions keeps the others' browser sessions.
      const shared = toolOptions.interact?.sessions;
      await (shared ? shared.close(sessionKey) : toolSet.runtime.closeSessions()).catch(() => {});
    })();
    return closing;
  };
  return {
    server,
    toolSet,
    get activeCalls() {
      return running.size;
    },
    close,
  };
}

function describeTool(entry: PreparedTool): Tool {
  return {
    name: entry.spec.name,
    description: entry.spec.description,
    // The same provider-safe schema as the AI SDK and LangChain tools (provider-schema.ts).
    inputSchema: entry.inputJsonSchema as Tool["inputSchema"],
    ...withOutputSchema(entry.spec.name),
    annotations: ANNOTATIONS[entry.spec.name],
  };
}

function withOutputSchema(name: ToolName): Pick<Tool, "outputSchema"> {
  const outputSchema = outputSchemaOf(name);
  return outputSchema ? { outputSchema } : {};
}

/** The model reads `content`; credits and the error category ride along in `_meta` for the client. */
function toCallToolResult(result: ToolResult, toolSet: PreparedToolSet, errorMeta: Record<string, unknown> = {}): CallToolResult {
  const ledger = toolSet.runtime.ledger;
  const meta: Record<string, unknown> = { "webdata-kit/creditsUsed": result.creditsUsed };
  if (Number.isFinite(ledger.remaining)) meta["webdata-kit/creditsRemaining"] = ledger.remaining;
  if (!result.ok) meta["webdata-kit/error"] = { category: result.error.category, status: result.error.status, code: result.error.code, infrastructure: false, ...errorMeta };
  return {
    content: [{ type: "text", text: result.modelText }],
    ...structuredOf(result, toolSet),
    ...(result.ok ? {} : { isError: true }),
    _meta: meta,
  };
}

/** A shaped result also goes as `structuredContent`; data larger than about its token budget stays in the text only. */
function structuredOf(result: ToolResult, toolSet: PreparedToolSet): Pick<CallToolResult, "structuredContent"> {
  const limits = toolSet.tools.find((entry) => entry.spec.name === result.tool)?.limits;
  const structuredContent = limits && structuredContentOf(result, limits.maxOutputTokens * 2);
  return structuredContent ? { structuredContent } : {};
}
