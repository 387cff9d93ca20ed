import type { RequestOptions, WaitOptions } from "../core/options.js";
import type { Transport } from "../core/transport.js";
import { operations } from "../operations/index.js";
import { invoke } from "./invoke.js";
import { waitForJob } from "./job-wait.js";
import type { ParamsOf, ResultOf } from "./operation-types.js";
import { convertUserSchemas, type WithUserSchema } from "./user-schemas.js";

export type ExtractParams = ParamsOf<"extract.start">;
export type ExtractStartResult = ResultOf<"extract.start">;
export type ExtractStatus = ResultOf<"extract.status">;

/**
 * `client.extract`: structured extraction jobs. The service marks extract deprecated (its
 * successor is scrape with a json format, or agent); it still works and we keep it.
 */
export class ExtractJobs {
  constructor(
    private readonly transport: Transport,
    private readonly pollIntervalMs: number,
  ) {}

  async start(params: WithUserSchema<ExtractParams>, options?: RequestOptions): Promise<ExtractStartResult> {
    return invoke(this.transport, operations["extract.start"], { params: convertUserSchemas(params), options });
  }

  status(id: string, options?: RequestOptions): Promise<ExtractStatus> {
    return invoke(this.transport, operations["extract.status"], { pathParams: { id }, options, acceptFailureBody: true });
  }

  wait(id: string, options: WaitOptions = {}): Promise<ExtractStatus> {
    return waitForJob("extract", id, () => this.status(id, options), options, this.pollIntervalMs);
  }

  /** Start + wait. The result's `data` is the extracted object. */
  async run(params: WithUserSchema<ExtractParams>, options: WaitOptions = {}): Promise<ExtractStatus & { id: string }> {
    const { id } = await this.start(params, options);
    return { ...(await this.wait(id, options)), id };
  }
}
