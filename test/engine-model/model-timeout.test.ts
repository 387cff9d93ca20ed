import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { MockLanguageModelV4 } from "ai/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Command } from "commander";
import { createLocalEngine } from "../../src/engine/index.js";
import { addModelTimeoutOption, modelTimeoutFromFlags } from "../../src/cli/model-option.js";
import { postJson } from "../engine/engine-http.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { waitForJob } from "./job-http.js";
import { withModelDeadline } from "../../src/engine/model/model-deadline.js";

/** An OpenAI-compatible server that reads each request and never answers it. */
async function startSilentModelServer() {
  const held: ServerResponse[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    req.resume();
    held.push(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    held,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const loopback = { allowPrivateNetwork: true, lookup: async () => [{ address: "127.0.0.1", family: 4 as const }] };

describe("a model that never answers", () => {
  let site: GeneratedSite;
  let silent: Awaited<ReturnType<typeof startSilentModelServer>>;
  beforeAll(async () => {
    site = await startGeneratedSite({ pages: 2 });
    silent = await startSilentModelServer();
  });
  afterAll(async () => {
    await silent.close();
    await site.close();
  });

  const silentModel = () => createOpenAICompatible({ name: "silent", baseURL: silent.baseUrl }).chatModel("never");

  it("a json format gives up at modelTimeoutMs: the page comes back without it, and the warning says what to change", async () => {
    await using engine = await createLocalEngine({ ...loopback, model: silentModel(), modelTimeoutMs: 300 });
    const before = silent.held.length;
    const { status, body } = await postJson(`${engine.url}/scrape`, { url: site.url("/page/1"), formats: ["markdown", { type: "json", prompt: "the token" }] });
    expect(status).toBe(200);
    expect(body.data.markdown).toContain("Page 1");
    expect(body.data.json).toBeUndefined();
    expect(body.warning).toMatch(/did not answer within 0\.3 s/);
    expect(body.warning).toMatch(/modelTimeoutMs/);
    expect(body.warning).toMatch(/WEBDATA_MODEL_TIMEOUT_MS/);
    // The request reached the model server: it was the answer that never came.
    expect(silent.held.length).toBeGreaterThan(before);
  });

  it("an extract job fails with the deadline's message instead of running forever", async () => {
    await using engine = await createLocalEngine({ ...loopback, model: silentModel(), modelTimeoutMs: 300 });
    const start = await postJson(`${engine.url}/extract`, { urls: [site.url("/page/1")], prompt: "the token" });
    expect(start.status).toBe(200);
    const done = await waitForJob(`${engine.url}/extract/${start.body.id}`);
    expect(done.status).toBe("failed");
    expect(done.error).toMatch(/did not answer within 0\.3 s/);
  });

  it("a provider that ignores the abort signal is given up on too", async () => {
    const model = new MockLanguageModelV4({ doGenerate: () => new Promise(() => {}) });
    await using engine = await createLocalEngine({ ...loopback, model, modelTimeoutMs: 200 });
    const { status, body } = await postJson(`${engine.url}/scrape`, { url: site.url("/page/1"), formats: ["summary"] });
    expect(status).toBe(200);
    expect(body.data.summary).toBeUndefined();
    expect(body.warning).toMatch(/did not answer within 0\.2 s/);
  });

  it("refuses a deadline below 100 ms as an options error", async () => {
    await expect(createLocalEngine({ model: silentModel(), modelTimeoutMs: 10 })).rejects.toThrow(/modelTimeoutMs/);
  });
});

describe("a deadline past what a timer can hold", () => {
  // setTimeout fires after 1 ms for anything above 2^31-1 ms: such a deadline would fail every model call at once.
  const model = () => new MockLanguageModelV4({ doGenerate: () => new Promise(() => {}) });

  it("is refused as an options error, naming the largest one", async () => {
    await expect(createLocalEngine({ model: model(), modelTimeoutMs: 2 ** 31 })).rejects.toThrow(/modelTimeoutMs[\s\S]*2147483647/);
  });

  it("is refused from WEBDATA_MODEL_TIMEOUT_MS and --model-timeout too", () => {
    expect(() => modelTimeoutFromFlags({}, { WEBDATA_MODEL_TIMEOUT_MS: String(2 ** 31) })).toThrow(/2147483647/);
    expect(modelTimeoutFromFlags({}, { WEBDATA_MODEL_TIMEOUT_MS: String(2 ** 31 - 1) })).toBe(2 ** 31 - 1);
    const command = addModelTimeoutOption(new Command()).exitOverride().configureOutput({ writeErr: () => {} });
    expect(() => command.parse(["--model-timeout", String(2 ** 31)], { from: "user" })).toThrow(/2147483647/);
  });
});

describe("a caller's abort with a provider that ignores it", () => {
  it("ends the call at once with the caller's reason, not at the deadline (whose timer would keep the process alive past engine.close())", async () => {
    const model = new MockLanguageModelV4({ doGenerate: () => new Promise(() => {}) });
    const bounded = await withModelDeadline(model, 600_000);
    const caller = new AbortController();
    // The wrapped model as its call sites see it: one `doGenerate(options)`.
    const doGenerate = bounded.doGenerate as unknown as (options: { prompt: unknown[]; abortSignal: AbortSignal }) => Promise<unknown>;
    const call = doGenerate({ prompt: [], abortSignal: caller.signal });
    caller.abort(new Error("the job was cancelled"));
    // Before the fix this waited for the 10-minute deadline (past the test's timeout).
    await expect(call).rejects.toThrow(/the job was cancelled/);
  });
});
