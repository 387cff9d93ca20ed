/** Reads of one job's status a tool set allows, at least (`maxCalls × READS_PER_CALL` when that is more). */
export const MIN_READS_PER_JOB = 100;
/** Reads of one job per call the status tool is allowed (`crawlStatus.maxCalls` raises both bounds). */
export const READS_PER_CALL = 5;
/** A running job is stalled after this many reads in a row without progress… */
export const STALL_READS = 5;
/** …spanning at least this long (a fast-polling model must not call a slow crawl stalled). */
export const STALL_MS = 30_000;

interface JobState {
  reads: number;
  progress: string | undefined;
  sameReads: number;
  progressAt: number;
}

/**
 * The jobs a tool set started or has read, and how often their status was read. Reading on a
 * running job is not a new request: those reads count per job with a higher bound than the tool's
 * call limit, so a slow crawl can be followed to its end; `observe` says when reading on is no use.
 */
export class JobReads {
  private readonly jobs = new Map<string, JobState>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Remembers a job this tool set started (its status reads are then follow-ups). */
  track(jobId: string): void {
    if (!this.jobs.has(jobId)) this.jobs.set(jobId, { reads: 0, progress: undefined, sameReads: 0, progressAt: this.now() });
  }

  known(jobId: string): boolean {
    return this.jobs.has(jobId);
  }

  /** Counts a read of a known job; false once `limit` reads were made. */
  takeRead(jobId: string, limit: number): boolean {
    const job = this.jobs.get(jobId);
    if (!job || job.reads >= limit) return false;
    job.reads += 1;
    return true;
  }

  readsOf(jobId: string): number {
    return this.jobs.get(jobId)?.reads ?? 0;
  }

  /**
   * Records what a read of a running job showed (`progress`: anything that changes as it advances)
   * and returns how many reads in a row showed nothing new when that counts as stalled, else 0.
   */
  observe(jobId: string, progress: string): number {
    this.track(jobId);
    const job = this.jobs.get(jobId)!;
    if (job.progress !== progress) {
      Object.assign(job, { progress, sameReads: 0, progressAt: this.now() });
      return 0;
    }
    job.sameReads += 1;
    return job.sameReads >= STALL_READS && this.now() - job.progressAt >= STALL_MS ? job.sameReads : 0;
  }

  clear(): void {
    this.jobs.clear();
  }
}
