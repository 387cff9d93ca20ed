import { describe, expect, it } from "vitest";
import { rawRequest } from "../engine/raw-http.js";
import { cli, Capture, until } from "./cli-harness.js";

const KEY = "serve-gate-key-0123456789";
const mcpInit = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "x", version: "1" } },
});

/** Starts `webdata serve` in this process; `stop()` interrupts it and returns its exit code. */
async function serve(args: string[], env: Record<string, string> = {}) {
  const stdout = new Capture();
  const stderr = new Capture();
  const interrupt = new AbortController();
  const running = cli(["serve", "--port", "0", "--no-browser", ...args], { signal: interrupt.signal, stdout, stderr, env });
  await until(() => stderr.text.includes("browser sandbox:") || stdout.text.includes("\n"));
  await until(() => stderr.text.includes("browser sandbox:"));
  const url = new URL(stdout.text.trim());
  return {
    origin: url.origin,
    port: Number(url.port),
    stderr,
    stop: async () => {
      interrupt.abort();
      return (await running).code;
    },
  };
}

describe("webdata serve: protections", () => {
  it("says at start which protections are on", async () => {
    const served = await serve([]);
    try {
      const text = served.stderr.text;
      expect(text).toContain("protections: bound to 127.0.0.1 (this machine only)");
      expect(text).toContain("key: off (loopback only)");
      expect(text).toContain("allowed origins: none (requests from web pages are refused)");
      expect(text).toContain("private network: refused");
      expect(text).toMatch(/browser sandbox: (no browser|on|off)/);
    } finally {
      expect(await served.stop()).toBe(0);
    }
  });

  it("--api-key still works but warns that `ps` shows it, recommending WEBDATA_ENGINE_KEY; the key is never printed", async () => {
    const stdout = new Capture();
    const stderr = new Capture();
    const interrupt = new AbortController();
    const running = cli(["--api-key", KEY, "serve", "--port", "0", "--no-browser"], { signal: interrupt.signal, stdout, stderr });
    await until(() => stderr.text.includes("browser sandbox:"));
    expect(stderr.text).toMatch(/--api-key shows the key[^\n]*ps[^\n]*WEBDATA_ENGINE_KEY/);
    expect(stderr.text).toContain("key: required");
    expect(stderr.text).not.toContain(KEY);
    const url = stdout.text.trim();
    expect((await fetch(`${url}/team/queue-status`, { headers: { authorization: `Bearer ${KEY}` } })).status).toBe(200);
    interrupt.abort();
    expect((await running).code).toBe(0);
  });

  it("refuses to expose the engine without a key, explaining the risk and naming --insecure-no-auth", async () => {
    const run = await cli(["serve", "--port", "0", "--host", "0.0.0.0", "--no-browser"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("WEBDATA_ENGINE_KEY");
    expect(run.stderr).toContain("--insecure-no-auth");
    expect(run.stderr).toMatch(/anyone who reaches the port/);
  });

  it("--insecure-no-auth exposes it without a key, says so, and still refuses foreign Hosts and pages", async () => {
    const served = await serve(["--host", "0.0.0.0", "--insecure-no-auth"]);
    try {
      expect(served.stderr.text).toContain("key: OFF (--insecure-no-auth)");
      expect(served.stderr.text).toContain("reachable from other machines");
      const host = `127.0.0.1:${served.port}`;
      expect((await rawRequest(served.origin, "GET", "/v2/team/queue-status", { host })).status).toBe(200);
      expect((await rawRequest(served.origin, "GET", "/v2/team/queue-status", { host: `rebind.example:${served.port}` })).status).toBe(421);
      expect((await rawRequest(served.origin, "GET", "/v2/team/queue-status", { host, origin: "http://evil.example" })).status).toBe(403);
    } finally {
      expect(await served.stop()).toBe(0);
    }
  });

  for (const key of [undefined, KEY]) {
    it(`/mcp and REST refuse rebinding and cross-origin requests ${key === undefined ? "without" : "with"} a key; --allowed-host/--allowed-origin open exactly those`, async () => {
      const served = await serve(["--allowed-host", "engine.lan", "--allowed-origin", "http://app.lan:3000"], key === undefined ? {} : { WEBDATA_ENGINE_KEY: key });
      try {
        const auth: Record<string, string> = key === undefined ? {} : { authorization: `Bearer ${key}` };
        const mcpHeaders = { "content-type": "application/json", accept: "application/json, text/event-stream", ...auth };
        const host = `127.0.0.1:${served.port}`;
        for (const path of ["/mcp", "/v2/scrape"]) {
          expect((await rawRequest(served.origin, "POST", path, { ...mcpHeaders, host: `evil.example:${served.port}` }, mcpInit)).status).toBe(421);
          expect((await rawRequest(served.origin, "POST", path, { ...mcpHeaders, host, origin: "http://evil.example" }, mcpInit)).status).toBe(403);
          expect((await rawRequest(served.origin, "POST", path, { ...mcpHeaders, host, "content-type": "text/plain" }, mcpInit)).status).toBe(415);
        }
        const viaName = await rawRequest(served.origin, "POST", "/mcp", { ...mcpHeaders, host: "engine.lan" }, mcpInit);
        expect(viaName.status).toBe(200);
        const preflight = await rawRequest(served.origin, "OPTIONS", "/mcp", {
          host,
          origin: "http://app.lan:3000",
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type, mcp-session-id",
        });
        expect(preflight.status).toBe(204);
        expect(preflight.headers["access-control-allow-origin"]).toBe("http://app.lan:3000");
        if (key !== undefined) {
          const anonymous = await rawRequest(served.origin, "POST", "/mcp", { ...mcpHeaders, authorization: "", host }, mcpInit);
          expect(anonymous.status).toBe(401);
          expect(anonymous.headers["www-authenticate"]).toBe("Bearer");
        }
      } finally {
        expect(await served.stop()).toBe(0);
      }
    });
  }
});
