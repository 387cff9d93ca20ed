// The tool names, settings and outputs every adapter's entry point (AI SDK, LangChain, MCP) re-exports,
// so a user's type annotations read the same whichever adapter they import.
export type { InteractToolSettings, ScrapeToolSettings, ServerCapabilities, ToolSettings, WaitingToolSettings, WebDataToolsOptions } from "./options.js";
export type { ModelFixableError, ToolName, ToolResult } from "./types.js";
export type { AgentToolOutput } from "./specs/web-agent.js";
export type { CrawlToolOutput } from "./specs/web-crawl.js";
export type { ExtractToolOutput } from "./specs/web-extract.js";
export type { ScrapeToolOutput } from "./specs/web-scrape.js";
export type { ClientInput, WebDataClientSource } from "../client/client-source.js";
export type { TokenizerOption } from "../core/tokenizers.js";
export { TOOL_NAMES } from "./types.js";
