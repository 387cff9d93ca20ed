import { randomUUID } from "node:crypto";
import { apiError, json } from "../../server-kit/index.js";
import { FetchFailure } from "../fetch/fetch-failure.js";
import { mapSite } from "../map/map-site.js";
import { mapCredits } from "../scrape/credits.js";
import { withScheme } from "../scrape/scrape-settings.js";
import { fetchFailureReply } from "./api-errors.js";
import type { EngineRouteTable } from "./engine-routes.js";

/** Links a map returns when the request names no limit (the service's default). */
export const defaultMapLimit = 5000;

const mapTimedOut = () => apiError(408, "Map timed out", { code: "MAP_TIMEOUT" });

/** `POST /map` (docs/api.md §5). */
export const mapRoutes: EngineRouteTable = {
  map: async ({ body: request, engine, signal }) => {
    const timeout = request.timeout === undefined ? undefined : AbortSignal.timeout(request.timeout);
    const combined = timeout === undefined ? signal : AbortSignal.any([signal, timeout]);
    try {
      const links = await mapSite(
        {
          start: new URL(withScheme(request.url)),
          search: request.search,
          sitemap: request.sitemap ?? "include",
          includeSubdomains: request.includeSubdomains ?? true,
          ignoreQueryParameters: request.ignoreQueryParameters ?? true,
          limit: request.limit ?? defaultMapLimit,
        },
        { fetcher: engine.fetcher, scraper: engine.scraper, index: engine.index, userAgent: engine.userAgent },
        combined,
      );
      if (timeout?.aborted === true) return mapTimedOut();
      // The service reports no credits for a map and bills 1; said here too (not charged), for cost estimates.
      const creditsUsed = mapCredits();
      engine.scraper.credits.add(creditsUsed);
      return json(200, { success: true, id: randomUUID(), links, creditsUsed });
    } catch (error) {
      if (timeout?.aborted === true) return mapTimedOut();
      if (error instanceof FetchFailure) return error.kind === "aborted" ? undefined : fetchFailureReply(error);
      throw error;
    }
  },
};
