import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { maxJobSockets } from "../../src/engine/server/job-sockets.js";
import { postJson } from "./engine-http.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";

const apiKey = "fc-socket-key";

/** Opens a socket and collects what happens: the handshake's refusal status, messages, the close. */
function open(url: string, options: WebSocket.ClientOptions & { protocols?: string[] } = {}) {
  const messages: Array<{ type: string; error?: string; data?: unknown }> = [];
  const ws = new WebSocket(url, options.protocols ?? [], options);
  const outcome = new Promise<{ refused?: number; closed?: number }>((resolve) => {
    ws.on("unexpected-response", (_req, res) => {
      resolve({ refused: res.statusCode ?? 0 });
      res.resume();
      ws.terminate();
    });
    ws.on("message", (data) => messages.push(JSON.parse(String(data)) as (typeof messages)[number]));
    ws.on("close", (code) => resolve({ closed: code }));
    ws.on("error", () => {});
  });
  const firstMessage = () =>
    new Promise<(typeof messages)[number]>((resolve) => {
      if (messages[0] !== undefined) return resolve(messages[0]);
      ws.once("message", (data) => resolve(JSON.parse(String(data)) as (typeof messages)[number]));
    });
  return { ws, messages, outcome, firstMessage };
}

describe("the job WebSocket's gate and bounds", () => {
  let engine: LocalEngine;
  let site: GeneratedSite;
  let crawlId: string;
  let wsBase: string;

  beforeAll(async () => {
    engine = await createLocalEngine({ allowPrivateNetwork: true, apiKey });
    site = await startGeneratedSite({ pages: 3, paragraphs: 1 });
    const start = await postJson(`${engine.url}/crawl`, { url: site.url("/"), limit: 3 }, { authorization: `Bearer ${apiKey}` });
    crawlId = start.body.id;
    wsBase = engine.url.replace(/^http/, "ws");
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  it("takes the key as Authorization: Bearer as well as the subprotocol", async () => {
    const socket = open(`${wsBase}/crawl/${crawlId}`, { headers: { authorization: `Bearer ${apiKey}` } });
    expect((await socket.firstMessage()).type).toBe("catchup");
    expect(await socket.outcome).toEqual({ closed: 1000 });
  });

  it("refuses a web page's Origin and a foreign Host at the handshake, as for any request", async () => {
    const origin = open(`${wsBase}/crawl/${crawlId}`, { protocols: [apiKey], origin: "https://evil.example" });
    expect(await origin.outcome).toEqual({ refused: 403 });
    const host = open(`${wsBase}/crawl/${crawlId}`, { protocols: [apiKey], headers: { host: "rebound.example" } });
    expect(await host.outcome).toEqual({ refused: 421 });
  });

  it("answers an upgrade on any other path as a plain request", async () => {
    const other = open(`${wsBase}/no/such/route`, { headers: { authorization: `Bearer ${apiKey}` } });
    expect((await other.outcome).refused).toBe(404);
    const statusWithoutKey = open(`${wsBase}/scrape`);
    expect((await statusWithoutKey.outcome).refused).toBe(401);
  });

  it(`tells watcher ${maxJobSockets + 1} to poll instead, and closes it`, async () => {
    // Bounded: exactly the cap of open watchers (each held by a running crawl that never ends here).
    const slow = await startGeneratedSite({ pages: 2, paragraphs: 1, latencyMs: 60_000 });
    const start = await postJson(`${engine.url}/crawl`, { url: slow.url("/"), limit: 2 }, { authorization: `Bearer ${apiKey}` });
    const held = Array.from({ length: maxJobSockets }, () => open(`${wsBase}/crawl/${start.body.id}`, { protocols: [apiKey] }));
    for (const socket of held) expect((await socket.firstMessage()).type).toBe("catchup");
    const extra = open(`${wsBase}/crawl/${start.body.id}`, { protocols: [apiKey] });
    expect(await extra.firstMessage()).toMatchObject({ type: "error", error: expect.stringMatching(/Too many watchers/) });
    expect((await extra.outcome).closed).toBeDefined();
    for (const socket of held) socket.ws.terminate();
    await fetch(`${engine.url}/crawl/${start.body.id}`, { method: "DELETE", headers: { authorization: `Bearer ${apiKey}` } });
    await slow.close();
  });

  it("counts sockets refused for a wrong key against the cap too: a caller without the key cannot hold unbounded sockets", async () => {
    // Bounded: exactly the cap of refused sockets, each still inside its grace period when the next one arrives.
    const refused = Array.from({ length: maxJobSockets }, () => open(`${wsBase}/crawl/${crawlId}`, { protocols: ["fc-wrong-key"] }));
    for (const socket of refused) expect(await socket.firstMessage()).toMatchObject({ type: "error", error: expect.stringMatching(/Unauthorized/) });
    const extra = open(`${wsBase}/crawl/${crawlId}`, { protocols: [apiKey] });
    expect(await extra.firstMessage()).toMatchObject({ type: "error", error: expect.stringMatching(/Too many watchers/) });
    for (const socket of refused) socket.ws.terminate();
    await Promise.all(refused.map((socket) => socket.outcome));
  });

  it("ignores what a client sends, and a message over the size cap closes only that socket", async () => {
    const socket = open(`${wsBase}/crawl/${crawlId}`, { protocols: [apiKey] });
    await socket.firstMessage();
    if (socket.ws.readyState === WebSocket.OPEN) socket.ws.send(Buffer.alloc(64 * 1024));
    expect((await socket.outcome).closed).toBeDefined();
    const again = await postJson(`${engine.url}/map`, { url: site.url("/") }, { authorization: `Bearer ${apiKey}` });
    expect(again.status).toBe(200);
  });
});

describe("closing the engine with job sockets open", () => {
  it("ends refused sockets as well as watchers at once, instead of leaving them to their grace period", async () => {
    const engine = await createLocalEngine({ allowPrivateNetwork: true, apiKey });
    const base = engine.url.replace(/^http/, "ws");
    const refused = open(`${base}/crawl/00000000-0000-4000-8000-000000000000`, { protocols: ["fc-wrong-key"] });
    expect((await refused.firstMessage()).type).toBe("error");
    await engine.close();
    // Terminated by close() (1006, no close frame), not closed later by the grace timer (1008).
    expect(await refused.outcome).toEqual({ closed: 1006 });
  });
});
