import { MOCK_ROUTES, type MockRoute } from "./types.js";

/** A request path matched to one of the mock's routes. */
export interface RouteMatch {
  route: MockRoute;
  params: Record<string, string>;
}

interface CompiledRoute {
  route: MockRoute;
  method: string;
  segments: string[];
}

const COMPILED: CompiledRoute[] = MOCK_ROUTES.map((route) => {
  const [method = "", path = ""] = route.split(" ");
  return { route, method, segments: path.split("/").filter(Boolean) };
});

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

/** Matches `/v2/...` paths; anything else (or an unknown path) gives `null`. */
export function matchRoute(method: string, pathname: string): RouteMatch | null {
  const parts = pathname.split("/").filter(Boolean);
  if (parts[0] !== "v2") return null;
  const rest = parts.slice(1);
  for (const candidate of COMPILED) {
    if (candidate.method !== method || candidate.segments.length !== rest.length) continue;
    const params: Record<string, string> = {};
    const matches = candidate.segments.every((segment, index) => {
      const actual = rest[index] ?? "";
      if (!segment.startsWith(":")) return segment === actual;
      params[segment.slice(1)] = safeDecode(actual);
      return actual.length > 0;
    });
    if (matches) return { route: candidate.route, params };
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
