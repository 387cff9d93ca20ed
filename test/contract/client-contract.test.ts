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
  defineClientContract(() => setup);
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
