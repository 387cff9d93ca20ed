import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod/v4";
import { operations } from "../../src/operations/index.js";

const requestSchemas = Object.entries(operations).flatMap(([name, op]) =>
  op.request === null ? [] : [[name, op.request as z.ZodType] as const],
);
const responseSchemas = Object.entries(operations).map(([name, op]) => [name, op.response as z.ZodType] as const);

/** Objects shaped like real requests (known keys, odd values) reach the refinements, not just the type check. */
const requestLike = fc.record(
  {
    query: fc.jsonValue(),
    url: fc.oneof(fc.webUrl(), fc.string(), fc.jsonValue()),
    urls: fc.array(fc.oneof(fc.webUrl(), fc.string())),
    prompt: fc.oneof(fc.string(), fc.jsonValue()),
    code: fc.string(),
    question: fc.string(),
    limit: fc.oneof(fc.integer(), fc.double()),
    formats: fc.array(fc.oneof(fc.constantFrom("markdown", "json", "screenshot", "changeTracking"), fc.object())),
    includePaths: fc.array(fc.string()),
    waitFor: fc.integer(),
    timeout: fc.integer(),
    actions: fc.array(fc.record({ type: fc.constantFrom("wait", "click"), milliseconds: fc.integer(), selector: fc.string() }, { requiredKeys: ["type"] })),
    sources: fc.array(fc.oneof(fc.constantFrom("web", "news"), fc.record({ type: fc.constantFrom("web", "news") }))),
    webhook: fc.oneof(fc.webUrl(), fc.string(), fc.object()),
  },
  { requiredKeys: [] },
);

function neverThrows(schema: z.ZodType, value: unknown): void {
  const result = schema.safeParse(value);
  if (!result.success) expect(result.error.issues.length).toBeGreaterThan(0);
}

describe("schemas never throw on arbitrary JSON", () => {
  for (const [name, schema] of requestSchemas) {
    it(`${name} request: safeParse succeeds or returns issues`, () => {
      fc.assert(fc.property(fc.oneof(fc.jsonValue(), fc.object(), requestLike), (value) => neverThrows(schema, value)), {
        numRuns: 300,
      });
    });
  }

  for (const [name, schema] of responseSchemas) {
    it(`${name} response: safeParse never throws`, () => {
      fc.assert(fc.property(fc.oneof(fc.jsonValue(), fc.object()), (value) => neverThrows(schema, value)), { numRuns: 200 });
    });
  }

  it("every response schema except job starts (which need an id) accepts an object of unknown keys", () => {
    const jobStarts = new Set<unknown>([
      operations["crawl.start"].response,
      operations["extract.start"].response,
      operations["agent.start"].response,
      operations["batchScrape.start"].response,
    ]);
    const lenient = responseSchemas.filter(([, schema]) => !jobStarts.has(schema));
    expect(lenient).toHaveLength(responseSchemas.length - 4);
    fc.assert(
      fc.property(fc.dictionary(fc.string().map((key) => `x_${key}`), fc.jsonValue()), (body) => {
        for (const [, schema] of lenient) expect(schema.safeParse(body).success).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
