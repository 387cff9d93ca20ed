import { describe, expect, it } from "vitest";
// Each public entry point, imported by name through package.json `exports` (the
// `webdata-kit:source` condition maps them to src in tests; users get dist).
import * as root from "webdata-kit";
import * as ai from "webdata-kit/ai";
import * as engine from "webdata-kit/engine";
import * as langchain from "webdata-kit/langchain";
import * as mcp from "webdata-kit/mcp";
import * as testing from "webdata-kit/testing";

describe("package entry points, by name", () => {
  it("export the public names docs/architecture.md fixes", () => {
    for (const name of ["WebDataClient", "toJsonSchema", "createInteractSession", "withSelfHealing", "interruptionOf", "WebDataError"]) {
      expect(root, name).toHaveProperty(name);
    }
    expect(ai).toHaveProperty("createWebDataTools");
    for (const name of ["WebDataToolkit", "createWebDataTools", "WebDataLoader", "WebDataRetriever", "DocumentLoad"]) {
      expect(langchain, name).toHaveProperty(name);
    }
    expect(testing).toHaveProperty("createMockServer");
    expect(engine).toHaveProperty("createLocalEngine");
    for (const name of ["createWebDataMcpServer", "createMcpHttpHandler", "serveMcpOverStdio", "TOOL_NAMES"]) expect(mcp, name).toHaveProperty(name);
  });

  it("export every error class, the usage helper in both tool adapters, and no internals", () => {
    const errors = [
      "WebDataError", "APIError", "BadRequestError", "AuthenticationError", "PaymentRequiredError", "PermissionDeniedError", "NotFoundError",
      "RequestTimeoutError", "ConflictError", "GoneError", "RateLimitError", "InternalServerError", "APIConnectionError",
      "APIConnectionTimeoutError", "APIUserAbortError", "InvalidArgumentError", "MissingApiKeyError", "JobFailedError", "JobTimeoutError", "IncompleteJobError",
    ];
    for (const name of errors) expect(root, name).toHaveProperty(name);
    expect(ai).toHaveProperty("toolSetUsage");
    expect(langchain).toHaveProperty("toolSetUsage");
    // Construction details of the client and its error factory are not part of the API.
    for (const name of ["createAPIError", "resolveClientOptions", "checkOptions", "prepareToolSet"]) expect(root, name).not.toHaveProperty(name);
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
