import type { ScriptedResponse } from "../../src/testing/types.js";

/** A support-ask answer as the service sends it (docs/api.md §8), with the given overrides. */
export function supportAnswer(overrides: Record<string, unknown> = {}): ScriptedResponse {
  return {
    body: {
      requestId: "req_test",
      answer: "The page renders client-side; wait for it before capturing.",
      confidence: "high",
      fixParameters: { waitFor: 5000 },
      validation: { tested: true, result: "success", evidence: "Re-scraped with waitFor=5000." },
      feedback: null,
      durationMs: 18_000,
      ...overrides,
    },
  };
}

/** The 408 the service sends when a scrape times out. */
export const SCRAPE_TIMEOUT: ScriptedResponse = {
  status: 408,
  body: { success: false, code: "SCRAPE_TIMEOUT", error: "Scrape timed out" },
};
