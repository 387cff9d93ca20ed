import { createHmac, timingSafeEqual } from "node:crypto";
import { InvalidArgumentError } from "./errors.js";

/** The header a webhook delivery is signed in, by the service and the local engine alike. */
export const WEBHOOK_SIGNATURE_HEADER = "x-firecrawl-signature";

/** A raw request body: the exact bytes the signature covers. */
export type WebhookBody = string | Uint8Array | ArrayBuffer;

function bodyBytes(body: unknown): Buffer {
  if (typeof body === "string") return Buffer.from(body, "utf8");
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  throw new InvalidArgumentError(
    `verifyWebhook: body must be the raw request body (a string, Buffer or Uint8Array), got ${body === null ? "null" : typeof body}. ` +
      "The signature covers the exact bytes sent: read the body as text or bytes before any JSON parsing (e.g. express.raw(), await request.text()).",
  );
}

function checkSecret(secret: unknown): string {
  if (typeof secret !== "string" || secret === "") {
    throw new InvalidArgumentError(
      "verifyWebhook: secret must be the non-empty webhook secret (the service's HMAC secret from its account settings, " +
        "or the engine's webhookSecret / --webhook-secret / WEBDATA_WEBHOOK_SECRET).",
    );
  }
  return secret;
}

/** `sha256=<hex>`: the HMAC-SHA256 of `body` with `secret`, as the `X-Firecrawl-Signature` header carries it. */
export function signWebhook(body: WebhookBody, secret: string): string {
  return `sha256=${createHmac("sha256", checkSecret(secret)).update(bodyBytes(body)).digest("hex")}`;
}

/**
 * Whether `signature` (the `X-Firecrawl-Signature` header, with or without its `sha256=` prefix)
 * is the HMAC-SHA256 of the exact `body` with `secret`, compared in constant time. A missing or
 * malformed signature is `false`; a body that is not raw bytes or text, or an empty secret, throws
 * `InvalidArgumentError` (a set-up mistake, not a forged request).
 *
 * @example
 * app.post("/hooks", express.raw({ type: "application/json" }), (req, res) => {
 *   if (!verifyWebhook(req.body, req.get("x-firecrawl-signature"), secret)) return res.sendStatus(401);
 *   const event = JSON.parse(req.body.toString("utf8"));
 *   res.sendStatus(200);
 * });
 */
export function verifyWebhook(body: WebhookBody, signature: string | readonly string[] | null | undefined, secret: string): boolean {
  const bytes = bodyBytes(body);
  const key = checkSecret(secret);
  const header = Array.isArray(signature) ? signature[0] : signature;
  if (typeof header !== "string") return false;
  const hex = header.trim().replace(/^sha256=/i, "");
  if (!/^[0-9a-f]{64}$/i.test(hex)) return false;
  const expected = createHmac("sha256", key).update(bytes).digest();
  return timingSafeEqual(Buffer.from(hex, "hex"), expected);
}
