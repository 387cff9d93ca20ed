import { buildScrapeDocument } from "../document-builder.js";
import { parseTargetUrl } from "../fixtures.js";
import { json, type MockReply } from "../http-io.js";
import type { RouteHandler } from "../state.js";
import { IssueList, badRequest, bodyObject, type ValidationIssue } from "../validation.js";

/** Checks a target URL field and returns the parsed URL, adding an issue when it is unusable. */
export function requireTargetUrl(body: Record<string, unknown>, issues: IssueList, key = "url"): URL | null {
  const raw = issues.requireString(body, key);
  if (raw === undefined) return null;
  const url = parseTargetUrl(raw.trim());
  if (!url) {
    issues.add({
      code: "custom",
      path: [key],
      message: "URL must have a valid top-level domain or be a valid IP address",
    });
  }
  return url;
}

/** 400 for a body that is not a JSON object. */
export function notAnObject(): MockReply {
  const issue: ValidationIssue = { code: "invalid_type", expected: "object", received: "undefined", path: [], message: "Required" };
  return badRequest([issue]);
}

/** `POST /scrape` (API.md §2). */
export const scrape: RouteHandler = (request, context) => {
  const body = bodyObject(request.body);
  if (!body) return notAnObject();
  const issues = new IssueList();
  issues.scrapeOptions(body, [], ["url", "zeroDataRetention"]);
  const url = requireTargetUrl(body, issues);
  if (!issues.ok || !url) return badRequest(issues.issues);
  // Hosts under the reserved .invalid TLD simulate a DNS failure: HTTP 200 with success:false (API.md §2.4).
  if (url.hostname.endsWith(".invalid")) {
    return json(200, {
      success: false,
      code: "SCRAPE_DNS_RESOLUTION_ERROR",
      error: `DNS resolution failed for hostname: ${url.hostname}. Check the URL and try again.`,
    });
  }
  const document = buildScrapeDocument(url, String(body["url"]), body);
  const scrapeId = String(document.metadata?.["scrapeId"]);
  context.state.scrapes.set(scrapeId, document);
  return json(200, { success: true, data: document });
};

/** `GET /scrape/:id`: a past scrape of this mock. */
export const getScrape: RouteHandler = (request, context) => {
  const document = context.state.scrapes.get(request.params["id"] ?? "");
  if (!document) return json(404, { success: false, error: "Job not found." });
  return json(200, { success: true, data: document });
};
