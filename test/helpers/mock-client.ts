import { afterAll, afterEach, beforeAll } from "vitest";
import { WebDataClient } from "../../src/client.js";
import type { WebDataClientOptions } from "../../src/core/options.js";
import { createMockServer } from "../../src/testing/index.js";

export type MockServer = Awaited<ReturnType<typeof createMockServer>>;

/** One mock server per test file, reset after each test; `client()` builds a client against it. */
export function useMockServer(serverOptions: Parameters<typeof createMockServer>[0] = {}) {
  const ctx = {
    mock: undefined as unknown as MockServer,
    client(options: WebDataClientOptions = {}): WebDataClient {
      return new WebDataClient({
        apiKey: ctx.mock.apiKey ?? undefined,
        baseUrl: ctx.mock.url,
        pollIntervalMs: 5,
        retry: { initialDelayMs: 5, maxDelayMs: 50 },
        ...options,
      });
    },
  };
  beforeAll(async () => {
    ctx.mock = await createMockServer(serverOptions);
  });
  afterEach(() => ctx.mock.reset());
  afterAll(() => ctx.mock.close());
  return ctx;
}

/** Every string reachable from a value (own enumerable and non-enumerable props, causes). */
export function allStrings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value];
  if (typeof value !== "object" || value === null || seen.has(value)) return [];
  seen.add(value);
  const out: string[] = [];
  for (const key of Object.getOwnPropertyNames(value)) {
    out.push(...allStrings((value as Record<string, unknown>)[key], seen));
  }
  if (value instanceof Error) out.push(String(value), ...allStrings(value.cause, seen));
  return out;
}
