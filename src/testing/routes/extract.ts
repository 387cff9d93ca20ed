import { EXTRACT_DEPRECATION } from "../../operations/index.js";
import { json } from "../http-io.js";
import { JOB_TTL_MS, advancePolledJob, createPolledJob, takeSeed, type PolledJob } from "../jobs.js";
import { sampleFromRequest } from "../sample-data.js";
import { iso, type RouteHandler } from "../state.js";
import { IssueList, badRequest, bodyObject, isRecord, plainBadRequest } from "../validation.js";
import { notAnObject } from "./scrape.js";

const EXTRACT_KEYS = [
  "urls", "prompt", "schema", "systemPrompt", "enableWebSearch", "allowExternalLinks", "includeSubdomains",
  "ignoreSitemap", "showSources", "ignoreInvalidURLs", "scrapeOptions", "agent", "webhook", "timeout", "limit",
  "urlTrace", "threatProtection",
];

/** Extract is deprecated: every response says so in headers and body (API.md §6). */
const DEPRECATION_HEADERS = EXTRACT_DEPRECATION.headers;
const DEPRECATION_FIELDS = EXTRACT_DEPRECATION.fields;
const DEFAULT_CREDITS = 12;
const TOKENS_PER_CREDIT = 15;

/** `POST /extract`: starts the next seeded job, or a default one. */
export const startExtract: RouteHandler = (request, context) => {
  const body = bodyObject(request.body);
  if (!body) return notAnObject();
  const issues = new IssueList();
  issues.strictKeys(body, EXTRACT_KEYS, []);
  const urls = body["urls"];
  if (urls !== undefined && (!Array.isArray(urls) || urls.some((url) => typeof url !== "string"))) {
    issues.add({ code: "invalid_type", expected: "array", path: ["urls"], message: "Expected an array of URLs" });
  } else if (Array.isArray(urls) && urls.length > 10) {
    issues.add({ code: "too_big", maximum: 10, path: ["urls"], message: "Array must contain at most 10 element(s)" });
  }
  if (urls === undefined && body["prompt"] === undefined) {
    issues.add({ code: "custom", path: ["urls"], message: "Either 'urls' or 'prompt' must be provided." });
  }
  for (const key of ["prompt", "systemPrompt"]) {
    const value = body[key];
    if (value !== undefined && (typeof value !== "string" || value.length > 10_000)) {
      issues.add({ code: "too_big", maximum: 10_000, path: [key], message: `${key} must be a string of at most 10000 characters` });
    }
  }
  if (!issues.ok) return badRequest(issues.issues);
  if (isRecord(body["agent"]) && body["agent"]["model"] === "v3-beta") {
    return plainBadRequest("Use the new /agent endpoint instead of agent.model 'v3-beta'.");
  }
  const job = takeSeed(context.state.extractSeeds, context.state.extracts) ?? createPolledJob({}, context.now());
  job.request = body;
  context.state.extracts.set(job.id, job);
  return json(200, { success: true, id: job.id, urlTrace: [], ...DEPRECATION_FIELDS }, DEPRECATION_HEADERS);
};

/** `GET /extract/:id`: `processing` until the job's poll count is reached (API.md §6). */
export const extractStatus: RouteHandler = (request, context) => {
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
