import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { cli } from "../cli/cli-harness.js";
import { startChatCompletionsServer } from "../helpers/chat-completions-server.js";
import { runFirecrawlCli } from "../helpers/firecrawl-cli-runner.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";

const shop = "<html><head><title>Acme Shop</title></head><body><main><h1>Acme Anvil</h1><p>The anvil costs 99 USD.</p></main></body></html>";
const schema = JSON.stringify({ type: "object", properties: { price: { type: "number" }, currency: { type: "string" } }, required: ["price", "currency"] });

let site: GeneratedSite;
let chat: Awaited<ReturnType<typeof startChatCompletionsServer>>;
let home: string;

beforeAll(async () => {
  site = await startGeneratedSite({ pages: 1, routes: { "/shop": (_req, res) => res.end(shop) } });
  chat = await startChatCompletionsServer((request) =>
    JSON.stringify(request.messages).includes("Answer from the page") ? { text: '{"answer":"99 USD"}' } : { text: '{"price":99,"currency":"USD"}' },
  );
  home = mkdtempSync(join(tmpdir(), "cli-json-"));
  writeFileSync(join(home, "schema.json"), schema);
});

afterAll(async () => {
  await chat?.close();
  await site?.close();
  if (home) rmSync(home, { recursive: true, force: true });
});

describe("webdata scrape --format json (the embedded engine with a model)", () => {
  it("prints the extracted JSON, with the schema inline or from a file", async () => {
    const args = ["scrape", site.url("/shop"), "--allow-private", "--model-base-url", chat.baseUrl, "--model", "tiny-model"];
    const inline = await cli([...args, "--format", "json", "--schema", schema]);
    expect(inline.stderr).not.toMatch(/error/i);
    expect(inline.code).toBe(0);
    expect(JSON.parse(inline.stdout)).toEqual({ price: 99, currency: "USD" });
    const fromFile = await cli([...args, "--schema", `@${join(home, "schema.json")}`, "--prompt", "the anvil's price"]);
    expect(fromFile.code).toBe(0);
    expect(JSON.parse(fromFile.stdout)).toEqual({ price: 99, currency: "USD" });
    const asked = chat.requests.at(-1);
    expect(JSON.stringify(asked?.messages)).toContain("the anvil's price");
  });

  it("WEBDATA_MODEL_BASE_URL / WEBDATA_MODEL give the embedded engine its model too", async () => {
    const run = await cli(["scrape", site.url("/shop"), "--allow-private", "--formats", "json", "--prompt", "price"], {
      env: { WEBDATA_MODEL_BASE_URL: chat.baseUrl, WEBDATA_MODEL: "tiny-model" },
    });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ price: 99, currency: "USD" });
  });

  it("json without a schema or prompt is a usage error; without a model, the engine's 501 names what to set", async () => {
    const bare = await cli(["scrape", site.url("/shop"), "--format", "json"]);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toMatch(/--schema/);
    const badSchema = await cli(["scrape", site.url("/shop"), "--schema", "{nope"]);
    expect(badSchema.code).toBe(2);
    const noModel = await cli(["scrape", site.url("/shop"), "--allow-private", "--format", "json", "--prompt", "price"]);
    expect(noModel.code).toBe(4);
    expect(noModel.stderr).toMatch(/WEBDATA_MODEL/);
    const badTimeout = await cli(["scrape", site.url("/shop"), "--prompt", "price"], { env: { WEBDATA_MODEL_TIMEOUT_MS: "soon" } });
    expect(badTimeout.code).toBe(2);
    expect(badTimeout.stderr).toMatch(/WEBDATA_MODEL_TIMEOUT_MS/);
  });
});

describe("firecrawl-cli scrape --format json / --query against the engine with a model", () => {
  let engine: LocalEngine;
  const apiKey = "fc-cli-json";

  beforeAll(async () => {
    const model = createOpenAICompatible({ name: "local", baseURL: chat.baseUrl }).chatModel("tiny-model");
    engine = await createLocalEngine({ allowPrivateNetwork: true, apiKey, browser: false, model });
  });
  afterAll(() => engine?.close());

  const firecrawl = (...args: string[]) => runFirecrawlCli({ origin: engine.origin, apiKey, home }, ...args);

  it("json with --schema, and a question with --query", async () => {
    const json = await firecrawl("scrape", site.url("/shop"), "--format", "json", "--schema", schema);
    expect(json.code).toBe(0);
    expect(json.out).toMatch(/"price":\s*99/);
    const query = await firecrawl("scrape", site.url("/shop"), "--query", "What does the anvil cost?");
    expect(query.code).toBe(0);
    expect(query.out).toContain("99 USD");
  });
});
