/**
 * P6 — cold import time of the built `webdata-kit/ai` and `webdata-kit/langchain` entries (a fresh
 * Node process per import), next to the frameworks' own entries as floors; plus a module audit of
 * `webdata-kit`, `/ai`, `/langchain`, `/engine` and `webdata --help`: how many modules each loads,
 * that the `ai` entry loads no `@langchain/*` module, and that none loads a heavy module
 * (playwright-core, the MCP SDK, piscina, ajv, acorn, an AI SDK provider package).
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
const CLI = fileURLToPath(new URL("../dist/cli/main.js", import.meta.url));
/** Loaded on first use only (docs/packaging.md); `ai` itself and the @ai-sdk packages it imports are not providers. */
const HEAVY = /\/node_modules\/(playwright-core|@modelcontextprotocol\/sdk|piscina|ajv|acorn|@ai-sdk\/(?!provider\/|provider-utils\/|gateway\/)[^/]+)\//;
const WARMUP = 2;
const ROUNDS = 20;
const LIMIT_MS = 150;
/** Most an entry may add to its framework's own import (median vs median of the same run). */
const OVER_FLOOR_MS = 30;

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
  const audited = {
    "webdata-kit": await loadedModules(["webdata-kit"]),
    "webdata-kit/ai": await loadedModules(["webdata-kit/ai"]),
    "webdata-kit/langchain": await loadedModules(["webdata-kit/langchain"]),
    "webdata-kit/engine": await loadedModules(["webdata-kit/engine"]),
    "webdata --help": await loadedModules(["--help"], CLI),
  };
  const langchainInAi = audited["webdata-kit/ai"].filter((url) => /\/node_modules\/@langchain\//.test(url));
  const heavy = Object.entries(audited).map(([name, urls]) => ({ name, heavy: [...new Set(urls.flatMap((url) => HEAVY.exec(url)?.[1] ?? []))] }));
  const heavyLoaded = heavy.filter((entry) => entry.heavy.length > 0);

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
    runs: `${WARMUP} warm-up rounds (file cache), ${ROUNDS} measured rounds, one process per entry per round, rotating order; module audit: one extra run per entry (and one of \`webdata --help\`) with a module.registerHooks() resolve hook recording every resolved URL`,
    measurements: [ai, langchain, aiFloor, langchainFloor],
    checks: [
      atMost("webdata-kit/ai cold import", ai.median, LIMIT_MS, " ms", 0),
      atMost("webdata-kit/langchain cold import", langchain.median, LIMIT_MS, " ms", 0),
      // Issue 31: what the package adds over the framework the user imports anyway.
      atMost("webdata-kit/ai over the `ai` floor", ai.median - aiFloor.median, OVER_FLOOR_MS, " ms", 0),
      atMost("webdata-kit/langchain over the @langchain/core/tools floor", langchain.median - langchainFloor.median, OVER_FLOOR_MS, " ms", 0),
      holds(
        "webdata-kit/ai loads no @langchain/* module",
        langchainInAi.length === 0,
        langchainInAi.length === 0 ? "0 loaded" : `${langchainInAi.length} loaded`,
        "0 loaded",
      ),
      holds(
        "webdata-kit, /ai, /langchain, /engine and `webdata --help` load no heavy module",
        heavyLoaded.length === 0,
        heavyLoaded.length === 0 ? "none loaded" : heavyLoaded.map((entry) => `${entry.name}: ${entry.heavy.join(", ")}`).join("; "),
        "none loaded",
      ),
    ],
    notes: [
      `over the floor: webdata-kit/ai +${(ai.median - aiFloor.median).toFixed(0)} ms vs ai; webdata-kit/langchain +${(langchain.median - langchainFloor.median).toFixed(0)} ms vs @langchain/core/tools`,
      `modules resolved: ${Object.entries(audited).map(([name, urls]) => `${name} ${describeModules(urls)}`).join("; ")}`,
      `heavy modules loaded: ${heavy.map((entry) => `${entry.name} ${entry.heavy.length === 0 ? "none" : entry.heavy.join(", ")}`).join("; ")}`,
      ...(build.skipped ? ["build skipped (BENCH_SKIP_BUILD=1): measured the existing dist/"] : []),
      ...(build.ok ? [] : ["`tsc -p tsconfig.build.json` reported errors; dist/ was still emitted and measured"]),
    ],
    durationMs: nowMs() - started,
  };
}

/** `npm run build` without npm: tsc with the build config, then the bundle step, run by this Node. */
async function buildPackage(): Promise<{ ok: boolean; skipped: boolean }> {
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  let ok = true;
  try {
    await run_(process.execPath, [tsc, "-p", "tsconfig.build.json"], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const output = String((error as { stdout?: string }).stdout ?? error).split("\n").slice(0, 5).join("\n");
    console.warn(`build reported errors:\n${output}`);
    ok = false;
  }
  // What is measured is what ships: one file per entry plus shared chunks (scripts/bundle-dist.mjs).
  await run_(process.execPath, [`${ROOT}/scripts/bundle-dist.mjs`], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
  return { ok, skipped: false };
}

async function importTime(specifier: string): Promise<number> {
  const { stdout } = await run_(process.execPath, [PROBE, specifier], { cwd: ROOT });
  const line = stdout.trim().split("\n").pop() ?? "{}";
  return (JSON.parse(line) as { importMs: number }).importMs;
}

/** Every module URL a fresh process resolves: the probe importing `args[0]`, or `script` run with `args`. */
async function loadedModules(args: string[], script = PROBE): Promise<string[]> {
  const { stderr } = await run_(process.execPath, ["--import", RECORDER, script, ...args], { cwd: ROOT });
  const line = stderr.split("\n").find((text) => text.startsWith("@@modules "));
  if (line === undefined) throw new Error(`module audit of ${args.join(" ")} printed no module list`);
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
