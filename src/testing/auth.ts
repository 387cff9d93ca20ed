import { json, type MockReply } from "./http-io.js";
import type { MockRoute } from "./types.js";

/** Routes the service's keyless tier serves when the Authorization header is left out (API.md §9). */
const KEYLESS_ROUTES: ReadonlySet<MockRoute> = new Set<MockRoute>([
  "POST /search",
  "POST /scrape",
  "POST /scrape/:id/interact",
  "DELETE /scrape/:id/interact",
]);

/** Sign-up text of the keyless tier for routes that need a key. */
export const KEY_REQUIRED_MESSAGE =
  "Unauthorized: This endpoint requires an API key. Sign up at https://firecrawl.dev to get one and send it as 'Authorization: Bearer fc-...'.";

export interface AuthSettings {
  apiKey: string | null;
  keyless: boolean;
}

/** Returns the 401 reply for a request that fails auth, or `null` when it may proceed. */
export function checkAuth(
  route: MockRoute,
  authorization: string | undefined,
  settings: AuthSettings,
): MockReply | null {
  if (authorization === undefined) {
    if (settings.apiKey === null) return null;
    if (settings.keyless && KEYLESS_ROUTES.has(route)) return null;
    return unauthorized(settings.keyless ? KEY_REQUIRED_MESSAGE : "Unauthorized");
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match) return unauthorized("Unauthorized: Token missing");
  if (settings.apiKey !== null && match[1] !== settings.apiKey) {
    // The message never echoes the token that was sent.
    return unauthorized("Unauthorized: Invalid token");
  }
  return null;
}

function unauthorized(error: string): MockReply {
  return json(401, { success: false, error });
}
