import { createHash } from "node:crypto";
import { createServer, request } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EgressProxy } from "../../src/engine/browser/egress-proxy.js";
import { systemResolver } from "../../src/engine/fetch/guarded-lookup.js";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { postJson } from "../engine/engine-http.js";
import { chromiumPath, describeWithBrowser } from "./browser-fixture.js";

/** A loopback site that counts requests and accepts WebSocket upgrades (which a proxied browser tunnels with CONNECT). */
async function startTarget(): Promise<{ port: number; hits: string[]; upgrades: number; close(): Promise<void> }> {
  const state = { hits: [] as string[], upgrades: 0 };
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    state.hits.push(req.url ?? "");
    res.writeHead(200, { "content-type": "text/html" });
    res.end(`<html><body><h1>Target</h1><p id="ws">waiting</p><script>
      const ws = new WebSocket("ws://" + location.host + "/socket");
      ws.onopen = () => { document.getElementById("ws").textContent = "ws-open"; };
      ws.onerror = () => { document.getElementById("ws").textContent = "ws-failed"; };
    </script></body></html>`);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  server.on("upgrade", (req, socket) => {
    state.upgrades += 1;
    const key = String(req.headers["sec-websocket-key"]);
    const accept = createHash("sha1").update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest("base64");
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    // Upgraded sockets are not in the server's connection list: they are ended here.
    close: async () => {
      sockets.forEach((socket) => socket.destroy());
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
    get hits() {
      return state.hits;
    },
    get upgrades() {
      return state.upgrades;
    },
  };
}

/** A plain HTTP request through the proxy (absolute form), as any local program could send it. */
function proxiedGet(proxyPort: number, url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: proxyPort, method: "GET", path: url, headers }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
    });
    req.on("error", reject);
    req.end();
  });
}

/** The status line a CONNECT through the proxy is answered with. */
function connectStatus(proxyPort: number, authority: string, headers: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(proxyPort, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n")) {
        socket.destroy();
        resolve(received.split("\r\n")[0] ?? "");
      }
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(received.split("\r\n")[0] ?? ""));
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join("");
    socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n${lines}\r\n`);
  });
}

const basic = (username: string, password: string) => `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`;

describe("the browser's egress proxy serves only clients with its credentials", () => {
  let target: Awaited<ReturnType<typeof startTarget>>;
  let proxy: EgressProxy;
  let proxyPort: number;
  beforeAll(async () => {
    target = await startTarget();
    // Loopback allowed here, so a refusal can only come from the missing credentials.
    proxy = new EgressProxy({ resolver: systemResolver, isBlocked: () => false, timeoutMs: 5_000, maxBodyBytes: 1_000_000 });
    await proxy.start();
    proxyPort = Number(new URL(proxy.url).port);
  });
  afterAll(async () => {
    await proxy.close();
    await target.close();
  });

  it("answers 407 with a Basic challenge to a plain local client, for HTTP and CONNECT, and reaches nothing", async () => {
    const url = `http://127.0.0.1:${target.port}/secret`;
    const { username, password } = proxy.credentials;
    const attempts: Record<string, string>[] = [
      {},
      { "Proxy-Authorization": basic(username, "wrong") },
      { "Proxy-Authorization": basic("someone", password) },
      { "Proxy-Authorization": `Bearer ${password}` },
      { "Proxy-Authorization": "Basic" },
    ];
    for (const headers of attempts) {
      const plain = await proxiedGet(proxyPort, url, headers);
      expect(plain.status).toBe(407);
      expect(String(plain.headers["proxy-authenticate"])).toMatch(/^Basic realm=/);
      expect(await connectStatus(proxyPort, `127.0.0.1:${target.port}`, headers)).toMatch(/^HTTP\/1\.1 407 /);
    }
    expect(target.hits).toEqual([]);
    expect(target.upgrades).toBe(0);
  });

  it("serves a client that sends its credentials", async () => {
    const { username, password } = proxy.credentials;
    const auth = { "Proxy-Authorization": basic(username, password) };
    expect((await proxiedGet(proxyPort, `http://127.0.0.1:${target.port}/ok`, auth)).status).toBe(200);
    expect(await connectStatus(proxyPort, `127.0.0.1:${target.port}`, auth)).toMatch(/^HTTP\/1\.1 200 /);
    expect(target.hits).toEqual(["/ok"]);
  });

  it("has different credentials for every engine", () => {
    const other = new EgressProxy({ resolver: systemResolver, isBlocked: () => false, timeoutMs: 5_000, maxBodyBytes: 1_000_000 });
    expect(other.credentials.password).not.toBe(proxy.credentials.password);
    expect(proxy.credentials.password.length).toBeGreaterThanOrEqual(32);
  });
});

describeWithBrowser("the engine's Chromium answers the proxy's challenge", () => {
  let target: Awaited<ReturnType<typeof startTarget>>;
  let engine: LocalEngine;
  beforeAll(async () => {
    target = await startTarget();
    engine = await createLocalEngine({ allowPrivateNetwork: true, browser: { executablePath: chromiumPath } });
  });
  afterAll(async () => {
    await engine.close();
    await target.close();
  });

  it("renders over plain HTTP and opens a CONNECT tunnel (a WebSocket) through the proxy", async () => {
    const { status, body } = await postJson(`${engine.url}/scrape`, { url: `http://127.0.0.1:${target.port}/page`, waitFor: 300, formats: ["rawHtml"] });
    expect(status).toBe(200);
    expect(body.data.metadata.fetchedWith).toBe("browser");
    expect(String(body.data.rawHtml)).toContain("ws-open");
    expect(target.hits).toContain("/page");
    expect(target.upgrades).toBe(1);
  });
});
