import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMockServer, type MockServer } from "../../src/testing/index.js";
import { call } from "./mock-http.js";

let mock: MockServer;
beforeEach(async () => {
  mock = await createMockServer();
});
afterEach(async () => {
  await mock.close();
});

const schema = { type: "object", properties: { mission: { type: "string" }, founded: { type: "integer" } } };

describe("extract (deprecated)", () => {
  it("starts with deprecation fields and headers, then completes with schema data", async () => {
    const start = await call(mock, "POST /extract", { body: { urls: ["https://example.com"], schema } });
    expect(start.body).toMatchObject({ success: true, urlTrace: [], replacement: "/v2/scrape" });
    expect(start.body.warnings[0]).toContain("deprecated");
    expect(start.headers.get("deprecation")).toBe("true");
    const status = await call(mock, `GET /extract/${start.body.id}`);
    expect(status.body).toMatchObject({
      success: true,
      status: "completed",
      data: { mission: "Example mission", founded: 42 },
      creditsUsed: 12,
      tokensUsed: 180,
      replacement: "/v2/scrape",
    });
  });

  it("a seeded job stays processing until its poll count", async () => {
    const id = mock.extractJob({ pollsToComplete: 3, data: { a: 1 }, creditsUsed: 2 });
    const start = await call(mock, "POST /extract", { body: { prompt: "get a" } });
    expect(start.body.id).toBe(id);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await call(mock, `GET /extract/${id}`)).body);
    expect(statuses.map((s) => s.status)).toEqual(["processing", "processing", "completed"]);
    expect(statuses[0].data).toEqual([]);
    expect(statuses[2]).toMatchObject({ data: { a: 1 }, creditsUsed: 2, tokensUsed: 30 });
  });

  it("a failed job reports success:false; prompt-only data echoes the prompt", async () => {
    mock.extractJob({ finalStatus: "failed", error: "No data" });
    const failed = await call(mock, `GET /extract/${(await call(mock, "POST /extract", { body: { prompt: "x" } })).body.id}`);
    expect(failed.body).toMatchObject({ success: false, status: "failed", error: "No data", data: [] });
    const prompted = await call(mock, `GET /extract/${(await call(mock, "POST /extract", { body: { prompt: "mission?" } })).body.id}`);
    expect(prompted.body.data).toEqual({ result: "Mock result for: mission?" });
  });

  it("validates: at most 10 urls, urls or prompt, no v3-beta; unknown id is 404", async () => {
    const many = await call(mock, "POST /extract", { body: { urls: Array.from({ length: 11 }, (_, i) => `https://e.com/${i}`), prompt: "x" } });
    expect(many.status).toBe(400);
    expect(many.body.details[0].path).toEqual(["urls"]);
    expect((await call(mock, "POST /extract", { body: { schema } })).status).toBe(400);
    expect((await call(mock, "POST /extract", { body: { prompt: "x", agent: { model: "v3-beta" } } })).status).toBe(400);
    const unknown = await call(mock, "GET /extract/00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, error: "Extract job not found" });
  });
});

describe("agent", () => {
  it("processing without data, then completed with data, model and credits", async () => {
    const id = mock.agentJob({ pollsToComplete: 2, data: { founders: ["A"] }, creditsUsed: 30 });
    const start = await call(mock, "POST /agent", { body: { prompt: "Find the founders", model: "spark-1-mini" } });
    expect(start.body).toEqual({ success: true, id });
    const first = await call(mock, `GET /agent/${id}`);
    expect(first.body).toMatchObject({ success: true, status: "processing", model: "spark-2" });
    expect(first.body).not.toHaveProperty("data");
    const second = await call(mock, `GET /agent/${id}`);
    expect(second.body).toMatchObject({ status: "completed", data: { founders: ["A"] }, creditsUsed: 30 });
  });

  it("derives data from the schema by default and completes on the first poll", async () => {
    const start = await call(mock, "POST /agent", { body: { prompt: "p", schema } });
    const status = await call(mock, `GET /agent/${start.body.id}`);
    expect(status.body).toMatchObject({ status: "completed", data: { mission: "Example mission", founded: 42 }, creditsUsed: 15 });
  });

  it("DELETE cancels a running job; failed jobs cost 0; unknown ids are 404", async () => {
    mock.agentJob({ pollsToComplete: 5 });
    const id = (await call(mock, "POST /agent", { body: { prompt: "p" } })).body.id;
    expect((await call(mock, `DELETE /agent/${id}`)).body).toEqual({ success: true });
    expect((await call(mock, `GET /agent/${id}`)).body.status).toBe("cancelled");
    mock.agentJob({ finalStatus: "failed", error: "Max credits reached" });
    const failedId = (await call(mock, "POST /agent", { body: { prompt: "p" } })).body.id;
    expect((await call(mock, `GET /agent/${failedId}`)).body).toMatchObject({ status: "failed", error: "Max credits reached", creditsUsed: 0 });
    const unknown = await call(mock, "GET /agent/00000000-0000-4000-8000-000000000000");
    expect(unknown.body).toEqual({ success: false, error: "Agent job not found" });
    expect((await call(mock, "DELETE /agent/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("validates prompt, model and unknown keys", async () => {
    expect((await call(mock, "POST /agent", { body: {} })).status).toBe(400);
    const model = await call(mock, "POST /agent", { body: { prompt: "p", model: "gpt" } });
    expect(model.body.details[0].path).toEqual(["model"]);
    const extra = await call(mock, "POST /agent", { body: { prompt: "p", maxSteps: 3 } });
    expect(extra.body.details[0]).toMatchObject({ code: "unrecognized_keys", keys: ["maxSteps"] });
    expect((await call(mock, "POST /agent", { key: null, body: { prompt: "p" } })).status).toBe(401);
  });
});
