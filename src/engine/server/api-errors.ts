import { apiError, badRequest, customIssue, type Reply } from "../../server-kit/index.js";
import type { FetchFailure } from "../fetch/fetch-failure.js";
import { needsModelMessage } from "../model/engine-model.js";
import type { ScrapeSettingsProblem } from "../scrape/scrape-settings.js";

/** How a failed page fetch is answered by scrape and map: status and code. */
export function fetchFailureResponse(failure: FetchFailure): { status: number; code: string } {
  switch (failure.kind) {
    case "dns":
      // The service answers DNS failures with HTTP 200 and success:false (docs/api.md §2.4).
      return { status: 200, code: "SCRAPE_DNS_RESOLUTION_ERROR" };
    case "blocked-address":
      return { status: 403, code: "SCRAPE_BLOCKED_ADDRESS" };
    case "timeout":
      return { status: 408, code: "SCRAPE_TIMEOUT" };
    case "too-large":
      return { status: 413, code: "SCRAPE_CONTENT_TOO_LARGE" };
    case "too-many-redirects":
      return { status: 500, code: "SCRAPE_TOO_MANY_REDIRECTS" };
    case "tls":
      return { status: 500, code: "SCRAPE_SSL_ERROR" };
    case "unsupported-url":
      return { status: 400, code: "BAD_REQUEST" };
    case "unsupported-file":
      return { status: 422, code: "SCRAPE_UNSUPPORTED_FILE_ERROR" };
    case "aborted":
      return { status: 499, code: "SCRAPE_CANCELLED" };
    case "connection":
      return { status: 500, code: "SCRAPE_SITE_ERROR" };
  }
}

/** A failed fetch in the API's shape. */
export function fetchFailureReply(failure: FetchFailure): Reply {
  const { status, code } = fetchFailureResponse(failure);
  return apiError(status, failure.message, { code });
}

/** A request the engine cannot run as asked: a 400 issue at the option's path, or another status. */
export function problemReply(problem: ScrapeSettingsProblem): Reply {
  if (problem.needsModel !== undefined) return apiError(501, needsModelMessage(problem.needsModel), { code: problem.code });
  if (problem.status === 400) return badRequest([customIssue(problem.path, problem.message)], problem.code);
  return apiError(problem.status, problem.message, { code: problem.code });
}
