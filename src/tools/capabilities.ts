import type { ServerCapabilities } from "./options.js";
import type { ToolName } from "./types.js";

// web_interact's `code` runs without a model, and support answers fall back to rules: both stay listed.
const NEEDS_MODEL: readonly ToolName[] = ["web_extract", "web_agent", "web_agent_status"];
const NEEDS_BROWSER: readonly ToolName[] = ["web_interact", "web_interact_stop"];

/**
 * Tools a server with these capabilities cannot serve, each with the reason. The same rule for
 * every adapter: such tools are left out of the set rather than offered and failing. Unknown
 * capabilities (`undefined`) leave every tool in.
 */
export function unavailableTools(capabilities: ServerCapabilities | undefined): Map<ToolName, string> {
  const out = new Map<ToolName, string>();
  if (lacks(capabilities?.model)) for (const name of NEEDS_MODEL) out.set(name, "this server has no language model configured");
  if (lacks(capabilities?.browser)) for (const name of NEEDS_BROWSER) out.set(name, "this server has no browser");
  return out;
}

function lacks(capability: unknown): boolean {
  return capability === false || capability === null;
}
