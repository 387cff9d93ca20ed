import { expectTypeOf, test } from "vitest";
import { WebDataClient, withSelfHealing, type RequestOptions, type WaitOptions } from "../../src/index.js";

// Issue 11: the documented per-call `{ healing: false }` must compile on the client withSelfHealing() returns.
test("per-call healing options type-check on a self-healing client", () => {
  const client = withSelfHealing(new WebDataClient({ apiKey: "k" }));
  expectTypeOf(client).toEqualTypeOf<WebDataClient>();
  void client.scrape({ url: "https://example.com" }, { healing: false });
  void client.search({ query: "q" }, { healing: { rationale: "why" } });
  void client.map({ url: "https://example.com" }, { healing: false, timeoutMs: 1_000 });
  void client.interact("id", { code: "1" }, { healing: false });
  void client.crawl.start({ url: "https://example.com", limit: 1 }, { healing: false });
  void client.crawl.run({ url: "https://example.com", limit: 1 }, { healing: { rationale: "docs" }, maxWaitMs: 1 });
  void client.crawl.pages("id", { healing: false });
  void client.extract.wait("id", { healing: false });
  void client.agent.run({ prompt: "p" }, { healing: false });
  expectTypeOf<{ healing: false }>().toExtend<RequestOptions>();
  expectTypeOf<{ healing: { rationale: string } }>().toExtend<WaitOptions>();
  // @ts-expect-error healing is false or a settings object
  void client.scrape({ url: "https://example.com" }, { healing: true });
});
