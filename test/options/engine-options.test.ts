import { createServer } from "node:http";
import { describe, expect, it } from "vitest";
import { createLocalEngine } from "../../src/engine/index.js";
import { rejected } from "./thrown.js";

describe("createLocalEngine options: one schema, checked before anything starts", () => {
  it("an unknown option suggests the right name, top level and under browser", async () => {
    expect((await rejected(createLocalEngine({ crawlConcurency: 4 } as never))).message).toBe(
      "Invalid createLocalEngine options: crawlConcurency: unknown option (did you mean crawlConcurrency?)",
    );
    expect((await rejected(createLocalEngine({ browser: { maxSession: 2 } } as never))).message).toContain(
      "browser.maxSession: unknown option (did you mean browser.maxSessions?)",
    );
    expect((await rejected(createLocalEngine({ browser: { maxConcurentPages: 2 } } as never))).message).toContain(
      "did you mean browser.maxConcurrentPages?",
    );
    // One level too shallow: a browser option given at the top.
    expect((await rejected(createLocalEngine({ executablePath: "/usr/bin/chromium" } as never))).message).toContain(
      "did you mean browser.executablePath?",
    );
    expect((await rejected(createLocalEngine({ models: { mini: "x" } } as never))).issues[0]?.path).toEqual(["models", "mini"]);
  });

  it("wrong types and out-of-range values name the path", async () => {
    expect((await rejected(createLocalEngine({ crawlConcurrency: 51 }))).issues[0]?.path).toEqual(["crawlConcurrency"]);
    expect((await rejected(createLocalEngine({ port: -1 }))).issues[0]?.path).toEqual(["port"]);
    expect((await rejected(createLocalEngine({ browser: { maxPages: 0 } }))).issues[0]?.path).toEqual(["browser", "maxPages"]);
    expect((await rejected(createLocalEngine({ browser: "on" as never }))).issues[0]?.path).toEqual(["browser"]);
    expect((await rejected(createLocalEngine({ browser: { executablePath: "/nonexistent/chromium" } }))).issues[0]?.path).toEqual(["browser", "executablePath"]);
    expect((await rejected(createLocalEngine({ model: 42 as never }))).message).toContain("model: must be an AI SDK LanguageModel");
    expect((await rejected(createLocalEngine({ modelContextTokens: 10 }))).issues[0]?.path).toEqual(["modelContextTokens"]);
    expect((await rejected(createLocalEngine({ allowPrivateNetwork: ["10.0.0.0/99"] }))).issues[0]?.path).toEqual(["allowPrivateNetwork", 0]);
    expect((await rejected(createLocalEngine({ host: "0.0.0.0" }))).message).toMatch(/apiKey/);
  });

  it("no server is started for bad options: the port stays free", async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    await rejected(createLocalEngine({ port, fetchTimeoutMS: 5 } as never));
    const again = createServer();
    await new Promise<void>((resolve, reject) => {
      again.once("error", reject);
      again.listen(port, "127.0.0.1", resolve);
    });
    await new Promise<void>((resolve) => again.close(() => resolve()));
  });
});
