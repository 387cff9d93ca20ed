import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { InvalidArgumentError, verifyWebhook } from "../../src/index.js";
import { signWebhook } from "../../src/core/webhook-signature.js";

const secret = "whsec-unit";
const body = '{"success":true,"type":"crawl.page","id":"x","webhookId":"w","data":[{"markdown":"é"}],"metadata":{}}';
const hex = createHmac("sha256", secret).update(Buffer.from(body, "utf8")).digest("hex");

describe("verifyWebhook", () => {
  it("accepts the service's header (sha256=<hex>), a bare hex and any letter case, for text or bytes", () => {
    expect(signWebhook(body, secret)).toBe(`sha256=${hex}`);
    expect(verifyWebhook(body, `sha256=${hex}`, secret)).toBe(true);
    expect(verifyWebhook(body, hex.toUpperCase(), secret)).toBe(true);
    expect(verifyWebhook(Buffer.from(body), ` sha256=${hex} `, secret)).toBe(true);
    expect(verifyWebhook(new TextEncoder().encode(body), [`sha256=${hex}`], secret)).toBe(true);
    expect(verifyWebhook(new TextEncoder().encode(body).buffer as ArrayBuffer, `sha256=${hex}`, secret)).toBe(true);
  });

  it("is false for another body, another secret, a cut or missing signature", () => {
    expect(verifyWebhook(`${body} `, `sha256=${hex}`, secret)).toBe(false);
    expect(verifyWebhook(body, `sha256=${hex}`, "other")).toBe(false);
    expect(verifyWebhook(body, `sha256=${hex.slice(0, 63)}`, secret)).toBe(false);
    expect(verifyWebhook(body, `sha256=${hex}00`, secret)).toBe(false);
    expect(verifyWebhook(body, "sha1=abc", secret)).toBe(false);
    expect(verifyWebhook(body, undefined, secret)).toBe(false);
    expect(verifyWebhook(body, null, secret)).toBe(false);
    expect(verifyWebhook(body, [], secret)).toBe(false);
  });

  it("throws a clear InvalidArgumentError for a parsed body or a missing secret, never echoing the secret", () => {
    expect(() => verifyWebhook(JSON.parse(body) as never, `sha256=${hex}`, secret)).toThrow(InvalidArgumentError);
    expect(() => verifyWebhook(JSON.parse(body) as never, `sha256=${hex}`, secret)).toThrow(/raw request body.*before any JSON parsing/);
    expect(() => verifyWebhook(body, `sha256=${hex}`, "")).toThrow(/secret must be the non-empty webhook secret/);
    expect(() => verifyWebhook(body, `sha256=${hex}`, undefined as never)).toThrow(InvalidArgumentError);
    try {
      verifyWebhook(42 as never, "x", secret);
    } catch (error) {
      expect(String(error)).not.toContain(secret);
    }
  });
});
