import { createHash, timingSafeEqual } from "node:crypto";
import type { AuthMode } from "../operations/index.js";
import { apiError } from "./error-replies.js";
import type { Reply } from "./reply.js";

/** Sign-up text the keyless tier answers for routes that need a key (docs/api.md §9). */
export const KEY_REQUIRED_MESSAGE =
  "Unauthorized: This endpoint requires an API key. Sign up at https://firecrawl.dev to get one and send it as 'Authorization: Bearer fc-...'.";

/** How a server checks `Authorization`. */
export interface AuthSettings {
  /** The expected key; `null` accepts any bearer token or none. */
  apiKey: string | null;
  /** Serve the keyless tier: routes whose operation is `keyless` answer without a header. */
  keyless: boolean;
}

// MCP clients read a 401 without a challenge as "start OAuth discovery"; `Bearer` says: send a key.
const CHALLENGE = { "www-authenticate": "Bearer" };

function unauthorized(message: string): Reply {
  return apiError(401, message, {}, CHALLENGE);
}

/**
 * Compares keys through their SHA-256 digests: equal-length buffers for `timingSafeEqual`, so the
 * time taken tells nothing about the expected key, not even its length.
 */
function sameKey(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

/**
 * Checks the `Authorization` header for a route whose operation has `mode` (`undefined` for a path
 * no route serves: it needs the key too, so an unknown path tells an anonymous caller nothing).
 * Returns the 401 reply, or `null` when the request may go on. Messages never echo the token.
 */
export function checkBearer(header: string | undefined, mode: AuthMode | undefined, settings: AuthSettings): Reply | null {
  // An empty bearer (`Bearer`, `Bearer `: firecrawl-cli sends one without a key) is no key at all.
  const authorization = header === undefined || /^Bearer[ \t]*$/i.test(header) ? undefined : header;
  if (authorization === undefined) {
    if (settings.apiKey === null) return null;
    if (settings.keyless && mode === "keyless") return null;
    return unauthorized(settings.keyless ? KEY_REQUIRED_MESSAGE : "Unauthorized: Token missing");
  }
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization);
  if (match === null) {
    // A bare key (or another scheme) is refused, as the service does: only `Bearer <key>` counts.
    return unauthorized("Unauthorized: Token missing. Send the key as 'Authorization: Bearer <key>'.");
  }
  if (settings.apiKey !== null && !sameKey(match[1] ?? "", settings.apiKey)) {
    return unauthorized("Unauthorized: Invalid token");
  }
  return null;
}
