import { json } from "../../server-kit/index.js";
import { FetchFailure } from "../fetch/fetch-failure.js";
import { toScrapeSettings, withScheme } from "../scrape/scrape-settings.js";
import { fetchFailureReply, problemReply } from "./api-errors.js";
import type { EngineRouteTable } from "./engine-routes.js";

/** `POST /scrape` (API.md §2): fetch, convert, answer one Document. */
export const scrapeRoutes: EngineRouteTable = {
  scrape: async ({ body, engine, signal }) => {
    const resolved = toScrapeSettings(body, ["markdown"]);
    if ("problem" in resolved) return problemReply(resolved.problem);
    try {
      const page = await engine.scraper.scrape(withScheme(body.url), resolved.settings, signal);
      const notes = [...resolved.notes];
      if (page.unsupported !== undefined) notes.push(page.unsupported);
      return json(200, { success: true, data: page.document, ...(notes.length > 0 ? { warning: notes.join(" ") } : {}) });
    } catch (error) {
      if (error instanceof FetchFailure) return error.kind === "aborted" ? undefined : fetchFailureReply(error);
      throw error;
    }
  },
};
