import { defineConfig } from "vitest/config";

const SOURCE_CONDITIONS = ["webdata-kit:source", "module", "node", "import", "default"];

export default defineConfig({
  // Tests and examples import "webdata-kit/*" by name, through package.json `exports`, as users do;
  // the `webdata-kit:source` condition points those entries at src (tsc: `customConditions`).
  resolve: { conditions: SOURCE_CONDITIONS },
  ssr: { resolve: { conditions: SOURCE_CONDITIONS } },
  test: {
    include: ["test/**/*.test.ts"],
    // Finds (or, as root with apt, installs) Chromium for the browser tests.
    globalSetup: ["./test/setup/chromium.ts"],
    // Type-level tests (expectTypeOf) only fail when type-checked: vitest runs tsc over these.
    typecheck: { enabled: true, include: ["test/**/*.test-d.ts"], tsconfig: "./tsconfig.json" },
    testTimeout: 30_000,
    hookTimeout: 30_000,
    reporters: ["default", "./test/summary-reporter.ts"],
  },
});
