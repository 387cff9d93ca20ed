import { EXTRACT_DEPRECATION } from "../../operations/index.js";
import { json } from "../http-io.js";
import { JOB_TTL_MS, advancePolledJob, createPolledJob, takeSeed, type PolledJob } from "../jobs.js";
import { sampleFromRequest } from "../sample-data.js";
import { iso, type RouteHandler } from "../state.js";
import { isRecord } from "../validation.js";

/** Extract is deprecated: every response says so in headers and body (docs/api.md §6). */
const DEPRECATION_HEADERS = EXTRACT_DEPRECATION.headers;
const DEPRECATION_FIELDS = EXTRACT_DEPRECATION.fields;
const DEFAULT_CREDITS = 12;
const TOKENS_PER_CREDIT = 15;

/** `POST /extract`: starts the next seeded job, or a default one. */
export const startExtract: RouteHandler<"extract.start"> = (request, context) => {
  const body: Record<string, unknown> = request.body;
  const job = takeSeed(context.state.extractSeeds, context.state.extracts) ?? createPolledJob({}, context.now());
  job.request = body;
  context.state.extracts.set(job.id, job);
  return json(200, { success: true, id: job.id, urlTrace: [], ...DEPRECATION_FIELDS }, DEPRECATION_HEADERS);
};

/** `GET /extract/:id`: `processing` until the job's poll count is reached (docs/api.md §6). */
export const extractStatus: RouteHandler<"extract.status"> = (request, context) => {
  const job = context.state.extracts.get(request.params["id"] ?? "");
  if (!job) return json(404, { success: false, error: "Extract job not found" });
  advancePolledJob(job, context.now());
  return json(200, extractBody(job), DEPRECATION_HEADERS);
};

function extractBody(job: PolledJob): Record<string, unknown> {
  const expiresAt = iso((job.completedAt ?? job.createdAt) + JOB_TTL_MS);
  if (job.status === "completed") {
    const creditsUsed = job.creditsUsed ?? DEFAULT_CREDITS;
    const data = job.data !== undefined ? job.data : sampleFromRequest(job.request["schema"], job.request["prompt"]);
    return {
      success: true,
      data,
      status: "completed",
      expiresAt,
      creditsUsed,
      tokensUsed: job.tokensUsed ?? creditsUsed * TOKENS_PER_CREDIT,
      ...(job.request["showSources"] === true ? { sources: sourcesFor(data, job.request["urls"]) } : {}),
      ...DEPRECATION_FIELDS,
    };
  }
  if (job.status === "failed") {
    return { success: false, data: [], status: "failed", error: job.error, expiresAt, ...DEPRECATION_FIELDS };
  }
  return { success: true, data: [], status: job.status, expiresAt, ...DEPRECATION_FIELDS };
}

function sourcesFor(data: unknown, urls: unknown): Record<string, string[]> {
  const list = Array.isArray(urls) ? urls.filter((url): url is string => typeof url === "string") : [];
  return Object.fromEntries(Object.keys(isRecord(data) ? data : {}).map((key) => [key, list.slice(0, 1)]));
}
