import { apiError, json } from "../../server-kit/index.js";
import { runAgent } from "../model/agent-run.js";
import { ModelJob } from "../model/model-jobs.js";
import type { EngineRouteTable } from "./engine-routes.js";
import { checkWebhook, startJobEvents } from "./job-webhooks.js";
import { findModelJob, jobStatusFields, requestSchema, requireModels, startModelJob } from "./model-job-routes.js";

const notFound = "Agent job not found";

/** Request fields the engine accepts but does not act on, with what to know about each. */
const ignoredFields: Record<string, string> = {
  effort: "effort has no effect in the local engine.",
  threadId: "threads are not supported by the local engine; each run starts fresh.",
  mode: "mode has no effect in the local engine.",
  exchange: "exchange has no effect in the local engine.",
};

/** The agent (docs/api.md §7) on the engine's model. */
export const agentRoutes: EngineRouteTable = {
  /** `POST /agent`: validate, start a job, answer its id. */
  "agent.start": async (request) => {
    const { body: input, engine } = request;
    const models = requireModels(request, "The agent");
    if ("status" in models) return models;
    const webhook = checkWebhook(engine, input.webhook);
    if (webhook !== undefined && "status" in webhook) return webhook;
    const schema = await requestSchema(input.schema);
    if (schema !== undefined && "status" in schema) return schema;
    const job = new ModelJob("agent");
    for (const [field, note] of Object.entries(ignoredFields)) if ((input as Record<string, unknown>)[field] !== undefined) job.warnings.push(note);
    job.extra.model = input.model ?? "spark-1-mini";
    startJobEvents(engine, "agent", job.id, job.events, webhook);
    startModelJob(engine, job, () =>
      runAgent(job, { ...input, schema }, {
        model: models.pick(input.model),
        contextTokens: models.contextTokens,
        self: { baseUrl: engine.baseUrl, apiKey: engine.ownKey() },
      }),
    );
    return json(200, { success: true, id: job.id });
  },

  /** `GET /agent/{id}`: `data` only once completed. */
  "agent.status": (request) => {
    const job = findModelJob(request, "agent", notFound);
    if (!(job instanceof ModelJob)) return job;
    return json(200, {
      ...jobStatusFields(job),
      success: true,
      ...(job.status === "completed" ? { data: job.data } : {}),
      ...job.extra,
      creditsUsed: job.creditsUsed,
      tokensUsed: job.tokensUsed,
    });
  },

  /** `DELETE /agent/{id}`: cooperative; the model call in flight is aborted. */
  "agent.cancel": (request) => {
    const job = findModelJob(request, "agent", notFound);
    if (!(job instanceof ModelJob)) return job;
    job.cancel();
    if (job.status !== "cancelled") return apiError(409, `Agent job already ${job.status}`);
    return json(200, { success: true });
  },
};
