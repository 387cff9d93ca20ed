export { createInteractSession } from "./interact-session.js";
export { createSessionRegistry, type SessionRegistry, type SessionRegistryOptions } from "./session-registry.js";
export { SERVICE_IDLE_MS, SERVICE_TTL_MS } from "./session-lifetime.js";
export type {
  InteractSession,
  InteractSessionOptions,
  InteractSessionState,
  ReopenReason,
  SessionCallOptions,
  SessionInteractParams,
  SessionInteractResult,
  SessionOpenResult,
  SessionReopen,
  SessionScrapeOptions,
  SessionStopResult,
  SessionSwitch,
} from "./session-types.js";
