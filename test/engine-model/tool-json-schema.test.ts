import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, stepCountIs } from "ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod/v4";
import { createWebDataTools } from "../../src/adapters/ai/index.js";
import { WebDataClient } from "../../src/client.js";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { prepareToolSet } from "../../src/tools/create-tool-specs.js";
import { startChatCompletionsServer, type ChatRequest } from "../helpers/chat-completions-server.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";

const shop = "<html><head><title>Acme Shop</title></head><body><main><h1>Acme Anvil</h1><p>The anvil costs 99 USD.</p></main></body></html>";
const priceSchema = { type: "object", properties: { price: { type: "number" }, currency: { type: "string" } }, required: ["price", "currency"] };

/** The engine's json format asks with the page in the prompt; the agent's model sees tools. */
function isPageQuestion(request: ChatRequest): boolean {
  return request.tools === undefined && JSON.stringify(request.messages).includes("--- Page ");
}

describe("web_scrape asks for JSON through the toolkit, answered by the engine's model", () => {
  let site: GeneratedSite;
  let chat: Awaited<ReturnType<typeof startChatCompletionsServer>>;
  let engine: LocalEngine;
  let client: WebDataClient;

  beforeAll(async () => {
    site = await startGeneratedSite({ pages: 1, routes: { "/shop": (_req, res) => res.end(shop) } });
    // One loopback model server plays both parts: the agent's model (tool calls) and the engine's (page JSON).
    chat = await startChatCompletionsServer((request) => {
      if (isPageQuestion(request)) return { text: '{"price":99,"currency":"USD"}' };
      const toolResult = request.messages.find((message) => message.role === "tool");
      if (toolResult !== undefined) return { text: `The tool said: ${String(toolResult.content)}` };
      return {
        toolCalls: [{ name: "web_scrape", arguments: { url: site.url("/shop"), schemaJson: JSON.stringify(priceSchema), jsonPrompt: null, offset: null, onlyMainContent: null, waitFor: null } }],
      };
    });
    const model = createOpenAICompatible({ name: "local", baseURL: chat.baseUrl }).chatModel("tiny-model");
    engine = await createLocalEngine({ allowPrivateNetwork: true, lookup: async () => [{ address: "127.0.0.1", family: 4 }], model, browser: false });
    client = new WebDataClient({ baseUrl: engine.url });
  });
  afterAll(async () => {
    await engine.close();
    await chat.close();
    await site.close();
  });

  it("a model-supplied schema (allowJsonSchema): a strict tool call with schemaJson as a JSON string gets the page's json", async () => {
    const tools = createWebDataTools({ client, tools: ["web_scrape"], scrape: { allowJsonSchema: true } });
    const agentModel = createOpenAICompatible({ name: "local", baseURL: chat.baseUrl }).chatModel("agent-model");
    const result = await generateText({ model: agentModel, tools, prompt: "What does the anvil cost?", stopWhen: stepCountIs(3) });
    const toolResult = result.steps.flatMap((step) => step.toolResults)[0];
    // The app gets the whole result (the adapter's output); the model its rendering.
    expect(toolResult?.output).toMatchObject({ ok: true, output: { json: { price: 99, currency: "USD" }, document: { json: { price: 99, currency: "USD" } } } });
    expect(result.text).toContain('"price":99');
    // The tool schema the agent's model was shown carries the schema as a string argument.
    const published = (chat.requests[0]?.tools?.[0] as unknown as { function: { parameters: { properties: Record<string, { anyOf?: { type: string }[] }> } } }).function.parameters;
    expect(published.properties.schemaJson?.anyOf?.map((member) => member.type)).toEqual(["string", "null"]);
    // The engine's model got the caller's schema.
    const pageQuestion = chat.requests.find(isPageQuestion);
    expect(JSON.stringify(pageQuestion?.messages)).toContain('\\"currency\\"');
  });

  it("a fixed schema in params: the model sees no schema argument, and every call returns json", async () => {
    const { tools } = prepareToolSet({ client, tools: ["web_scrape"], scrape: { allowJsonSchema: true, params: { formats: [{ type: "json", schema: z.object({ price: z.number(), currency: z.string() }) }] } } });
    const scrape = tools[0]!;
    expect(Object.keys((scrape.inputJsonSchema as { properties: object }).properties)).not.toContain("schemaJson");
    const result = await scrape.run({ url: site.url("/shop") }, {});
    expect(result.ok).toBe(true);
    expect(result.output).toMatchObject({ json: { price: 99, currency: "USD" } });
    expect(result.modelText).toContain('JSON: {"price":99,"currency":"USD"}');
    expect((result.output as { document: { metadata: { creditsUsed: number } } }).document.metadata.creditsUsed).toBe(5);
  });

  it("without allowJsonSchema the argument does not exist, and a call that sends it is refused as a bad argument", async () => {
    const { tools } = prepareToolSet({ client, tools: ["web_scrape"] });
    const scrape = tools[0]!;
    expect(Object.keys((scrape.inputJsonSchema as { properties: object }).properties)).not.toContain("schemaJson");
    const refused = await scrape.run({ url: site.url("/shop"), schemaJson: JSON.stringify(priceSchema) }, {});
    expect(refused.ok).toBe(false);
    expect(refused.modelText).toMatch(/schemaJson/);
  });

  it("a schemaJson that is not JSON comes back to the model as its mistake", async () => {
    const { tools } = prepareToolSet({ client, tools: ["web_scrape"], scrape: { allowJsonSchema: true } });
    const result = await tools[0]!.run({ url: site.url("/shop"), schemaJson: "{not json" }, {});
    expect(result.ok).toBe(false);
    expect(result.modelText).toMatch(/schemaJson is not valid JSON/);
  });
});
