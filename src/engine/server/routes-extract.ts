import { describeWebUrlProblem, EXTRACT_DEPRECATION } from "../../operations/index.js";
import { json } from "../../server-kit/index.js";
import { runExtract } from "../model/extract-run.js";
import { pageFormatSchemaProblem } from "../model/page-model-formats.js";
import { ModelJob } from "../model/model-jobs.js";
import { toScrapeSettings } from "../scrape/scrape-settings.js";
import { problemReply } from "./api-errors.js";
import { browserRequirement } from "./browser-requirement.js";
import type { EngineRouteTable } from "./engine-routes.js";
import { checkWebhook, startJobEvents } from "./job-webhooks.js";
import { findModelJob, jobStatusFields, requestSchema, requireModels, startModelJob } from "./model-job-routes.js";

const notFound = "Extract job not found";

/** Extract (docs/api.md §6) on the engine's model. */
export const extractRoutes: EngineRouteTable = {
  /** `POST /extract`: validate, start a job, answer its id. */
  "extract.start": async (request) => {
    const { body: input, engine } = request;
    const models = requireModels(request, "Extract");
    if ("status" in models) return models;
    const webhook = checkWebhook(engine, input.webhook);
    if (webhook !== undefined && "status" in webhook) return webhook;
    const schema = await requestSchema(input.schema);
    if (schema !== undefined && "status" in schema) return schema;
    // The pages are scraped with the caller's formats, as the service does (a screenshot or branding needs
    // the browser, a json format runs on each page, changeTracking keeps each page's history); the model
    // reads each page's markdown, which is made even when the formats leave it out.
    const formats = input.scrapeOptions?.formats;
    const withMarkdown = formats === undefined ? ["markdown"] : formats.includes("markdown") ? formats : [...formats, "markdown"];
    const resolved = toScrapeSettings({ ...input.scrapeOptions, formats: withMarkdown }, ["markdown"], ["scrapeOptions"], { model: true });
    if ("problem" in resolved) return problemReply(resolved.problem);
    const schemaProblem = await pageFormatSchemaProblem(resolved.settings.pageFormats, ["scrapeOptions"]);
    if (schemaProblem !== undefined) return problemReply(schemaProblem);
    const needsBrowser = browserRequirement(engine, resolved.settings);
    if (needsBrowser !== undefined) return needsBrowser;
    const job = new ModelJob("extract");
    job.warnings.push(...resolved.notes);
    if (input.agent !== undefined) job.warnings.push(`agent.model "${input.agent.model}" is not used: the engine runs its own model.`);
    job.extra.model = models.capability.id;
    // The schema already refused invalid URLs when ignoreInvalidURLs is false or none is valid.
    const invalidURLs = (input.urls ?? []).filter((url) => describeWebUrlProblem(url, "url") !== undefined);
    const urls = input.urls?.filter((url) => !invalidURLs.includes(url));
    startJobEvents(engine, "extract", job.id, job.events, webhook);
    startModelJob(engine, job, () =>
      runExtract(job, { ...input, urls, schema }, resolved.settings, {
        fetcher: engine.fetcher,
        scraper: engine.scraper,
        index: engine.index,
        userAgent: engine.userAgent,
        model: models.pick(),
        contextTokens: models.contextTokens,
      }),
    );
    return json(200, { success: true, id: job.id, urlTrace: [], ...(invalidURLs.length > 0 ? { invalidURLs } : {}), ...EXTRACT_DEPRECATION.fields }, EXTRACT_DEPRECATION.headers);
  },

  /** `GET /extract/{id}`: `data` is `[]` until the job completes. */
  "extract.status": (request) => {
    const job = findModelJob(request, "extract", notFound);
    if (!(job instanceof ModelJob)) return job;
    return json(
      200,
      {
        ...jobStatusFields(job),
        data: job.status === "completed" ? job.data : [],
        // Only asked-for sources (showSources), and only once there is data they describe.
        ...(job.sources === undefined || job.status !== "completed" ? {} : { sources: job.sources }),
        tokensUsed: job.tokensUsed,
        creditsUsed: job.creditsUsed,
        ...EXTRACT_DEPRECATION.fields,
      },
      EXTRACT_DEPRECATION.headers,
    );
  },

  /** `DELETE /extract/{id}`: the engine lets a running extract be cancelled (the service has no such call). */
  "extract.cancel": (request) => {
    const job = findModelJob(request, "extract", notFound);
    if (!(job instanceof ModelJob)) return job;
    job.cancel();
    return json(200, { success: true, status: job.status });
  },
};
