import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { getJson, postJson } from "./engine-http.js";

describe("engine server", () => {
  let engine: LocalEngine;

  beforeAll(async () => {
    engine = await createLocalEngine({ apiKey: "fc-secret-key" });
  });
  afterAll(async () => {
    await engine.close();
  });

  const auth = { authorization: "Bearer fc-secret-key" };

  it("listens on 127.0.0.1 and exposes the v2 base URL", () => {
    expect(engine.url).toBe(`http://127.0.0.1:${engine.port}/v2`);
    expect(engine.origin).toBe(`http://127.0.0.1:${engine.port}`);
    expect(["native", "wasm", "js"]).toContain(engine.markdownEngine);
  });

  it("requires the bearer key when one is configured, without echoing it", async () => {
    const missing = await postJson(`${engine.url}/search`, { query: "x" });
    expect(missing).toEqual({ status: 401, body: { success: false, error: "Unauthorized: Token missing" } });
    const wrong = await postJson(`${engine.url}/search`, { query: "x" }, { authorization: "Bearer fc-secret-kez" });
    expect(wrong).toEqual({ status: 401, body: { success: false, error: "Unauthorized: Invalid token" } });
    const right = await postJson(`${engine.url}/search`, { query: "x" }, auth);
    expect(right.status).toBe(200);
  });

  it.each([
    ["POST", "/extract", { urls: ["https://example.com"], prompt: "x" }, "model"],
    ["POST", "/agent", { prompt: "x" }, "model"],
  ])("answers %s %s with 501 naming what to configure", async (method, path, body, needs) => {
    const response = await fetch(`${engine.url}${path}`, {
      method,
      headers: { ...auth, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.status).toBe(501);
    const json = (await response.json()) as { success: boolean; error: string };
    expect(json.success).toBe(false);
    expect(json.error).toContain(`\`${needs}\``);
    expect(json.error).toContain("hosted service");
  });

  it("answers unknown routes with 404 and wrong methods with 405", async () => {
    expect((await getJson(`${engine.url}/nope`, auth)).status).toBe(404);
    expect((await getJson(`${engine.url}/scrape`, auth)).status).toBe(405);
  });

  it("closes idempotently and frees the port", async () => {
    const other = await createLocalEngine();
    await other.close();
    await other.close();
    await expect(fetch(`${other.url}/search`, { method: "POST" })).rejects.toThrow();
  });
});
