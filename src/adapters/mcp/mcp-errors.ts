import { ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import { APIError, WebDataError } from "../../core/errors.js";
import { redactSecret } from "../../core/redact.js";

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
 * An infrastructure error (auth, credits, network, exhausted retries — DESIGN rule 10) as an MCP
 * protocol error: the client, not the model, has to act on it. The key is scrubbed from the text.
 */
export function infrastructureError(error: unknown, secret: string | undefined): McpToolError {
  if (error instanceof McpToolError) return error;
  const message = redactSecret(error instanceof Error ? error.message : String(error), secret);
  const data: Record<string, unknown> = { type: error instanceof Error ? error.name : "Error" };
  if (error instanceof WebDataError) data.retryable = error.isRetryable;
  if (error instanceof APIError) {
    data.status = error.status;
    if (error.code !== undefined) data.code = error.code;
    if (error.requestId !== undefined) data.requestId = error.requestId;
  }
  return new McpToolError(ErrorCode.InternalError, message, data);
}

/** A call of a tool this server does not offer (a protocol error, as the MCP spec says). */
export function unknownToolError(name: string, available: readonly string[]): McpToolError {
  return new McpToolError(ErrorCode.InvalidParams, `Unknown tool: ${name}. Available: ${available.join(", ")}`);
}
