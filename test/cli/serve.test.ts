import { describe, expect, it } from "vitest";
import { cli, Capture, until } from "./cli-harness.js";

describe("webdata serve", () => {
  it("serves the v2 API on loopback until interrupted, then exits 0", async () => {
    const stdout = new Capture();
    const interrupt = new AbortController();
    const running = cli(["serve", "--port", "0", "--json"], { signal: interrupt.signal, stdout });
    await until(() => stdout.text.includes("\n"));
    const { url, origin, port } = JSON.parse(stdout.text) as { url: string; origin: string; port: number };
    expect(origin).toBe(`http://127.0.0.1:${port}`);
    expect(url).toBe(`${origin}/v2`);

    // It is a real v2 server: a bad job id gets the service's 400.
    const response = await fetch(`${url}/crawl/not-a-uuid`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: expect.stringContaining("Invalid job ID") });

    interrupt.abort();
    const run = await running;
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("engine stopped");
    await expect(fetch(`${url}/crawl/not-a-uuid`)).rejects.toThrow();
  });

  it("a port that is taken is a usage error (exit 2)", async () => {
    const interrupt = new AbortController();
    const stdout = new Capture();
    const first = cli(["serve", "--port", "0", "--json"], { signal: interrupt.signal, stdout });
    await until(() => stdout.text.includes("\n"));
    const { port } = JSON.parse(stdout.text) as { port: number };
    const second = await cli(["serve", "--port", String(port)]);
    expect(second.code).toBe(2);
    expect(second.stderr).toContain(`port ${port} is already in use`);
    interrupt.abort();
    expect((await first).code).toBe(0);
  });

  it("refuses to bind beyond loopback unless callers must send a key", async () => {
    const run = await cli(["serve", "--port", "0", "--host", "0.0.0.0"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("WEBDATA_ENGINE_KEY");
  });

  it("--api-key is the key callers must send (not ignored with \"no key needed\")", async () => {
    const stdout = new Capture();
    const stderr = new Capture();
    const interrupt = new AbortController();
    const running = cli(["--api-key", "fc-serve-secret", "serve", "--port", "0"], { signal: interrupt.signal, stdout, stderr });
    await until(() => stdout.text.includes("\n"));
    const url = stdout.text.trim();
    await until(() => stderr.text.includes("use it with"));
    expect(stderr.text).toContain("with WEBDATA_API_KEY set to the --api-key value");
    expect(stderr.text).not.toContain("no key needed");
    expect((await fetch(`${url}/team/queue-status`)).status).toBe(401);
    expect((await fetch(`${url}/team/queue-status`, { headers: { authorization: "Bearer fc-serve-secret" } })).status).toBe(200);
    interrupt.abort();
    expect((await running).code).toBe(0);
  });
});
