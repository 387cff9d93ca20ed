export { createWebDataTools, WebDataToolkit } from "./create-web-data-tools.js";
export type { WebDataToolsOptions, ToolSettings, WaitingToolSettings } from "../../tools/options.js";
export type { ModelFixableError, ToolName, ToolResult } from "../../tools/types.js";
export { TOOL_NAMES } from "../../tools/types.js";
