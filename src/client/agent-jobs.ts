import type { RequestOptions, WaitOptions } from "../core/options.js";
import type { Transport } from "../core/transport.js";
import { operations } from "../operations/index.js";
import { invoke } from "./invoke.js";
import { cancelOnAbort, waitForJob } from "./job-wait.js";
import type { ParamsOf, ResultOf } from "./operation-types.js";
import { convertUserSchemas, type WithUserSchema } from "./user-schemas.js";

export type AgentParams = ParamsOf<"agent.start">;
export type AgentStartResult = ResultOf<"agent.start">;
export type AgentStatus = ResultOf<"agent.status">;
export type AgentCancelResult = ResultOf<"agent.cancel">;

/** `client.agent`: autonomous research jobs that browse and return (structured) data. */
export class AgentJobs {
  constructor(
    private readonly transport: Transport,
    private readonly pollIntervalMs: number,
  ) {}

  /** Starts a run. Set `maxCredits` (the service's default cap is 2,500 credits). */
  async start(params: WithUserSchema<AgentParams>, options?: RequestOptions): Promise<AgentStartResult> {
    return invoke(this.transport, operations["agent.start"], { params: convertUserSchemas(params), options });
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
    const { id } = await this.start(params, options);
    return cancelOnAbort(
      async () => ({ ...(await this.wait(id, options)), id }),
      () => this.cancel(id, { retry: 0, timeoutMs: 5_000 }),
    );
  }
}
