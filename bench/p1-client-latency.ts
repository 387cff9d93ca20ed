/**
 * P1 — `WebDataClient.scrape` latency vs raw `undici.request` against the same mock server
 * (in a child process), 2,000 sequential calls per round.
 */
import { DEFAULT_MOCK_API_KEY } from "../src/testing/index.js";
import { nowMs, runIfMain } from "./lib/main.js";
import { atMost, measurement, type BenchResult } from "./lib/result.js";
import { cpuMeter } from "./lib/cpu.js";
import { alternateRounds, samplesOf } from "./lib/rounds.js";
import { rawUndiciScrape, webDataScrape, type ScrapeCall } from "./lib/scrape-contenders.js";
import { startServerProcess } from "./lib/server-process.js";
import { median, p95 } from "./lib/stats.js";

const CALLS = 2_000;
const WARMUP = 1;
const ROUNDS = 7;
const OURS = "webdata-kit scrape, per call";
const RAW = "raw undici.request, per call";

export async function run(): Promise<BenchResult> {
  const started = nowMs();
  const server = await startServerProcess({ kind: "mock" });
  try {
    const calls: Record<string, ScrapeCall> = {
      [OURS]: webDataScrape(server.url, DEFAULT_MOCK_API_KEY),
      [RAW]: rawUndiciScrape(server.url, DEFAULT_MOCK_API_KEY),
    };
    const latencies = new Map<string, number[]>([[OURS, []], [RAW, []]]);
    const clientCpu = new Map<string, number[]>([[OURS, []], [RAW, []]]);
    const serverCpu: number[] = [];
    const contenders = Object.entries(calls).map(([name, call]) => ({
      name,
      run: async (round: number) => {
        const serverBefore = (await server.stats()).cpuMicros;
        const cpu = cpuMeter();
        const perCall = await sequentialLatencies(call, CALLS);
        const clientMicros = cpu();
        const serverMicros = (await server.stats()).cpuMicros - serverBefore;
        if (round >= WARMUP) {
          latencies.get(name)?.push(...perCall);
          clientCpu.get(name)?.push(clientMicros / CALLS);
          serverCpu.push(serverMicros / CALLS);
        }
        return median(perCall);
      },
    }));
    const samples = await alternateRounds(contenders, {
      warmup: WARMUP,
      rounds: ROUNDS,
      beforeEach: async () => {
        await server.reset();
      },
    });

    const ours = measurement(OURS, "µs", samplesOf(samples, OURS));
    const raw = measurement(RAW, "µs", samplesOf(samples, RAW));
    // p95 over every measured call, not over the per-round medians.
    ours.p95 = p95(latencies.get(OURS) ?? []);
    raw.p95 = p95(latencies.get(RAW) ?? []);
    return {
      id: "P1",
      title: "client latency vs raw undici",
      workload: `POST /v2/scrape {url, formats:["markdown"]} to the mock server in a child process; ${CALLS} sequential calls per round, one keep-alive connection; value = median per-call latency of the round`,
      runs: `${WARMUP} warm-up round, ${ROUNDS} measured rounds per contender, alternating order (AB, BA, …); p95 over all ${ROUNDS * CALLS} measured calls`,
      measurements: [
        ours,
        raw,
        measurement("webdata-kit client CPU per call", "µs", clientCpu.get(OURS) ?? [], false),
        measurement("raw undici client CPU per call", "µs", clientCpu.get(RAW) ?? [], false),
      ],
      checks: [atMost("ours / raw undici (median latency)", ours.median / raw.median, 1.1)],
      notes: [
        `the mock server used ${median(serverCpu).toFixed(1)} µs CPU per call (median over rounds), the same work for both contenders; ` +
          "client CPU per call is less sensitive to other load on the machine than latency",
      ],
      durationMs: nowMs() - started,
    };
  } finally {
    await server.close();
  }
}

async function sequentialLatencies(call: ScrapeCall, count: number): Promise<number[]> {
  const latencies = new Array<number>(count);
  for (let i = 0; i < count; i++) {
    const start = nowMs();
    await call();
    latencies[i] = (nowMs() - start) * 1000;
  }
  return latencies;
}

runIfMain(import.meta.url, run);
