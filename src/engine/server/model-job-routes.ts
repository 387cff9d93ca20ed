import { apiError, badRequest, customIssue, notImplemented, type Reply } from "../../server-kit/index.js";
import { compileUserSchema, type UserSchema } from "../model/user-schema.js";
import { InvalidModelOutputError } from "../model/generate-json.js";
import type { ModelJob } from "../model/model-jobs.js";
import { needsModelMessage, type EngineModels } from "../model/engine-model.js";
import type { EngineContext } from "./engine-context.js";
import type { EngineRequest } from "./engine-routes.js";

/** The engine's models, or a 501 naming the options when it has none. */
export function requireModels({ engine }: EngineRequest<unknown>, operation: string): EngineModels | Reply {
  return engine.models ?? notImplemented(needsModelMessage(operation));
}

/** The job of an `/extract/{id}` or `/agent/{id}` route (the kit already checked the id), or the 404. */
export function findModelJob({ params, engine }: EngineRequest<unknown>, kind: ModelJob["kind"], notFound: string): ModelJob | Reply {
  return engine.modelJobs.get(params.id ?? "", kind) ?? apiError(404, notFound);
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
    .then(() => {
      // The run's total of reported credits (not charged). An agent's pages went through the engine's
      // own scrape/search/map routes, which counted them already; extract reads pages directly.
      if (job.kind === "extract") engine.scraper.credits.add(job.creditsUsed);
      engine.log(`${job.kind} ${job.id}: ${job.status}, ${job.tokensUsed} tokens`);
    });
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

/** A request's JSON Schema compiled for checking results (`undefined` without one), or the 400 that refuses it. */
export async function requestSchema(schema: Record<string, unknown> | undefined): Promise<UserSchema | undefined | Reply> {
  if (schema === undefined) return undefined;
  let compiled: Awaited<ReturnType<typeof compileUserSchema>>;
  try {
    compiled = await compileUserSchema(schema);
  } catch (error) {
    // The schema worker is busy or failed: not the caller's fault, and nothing has started.
    return apiError(503, `The engine could not check the schema: ${error instanceof Error ? error.message : String(error)}`);
  }
  return compiled.ok ? compiled.schema : badRequest([customIssue(["schema"], compiled.message)]);
}
