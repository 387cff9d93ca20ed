import { describe, expect, it } from "vitest";
import { WebDataClient } from "../../src/client.js";
import type { ClientCall } from "../../src/client/middleware.js";
import { isSelfHealing, withSelfHealing } from "../../src/healing/index.js";
import { useMockServer } from "../helpers/mock-client.js";

const ctx = useMockServer();

/** Every method path of a client: its methods and those of each namespace object (inherited ones too). */
function methodPaths(client: WebDataClient): string[] {
  const methodsOf = (obj: object) => {
    const names = new Set<string>();
    for (let proto = Object.getPrototypeOf(obj) as object | null; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto) as object | null) {
      for (const name of Object.getOwnPropertyNames(proto)) {
        if (name !== "constructor" && typeof Object.getOwnPropertyDescriptor(proto, name)?.value === "function") names.add(name);
      }
    }
    return [...names];
  };
  const paths = methodsOf(client);
  for (const [key, value] of Object.entries(client)) {
    // The transport is the client's private plumbing, not an API namespace.
    if (key !== "transport" && typeof value === "object" && value !== null) paths.push(...methodsOf(value).map((m) => `${key}.${m}`));
  }
  return paths.sort();
}

function call(client: WebDataClient, path: string, args: unknown[]): unknown {
  const parts = path.split(".");
  const owner = parts.length === 2 ? (client as unknown as Record<string, Record<string, (...a: unknown[]) => unknown>>)[parts[0]!]! : client;
  return (owner as unknown as Record<string, (...a: unknown[]) => unknown>)[parts.at(-1)!]!(...args);
}

describe("client middleware", () => {
  it("sees every method of the client and of every namespace, with the caller's arguments", () => {
    const base = ctx.client();
    const seen: ClientCall[] = [];
    const client = base.use(() => (c) => (seen.push(c), "intercepted"));
    const paths = methodPaths(base);
    expect(paths).toEqual(expect.arrayContaining(["scrape", "search", "map", "interact", "crawl.start", "crawl.pages", "extract.run", "agent.cancel", "support.ask"]));
    for (const path of paths) expect(call(client, path, ["a", { b: 1 }])).toBe("intercepted");
    expect(seen.map((c) => c.method).sort()).toEqual(paths);
    expect(seen.every((c) => c.args[0] === "a")).toBe(true);
  });

  it("covers a method added after the middleware was written (a new operation)", async () => {
    const base = ctx.client();
    const proto = Object.getPrototypeOf(base.crawl) as Record<string, unknown>;
    proto.futureOperation = function (this: unknown, id: string) {
      return Promise.resolve(`ran ${id}`);
    };
    try {
      const seen: string[] = [];
      const client = base.use(() => (c, next) => (seen.push(c.method), next(c.args)));
      const crawl = client.crawl as unknown as { futureOperation(id: string): Promise<string> };
      expect(await crawl.futureOperation("x")).toBe("ran x");
      expect(seen).toEqual(["crawl.futureOperation"]);
    } finally {
      delete proto.futureOperation;
    }
  });

  it("runs the real call through next(), keeps getters and derived clients wrapped", async () => {
    ctx.mock.script("POST /map", { status: 200, body: { success: true, links: [{ url: "https://example.com/a" }] } });
    const seen: string[] = [];
    const client = ctx.client().use(() => (c, next) => (seen.push(c.method), next(c.args)));
    expect(client).toBeInstanceOf(WebDataClient);
    expect(client.baseUrl).toBe(ctx.mock.url);
    const derived = client.withOptions({ timeoutMs: 5_000 });
    const result = await derived.map({ url: "https://example.com" });
    expect(result.links).toHaveLength(1);
    expect(seen).toEqual(["withOptions", "map"]);
    expect(client.crawl).toBe(client.crawl);
  });

  it("self-healing is a middleware layer; wrapping twice does not heal twice", () => {
    const base = ctx.client();
    const healing = withSelfHealing(base);
    expect(isSelfHealing(base)).toBe(false);
    expect(isSelfHealing(healing)).toBe(true);
    expect(isSelfHealing(healing.withOptions({ timeoutMs: 1_000 }))).toBe(true);
    expect(isSelfHealing(withSelfHealing(healing))).toBe(true);
  });
});
