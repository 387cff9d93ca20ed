import { describe, expect, it } from "vitest";
import { createWebDataTools as aiTools } from "../../src/adapters/ai/index.js";
import { createWebDataTools as langchainTools, WebDataLoader, WebDataRetriever } from "../../src/adapters/langchain/index.js";
import { InvalidArgumentError } from "../../src/core/errors.js";

// The client is built on the first call (issue 31: a cheap import); its options are still checked
// when the tool set, loader or retriever is built, before any work.
describe("client options are checked at construction, though the client is built on first use", () => {
  const bad = { baseUrl: "ftp://example.com" };
  it("AI SDK and LangChain tool sets", () => {
    expect(() => aiTools(bad)).toThrow(InvalidArgumentError);
    expect(() => langchainTools(bad)).toThrow(/baseUrl/);
    expect(() => aiTools({ timeoutMs: -1 })).toThrow(InvalidArgumentError);
  });

  it("the loader and the retriever", () => {
    expect(() => new WebDataLoader({ mode: "scrape", urls: "https://example.com", ...bad })).toThrow(InvalidArgumentError);
    expect(() => new WebDataRetriever(bad)).toThrow(InvalidArgumentError);
  });
});
