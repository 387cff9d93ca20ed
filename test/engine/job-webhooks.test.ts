import Firecrawl from "@mendable/firecrawl-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyWebhook } from "../../src/index.js";
import { createLocalEngine } from "../../src/engine/index.js";
import { postJson } from "./engine-http.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { startWebhookReceiver } from "../helpers/webhook-receiver.js";
import { scriptedTextModel } from "../helpers/scripted-json-model.js";
import { scriptedModel } from "../helpers/scripted-ai-model.js";
import { until } from "../helpers/until.js";

const secret = "whsec-test-secret";
const fast = { firstRetryMs: 5, timeoutMs: 2_000 };

// Webhooks of the local engine (docs/engine.md, "Job events"), to a receiver on loopback.
describe("engine webhooks", () => {
  let site: GeneratedSite;
  beforeAll(async () => {
    site = await startGeneratedSite({ pages: 4, paragraphs: 1 });
  });
  afterAll(() => site.close());

  it("sends crawl.started, one crawl.page per page and crawl.completed, signed, with metadata and headers", async () => {
    const receiver = await startWebhookReceiver();
    const lines: string[] = [];
    await using engine = await createLocalEngine({ allowPrivateNetwork: true, webhookSecret: secret, webhookDelivery: fast, log: (line) => lines.push(line) });
    const start = await postJson(`${engine.url}/crawl`, {
      url: site.url("/"),
      limit: 4,
      webhook: { url: receiver.url, headers: { "X-Receiver-Token": "t0k3n" }, metadata: { project: "p1" } },
    });
    expect(start.status).toBe(200);
    expect(start.body.warning ?? "").not.toMatch(/webhook/);
    await until(() => receiver.events().some((event) => event.type === "crawl.completed"), "crawl.completed", 20_000);
    const events = receiver.events();
    expect(events[0]?.type).toBe("crawl.started");
    expect(events.at(-1)?.type).toBe("crawl.completed");
    const pages = events.filter((event) => event.type === "crawl.page");
    expect(pages).toHaveLength(4);
    expect(pages.map((event) => (event.data[0] as { metadata: { sourceURL: string } }).metadata.sourceURL).sort()).toEqual(
      [site.url("/"), site.url("/page/1"), site.url("/page/2"), site.url("/page/3")].sort(),
    );
    for (const delivery of receiver.deliveries) {
      expect(delivery.event).toMatchObject({ id: start.body.id, success: true, metadata: { project: "p1" } });
      expect(delivery.headers["content-type"]).toBe("application/json");
      expect(delivery.headers["x-receiver-token"]).toBe("t0k3n");
      expect(verifyWebhook(delivery.body, delivery.headers["x-firecrawl-signature"], secret)).toBe(true);
      expect(verifyWebhook(delivery.body, delivery.headers["x-firecrawl-signature"], "another-secret")).toBe(false);
    }
    expect(new Set(receiver.deliveries.map((d) => d.event.webhookId)).size).toBe(receiver.deliveries.length);
    // Nothing secret in the engine's log.
    expect(lines.join("\n")).not.toMatch(/whsec|t0k3n/);
    await receiver.close();
  });

  it("still delivers a job's last events when the engine is closed right after the job ends", async () => {
    // A slow receiver (100 ms an answer): the crawl ends while most of its events are still queued.
    const receiver = await startWebhookReceiver((_delivery, res) => {
      setTimeout(() => res.writeHead(200).end(), 100);
      return "handled";
    });
    const engine = await createLocalEngine({ allowPrivateNetwork: true, webhookDelivery: fast });
    const start = await postJson(`${engine.url}/crawl`, { url: site.url("/"), limit: 4, webhook: { url: receiver.url } });
    await until(async () => ((await fetch(`${engine.url}/crawl/${start.body.id}`).then((r) => r.json())) as { status: string }).status === "completed", "the crawl to end");
    await engine.close();
    expect(receiver.events().map((event) => event.type)).toEqual(["crawl.started", "crawl.page", "crawl.page", "crawl.page", "crawl.page", "crawl.completed"]);
    await receiver.close();
  });

  it("takes the official SDK's webhook option (startCrawl, startBatchScrape)", async () => {
    const receiver = await startWebhookReceiver();
    await using engine = await createLocalEngine({ allowPrivateNetwork: true, apiKey: "fc-sdk", webhookSecret: secret, webhookDelivery: fast });
    const sdk = new Firecrawl({ apiKey: "fc-sdk", apiUrl: engine.origin });
    const crawl = await sdk.startCrawl(site.url("/"), { limit: 2, webhook: { url: receiver.url, events: ["completed"], metadata: { via: "sdk" } } });
    const batch = await sdk.startBatchScrape([site.url("/page/1")], { webhook: { url: receiver.url, events: ["page"] } });
    await until(() => receiver.events().length >= 2, "both deliveries", 20_000);
    expect(receiver.events().map(({ type, id }) => ({ type, id })).sort((a, b) => a.type.localeCompare(b.type))).toEqual([
      { type: "batch_scrape.page", id: batch.id },
      { type: "crawl.completed", id: crawl.id },
    ]);
    for (const delivery of receiver.deliveries) expect(verifyWebhook(delivery.body, delivery.headers["x-firecrawl-signature"], secret)).toBe(true);
    await receiver.close();
  });

  it("sends only the events asked for", async () => {
    const receiver = await startWebhookReceiver();
    await using engine = await createLocalEngine({ allowPrivateNetwork: true, webhookDelivery: fast });
    const start = await postJson(`${engine.url}/crawl`, { url: site.url("/"), limit: 2, webhook: { url: receiver.url, events: ["completed"] } });
    expect(start.status).toBe(200);
    await until(() => receiver.deliveries.length > 0, "a delivery", 20_000);
    await until(async () => ((await fetch(`${engine.url}/crawl/${start.body.id}`).then((r) => r.json())) as { status: string }).status === "completed", "the crawl to end");
    expect(receiver.events().map((event) => event.type)).toEqual(["crawl.completed"]);
    // Without a secret a delivery is unsigned.
    expect(receiver.deliveries[0]?.headers["x-firecrawl-signature"]).toBeUndefined();
    await receiver.close();
  });

  it("retries after 500s with the same webhookId until delivered, in order; the secret can come from WEBDATA_WEBHOOK_SECRET", async () => {
    const failures = new Map<string, number>();
    const receiver = await startWebhookReceiver((delivery) => {
      const seen = failures.get(delivery.event.webhookId) ?? 0;
      failures.set(delivery.event.webhookId, seen + 1);
      return seen < 2 ? 500 : 200;
    });
    process.env.WEBDATA_WEBHOOK_SECRET = "from-the-environment";
    try {
      await using engine = await createLocalEngine({ allowPrivateNetwork: true, webhookDelivery: fast });
      const start = await postJson(`${engine.url}/batch/scrape`, { urls: [site.url("/page/1"), site.url("/page/2")], webhook: receiver.url });
      expect(start.status).toBe(200);
      await until(() => receiver.deliveries.some((d) => d.event.type === "batch_scrape.completed" && failures.get(d.event.webhookId) === 3), "completed delivered", 20_000);
      const types = receiver.events().map((event) => event.type);
      expect(types).toEqual(["batch_scrape.started", "batch_scrape.page", "batch_scrape.page", "batch_scrape.completed"]);
      // Each event: two 500s, then the delivery that got through (three sends, one webhookId).
      expect([...failures.values()]).toEqual([3, 3, 3, 3]);
      for (const delivery of receiver.deliveries) expect(verifyWebhook(delivery.body, delivery.headers["x-firecrawl-signature"], "from-the-environment")).toBe(true);
    } finally {
      delete process.env.WEBDATA_WEBHOOK_SECRET;
      await receiver.close();
    }
  });

  it("gives up after maxAttempts and the job is not held up by a receiver that always fails", async () => {
    const receiver = await startWebhookReceiver(() => 500);
    const lines: string[] = [];
    await using engine = await createLocalEngine({ allowPrivateNetwork: true, webhookDelivery: { ...fast, maxAttempts: 3 }, log: (line) => lines.push(line) });
    const start = await postJson(`${engine.url}/crawl`, { url: site.url("/"), limit: 2, webhook: receiver.url });
    await until(async () => ((await fetch(`${engine.url}/crawl/${start.body.id}`).then((r) => r.json())) as { status: string }).status === "completed", "the crawl to end", 20_000);
    await until(() => lines.some((line) => /not delivered after 3 attempt/.test(line)), "the give-up log line", 20_000);
    const started = receiver.deliveries.filter((d) => d.event.type === "crawl.started");
    expect(started).toHaveLength(3);
    expect(new Set(started.map((d) => d.event.webhookId)).size).toBe(1);
    await receiver.close();
  });
});

describe("the delivery queue's bound", () => {
  it("drops page events past maxQueuedBytes (logged once), never the start and end", async () => {
    const site = await startGeneratedSite({ pages: 3, paragraphs: 1 });
    const receiver = await startWebhookReceiver();
    const lines: string[] = [];
    await using engine = await createLocalEngine({ allowPrivateNetwork: true, webhookDelivery: { ...fast, maxQueuedBytes: 1 }, log: (line) => lines.push(line) });
    const start = await postJson(`${engine.url}/crawl`, { url: site.url("/"), limit: 3, webhook: receiver.url });
    await until(() => receiver.events().some((event) => event.type === "crawl.completed"), "crawl.completed", 20_000);
    expect(receiver.events().map((event) => event.type)).toEqual(["crawl.started", "crawl.completed"]);
    expect(lines.filter((line) => line.includes(`${start.body.id}: the delivery queue is full`))).toHaveLength(1);
    await receiver.close();
    await site.close();
  });
});

describe("webhook requests the engine refuses before any work", () => {
  it("answers 400 for a webhook to a private address, unless allowed", async () => {
    const receiver = await startWebhookReceiver();
    await using engine = await createLocalEngine();
    const crawl = await postJson(`${engine.url}/crawl`, { url: "https://example.com", webhook: receiver.url });
    expect(crawl.status).toBe(400);
    expect(crawl.body.error).toMatch(/^webhook: 127\.0\.0\.1 is a private, loopback or reserved address.*allowPrivateNetwork/);
    const batch = await postJson(`${engine.url}/batch/scrape`, { urls: ["https://example.com"], webhook: { url: "http://[::1]:9/x" } });
    expect(batch.status).toBe(400);
    expect(batch.body.error).toMatch(/^webhook\.url: \[::1\] is a private/);
    expect(receiver.deliveries).toHaveLength(0);
    await receiver.close();
  });

  it.each([
    [{ webhook: "ftp://example.com/hook" }, /webhook/],
    [{ webhook: { url: "https://example.com/hook", events: ["everything"] } }, /events/],
    [{ webhook: { url: "https://example.com/hook", headers: { "X-Bad": "a\r\nInjected: yes" } } }, /line break/],
    [{ webhook: { url: "https://example.com/hook", headers: { "Bad Name": "x" } } }, /not a valid header name/],
    [{ webhook: { url: "https://example.com/hook", metadata: { blob: "x".repeat(70_000) } } }, /at most 65536/],
    [{ webhook: { headers: {} } }, /url/],
  ])("answers 400 for a malformed webhook %#", async (extra, message) => {
    await using engine = await createLocalEngine();
    const { status, body } = await postJson(`${engine.url}/crawl`, { url: "https://example.com", ...extra });
    expect(status).toBe(400);
    expect(body.error).toMatch(message);
  });

  it("refuses a webhook host that resolves to a private address at delivery, and logs only its origin", async () => {
    const site = await startGeneratedSite({ pages: 2, paragraphs: 1 });
    const receiver = await startWebhookReceiver();
    const lines: string[] = [];
    const lookup = async () => [{ address: "127.0.0.1", family: 4 as const }];
    await using engine = await createLocalEngine({ allowPrivateNetwork: ["site.test"], lookup, webhookDelivery: fast, log: (line) => lines.push(line) });
    const hook = `http://hooks.test:${receiver.port}/hooks?token=secret-in-query`;
    const start = await postJson(`${engine.url}/crawl`, { url: `http://site.test:${site.port}/`, limit: 2, webhook: hook });
    expect(start.status).toBe(200);
    await until(() => lines.some((line) => /private address the engine may not reach/.test(line)), "the refusal log line", 20_000);
    await until(async () => ((await fetch(`${engine.url}/crawl/${start.body.id}`).then((r) => r.json())) as { status: string }).status === "completed", "the crawl to end", 20_000);
    expect(receiver.deliveries).toHaveLength(0);
    expect(lines.join("\n")).not.toMatch(/secret-in-query/);
    await receiver.close();
    await site.close();
  });
});

describe("hostile receivers", () => {
  it("a receiver that hangs, redirects to a private address or answers huge neither stalls jobs nor the engine", async () => {
    const site = await startGeneratedSite({ pages: 3, paragraphs: 1 });
    let mode = 0;
    const receiver = await startWebhookReceiver((_delivery, res) => {
      mode += 1;
      if (mode % 3 === 0) return "handled"; // never answers
      if (mode % 3 === 1) {
        res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
        return "handled";
      }
      res.writeHead(200, { "content-type": "text/plain" });
      // A reply far larger than anything the engine reads (bounded: 64 MiB, in 1 MiB writes).
      const chunk = Buffer.alloc(1024 * 1024, 97);
      let written = 0;
      const pump = () => {
        while (written < 64 && res.write(chunk)) written += 1;
        if (written >= 64) res.end();
        else res.once("drain", () => ((written += 1), pump()));
      };
      res.on("error", () => {});
      pump();
      return "handled";
    });
    await using engine = await createLocalEngine({ allowPrivateNetwork: true, webhookDelivery: { firstRetryMs: 5, timeoutMs: 300, maxAttempts: 2 } });
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const start = await postJson(`${engine.url}/crawl`, { url: site.url("/"), limit: 3, webhook: receiver.url });
      expect(start.status).toBe(200);
      ids.push(start.body.id);
    }
    for (const id of ids) {
      await until(async () => ((await fetch(`${engine.url}/crawl/${id}`).then((r) => r.json())) as { status: string }).status === "completed", "each crawl to end", 20_000);
    }
    // The engine still answers, and the 302 target was never asked (it would be refused anyway).
    const scrape = await postJson(`${engine.url}/scrape`, { url: site.url("/page/1") });
    expect(scrape.status).toBe(200);
    expect(receiver.deliveries.length).toBeGreaterThan(0);
    await receiver.close();
    await site.close();
  });
});

describe("extract and agent webhooks", () => {
  it("sends extract.started and extract.completed with the data", async () => {
    const site = await startGeneratedSite({ pages: 2, paragraphs: 1 });
    const receiver = await startWebhookReceiver();
    const { model } = scriptedTextModel(['{"name":"Page 1"}']);
    await using engine = await createLocalEngine({ allowPrivateNetwork: true, model, webhookDelivery: fast });
    const start = await postJson(`${engine.url}/extract`, {
      urls: [site.url("/page/1")],
      prompt: "name",
      schema: { type: "object", properties: { name: { type: "string" } }, required: ["name"] },
      webhook: { url: receiver.url, metadata: { run: 7 } },
    });
    expect(start.status).toBe(200);
    await until(() => receiver.events().some((event) => event.type === "extract.completed"), "extract.completed", 20_000);
    expect(receiver.events()).toMatchObject([
      { type: "extract.started", id: start.body.id, success: true, data: [], metadata: { run: 7 } },
      { type: "extract.completed", id: start.body.id, success: true, data: [{ data: { name: "Page 1" } }], metadata: { run: 7 } },
    ]);
    await receiver.close();
    await site.close();
  });

  it("sends agent.started, one agent.action per tool call, agent.completed with the data", async () => {
    const site = await startGeneratedSite({ pages: 4, paragraphs: 1 });
    const receiver = await startWebhookReceiver();
    const { model } = scriptedModel([
      { calls: [{ tool: "web_scrape", input: { url: site.url("/page/3") } }] },
      { text: '{"answer":"page 3"}' },
    ]);
    const loopback = { allowPrivateNetwork: true, lookup: async () => [{ address: "127.0.0.1", family: 4 as const }] };
    await using engine = await createLocalEngine({ ...loopback, model, webhookDelivery: fast });
    const start = await postJson(`${engine.url}/agent`, { prompt: "Which page?", webhook: { url: receiver.url, metadata: { run: "agent" } } });
    expect(start.status).toBe(200);
    await until(() => receiver.events().some((event) => event.type === "agent.completed"), "agent.completed", 20_000);
    expect(receiver.events()).toMatchObject([
      { type: "agent.started", id: start.body.id, success: true, data: [], metadata: { run: "agent" } },
      { type: "agent.action", success: true, data: [{ action: "scrape", input: { url: site.url("/page/3") }, creditsUsed: 1 }] },
      { type: "agent.completed", success: true, data: [{ data: { answer: "page 3" } }] },
    ]);
    await receiver.close();
    await site.close();
  });

  it("sends agent.cancelled when the run is cancelled", async () => {
    const receiver = await startWebhookReceiver();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { model } = scriptedTextModel(["{}"], gate);
    await using engine = await createLocalEngine({ allowPrivateNetwork: true, model, webhookDelivery: fast });
    const start = await postJson(`${engine.url}/agent`, { prompt: "Wait", webhook: receiver.url });
    await until(() => receiver.events().length > 0, "agent.started");
    expect((await fetch(`${engine.url}/agent/${start.body.id}`, { method: "DELETE" })).status).toBe(200);
    await until(() => receiver.events().some((event) => event.type === "agent.cancelled"), "agent.cancelled");
    expect(receiver.events().map((event) => event.type)).toEqual(["agent.started", "agent.cancelled"]);
    release();
    await receiver.close();
  });
});
