import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { checkBearer, publicBaseUrl, RouteMatcher } from "../../src/server-kit/index.js";

describe("checkBearer", () => {
  const settings = { apiKey: "fc-secret", keyless: false };

  it("accepts only 'Bearer <key>'", () => {
    expect(checkBearer("Bearer fc-secret", "required", settings)).toBeNull();
    expect(checkBearer("bearer   fc-secret", "required", settings)).toBeNull();
  });

  it("refuses a bare key, another scheme, and no header", () => {
    for (const header of ["fc-secret", "Basic fc-secret", "Token fc-secret", "Bearer", undefined]) {
      const reply = checkBearer(header, "required", settings);
      expect(reply?.status).toBe(401);
      expect(JSON.stringify(reply?.body)).toMatch(/Token missing/);
      expect(JSON.stringify(reply?.body)).not.toContain("fc-secret");
    }
  });

  it("refuses a wrong key of any length without echoing it", () => {
    for (const key of ["fc-secreT", "fc-secret-longer", "fc", "x".repeat(10_000)]) {
      const reply = checkBearer(`Bearer ${key}`, "required", settings);
      expect(reply).toEqual({ status: 401, body: { success: false, error: "Unauthorized: Invalid token" }, headers: { "www-authenticate": "Bearer" } });
    }
  });

  it("lets keyless routes through without a header only when the keyless tier is on", () => {
    expect(checkBearer(undefined, "keyless", { apiKey: "k", keyless: true })).toBeNull();
    expect(checkBearer(undefined, "required", { apiKey: "k", keyless: true })?.status).toBe(401);
    // An unknown path has no auth mode: it needs the key too.
    expect(checkBearer(undefined, undefined, { apiKey: "k", keyless: true })?.status).toBe(401);
    expect(checkBearer(undefined, "keyless", { apiKey: "k", keyless: false })?.status).toBe(401);
    expect(checkBearer(undefined, "required", { apiKey: null, keyless: false })).toBeNull();
  });
});

describe("RouteMatcher", () => {
  const matcher = new RouteMatcher<string>({
    "crawl.status": "status",
    "crawl.cancel": "cancel",
    "crawl.active": "active",
    "crawl.errors": "errors",
  });

  it("prefers fixed segments over parameters and decodes parameters", () => {
    expect(matcher.match("GET", "/v2/crawl/active")).toMatchObject({ kind: "route", route: { handler: "active" } });
    expect(matcher.match("GET", "/v2/crawl/abc%20d")).toMatchObject({ kind: "route", route: { handler: "status" }, params: { id: "abc d" } });
    expect(matcher.match("GET", "/v2/crawl/x/errors/")).toMatchObject({ kind: "route", route: { handler: "errors" } });
  });

  it("tells a wrong method from an unknown path", () => {
    expect(matcher.match("POST", "/v2/crawl/x")).toEqual({ kind: "wrong-method", allowed: ["GET", "DELETE"] });
    expect(matcher.match("GET", "/v2/nope")).toEqual({ kind: "none" });
    expect(matcher.match("GET", "/v1/crawl/x")).toEqual({ kind: "none" });
  });
});

describe("publicBaseUrl", () => {
  const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
  const fallback = "http://127.0.0.1:3002/v2";

  it("uses the Host header, and X-Forwarded-* only with trustProxy", () => {
    const headers = { host: "engine.internal:3002", "x-forwarded-host": "api.example.com", "x-forwarded-proto": "https" };
    expect(publicBaseUrl(request(headers), fallback, { trustProxy: false })).toBe("http://engine.internal:3002/v2");
    expect(publicBaseUrl(request(headers), fallback, { trustProxy: true })).toBe("https://api.example.com/v2");
  });

  it("falls back to the listening address for a missing or malformed host", () => {
    expect(publicBaseUrl(request({}), fallback, { trustProxy: false })).toBe(fallback);
    expect(publicBaseUrl(request({ host: "evil.com/x?" }), fallback, { trustProxy: false })).toBe(fallback);
    expect(publicBaseUrl(request({ host: "[::1]:8080" }), fallback, { trustProxy: false })).toBe("http://[::1]:8080/v2");
  });
});
