import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const SOURCE_CONDITIONS = ["webdata-kit:source", "module", "node", "import", "default"];

/*
 * Test tiers (docs/testing.md). `npm test` runs them all; each has its own script:
 *   unit     `npm run test:unit`     no engine end-to-end, no browser, no model server, no compat matrix
 *   engine   `npm run test:engine`   the local engine over HTTP, the CLI and MCP processes, model servers
 *   browser  `npm run test:browser`  real Chromium (the only tier with the Chromium set-up)
 *   compat   `npm run test:compat`   the zod peer-range matrix and the type-level tests (tsc)
 *   package  `npm run test:package`  the packed package, installed as a user would
 * Every test file is in exactly one tier (test/lint/test-tiers.test.ts checks it); a new file lands in
 * `unit` unless it is in a slow tier's folder or listed below.
 */
/**
 * Files under test/engine that start the engine (they import it, or the engine-http helper), or that
 * mock modules (the unit tier shares its module cache between files); the others there test one
 * module alone and belong to the unit tier. Read from the files, so a new end-to-end file cannot land
 * in the fast tier by being forgotten in a list.
 */
const engineTests = new URL("./test/engine/", import.meta.url);
const ENGINE_FOLDER_E2E = readdirSync(engineTests)
  .filter((name) => name.endsWith(".test.ts") && /createLocalEngine|webdata-kit\/engine"|\.\/engine-http|vi\.(do)?[mM]ock|vi\.resetModules/.test(readFileSync(new URL(name, engineTests), "utf8")))
  .map((name) => `test/engine/${name}`);
const ENGINE = [
  ...ENGINE_FOLDER_E2E,
  "test/engine-model/**/*.test.ts",
  "test/contract/**/*.test.ts",
  "test/cli/**/*.test.ts",
  "test/mcp/**/*.test.ts",
  "test/langchain/loader-engine.test.ts",
  "test/options/engine-options.test.ts",
];
const BROWSER = ["test/engine-browser/**/*.test.ts", "test/demo.test.ts"];
// The README test type-checks every snippet with tsc: type-level, like the zod matrix.
const COMPAT = ["test/types/**/*.test.ts", "test/docs/readme-snippets.test.ts"];
const PACKAGE = ["test/package/**/*.test.ts"];

export default defineConfig({
  // Tests and examples import "webdata-kit/*" by name, through package.json `exports`, as users do;
  // the `webdata-kit:source` condition points those entries at src (tsc: `customConditions`).
  resolve: { conditions: SOURCE_CONDITIONS },
  ssr: { resolve: { conditions: SOURCE_CONDITIONS } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Most files wait on sockets, child processes and Chromium rather than compute, so more files run
    // at once than there are cores (vitest's default is one less than the cores: 1 on a 2-core machine).
    maxWorkers: Math.max(3, availableParallelism()),
    reporters: ["default", "./test/summary-reporter.ts"],
    projects: [
      {
        test: {
          name: "unit",
          // Unit files share their workers' module cache instead of re-importing src per file (half of
          // this tier's time was imports); they keep no global state between files.
          isolate: false,
          include: ["test/**/*.test.ts"],
          exclude: [...ENGINE, ...BROWSER, ...COMPAT, ...PACKAGE],
        },
      },
      { test: { name: "engine", include: ENGINE } },
      {
        test: {
          name: "browser",
          include: BROWSER,
          // Finds (or, as root with apt, installs) Chromium; under CI=true a missing one fails the run.
          globalSetup: ["./test/setup/chromium.ts"],
        },
      },
      {
        test: {
          name: "compat",
          include: COMPAT,
          // Type-level tests (expectTypeOf) only fail when type-checked: vitest runs tsc over these.
          typecheck: { enabled: true, include: ["test/**/*.test-d.ts"], tsconfig: "./tsconfig.json" },
        },
      },
      { test: { name: "package", include: PACKAGE } },
    ],
  },
});
