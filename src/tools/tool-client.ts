import { createSessionRegistry } from "../browser/session-registry.js";
import type { WebDataClient } from "../client.js";
import { clientFrom, type WebDataClientSource } from "../client/client-source.js";
import type { SelfHealingOptions } from "../healing/healing-policy.js";
import { withSelfHealing } from "../healing/with-self-healing.js";

// Loaded by a tool set on its first call (runtime.ts), not at construction: the client stack, the
// healer and the session registry are most of the modules behind a tool set (bench/README.md P6).

/** The client a tool set calls through: its own or the given one, self-healing when asked. */
export function toolClient(source: WebDataClientSource, selfHealing: boolean | SelfHealingOptions | undefined): WebDataClient {
  const client = clientFrom(source);
  return selfHealing ? withSelfHealing(client, selfHealing === true ? {} : selfHealing) : client;
}

export { createSessionRegistry };
