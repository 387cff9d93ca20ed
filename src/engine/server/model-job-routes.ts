import { InvalidModelOutputError } from "../model/generate-json.js";
import type { ModelJob } from "../model/model-jobs.js";
import { needsModelMessage, type EngineModels } from "../model/engine-model.js";
import { sendError } from "./api-errors.js";
import type { EngineContext } from "./engine-context.js";
import type { RouteRequest } from "./router.js";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The engine's models, or a 501 naming the options when it has none. */
export function requireModels({ res, engine }: RouteRequest, operation: string): EngineModels | undefined {
  if (engine.models !== undefined) return engine.models;
  sendError(res, 501, needsModelMessage(operation), { code: "NOT_IMPLEMENTED" });
  return undefined;
}

/** The job of an `/extract/:id` or `/agent/:id` route, answering 400/404 itself when there is none. */
export function findModelJob({ params, res, engine }: RouteRequest, kind: ModelJob["kind"], notFound: string): ModelJob | undefined {
  const id = params.id ?? "";
  if (!uuidPattern.test(id)) {
    sendError(res, 400, "Invalid job ID format. Job ID must be a valid UUID.");
    return undefined;
  }
  const job = engine.modelJobs.get(id, kind);
  if (job === undefined) sendError(res, 404, notFound);
  return job;
}

/** Runs a job's work in the background: errors fail the job, `close()` waits for it. */
export function startModelJob(engine: EngineContext, job: ModelJob, work: () => Promise<void>): void {
  engine.modelJobs.add(job);
  // A cancelled job settles at once, even if a provider ignores the abort signal, so close() never hangs on it.
  const cancelled = new Promise<void>((resolve) => job.controller.signal.addEventListener("abort", () => resolve(), { once: true }));
  const run = Promise.race([work(), cancelled])
    .then(
      () => {
        if (!job.isTerminal) job.fail("The job ended without a result.");
      },
      (error: unknown) => {
        if (job.isTerminal) return;
        if (!(error instanceof InvalidModelOutputError)) engine.log(`${job.kind} ${job.id} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        job.fail(error instanceof Error ? error.message : String(error));
      },
    )
    .then(() => engine.log(`${job.kind} ${job.id}: ${job.status}, ${job.tokensUsed} tokens`));
  engine.running.add(run);
  void run.finally(() => engine.running.delete(run));
}

/** The fields every model job status carries. */
export function jobStatusFields(job: ModelJob): Record<string, unknown> {
  return {
    success: job.status !== "failed",
    status: job.status,
    ...(job.error === undefined ? {} : { error: job.error }),
    expiresAt: job.expiresAt.toISOString(),
    ...(job.warnings.length > 0 ? { warning: job.warnings.join(" ") } : {}),
  };
}
