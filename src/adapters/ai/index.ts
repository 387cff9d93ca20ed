// First: on an unsupported Node this import fails with the version needed (docs/packaging.md).
import "../../core/supported-node.js";
export { createWebDataTools, stopOnInfrastructureError, toolSetUsage, type WebDataToolSet } from "./create-web-data-tools.js";
export * from "../../tools/public-types.js";
export type { ToolSetUsage } from "../../tools/tool-set-usage.js";
