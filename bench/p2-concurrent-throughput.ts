/**
 * P2 — scrape throughput at 64 concurrent calls: WebDataClient vs the official SDK
 * (@mendable/firecrawl-js) vs raw undici, against the same mock server in a child process.
 */
import { DEFAULT_MOCK_API_KEY } from "../src/testing/index.js";
import { nowMs, runIfMain } from "./lib/main.js";
import { atLeast, measurement, type BenchResult } from "./lib/result.js";
import { cpuMeter } from "./lib/cpu.js";
import { alternateRounds, samplesOf } from "./lib/rounds.js";
import { rawUndiciScrape, sdkScrape, webDataScrape, type ScrapeCall } from "./lib/scrape-contenders.js";
import { startServerProcess } from "./lib/server-process.js";
import { median } from "./lib/stats.js";

const CONCURRENCY = 64;
const CALLS = 4_000;
const WARMUP = 1;
const ROUNDS = 5;
const OURS = "webdata-kit, 64 in flight";
const SDK = "official SDK (firecrawl-js), 64 in flight";
const RAW = "raw undici.request, 64 in flight";

export async function run(): Promise<BenchResult> {
  const started = nowMs();
  const server = await startServerProcess({ kind: "mock" });
  try {
    const calls: Record<string, ScrapeCall> = {
      [OURS]: webDataScrape(server.url, DEFAULT_MOCK_API_KEY),
      [SDK]: sdkScrape(server.origin, DEFAULT_MOCK_API_KEY),
      [RAW]: rawUndiciScrape(server.url, DEFAULT_MOCK_API_KEY),
    };
    const clientCpu = new Map<string, number[]>(Object.keys(calls).map((name) => [name, []]));
    const serverCpu = new Map<string, number[]>(Object.keys(calls).map((name) => [name, []]));
    const contenders = Object.entries(calls).map(([name, call]) => ({
      name,
      run: async (round: number) => {
        const serverBefore = (await server.stats()).cpuMicros;
        const cpu = cpuMeter();
        const rate = await throughput(call);
        const clientMicros = cpu();
        const serverMicros = (await server.stats()).cpuMicros - serverBefore;
        if (round >= WARMUP) {
          clientCpu.get(name)?.push(clientMicros / CALLS);
          serverCpu.get(name)?.push(serverMicros / CALLS);
        }
        return rate;
      },
    }));
    const samples = await alternateRounds(contenders, {
      warmup: WARMUP,
      rounds: ROUNDS,
      beforeEach: async () => {
        await server.reset();
      },
    });
    const ours = measurement(OURS, "req/s", samplesOf(samples, OURS), false);
    const sdk = measurement(SDK, "req/s", samplesOf(samples, SDK), false);
    const raw = measurement(RAW, "req/s", samplesOf(samples, RAW), false);
    return {
      id: "P2",
      title: "throughput at 64 concurrent scrapes",
      workload: `${CALLS} POST /v2/scrape calls per round, ${CONCURRENCY} in flight (64 workers, keep-alive), mock server in a child process; value = calls / wall time of the round`,
      runs: `${WARMUP} warm-up round, ${ROUNDS} measured rounds per contender, rotating order (A B C, B C A, …)`,
      measurements: [
        ours,
        sdk,
        raw,
        ...[OURS, SDK, RAW].map((name) => measurement(`${name.split(",")[0]} client CPU per call`, "µs", clientCpu.get(name) ?? [], false)),
      ],
      checks: [
        atLeast("ours / official SDK", ours.median / sdk.median, 2),
        atLeast("ours / raw undici", ours.median / raw.median, 0.9),
      ],
      notes: [
        `server CPU per call (median): ${[OURS, SDK, RAW].map((name) => `${name.split(",")[0]} ${median(serverCpu.get(name) ?? []).toFixed(1)} µs`).join(", ")}; ` +
          "client and server share 2 cores, so throughput is bounded by client CPU + server CPU per call",
      ],
      durationMs: nowMs() - started,
    };
  } finally {
    await server.close();
  }
}

/** Calls per second with `CONCURRENCY` workers sharing `CALLS` calls. */
async function throughput(call: ScrapeCall): Promise<number> {
  let issued = 0;
  const worker = async () => {
    while (issued < CALLS) {
      issued++;
      await call();
    }
  };
  const start = nowMs();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return CALLS / ((nowMs() - start) / 1000);
}

runIfMain(import.meta.url, run);
