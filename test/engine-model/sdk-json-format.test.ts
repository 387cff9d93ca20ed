import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import Firecrawl from "@mendable/firecrawl-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { startChatCompletionsServer } from "../helpers/chat-completions-server.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";

const shop = "<html><head><title>Acme Shop</title></head><body><main><h1>Acme Anvil</h1><p>Acme was founded in 1949. The anvil costs 99 USD.</p></main></body></html>";
const schema = { type: "object", properties: { name: { type: "string" }, founded: { type: "integer" } }, required: ["name", "founded"] };

describe("the official SDK's json format against the engine, on a real provider over HTTP", () => {
  let site: GeneratedSite;
  let chat: Awaited<ReturnType<typeof startChatCompletionsServer>>;
  let engine: LocalEngine;
  let sdk: Firecrawl;

  beforeAll(async () => {
    site = await startGeneratedSite({ pages: 1, routes: { "/shop": (_req, res) => res.end(shop) } });
    chat = await startChatCompletionsServer(() => ({ text: '{"name":"Acme","founded":1949}' }));
    const model = createOpenAICompatible({ name: "local", baseURL: chat.baseUrl }).chatModel("tiny-model");
    engine = await createLocalEngine({ allowPrivateNetwork: true, lookup: async () => [{ address: "127.0.0.1", family: 4 }], apiKey: "fc-sdk-json", browser: false, model });
    sdk = new Firecrawl({ apiKey: "fc-sdk-json", apiUrl: engine.origin });
  });
  afterAll(async () => {
    await engine.close();
    await chat.close();
    await site.close();
  });

  it("scrape(url, { formats: [{ type: 'json', schema }] }) returns the data and bills 5 credits", async () => {
    const document = await sdk.scrape(site.url("/shop"), { formats: [{ type: "json", schema }] });
    expect(document.json).toEqual({ name: "Acme", founded: 1949 });
    expect(document.metadata?.creditsUsed).toBe(5);
    const sent = JSON.stringify(chat.requests.at(-1)?.messages);
    expect(sent).toContain("founded in 1949");
    expect(sent).toContain('\\"founded\\"');
  });

  it("json with a prompt only, next to markdown", async () => {
    const document = await sdk.scrape(site.url("/shop"), { formats: ["markdown", { type: "json", prompt: "The company and its founding year" }] });
    expect(document.markdown).toContain("Acme Anvil");
    expect(document.json).toEqual({ name: "Acme", founded: 1949 });
  });

  it("batchScrape with a json format", async () => {
    const job = await sdk.batchScrape([site.url("/shop")], { options: { formats: [{ type: "json", schema }] }, pollInterval: 1 });
    expect(job.status).toBe("completed");
    expect(job.data[0]?.json).toEqual({ name: "Acme", founded: 1949 });
  });
});
