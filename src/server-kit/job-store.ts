/** The 24 h the service keeps a finished job's results (docs/api.md §4.2). */
export const JOB_RETENTION_MS = 24 * 60 * 60 * 1000;

/** What a store needs to know to expire a job. */
export interface StoredJob {
  readonly id: string;
  readonly isTerminal: boolean;
  readonly expiresAt: Date;
  /** Stops the job (server shutdown). */
  cancel(): unknown;
}

/**
 * Jobs of one kind by id. The engine keeps crawl and batch scrape jobs here; a store backed by
 * disk (SQLite in `dataDir`) implements the same three calls.
 */
export interface JobStore<J extends StoredJob> {
  add(job: J): void;
  /** The job, or `undefined` when unknown or expired. */
  get(id: string): J | undefined;
  /** Jobs still running, e.g. for `GET /crawl/active`. */
  running(): J[];
  /** Cancels every running job (shutdown). */
  cancelAll(): void;
}

/** In-memory store that drops terminal jobs once they expire. */
export class MemoryJobStore<J extends StoredJob> implements JobStore<J> {
  readonly #jobs = new Map<string, J>();

  constructor(private readonly now: () => number = Date.now) {}

  add(job: J): void {
    this.#sweep();
    this.#jobs.set(job.id, job);
  }

  get(id: string): J | undefined {
    this.#sweep();
    return this.#jobs.get(id);
  }

  running(): J[] {
    return [...this.#jobs.values()].filter((job) => !job.isTerminal);
  }

  cancelAll(): void {
    for (const job of this.#jobs.values()) job.cancel();
  }

  #sweep(): void {
    const now = this.now();
    for (const [id, job] of this.#jobs) {
      if (job.isTerminal && job.expiresAt.getTime() < now) this.#jobs.delete(id);
    }
  }
}
