import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine } from "../../src/engine/index.js";
import { getJson, postJson } from "../engine/engine-http.js";
import { waitForJob } from "./job-http.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { scriptedTextModel } from "../helpers/scripted-json-model.js";

const loopback = { allowPrivateNetwork: true, lookup: async () => [{ address: "127.0.0.1", family: 4 as const }] };

/** `^(a+)+$` backtracks 2^n steps on n a's and a b: at 40, far longer than any test runs. */
const redosSchema = { type: "object", properties: { code: { type: "string", pattern: "^(a+)+$" } }, required: ["code"] };
const hostileAnswer = JSON.stringify({ code: `${"a".repeat(40)}b` });
const hugeEnum = { type: "object", properties: { color: { enum: Array.from({ length: 100_000 }, (_, i) => `color-${i}`) } } };

describe("user schemas run bounded (issue 24, F6)", () => {
  let site: GeneratedSite;
  beforeAll(async () => {
    site = await startGeneratedSite({ pages: 2 });
  });
  afterAll(() => site.close());

  it("fails an extract whose pattern backtracks on the model's answer, while the engine keeps answering", async () => {
    let answered!: () => void;
    const modelAnswered = new Promise<void>((resolve) => (answered = resolve));
    const { model, prompts } = scriptedTextModel([
      () => {
        answered();
        return hostileAnswer;
      },
    ]);
    await using engine = await createLocalEngine({ ...loopback, model });
    const start = await postJson(`${engine.url}/extract`, { urls: [site.url("/page/1")], schema: redosSchema });
    expect(start.status).toBe(200);
    const statusUrl = `${engine.url}/extract/${start.body.id}`;
    await modelAnswered;

    // The answer is being checked: other requests are served meanwhile (on the old main-thread
    // check, each of these waited for hours of backtracking). The job ends only at the time limit.
    const seen: string[] = [];
    const during = await getJson(statusUrl);
    seen.push(`status ${during.body.status}`);
    const other = await postJson(`${engine.url}/extract`, { urls: [site.url("/page/2")], prompt: "x" });
    seen.push(`other extract ${other.status}`);
    const done = await waitForJob(statusUrl);
    seen.push(`job ${done.status}`);
    expect(seen).toEqual(["status processing", "other extract 200", "job failed"]);
    expect(done.error).toMatch(/took longer than 1000 ms: the schema's pattern "\^\(a\+\)\+\$" backtracks too much .*simplify it/);
    // A schema that cannot be checked is not the model's fault: no retry.
    expect(prompts.filter((p) => p.includes("Page 1"))).toHaveLength(1);
  });

  it("checks answers again after a time-out (the worker is replaced)", async () => {
    const { model } = scriptedTextModel([hostileAnswer, '{"code":"aaa"}']);
    await using engine = await createLocalEngine({ ...loopback, model });
    const first = await postJson(`${engine.url}/extract`, { urls: [site.url("/page/1")], schema: redosSchema });
    expect((await waitForJob(`${engine.url}/extract/${first.body.id}`)).status).toBe("failed");
    const second = await postJson(`${engine.url}/extract`, { urls: [site.url("/page/1")], schema: redosSchema });
    expect(await waitForJob(`${engine.url}/extract/${second.body.id}`)).toMatchObject({ status: "completed", data: { code: "aaa" } });
  });

  it("refuses a 100,000-entry enum with a 400 before any model call, on extract and agent", async () => {
    const { model, prompts } = scriptedTextModel(["{}"]);
    await using engine = await createLocalEngine({ ...loopback, model });
    const extract = await postJson(`${engine.url}/extract`, { urls: [site.url("/page/1")], schema: hugeEnum });
    expect(extract.status).toBe(400);
    expect(extract.body.error).toMatch(/schema\.properties\.color\.enum has 100,000 entries; at most 1,000 are accepted/);
    const agent = await postJson(`${engine.url}/agent`, { prompt: "colors", schema: hugeEnum });
    expect(agent.status).toBe(400);
    expect(agent.body.error).toMatch(/enum has 100,000 entries/);
    expect(prompts).toHaveLength(0);
  });

  it("refuses invalid patterns and deep schemas with a 400 before any model call", async () => {
    const { model, prompts } = scriptedTextModel(["{}"]);
    await using engine = await createLocalEngine({ ...loopback, model });
    const badPattern = await postJson(`${engine.url}/extract`, { urls: [site.url("/page/1")], schema: { type: "string", pattern: "((" } });
    expect(badPattern.status).toBe(400);
    expect(badPattern.body.error).toMatch(/Invalid JSON schema: .*Invalid regular expression/);
    let deep: Record<string, unknown> = { type: "string" };
    for (let i = 0; i < 2_000; i++) deep = { type: "object", properties: { a: deep } };
    const tooDeep = await postJson(`${engine.url}/extract`, { urls: [site.url("/page/1")], schema: deep });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.error).toMatch(/nests deeper than 64 levels/);
    expect(prompts).toHaveLength(0);
  });
});
