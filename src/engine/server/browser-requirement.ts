import { apiError, type Reply } from "../../server-kit/index.js";
import { BrowserUnavailableError, missingOcr, OcrUnavailableError } from "../scrape/page-scraper.js";
import type { ScrapeSettings } from "../scrape/scrape-settings.js";
import type { EngineContext } from "./engine-context.js";

/**
 * The 501 a request gets when its scrape options need a browser (actions, a screenshot, the branding format) and the
 * engine has none — the answer a scrape gets, given before any work by search, crawl, batch and
 * extract too (else each page would fail on its own, or a search would end in a 500).
 * `waitFor`/`mobile` alone are soft: the page is fetched without a browser, with a warning.
 * PDF OCR (`mode: "ocr"`) without tesseract on the machine is answered the same way.
 */
export function browserRequirement(engine: EngineContext, settings: ScrapeSettings): Reply | undefined {
  if (missingOcr(settings)) return apiError(501, new OcrUnavailableError().message, { code: "OCR_NOT_AVAILABLE" });
  const wanted = settings.browser;
  if (engine.browser !== undefined || wanted === undefined) return undefined;
  if (wanted.actions === undefined && wanted.screenshot === undefined && wanted.branding !== true) return undefined;
  const what = wanted.actions !== undefined ? "Running actions" : wanted.screenshot !== undefined ? "A screenshot" : "The branding format";
  return apiError(501, new BrowserUnavailableError(what).message, { code: "BROWSER_NOT_AVAILABLE" });
}
