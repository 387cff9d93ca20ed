import { json } from "../http-io.js";
import { DEFAULT_CRAWL_LIMIT, createCrawlJob, takeSeed } from "../jobs.js";
import type { RouteHandler } from "../state.js";
import { pagedJobRoutes } from "./paged-job.js";
import { targetUrl } from "./scrape.js";

/** `POST /crawl` (docs/api.md §4.1): starts the next seeded job, or a default one. */
export const startCrawl: RouteHandler<"crawl.start"> = (request, context) => {
  const body = request.body;
  const url = targetUrl(body.url);
  if (!(url instanceof URL)) return url;
  const idempotencyKey = request.headers["x-idempotency-key"];
  if (idempotencyKey !== undefined) {
    if (context.state.idempotencyKeys.has(idempotencyKey)) {
      return json(409, { success: false, error: "Idempotency key already used" });
    }
    context.state.idempotencyKeys.add(idempotencyKey);
  }
  const now = context.now();
  const job = takeSeed(context.state.crawlSeeds, context.state.crawls) ?? createCrawlJob({}, now);
  context.state.crawls.set(job.id, job);
  job.origin ??= url.origin;
  const limit = typeof body.limit === "number" ? body.limit : DEFAULT_CRAWL_LIMIT;
  job.total = Math.min(job.total, limit);
  job.completed = Math.min(job.completed, job.total);
  return json(200, { success: true, id: job.id, url: `${context.origin}/v2/crawl/${job.id}` });
};

/**
 * `POST /crawl/params-preview`: the crawl options a prompt would give. The service asks a model; the
 * mock answers the same options for every prompt (script an answer to test a specific one).
 */
export const crawlParamsPreview: RouteHandler<"crawl.paramsPreview"> = (request) => {
  const url = targetUrl(request.body.url);
  if (!(url instanceof URL)) return url;
  return json(200, { success: true, data: { url: request.body.url, includePaths: [], excludePaths: [], crawlEntireDomain: false, sitemap: "include" } });
};

/** `GET /crawl/:id`, `DELETE /crawl/:id`, `GET /crawl/:id/errors`. */
export const { status: crawlStatus, cancel: cancelCrawl, errors: crawlErrors } = pagedJobRoutes("crawl", (state) => state.crawls);
