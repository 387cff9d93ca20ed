export { createWebDataMcpServer, type WebDataMcpServer, type WebDataMcpServerOptions } from "./create-mcp-server.js";
export { createMcpHttpHandler, type McpHttpHandler, type McpHttpOptions } from "./http-sessions.js";
export { serveMcpOverStdio, type StdioStreams } from "./stdio.js";
export type { WebDataToolsOptions, ToolSettings, WaitingToolSettings } from "../../tools/options.js";
export type { ToolName } from "../../tools/types.js";
export { TOOL_NAMES } from "../../tools/types.js";
