import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeProviders, type FakeProviders } from "../helpers/fake-search-providers.js";
import { cli, Capture, until } from "./cli-harness.js";

const braveKey = "serve-brave-key-0123";

describe("webdata serve --search", () => {
  let fakes: FakeProviders;
  beforeAll(async () => {
    fakes = await startFakeProviders({ braveKey, serperKey: "unused", results: () => [{ url: "https://example.com/found", title: "Found", text: "From Brave" }] });
  });
  afterAll(() => fakes.close());

  it("searches through the provider it names, its key from the environment and never printed", async () => {
    const stdout = new Capture();
    const stderr = new Capture();
    const interrupt = new AbortController();
    const running = cli(["serve", "--port", "0", "--no-browser", "--search", `brave=${fakes.origin}/brave`], { signal: interrupt.signal, stdout, stderr, env: { BRAVE_API_KEY: braveKey } });
    try {
      await until(() => stderr.text.includes("browser sandbox:"));
      expect(stderr.text).toContain("search: brave");
      const response = await fetch(`${stdout.text.trim()}/search`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "anything" }) });
      const body = (await response.json()) as { data: { web: { url: string }[] } };
      expect(body.data.web).toEqual([{ url: "https://example.com/found", title: "Found", description: "From Brave", position: 1 }]);
      expect(fakes.requests.at(-1)?.headers["x-subscription-token"]).toBe(braveKey);
    } finally {
      interrupt.abort();
      expect((await running).code).toBe(0);
    }
    expect(stdout.text + stderr.text).not.toContain(braveKey);
  });

  it("refuses a provider whose key is not set, before starting", async () => {
    const stdout = new Capture();
    const stderr = new Capture();
    const result = await cli(["serve", "--port", "0", "--no-browser", "--search", "serper"], { stdout, stderr, env: {} });
    expect(result.code).not.toBe(0);
    expect(stderr.text).toContain("SERPER_API_KEY, which is not set");
  });
});
