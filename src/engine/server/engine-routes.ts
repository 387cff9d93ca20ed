import type { IncomingMessage, ServerResponse } from "node:http";
import type { BodyOf, OperationName, Reply } from "../../server-kit/index.js";
import type { EngineContext } from "./engine-context.js";

/** What an engine route handler receives. */
export interface EngineRequest<Body = unknown> {
  req: IncomingMessage;
  res: ServerResponse;
  /** Path parameters by their registry names, e.g. `{ id }` for `/crawl/{id}`. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** The body, size-capped and validated with the operation's strict schema. */
  body: Body;
  engine: EngineContext;
  /** `<proto>://<host>/v2` as the caller reached the engine: the base of job `url`/`next` links. */
  baseUrl: string;
  /** Aborted when the caller disconnects before the answer is sent. */
  signal: AbortSignal;
}

/** Answers by returning a reply (or by writing `res` itself and returning nothing). */
export type EngineHandler<N extends OperationName = OperationName> = (request: EngineRequest<BodyOf<N>>) => Promise<Reply | void> | Reply | void;

/** Engine handlers by operation name (see `src/server-kit/route-table.ts` for how to add one). */
export type EngineRouteTable = { readonly [N in OperationName]?: EngineHandler<N> };
