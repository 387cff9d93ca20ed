import { describe, expect, it } from "vitest";
// Each public entry point, imported by name through package.json `exports` (the
// `webdata-kit:source` condition maps them to src in tests; users get dist).
import * as root from "webdata-kit";
import * as ai from "webdata-kit/ai";
import * as engine from "webdata-kit/engine";
import * as langchain from "webdata-kit/langchain";
import * as testing from "webdata-kit/testing";

describe("package entry points, by name", () => {
  it("export the public names DESIGN.md fixes", () => {
    for (const name of ["WebDataClient", "toJsonSchema", "createInteractSession", "withSelfHealing", "interruptionOf", "WebDataError"]) {
      expect(root, name).toHaveProperty(name);
    }
    expect(ai).toHaveProperty("createWebDataTools");
    for (const name of ["WebDataToolkit", "createWebDataTools", "WebDataLoader", "WebDataRetriever", "DocumentLoad"]) {
      expect(langchain, name).toHaveProperty(name);
    }
    expect(testing).toHaveProperty("createMockServer");
    expect(engine).toHaveProperty("createLocalEngine");
  });

  it("share one module graph: an error from the root entry is the class the langchain entry throws", async () => {
    const mock = await testing.createMockServer();
    try {
      const loader = new langchain.WebDataLoader({ apiKey: mock.apiKey ?? undefined, baseUrl: mock.url, mode: "scrape", urls: "https://example.com" });
      const docs = await loader.load();
      expect(docs).toHaveLength(1);
      expect(() => new langchain.WebDataLoader({ mode: "scrape", urls: [] })).toThrow(root.InvalidArgumentError);
    } finally {
      await mock.close();
    }
  });
});
