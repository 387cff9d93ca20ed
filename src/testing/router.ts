import type { OperationDefinition } from "../operations/index.js";
import { RouteMatcher, type OperationName, type RouteMatch } from "../server-kit/index.js";
import { mockRouteTable } from "./routes/index.js";
import type { RouteHandler } from "./state.js";
import { MOCK_ROUTES, type MockRoute } from "./types.js";

/**
 * The mock's route key of an operation: `"<METHOD> <path>"` with every path parameter written
 * `:id` (e.g. `"POST /scrape/:id/interact"`), the names `script()` and `requestsTo()` take.
 */
export function mockRouteKey(operation: OperationDefinition): MockRoute {
  return `${operation.method} ${operation.path.replace(/\{\w+\}/g, ":id")}` as MockRoute;
}

/** The mock's routes, from the operations registry. */
// Each handler takes its own operation's body; the matcher only needs "some handler" (as on the engine).
export const mockRoutes = new RouteMatcher<RouteHandler>(mockRouteTable as Record<string, RouteHandler>);

/** Route keys by operation name. */
export const mockRouteKeys = new Map<OperationName, MockRoute>(mockRoutes.routes.map((route) => [route.name, mockRouteKey(route.operation)]));

/** Resolves a request to a route of the mock. */
export function matchMockRoute(method: string, pathname: string): RouteMatch<RouteHandler> {
  return mockRoutes.match(method, pathname);
}

/** True when `value` is one of the route keys the mock serves. */
export function isMockRoute(value: string): value is MockRoute {
  return (MOCK_ROUTES as readonly string[]).includes(value);
}

/** Throws a helpful error for a misspelled route key (a silent miss would make tests pass vacuously). */
export function assertMockRoute(value: string): asserts value is MockRoute {
  if (!isMockRoute(value)) {
    throw new TypeError(`Unknown mock route "${value}". Known routes: ${MOCK_ROUTES.join(", ")}`);
  }
}
