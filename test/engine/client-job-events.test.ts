import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebDataClient, type JobEvent } from "../../src/index.js";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { startWebhookReceiver } from "../helpers/webhook-receiver.js";
import { scriptedTextModel } from "../helpers/scripted-json-model.js";
import { until } from "../helpers/until.js";

async function all(events: AsyncGenerator<JobEvent>): Promise<JobEvent[]> {
  const out: JobEvent[] = [];
  for await (const event of events) out.push(event);
  return out;
}

const types = (events: JobEvent[]) => events.map((event) => event.type);

// The client's `job.events()` (docs/toolkit.md, "Job events") against the engine: the webhook's events, from polling.
describe("job.events() against the local engine, matching its webhook", () => {
  let engine: LocalEngine;
  let site: GeneratedSite;
  beforeAll(async () => {
    site = await startGeneratedSite({ pages: 3, paragraphs: 1 });
    const { model } = scriptedTextModel(['{"name":"x"}']);
    engine = await createLocalEngine({ allowPrivateNetwork: true, model, webhookDelivery: { firstRetryMs: 5 } });
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  it("a crawl yields the events its webhook receives", async () => {
    const receiver = await startWebhookReceiver();
    const client = new WebDataClient({ baseUrl: engine.url, pollIntervalMs: 20 });
    const job = await client.crawl.start({ url: site.url("/"), limit: 3, webhook: receiver.url });
    const events = await all(job.events());
    expect(types(events)).toEqual(["crawl.started", "crawl.page", "crawl.page", "crawl.page", "crawl.completed"]);
    await until(() => receiver.events().some((event) => event.type === "crawl.completed"), "the webhook's completed");
    const received = receiver.events().map(({ type, id, success, data }) => ({ type, id, success, data }));
    const url = (event: { data: unknown[] }) => (event.data[0] as { metadata?: { sourceURL?: string } } | undefined)?.metadata?.sourceURL ?? "";
    const key = (list: typeof received) => list.map((event) => `${event.type} ${url(event)}`).sort();
    expect(key(received)).toEqual(key(events));
    await receiver.close();
  });

  it("a cancelled batch scrape ends with batch_scrape.failed", async () => {
    const slow = await startGeneratedSite({ pages: 2, paragraphs: 1, latencyMs: 60_000 });
    const client = new WebDataClient({ baseUrl: engine.url, pollIntervalMs: 20 });
    const job = await client.batchScrape.start({ urls: [slow.url("/page/1")] });
    const events = job.events();
    expect((await events.next()).value).toMatchObject({ type: "batch_scrape.started" });
    await job.cancel();
    const rest = await all(events);
    expect(rest.at(-1)).toMatchObject({ type: "batch_scrape.failed", success: false, error: expect.stringMatching(/cancelled/) });
    await slow.close();
  });
});
