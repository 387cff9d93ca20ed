import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMockServer, type MockServer } from "../../src/testing/index.js";
import { rawRequest } from "../engine/raw-http.js";

describe("the mock server's request gate (the engine's, from the server kit)", () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await createMockServer();
  });
  afterAll(async () => {
    await mock.close();
  });

  it("refuses foreign Hosts, web page Origins and non-JSON bodies before recording or scripting anything", async () => {
    const port = new URL(mock.origin).port;
    const good = { host: `127.0.0.1:${port}`, authorization: `Bearer ${mock.apiKey}`, "content-type": "application/json" };
    const body = JSON.stringify({ url: "https://example.com" });
    mock.script("POST /scrape", { status: 200, body: { success: true, data: { markdown: "scripted" } } });
    expect((await rawRequest(mock.origin, "POST", "/v2/scrape", { ...good, host: `rebind.example:${port}` }, body)).status).toBe(421);
    expect((await rawRequest(mock.origin, "POST", "/v2/scrape", { ...good, origin: "http://evil.example" }, body)).status).toBe(403);
    expect((await rawRequest(mock.origin, "POST", "/v2/scrape", { ...good, "content-type": "text/plain" }, body)).status).toBe(415);
    expect(mock.requests).toEqual([]);
    const ok = await rawRequest(mock.origin, "POST", "/v2/scrape", good, body);
    expect(ok.json).toMatchObject({ success: true, data: { markdown: "scripted" } });
    expect(mock.requests).toHaveLength(1);
  });

  it("401s carry WWW-Authenticate: Bearer", async () => {
    const port = new URL(mock.origin).port;
    const response = await rawRequest(mock.origin, "GET", "/v2/team/credit-usage", { host: `localhost:${port}`, authorization: "Bearer wrong" });
    expect(response.status).toBe(401);
    expect(response.headers["www-authenticate"]).toBe("Bearer");
  });
});
