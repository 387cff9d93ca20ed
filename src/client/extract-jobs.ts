import type { RequestOptions, WaitOptions } from "../core/options.js";
import type { Transport } from "../core/transport.js";
import { operations } from "../operations/index.js";
import { invoke } from "./invoke.js";
import { JobHandle } from "./job-handle.js";
import { waitForJob } from "./job-wait.js";
import type { ParamsOf, ResultOf } from "./operation-types.js";
import { convertUserSchemas, type WithUserSchema } from "./user-schemas.js";

export type ExtractParams = ParamsOf<"extract.start">;
export type ExtractStartResult = ResultOf<"extract.start">;
export type ExtractStatus = ResultOf<"extract.status">;

/** An extract job: `status()` and `wait()` (the service has no extract cancel). */
export type ExtractJob = JobHandle<ExtractStatus, ExtractStartResult>;

/**
 * `client.extract`: structured extraction jobs. The service marks extract deprecated (its
 * successor is scrape with a json format, or agent); it still works and we keep it.
 */
export class ExtractJobs {
  /** The prefix of this kind's event types. */
  readonly eventKind = "extract";

  constructor(
    private readonly transport: Transport,
    private readonly pollIntervalMs: number,
  ) {}

  /** Starts a job and returns its handle (`started` holds `invalidURLs`, `warnings`, …). */
  async start(params: WithUserSchema<ExtractParams>, options?: RequestOptions): Promise<ExtractJob> {
    const started = await invoke(this.transport, operations["extract.start"], { params: convertUserSchemas(params), options });
    return new JobHandle(this, started.id, { started });
  }

  /** A handle on an existing job. */
  attach(id: string): ExtractJob {
    return new JobHandle<ExtractStatus, ExtractStartResult>(this, id, { detached: true });
  }

  status(id: string, options?: RequestOptions): Promise<ExtractStatus> {
    return invoke(this.transport, operations["extract.status"], { pathParams: { id }, options, acceptFailureBody: true });
  }

  wait(id: string, options: WaitOptions = {}): Promise<ExtractStatus> {
    return waitForJob("extract", id, () => this.status(id, options), options, this.pollIntervalMs);
  }

  /** Start + wait. The result's `data` is the extracted object. */
  async run(params: WithUserSchema<ExtractParams>, options: WaitOptions = {}): Promise<ExtractStatus & { id: string }> {
    const job = await this.start(params, options);
    return { ...(await job.wait(options)), id: job.id };
  }
}
