import { json } from "../http-io.js";
import { JOB_TTL_MS, advancePolledJob, createPolledJob, takeSeed, type PolledJob } from "../jobs.js";
import { sampleFromRequest } from "../sample-data.js";
import { iso, type RouteHandler } from "../state.js";
import { IssueList, badRequest, bodyObject } from "../validation.js";
import { notAnObject } from "./scrape.js";

const AGENT_KEYS = [
  "prompt", "urls", "schema", "maxCredits", "strictConstrainToURLs", "model", "effort", "webhook", "threadId",
  "mode", "exchange", "threatProtection", "auditMetadata",
];
const MODELS = ["spark-1-pro", "spark-1-mini", "spark-2"];
const EFFORTS = ["low", "medium", "high"];
/** The newest service runs every job on spark-2 (API.md §7). */
const REPORTED_MODEL = "spark-2";
const DEFAULT_CREDITS = 15;

/** `POST /agent`: starts the next seeded job, or a default one. */
export const startAgent: RouteHandler = (request, context) => {
  const body = bodyObject(request.body);
  if (!body) return notAnObject();
  const issues = new IssueList();
  issues.strictKeys(body, AGENT_KEYS, []);
  const prompt = issues.requireString(body, "prompt");
  if (prompt !== undefined && (prompt.length < 1 || prompt.length > 10_000)) {
    issues.add({ code: "custom", path: ["prompt"], message: "prompt must be 1 to 10000 characters" });
  }
  enumField(issues, body, "model", MODELS);
  enumField(issues, body, "effort", EFFORTS);
  const maxCredits = body["maxCredits"];
  if (maxCredits !== undefined && (typeof maxCredits !== "number" || maxCredits <= 0)) {
    issues.add({ code: "too_small", minimum: 0, path: ["maxCredits"], message: "maxCredits must be a positive number" });
  }
  const urls = body["urls"];
  if (urls !== undefined && (!Array.isArray(urls) || urls.some((url) => typeof url !== "string" || !URL.canParse(url)))) {
    issues.add({ code: "invalid_string", validation: "url", path: ["urls"], message: "urls must be valid URLs" });
  }
  if (!issues.ok) return badRequest(issues.issues);
  const job = takeSeed(context.state.agentSeeds, context.state.agents) ?? createPolledJob({}, context.now());
  job.request = body;
  context.state.agents.set(job.id, job);
  return json(200, { success: true, id: job.id });
};

/** `GET /agent/:id` (API.md §7): `data` only once completed. */
export const agentStatus: RouteHandler = (request, context) => {
  const job = context.state.agents.get(request.params["id"] ?? "");
  if (!job) return json(404, { success: false, error: "Agent job not found" });
  advancePolledJob(job, context.now());
  return json(200, agentBody(job));
};

/** `DELETE /agent/:id`: cooperative cancel; a finished job keeps its status. */
export const cancelAgent: RouteHandler = (request, context) => {
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
  // Failed runs are not billed (API.md §7).
  if (job.status === "failed") return { ...base, error: job.error, creditsUsed: 0 };
  if (job.status === "cancelled") return { ...base, creditsUsed: job.creditsUsed ?? 0 };
  return base;
}

function enumField(issues: IssueList, body: Record<string, unknown>, key: string, options: string[]): void {
  const value = body[key];
  if (value === undefined || (typeof value === "string" && options.includes(value))) return;
  issues.add({ code: "invalid_enum_value", options, received: value, path: [key], message: `Invalid enum value. Expected ${options.map((o) => `'${o}'`).join(" | ")}` });
}
