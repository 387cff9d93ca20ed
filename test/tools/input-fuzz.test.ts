import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { WebDataError } from "../../src/core/errors.js";
import { prepareToolSet } from "../../src/tools/create-tool-specs.js";
import { useMockServer } from "../helpers/mock-client.js";

const ctx = useMockServer();

// Inputs shaped like what models send: the right keys with wild values, or anything at all.
const plausible = fc.record(
  {
    query: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
    url: fc.oneof(fc.webUrl(), fc.string(), fc.constant("https://example.com/status/404")),
    limit: fc.oneof(fc.integer({ min: -5, max: 200 }), fc.double(), fc.string()),
    offset: fc.oneof(fc.integer({ min: -10, max: 10_000 }), fc.string()),
    jobId: fc.oneof(fc.uuid(), fc.string()),
    prompt: fc.string(),
    urls: fc.array(fc.oneof(fc.webUrl(), fc.string()), { maxLength: 12 }),
    schemaJson: fc.oneof(fc.string(), fc.json()),
    waitSeconds: fc.integer({ min: -1, max: 2 }),
    question: fc.string(),
  },
  { requiredKeys: [] },
);

describe("every tool's input handling", () => {
  it("random input: a result (ok or a model-readable error) or a WebDataError, never a crash", async () => {
    const set = prepareToolSet({ client: ctx.client({ retry: 0 }), maxCallsPerTool: 10_000, waitBudgetMs: 50 });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: set.tools.length - 1 }), fc.oneof(plausible, fc.jsonValue()), async (index, input) => {
        const tool = set.tools[index]!;
        try {
          const result = await tool.run(input, {});
          expect(typeof result.modelText).toBe("string");
          expect(result.modelText.length).toBeGreaterThan(0);
          if (!result.ok) expect(result.error.hint.length).toBeGreaterThan(0);
        } catch (error) {
          expect(error).toBeInstanceOf(WebDataError);
        }
      }),
      // Found by this property: keys named like Object.prototype's members, and `__proto__`.
      { numRuns: 250, examples: [[0, { valueOf: null }], [0, { toString: null, constructor: 1 }], [0, JSON.parse('{"__proto__": {"query": "x"}}') as unknown]] },
    );
  });
});
