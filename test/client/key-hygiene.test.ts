import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import { createWebDataTools, toolSetUsage } from "../../src/adapters/ai/index.js";
import { WebDataLoader, WebDataRetriever, WebDataToolkit } from "../../src/adapters/langchain/index.js";
import { createInteractSession, createSessionRegistry, WebDataClient, withSelfHealing } from "../../src/index.js";

const KEY = "fc-KEYHYGIENE-0123456789abcdef";

/** Everything a developer might log or serialise. */
function dumps(value: unknown): string {
  let json = "";
  try {
    json = JSON.stringify(value) ?? "";
  } catch {
    // circular structures cannot be stringified; inspect still covers them
  }
  return `${inspect(value, { depth: 8, showHidden: true })}\n${json}`;
}

describe("the key never shows when objects are logged or serialised", () => {
  const options = { apiKey: KEY, baseUrl: "https://api.example.invalid/v2" };
  const client = new WebDataClient(options);

  it.each([
    ["a client", () => client],
    ["a client's config", () => client.config],
    ["a client made with withOptions", () => client.withOptions({ timeoutMs: 1000 })],
    ["a self-healing client", () => withSelfHealing(client)],
    ["an AI SDK tool set", () => createWebDataTools(options)],
    ["its usage", () => toolSetUsage(createWebDataTools(options))],
    ["a LangChain toolkit", () => new WebDataToolkit(options)],
    ["a loader", () => new WebDataLoader({ mode: "scrape", urls: ["https://example.com"], ...options })],
    ["a retriever", () => new WebDataRetriever(options)],
    ["a session", () => createInteractSession(options, { url: "https://example.com" })],
    ["a session registry", () => createSessionRegistry(options)],
  ])("%s", (_name, make) => {
    expect(dumps(make())).not.toContain(KEY);
  });

  it("a self-healing client still reports that a key is configured, redacted", () => {
    expect(withSelfHealing(client).config.apiKey).toBe("fc-…[redacted]");
  });
});
