import { afterAll, beforeAll, describe } from "vitest";
import { startSiteServer, type SiteServer } from "../../examples/site-server.js";
import { WebDataClient } from "../../src/client.js";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { createMockServer, type MockServer } from "../../src/testing/index.js";
import { defineClientContract, type ContractServer } from "./client-contract.js";

// The mock server and the engine are two implementations of one protocol: the same cases run
// against both, so a difference between them shows up as a failing (or known-gap) case.
const fastPolling = { pollIntervalMs: 10, retry: { maxRetries: 0 } };

describe("client contract: mock server", () => {
  let mock: MockServer;
  let setup: ContractServer;
  beforeAll(async () => {
    mock = await createMockServer();
    setup = {
      client: new WebDataClient({ baseUrl: mock.url, apiKey: mock.apiKey ?? "", ...fastPolling }),
      siteOrigin: "https://docs.example.com",
      authHeaders: { authorization: `Bearer ${mock.apiKey}` },
    };
  });
  afterAll(() => mock.close());
  // API.md §0: the service answers 400 "Invalid job ID format…" for a non-UUID id; the mock says 404.
  defineClientContract(() => setup, new Set(["error shape: a job id that is not a UUID → 400"]));
});

describe("client contract: local engine", () => {
  let engine: LocalEngine;
  let site: SiteServer;
  let setup: ContractServer;
  beforeAll(async () => {
    // Slow pages keep a 30-page crawl running long enough to be cancelled mid-way.
    site = await startSiteServer({ pageDelayMs: 25 });
    engine = await createLocalEngine({ allowPrivateNetwork: true });
    setup = {
      client: new WebDataClient({ baseUrl: engine.url, apiKey: "", ...fastPolling }),
      siteOrigin: site.origin,
      authHeaders: {},
    };
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });
  defineClientContract(() => setup);
});
