export { createWebDataTools, stopOnInfrastructureError, toolSetUsage, type WebDataToolSet } from "./create-web-data-tools.js";
export type { WebDataToolsOptions, ToolSettings, WaitingToolSettings } from "../../tools/options.js";
export type { ToolSetUsage } from "../../tools/tool-set-usage.js";
export type { ModelFixableError, ToolName, ToolResult } from "../../tools/types.js";
export { TOOL_NAMES } from "../../tools/types.js";
