import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine } from "../../src/engine/index.js";
import { Capture, cli, until } from "../cli/cli-harness.js";
import { postJson } from "../engine/engine-http.js";
import { startChatCompletionsServer } from "../helpers/chat-completions-server.js";
import { waitForJob } from "./job-http.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";


describe("a real provider package over HTTP (@ai-sdk/openai-compatible → loopback chat completions)", () => {
  let site: GeneratedSite;
  beforeAll(async () => {
    site = await startGeneratedSite({ pages: 3 });
  });
  afterAll(() => site.close());

  it("runs an extract job on a provider model given to createLocalEngine", async () => {
    const chat = await startChatCompletionsServer(() => ({ text: '{"title":"Page 1"}' }));
    try {
      const model = createOpenAICompatible({ name: "local", baseURL: chat.baseUrl, apiKey: "model-key" }).chatModel("tiny-model");
      await using engine = await createLocalEngine({ allowPrivateNetwork: true, model });
      expect(engine.capabilities.model?.id).toBe("local.chat:tiny-model");
      const start = await postJson(`${engine.url}/extract`, {
        urls: [site.url("/page/1")],
        schema: { type: "object", properties: { title: { type: "string" } }, required: ["title"] },
      });
      const done = await waitForJob(`${engine.url}/extract/${start.body.id}`);
      expect(done).toMatchObject({ status: "completed", data: { title: "Page 1" }, tokensUsed: 225, creditsUsed: 15 });
      expect(chat.requests).toHaveLength(1);
      expect(chat.requests[0]).toMatchObject({ model: "tiny-model", authorization: "Bearer model-key" });
      expect(JSON.stringify(chat.requests[0]?.messages)).toContain("token1");
    } finally {
      await chat.close();
    }
  });

  it("runs an agent's tool loop through the provider: tool calls out, tool results back", async () => {
    const chat = await startChatCompletionsServer((request, index) =>
      index === 0 ? { toolCalls: [{ name: "web_scrape", arguments: { url: site.url("/page/2") } }] } : { text: '{"token":"token2"}' },
    );
    try {
      const model = createOpenAICompatible({ name: "local", baseURL: chat.baseUrl }).chatModel("tiny-model");
      await using engine = await createLocalEngine({ allowPrivateNetwork: true, model });
      const start = await postJson(`${engine.url}/agent`, { prompt: "Which token is on page 2?", urls: [site.url("/")] });
      const done = await waitForJob(`${engine.url}/agent/${start.body.id}`);
      expect(done).toMatchObject({ status: "completed", data: { token: "token2" } });
      expect(chat.requests[0]?.tools?.map((t) => t.function.name).sort()).toEqual(["web_map", "web_scrape", "web_search"]);
      const toolMessage = chat.requests[1]?.messages.find((m) => m.role === "tool");
      expect(String(toolMessage?.content)).toContain("token2");
    } finally {
      await chat.close();
    }
  });

  it("`webdata serve --model-base-url URL --model NAME` serves extract on that server", async () => {
    const chat = await startChatCompletionsServer(() => ({ text: '{"title":"Page 2"}' }));
    const stdout = new Capture();
    const interrupt = new AbortController();
    const running = cli(["serve", "--port", "0", "--json", "--allow-private", "--model-base-url", chat.baseUrl, "--model", "llama-test"], {
      signal: interrupt.signal,
      stdout,
      env: { WEBDATA_MODEL_API_KEY: "served-key" },
    });
    try {
      await until(() => stdout.text.includes("\n"));
      const { url, capabilities } = JSON.parse(stdout.text) as { url: string; capabilities: { model: { id: string } } };
      expect(capabilities.model.id).toBe("openai-compatible.chat:llama-test");
      const start = await postJson(`${url}/extract`, { urls: [site.url("/page/2")], prompt: "the title" });
      const done = await waitForJob(`${url}/extract/${start.body.id}`);
      expect(done).toMatchObject({ status: "completed", data: { title: "Page 2" } });
      expect(chat.requests[0]).toMatchObject({ model: "llama-test", authorization: "Bearer served-key" });
    } finally {
      interrupt.abort();
      await running;
      await chat.close();
    }
  });

  it("serve refuses --model-base-url without --model", async () => {
    const run = await cli(["serve", "--port", "0", "--model-base-url", "http://127.0.0.1:9/v1"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/needs --model NAME/);
  });
});
