import { scrapeRequestSchema } from "../../operations/index.js";
import { FetchFailure } from "../fetch/fetch-failure.js";
import { toScrapeSettings, withScheme } from "../scrape/scrape-settings.js";
import { sendBadRequest, sendError, sendFetchFailure, sendInvalidJson } from "./api-errors.js";
import { readJsonBody, sendJson } from "./http-io.js";
import { customIssue, parseRequest } from "./request-validation.js";
import type { RouteRequest, Router } from "./router.js";

/** Largest JSON request body the engine reads, in bytes. */
export const maxRequestBytes = 5 * 1024 * 1024;

/** `POST /scrape` (API.md §2): fetch, convert, answer one Document. */
async function scrape({ req, res, engine, signal }: RouteRequest): Promise<void> {
  const body = await readJsonBody(req, maxRequestBytes);
  if (!body.ok) return sendInvalidJson(res, body.reason);
  const parsed = parseRequest(scrapeRequestSchema, body.value);
  if (!parsed.ok) return sendBadRequest(res, parsed.issues);
  const resolved = toScrapeSettings(parsed.data, ["markdown"]);
  if ("problem" in resolved) {
    const { problem } = resolved;
    if (problem.status === 400) return sendBadRequest(res, [customIssue(problem.path, problem.message)], problem.code);
    return sendError(res, problem.status, problem.message, { code: problem.code });
  }
  try {
    const page = await engine.scraper.scrape(withScheme(parsed.data.url), resolved.settings, signal);
    const notes = [...resolved.notes];
    if (page.unsupported !== undefined) notes.push(page.unsupported);
    sendJson(res, 200, {
      success: true,
      data: page.document,
      ...(notes.length > 0 ? { warning: notes.join(" ") } : {}),
    });
  } catch (error) {
    if (error instanceof FetchFailure) {
      if (error.kind !== "aborted") sendFetchFailure(res, error);
      return;
    }
    throw error;
  }
}

/** Registers the scrape route. */
export function addScrapeRoutes(router: Router): void {
  router.add("POST", "/scrape", scrape);
}
