import { buildScrapeDocument } from "../document-builder.js";
import { parseTargetUrl } from "../fixtures.js";
import { json, type MockReply } from "../http-io.js";
import type { RouteHandler } from "../state.js";
import { badRequest } from "../validation.js";

/**
 * The target URL as the service resolves it, or the 400 it answers for a host without a TLD (which
 * the shared schema lets through: it checks the URL's form, the service also its host).
 */
export function targetUrl(value: unknown, key = "url"): URL | MockReply {
  const url = typeof value === "string" ? parseTargetUrl(value.trim()) : null;
  if (url !== null) return url;
  return badRequest([{ code: "custom", path: [key], message: "URL must have a valid top-level domain or be a valid IP address" }]);
}

/** `POST /scrape` (docs/api.md §2). */
export const scrape: RouteHandler<"scrape"> = (request, context) => {
  const body = request.body;
  const url = targetUrl(body.url);
  if (!(url instanceof URL)) return url;
  // Hosts under the reserved .invalid TLD simulate a DNS failure: HTTP 200 with success:false (docs/api.md §2.4).
  if (url.hostname.endsWith(".invalid")) {
    return json(200, {
      success: false,
      code: "SCRAPE_DNS_RESOLUTION_ERROR",
      error: `DNS resolution failed for hostname: ${url.hostname}. Check the URL and try again.`,
    });
  }
  const document = buildScrapeDocument(url, body.url, body);
  const scrapeId = String(document.metadata?.["scrapeId"]);
  context.state.scrapes.set(scrapeId, document);
  return json(200, { success: true, data: document });
};

/** `GET /scrape/:id`: a past scrape of this mock. */
export const getScrape: RouteHandler<"scrape.get"> = (request, context) => {
  const document = context.state.scrapes.get(request.params["id"] ?? "");
  if (!document) return json(404, { success: false, error: "Job not found." });
  return json(200, { success: true, data: document });
};
