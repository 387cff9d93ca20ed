import type { RequestOptions, WaitOptions } from "../core/options.js";
import type { Transport } from "../core/transport.js";
import { operations } from "../operations/index.js";
import { invoke } from "./invoke.js";
import { JobHandle } from "./job-handle.js";
import { waitForJob } from "./job-wait.js";
import type { ParamsOf, ResultOf } from "./operation-types.js";
import { convertUserSchemas, type WithUserSchema } from "./user-schemas.js";

export type AgentParams = ParamsOf<"agent.start">;
export type AgentStartResult = ResultOf<"agent.start">;
export type AgentStatus = ResultOf<"agent.status">;
export type AgentCancelResult = ResultOf<"agent.cancel">;

/** An agent run: `status()`, `wait()`, `cancel()`; disposing a started handle cancels a run still going. */
export type AgentJob = JobHandle<AgentStatus, AgentStartResult>;

/** `client.agent`: autonomous research jobs that browse and return (structured) data. */
export class AgentJobs {
  /** The prefix of this kind's event types. */
  readonly eventKind = "agent";

  constructor(
    private readonly transport: Transport,
    private readonly pollIntervalMs: number,
  ) {}

  /** Starts a run and returns its handle. Set `maxCredits` (the service's default cap is 2,500 credits). */
  async start(params: WithUserSchema<AgentParams>, options?: RequestOptions): Promise<AgentJob> {
    const started = await invoke(this.transport, operations["agent.start"], { params: convertUserSchemas(params), options });
    return new JobHandle(this, started.id, { started });
  }

  /** A handle on an existing run; disposing it leaves the run alone unless `{ detached: false }`. */
  attach(id: string, init: { detached?: boolean | undefined } = {}): AgentJob {
    return new JobHandle<AgentStatus, AgentStartResult>(this, id, { detached: init.detached ?? true });
  }

  status(id: string, options?: RequestOptions): Promise<AgentStatus> {
    return invoke(this.transport, operations["agent.status"], { pathParams: { id }, options, acceptFailureBody: true });
  }

  cancel(id: string, options?: RequestOptions): Promise<AgentCancelResult> {
    return invoke(this.transport, operations["agent.cancel"], { pathParams: { id }, options });
  }

  wait(id: string, options: WaitOptions = {}): Promise<AgentStatus> {
    return waitForJob("agent", id, () => this.status(id, options), options, this.pollIntervalMs);
  }

  /** Start + wait. Aborting cancels the run on the server. */
  async run(params: WithUserSchema<AgentParams>, options: WaitOptions = {}): Promise<AgentStatus & { id: string }> {
    const job = await this.start(params, options);
    return job.stopOnAbort(async () => ({ ...(await job.wait(options)), id: job.id }));
  }
}
