// First: on an unsupported Node this import fails with the version needed (docs/packaging.md).
import "../../core/supported-node.js";
export { createWebDataMcpServer, type WebDataMcpServer, type WebDataMcpServerOptions } from "./create-mcp-server.js";
export { createMcpHttpHandler, type McpHttpHandler, type McpHttpOptions } from "./http-sessions.js";
export { serveMcpOverStdio, type StdioStreams } from "./stdio.js";
export * from "../../tools/public-types.js";
