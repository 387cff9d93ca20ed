import { randomUUID } from "node:crypto";
import type { RequestOptions } from "../core/options.js";
import type { Transport } from "../core/transport.js";
import { operations } from "../operations/index.js";
import { invoke } from "./invoke.js";
import type { ParamsOf, ResultOf } from "./operation-types.js";

export type SupportAskParams = ParamsOf<"support.ask">;
export type SupportAskResult = ResultOf<"support.ask">;
export type DocsSearchParams = ParamsOf<"support.docsSearch">;
export type DocsSearchResult = ResultOf<"support.docsSearch">;

/** The support agent answers in 15–30 s, at most 60 s; the gateway waits 65 s (docs/api.md §8). */
const SUPPORT_TIMEOUT_MS = 75_000;

/** `client.support`: ask the service's support agent to diagnose a failure. */
export class Support {
  constructor(private readonly transport: Transport) {}

  /**
   * Diagnoses a problem. The answer may carry `fixParameters` to merge into the failed call.
   * Retries reuse one `Idempotency-Key`, which the gateway forwards.
   */
  ask(params: SupportAskParams, options?: RequestOptions): Promise<SupportAskResult> {
    return invoke(this.transport, operations["support.ask"], {
      params,
      options: withIdempotencyHeader(options),
      minTimeoutMs: SUPPORT_TIMEOUT_MS,
    });
  }

  /** Searches the service's documentation. */
  docsSearch(params: DocsSearchParams, options?: RequestOptions): Promise<DocsSearchResult> {
    return invoke(this.transport, operations["support.docsSearch"], {
      params,
      options: withIdempotencyHeader(options),
      minTimeoutMs: SUPPORT_TIMEOUT_MS,
    });
  }
}

function withIdempotencyHeader(options: RequestOptions | undefined): RequestOptions {
  return { ...options, headers: { "idempotency-key": randomUUID(), ...options?.headers } };
}
