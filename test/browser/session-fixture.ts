import { beforeEach } from "vitest";
import { WebDataClient, type InteractParams, type InteractResult } from "../../src/client.js";
import type { RequestOptions } from "../../src/core/options.js";
import { useMockServer } from "../helpers/mock-client.js";

/** A mock server and browser sessions that share one hand-moved clock (ms). */
export function useSessionMock() {
  const clock = { now: 1_700_000_000_000 };
  const server = useMockServer({ now: () => clock.now });
  beforeEach(() => {
    clock.now = 1_700_000_000_000;
  });
  return {
    clock,
    tick(ms: number) {
      clock.now += ms;
    },
    get mock() {
      return server.mock;
    },
    client: server.client,
    /** A real client against the mock that logs when each interact call starts and ends. */
    recordingClient(): RecordingClient {
      return new RecordingClient({ apiKey: server.mock.apiKey ?? undefined, baseUrl: server.mock.url, retry: 0 });
    },
    /** Prompts the mock received, in arrival order, with the scrape id they were sent to. */
    interactCalls(): { scrapeId: string; prompt: unknown }[] {
      return server.mock.requestsTo("POST /scrape/:id/interact").map((r) => ({
        scrapeId: r.params["id"] ?? "",
        prompt: (r.body as { prompt?: unknown }).prompt,
      }));
    },
  };
}

export class RecordingClient extends WebDataClient {
  readonly events: string[] = [];
  override async interact(scrapeId: string, params: InteractParams, options?: RequestOptions): Promise<InteractResult> {
    const label = params.prompt ?? params.code ?? "?";
    this.events.push(`start ${label}`);
    try {
      return await super.interact(scrapeId, params, options);
    } finally {
      this.events.push(`end ${label}`);
    }
  }
}
