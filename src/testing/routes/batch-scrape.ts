import { buildScrapeDocument } from "../document-builder.js";
import { parseTargetUrl } from "../fixtures.js";
import { json } from "../http-io.js";
import { createCrawlJob, takeSeed } from "../jobs.js";
import type { RouteHandler } from "../state.js";
import { plainBadRequest } from "../validation.js";
import { pagedJobRoutes } from "./paged-job.js";

/**
 * `POST /batch/scrape` (docs/api.md §4.5): one document per valid URL, with the scrape options given at
 * the top level. Invalid URLs are listed in `invalidURLs` (or refuse the request with
 * `ignoreInvalidURLs: false`). The job then progresses over polls like a crawl.
 */
export const startBatchScrape: RouteHandler<"batchScrape.start"> = (request, context) => {
  const body = request.body;
  const urls: string[] = Array.isArray(body.urls) ? body.urls.filter((url: unknown): url is string => typeof url === "string") : [];
  const valid: Array<{ raw: string; url: URL }> = [];
  const invalid: string[] = [];
  for (const raw of urls) {
    const url = parseTargetUrl(raw.trim());
    if (url === null) invalid.push(raw);
    else valid.push({ raw, url });
  }
  if (invalid.length > 0 && body.ignoreInvalidURLs === false) {
    return plainBadRequest(`Invalid URL(s): ${invalid.join(", ")}. Fix them or send ignoreInvalidURLs: true.`);
  }
  if (valid.length === 0) return plainBadRequest("No valid URL to scrape.");
  const seeded = takeSeed(context.state.batchSeeds, context.state.batches);
  const job = seeded ?? createCrawlJob({ documents: valid.map(({ raw, url }) => buildScrapeDocument(url, raw, body)) }, context.now());
  context.state.batches.set(job.id, job);
  return json(200, {
    success: true,
    id: job.id,
    url: `${context.origin}/v2/batch/scrape/${job.id}`,
    ...(invalid.length > 0 ? { invalidURLs: invalid } : {}),
  });
};

/** `GET /batch/scrape/:id`, `DELETE /batch/scrape/:id`, `GET /batch/scrape/:id/errors`. */
export const { status: batchScrapeStatus, cancel: cancelBatchScrape, errors: batchScrapeErrors } = pagedJobRoutes(
  "batch/scrape",
  (state) => state.batches,
);
