import type { z } from "zod/v4";

import type { AuthMode } from "../core/auth-mode.js";

export type { AuthMode };

/**
 * One v2 operation: its wire route and its schemas. The client, the tools, the self-healing
 * wrapper and the local engine all read these, so the schemas are the single source of truth.
 */
export interface OperationDefinition<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> {
  /** Stable name, e.g. `"scrape"`, `"crawl.start"`. */
  readonly name: string;
  readonly method: "GET" | "POST" | "DELETE";
  /** Path template below the base URL, e.g. `"/crawl/{id}"`. */
  readonly path: string;
  readonly auth: AuthMode;
  /** Starts a billed server-side job: never retried unless the request surely never left. */
  readonly startsJob: boolean;
  /** Strict request schema (unknown keys rejected, limits enforced). `null` for body-less calls. */
  readonly request: Req | null;
  /** Lenient response schema (unknown fields pass through). */
  readonly response: Res;
}

/** Identity helper that keeps the literal types of a definition. */
export function defineOperation<Req extends z.ZodType, Res extends z.ZodType>(
  def: OperationDefinition<Req, Res>,
): OperationDefinition<Req, Res> {
  return def;
}
