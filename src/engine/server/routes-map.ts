import { randomUUID } from "node:crypto";
import { mapRequestSchema } from "../../operations/index.js";
import { FetchFailure } from "../fetch/fetch-failure.js";
import { mapSite } from "../map/map-site.js";
import { withScheme } from "../scrape/scrape-settings.js";
import { sendBadRequest, sendError, sendFetchFailure, sendInvalidJson } from "./api-errors.js";
import { readJsonBody, sendJson } from "./http-io.js";
import { parseRequest } from "./request-validation.js";
import type { RouteRequest, Router } from "./router.js";
import { maxRequestBytes } from "./routes-scrape.js";

/** Links a map returns when the request names no limit (the service's default). */
export const defaultMapLimit = 5000;

/** `POST /map` (API.md §5). */
async function map({ req, res, engine, signal }: RouteRequest): Promise<void> {
  const body = await readJsonBody(req, maxRequestBytes);
  if (!body.ok) return sendInvalidJson(res, body.reason);
  const parsed = parseRequest(mapRequestSchema, body.value);
  if (!parsed.ok) return sendBadRequest(res, parsed.issues);
  const request = parsed.data;
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
    if (timeout?.aborted === true) return sendError(res, 408, "Map timed out", { code: "MAP_TIMEOUT" });
    sendJson(res, 200, { success: true, id: randomUUID(), links });
  } catch (error) {
    if (timeout?.aborted === true) return sendError(res, 408, "Map timed out", { code: "MAP_TIMEOUT" });
    if (error instanceof FetchFailure) {
      if (error.kind !== "aborted") sendFetchFailure(res, error);
      return;
    }
    throw error;
  }
}

/** Registers the map route. */
export function addMapRoutes(router: Router): void {
  router.add("POST", "/map", map);
}
