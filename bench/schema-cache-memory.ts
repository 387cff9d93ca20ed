/**
 * Schema cache memory (issue 24, F11): heap retained after compiling 1,000 distinct extract
 * schemas. Contenders, each run in a fresh process with --expose-gc:
 * - `shared`: one Ajv compiling every schema (the engine before: nothing was ever freed);
 * - `shared+remove`: the same, calling `removeSchema` after each compile;
 * - `cache`: the schema worker's `CompiledSchemas` (an Ajv per schema, the 64 most recent kept);
 * - `engine`: the engine's main thread running `compileUserSchema` and one check per schema
 *   (compiles happen in the schema worker; RSS includes the worker's heap).
 * Run: `npx tsx bench/schema-cache-memory.ts` (about 90 s on 2 cores).
 *
 * Results (2 cores, Node 22.23, load ~8, medians of 3 runs; growth after 1,000 schemas):
 *   shared         heap +20.7 MB, RSS +64.0 MB   (the engine before; ~21 KB of heap per schema, never freed)
 *   shared+remove  heap +20.6 MB, RSS +63.9 MB   (removeSchema frees nothing)
 *   cache          heap  +2.3 MB, RSS +43.6 MB   (the worker's LRU of 64; RSS is freed V8 pages not yet returned)
 *   engine         main-thread heap +0.2 MB, RSS +41.6 MB with the worker, -15.7 MB once the worker ended
 *   time per schema: 4–7 ms for every contender (compile in the worker plus two round trips: 5.2 ms).
 */
import { fork } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { nowMs, runIfMain } from "./lib/main.js";
import { atMost, measurement, type BenchResult } from "./lib/result.js";

const SCHEMAS = 1_000;
const RUNS = 3;
const variants = ["shared", "shared+remove", "cache", "engine"] as const;
type Variant = (typeof variants)[number];

interface Report {
  variant: Variant;
  heapGrowthMb: number;
  rssGrowthMb: number;
  /** RSS growth once `done()` ran (for `engine`: the schema worker ended). */
  rssAfterDoneMb: number;
  msPerSchema: number;
}

/** A realistic extract schema (~1 KB), distinct per `i`. */
function schemaOf(i: number): Record<string, unknown> {
  return {
    type: "object",
    properties: {
      [`name${i}`]: { type: "string", minLength: 1, description: `The product name (${i})` },
      sku: { type: "string", pattern: `^SKU-${i}-[0-9]{4}$` },
      price: { type: "number", minimum: 0 },
      currency: { enum: ["USD", "EUR", "GBP", `X${i}`] },
      inStock: { type: "boolean" },
      tags: { type: "array", items: { type: "string", maxLength: 40 }, maxItems: 20 },
      variants: {
        type: "array",
        items: { type: "object", properties: { color: { type: "string" }, size: { enum: ["S", "M", "L", "XL"] }, stock: { type: "integer" } }, required: ["color"] },
      },
    },
    required: [`name${i}`, "price"],
  };
}

const mb = (bytes: number) => bytes / 1024 / 1024;

function settle(): { heap: number; rss: number } {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error("run with --expose-gc");
  for (let i = 0; i < 3; i++) gc();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed, rss: usage.rss };
}

async function measure(variant: Variant): Promise<Report> {
  let compileOne: (i: number) => Promise<unknown> | unknown;
  let done = async () => {};
  if (variant === "engine") {
    const { compileUserSchema } = await import("../src/engine/model/user-schema.js");
    const { SchemaChecker } = await import("../src/engine/model/schema-checker.js");
    const checker = new SchemaChecker();
    compileOne = async (i) => {
      const compiled = await compileUserSchema(schemaOf(i), { checker });
      if (!compiled.ok) throw new Error(compiled.message);
      await compiled.schema.problems({ price: 1 });
    };
    done = () => checker.close();
  } else if (variant === "cache") {
    const { CompiledSchemas } = await import("../src/engine/model/compiled-schemas.js");
    const schemas = new CompiledSchemas();
    compileOne = (i) => schemas.problems(JSON.stringify(schemaOf(i)), { price: 1 });
  } else {
    const { Ajv } = createRequire(import.meta.url)("ajv") as typeof import("ajv");
    const ajv = new Ajv({ allErrors: true, strict: false, logger: false });
    const kept: unknown[] = [];
    compileOne = (i) => {
      const schema = schemaOf(i);
      const validate = ajv.compile(schema);
      validate({ price: 1 });
      if (variant === "shared+remove") ajv.removeSchema(schema);
      // Like the engine's LRU: the 64 newest validators are still referenced.
      kept.push(validate);
      if (kept.length > 64) kept.shift();
    };
  }
  await compileOne(-1); // modules loaded and the worker started before the baseline
  const before = settle();
  const started = nowMs();
  for (let i = 0; i < SCHEMAS; i++) await compileOne(i);
  const elapsed = nowMs() - started;
  const after = settle();
  await done();
  const ended = settle();
  return {
    variant,
    heapGrowthMb: mb(after.heap - before.heap),
    rssGrowthMb: mb(after.rss - before.rss),
    rssAfterDoneMb: mb(ended.rss - before.rss),
    msPerSchema: elapsed / SCHEMAS,
  };
}

function runChild(variant: Variant): Promise<Report> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ["--child", variant], {
      execArgv: ["--expose-gc", "--import", import.meta.resolve("tsx")],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    child.once("message", (report) => resolve(report as Report));
    child.once("exit", (code) => (code === 0 ? undefined : reject(new Error(`${variant} exited with ${code}`))));
  });
}

export async function run(): Promise<BenchResult> {
  const started = nowMs();
  const reports: Report[] = [];
  for (let round = 0; round < RUNS; round++) {
    // Rotate the starting contender each round, so drift on a shared machine hits all alike.
    for (let k = 0; k < variants.length; k++) reports.push(await runChild(variants[(round + k) % variants.length] as Variant));
  }
  const of = (variant: Variant, key: keyof Omit<Report, "variant">) => reports.filter((r) => r.variant === variant).map((r) => r[key]);
  const measurements = variants.flatMap((variant) => [
    measurement(`${variant}: heap growth`, "MB", of(variant, "heapGrowthMb"), false),
    measurement(`${variant}: RSS growth`, "MB", of(variant, "rssGrowthMb"), false),
    measurement(`${variant}: time per schema`, "ms", of(variant, "msPerSchema"), false),
  ]);
  measurements.push(measurement("engine: RSS growth after the worker ended", "MB", of("engine", "rssAfterDoneMb"), false));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  return {
    id: "SCHEMA",
    title: "Schema cache memory",
    workload: `${SCHEMAS} distinct ~1 KB extract schemas compiled, one check each; heap and RSS after full GCs, minus the baseline`,
    runs: `${RUNS} rounds, each contender in a fresh process, rotating order`,
    measurements,
    checks: [
      atMost("engine main-thread heap growth", median(of("engine", "heapGrowthMb")), 5, " MB", 1),
      atMost("worker cache heap growth", median(of("cache", "heapGrowthMb")), 10, " MB", 1),
    ],
    notes: [
      "`shared+remove` shows removeSchema does not free a shared Ajv's memory: its code-generation scope keeps every compiled schema.",
      "`engine` RSS includes the schema worker, which ends after 30 s idle and takes its compiled schemas with it.",
    ],
    durationMs: nowMs() - started,
  };
}

if (process.argv[2] === "--child") {
  const variant = process.argv[3] as Variant;
  measure(variant).then(
    (report) => process.send?.(report, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
} else {
  runIfMain(import.meta.url, run);
}
