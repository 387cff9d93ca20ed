import { extractStartRequestSchema } from "../../operations/index.js";
import { runExtract } from "../model/extract-run.js";
import { ModelJob } from "../model/model-jobs.js";
import { compileUserSchema, type UserSchema } from "../model/user-schema.js";
import { toScrapeSettings } from "../scrape/scrape-settings.js";
import { sendBadRequest, sendError, sendInvalidJson } from "./api-errors.js";
import { readJsonBody, sendJson } from "./http-io.js";
import { findModelJob, jobStatusFields, requireModels, startModelJob } from "./model-job-routes.js";
import { customIssue, parseRequest } from "./request-validation.js";
import type { RouteRequest, Router } from "./router.js";
import { maxRequestBytes } from "./routes-scrape.js";

const notFound = "Extract job not found";

/** `POST /extract` (API.md §6): validate, start a job, answer its id. */
async function startExtract(request: RouteRequest): Promise<void> {
  const { req, res, engine } = request;
  const body = await readJsonBody(req, maxRequestBytes);
  if (!body.ok) return sendInvalidJson(res, body.reason);
  const parsed = parseRequest(extractStartRequestSchema, body.value);
  if (!parsed.ok) return sendBadRequest(res, parsed.issues);
  const models = requireModels(request, "Extract");
  if (models === undefined) return;
  const input = parsed.data;
  let schema: UserSchema | undefined;
  if (input.schema !== undefined) {
    const compiled = compileUserSchema(input.schema);
    if (!compiled.ok) return sendBadRequest(res, [customIssue(["schema"], compiled.message)]);
    schema = compiled.schema;
  }
  const resolved = toScrapeSettings({ ...input.scrapeOptions, formats: ["markdown"] }, ["markdown"], ["scrapeOptions"]);
  if ("problem" in resolved) {
    const { problem } = resolved;
    if (problem.status === 400) return sendBadRequest(res, [customIssue(problem.path, problem.message)], problem.code);
    return sendError(res, problem.status, problem.message, { code: problem.code });
  }
  const job = new ModelJob("extract");
  job.warnings.push(...resolved.notes);
  if (input.scrapeOptions?.formats !== undefined) job.warnings.push("scrapeOptions.formats is ignored: extract reads each page as markdown.");
  if (input.agent !== undefined) job.warnings.push(`agent.model "${input.agent.model}" is not used: the engine runs its own model.`);
  if (input.webhook !== undefined) job.warnings.push("webhook is not supported by the local engine; poll GET /extract/{id}.");
  job.extra.model = models.capability.id;
  startModelJob(engine, job, () =>
    runExtract(job, { ...input, schema }, resolved.settings, {
      fetcher: engine.fetcher,
      scraper: engine.scraper,
      index: engine.index,
      userAgent: engine.userAgent,
      model: models.pick(),
      contextTokens: models.contextTokens,
    }),
  );
  sendJson(res, 200, { success: true, id: job.id, urlTrace: [] });
}

/** `GET /extract/:id`: `data` is `[]` until the job completes. */
function extractStatus(request: RouteRequest): void {
  const job = findModelJob(request, "extract", notFound);
  if (job === undefined) return;
  sendJson(request.res, 200, {
    ...jobStatusFields(job),
    data: job.status === "completed" ? job.data : [],
    ...(job.sources === undefined ? {} : { sources: job.sources }),
    tokensUsed: job.tokensUsed,
    creditsUsed: job.creditsUsed,
  });
}

/** `DELETE /extract/:id`: the engine lets a running extract be cancelled (the service has no such call). */
function cancelExtract(request: RouteRequest): void {
  const job = findModelJob(request, "extract", notFound);
  if (job === undefined) return;
  job.cancel();
  sendJson(request.res, 200, { success: true, status: job.status });
}

/** Registers the extract routes. */
export function addExtractRoutes(router: Router): void {
  router.add("POST", "/extract", startExtract).add("GET", "/extract/:id", extractStatus).add("DELETE", "/extract/:id", cancelExtract);
}
