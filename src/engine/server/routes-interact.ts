import { apiError, json, type Reply } from "../../server-kit/index.js";
import type { EngineRouteTable } from "./engine-routes.js";
import { interactNeedsBrowser } from "../browser/find-chromium.js";
import type { InteractAnswer } from "../browser/interact/interact-sessions.js";

function reply(answer: InteractAnswer): Reply {
  return json(answer.status, answer.body);
}

/**
 * `POST`/`DELETE /scrape/{scrapeId}/interact` (docs/api.md §3.1, §3.2) on the engine's interact sessions;
 * 501 with how to get a browser when there is none. (The seed's `POST /interact { scrapeId, … }` is
 * served by `browser-http.ts`, because the registry's `/interact` schema drops `scrapeId`.)
 */
export const interactRoutes: EngineRouteTable = {
  interact: async ({ params, body, engine }) => {
    const sessions = engine.browser?.sessions;
    if (sessions === undefined) return apiError(501, interactNeedsBrowser, { code: "BROWSER_NOT_AVAILABLE" });
    return reply(await sessions.interact(params["scrapeId"] ?? params["id"] ?? "", body));
  },
  stopInteraction: async ({ params, engine }) => {
    const sessions = engine.browser?.sessions;
    if (sessions === undefined) return apiError(501, interactNeedsBrowser, { code: "BROWSER_NOT_AVAILABLE" });
    const answer = await sessions.stop(params["scrapeId"] ?? params["id"] ?? "");
    return answer.status === 404 ? apiError(404, "Browser session not found.") : reply(answer);
  },
};
