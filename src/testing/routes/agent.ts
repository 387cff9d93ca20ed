import { json } from "../http-io.js";
import { JOB_TTL_MS, advancePolledJob, createPolledJob, takeSeed, type PolledJob } from "../jobs.js";
import { sampleFromRequest } from "../sample-data.js";
import { iso, type RouteHandler } from "../state.js";
/** The newest service runs every job on spark-2 (docs/api.md §7). */
const REPORTED_MODEL = "spark-2";
const DEFAULT_CREDITS = 15;

/** `POST /agent`: starts the next seeded job, or a default one. */
export const startAgent: RouteHandler<"agent.start"> = (request, context) => {
  const body: Record<string, unknown> = request.body;
  const job = takeSeed(context.state.agentSeeds, context.state.agents) ?? createPolledJob({}, context.now());
  job.request = body;
  context.state.agents.set(job.id, job);
  return json(200, { success: true, id: job.id });
};

/** `GET /agent/:id` (docs/api.md §7): `data` only once completed. */
export const agentStatus: RouteHandler<"agent.status"> = (request, context) => {
  const job = context.state.agents.get(request.params["id"] ?? "");
  if (!job) return json(404, { success: false, error: "Agent job not found" });
  advancePolledJob(job, context.now());
  return json(200, agentBody(job));
};

/** `DELETE /agent/:id`: cooperative cancel; a finished job keeps its status. */
export const cancelAgent: RouteHandler<"agent.cancel"> = (request, context) => {
  const job = context.state.agents.get(request.params["id"] ?? "");
  if (!job) return json(404, { success: false, error: "Agent job not found" });
  if (job.status === "processing") {
    job.status = "cancelled";
    job.completedAt = context.now();
  }
  return json(200, { success: true });
};

function agentBody(job: PolledJob): Record<string, unknown> {
  const base = { success: true, status: job.status, model: REPORTED_MODEL, expiresAt: iso((job.completedAt ?? job.createdAt) + JOB_TTL_MS) };
  if (job.status === "completed") {
    const data = job.data !== undefined ? job.data : sampleFromRequest(job.request["schema"], job.request["prompt"]);
    return { ...base, data, creditsUsed: job.creditsUsed ?? DEFAULT_CREDITS };
  }
  // Failed runs are not billed (docs/api.md §7).
  if (job.status === "failed") return { ...base, error: job.error, creditsUsed: 0 };
  if (job.status === "cancelled") return { ...base, creditsUsed: job.creditsUsed ?? 0 };
  return base;
}
