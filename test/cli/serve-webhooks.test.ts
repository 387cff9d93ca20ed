import { describe, expect, it } from "vitest";
import { verifyWebhook } from "../../src/index.js";
import { startGeneratedSite } from "../helpers/generated-site.js";
import { startWebhookReceiver } from "../helpers/webhook-receiver.js";
import { cli, Capture, until } from "./cli-harness.js";

const SECRET = "serve-webhook-secret-0123";

async function serve(args: string[], env: Record<string, string> = {}) {
  const stdout = new Capture();
  const stderr = new Capture();
  const interrupt = new AbortController();
  const running = cli(["serve", "--port", "0", "--no-browser", "--no-mcp", ...args], { signal: interrupt.signal, stdout, stderr, env });
  await until(() => stderr.text.includes("browser sandbox:"));
  return {
    url: stdout.text.trim(),
    stderr,
    stop: async () => {
      interrupt.abort();
      return (await running).code;
    },
  };
}

describe("webdata serve: webhooks", () => {
  it("signs deliveries with WEBDATA_WEBHOOK_SECRET and never prints it", async () => {
    const site = await startGeneratedSite({ pages: 2, paragraphs: 1 });
    const receiver = await startWebhookReceiver();
    const served = await serve(["--allow-private"], { WEBDATA_WEBHOOK_SECRET: SECRET });
    try {
      expect(served.stderr.text).toContain("webhooks: may target this machine and its LAN (--allow-private), signed");
      const response = await fetch(`${served.url}/crawl`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ url: site.url("/"), limit: 2, webhook: { url: receiver.url, events: ["completed"] } }),
      });
      expect(response.status).toBe(200);
      await until(() => receiver.deliveries.length > 0, "a delivery", 20_000);
      const [delivery] = receiver.deliveries;
      expect(delivery?.event.type).toBe("crawl.completed");
      expect(verifyWebhook(delivery!.body, delivery!.headers["x-firecrawl-signature"], SECRET)).toBe(true);
      expect(served.stderr.text).not.toContain(SECRET);
    } finally {
      expect(await served.stop()).toBe(0);
      await receiver.close();
      await site.close();
    }
  });

  it("--webhook-secret works but warns that `ps` shows it", async () => {
    const served = await serve(["--webhook-secret", SECRET]);
    try {
      expect(served.stderr.text).toMatch(/--webhook-secret shows the secret[^\n]*WEBDATA_WEBHOOK_SECRET/);
      expect(served.stderr.text).toContain("webhooks: to public addresses only, signed");
      expect(served.stderr.text).not.toContain(SECRET);
    } finally {
      expect(await served.stop()).toBe(0);
    }
  });
});
