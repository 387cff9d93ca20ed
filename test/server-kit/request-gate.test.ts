import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import { guardedListener, HttpGate, readRawBody, sendReply, type HttpGateOptions } from "../../src/server-kit/index.js";
import { cutBody, rawRequest } from "../engine/raw-http.js";

interface Served {
  origin: string;
  port: number;
  handled: string[];
  log: string[];
  close(): Promise<void>;
}

const open: Served[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((served) => served.close()));
});

/** A server behind the gate whose handler echoes the body; `/throw`, `/reject` and `/late` fail on purpose. */
async function serve(options: HttpGateOptions = {}, host = "127.0.0.1"): Promise<Served> {
  const handled: string[] = [];
  const log: string[] = [];
  const gate = new HttpGate(options);
  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    handled.push(`${req.method} ${req.url}`);
    if (req.url === "/throw") throw new Error("handler bug");
    const raw = await readRawBody(req, 1024 * 1024);
    if (req.url === "/reject") throw new Error("async handler bug");
    if (req.url === "/late") {
      res.writeHead(200, { "content-type": "text/plain" });
      res.write("partial");
      throw new Error("failed mid-answer");
    }
    sendReply(res, { status: 200, body: { ok: true, bytes: raw.text.length } });
  };
  const server: Server = createServer(guardedListener(gate, handler, { log: (line) => log.push(line) }));
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port, address } = server.address() as AddressInfo;
  gate.bind({ address, port });
  const served: Served = {
    origin: `http://127.0.0.1:${port}`,
    port,
    handled,
    log,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  open.push(served);
  return served;
}

const json = { "content-type": "application/json" };

describe("Host", () => {
  it("accepts loopback names and literals with the server's port", async () => {
    const s = await serve();
    for (const host of [`127.0.0.1:${s.port}`, `localhost:${s.port}`, `LOCALHOST:${s.port}`, `[::1]:${s.port}`]) {
      expect((await rawRequest(s.origin, "GET", "/", { host })).status).toBe(200);
    }
  });

  it("refuses foreign names (DNS rebinding), other ports and a missing Host with 421 naming the option", async () => {
    const s = await serve();
    for (const host of [`evil.example:${s.port}`, "evil.example", `127.0.0.1:${s.port + 1}`, "localhost", `localhost.evil.example:${s.port}`, `10.0.0.1:${s.port}`, "a b"]) {
      const response = await rawRequest(s.origin, "POST", "/", { host, ...json }, "{}");
      expect(response.status, host).toBe(421);
      expect(response.json).toMatchObject({ success: false, error: expect.stringContaining("allowedHosts") });
      expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    }
    const noHost = await new Promise<string>((resolve) => {
      const socket = connect(s.port, "127.0.0.1", () => socket.end("GET / HTTP/1.0\r\n\r\n"));
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
      socket.on("close", () => resolve(text));
    });
    expect(noHost).toMatch(/^HTTP\/1\.1 421/);
    // An absolute-form target's authority is the host that counts, whatever `Host` says.
    const absolute = await new Promise<string>((resolve) => {
      const socket = connect(s.port, "127.0.0.1", () => socket.end(`GET http://evil.example:${s.port}/ HTTP/1.1\r\nHost: 127.0.0.1:${s.port}\r\n\r\n`));
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
      socket.on("close", () => resolve(text));
    });
    expect(absolute).toMatch(/^HTTP\/1\.1 421/);
    expect(s.handled).toEqual([]);
  });

  it("accepts configured names, on any port or only the given one", async () => {
    const s = await serve({ allowedHosts: ["api.example.com", "pinned.example:8443"] });
    expect((await rawRequest(s.origin, "GET", "/", { host: "api.example.com" })).status).toBe(200);
    expect((await rawRequest(s.origin, "GET", "/", { host: "API.example.com:9999" })).status).toBe(200);
    expect((await rawRequest(s.origin, "GET", "/", { host: "pinned.example:8443" })).status).toBe(200);
    expect((await rawRequest(s.origin, "GET", "/", { host: "pinned.example:8444" })).status).toBe(421);
    expect((await rawRequest(s.origin, "GET", "/", { host: "sub.api.example.com" })).status).toBe(421);
  });

  it("bound to every interface, accepts this machine's own addresses and loopback, not names", async () => {
    const s = await serve({}, "0.0.0.0");
    const own = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry?.family === "IPv4" && !entry.internal)?.address;
    if (own !== undefined) expect((await rawRequest(s.origin, "GET", "/", { host: `${own}:${s.port}` })).status).toBe(200);
    expect((await rawRequest(s.origin, "GET", "/", { host: `localhost:${s.port}` })).status).toBe(200);
    expect((await rawRequest(s.origin, "GET", "/", { host: `rebind.evil.example:${s.port}` })).status).toBe(421);
    expect((await rawRequest(s.origin, "GET", "/", { host: `203.0.113.9:${s.port}` })).status).toBe(421);
  });

  it("rejects malformed allowed hosts and origins when the gate is made", () => {
    expect(() => new HttpGate({ allowedHosts: ["http://x/"] })).toThrow(/allowed host/);
    expect(() => new HttpGate({ allowedOrigins: ["app.example.com"] })).toThrow(/allowed origin/);
  });
});

describe("Origin", () => {
  it("refuses every request carrying an Origin that is not allowed, with no CORS headers", async () => {
    const s = await serve();
    const host = `127.0.0.1:${s.port}`;
    for (const origin of ["http://evil.example", "http://127.0.0.1:1", `http://127.0.0.1:${s.port}`, "http://localhost:3000", "null", "garbage"]) {
      for (const method of ["GET", "POST", "OPTIONS", "DELETE"]) {
        const response = await rawRequest(s.origin, method, "/", { host, origin, ...json, "access-control-request-method": "POST" }, method === "POST" ? "{}" : undefined);
        expect(response.status, `${method} ${origin}`).toBe(403);
        expect(response.json.error).toContain("allowedOrigins");
        expect(Object.keys(response.headers).filter((name) => name.startsWith("access-control"))).toEqual([]);
      }
    }
    expect(s.handled).toEqual([]);
  });

  it("gives an allowed origin CORS headers and answers its preflight", async () => {
    const s = await serve({ allowedOrigins: ["https://app.example.com/"] });
    const host = `127.0.0.1:${s.port}`;
    const preflight = await rawRequest(s.origin, "OPTIONS", "/", {
      host,
      origin: "https://app.example.com",
      "access-control-request-method": "POST",
      "access-control-request-headers": "authorization, content-type",
      "access-control-request-private-network": "true",
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers["access-control-allow-private-network"]).toBe("true");
    expect(preflight.headers["access-control-allow-origin"]).toBe("https://app.example.com");
    expect(preflight.headers["access-control-allow-methods"]).toContain("POST");
    expect(preflight.headers["access-control-allow-headers"]).toBe("authorization, content-type");
    const post = await rawRequest(s.origin, "POST", "/", { host, origin: "https://app.example.com", ...json }, "{}");
    expect(post.status).toBe(200);
    expect(post.headers["access-control-allow-origin"]).toBe("https://app.example.com");
    expect(post.headers["vary"]).toBe("Origin");
    // Still only JSON bodies, even from an allowed page.
    expect((await rawRequest(s.origin, "POST", "/", { host, origin: "https://app.example.com", "content-type": "text/plain" }, "{}")).status).toBe(415);
    const other = await rawRequest(s.origin, "POST", "/", { host, origin: "https://app.example.com:8443", ...json }, "{}");
    expect(other.status).toBe(403);
    // No Origin (a non-browser client): no CORS headers at all.
    const plain = await rawRequest(s.origin, "GET", "/", { host });
    expect(plain.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("Origin on sameOriginPaths", () => {
  it("lets the server's own origin call the listed paths only, without CORS headers; other origins stay refused", async () => {
    const s = await serve({ sameOriginPaths: (_method, pathname) => pathname.startsWith("/own/") });
    const host = `127.0.0.1:${s.port}`;
    for (const method of ["GET", "POST"]) {
      const response = await rawRequest(s.origin, method, "/own/x", { host, origin: `http://127.0.0.1:${s.port}`, ...json }, method === "POST" ? "{}" : undefined);
      expect(response.status, method).toBe(200);
      expect(Object.keys(response.headers).filter((name) => name.startsWith("access-control"))).toEqual([]);
    }
    // The origin must be the host the request was sent to: another name, port or a foreign site is refused.
    const refused = [
      ["/own/x", `http://localhost:${s.port}`, host],
      ["/own/x", "http://127.0.0.1:1", host],
      ["/own/x", "http://evil.example", host],
      ["/own/x", "null", host],
      ["/own/x", `https://127.0.0.1:${s.port}0`, host],
      ["/other", `http://127.0.0.1:${s.port}`, host],
      // `..` is read as the router reads it: /own/../other is /other.
      ["/own/../other", `http://127.0.0.1:${s.port}`, host],
    ];
    for (const [path, origin, sentHost] of refused) {
      expect((await rawRequest(s.origin, "POST", path ?? "/", { host: sentHost ?? host, origin: origin ?? "", ...json }, "{}")).status, `${path} ${origin}`).toBe(403);
    }
    // Still JSON bodies only.
    expect((await rawRequest(s.origin, "POST", "/own/x", { host, origin: `http://127.0.0.1:${s.port}`, "content-type": "text/plain" }, "{}")).status).toBe(415);
    expect(s.handled).toEqual(["GET /own/x", "POST /own/x"]);
  });
});

describe("Content-Type", () => {
  it("refuses bodies that are not application/json with 415 (the CORS-simple types included)", async () => {
    const s = await serve();
    const host = `127.0.0.1:${s.port}`;
    for (const type of ["text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonx", undefined]) {
      for (const method of ["POST", "PUT", "PATCH"]) {
        const headers: Record<string, string> = { host };
        if (type !== undefined) headers["content-type"] = type;
        const response = await rawRequest(s.origin, method, "/", headers, '{"url":"http://example.com"}');
        expect(response.status, `${method} ${type}`).toBe(415);
        expect(response.json).toMatchObject({ success: false, error: expect.stringContaining("application/json") });
      }
    }
    expect(s.handled).toEqual([]);
  });

  it("accepts JSON in any case and with parameters, and an empty body without a type", async () => {
    const s = await serve();
    const host = `127.0.0.1:${s.port}`;
    expect((await rawRequest(s.origin, "POST", "/", { host, "content-type": "Application/JSON; charset=utf-8" }, "{}")).status).toBe(200);
    expect((await rawRequest(s.origin, "POST", "/", { host, "content-length": "0" })).status).toBe(200);
    expect((await rawRequest(s.origin, "DELETE", "/", { host, "content-type": "text/plain" }, "ignored")).status).toBe(200);
    expect((await rawRequest(s.origin, "GET", "/", { host, "content-type": "text/plain" }, "ignored")).status).toBe(200);
  });
});

describe("guardedListener", () => {
  it("turns a handler that throws or rejects into a logged 500 JSON answer", async () => {
    const s = await serve();
    const host = `127.0.0.1:${s.port}`;
    for (const path of ["/throw", "/reject"]) {
      const response = await rawRequest(s.origin, "POST", path, { host, ...json }, "{}");
      expect(response.status).toBe(500);
      expect(response.json).toMatchObject({ success: false, error: expect.any(String) });
      expect(response.text).not.toContain("bug");
    }
    expect(s.log.join("\n")).toContain("handler bug");
    expect(s.log.join("\n")).toContain("async handler bug");
  });

  it("closes the connection when the answer had started, and goes on serving", async () => {
    const s = await serve();
    await expect(rawRequest(s.origin, "GET", "/late", { host: `127.0.0.1:${s.port}` })).rejects.toThrow();
    expect((await rawRequest(s.origin, "GET", "/", { host: `127.0.0.1:${s.port}` })).status).toBe(200);
  });

  it("survives clients that cut their body (FIN or RST), many times over", async () => {
    const s = await serve();
    for (let i = 0; i < 20; i++) await cutBody(s.origin, "POST", "/", json, { reset: i % 2 === 0 });
    expect((await rawRequest(s.origin, "POST", "/", { host: `127.0.0.1:${s.port}`, ...json }, "{}")).json).toEqual({ ok: true, bytes: 2 });
    // A client that went away is not a server failure.
    expect(s.log).toEqual([]);
  });
});

describe("checkBearer with and without a key", () => {
  it("takes an empty bearer (firecrawl-cli sends `Bearer `) as no key: accepted when no key is configured", async () => {
    const { checkBearer } = await import("../../src/server-kit/index.js");
    for (const header of ["Bearer", "Bearer ", "bearer \t", undefined]) {
      expect(checkBearer(header, "required", { apiKey: null, keyless: false })).toBeNull();
      const refused = checkBearer(header, "required", { apiKey: "k-1", keyless: false });
      expect(refused?.status).toBe(401);
      expect(refused?.headers).toEqual({ "www-authenticate": "Bearer" });
    }
    expect(checkBearer("Bearer anything", "required", { apiKey: null, keyless: false })).toBeNull();
    expect(checkBearer("Bearer wrong", "required", { apiKey: "k-1", keyless: false })?.headers).toEqual({ "www-authenticate": "Bearer" });
  });
});

describe("guardedListener on a keep-alive connection", () => {
  it("adds its socket error listener once per socket, not once per request", async () => {
    const counts: number[] = [];
    const sockets = new Set<object>();
    // (Per request, the count grew by one each time: Node warned of a leak after ten.)
    const gate = new HttpGate();
    const server: Server = createServer(
      guardedListener(
        gate,
        (req, res) => {
          sockets.add(req.socket);
          counts.push(req.socket.listenerCount("error"));
          sendReply(res, { status: 200, body: { ok: true } });
        },
        { log: () => {} },
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port, address } = server.address() as AddressInfo;
    gate.bind({ address, port });
    try {
      for (let i = 0; i < 30; i += 1) await (await fetch(`http://127.0.0.1:${port}/`)).json();
      // 30 requests over a handful of sockets: the listeners on a socket stay at Node's own plus ours.
      expect(sockets.size).toBeLessThan(30);
      expect(Math.max(...counts)).toBeLessThanOrEqual(Math.min(...counts) + 1);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
