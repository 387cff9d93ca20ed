/**
 * P6 — cold import time of the built `webdata-kit/ai` and `webdata-kit/langchain` entries (a fresh
 * Node process per import), next to the frameworks' own entries as floors; plus an audit that the
 * `ai` entry loads no `@langchain/*` module, and that no library entry loads the MCP SDK.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { nowMs, runIfMain } from "./lib/main.js";
import { atMost, holds, measurement, type BenchResult } from "./lib/result.js";
import { alternateRounds, samplesOf } from "./lib/rounds.js";

const run_ = promisify(execFile);
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PROBE = fileURLToPath(new URL("./lib/import-probe.mjs", import.meta.url));
const RECORDER = fileURLToPath(new URL("./lib/record-modules.mjs", import.meta.url));
const WARMUP = 2;
const ROUNDS = 20;
const LIMIT_MS = 150;

const ENTRIES = [
  { name: "webdata-kit/ai", specifier: "webdata-kit/ai" },
  { name: "webdata-kit/langchain", specifier: "webdata-kit/langchain" },
  { name: "floor: ai (AI SDK itself)", specifier: "ai" },
  { name: "floor: @langchain/core/tools", specifier: "@langchain/core/tools" },
];

export async function run(): Promise<BenchResult> {
  const started = nowMs();
  const build = process.env.BENCH_SKIP_BUILD === "1" ? { ok: true, skipped: true } : await buildPackage();
  if (!existsSync(`${ROOT}/dist/adapters/ai/index.js`)) throw new Error("dist/ is missing: `npm run build` failed or was skipped");

  const contenders = ENTRIES.map((entry) => ({ name: entry.name, run: () => importTime(entry.specifier) }));
  const samples = await alternateRounds(contenders, { warmup: WARMUP, rounds: ROUNDS });
  const audits = await Promise.all(ENTRIES.slice(0, 2).map((entry) => loadedModules(entry.specifier)));
  const [aiAudit, langchainAudit] = audits as [string[], string[]];
  const langchainInAi = aiAudit.filter((url) => /\/node_modules\/@langchain\//.test(url));
  // The MCP SDK is for `webdata mcp`/`serve` only: no library entry may load it.
  const rootAudit = await loadedModules("webdata-kit");
  const mcpLoaded = [rootAudit, aiAudit, langchainAudit].map((urls) => urls.filter((url) => /\/node_modules\/@modelcontextprotocol\//.test(url)).length);
  const mcpTotal = mcpLoaded.reduce((a, b) => a + b, 0);

  const [ai, langchain, aiFloor, langchainFloor] = ENTRIES.map((entry) => measurement(entry.name, "ms", samplesOf(samples, entry.name))) as [
    ReturnType<typeof measurement>,
    ReturnType<typeof measurement>,
    ReturnType<typeof measurement>,
    ReturnType<typeof measurement>,
  ];
  return {
    id: "P6",
    title: "cold import time",
    workload:
      "a fresh `node` process (the project's Node 22) per sample runs `await import(entry)` from bench/lib/import-probe.mjs and reports " +
      "the import's duration (performance.now() around it; Node's own start-up excluded); `webdata-kit/*` resolve to the built dist/ through package.json exports",
    runs: `${WARMUP} warm-up rounds (file cache), ${ROUNDS} measured rounds, one process per entry per round, rotating order; module audit: one extra run per entry with a module.registerHooks() resolve hook recording every resolved URL`,
    measurements: [ai, langchain, aiFloor, langchainFloor],
    checks: [
      atMost("webdata-kit/ai cold import", ai.median, LIMIT_MS, " ms", 0),
      atMost("webdata-kit/langchain cold import", langchain.median, LIMIT_MS, " ms", 0),
      holds(
        "webdata-kit/ai loads no @langchain/* module",
        langchainInAi.length === 0,
        langchainInAi.length === 0 ? "0 loaded" : `${langchainInAi.length} loaded`,
        "0 loaded",
      ),
      holds(
        "webdata-kit, webdata-kit/ai and webdata-kit/langchain load no @modelcontextprotocol/* module",
        mcpTotal === 0,
        mcpTotal === 0 ? "0 loaded" : `${mcpLoaded.join(" / ")} loaded`,
        "0 loaded",
      ),
    ],
    notes: [
      `over the floor: webdata-kit/ai +${(ai.median - aiFloor.median).toFixed(0)} ms vs ai; webdata-kit/langchain +${(langchain.median - langchainFloor.median).toFixed(0)} ms vs @langchain/core/tools`,
      `modules resolved: webdata-kit ${describeModules(rootAudit)}; webdata-kit/ai ${describeModules(aiAudit)}; webdata-kit/langchain ${describeModules(langchainAudit)}`,
      ...(build.skipped ? ["build skipped (BENCH_SKIP_BUILD=1): measured the existing dist/"] : []),
      ...(build.ok ? [] : ["`tsc -p tsconfig.build.json` reported errors; dist/ was still emitted and measured"]),
    ],
    durationMs: nowMs() - started,
  };
}

/** `npm run build` without npm: tsc with the build config, run by this Node. */
async function buildPackage(): Promise<{ ok: boolean; skipped: boolean }> {
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  try {
    await run_(process.execPath, [tsc, "-p", "tsconfig.build.json"], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
    return { ok: true, skipped: false };
  } catch (error) {
    const output = String((error as { stdout?: string }).stdout ?? error).split("\n").slice(0, 5).join("\n");
    console.warn(`build reported errors:\n${output}`);
    return { ok: false, skipped: false };
  }
}

async function importTime(specifier: string): Promise<number> {
  const { stdout } = await run_(process.execPath, [PROBE, specifier], { cwd: ROOT });
  const line = stdout.trim().split("\n").pop() ?? "{}";
  return (JSON.parse(line) as { importMs: number }).importMs;
}

async function loadedModules(specifier: string): Promise<string[]> {
  const { stderr } = await run_(process.execPath, ["--import", RECORDER, PROBE, specifier], { cwd: ROOT });
  const line = stderr.split("\n").find((text) => text.startsWith("@@modules "));
  if (line === undefined) throw new Error(`module audit of ${specifier} printed no module list`);
  return JSON.parse(line.slice("@@modules ".length)) as string[];
}

/** "212 (zod 105, own 84, …)" — modules per package, largest first. */
function describeModules(urls: string[]): string {
  const counts = new Map<string, number>();
  for (const url of urls) {
    const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
    const key = match?.[1] ?? (url.startsWith("node:") ? "node builtins" : "webdata-kit");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 5);
  return `${urls.length} (${top.map(([name, count]) => `${name} ${count}`).join(", ")}${counts.size > 5 ? ", …" : ""})`;
}

runIfMain(import.meta.url, run);
