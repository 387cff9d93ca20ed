import { InvalidArgumentError } from "./errors.js";
import { redactedKey } from "./redact.js";

/** Default address of the hosted tool server (MCP). */
export const DEFAULT_MCP_URL = "https://mcp.firecrawl.dev";

export interface McpUrl {
  /** `{mcpUrl}/<API_KEY>/v2/mcp`: hand this to an MCP client. Treat it as a secret. */
  url: string;
  /** The same URL with the key redacted: safe for logs. */
  redacted: string;
}

/**
 * Builds the hosted tool-server URL that carries the key in its path. The key is a credential:
 * log `redacted`, never `url`. (The service also documents a keyless `{mcpUrl}/v2/mcp`.)
 */
export function buildMcpUrl(options: { apiKey?: string | undefined; mcpUrl?: string } = {}): McpUrl {
  const apiKey = options.apiKey ?? process.env.WEBDATA_API_KEY;
  if (!apiKey) {
    throw new InvalidArgumentError("buildMcpUrl needs an API key: pass { apiKey } or set WEBDATA_API_KEY.");
  }
  const base = (options.mcpUrl ?? DEFAULT_MCP_URL).replace(/\/+$/, "");
  return {
    url: `${base}/${encodeURIComponent(apiKey)}/v2/mcp`,
    redacted: `${base}/${redactedKey(apiKey)}/v2/mcp`,
  };
}
