/**
 * Route tables of the two v2 servers — the mock (`src/testing`) and the local engine
 * (`src/engine/server`). A route IS an operation of the registry (`src/operations/index.ts`): its
 * method, path and auth mode come from there, so both servers serve the registry's routes, and the
 * client, the mock and the engine can never disagree on a path.
 *
 * Adding a route for a new operation (one file, plus one line where the server lists its tables):
 *   1. The operation exists in `src/operations/` and is listed in `operations` (most are already).
 *   2. Write a route file exporting a table keyed by operation name, e.g. for the engine
 *      `export const extractRoutes: EngineRouteTable = { "extract.start": async ({ body }) => … }`
 *      (`body` is already read, size-capped and validated with the operation's strict schema, typed
 *      from it), and spread it into the server's table (`src/engine/server/route-table.ts`, or
 *      `src/testing/routes/index.ts` for the mock). Later entries replace earlier ones, so a real
 *      handler replaces the engine's 501 placeholder.
 * The kit does the rest in the same order on both servers: auth (before any 404/405), 404/405,
 * path-id check, body limits, JSON parsing, schema validation with the operation's 400 shape.
 */
import type { z } from "zod/v4";
import { safeDecode } from "./request-target.js";
import { operations, type OperationDefinition } from "../operations/index.js";

export type OperationName = keyof typeof operations;

/** The validated body of operation `N`, as both servers hand it to their handlers (`undefined` for body-less routes). */
export type BodyOf<N extends OperationName> =
  Exclude<(typeof operations)[N]["request"], null> extends infer S ? (S extends z.ZodType ? z.output<S> : undefined) : never;

/** Handlers by operation name; a server serves the operations it has a handler for. */
export type RouteTable<H> = { readonly [N in OperationName]?: H };

/** One served route. */
export interface CompiledRoute<H> {
  name: OperationName;
  operation: OperationDefinition;
  /** Path below `/v2` split at `/`; `{name}` segments are parameters. */
  segments: readonly string[];
  handler: H;
}

/** What a method + path resolve to. */
export type RouteMatch<H> =
  | { kind: "route"; route: CompiledRoute<H>; params: Record<string, string> }
  | { kind: "wrong-method"; allowed: string[] }
  | { kind: "none" };

/** Every route lives under this prefix, as on the service. */
export const API_PREFIX = "/v2";

/** The routes of one server, matched static-segments-first (`/crawl/active` before `/crawl/{id}`). */
export class RouteMatcher<H> {
  readonly routes: readonly CompiledRoute<H>[];

  constructor(table: RouteTable<H>) {
    const routes: CompiledRoute<H>[] = [];
    for (const [name, handler] of Object.entries(table) as [OperationName, H | undefined][]) {
      if (handler === undefined) continue;
      const operation = operations[name] as OperationDefinition;
      routes.push({ name, operation, segments: operation.path.split("/").filter(Boolean), handler });
    }
    // More literal segments first, so a fixed path wins over a parameter in the same position.
    const literals = (route: CompiledRoute<H>) => route.segments.filter((segment) => !segment.startsWith("{")).length;
    this.routes = routes.sort((a, b) => literals(b) - literals(a));
  }

  /** Resolves `pathname` (with the `/v2` prefix) for `method`. */
  match(method: string, pathname: string): RouteMatch<H> {
    const parts = pathname.split("/").filter(Boolean);
    if (`/${parts[0] ?? ""}` !== API_PREFIX) return { kind: "none" };
    const rest = parts.slice(1);
    const allowed: string[] = [];
    for (const route of this.routes) {
      const params = matchSegments(route.segments, rest);
      if (params === null) continue;
      if (route.operation.method === method) return { kind: "route", route, params };
      if (!allowed.includes(route.operation.method)) allowed.push(route.operation.method);
    }
    return allowed.length > 0 ? { kind: "wrong-method", allowed } : { kind: "none" };
  }
}

function matchSegments(segments: readonly string[], parts: readonly string[]): Record<string, string> | null {
  if (segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const actual = parts[index] ?? "";
    if (segment.startsWith("{")) {
      if (actual === "") return null;
      // Undecodable stays as sent: it is then no UUID, and the path-id check answers 400.
      params[segment.slice(1, -1)] = safeDecode(actual) ?? actual;
    } else if (segment !== actual) {
      return null;
    }
  }
  return params;
}
