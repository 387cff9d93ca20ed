import { randomUUID } from "node:crypto";
import { JobEvents } from "../events/job-events.js";

/** States of extract and agent jobs (docs/api.md §6, §7). */
export type ModelJobStatus = "processing" | "completed" | "failed" | "cancelled";

/** How long a finished job stays readable (the service keeps results 24 h). */
export const modelJobRetentionMs = 24 * 60 * 60 * 1000;

/** Jobs kept at once; the oldest finished ones go first when it is passed. */
const maxKeptJobs = 1000;

/** One extract or agent run: its state, result and spend. */
export class ModelJob {
  readonly id = randomUUID();
  readonly createdAt = new Date();
  status: ModelJobStatus = "processing";
  data: unknown = undefined;
  error: string | undefined;
  /** Notes for the caller (what was cut, what has no effect here). */
  readonly warnings: string[] = [];
  /** Where the data came from, per top-level field or per page. */
  sources: Record<string, unknown> | undefined;
  tokensUsed = 0;
  creditsUsed = 0;
  /** Extra fields for the status (agent: model, stopReason). */
  readonly extra: Record<string, unknown> = {};
  completedAt: Date | undefined;
  readonly controller = new AbortController();
  /** Started, action and end events, for the job's webhook. */
  readonly events = new JobEvents();

  constructor(readonly kind: "extract" | "agent") {}

  get isTerminal(): boolean {
    return this.status !== "processing";
  }

  /** 24 h after completion; while running, 24 h after creation. */
  get expiresAt(): Date {
    return new Date((this.completedAt ?? this.createdAt).getTime() + modelJobRetentionMs);
  }

  complete(data: unknown): void {
    if (this.isTerminal) return;
    this.data = data;
    this.#end("completed");
  }

  fail(message: string): void {
    if (this.isTerminal) return;
    this.error = message;
    this.#end("failed");
  }

  /** Cooperative: the step in flight sees the abort and the job reports `cancelled`. */
  cancel(): boolean {
    if (this.isTerminal) return false;
    this.#end("cancelled");
    this.controller.abort();
    return true;
  }

  #end(status: ModelJobStatus): void {
    this.status = status;
    this.completedAt = new Date();
    if (status === "completed") this.events.emit({ type: "completed", data: this.data });
    else if (status === "failed") this.events.emit({ type: "failed", error: this.error ?? "The job failed." });
    else this.events.emit({ type: "cancelled" });
  }
}

/** Extract and agent jobs in memory, dropped 24 h after they end. */
export class ModelJobStore {
  readonly #jobs = new Map<string, ModelJob>();

  add(job: ModelJob): void {
    this.#sweep();
    this.#jobs.set(job.id, job);
  }

  /** The job, if it exists, is of `kind` and has not expired. */
  get(id: string, kind: ModelJob["kind"]): ModelJob | undefined {
    this.#sweep();
    const job = this.#jobs.get(id);
    return job?.kind === kind ? job : undefined;
  }

  cancelAll(): void {
    for (const job of this.#jobs.values()) job.cancel();
  }

  #sweep(): void {
    const now = Date.now();
    for (const [id, job] of this.#jobs) {
      if (job.isTerminal && job.expiresAt.getTime() < now) this.#jobs.delete(id);
    }
    if (this.#jobs.size < maxKeptJobs) return;
    for (const [id, job] of this.#jobs) {
      if (this.#jobs.size < maxKeptJobs) break;
      if (job.isTerminal) this.#jobs.delete(id);
    }
  }
}
