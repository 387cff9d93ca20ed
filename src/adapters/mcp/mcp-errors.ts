import { ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import { APIError, WebDataError } from "../../core/errors.js";
import { redactSecret } from "../../core/redact.js";
import { errorView, renderModelError } from "../../tools/error-policy.js";
import type { ToolName, ToolResult } from "../../tools/types.js";

/**
 * What a JSON-RPC error response is made of. The SDK answers a throwing handler with the thrown
 * value's `code`, `message` and `data`; a plain error keeps the message readable (an `McpError`
 * would prefix "MCP error -32603:" once here and once more in the client).
 */
export class McpToolError extends Error {
  override name = "McpToolError";

  constructor(
    readonly code: number,
    message: string,
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/**
 * Any error a tool call threw, as the `isError` result the model and the client read: an MCP
 * client has no other channel to show a failed call, so infrastructure errors (auth, credits,
 * exhausted retries — thrown by the other adapters) come back as results too, with the text of
 * the shared error policy. The key is scrubbed from the text; `_meta` says it was infrastructure.
 */
export function infrastructureResult(
  error: unknown,
  tool: ToolName,
  secret: string | undefined,
): { result: ToolResult & { ok: false }; meta: Record<string, unknown> } {
  const { infrastructure, ...view } = errorView(error);
  const shown = { ...view, message: redactSecret(view.message, secret) };
  const meta: Record<string, unknown> = { infrastructure, type: error instanceof Error ? error.name : "Error" };
  if (error instanceof WebDataError) meta.retryable = error.isRetryable;
  if (error instanceof APIError && error.requestId !== undefined) meta.requestId = error.requestId;
  return { result: { ok: false, tool, error: shown, modelText: renderModelError(shown), creditsUsed: 0, notes: [] }, meta };
}

/** A call of a tool this server does not offer (a protocol error, as the MCP spec says). */
export function unknownToolError(name: string, available: readonly string[], omitted: ReadonlyMap<string, string> = new Map()): McpToolError {
  const why = omitted.get(name);
  const what = why === undefined ? `Unknown tool: ${name}.` : `Tool not available: ${name} (${why}).`;
  return new McpToolError(ErrorCode.InvalidParams, `${what} Available: ${available.join(", ")}`);
}
