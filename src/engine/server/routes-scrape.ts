import { apiError, badRequest, customIssue, json } from "../../server-kit/index.js";
import { ActionFailure } from "../browser/page-actions.js";
import { PageFormatInputError } from "../scrape/page-formats.js";
import { pageFormatSchemaProblem } from "../model/page-model-formats.js";
import { BrowserUnavailableError, OcrUnavailableError } from "../scrape/page-scraper.js";
import { FetchFailure } from "../fetch/fetch-failure.js";
import { toScrapeSettings, withScheme } from "../scrape/scrape-settings.js";
import { fetchFailureReply, problemReply } from "./api-errors.js";
import type { EngineRouteTable } from "./engine-routes.js";

/** `POST /scrape` (docs/api.md §2): fetch, convert, answer one Document. */
export const scrapeRoutes: EngineRouteTable = {
  scrape: async ({ body, engine, signal }) => {
    const resolved = toScrapeSettings(body, ["markdown"], [], { model: engine.models !== undefined });
    if ("problem" in resolved) return problemReply(resolved.problem);
    const schemaProblem = await pageFormatSchemaProblem(resolved.settings.pageFormats);
    if (schemaProblem !== undefined) return problemReply(schemaProblem);
    try {
      const page = await engine.scraper.scrape(withScheme(body.url), resolved.settings, signal);
      engine.recentScrapes.remember(page.document);
      engine.scraper.credits.add(page.creditsUsed);
      const notes = [...resolved.notes, ...page.notes];
      if (page.unsupported !== undefined) notes.push(page.unsupported);
      return json(200, { success: true, data: page.document, ...(notes.length > 0 ? { warning: notes.join(" ") } : {}) });
    } catch (error) {
      if (error instanceof FetchFailure) return error.kind === "aborted" ? undefined : fetchFailureReply(error);
      if (error instanceof BrowserUnavailableError) return apiError(501, error.message, { code: "BROWSER_NOT_AVAILABLE" });
      if (error instanceof OcrUnavailableError) return apiError(501, error.message, { code: "OCR_NOT_AVAILABLE" });
      if (error instanceof PageFormatInputError) return badRequest([customIssue(["formats"], error.message)]);
      if (error instanceof ActionFailure) return badRequest([customIssue(["actions", error.index], error.message)], "SCRAPE_ACTION_ERROR");
      throw error;
    }
  },

  /** `GET /scrape/{id}`: one of the engine's recent scrapes by `metadata.scrapeId` (docs/api.md §2.4). */
  "scrape.get": ({ params, engine }) => {
    const document = engine.recentScrapes.get(params.id ?? "");
    return document === undefined ? apiError(404, "Job not found.") : json(200, { success: true, data: document });
  },
};
