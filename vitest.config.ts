import { defineConfig } from "vitest/config";

export default defineConfig({
  // Examples import "webdata-kit/*"; tsconfig maps those to src (the demo test runs examples/demo.ts).
  resolve: { tsconfigPaths: true },
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
