import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { afterEach, describe, expect, it } from "vitest";
import { createWebDataMcpServer, type WebDataMcpServer } from "../../src/adapters/mcp/create-mcp-server.js";
import { useMockServer } from "../helpers/mock-client.js";

describe("MCP structured results (outputSchema + structuredContent, MCP 2025-06-18)", () => {
  const ctx = useMockServer();
  let mcp: WebDataMcpServer | undefined;
  afterEach(() => mcp?.close());

  async function connect() {
    mcp = createWebDataMcpServer({ client: ctx.client(), tools: ["web_search", "web_scrape", "web_interact_stop"] });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    // The SDK client checks every structuredContent against the listed outputSchema.
    const client = new Client({ name: "structured", version: "1" });
    await Promise.all([mcp.server.connect(serverSide), client.connect(clientSide)]);
    return client;
  }

  it("lists an outputSchema for tools whose result has a shape, and none for the others", async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((t) => [t.name, t]));
    expect(byName.get("web_scrape")!.outputSchema).toMatchObject({ type: "object", required: ["creditsUsed"] });
    expect(byName.get("web_interact_stop")!.outputSchema).toMatchObject({ type: "object" });
    expect(byName.get("web_search")!.outputSchema).toBeUndefined();
  });

  it("a shaped result carries structuredContent beside the same text; nulls from a strict client are absent", async () => {
    const client = await connect();
    const scrape = await client.callTool({ name: "web_scrape", arguments: { url: "https://example.com", offset: null, onlyMainContent: null, waitFor: null } });
    expect(scrape.isError).toBeFalsy();
    expect((scrape.content as Array<{ type: string; text: string }>)[0]!.text.length).toBeGreaterThan(0);
    expect(scrape.structuredContent).toMatchObject({ url: "https://example.com", offset: 0, cached: false, creditsUsed: 1 });
    expect(scrape.structuredContent).not.toHaveProperty("document");

    const stop = await client.callTool({ name: "web_interact_stop", arguments: {} });
    expect(stop.structuredContent).toEqual({ stopped: false, creditsUsed: 0 });

    const search = await client.callTool({ name: "web_search", arguments: { query: "example" } });
    expect(search.structuredContent).toBeUndefined();
  });

  it("a misspelt argument is an isError result naming it", async () => {
    const client = await connect();
    const result = await client.callTool({ name: "web_scrape", arguments: { url: "https://example.com", offest: 10 } });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toContain("offest");
  });
});
